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
from .solve import search_position

DEFAULT_SAMPLES = 4  # arrangements: not a game size
# The searches of a hint: a beam first (its line makes progress every level, so its first
# move is a plan's first move), then the greedy DFS, then the exhaustive one (only it can
# prove an arrangement lost).
HINT_PASSES: tuple[tuple[str, int, float], ...] = (
    ("beam", 32, 0.5),
    ("greedy", 0, 0.5),
    ("full", 0, 1.0),
)


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


def _key(st: pycore._Search) -> SeenKey:
    """A seen position's identity: face-up values (face-down ones are 0), how many cards
    are face down in each column, how many are in the stock, sequences still to remove."""
    return (tuple(tuple(c) for c in st.cols), tuple(st.hid), len(st.stock) - st.sp, st.need)


SeenKey = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int]


def _seen_position(game: Game) -> Position:
    """The position as the player sees it (face-down and stock cards as 0)."""
    table = game.table()
    deck = game.deck
    columns = [[value(deck[i]) if up else 0 for i, up in col] for col in table.columns]
    hidden = [sum(1 for _, up in col if not up) for col in table.columns]
    return Position(rules_of(game), columns, hidden, [0] * len(table.stock), len(table.removed))


def been_before(game: Game) -> set[SeenKey]:
    """The seen keys of every position of this game that undo still reaches (the player
    watched them all go by): a hint back to one of them is a step round in a circle."""
    history = game.history()
    past = Game.from_position(history.base)
    keys = {_key(pycore.replayer(_seen_position(past)))}
    for action in history.undo:
        if action is None:
            past.deal()
        else:
            past.move(action.source, action.count, action.target)
        keys.add(_key(pycore.replayer(_seen_position(past))))
    return keys


def _key_after(seen: Position, move: Move) -> SeenKey:
    """The seen key after a move (a card it turns up stays 0: no past position has as few
    face-down cards, so it can never match one)."""
    st = pycore.replayer(seen)
    st.do((move.source, move.count, move.target))
    return _key(st)


def hint(game: Game, seconds: float = 1.0, seed: int = 0, nodes: int | None = None, *,
         samples: int = DEFAULT_SAMPLES, suggest_deal: bool = True,
         core: str | None = None) -> Step | None:
    """The suggested Move, "deal", or None when no move helps.

    Plan voting: every arrangement of the unseen cards is solved from the position (a
    progress-minded beam first), and the first step of each winning line is that
    arrangement's vote; the move with the most votes is the hint (ties: the best-looking
    position on average over the arrangements, see pycore.beam_eval, then visible progress).
    A move back to a position this game has already been in is never suggested. nodes: the
    total node budget instead of the clock; with nodes and seed given the answer is always
    the same for the same seen position and history."""
    if game.is_won:
        return None
    legal = [m for m in game.legal_moves() if not _pointless(game, m)]
    can_deal = game.can_deal()
    if not legal and not can_deal:
        return None
    pos, unseen, _ = unseen_values(game)
    seen = _seen_position(game)
    past = been_before(game)
    moves = [m for m in legal if _key_after(seen, m) not in past]
    rng = random.Random(seed)
    arrangements = [_arrangement(pos, unseen, rng) for _ in range(samples)]
    budget = _Budget(seconds, nodes)
    votes: Counter[Step] = Counter()
    lost = 0
    allowed = set(moves)
    for sample in arrangements:
        status, line, _count = search_position(sample, *budget.share(samples), core=core,
                                               passes=HINT_PASSES)
        if status == WON and line:
            s, k, t = line[0]
            step: Step = "deal" if s < 0 else Move(s, k, t)
            if step == "deal" or step in allowed:
                votes[step] += 1
        elif status == EXHAUSTED:
            lost += 1
    if lost == samples:
        return None  # every arrangement was searched to the end: nothing wins
    if not moves:
        return ("deal" if suggest_deal else None) if can_deal else None
    progress = {m: _progress(game, m) for m in moves}
    order = {m: i for i, m in enumerate(moves)}
    looks = {m: sum(pycore.position_eval(_after(a, (m.source, m.count, m.target)))
                    for a in arrangements) / samples for m in moves}

    def merit(m: Move) -> tuple[float, ...]:
        return (votes[m], looks[m], progress[m], -order[m])

    best = max(moves, key=merit)
    if votes[best]:
        return best
    # No arrangement was won with a move first: a move that visibly gets somewhere (turns
    # a card up, empties a column, builds in suit) before a deal, which covers every column.
    moving = [m for m in moves if progress[m] and not _lateral(game, m)]
    if moving:
        return max(moving, key=lambda m: (progress[m], looks[m], -order[m]))
    if can_deal:
        return "deal" if suggest_deal else None
    # No deal (an empty column, or the stock is out): the best-looking move is all there is.
    return best


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
