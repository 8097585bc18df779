"""A deliberately naive exhaustive solver, independent of both cores, for small positions.

No ordering, no symmetry, no pruning: every legal move and deal, exact positions in a seen
set. Slow, but obviously right, so it can judge the cores' verdicts (and their pruning)."""

from __future__ import annotations

import random

from spiderette_qt.engine.solver.position import Rules, SearchPosition

State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int]


def _settle(cols: list[list[int]], hid: list[int], c: int) -> int:
    """Remove a finished K..A one-suit face-up sequence at the end of column c; flip."""
    col = cols[c]
    removed = 0
    if len(col) - hid[c] >= 13 and col[-1] & 15 == 1:
        ace = col[-1]
        if col[-13:] == [ace + 12 - i for i in range(13)]:
            del col[-13:]
            removed = 1
    if col and hid[c] >= len(col):
        hid[c] = len(col) - 1
    return removed


def apply(rules: Rules, stock: tuple[int, ...], state: State,
          step: tuple[int, int, int]) -> State | None:
    """The state after a step ((source, count, target) or (-1, 0, 0): deal); None if illegal."""
    cols_t, hid_t, sp, need = state
    cols = [list(c) for c in cols_t]
    hid = list(hid_t)
    s, k, t = step
    if s < 0:
        if sp >= len(stock) or not (rules.relaxed_deal or all(cols)):
            return None
        n = min(rules.deal_size, len(stock) - sp, len(cols))
        for c in range(n):
            cols[c].append(stock[sp + c])
        got = sum(_settle(cols, hid, c) for c in range(n))
        return (tuple(map(tuple, cols)), tuple(hid), sp + n, need - got)
    col = cols[s]
    if s == t or not 1 <= k <= len(col) - hid[s]:
        return None
    run = col[len(col) - k:]
    if any(run[i] != run[i + 1] + 1 for i in range(k - 1)):
        return None
    if cols[t] and (cols[t][-1] & 15) != (run[0] & 15) + 1:
        return None
    cols[t].extend(run)
    del col[-k:]
    if col and hid[s] >= len(col):
        hid[s] = len(col) - 1
    got = _settle(cols, hid, t)
    return (tuple(map(tuple, cols)), tuple(hid), sp, need - got)


def children(rules: Rules, stock: tuple[int, ...], state: State) -> list[State]:
    n_cols = len(state[0])
    steps = [(s, k, t) for s in range(n_cols) for t in range(n_cols)
             for k in range(1, len(state[0][s]) + 1)] + [(-1, 0, 0)]
    out = []
    for step in steps:
        child = apply(rules, stock, state, step)
        if child is not None:
            out.append(child)
    return out


def start_state(pos: SearchPosition) -> State:
    return (tuple(map(tuple, pos.columns)), tuple(pos.hidden), 0,
            pos.rules.sequences - pos.removed)


def replay_wins(pos: SearchPosition, line: list[tuple[int, int, int]]) -> bool:
    """Follow a core's line with these rules (not the cores' own do/undo)."""
    state: State | None = start_state(pos)
    for step in line:
        assert state is not None
        state = apply(pos.rules, tuple(pos.stock), state, step)
        if state is None:
            return False
    return state is not None and state[3] <= 0


def winnable(pos: SearchPosition) -> bool:
    stock = tuple(pos.stock)
    start = start_state(pos)
    seen = {start}
    todo = [start]
    while todo:
        state = todo.pop()
        if state[3] <= 0:
            return True
        for child in children(pos.rules, stock, state):
            if child[3] <= 0:
                return True
            if child not in seen:
                seen.add(child)
                todo.append(child)
    return False


def random_position(rng: random.Random, columns: int | None = None) -> SearchPosition:
    """A small random position: 3 or 4 columns, 1 or 2 sequences' worth of cards."""
    ncols = columns or rng.choice((3, 4))
    need = rng.choice((1, 1, 2))
    suits = [0] if need == 1 else rng.choice(([0, 0], [0, 1]))
    cards = [s * 16 + r for s in suits for r in range(1, 14)]
    while True:
        rng.shuffle(cards)
        stock_n = rng.choice((0, ncols, ncols + 1, 2 * ncols))
        table = cards[stock_n:]
        cuts = sorted(rng.randrange(len(table) + 1) for _ in range(ncols - 1))
        bounds = [0, *cuts, len(table)]
        cols = [table[bounds[i]:bounds[i + 1]] for i in range(ncols)]
        hidden = [rng.randrange(len(c)) if c else 0 for c in cols]
        rules = Rules(columns=ncols, deal_size=ncols, sequences=need,
                      relaxed_deal=rng.random() < 0.5)
        pos = SearchPosition(rules, cols, hidden, cards[:stock_n], 0)
        probe = [list(c) for c in cols]
        hid = list(hidden)
        if not any(_settle(probe, hid, c) for c in range(ncols)):
            return pos
