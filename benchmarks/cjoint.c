/* One open-loop plan for K arrangements of the unseen cards at once (hint_bench's
 * `joint` versions, benchmarks/hint_joint.py; a diagnostic, not the app's core).
 *
 * The app's hint plans each arrangement on its own, so every plan knows its cards (strategy
 * fusion). Here one beam plans ONE sequence of moves for all K arrangements together: a joint
 * node is the K positions the same moves lead to, measured by the sum of their beam_evals
 * (_cbeam.c, the app's measure). A move is what a player can say without knowing the cards:
 * "column s onto column t" (onto a card: the run that fits it there; to an empty column: k
 * cards), made in each arrangement where it is legal and skipped where not; with `fit` also
 * "column s onto whichever card it fits" (see fit_target). A plan is then a policy a player
 * really could follow, valued over the arrangements: honest by construction, and open-loop
 * (it cannot branch on a card once turned, beyond what `fit` allows). The beam itself
 * follows _cbeam.c's beam_search step for step (levels, PATIENCE, stages that end in a deal,
 * stage_only); with one arrangement and no `fit` it is that beam (the tests check it).
 *
 * joint_beam(worlds, width, levels, node_limit, stage_only[, fit]) with worlds a list of
 * arrangements, each as the core's entry points take a position (core._args: ncols,
 * deal_size, relaxed, need, columns, hidden, stock; read and checked by _cparse.h), all of
 * one seen position -> (status, line, nodes, best): status 1
 * when every arrangement is won; line: the way to the best joint position (stage_only 2:
 * the best dealable one of this stage; 3: one deal further), its first step a move of the
 * root; nodes: arrangement steps made; best: the sum of the measures there.
 */
#include "_cparse.h"

#define PATIENCE 10  /* as _cbeam.c: levels without a better position that end a stage */
#define FINAL_LEVELS 4  /* as _cbeam.c: the last stage may run this many times longer */
#define MAXW 64  /* arrangements at most (the hint draws 16) */
#define WON_EVAL 20000  /* a won arrangement's measure: above any beam_eval (a few thousand at most) */
#define SEEN_CAP 4000000  /* joint keys remembered (2^23 slots, 128 MiB); later ones not deduplicated */

/* One call's shape (a benchmark process runs one joint beam at a time): how many
 * arrangements, the bytes of one packed position, and whether FIT moves are made. */
static int n_worlds, stride1, use_fit;

static void pack_all(St *w, uint8_t *out) {
    for (int i = 0; i < n_worlds; i++) pack_state(&w[i], out + (size_t)i * stride1);
}

static void unpack_all(St *w, const uint8_t *in) {
    for (int i = 0; i < n_worlds; i++) unpack_state(&w[i], in + (size_t)i * stride1);
}

static int eval1(const St *st) { return st->need <= 0 ? WON_EVAL : beam_eval(st, 0); }

static int eval_all(const St *w) {
    int e = 0;
    for (int i = 0; i < n_worlds; i++) e += eval1(&w[i]);
    return e;
}

static Key key_all(const St *w) {
    uint64_t a = 0, b = 0;
    for (int i = 0; i < n_worlds; i++) {
        Key k = key_of(&w[i]);
        a = mix(a ^ k.a) + (uint64_t)(i + 1) * 0x9E3779B97F4A7C15ULL;
        b = mix(b + k.b) ^ (uint64_t)(i + 1) * 0xC2B2AE3D27D4EB4FULL;
    }
    Key k = {a, b ? b : 1};
    return k;
}

static int dealable_all(const St *w) {
    for (int i = 0; i < n_worlds; i++)
        if (w[i].need > 0 && !can_deal(&w[i])) return 0;
    return 1;
}

/* The count a joint move takes in one arrangement: onto a card (jm.k == 0) the run that fits
 * it, to an empty column (jm.k > 0) k cards; 0: not legal there (the move is skipped). */
static int count_in(const St *st, Mv jm) {
    int s = jm.s, t = jm.t, n = st->len[s];
    if (st->need <= 0 || !n) return 0;
    const uint8_t *col = st->cols[s];
    int up = n - st->hid[s], m = 1;
    while (m < up && col[n - m - 1] == col[n - m] + 1) m++;
    if (st->len[t] == 0) return jm.k > 0 && jm.k <= m ? jm.k : 0;
    if (jm.k > 0) return 0;
    int wanted = (st->cols[t][st->len[t] - 1] & 15) - 1;
    for (int k = 1; k <= m; k++)
        if ((col[n - k] & 15) == wanted) return k;
    return 0;
}

/* FIT as a target: "column s onto whichever card it fits", chosen by what the player sees
 * (in suit first, then a move that turns a card, then the lowest column), so one joint move
 * adapts to the card a move turned up. */
#define FIT MAXCOLS
static int fit_target(const St *st, int s) {
    int best = -1, best_score = -1;
    for (int t = 0; t < st->ncols; t++) {
        if (t == s || !st->len[t]) continue;
        Mv jm = {(int8_t)s, 0, (int8_t)t};
        int k = count_in(st, jm);
        if (!k) continue;
        int n = st->len[s];
        int suited = st->cols[t][st->len[t] - 1] == st->cols[s][n - k] + 1;
        int turns = k == n - st->hid[s] && st->hid[s] > 0;
        int score = 2 * suited + turns;
        if (score > best_score) { best_score = score; best = t; }
    }
    return best;
}

/* The move jm is in one arrangement (0: not legal there). */
static int resolve(const St *st, Mv jm, Mv *out) {
    if (jm.t == FIT) {
        if (st->need <= 0 || !st->len[jm.s]) return 0;
        int t = fit_target(st, jm.s);
        if (t < 0) return 0;
        jm.t = (int8_t)t;
    }
    int k = count_in(st, jm);
    if (!k) return 0;
    out->s = jm.s; out->k = (int8_t)k; out->t = jm.t;
    return 1;
}

static int all_won(const St *w) {
    for (int i = 0; i < n_worlds; i++)
        if (w[i].need > 0) return 0;
    return 1;
}

/* The joint moves of the joint position w (each arrangement's beam children, the first
 * time they occur, in order; a deal last when every arrangement can deal). */
static int joint_moves(St *w, Mv *out, Mv *mvs, Scored *tmp) {
    static uint8_t had[MAXCOLS][MAXCOLS + 1][SEQ + 1];
    int n = 0;
    memset(had, 0, sizeof had);
    for (int i = 0; i < n_worlds; i++) {
        if (w[i].need <= 0) continue;
        int nm = gen_moves(&w[i], mvs, tmp);
        for (int j = 0; j < nm; j++) {
            if (mvs[j].s < 0) continue;
            Mv jm = mvs[j];
            if (w[i].len[jm.t]) jm.k = 0;
            if (had[jm.s][jm.t][jm.k]) continue;
            had[jm.s][jm.t][jm.k] = 1;
            out[n++] = jm;
            if (use_fit && jm.k == 0 && !had[jm.s][FIT][0]) {
                had[jm.s][FIT][0] = 1;
                Mv f = {jm.s, 0, FIT};
                out[n++] = f;
            }
        }
    }
    return n;
}

/* Make jm in every arrangement where it is legal; 0 when it was legal in none. */
static int apply_all(St *w, Mv jm, long long *nodes) {
    int any = 0;
    for (int i = 0; i < n_worlds; i++) {
        Rec rec;
        if (jm.s < 0) {
            if (w[i].need <= 0) continue;
            do_move(&w[i], jm, &rec);
            any = 1;
        } else {
            Mv m;
            if (!resolve(&w[i], jm, &m)) continue;
            do_move(&w[i], m, &rec);
            any = 1;
        }
        (*nodes)++;
    }
    return any;
}

#define NOMEM do { result = -2; goto out; } while (0)

static int joint_search(St *root, int width, int levels, long long node_limit, int stage_only,
                        long long *nodes_out, Mv **line, int *line_len, int *best_eval,
                        Mv *first_concrete) {
    St *w = malloc((size_t)n_worlds * sizeof(St));
    Arena a = {0};
    Set seen = {0};
    Cand *cands = NULL;
    uint8_t *cpack = NULL;
    int *stage = NULL, *level = NULL;
    size_t ncand_cap = 0, cpack_cap = 0, stage_cap = 0, nstage = 0;
    int result = -1, nlevel = 0, best_id = 0, stage_no = 1, sbest_id = 0;
    int sdeal = root[0].sp < root[0].nstock;
    long long nodes = 0;
    a.stride = n_worlds * stride1;
    Mv *jmv = malloc(MAXCOLS * (MAXCOLS + 1) * (SEQ + 1) * sizeof(Mv));
    Mv *mvs = malloc(MOVES_MAX * sizeof(Mv));
    Scored *tmp = malloc(MOVES_MAX * sizeof(Scored));
    uint8_t *buf = malloc((size_t)a.stride);
    level = malloc((size_t)width * sizeof(int));
    if (!w || !jmv || !mvs || !tmp || !buf || !level || !set_init(&seen, 1 << 14)) NOMEM;
    memcpy(w, root, (size_t)n_worlds * sizeof(St));
    *best_eval = eval_all(w);
    set_add(&seen, key_all(w));
    pack_all(w, buf);
    {
        Mv none = {0, 0, 0};
        if (arena_add(&a, -1, none, *best_eval, buf) < 0) NOMEM;
    }
    level[0] = 0;
    nlevel = 1;
    for (;;) {
        nstage = 0;
        int best = 0, stale = 0;
        for (int lv = 0; nlevel > 0;) {
            for (int i = 0; i < nlevel; i++) {
                unpack_all(w, a.pack + a.nodes[level[i]].off);
                if (dealable_all(w)) {
                    if (nstage == stage_cap) {
                        size_t nc = stage_cap ? stage_cap * 2 : 1024;
                        int *ns = realloc(stage, nc * sizeof(int));
                        if (!ns) NOMEM;
                        stage = ns; stage_cap = nc;
                    }
                    stage[nstage++] = level[i];
                }
            }
            int final = w[0].sp >= w[0].nstock;
            if (lv++ >= (final ? levels * FINAL_LEVELS : levels)) break;
            if (stale >= (final ? PATIENCE * FINAL_LEVELS : PATIENCE)) break;
            size_t ncand = 0, cpack_len = 0;
            for (int i = 0; i < nlevel; i++) {
                int id = level[i];
                unpack_all(w, a.pack + a.nodes[id].off);
                int nj = joint_moves(w, jmv, mvs, tmp);
                for (int j = 0; j < nj; j++) {
                    if (!apply_all(w, jmv[j], &nodes)) continue;
                    if (all_won(w)) {
                        Mv *out = NULL;
                        int n = 1;
                        for (int q = id; a.nodes[q].parent >= 0; q = a.nodes[q].parent) n++;
                        out = malloc((size_t)n * sizeof(Mv));
                        if (!out) NOMEM;
                        out[n - 1] = jmv[j];
                        int r = n - 2;
                        for (int q = id; a.nodes[q].parent >= 0; q = a.nodes[q].parent)
                            out[r--] = a.nodes[q].mv;
                        *line = out; *line_len = n;
                        result = 1;
                        goto out;
                    }
                    Key k = key_all(w);
                    if (!set_has(&seen, k)) {
                        if (seen.count < SEEN_CAP) set_add(&seen, k);
                        if (ncand == ncand_cap) {
                            size_t nc = ncand_cap ? ncand_cap * 2 : 1024;
                            Cand *cc = realloc(cands, nc * sizeof(Cand));
                            if (!cc) NOMEM;
                            cands = cc; ncand_cap = nc;
                        }
                        if (cpack_len + (size_t)a.stride > cpack_cap) {
                            size_t nc = cpack_cap ? cpack_cap * 2 : (size_t)a.stride * 1024;
                            uint8_t *cp = realloc(cpack, nc);
                            if (!cp) NOMEM;
                            cpack = cp; cpack_cap = nc;
                        }
                        Cand *cd = &cands[ncand];
                        cd->eval = eval_all(w);
                        cd->order = (int)ncand;
                        cd->parent = id;
                        cd->mv = jmv[j];
                        cd->off = cpack_len;
                        pack_all(w, cpack + cpack_len);
                        cpack_len += (size_t)a.stride;
                        ncand++;
                    }
                    unpack_all(w, a.pack + a.nodes[id].off);
                    if (node_limit && nodes >= node_limit) goto out;
                }
            }
            if (ncand > 1) qsort(cands, ncand, sizeof(Cand), cand_cmp);
            int improved = ncand && cands[0].eval > *best_eval;
            if (improved) *best_eval = cands[0].eval;
            if (ncand && (lv == 1 || cands[0].eval > best)) { best = cands[0].eval; stale = 0; }
            else stale++;
            nlevel = 0;
            for (size_t i = 0; i < ncand && nlevel < width; i++) {
                int id = arena_add(&a, cands[i].parent, cands[i].mv, cands[i].eval,
                              cpack + cands[i].off);
                if (id < 0) NOMEM;
                level[nlevel++] = id;
            }
            if (improved && nlevel) best_id = level[0];
            if (nlevel && a.nodes[level[0]].eval > a.nodes[sbest_id].eval) sbest_id = level[0];
        }
        if (!nstage || stage_only == 1 || (stage_only >= 2 && stage_no >= stage_only - 1))
            goto out;
        if (nstage > ncand_cap) {
            Cand *cc = realloc(cands, nstage * sizeof(Cand));
            if (!cc) NOMEM;
            cands = cc; ncand_cap = nstage;
        }
        for (size_t i = 0; i < nstage; i++) {
            cands[i].eval = a.nodes[stage[i]].eval;
            cands[i].order = stage[i];
        }
        if (nstage > 1) qsort(cands, nstage, sizeof(Cand), cand_cmp);
        for (size_t i = 0; i < nstage; i++) stage[i] = cands[i].order;
        nlevel = 0;
        Mv deal = {-1, 0, 0};
        for (size_t i = 0; i < nstage && nlevel < width; i++) {
            int id = stage[i];
            unpack_all(w, a.pack + a.nodes[id].off);
            apply_all(w, deal, &nodes);
            if (node_limit && nodes >= node_limit) goto out;
            Key k = key_all(w);
            if (set_has(&seen, k)) continue;
            if (seen.count < SEEN_CAP) set_add(&seen, k);
            pack_all(w, buf);
            int nid = arena_add(&a, id, deal, eval_all(w), buf);
            if (nid < 0) NOMEM;
            level[nlevel++] = nid;
        }
        if (!nlevel) goto out;
        stage_no++;
        sbest_id = level[0];
        for (int i = 1; i < nlevel; i++)
            if (a.nodes[level[i]].eval > a.nodes[sbest_id].eval) sbest_id = level[i];
        sdeal = w[0].sp < w[0].nstock;
    }
out:
    if (stage_only >= 2 && result == -1 && a.count) {
        best_id = sbest_id;
        if (sdeal && nstage) {
            best_id = stage[0];
            for (size_t i = 1; i < nstage; i++) {
                int id = stage[i], e = a.nodes[id].eval, b = a.nodes[best_id].eval;
                if (e > b || (e == b && id < best_id)) best_id = id;
            }
        }
        *best_eval = a.nodes[best_id].eval;
    }
    if (result == -1 && a.count) {
        int n = 0;
        for (int q = best_id; a.nodes[q].parent >= 0; q = a.nodes[q].parent) n++;
        *line_len = n;
        if (n) {
            Mv *o = malloc((size_t)n * sizeof(Mv));
            if (!o) result = -2;
            else {
                int r = n - 1;
                for (int q = best_id; a.nodes[q].parent >= 0; q = a.nodes[q].parent)
                    o[r--] = a.nodes[q].mv;
                *line = o;
            }
        }
    }
    /* the first step as a move of the root (every arrangement looks the same there) */
    if (*line && *line_len && (*line)[0].s >= 0) {
        resolve(&root[0], (*line)[0], first_concrete);
    } else if (*line && *line_len) {
        *first_concrete = (*line)[0];
    }
    set_free(&seen);
    *nodes_out = nodes;
    free(w); free(a.nodes); free(a.pack); free(jmv); free(mvs); free(tmp); free(cands);
    free(cpack); free(stage); free(level); free(buf);
    return result;
}

/* The arrangements must be one seen position: the same rules, face-down counts and cards. */
static int same_shape(const St *a, const St *b) {
    int ca = a->nstock, cb = b->nstock;
    if (a->ncols != b->ncols || a->deal_size != b->deal_size || a->relaxed != b->relaxed
        || a->need != b->need)
        return 0;
    for (int c = 0; c < a->ncols; c++) {
        if (a->hid[c] != b->hid[c]) return 0;
        ca += a->len[c];
        cb += b->len[c];
    }
    return ca == cb;
}

static PyObject *py_joint_beam(PyObject *self, PyObject *args) {
    (void)self;
    int width, levels, stage_only, fit = 0;
    long long node_limit;
    PyObject *worlds;
    if (!PyArg_ParseTuple(args, "OiiLi|p", &worlds, &width, &levels, &node_limit, &stage_only,
                          &fit))
        return NULL;
    PyObject *wf = PySequence_Fast(worlds, "worlds must be a sequence");
    if (!wf) return NULL;
    int nw = (int)PySequence_Fast_GET_SIZE(wf);
    if (nw < 1 || nw > MAXW || width < 1) {
        Py_DECREF(wf);
        PyErr_Format(PyExc_ValueError, "1..%d arrangements and a width of 1 or more", MAXW);
        return NULL;
    }
    St *root = calloc((size_t)nw, sizeof(St));
    int ok = root != NULL;
    if (!ok) PyErr_NoMemory();
    for (int i = 0; ok && i < nw; i++) {
        /* each arrangement as the core's entry points take a position (core._args) */
        PyObject *pos = PySequence_Fast_GET_ITEM(wf, i);
        if (!PyTuple_Check(pos) || PyTuple_GET_SIZE(pos) != 7) {
            PyErr_SetString(PyExc_TypeError, "an arrangement is the core's 7-tuple");
            ok = 0;
        } else if ((ok = parse_state(&root[i], pos)) && !same_shape(&root[0], &root[i])) {
            PyErr_SetString(PyExc_ValueError, "arrangements of different seen positions");
            ok = 0;
        }
        if (ok) root[i].greedy = 2;  /* the beam's children, as _ccore.c's beam */
    }
    Py_DECREF(wf);
    if (!ok) { free(root); return NULL; }
    int ncols = root[0].ncols, cards = root[0].nstock;
    for (int c = 0; c < ncols; c++) cards += root[0].len[c];
    n_worlds = nw;
    use_fit = fit;
    stride1 = 2 + 2 * ncols + cards;
    long long nodes = 0;
    Mv *line = NULL;
    int line_len = 0, best = 0;
    Mv first = {0, 0, 0};
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = joint_search(root, width, levels, node_limit, stage_only, &nodes, &line,
                          &line_len, &best, &first);
    Py_END_ALLOW_THREADS
    free(root);
    if (status == -2) { free(line); return PyErr_NoMemory(); }
    PyObject *list = PyList_New(0);
    for (int i = 0; list && i < line_len; i++) {
        Mv m = i == 0 ? first : line[i];
        PyObject *t = Py_BuildValue("(iii)", (int)m.s, (int)m.k, (int)m.t);
        if (!t || PyList_Append(list, t) < 0) { Py_XDECREF(t); Py_CLEAR(list); }
        else Py_DECREF(t);
    }
    free(line);
    if (!list) return NULL;
    return Py_BuildValue("(iNLi)", status == 1 ? 1 : -1, list, nodes, best);
}

static PyMethodDef methods[] = {
    {"joint_beam", py_joint_beam, METH_VARARGS, "One plan for K arrangements at once."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_cjoint", "hint_bench's open-loop joint plan (an experiment).",
    -1, methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__cjoint(void) { return PyModule_Create(&module); }
