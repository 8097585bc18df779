/* The compiled core's reading of a position from Python arguments: _ccore.c's entry points
 * take positions one way and check them one way (a TypeError or ValueError that names what
 * is wrong, never a crash). */
#ifndef SPIDERETTE_CPARSE_H
#define SPIDERETTE_CPARSE_H
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
        if (n > MAXCARDS) { PyErr_SetString(PyExc_ValueError, "column too long"); ok = 0; }
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
        if (ok && total + st->nstock > MAXCARDS) {
            PyErr_SetString(PyExc_ValueError, "too many cards");
            ok = 0;
        }
    }
    Py_XDECREF(cseq); Py_XDECREF(hseq); Py_XDECREF(sseq);
    return ok;
}

#endif
