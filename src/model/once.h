/* once.h - an initialiser run once, whichever thread asks first.
 *
 * Tables built on first use (peers, chain tables) are shared by the
 * generator's threads, so pthread_once guards them.  A build for a target
 * with no threads (WebAssembly through wasi-libc, the web edition's
 * engine) runs them behind a plain flag. */
#ifndef SB_ONCE_H
#define SB_ONCE_H

#if defined(__wasi__) && !defined(_REENTRANT)
typedef int sb_once_t;
#define SB_ONCE_INIT 0
static inline void sb_once(sb_once_t *once, void (*fn)(void))
{
    if (!*once) {
        *once = 1;
        fn();
    }
}
#else
#include <pthread.h>
typedef pthread_once_t sb_once_t;
#define SB_ONCE_INIT PTHREAD_ONCE_INIT
static inline void sb_once(sb_once_t *once, void (*fn)(void)) { pthread_once(once, fn); }
#endif

#endif
