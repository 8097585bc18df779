/* Beam search for a win (no proofs): pycore.beam is the reference, step for step.
 *
 * Stage by stage (a stage ends with a deal), keep the `width` best new positions of each
 * level of moves (greedy children, see gen_moves), for at most `levels` levels; then deal
 * from the `width` best dealable positions met in the stage. Best = beam_eval, ties by the
 * order the positions were made, so both cores choose the same beams. The children are the
 * "beam" ones of gen_moves (greedy == 2: every move but splitting a one-suit run). */
#include "_cstate.h"

#define PATIENCE 10  /* levels without a better position that end a stage */
#define FINAL_LEVELS 4  /* the last stage (stock empty) may run this many times longer */
#define SEEN_LIMIT 12000000  /* beam table entries: 2^24 slots of 16 bytes, 256 MiB */

/* A column with cards face down whose face-up cards are one run in suit that can move whole
 * (a column ends one rank above its top card, or a column is empty): whatever card is under
 * it, a move turns it up (a "guaranteed turnover"). pycore.has_turnover is the twin. */
static int has_turnover(const St *st, int c, int empties) {
    int n = st->len[c], h = st->hid[c];
    const uint8_t *col = st->cols[c];
    if (!h || n <= h) return 0;
    for (int i = h; i + 1 < n; i++)
        if (col[i] != col[i + 1] + 1) return 0;
    if (empties) return 1;
    int above = (col[h] & 15) + 1;
    for (int d = 0; d < st->ncols; d++)
        if (d != c && st->len[d] && (st->cols[d][st->len[d] - 1] & 15) == above) return 1;
    return 0;
}

/* pycore.BEAM_WEIGHTS: a sequence still to remove, a face-down card, an empty column, a link
 * in suit, a break; turnover: what each column with a guaranteed turnover adds (0: none, the
 * solver's measure; the hint's plans use hints.TURNOVER) */
int beam_eval(const St *st, int turnover) {
    int e = -1000 * st->need, empties = 0;
    for (int c = 0; c < st->ncols; c++) {
        int n = st->len[c], h = st->hid[c];
        const uint8_t *col = st->cols[c];
        e -= 25 * h;
        if (!n) { e += 60; empties++; }
        for (int i = h; i + 1 < n; i++) {
            if (col[i] == col[i + 1] + 1) e += 30;
            else if ((col[i] & 15) != (col[i + 1] & 15) + 1) e -= 10;
        }
    }
    if (turnover)
        for (int c = 0; c < st->ncols; c++)
            if (has_turnover(st, c, empties)) e += turnover;
    return e;
}

static int make_line(const Arena *a, int id, Mv last, Mv **line, int *line_len) {
    int n = 1;
    for (int i = id; a->nodes[i].parent >= 0; i = a->nodes[i].parent) n++;
    Mv *out = malloc((size_t)n * sizeof(Mv));
    if (!out) return 0;
    out[n - 1] = last;
    int j = n - 2;
    for (int i = id; a->nodes[i].parent >= 0; i = a->nodes[i].parent) out[j--] = a->nodes[i].mv;
    *line = out;
    *line_len = n;
    return 1;
}

/* The moves from the root to node id (none for the root itself). */
static int make_path(const Arena *a, int id, Mv **line, int *line_len) {
    int n = 0;
    for (int i = id; a->nodes[i].parent >= 0; i = a->nodes[i].parent) n++;
    *line_len = 0;
    if (!n) return 1;
    Mv *out = malloc((size_t)n * sizeof(Mv));
    if (!out) return 0;
    int j = n - 1;
    for (int i = id; a->nodes[i].parent >= 0; i = a->nodes[i].parent) out[j--] = a->nodes[i].mv;
    *line = out;
    *line_len = n;
    return 1;
}

/* Memory ran out: no line (beam_search returns -2). */
#define NOMEM do { result = -2; goto out; } while (0)

int beam_search(const St *root, int width, int levels, long long node_limit, double deadline,
                int (*stop)(void *), void *ctx, long long *nodes_out, Mv **line, int *line_len,
                int stage_only, int turnover, int *best_eval) {
    /* Everything the cleanup at `out` reads is set before the first jump to it. */
    St st = *root;
    Arena a = {0};
    Set seen = {0};
    Cand *cands = NULL;
    uint8_t *cpack = NULL;
    int *stage = NULL;
    size_t ncand_cap = 0, cpack_cap = 0, stage_cap = 0, nstage = 0;
    int result = -1, nlevel = 0;
    int best_id = 0;  /* the arena node of the best position met (stage_only: its path) */
    long long nodes = 0;
    /* stage_only >= 2 (pycore.TO_DEAL): the stage being searched, the best position met in
     * it (its first level counts as met), whether its stock still has cards */
    int stage_no = 1, sbest_id = 0, sdeal = root->sp < root->nstock;
    int cards = st.nstock;
    for (int c = 0; c < st.ncols; c++) cards += st.len[c];
    a.stride = 2 + 2 * st.ncols + cards;
    Mv *mvs = malloc(MOVES_MAX * sizeof(Mv));
    Scored *tmp = malloc(MOVES_MAX * sizeof(Scored));
    int *level = malloc((size_t)width * sizeof(int));
    uint8_t *buf = malloc((size_t)a.stride);
    *best_eval = beam_eval(&st, turnover);
    if (!mvs || !tmp || !level || !buf || !set_init(&seen, 1 << 14)) NOMEM;
    set_add(&seen, key_of(&st));
    pack_state(&st, buf);
    {
        Mv none = {0, 0, 0};
        if (arena_add(&a, -1, none, beam_eval(&st, turnover), buf) < 0) NOMEM;
    }
    level[0] = 0;
    nlevel = 1;
    for (;;) {
        nstage = 0;
        /* the stage's dealable positions: the level that starts it, then every kept one */
        int best = 0, stale = 0;
        for (int pass = 0, lv = 0; nlevel > 0; pass++) {
            for (int i = 0; i < nlevel; i++) {
                unpack_state(&st, a.pack + a.nodes[level[i]].off);
                if (can_deal(&st)) {
                    if (nstage == stage_cap) {
                        size_t nc = stage_cap ? stage_cap * 2 : 1024;
                        int *ns = realloc(stage, nc * sizeof(int));
                        if (!ns) NOMEM;
                        stage = ns;
                        stage_cap = nc;
                    }
                    stage[nstage++] = level[i];
                }
            }
            /* st holds the level's last position: its stock tells the stage */
            int final = st.sp >= st.nstock;
            if (lv++ >= (final ? levels * FINAL_LEVELS : levels)) break;
            if (stale >= (final ? PATIENCE * FINAL_LEVELS : PATIENCE)) break;
            size_t ncand = 0, cpack_len = 0;
            for (int i = 0; i < nlevel; i++) {
                int id = level[i];
                unpack_state(&st, a.pack + a.nodes[id].off);
                int nm = gen_moves(&st, mvs, tmp);
                for (int j = 0; j < nm; j++) {
                    if (mvs[j].s < 0) continue;
                    Rec rec;
                    do_move(&st, mvs[j], &rec);
                    nodes++;
                    if (st.need <= 0) {
                        result = make_line(&a, id, mvs[j], line, line_len) ? 1 : -2;
                        goto out;
                    }
                    if (node_limit && nodes >= node_limit) goto out;
                    if (nodes % CHECK_EVERY == 0 &&
                        ((deadline > 0 && now() >= deadline) || (stop && stop(ctx))))
                        goto out;
                    Key k = key_of(&st);
                    if (!set_has(&seen, k)) {
                        if (seen.count < SEEN_LIMIT) set_add(&seen, k);
                        if (ncand == ncand_cap) {
                            size_t nc = ncand_cap ? ncand_cap * 2 : 4096;
                            Cand *cc = realloc(cands, nc * sizeof(Cand));
                            if (!cc) NOMEM;
                            cands = cc;
                            ncand_cap = nc;
                        }
                        if (cpack_len + (size_t)a.stride > cpack_cap) {
                            size_t nc = cpack_cap ? cpack_cap * 2 : (size_t)a.stride * 4096;
                            uint8_t *cp = realloc(cpack, nc);
                            if (!cp) NOMEM;
                            cpack = cp;
                            cpack_cap = nc;
                        }
                        Cand *cd = &cands[ncand];
                        cd->eval = beam_eval(&st, turnover);
                        cd->order = (int)ncand;
                        cd->parent = id;
                        cd->mv = mvs[j];
                        cd->off = cpack_len;
                        pack_state(&st, cpack + cpack_len);
                        cpack_len += (size_t)a.stride;
                        ncand++;
                    }
                    undo_move(&st, &rec);
                }
            }
            if (ncand > 1) qsort(cands, ncand, sizeof(Cand), cand_cmp);  /* not qsort(NULL, 0) */
            /* a stage ends when its best position stopped improving for PATIENCE levels */
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
            (void)pass;
        }
        /* deal from the best dealable positions of the stage */
        if (!nstage || stage_only == 1 || (stage_only >= 2 && stage_no >= stage_only - 1))
            goto out;
        /* best first, ties by arena id (= the order they were made), as pycore sorts */
        if (nstage > ncand_cap) {
            Cand *cc = realloc(cands, nstage * sizeof(Cand));
            if (!cc) NOMEM;
            cands = cc;
            ncand_cap = nstage;
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
            unpack_state(&st, a.pack + a.nodes[id].off);
            Rec rec;
            do_move(&st, deal, &rec);
            nodes++;
            if (st.need <= 0) {
                result = make_line(&a, id, deal, line, line_len) ? 1 : -2;
                goto out;
            }
            if (node_limit && nodes >= node_limit) goto out;
            if (nodes % CHECK_EVERY == 0 &&
                ((deadline > 0 && now() >= deadline) || (stop && stop(ctx))))
                goto out;
            Key k = key_of(&st);
            if (set_has(&seen, k)) continue;
            if (seen.count < SEEN_LIMIT) set_add(&seen, k);
            pack_state(&st, buf);
            int nid = arena_add(&a, id, deal, beam_eval(&st, turnover), buf);
            if (nid < 0) NOMEM;
            level[nlevel++] = nid;
        }
        if (!nlevel) goto out;
        /* a new stage: its best so far is the best of its first level (ties: made first) */
        stage_no++;
        sbest_id = level[0];
        for (int i = 1; i < nlevel; i++)
            if (a.nodes[level[i]].eval > a.nodes[sbest_id].eval) sbest_id = level[i];
        sdeal = st.sp < st.nstock;
    }
out:
    /* stage_only >= 2 (see pycore.beam): the best position of the last stage reached; with a
     * stock to deal there, its best dealable one (ties to the one made first), if it met one */
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
    /* a stage-only beam that did not win tells the way to the best position it met */
    if (stage_only && result == -1 && a.count && !make_path(&a, best_id, line, line_len))
        result = -2;
    set_free(&seen);
    *nodes_out = nodes;
    free(a.nodes); free(a.pack); free(mvs); free(tmp); free(cands); free(cpack);
    free(level); free(stage); free(buf);
    return result;
}
