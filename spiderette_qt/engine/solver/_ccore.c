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
#include <limits.h>
#include "_cstate.h"

/* ------------------------------------------------------------------ argument parsing */
/* args[i] as an int in lo..hi: 0 with a TypeError (not an int) or a ValueError (out of
 * range) that names the argument. bool counts as an int, as in Python. */
static int int_arg(PyObject *args, Py_ssize_t i, const char *name, long long lo, long long hi,
                   long long *out) {
    PyObject *o = PyTuple_GET_ITEM(args, i);
    if (!PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s must be an int, not %.100s", name, Py_TYPE(o)->tp_name);
        return 0;
    }
    int overflow = 0;
    long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (v == -1 && PyErr_Occurred()) return 0;
    if (overflow || v < lo || v > hi) {
        PyErr_Format(PyExc_ValueError, "%s must be in %lld..%lld, not %R", name, lo, hi, o);
        return 0;
    }
    *out = v;
    return 1;
}

/* The same for an int-sized argument. */
static int small_arg(PyObject *args, Py_ssize_t i, const char *name, int lo, int hi, int *out) {
    long long v;
    if (!int_arg(args, i, name, lo, hi, &v)) return 0;
    *out = (int)v;
    return 1;
}

/* args[i] as a float (an int will do): 0 with a TypeError that names the argument. */
static int float_arg(PyObject *args, Py_ssize_t i, const char *name, double *out) {
    PyObject *o = PyTuple_GET_ITEM(args, i);
    if (!PyFloat_Check(o) && !PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s must be a number, not %.100s", name,
                     Py_TYPE(o)->tp_name);
        return 0;
    }
    double v = PyFloat_AsDouble(o);
    if (v == -1.0 && PyErr_Occurred()) return 0;
    *out = v;
    return 1;
}

/* The entry points take a fixed number of arguments. */
static int arg_count(PyObject *args, Py_ssize_t n, const char *fn) {
    if (PyTuple_GET_SIZE(args) != n) {
        PyErr_Format(PyExc_TypeError, "%s takes %zd arguments (%zd given)", fn, n,
                     PyTuple_GET_SIZE(args));
        return 0;
    }
    return 1;
}

#define UNSEEN_RANK 15

/* A card value (suit * 16 + rank, see solver/position.py). */
static int card_value(PyObject *o, uint8_t *out) {
    if (!PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "a card must be an int, not %.100s", Py_TYPE(o)->tp_name);
        return 0;
    }
    int overflow = 0;
    long v = PyLong_AsLongAndOverflow(o, &overflow);
    if (v == -1 && PyErr_Occurred()) return 0;
    /* Rank 15 is a card the player has not seen (hints.UNKNOWN, the blind plan): it takes
       no card and goes only to an empty column, so the rules need no case of their own. */
    if (overflow || v < 1 || v > 63 || (v & 15) < 1
            || ((v & 15) > SEQ && (v & 15) != UNSEEN_RANK)) {
        PyErr_Format(PyExc_ValueError, "%R is not a card value (suit * 16 + rank)", o);
        return 0;
    }
    *out = (uint8_t)v;
    return 1;
}

/* The position: ncols, deal_size, relaxed, need, columns, hidden, stock (args 0..6). */
static int parse_state(St *st, PyObject *args) {
    PyObject *columns, *hidden, *stock;
    int ncols, deal_size, relaxed, need;
    if (!small_arg(args, 0, "ncols", 1, MAXCOLS, &ncols)) return 0;
    if (!small_arg(args, 1, "deal_size", 1, MAXCOLS, &deal_size)) return 0;
    relaxed = PyObject_IsTrue(PyTuple_GET_ITEM(args, 2));
    if (relaxed < 0) return 0;
    if (!small_arg(args, 3, "need", -1000, 1000, &need)) return 0;
    columns = PyTuple_GET_ITEM(args, 4);
    hidden = PyTuple_GET_ITEM(args, 5);
    stock = PyTuple_GET_ITEM(args, 6);
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
            ok = card_value(PySequence_Fast_GET_ITEM(col, i), &st->cols[c][i]);
        }
        Py_DECREF(col);
        st->len[c] = (int)n;
        total += (int)n;
        PyObject *ho = ok ? PySequence_Fast_GET_ITEM(hseq, c) : NULL;
        long h = 0;
        if (ho && !PyLong_Check(ho)) {
            PyErr_Format(PyExc_TypeError, "a hidden count must be an int, not %.100s",
                         Py_TYPE(ho)->tp_name);
            ok = 0;
        } else if (ho) {
            int overflow = 0;
            h = PyLong_AsLongAndOverflow(ho, &overflow);
            if (h == -1 && PyErr_Occurred()) ok = 0;
            else if (overflow || h < 0 || (n && h >= n) || (!n && h)) {
                PyErr_Format(PyExc_ValueError,
                             "column %d: %R face-down cards under %zd cards", c, ho, n);
                ok = 0;
            }
        }
        st->hid[c] = (int)h;
    }
    if (ok) {
        st->nstock = (int)PySequence_Fast_GET_SIZE(sseq);
        for (int i = 0; ok && i < st->nstock; i++) {
            ok = card_value(PySequence_Fast_GET_ITEM(sseq, i), &st->stock[i]);
        }
        if (ok && total + st->nstock > MAXLEN - SEQ) {
            PyErr_SetString(PyExc_ValueError, "too many cards");
            ok = 0;
        }
    }
    Py_XDECREF(cseq); Py_XDECREF(hseq); Py_XDECREF(sseq);
    return ok;
}

static PyObject *move_tuple(Mv m) {
    return Py_BuildValue("(iii)", (int)m.s, (int)m.k, (int)m.t);
}

static PyObject *py_ordered_moves(PyObject *self, PyObject *args) {
    (void)self;
    St st;
    if (!arg_count(args, 8, "ordered_moves") || !parse_state(&st, args)) return NULL;
    if (!small_arg(args, 7, "greedy", 0, 2, &st.greedy)) return NULL;
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

typedef struct { int start, count, index; } Frame;

/* search(ncols, deal_size, relaxed, need, columns, hidden, stock,
 *        node_limit, seconds, table_limit, should_stop, greedy) -> (status, line, nodes) */
static PyObject *py_search(PyObject *self, PyObject *args) {
    (void)self;
    St st;
    long long node_limit, table_limit;
    double seconds;
    if (!arg_count(args, 12, "search") || !parse_state(&st, args)
        || !int_arg(args, 7, "node_limit", 0, LLONG_MAX, &node_limit)
        || !float_arg(args, 8, "seconds", &seconds)
        || !int_arg(args, 9, "table_limit", 0, LLONG_MAX, &table_limit)
        || !small_arg(args, 11, "greedy", 0, 2, &st.greedy))
        return NULL;
    PyObject *should_stop = PyTuple_GET_ITEM(args, 10);
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
    double deadline = seconds > 0 ? now() + seconds : 0.0;
    PyThreadState *ts = NULL;
    Key root = key_of(&st);
    if (!frames || !recs || !keys || !mvs || !tmp) { oom = 1; goto done_nogil; }

    set_add(&seen, root);
    set_add(&path_set, root);
    ts = PyEval_SaveThread();
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
                else {
                    stop = PyObject_IsTrue(r);  /* -1: bool() of the answer raised */
                    Py_DECREF(r);
                    if (stop < 0) stop_error = 1;
                }
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

typedef struct { PyThreadState *ts; PyObject *callable; int error; } StopCtx;

/* Asked by the beam every CHECK_EVERY nodes, without the GIL: take it, ask, give it back. */
static int ask_stop(void *p) {
    StopCtx *ctx = p;
    if (!ctx->callable) return 0;
    PyEval_RestoreThread(ctx->ts);
    PyObject *r = PyObject_CallNoArgs(ctx->callable);
    int stop = 1;
    if (!r) ctx->error = 1;
    else {
        stop = PyObject_IsTrue(r);  /* -1: bool() of the answer raised */
        Py_DECREF(r);
        if (stop < 0) { ctx->error = 1; stop = 1; }
    }
    ctx->ts = PyEval_SaveThread();
    return stop;
}

/* beam(ncols, deal_size, relaxed, need, columns, hidden, stock,
 *      width, levels, node_limit, seconds, should_stop, stage_only, turnover)
 *   -> (status, line, nodes, best eval met); stage_only: a line that did not win is the
 *   way to the best position met (stage_only 2: the best dealable one, 3: one deal
 *   further, see pycore.beam); turnover: beam_eval's bonus per guaranteed turnover */
static PyObject *py_beam(PyObject *self, PyObject *args) {
    (void)self;
    St st;
    int width, levels, stage_only, turnover;
    long long node_limit;
    double seconds;
    if (!arg_count(args, 14, "beam") || !parse_state(&st, args)
        || !small_arg(args, 7, "width", INT_MIN, INT_MAX, &width)
        || !small_arg(args, 8, "levels", INT_MIN, INT_MAX, &levels)
        || !int_arg(args, 9, "node_limit", 0, LLONG_MAX, &node_limit)
        || !float_arg(args, 10, "seconds", &seconds)
        || !small_arg(args, 12, "stage_only", 0, INT_MAX, &stage_only)
        || !small_arg(args, 13, "turnover", 0, 1000000, &turnover))
        return NULL;
    st.greedy = 2;  /* the beam's children: every move but splits of one-suit runs */
    PyObject *should_stop = PyTuple_GET_ITEM(args, 11);
    if (width < 1) width = 1;
    if (st.need <= 0) return Py_BuildValue("(i[]ii)", 1, 0, beam_eval(&st, turnover));
    StopCtx ctx = {NULL, should_stop == Py_None ? NULL : should_stop, 0};
    double deadline = seconds > 0 ? now() + seconds : 0.0;
    long long nodes = 0;
    Mv *line = NULL;
    int line_len = 0;
    ctx.ts = PyEval_SaveThread();
    int best = 0;
    int status = beam_search(&st, width, levels, node_limit, deadline, ask_stop, &ctx, &nodes,
                             &line, &line_len, stage_only, turnover, &best);
    PyEval_RestoreThread(ctx.ts);
    if (ctx.error) { free(line); return NULL; }
    if (status == -2) { free(line); return PyErr_NoMemory(); }
    PyObject *list = PyList_New(0);
    for (int i = 0; list && (status == 1 || stage_only) && i < line_len; i++) {
        PyObject *t = move_tuple(line[i]);
        if (!t || PyList_Append(list, t) < 0) { Py_XDECREF(t); Py_CLEAR(list); break; }
        else Py_DECREF(t);
    }
    free(line);
    if (!list) return NULL;
    return Py_BuildValue("(iNLi)", status == 1 ? 1 : -1, list, nodes, best);
}

static PyMethodDef methods[] = {
    {"beam", py_beam, METH_VARARGS, "Beam search for a win; see pycore.beam."},
    {"search", py_search, METH_VARARGS, "Search for a win; see pycore.search."},
    {"ordered_moves", py_ordered_moves, METH_VARARGS, "The children of a position, in order."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_ccore", "The compiled solver core (see pycore.py).", -1, methods,
    NULL, NULL, NULL, NULL,
};

/* Bump with core.py's INTERFACE whenever an entry point's arguments or results change: a
   stale build left in a checkout is then ignored (pure core) instead of failing mid-game. */
#define CCORE_INTERFACE 6

PyMODINIT_FUNC PyInit__ccore(void) {
    PyObject *m = PyModule_Create(&module);
    if (m != NULL && PyModule_AddIntConstant(m, "INTERFACE", CCORE_INTERFACE) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
