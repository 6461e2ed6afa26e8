#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>
static void t(void **s) { (void)s; assert_int_equal(1, 1); }
int main(void) { const struct CMUnitTest ts[] = { cmocka_unit_test(t) }; return cmocka_run_group_tests_name("vgen", ts, NULL, NULL); }
