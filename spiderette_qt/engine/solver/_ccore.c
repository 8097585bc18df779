/* The compiled search core: the same algorithm as pycore.py, step for step, at C speed.
 *
 * pycore.py is the reference and explains the search (DFS, a transposition table of every
 * position met, the stock-empty column symmetry, the move order, the greedy pruning). This
 * file must generate the same children in the same order and count the same nodes, so that
 * both cores give the same answer for the same node budget (tests/engine/solver/test_cores.py).
 *
 * Differences that do not change answers: positions are stored as 128-bit hashes instead of
 * exact keys (a false "seen" needs two 64-bit collisions at once), and the GIL is released
 * while searching, taken back only every CHECK_EVERY nodes to ask should_stop().
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <limits.h>
#include "_cstate.h"

#include "_cparse.h"

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
#define CCORE_INTERFACE 7

PyMODINIT_FUNC PyInit__ccore(void) {
    PyObject *m = PyModule_Create(&module);
    if (m == NULL) return NULL;
    /* LIMITS: the biggest game the core takes, which the variant table's biggest game must
       fit (tests/engine/solver/test_c_limits.py; core.py refuses a build that is too small). */
    PyObject *limits = Py_BuildValue("{s:i,s:i,s:i,s:i}", "columns", MAXCOLS,
                                     "cards", MAXCARDS, "stock", MAXSTOCK, "column", MAXLEN);
    if (PyModule_AddIntConstant(m, "INTERFACE", CCORE_INTERFACE) < 0
            || PyModule_AddObject(m, "LIMITS", limits) < 0) {
        Py_XDECREF(limits);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
