/* Shared by the compiled core's two files (_ccore.c: DFS and the module; _cbeam.c: beam).
 * The position, its do/undo, its key and its ordered children: pycore.py is the reference
 * for every rule and number here. */
#ifndef SPIDERETTE_CSTATE_H
#define SPIDERETTE_CSTATE_H
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The biggest game the core takes (tests/engine/solver/test_c_limits.py holds them to the
 * variant table's maxima through _ccore.LIMITS): columns, cards in play (table and stock),
 * the stock. A column never holds more than every card in play, plus room for a sequence's
 * restore; the packed beam states and the key keep lengths and the stock's place in a byte. */
#define MAXCOLS 16
#define MAXCARDS 160
#define SEQ 13
#define MAXLEN (MAXCARDS + SEQ)
#define MAXSTOCK MAXCARDS
#if MAXLEN > 255 || MAXSTOCK > 255
#error "a column's length and the stock's place are kept in one byte"
#endif
#define CHECK_EVERY 1024

typedef struct { int8_t s, k, t; } Mv;
typedef struct { int score; Mv m; } Scored;

typedef struct {
    int8_t s, k, t;
    uint8_t flip_s, ace, flip_t;
    uint8_t n, nrem;
    uint8_t rc[MAXCOLS], race[MAXCOLS], rflip[MAXCOLS];
} Rec;

typedef struct {
    int ncols, deal_size, relaxed, need, greedy;
    int len[MAXCOLS], hid[MAXCOLS];
    uint8_t cols[MAXCOLS][MAXLEN];
    uint8_t stock[MAXSTOCK];
    int nstock, sp;
} St;

/* ------------------------------------------------------------------ hash set (128-bit) */
typedef struct { uint64_t a, b; } Key;  /* b == 0 marks an empty slot */

typedef struct {
    Key *slots;
    size_t cap, count;  /* cap: a power of two */
} Set;

static inline int set_init(Set *set, size_t cap) {
    set->slots = calloc(cap, sizeof(Key));
    set->cap = cap;
    set->count = 0;
    return set->slots != NULL;
}

static inline void set_free(Set *set) { free(set->slots); set->slots = NULL; }

static inline size_t set_find(const Set *set, Key k) {
    size_t mask = set->cap - 1, i = (size_t)k.a & mask;
    while (set->slots[i].b && (set->slots[i].a != k.a || set->slots[i].b != k.b))
        i = (i + 1) & mask;
    return i;
}

static inline int set_has(const Set *set, Key k) { return set->slots[set_find(set, k)].b != 0; }

static inline int set_grow(Set *set) {
    Set bigger;
    if (!set_init(&bigger, set->cap * 2)) return 0;
    for (size_t i = 0; i < set->cap; i++)
        if (set->slots[i].b) bigger.slots[set_find(&bigger, set->slots[i])] = set->slots[i];
    bigger.count = set->count;
    free(set->slots);
    *set = bigger;
    return 1;
}

/* Add k; 0 only when memory ran out (then k is simply not stored). */
static inline int set_add(Set *set, Key k) {
    if ((set->count + 1) * 4 > set->cap * 3 && !set_grow(set)) return 0;
    size_t i = set_find(set, k);
    if (!set->slots[i].b) { set->slots[i] = k; set->count++; }
    return 1;
}

/* Remove k (backward-shift deletion keeps linear probing correct without tombstones). */
static inline void set_remove(Set *set, Key k) {
    size_t mask = set->cap - 1, i = set_find(set, k);
    if (!set->slots[i].b) return;
    set->slots[i].b = 0;
    set->count--;
    size_t j = i;
    for (;;) {
        j = (j + 1) & mask;
        if (!set->slots[j].b) return;
        size_t home = (size_t)set->slots[j].a & mask;
        /* Move j back to i unless its home lies cyclically in (i, j]. */
        int stays = (i <= j) ? (i < home && home <= j) : (i < home || home <= j);
        if (!stays) {
            set->slots[i] = set->slots[j];
            set->slots[j].b = 0;
            i = j;
        }
    }
}

/* ------------------------------------------------------------------ position key */
static inline uint64_t mix(uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static inline Key key_of(const St *st) {
    int final = st->sp >= st->nstock;
    uint64_t a = 0, b = 0;
    for (int c = 0; c < st->ncols; c++) {
        uint64_t x = 0x243F6A8885A308D3ULL ^ (uint64_t)st->hid[c];
        uint64_t y = 0x13198A2E03707344ULL + (uint64_t)st->hid[c] * 0x9E3779B97F4A7C15ULL;
        const uint8_t *col = st->cols[c];
        for (int i = 0; i < st->len[c]; i++) {
            x = (x ^ col[i]) * 0x100000001B3ULL;
            y = (y + col[i] + 1) * 0xD6E8FEB86659FD93ULL;
            y ^= y >> 29;
        }
        x ^= (uint64_t)st->len[c] << 56;
        y += (uint64_t)st->len[c];
        if (!final) {
            x += (uint64_t)(c + 1) * 0x9E3779B97F4A7C15ULL;
            y ^= (uint64_t)(c + 1) * 0xC2B2AE3D27D4EB4FULL;
        }
        a += mix(x);  /* a sum: the columns' order does not matter (stock empty) */
        b += mix(y ^ 0x5851F42D4C957F2DULL);
    }
    uint64_t tail = ((uint64_t)st->sp << 8) | (uint64_t)(st->need & 0xff);
    a = mix(a ^ mix(tail + 1));
    b = mix(b + mix(tail ^ 0xA0761D6478BD642FULL));
    Key k = {a, b ? b : 1};
    return k;
}

/* ------------------------------------------------------------------ moves */
/* Write the ordered children of st into out (room for at least MAXCOLS*MAXCOLS*SEQ+1). */
static inline int gen_moves(const St *st, Mv *out, Scored *tmp) {
    int final = st->sp >= st->nstock;
    int first_empty = -1;
    for (int c = 0; c < st->ncols; c++)
        if (!st->len[c]) { first_empty = c; break; }
    int n_out = 0;
    for (int s = 0; s < st->ncols; s++) {
        const uint8_t *col = st->cols[s];
        int n = st->len[s];
        if (!n) continue;
        int h = st->hid[s], up = n - h, m = 1;
        while (m < up && col[n - m - 1] == col[n - m] + 1) m++;
        for (int k = 1; k <= m; k++) {
            int first = col[n - k];
            int wanted = (first & 15) + 1;
            int whole = k == n;
            int parent = k < up ? col[n - k - 1] : 0;
            int seated = parent != 0 && (parent & 15) == wanted;
            if (st->greedy && seated && parent == first + 1) continue;
            int base;
            if (k == up && h > 0) base = 100;
            else if (whole) base = 60;
            else if (k < m) base = -30;
            else base = 5;
            for (int t = 0; t < st->ncols; t++) {
                if (t == s) continue;
                int score;
                if (st->len[t]) {
                    int top = st->cols[t][st->len[t] - 1];
                    if ((top & 15) != wanted) continue;
                    if (st->greedy == 1 && seated && !h && top != first + 1) continue;
                    score = base + (top == first + 1 ? 50 : 10);
                } else {
                    if (st->greedy == 1 && seated && !h) continue;
                    if (final && (whole || t != first_empty)) continue;
                    score = base - 20 - (whole ? 60 : 0);
                }
                /* stable insertion by descending score */
                int i = n_out;
                while (i > 0 && tmp[i - 1].score < score) { tmp[i] = tmp[i - 1]; i--; }
                tmp[i].score = score;
                tmp[i].m.s = (int8_t)s; tmp[i].m.k = (int8_t)k; tmp[i].m.t = (int8_t)t;
                n_out++;
            }
        }
    }
    for (int i = 0; i < n_out; i++) out[i] = tmp[i].m;
    if (st->sp < st->nstock && (st->relaxed || first_empty < 0)) {
        out[n_out].s = -1; out[n_out].k = 0; out[n_out].t = 0;
        n_out++;
    }
    return n_out;
}

static inline int remove_at(St *st, int c) {
    int n = st->len[c];
    const uint8_t *col = st->cols[c];
    if (n - st->hid[c] < SEQ || (col[n - 1] & 15) != 1) return 0;
    int ace = col[n - 1];
    for (int k = 1; k < SEQ; k++)
        if (col[n - 1 - k] != ace + k) return 0;
    st->len[c] -= SEQ;
    st->need--;
    return ace;
}

static inline void restore_at(St *st, int c, int ace) {
    uint8_t *col = st->cols[c];
    for (int i = 0; i < SEQ; i++) col[st->len[c]++] = (uint8_t)(ace + SEQ - 1 - i);
    st->need++;
}

static inline int flip(St *st, int c) {
    if (st->len[c] && st->hid[c] == st->len[c]) { st->hid[c]--; return 1; }
    return 0;
}

static inline void do_move(St *st, Mv mv, Rec *r) {
    r->s = mv.s; r->k = mv.k; r->t = mv.t;
    if (mv.s < 0) {
        int n = st->deal_size;
        if (st->nstock - st->sp < n) n = st->nstock - st->sp;
        if (st->ncols < n) n = st->ncols;
        for (int c = 0; c < n; c++) st->cols[c][st->len[c]++] = st->stock[st->sp + c];
        st->sp += n;
        r->n = (uint8_t)n;
        r->nrem = 0;
        for (int c = 0; c < n; c++) {
            int ace = remove_at(st, c);
            if (ace) {
                r->rc[r->nrem] = (uint8_t)c;
                r->race[r->nrem] = (uint8_t)ace;
                r->rflip[r->nrem] = (uint8_t)flip(st, c);
                r->nrem++;
            }
        }
        return;
    }
    int s = mv.s, k = mv.k, t = mv.t;
    memcpy(&st->cols[t][st->len[t]], &st->cols[s][st->len[s] - k], (size_t)k);
    st->len[t] += k;
    st->len[s] -= k;
    r->flip_s = (uint8_t)flip(st, s);
    r->ace = (uint8_t)remove_at(st, t);
    r->flip_t = (uint8_t)(r->ace ? flip(st, t) : 0);
}

static inline void undo_move(St *st, const Rec *r) {
    if (r->s < 0) {
        for (int i = r->nrem - 1; i >= 0; i--) {
            if (r->rflip[i]) st->hid[r->rc[i]]++;
            restore_at(st, r->rc[i], r->race[i]);
        }
        for (int c = 0; c < r->n; c++) st->len[c]--;
        st->sp -= r->n;
        return;
    }
    int s = r->s, k = r->k, t = r->t;
    if (r->flip_t) st->hid[t]++;
    if (r->ace) restore_at(st, t, r->ace);
    if (r->flip_s) st->hid[s]++;
    memcpy(&st->cols[s][st->len[s]], &st->cols[t][st->len[t] - k], (size_t)k);
    st->len[s] += k;
    st->len[t] -= k;
}

/* ------------------------------------------------------------------ the beam's storage */
/* The beam's nodes (_cbeam.c). */
typedef struct {
    int parent;
    Mv mv;
    int eval;
    size_t off;  /* packed state in the pack buffer */
} Node;

typedef struct {
    int eval, order, parent;
    Mv mv;
    size_t off;  /* packed state in the candidate buffer */
} Cand;

typedef struct {
    Node *nodes;
    size_t count, cap;
    uint8_t *pack;
    size_t pack_len, pack_cap;
    int stride;
} Arena;

static inline void pack_state(const St *st, uint8_t *out) {
    *out++ = (uint8_t)st->sp;
    *out++ = (uint8_t)st->need;
    for (int c = 0; c < st->ncols; c++) {
        *out++ = (uint8_t)st->len[c];
        *out++ = (uint8_t)st->hid[c];
        memcpy(out, st->cols[c], (size_t)st->len[c]);
        out += st->len[c];
    }
}

static inline void unpack_state(St *st, const uint8_t *in) {
    st->sp = *in++;
    st->need = *in++;
    for (int c = 0; c < st->ncols; c++) {
        st->len[c] = *in++;
        st->hid[c] = *in++;
        memcpy(st->cols[c], in, (size_t)st->len[c]);
        in += st->len[c];
    }
}

static inline int arena_add(Arena *a, int parent, Mv mv, int eval, const uint8_t *packed) {
    if (a->count == a->cap) {
        size_t nc = a->cap ? a->cap * 2 : 1024;
        Node *nn = realloc(a->nodes, nc * sizeof(Node));
        if (!nn) return -1;
        a->nodes = nn;
        a->cap = nc;
    }
    if (a->pack_len + (size_t)a->stride > a->pack_cap) {
        size_t nc = a->pack_cap ? a->pack_cap * 2 : (size_t)a->stride * 1024;
        uint8_t *np = realloc(a->pack, nc);
        if (!np) return -1;
        a->pack = np;
        a->pack_cap = nc;
    }
    Node *n = &a->nodes[a->count];
    n->parent = parent;
    n->mv = mv;
    n->eval = eval;
    n->off = a->pack_len;
    memcpy(a->pack + a->pack_len, packed, (size_t)a->stride);
    a->pack_len += (size_t)a->stride;
    return (int)a->count++;
}

static inline int cand_cmp(const void *x, const void *y) {
    const Cand *a = x, *b = y;
    if (a->eval != b->eval) return a->eval > b->eval ? -1 : 1;
    return a->order < b->order ? -1 : (a->order > b->order);
}

static inline int can_deal(const St *st) {
    if (st->sp >= st->nstock) return 0;
    if (st->relaxed) return 1;
    for (int c = 0; c < st->ncols; c++)
        if (!st->len[c]) return 0;
    return 1;
}

#define MOVES_MAX (MAXCOLS * MAXCOLS * SEQ + 1)

#ifdef _WIN32
#include <windows.h>
static inline double now(void) {
    LARGE_INTEGER f, c;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&c);
    return (double)c.QuadPart / (double)f.QuadPart;
}
#else
static inline double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}
#endif

/* The beam search (_cbeam.c). stop(ctx) is asked every CHECK_EVERY nodes. Returns 1 with a
 * malloc'ed line (caller frees) when it finds a win, -1 otherwise (stage_only: with the line
 * to the best position met), -2 when memory ran out (no line); *nodes: nodes used.
 * turnover: beam_eval's bonus per column with a guaranteed turnover (0 for the solver). */
int beam_search(const St *root, int width, int levels, long long node_limit, double deadline,
                int (*stop)(void *), void *ctx, long long *nodes, Mv **line, int *line_len,
                int stage_only, int turnover, int *best_eval);
int beam_eval(const St *st, int turnover);

#endif
