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
#include "_cstate.h"

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

static PyObject *move_tuple(Mv m) {
    return Py_BuildValue("(iii)", (int)m.s, (int)m.k, (int)m.t);
}

static PyObject *py_ordered_moves(PyObject *self, PyObject *args) {
    (void)self;
    St st;
    if (!parse_state(&st, args, 8, NULL)) return NULL;
    st.greedy = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 7));
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
    if (PyTuple_GET_SIZE(args) != 12) {
        PyErr_SetString(PyExc_TypeError, "search takes 12 arguments");
        return NULL;
    }
    if (!parse_state(&st, args, 12, NULL)) return NULL;
    long long node_limit = PyLong_AsLongLong(PyTuple_GET_ITEM(args, 7));
    double seconds = PyFloat_AsDouble(PyTuple_GET_ITEM(args, 8));
    long long table_limit = PyLong_AsLongLong(PyTuple_GET_ITEM(args, 9));
    PyObject *should_stop = PyTuple_GET_ITEM(args, 10);
    st.greedy = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 11));
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

typedef struct { PyThreadState *ts; PyObject *callable; int error; } StopCtx;

/* Asked by the beam every CHECK_EVERY nodes, without the GIL: take it, ask, give it back. */
static int ask_stop(void *p) {
    StopCtx *ctx = p;
    if (!ctx->callable) return 0;
    PyEval_RestoreThread(ctx->ts);
    PyObject *r = PyObject_CallNoArgs(ctx->callable);
    int stop = 1;
    if (!r) ctx->error = 1;
    else { stop = PyObject_IsTrue(r) != 0; Py_DECREF(r); }
    ctx->ts = PyEval_SaveThread();
    return stop;
}

/* beam(ncols, deal_size, relaxed, need, columns, hidden, stock,
 *      width, levels, node_limit, seconds, should_stop, stage_only)
 *   -> (status, line, nodes, best eval met); stage_only: a line that did not win is the
 *   way to the best position met (stage_only 2: the best dealable one, 3: one deal
 *   further, see pycore.beam) */
static PyObject *py_beam(PyObject *self, PyObject *args) {
    (void)self;
    St st;
    if (PyTuple_GET_SIZE(args) != 13) {
        PyErr_SetString(PyExc_TypeError, "beam takes 13 arguments");
        return NULL;
    }
    if (!parse_state(&st, args, 12, NULL)) return NULL;
    st.greedy = 2;  /* the beam's children: every move but splits of one-suit runs */
    int width = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 7));
    int levels = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 8));
    long long node_limit = PyLong_AsLongLong(PyTuple_GET_ITEM(args, 9));
    double seconds = PyFloat_AsDouble(PyTuple_GET_ITEM(args, 10));
    PyObject *should_stop = PyTuple_GET_ITEM(args, 11);
    int stage_only = (int)PyLong_AsLong(PyTuple_GET_ITEM(args, 12));
    if (PyErr_Occurred()) return NULL;
    if (width < 1) width = 1;
    if (st.need <= 0) return Py_BuildValue("(i[]ii)", 1, 0, beam_eval(&st));
    StopCtx ctx = {NULL, should_stop == Py_None ? NULL : should_stop, 0};
    double deadline = seconds > 0 ? now() + seconds : 0.0;
    long long nodes = 0;
    Mv *line = NULL;
    int line_len = 0;
    ctx.ts = PyEval_SaveThread();
    int best = 0;
    int status = beam_search(&st, width, levels, node_limit, deadline, ask_stop, &ctx, &nodes,
                             &line, &line_len, stage_only, &best);
    PyEval_RestoreThread(ctx.ts);
    if (ctx.error) { free(line); return NULL; }
    PyObject *list = PyList_New(0);
    for (int i = 0; list && (status == 1 || stage_only) && i < line_len; i++) {
        PyObject *t = move_tuple(line[i]);
        if (!t || PyList_Append(list, t) < 0) { Py_XDECREF(t); Py_CLEAR(list); }
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
#define CCORE_INTERFACE 5

PyMODINIT_FUNC PyInit__ccore(void) {
    PyObject *m = PyModule_Create(&module);
    if (m != NULL && PyModule_AddIntConstant(m, "INTERFACE", CCORE_INTERFACE) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
