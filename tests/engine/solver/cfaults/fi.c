/* The allocations of fi.h. fi_countdown = N > 0: the Nth allocation from now returns NULL
 * (only that one); 0 or less: none fails. fi_calls counts every allocation. */
#include <stdlib.h>
#undef malloc
#undef calloc
#undef realloc

long fi_countdown = 0;
long fi_calls = 0;

static int fail_now(void) {
    fi_calls++;
    return fi_countdown > 0 && --fi_countdown == 0;
}

void *fi_malloc(size_t n) { return fail_now() ? NULL : malloc(n); }
void *fi_calloc(size_t n, size_t size) { return fail_now() ? NULL : calloc(n, size); }
void *fi_realloc(void *p, size_t n) { return fail_now() ? NULL : realloc(p, n); }
