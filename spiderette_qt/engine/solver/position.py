"""The solver's own compact position, built from a Game's public API only.

A card is one small int, its *value*: ``suit * 16 + rank`` (suit 0..3 in S H D C order, rank
1..13). Two cards of equal rank and suit are interchangeable for every rule, so the search
never needs card ids: that merges positions that differ only in which of two 9♠ is where.
With this coding "x may sit on y in one run" is simply ``y == x + 1`` (a king plus one is 14,
which is never a card), and the rank is ``value & 15``.

Face-down cards never move, so a column is its values bottom first plus how many of them are
face down. The stock is the remaining values, next dealt first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import Card, Suit
from ..game import Game
from ..records import Move
from ..variants import Variant

SUIT_INDEX = {Suit.SPADES: 0, Suit.HEARTS: 1, Suit.DIAMONDS: 2, Suit.CLUBS: 3}
SEQUENCE = 13  # a removed sequence is king..ace of one suit


def value(card: Card) -> int:
    return SUIT_INDEX[card.suit] * 16 + card.rank


@dataclass(frozen=True, slots=True)
class Rules:
    """What the search needs of a variant (the engine's Variant carries more)."""

    columns: int
    deal_size: int  # cards per deal (the last deal of Spiderette gives fewer: what is left)
    sequences: int  # removed sequences that win
    relaxed_deal: bool  # a deal is allowed while a column is empty


def rules_of_variant(variant: Variant) -> Rules:
    return Rules(columns=variant.columns, deal_size=variant.deal_size,
                 sequences=variant.sequences, relaxed_deal=variant.relaxed_deal)


def rules_of(game: Game) -> Rules:
    """The game's rules, from its Variant (Spiderette, Spider, Relaxed Spider)."""
    return rules_of_variant(game.variant)


@dataclass(slots=True)
class SearchPosition:
    """A full-knowledge position: what both search cores take as input (not the engine's
    Position, which holds card ids and plays the rules for the game)."""

    rules: Rules
    columns: list[list[int]]  # values, bottom first
    hidden: list[int]  # face-down cards at the bottom of each column
    stock: list[int]  # values, next dealt first
    removed: int  # sequences already removed

    def copy(self) -> SearchPosition:
        return SearchPosition(self.rules, [list(c) for c in self.columns], list(self.hidden),
                        list(self.stock), self.removed)

    @property
    def is_won(self) -> bool:
        return self.removed >= self.rules.sequences


def position_of(game: Game) -> SearchPosition:
    """The game's position with every card known (solve() may look; hint() must not)."""
    table = game.table()
    deck = game.deck
    columns = [[value(deck[i]) for i, _ in col] for col in table.columns]
    hidden = [sum(1 for _, up in col if not up) for col in table.columns]
    stock = [value(deck[i]) for i in table.stock]
    return SearchPosition(rules_of(game), columns, hidden, stock, len(table.removed))


Step = Move | str  # a Move, or "deal"


def core_line(raw: Sequence[tuple[int, int, int]]) -> list[Step]:
    """A core's line ((source, count, target), or (-1, 0, 0) for a deal) as Moves/"deal"."""
    return ["deal" if s < 0 else Move(s, k, t) for s, k, t in raw]
