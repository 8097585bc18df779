/* Fault injection for the compiled core (tests/engine/solver/test_c_faults.py): force-included
 * (gcc -include) before each C file, it sends the core's malloc/calloc/realloc through
 * fi.c, which fails the allocation fi_countdown says. */
#include <stdlib.h>
void *fi_malloc(size_t n);
void *fi_calloc(size_t n, size_t size);
void *fi_realloc(void *p, size_t n);
#define malloc(n) fi_malloc(n)
#define calloc(n, size) fi_calloc(n, size)
#define realloc(p, n) fi_realloc(p, n)
