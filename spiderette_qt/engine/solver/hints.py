"""hint(): the move most likely to win, from what the player can see and nothing else.

What the player has seen: the face-up cards (where they are), the removed sequences, how
many cards are face down in each column and how many are in the stock. The identities of the
face-down and stock cards are *unseen*; we take them as a multiset (the whole deck's values
minus the seen ones), sort it into a canonical order, and let random.Random(seed) deal
arrangements of it into the unseen places. Each arrangement is solved with a share of the
budget, and the first move of each win is a vote. Because the samples depend only on the
seen cards, the seed and the budget, permuting the unseen cards of a game can never change
its hint (tests/solver/test_hint.py proves it).

Like seed 004 the hint does not suggest dealing while a move helps: "deal" comes only when
no move won any sample (and suggest_deal is on); None means no move helps.
"""

from __future__ import annotations

import random
from collections import Counter

from ..game import Game
from ..records import Move
from . import pycore
from .core import EXHAUSTED, WON
from .position import Position, Step, rules_of, value
from .solve import SMALL_PASSES, search_position

DEFAULT_SAMPLES = 4  # arrangements: not a game size
MAX_CANDIDATES = 5  # moves tried on every arrangement


def unseen_values(game: Game) -> tuple[Position, list[int], list[int]]:
    """The seen position with unseen places as 0, its unseen values sorted, and how many
    unseen places each column has (stock last). Reads only what the player can see."""
    table = game.table()
    deck = game.deck
    pool = Counter(value(card) for card in deck)  # the deck's multiset: public knowledge
    columns: list[list[int]] = []
    hidden: list[int] = []
    for col in table.columns:
        vals = []
        down = 0
        for card_id, up in col:
            if up:
                v = value(deck[card_id])
                pool[v] -= 1
                vals.append(v)
            else:
                down += 1
                vals.append(0)
        columns.append(vals)
        hidden.append(down)
    for seq in table.removed:
        for card_id in seq:
            pool[value(deck[card_id])] -= 1
    stock = [0] * len(table.stock)
    pos = Position(rules_of(game), columns, hidden, stock, len(table.removed))
    return pos, sorted(pool.elements()), hidden + [len(stock)]


def _arrangement(pos: Position, unseen: list[int], rng: random.Random) -> Position:
    cards = list(unseen)
    rng.shuffle(cards)
    sample = pos.copy()
    i = 0
    for c, h in enumerate(sample.hidden):
        sample.columns[c][:h] = cards[i:i + h]
        i += h
    sample.stock = cards[i:]
    return sample


def _progress(game: Game, move: Move) -> int:
    """A seen-only guess of how much a move helps, for when no sample was won in time:
    turning a card up, then emptying a column, then building in suit; 0: no progress."""
    cols = game.columns
    src = cols[move.source]
    rest = len(src.visible) - move.count
    if rest == 0 and src.hidden:
        return 3
    if rest == 0 and not src.hidden and cols[move.target].visible:
        return 2
    dest = cols[move.target].visible
    first = src.visible[-move.count]
    if dest and dest[-1].suit == first.suit and (
            rest == 0 or src.visible[rest - 1].suit != first.suit
            or src.visible[rest - 1].rank != first.rank + 1):
        return 1
    return 0


def _after(pos: Position, step: tuple[int, int, int]) -> Position:
    """The position after one step (a Move as (source, count, target), or the deal)."""
    st = pycore.replayer(pos)
    need = st.need
    st.do(step)
    return Position(pos.rules, st.cols, st.hid, st.stock[st.sp:], pos.removed + need - st.need)


def _pointless(game: Game, move: Move) -> bool:
    """A whole column with nothing under it moved onto an empty one changes nothing."""
    col = game.columns[move.source]
    return not col.hidden and move.count == len(col.visible) and not game.columns[
        move.target].visible


def _lateral(game: Game, move: Move) -> bool:
    """The run leaves a face-up card one rank higher for another one, gaining no suit: the
    move can be taken straight back, so alone it gets nowhere (a card shuffled to and fro)."""
    src = game.columns[move.source]
    rest = len(src.visible) - move.count
    if rest <= 0:
        return False
    first, under = src.visible[rest], src.visible[rest - 1]
    if under.rank != first.rank + 1:
        return False
    dest = game.columns[move.target].visible
    return not dest or under.suit == first.suit or dest[-1].suit != first.suit


def hint(game: Game, seconds: float = 1.0, seed: int = 0, nodes: int | None = None, *,
         samples: int = DEFAULT_SAMPLES, suggest_deal: bool = True,
         core: str | None = None) -> Step | None:
    """The suggested Move, "deal", or None when no move helps.

    First every arrangement is solved from the position (a third of the budget): that tells
    which arrangements can be won at all, and the first step of each win counts for it.
    Then the most promising moves are each tried on every arrangement not proven lost, and
    the move that wins most arrangements is the hint (ties: the one whose position looks
    best on average, see pycore.beam_eval). nodes: the total node budget instead of the
    clock; with nodes and seed given the answer is always the same for the same seen
    position."""
    if game.is_won:
        return None
    moves = [m for m in game.legal_moves() if not _pointless(game, m)]
    can_deal = game.can_deal()
    if not moves and not can_deal:
        return None
    pos, unseen, _ = unseen_values(game)
    rng = random.Random(seed)
    arrangements = [_arrangement(pos, unseen, rng) for _ in range(samples)]
    budget = _Budget(seconds, nodes)
    wins: Counter[Step] = Counter()
    votes: Counter[Step] = Counter()  # first steps of the wins found from the position
    live: list[int] = []  # arrangements not proven lost
    first: dict[int, Step] = {}
    for i, sample in enumerate(arrangements):
        status, line, _count = search_position(sample, *budget.share(samples * 3), core=core,
                                               passes=SMALL_PASSES)
        if status == WON and line:
            s, k, t = line[0]
            step: Step = "deal" if s < 0 else Move(s, k, t)
            wins[step] += 1
            votes[step] += 1
            first[i] = step
        if status != EXHAUSTED:
            live.append(i)
    if not live:
        return None  # every arrangement was searched to the end: nothing wins
    progress = {m: _progress(game, m) for m in moves}
    order = {m: i for i, m in enumerate(moves)}
    ranked = sorted(moves, key=lambda m: (-wins[m], -progress[m], order[m]))
    candidates = ranked[:MAX_CANDIDATES]
    trials = len(candidates) * len(live)
    # How good each move's position looks, averaged over the arrangements (what a move
    # turns up differs between them): the tie-break when many moves win as often.
    looks: dict[Move, float] = {}
    for m in candidates:
        children = [_after(arrangements[i], (m.source, m.count, m.target)) for i in live]
        looks[m] = sum(map(pycore.position_eval, children)) / len(children)
        for i, child in zip(live, children, strict=True):
            if first.get(i) == m:
                continue  # already won with this very move first
            status, _line, _count = search_position(child, *budget.share(trials * 3 // 2),
                                                    core=core, passes=SMALL_PASSES)
            if status == WON:
                wins[m] += 1
    # Ties (often: every move wins every arrangement) go to the position that looks best,
    # then to the solver's own first steps. A lateral move is a hint only when the stock is
    # empty: otherwise the hint would shuffle a card to and fro while a deal helps.
    helping = [m for m in candidates if not _lateral(game, m)]

    def merit(m: Move) -> tuple[float, ...]:
        return (wins[m], looks[m], votes[m], -order[m])

    best = max(helping, key=merit, default=None)
    if best is not None and wins[best]:
        return best
    # No move won within the budget: a move that visibly gets somewhere (turns a card up,
    # empties a column, builds in suit) before a deal, which covers every column. (A win
    # that deals first is no argument: it knew what the deal would bring.)
    moving = [m for m in helping if progress[m]]
    if moving:
        return max(moving, key=lambda m: (progress[m], looks[m], -order[m]))
    if can_deal:
        return "deal" if suggest_deal else None
    best = max(candidates, key=merit, default=None)
    if best is not None and wins[best]:
        return best  # the stock is empty: reshuffling runs is all there is
    return None


class _Budget:
    """Hands out equal shares of a time or node budget."""

    def __init__(self, seconds: float, nodes: int | None) -> None:
        self.seconds = seconds
        self.nodes = nodes

    def share(self, parts: int) -> tuple[float, int | None]:
        parts = max(1, parts)
        if self.nodes is not None:
            return 0.0, max(1, self.nodes // parts)
        return max(0.001, self.seconds / parts), None
