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
from .core import EXHAUSTED, WON, run_search
from .position import Position, Step, rules_of, value

DEFAULT_SAMPLES = 6


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


def hint(game: Game, seconds: float = 1.0, seed: int = 0, nodes: int | None = None, *,
         samples: int = DEFAULT_SAMPLES, suggest_deal: bool = True,
         core: str | None = None) -> Step | None:
    """The suggested Move, "deal", or None when no move helps.

    nodes: the total node budget (shared by the samples) instead of the clock; with nodes
    and seed given the answer is always the same for the same seen position."""
    if game.is_won:
        return None
    moves = game.legal_moves()
    can_deal = game.can_deal()
    if not moves and not can_deal:
        return None
    pos, unseen, _ = unseen_values(game)
    rng = random.Random(seed)
    votes: Counter[Step] = Counter()
    lost = 0
    per_nodes = None if nodes is None else max(1, nodes // samples)
    per_seconds = None if nodes is not None else max(0.001, seconds / samples)
    for _ in range(samples):
        sample = _arrangement(pos, unseen, rng)
        status, line, _count = run_search(sample, nodes=per_nodes, seconds=per_seconds,
                                          core=core)
        if status == WON and line:
            s, k, t = line[0]
            votes["deal" if s < 0 else Move(s, k, t)] += 1
        elif status == EXHAUSTED:
            lost += 1
    order = {m: i for i, m in enumerate(moves)}
    best = [(n, -order[m], m) for m, n in votes.items() if m != "deal" and m in order]
    if best:
        chosen = max(best, key=lambda x: (x[0], x[1]))[2]
        assert isinstance(chosen, Move)
        return chosen
    if votes["deal"] and can_deal:
        return "deal" if suggest_deal else None
    if lost == samples:
        return None  # every arrangement was searched to the end: nothing wins
    ranked = sorted(((p, -i, m) for i, m in enumerate(moves) if (p := _progress(game, m))),
                    reverse=True)
    if ranked:
        return ranked[0][2]
    return "deal" if can_deal and suggest_deal else None
