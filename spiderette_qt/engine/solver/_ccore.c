/* The compiled search core: the same algorithm as pycore.py, step for step, at C speed.
 *
 * pycore.py is the reference and explains the search (DFS, a transposition table of every
 * position met, the stock-empty column symmetry, the move order, the greedy pruning). This
 * file must generate the same children in the same order and count the same nodes, so that
 * both cores give the same answer for the same node budget (tests/solver/test_cores.py).
 *
 * Differences that do not change answers: positions are stored as 128-bit hashes instead of
 * exact keys (a false "seen" needs two 64-bit collisions at once), and the GIL is released
 * while searching, taken back only every CHECK_EVERY nodes to ask should_stop().
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXCOLS 16
#define MAXLEN 120
#define MAXSTOCK 120
#define SEQ 13
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

static int set_init(Set *set, size_t cap) {
    set->slots = calloc(cap, sizeof(Key));
    set->cap = cap;
    set->count = 0;
    return set->slots != NULL;
}

static void set_free(Set *set) { free(set->slots); set->slots = NULL; }

static size_t set_find(const Set *set, Key k) {
    size_t mask = set->cap - 1, i = (size_t)k.a & mask;
    while (set->slots[i].b && (set->slots[i].a != k.a || set->slots[i].b != k.b))
        i = (i + 1) & mask;
    return i;
}

static int set_has(const Set *set, Key k) { return set->slots[set_find(set, k)].b != 0; }

static int set_grow(Set *set) {
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
static int set_add(Set *set, Key k) {
    if ((set->count + 1) * 4 > set->cap * 3 && !set_grow(set)) return 0;
    size_t i = set_find(set, k);
    if (!set->slots[i].b) { set->slots[i] = k; set->count++; }
    return 1;
}

/* Remove k (backward-shift deletion keeps linear probing correct without tombstones). */
static void set_remove(Set *set, Key k) {
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

static Key key_of(const St *st) {
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
static int gen_moves(const St *st, Mv *out, Scored *tmp) {
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
                    if (st->greedy && seated && top != first + 1) continue;
                    score = base + (top == first + 1 ? 50 : 10);
                } else {
                    if (st->greedy && seated) continue;
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

static int remove_at(St *st, int c) {
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

static void restore_at(St *st, int c, int ace) {
    uint8_t *col = st->cols[c];
    for (int i = 0; i < SEQ; i++) col[st->len[c]++] = (uint8_t)(ace + SEQ - 1 - i);
    st->need++;
}

static int flip(St *st, int c) {
    if (st->len[c] && st->hid[c] == st->len[c]) { st->hid[c]--; return 1; }
    return 0;
}

static void do_move(St *st, Mv mv, Rec *r) {
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

static void undo_move(St *st, const Rec *r) {
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

/* ------------------------------------------------------------------ argument parsing */
static int parse_state(St *st, PyObject *args, Py_ssize_t first_extra, int *greedy_at) {
    (void)greedy_at;
    PyObject *columns, *hidden, *stock;
    int ncols, deal_size, relaxed, need;
    if (PyTuple_GET_SIZE(args) < first_extra) {
        PyErr_SetString(PyExc_TypeError, "too few arguments");
        return 0;
    }
    ncols = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 0));
    deal_size = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 1));
    relaxed = PyObject_IsTrue(PyTuple_GET_ITEM(args, 2));
    need = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 3));
    columns = PyTuple_GET_ITEM(args, 4);
    hidden = PyTuple_GET_ITEM(args, 5);
    stock = PyTuple_GET_ITEM(args, 6);
    if (PyErr_Occurred()) return 0;
    if (ncols < 1 || ncols > MAXCOLS || deal_size < 1) {
        PyErr_SetString(PyExc_ValueError, "unsupported column count");
        return 0;
    }
    memset(st, 0, sizeof *st);
    st->ncols = ncols; st->deal_size = deal_size; st->relaxed = relaxed; st->need = need;
    PyObject *cseq = PySequence_Fast(columns, "columns must be a sequence");
    PyObject *hseq = cseq ? PySequence_Fast(hidden, "hidden must be a sequence") : NULL;
    PyObject *sseq = hseq ? PySequence_Fast(stock, "stock must be a sequence") : NULL;
    int ok = sseq != NULL;
    if (ok && (PySequence_Fast_GET_SIZE(cseq) != ncols || PySequence_Fast_GET_SIZE(hseq) != ncols
               || PySequence_Fast_GET_SIZE(sseq) > MAXSTOCK)) {
        PyErr_SetString(PyExc_ValueError, "columns/hidden/stock do not fit the rules");
        ok = 0;
    }
    int total = 0;
    for (int c = 0; ok && c < ncols; c++) {
        PyObject *col = PySequence_Fast(PySequence_Fast_GET_ITEM(cseq, c), "a column");
        if (!col) { ok = 0; break; }
        Py_ssize_t n = PySequence_Fast_GET_SIZE(col);
        if (n > MAXLEN - SEQ) { PyErr_SetString(PyExc_ValueError, "column too long"); ok = 0; }
        for (Py_ssize_t i = 0; ok && i < n; i++) {
            long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(col, i));
            if (v < 0 || v > 255) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "card value"); ok = 0; }
            st->cols[c][i] = (uint8_t)v;
        }
        Py_DECREF(col);
        st->len[c] = (int)n;
        total += (int)n;
        long h = ok ? PyLong_AsLong(PySequence_Fast_GET_ITEM(hseq, c)) : 0;
        if (ok && (h < 0 || h > n || (n && h >= n) || PyErr_Occurred())) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "hidden count");
            ok = 0;
        }
        st->hid[c] = (int)h;
    }
    if (ok) {
        st->nstock = (int)PySequence_Fast_GET_SIZE(sseq);
        for (int i = 0; ok && i < st->nstock; i++) {
            long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(sseq, i));
            if (v < 0 || v > 255) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "card value"); ok = 0; }
            st->stock[i] = (uint8_t)v;
        }
        if (ok && total + st->nstock > MAXLEN - SEQ) {
            PyErr_SetString(PyExc_ValueError, "too many cards");
            ok = 0;
        }
    }
    Py_XDECREF(cseq); Py_XDECREF(hseq); Py_XDECREF(sseq);
    return ok;
}

#define MOVES_MAX (MAXCOLS * MAXCOLS * SEQ + 1)

static PyObject *move_tuple(Mv m) {
    return Py_BuildValue("(iii)", (int)m.s, (int)m.k, (int)m.t);
}

static PyObject *py_ordered_moves(PyObject *self, PyObject *args) {
    (void)self;
    St st;
    if (!parse_state(&st, args, 8, NULL)) return NULL;
    st.greedy = PyObject_IsTrue(PyTuple_GET_ITEM(args, 7));
    Mv out[MOVES_MAX];
    Scored tmp[MOVES_MAX];
    int n = gen_moves(&st, out, tmp);
    PyObject *list = PyList_New(n);
    if (!list) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *t = move_tuple(out[i]);
        if (!t) { Py_DECREF(list); return NULL; }
        PyList_SET_ITEM(list, i, t);
    }
    return list;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

typedef struct { int start, count, index; } Frame;

/* search(ncols, deal_size, relaxed, need, columns, hidden, stock,
 *        node_limit, seconds, table_limit, should_stop, greedy) -> (status, line, nodes) */
static PyObject *py_search(PyObject *self, PyObject *args) {
    (void)self;
    St st;
    if (PyTuple_GET_SIZE(args) != 12) {
        PyErr_SetString(PyExc_TypeError, "search takes 12 arguments");
        return NULL;
    }
    if (!parse_state(&st, args, 12, NULL)) return NULL;
    long long node_limit = PyLong_AsLongLong(PyTuple_GET_ITEM(args, 7));
    double seconds = PyFloat_AsDouble(PyTuple_GET_ITEM(args, 8));
    long long table_limit = PyLong_AsLongLong(PyTuple_GET_ITEM(args, 9));
    PyObject *should_stop = PyTuple_GET_ITEM(args, 10);
    st.greedy = PyObject_IsTrue(PyTuple_GET_ITEM(args, 11));
    if (PyErr_Occurred()) return NULL;
    if (should_stop == Py_None) should_stop = NULL;
    if (st.need <= 0) return Py_BuildValue("(i[]i)", 1, 0);

    Set seen, path_set;
    if (!set_init(&seen, 1 << 16)) return PyErr_NoMemory();
    if (!set_init(&path_set, 1 << 12)) { set_free(&seen); return PyErr_NoMemory(); }
    size_t frames_cap = 1024, moves_cap = 1 << 16;
    Frame *frames = malloc(frames_cap * sizeof(Frame));
    Rec *recs = malloc(frames_cap * sizeof(Rec));
    Key *keys = malloc(frames_cap * sizeof(Key));
    Mv *mvs = malloc(moves_cap * sizeof(Mv));
    Scored *tmp = malloc(MOVES_MAX * sizeof(Scored));
    int status = 0, oom = 0, stop_error = 0;
    long long nodes = 0;
    int depth = 0;  /* frames in use; recs/keys: depth - 1 */
    if (!frames || !recs || !keys || !mvs || !tmp) { oom = 1; goto done_nogil; }

    double deadline = seconds > 0 ? now() + seconds : 0.0;
    Key root = key_of(&st);
    set_add(&seen, root);
    set_add(&path_set, root);
    PyThreadState *ts = PyEval_SaveThread();
    frames[0].start = 0;
    frames[0].count = gen_moves(&st, mvs, tmp);
    frames[0].index = 0;
    depth = 1;
    status = 0;
    while (depth > 0) {
        Frame *f = &frames[depth - 1];
        if (f->index >= f->count) {
            depth--;
            if (depth > 0) {
                undo_move(&st, &recs[depth - 1]);
                set_remove(&path_set, keys[depth - 1]);
            }
            continue;
        }
        Mv mv = mvs[f->start + f->index];
        f->index++;
        Rec rec;
        do_move(&st, mv, &rec);
        nodes++;
        if (st.need <= 0) {
            recs[depth - 1] = rec;  /* the line is the moves of the frames in use */
            status = 1;
            break;
        }
        if (node_limit && nodes >= node_limit) { status = -1; undo_move(&st, &rec); break; }
        if (nodes % CHECK_EVERY == 0) {
            int stop = deadline > 0 && now() >= deadline;
            if (!stop && should_stop) {
                PyEval_RestoreThread(ts);
                PyObject *r = PyObject_CallNoArgs(should_stop);
                if (!r) stop_error = 1;
                else { stop = PyObject_IsTrue(r); Py_DECREF(r); }
                ts = PyEval_SaveThread();
                if (stop_error) stop = 1;
            }
            if (stop) { status = -1; undo_move(&st, &rec); break; }
        }
        Key k = key_of(&st);
        if (set_has(&seen, k) || set_has(&path_set, k)) { undo_move(&st, &rec); continue; }
        if ((long long)seen.count < table_limit) set_add(&seen, k);
        if (!set_add(&path_set, k)) { oom = 1; break; }
        if ((size_t)depth >= frames_cap) {
            size_t nc = frames_cap * 2;
            Frame *nf = realloc(frames, nc * sizeof(Frame));
            if (nf) frames = nf;
            Rec *nr = nf ? realloc(recs, nc * sizeof(Rec)) : NULL;
            if (nr) recs = nr;
            Key *nk = nr ? realloc(keys, nc * sizeof(Key)) : NULL;
            if (!nk) { oom = 1; break; }
            keys = nk;
            frames_cap = nc;
            f = &frames[depth - 1];
        }
        recs[depth - 1] = rec;
        keys[depth - 1] = k;
        int start = f->start + f->count;
        if ((size_t)(start + MOVES_MAX) > moves_cap) {
            size_t nc = moves_cap * 2;
            while ((size_t)(start + MOVES_MAX) > nc) nc *= 2;
            Mv *nm = realloc(mvs, nc * sizeof(Mv));
            if (!nm) { oom = 1; break; }
            mvs = nm;
            moves_cap = nc;
        }
        frames[depth].start = start;
        frames[depth].count = gen_moves(&st, mvs + start, tmp);
        frames[depth].index = 0;
        depth++;
    }
    PyEval_RestoreThread(ts);

done_nogil:;
    PyObject *line = PyList_New(0);
    if (line && status == 1) {
        for (int d = 0; d < depth; d++) {
            Mv m; m.s = recs[d].s; m.k = recs[d].k; m.t = recs[d].t;
            PyObject *t = move_tuple(m);
            if (!t || PyList_Append(line, t) < 0) { Py_XDECREF(t); Py_CLEAR(line); break; }
            Py_DECREF(t);
        }
    }
    set_free(&seen); set_free(&path_set);
    free(frames); free(recs); free(keys); free(mvs); free(tmp);
    if (stop_error) { Py_XDECREF(line); return NULL; }
    if (oom && status != 1) { Py_XDECREF(line); return PyErr_NoMemory(); }
    if (!line) return NULL;
    PyObject *result = Py_BuildValue("(iNL)", status, line, nodes);
    return result;
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS, "Search for a win; see pycore.search."},
    {"ordered_moves", py_ordered_moves, METH_VARARGS, "The children of a position, in order."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_ccore", "The compiled solver core (see pycore.py).", -1, methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__ccore(void) { return PyModule_Create(&module); }
