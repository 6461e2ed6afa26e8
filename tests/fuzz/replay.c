/* replay.c - runs the fuzz target over files, without libFuzzer, so the
 * test suite replays the corpus (under the sanitizers in a SANITIZE=1 build).
 * usage: replay FILE... ; prints "fuzz replay: N passed, 0 failed". */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    int n = 0;
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) {
            perror(argv[i]);
            return 1;
        }
        static uint8_t buf[1 << 20];
        size_t len = fread(buf, 1, sizeof buf, f);
        fclose(f);
        LLVMFuzzerTestOneInput(buf, len);
        n++;
    }
    printf("fuzz replay: %d passed, 0 failed\n", n);
    return n == 0;
}
