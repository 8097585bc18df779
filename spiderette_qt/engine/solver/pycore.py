"""The pure-Python search core: the reference the compiled core (_ccore.c) must agree with.

Both cores run the same algorithm step for step, so with the same node budget they count the
same nodes and return the same verdict and line (tests/engine/solver check it on random positions):

* Depth-first search over moves and deals with a transposition table of every position met.
  DFS with a global "seen" set visits every reachable position once, so when it runs out of
  children without a win, no win is reachable: that is the proof behind "unwinnable".
* Positions are keyed by card values (identical cards are interchangeable), hidden counts and
  the stock left. When the stock is empty no deal can tell the columns apart any more, so the
  key sorts the columns (positions equal up to a column permutation merge) and the moves skip
  the symmetric duplicates: only the first empty column is tried as a target, and a whole
  column is never moved onto an empty one.
* Children are ordered by a small integer score (flip a card, empty a column, build in suit
  first; the deal last), stable by generation order, so a win is usually found early.
* A deal is irreversible and ends a stage; sequences are removed as the rules remove them.
* The table is capped (table_limit entries); past the cap new positions are not stored,
  which costs repeated work, never soundness.
* greedy=1 (a fast first DFS) and greedy=2 (the beam's children) prune moves that rarely
  help; a search with them finds wins but its EXHAUSTED proves nothing. beam() is a stage by
  stage beam search for wins (see its docstring), also in C.

Search input is flat (lists of ints) so the C core can take the very same arguments.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .position import SearchPosition

SEQ = 13
WON, EXHAUSTED, STOPPED = 1, 0, -1
DEAL = (-1, 0, 0)
CHECK_EVERY = 1024  # nodes between clock / cancel checks
PATIENCE = 10  # beam levels without a better position that end a stage (not a game size)
BEAM_SEEN_LIMIT = 12_000_000  # the beam's table cap (as the C twin's: 256 MiB there)
FINAL_LEVELS = 4  # the last beam stage may run this many times longer: not a game size
TO_DEAL = 2  # beam(stage_only=TO_DEAL): a stage plan that ends where the stock can be dealt


class _Search:
    def __init__(self, ncols: int, deal_size: int, relaxed: bool, need: int,
                 columns: Sequence[Sequence[int]], hidden: Sequence[int],
                 stock: Sequence[int], greedy: int = 0) -> None:
        # 0: every move (the exhaustive search); 1: greedy DFS, no lateral moves that gain
        # nothing; 2: beam, no splits of one-suit runs. 1 and 2 are for finding wins only.
        self.greedy = greedy
        self.ncols = ncols
        self.deal_size = deal_size
        self.relaxed = relaxed
        self.need = need  # sequences still to remove
        self.cols = [list(c) for c in columns]
        self.hid = list(hidden)
        self.stock = list(stock)
        self.sp = 0  # stock cards dealt so far

    # ------------------------------------------------------------------ position
    def key(self) -> bytes:
        parts = [bytes((h,)) + bytes(col) for h, col in zip(self.hid, self.cols, strict=True)]
        if self.sp >= len(self.stock):
            parts.sort()
        return bytes((self.sp, self.need)) + b"\xff".join(parts)

    def exact_key(self) -> bytes:
        """The key without the column sort: equal only for the very same position."""
        parts = [bytes((h,)) + bytes(col) for h, col in zip(self.hid, self.cols, strict=True)]
        return bytes((self.sp, self.need)) + b"\xff".join(parts)

    def moves(self) -> list[tuple[int, int, int]]:
        """Ordered children: (source, count, target), the deal (-1, 0, 0) last."""
        cols, hid = self.cols, self.hid
        final = self.sp >= len(self.stock)
        first_empty = -1
        for c in range(self.ncols):
            if not cols[c]:
                first_empty = c
                break
        scored: list[tuple[int, int, int, int]] = []
        for s in range(self.ncols):
            col = cols[s]
            n = len(col)
            if not n:
                continue
            h = hid[s]
            up = n - h
            m = 1
            while m < up and col[n - m - 1] == col[n - m] + 1:
                m += 1
            for k in range(1, m + 1):
                first = col[n - k]
                wanted = (first & 15) + 1
                whole = k == n  # nothing stays behind (k == n implies h == 0)
                # The run rests on a face-up card one rank higher (its "parent")?
                parent = col[n - k - 1] if k < up else 0
                seated = parent != 0 and (parent & 15) == wanted
                if self.greedy and seated and parent == first + 1:
                    continue  # greedy: never split a one-suit run
                base = 0
                if k == up and h > 0:
                    base += 100  # turns a card face up
                elif whole:
                    base += 60  # empties a column
                elif k < m:
                    base -= 30  # splits a one-suit run
                else:
                    base += 5  # uncovers a face-up card of another run
                for t in range(self.ncols):
                    if t == s:
                        continue
                    dest = cols[t]
                    if dest:
                        top = dest[-1]
                        if (top & 15) != wanted:
                            continue
                        if self.greedy == 1 and seated and not h and top != first + 1:
                            continue  # greedy: a lateral move must gain a suit match,
                            # unless it digs towards a face-down card
                        score = base + (50 if top == first + 1 else 10)  # not a game size
                    else:
                        if self.greedy == 1 and seated and not h:
                            continue  # greedy: nor may it go to an empty column
                        if final and (whole or t != first_empty):
                            continue  # symmetric to another child, or to this position
                        score = base - 20 - (60 if whole else 0)
                    scored.append((score, s, k, t))
        scored.sort(key=lambda x: -x[0])  # stable: generation order breaks ties
        result = [(s, k, t) for _, s, k, t in scored]
        if self.sp < len(self.stock) and (self.relaxed or first_empty < 0):
            result.append(DEAL)
        return result

    # ------------------------------------------------------------------ do / undo
    def _remove_at(self, c: int) -> int:
        """Remove a completed sequence at the end of column c; its ace's value, or 0."""
        col = self.cols[c]
        n = len(col)
        if n - self.hid[c] < SEQ or (col[-1] & 15) != 1:
            return 0
        ace = col[-1]
        for k in range(1, SEQ):
            if col[n - 1 - k] != ace + k:
                return 0
        del col[-SEQ:]
        self.need -= 1
        return ace

    def _restore_at(self, c: int, ace: int) -> None:
        self.cols[c].extend(range(ace + SEQ - 1, ace - 1, -1))
        self.need += 1

    def _flip(self, c: int) -> bool:
        if self.cols[c] and self.hid[c] == len(self.cols[c]):
            self.hid[c] -= 1
            return True
        return False

    def do(self, mv: tuple[int, int, int]) -> tuple[int, ...]:
        """Play a child; the record undo() needs."""
        s, k, t = mv
        if s < 0:
            return self._deal()
        src, dst = self.cols[s], self.cols[t]
        dst.extend(src[-k:])
        del src[-k:]
        flip_s = self._flip(s)
        ace = self._remove_at(t)
        flip_t = bool(ace) and self._flip(t)
        return (s, k, t, flip_s, ace, flip_t)

    def undo(self, rec: tuple[int, ...]) -> None:
        if rec[0] < 0:
            self._undeal(rec)
            return
        s, k, t, flip_s, ace, flip_t = rec
        if flip_t:
            self.hid[t] += 1
        if ace:
            self._restore_at(t, ace)
        if flip_s:
            self.hid[s] += 1
        src, dst = self.cols[s], self.cols[t]
        src.extend(dst[-k:])
        del dst[-k:]

    def _deal(self) -> tuple[int, ...]:
        n = min(self.deal_size, len(self.stock) - self.sp, self.ncols)
        for c in range(n):
            self.cols[c].append(self.stock[self.sp + c])
        self.sp += n
        rec = [-1, n]
        for c in range(n):
            ace = self._remove_at(c)
            if ace:
                rec += [c, ace, self._flip(c)]
        return tuple(rec)

    def _undeal(self, rec: tuple[int, ...]) -> None:
        n = rec[1]
        for i in range(len(rec) - 3, 1, -3):
            c, ace, flipped = rec[i], rec[i + 1], rec[i + 2]
            if flipped:
                self.hid[c] += 1
            self._restore_at(c, ace)
        for c in range(n):
            self.cols[c].pop()
        self.sp -= n


def replayer(pos: SearchPosition) -> _Search:
    """A search state at pos, to replay a core's line step by step (solve.shorten)."""
    r = pos.rules
    return _Search(r.columns, r.deal_size, r.relaxed_deal, r.sequences - pos.removed,
                   pos.columns, pos.hidden, pos.stock)


def ordered_moves(ncols: int, deal_size: int, relaxed: bool, need: int,
                  columns: Sequence[Sequence[int]], hidden: Sequence[int],
                  stock: Sequence[int], greedy: int = 0) -> list[tuple[int, int, int]]:
    """The children of a position in search order (the cores must agree on them)."""
    return _Search(ncols, deal_size, relaxed, need, columns, hidden, stock, greedy).moves()


def search(ncols: int, deal_size: int, relaxed: bool, need: int,
           columns: Sequence[Sequence[int]], hidden: Sequence[int], stock: Sequence[int],
           node_limit: int, seconds: float, table_limit: int,
           should_stop: Callable[[], bool] | None = None, greedy: int = 0,
           ) -> tuple[int, list[tuple[int, int, int]], int]:
    """Search for a win: (WON, line, nodes), (EXHAUSTED, [], nodes) or (STOPPED, [], nodes).

    node_limit 0 means no node budget; seconds <= 0 means no clock. table_limit caps the
    transposition table (entries); past it no new positions are stored, which costs repeated
    work but never soundness (DFS with a partial "seen" set still visits everything).
    greedy=1 prunes lateral moves: faster to a win, but EXHAUSTED then proves nothing."""
    st = _Search(ncols, deal_size, relaxed, need, columns, hidden, stock, greedy)
    if st.need <= 0:
        return WON, [], 0
    deadline = time.monotonic() + seconds if seconds > 0 else 0.0
    seen = {st.key()}
    path: list[tuple[int, int, int]] = []
    recs: list[tuple[int, ...]] = []
    frames: list[tuple[list[tuple[int, int, int]], list[int]]] = [(st.moves(), [0])]
    on_path = {st.key()}
    keys: list[bytes] = []
    nodes = 0
    while frames:
        children, index = frames[-1]
        if index[0] >= len(children):
            frames.pop()
            if recs:
                st.undo(recs.pop())
                path.pop()
                on_path.discard(keys.pop())
            continue
        mv = children[index[0]]
        index[0] += 1
        rec = st.do(mv)
        nodes += 1
        if st.need <= 0:
            path.append(mv)
            return WON, path, nodes
        if node_limit and nodes >= node_limit:
            return STOPPED, [], nodes
        if nodes % CHECK_EVERY == 0 and (
                (deadline and time.monotonic() >= deadline)
                or (should_stop is not None and should_stop())):
            return STOPPED, [], nodes
        k = st.key()
        if k in seen or k in on_path:
            st.undo(rec)
            continue
        if len(seen) < table_limit:
            seen.add(k)
        on_path.add(k)
        keys.append(k)
        recs.append(rec)
        path.append(mv)
        frames.append((st.moves(), [0]))
    return EXHAUSTED, [], nodes


# beam_eval's weights, in this order: a sequence still to remove, a face-down card, an empty
# column, a link in suit, a break. The C twin (_cbeam.c) uses the same numbers.
BEAM_WEIGHTS = (1000, 25, 60, 30, 10)  # not a game size


def has_turnover(st: _Search, c: int, empties: int) -> bool:
    """A "guaranteed turnover" in column c: it has cards face down and its face-up cards are
    one run in suit that can move whole (a column ends one rank above its top card, or a
    column is empty), so whatever card is under them, a move turns it up."""
    col, h = st.cols[c], st.hid[c]
    if not h or len(col) <= h:
        return False
    if any(col[i] != col[i + 1] + 1 for i in range(h, len(col) - 1)):
        return False
    above = (col[h] & 15) + 1
    return bool(empties) or any(d != c and other and (other[-1] & 15) == above
                                for d, other in enumerate(st.cols))


def beam_eval(st: _Search, turnover: int = 0) -> int:
    """How promising a position looks (the beam keeps the best): sequences removed, then
    few face-down cards, runs in suit, empty columns; a face-up card on a card that is not
    one rank higher is a break. turnover: added for each column with a guaranteed turnover
    (has_turnover); 0, the solver's measure, leaves it out (the hint's plans use
    hints.TURNOVER)."""
    w_need, w_hidden, w_empty, w_suit, w_break = BEAM_WEIGHTS
    e = -w_need * st.need
    empties = 0
    for col, h in zip(st.cols, st.hid, strict=True):
        e -= w_hidden * h
        if not col:
            e += w_empty
            empties += 1
        for i in range(h, len(col) - 1):
            upper, lower = col[i], col[i + 1]
            if upper == lower + 1:
                e += w_suit
            elif (upper & 15) != (lower & 15) + 1:
                e -= w_break
    if turnover:
        e += turnover * sum(has_turnover(st, c, empties) for c in range(len(st.cols)))
    return e


def _pack(st: _Search) -> tuple[int, int, tuple[int, ...], tuple[tuple[int, ...], ...]]:
    return (st.sp, st.need, tuple(st.hid), tuple(tuple(c) for c in st.cols))


def _unpack(st: _Search, packed: tuple[int, int, tuple[int, ...],
                                      tuple[tuple[int, ...], ...]]) -> None:
    st.sp, st.need = packed[0], packed[1]
    st.hid = list(packed[2])
    st.cols = [list(c) for c in packed[3]]


def beam(ncols: int, deal_size: int, relaxed: bool, need: int,
         columns: Sequence[Sequence[int]], hidden: Sequence[int], stock: Sequence[int],
         width: int, levels: int, node_limit: int, seconds: float,
         should_stop: Callable[[], bool] | None = None, stage_only: int = 0,
         turnover: int = 0) -> tuple[int, list[tuple[int, int, int]], int, int]:
    """Beam search for a win: (WON, line, nodes, best) or (STOPPED, [], nodes, best), where
    best is the best beam_eval met; never a proof. stage_only: stop where the first deal
    would be (the hint's measure of how far a stage can get); then a line that did not win
    is the way to the best position met (the hint's plan for the stage). stage_only=TO_DEAL
    (2): while the stock has cards, the best position is the best *dealable* one the stage
    met (a plan must end where the stock can be dealt), if it met one, else the best met.
    stage_only = TO_DEAL + j: the same, but the plan looks j deals further: it deals from
    the best dealable positions of a stage as the full beam does, and the best position
    is the one of the last stage it reached (its line starts with the moves, and maybe the
    deal, that lead to it): a stage plan that does not strand itself before a deal.
    turnover: beam_eval's bonus for each guaranteed turnover (0: the solver's measure).

    Stage by stage (a deal ends a stage): keep the `width` best new positions of each level
    of greedy moves, for up to `levels` levels; then deal from the `width` best dealable
    positions the stage met. Ties go to the position made first (the C twin does the same)."""
    st = _Search(ncols, deal_size, relaxed, need, columns, hidden, stock, greedy=2)
    if st.need <= 0:
        return WON, [], 0, beam_eval(st, turnover)
    width = max(1, width)
    deadline = time.monotonic() + seconds if seconds > 0 else 0.0
    seen = {st.key()}
    # arena: (parent id, move, eval, packed position)
    arena: list[tuple[int, tuple[int, int, int], int, tuple]] = [  # type: ignore[type-arg]
        (-1, (0, 0, 0), beam_eval(st, turnover), _pack(st))]
    nodes = 0
    best_eval = arena[0][2]  # the best position met (stage_only: what the caller wants)
    best_node = 0  # ... and its node: a stage-only beam that does not win gives its path

    def line_to(node: int, last: tuple[int, int, int]) -> list[tuple[int, int, int]]:
        out = [last]
        while arena[node][0] >= 0:
            out.append(arena[node][1])
            node = arena[node][0]
        return out[::-1]

    stage: list[int] = []  # the stage's dealable positions (arena ids)
    # stage_only >= TO_DEAL: the stage being searched (1: the first), the best position met
    # in it (a stage's first level counts as met) and whether its stock still has cards
    stage_no, sbest, sdeal = 1, 0, len(stock) > 0

    def stopped() -> tuple[int, list[tuple[int, int, int]], int, int]:
        if not stage_only:
            return STOPPED, [], nodes, best_eval
        path: list[tuple[int, int, int]] = []
        node, reach = best_node, best_eval
        if stage_only >= TO_DEAL:
            node = min(stage, key=lambda n: (-arena[n][2], n)) if sdeal and stage else sbest
            reach = arena[node][2]
        while arena[node][0] >= 0:
            path.append(arena[node][1])
            node = arena[node][0]
        return STOPPED, path[::-1], nodes, reach

    def out_of_budget() -> bool:
        if node_limit and nodes >= node_limit:
            return True
        return nodes % CHECK_EVERY == 0 and bool(
            (deadline and time.monotonic() >= deadline)
            or (should_stop is not None and should_stop()))

    def dealable() -> bool:
        return st.sp < len(st.stock) and (st.relaxed or all(st.cols))

    level = [0]
    while True:
        stage = []
        lv = best = stale = 0
        while level:
            for node in level:
                _unpack(st, arena[node][3])
                if dealable():
                    stage.append(node)
            # st holds the level's last position: its stock tells the stage
            final = st.sp >= len(st.stock)
            if lv >= (levels * FINAL_LEVELS if final else levels):
                break
            if stale >= (PATIENCE * FINAL_LEVELS if final else PATIENCE):
                break
            lv += 1
            cands: list[tuple[int, int, int, tuple[int, int, int], tuple]] = []  # type: ignore[type-arg]
            for node in level:
                _unpack(st, arena[node][3])
                for mv in st.moves():
                    if mv[0] < 0:
                        continue
                    rec = st.do(mv)
                    nodes += 1
                    if st.need <= 0:
                        return WON, line_to(node, mv), nodes, best_eval
                    if out_of_budget():
                        return stopped()
                    k = st.key()
                    if k not in seen:
                        if len(seen) < BEAM_SEEN_LIMIT:
                            seen.add(k)
                        cands.append((-beam_eval(st, turnover), len(cands), node, mv, _pack(st)))
                    st.undo(rec)
            cands.sort(key=lambda c: (c[0], c[1]))
            improved = bool(cands) and -cands[0][0] > best_eval
            if improved:
                best_eval = -cands[0][0]
            # a stage ends when its best position stopped improving for PATIENCE levels
            if cands and (lv == 1 or -cands[0][0] > best):
                best, stale = -cands[0][0], 0
            else:
                stale += 1
            level = []
            for neg, _, parent, mv, packed in cands[:width]:
                arena.append((parent, mv, -neg, packed))
                level.append(len(arena) - 1)
            if improved and level:
                best_node = level[0]
            if level and arena[level[0]][2] > arena[sbest][2]:
                sbest = level[0]
        if not stage or stage_only == 1 or (stage_only >= TO_DEAL and stage_no >= stage_only - 1):
            return stopped()
        stage.sort(key=lambda n: (-arena[n][2], n))
        level = []
        for node in stage:
            if len(level) >= width:
                break
            _unpack(st, arena[node][3])
            st.do(DEAL)
            nodes += 1
            if st.need <= 0:
                return WON, line_to(node, DEAL), nodes, best_eval
            if out_of_budget():
                return stopped()
            k = st.key()
            if k in seen:
                continue
            if len(seen) < BEAM_SEEN_LIMIT:
                seen.add(k)
            arena.append((node, DEAL, beam_eval(st, turnover), _pack(st)))
            level.append(len(arena) - 1)
        if not level:
            return stopped()
        # a new stage: its best so far is the best of its first level (ties: made first)
        stage_no += 1
        sbest = min(level, key=lambda n: (-arena[n][2], n))
        sdeal = st.sp < len(st.stock)


def position_eval(pos: SearchPosition, turnover: int = 0) -> int:
    """beam_eval of a SearchPosition (the hint's tie-break)."""
    return beam_eval(replayer(pos), turnover)
