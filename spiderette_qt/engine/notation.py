"""One line that says a whole position, like a chess FEN: for tests and bug reports.

Six fields separated by spaces::

    SD4 .8S/QS.QD/KHJC.6H/AC7C6S.9D/TCJDTHJS.6D/2S5H4DQHAS.8D/KD3HADTD9S2D.7D 4C3D9H6C... - 500 0

(the deal of SD4-S1-AAAAABD, its stock cut short here), or later in a game ``... HS 447 53``:

1. the game and suit count: a code prefix (SD, SP, SR) and 1, 2 or 4;
2. the columns, left to right, joined by ``/``; each is its face-down cards, ``.``, its face-up
   cards, bottom first (``.`` alone is an empty column, ``.9S`` a lone face-up 9 of spades);
3. the stock, the card dealt next first, or ``-`` when it is empty;
4. the removed sequences, one suit letter each (every one is king..ace), oldest first, or ``-``;
5. the score; 6. the move counter.

A card is its rank letter (A 2-9 T J Q K) and suit letter (S H D C), with no separator. The
notation names card values, not card ids: parsing gives each card the lowest unused id of its
value in the canonical deck (``cards.full_deck``), reading the columns (face down, then face
up), the stock and the removed sequences in that order, so in a four-suit game of Spiderette
a card's id is ``suit index * 13 + rank - 1``. ``Position.parse(text).notation() == text`` for
every notation written by Position.notation(); PositionError says what is wrong with
anything else. This module reads and writes the text; position.py turns it into a Position.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .cards import RANKS, SUITS_FOR_COUNT, Card, Suit, few, full_deck
from .errors import PositionError
from .variants import BY_PREFIX, Variant

MAX_NOTATION = 4000  # far above the longest position (two decks: about 330 characters)
FIELDS = ("game", "columns", "stock", "removed", "score", "moves")
EMPTY = "-"
_SCORE = re.compile(r"-?[0-9]{1,10}")
_MOVES = re.compile(r"[0-9]{1,10}")
_SUIT_LETTERS = "".join(suit.value for suit in Suit)


@dataclass(frozen=True, slots=True)
class Read:
    """A notation read into card ids of the canonical deck (see the module docstring)."""

    variant: Variant
    suits: int
    deck: list[Card]
    columns: list[tuple[list[int], list[int]]]
    stock: list[int]
    removed: list[list[int]]
    score: int
    moves: int


def write(variant: Variant, suits: int, columns: Sequence[tuple[Sequence[Card], Sequence[Card]]],
          stock: Sequence[Card], removed: Sequence[Suit], score: int, moves: int) -> str:
    def cards(items: Sequence[Card]) -> str:
        return "".join(map(str, items))

    laid = "/".join(f"{cards(down)}.{cards(up)}" for down, up in columns)
    gone = "".join(suit.value for suit in removed)
    return " ".join((f"{variant.code_prefix}{suits}", laid, cards(stock) or EMPTY,
                     gone or EMPTY, str(score), str(moves)))


def _cards(text: str, where: str) -> list[Card]:
    if len(text) % 2:
        raise PositionError(f"{where}: {text!r} is not a list of cards (two letters each, "
                            "like KS9H)")
    result = []
    for k in range(0, len(text), 2):
        try:
            result.append(Card.parse(text[k:k + 2]))
        except ValueError:
            raise PositionError(f"{where}: {text[k:k + 2]!r} (card {k // 2 + 1}) is not a "
                                "card; a card is a rank (A 2-9 T J Q K) and a suit (S H D C)"
                                ) from None
    return result


def read(text: object) -> Read:
    """The notation's fields, checked for form; card ids from the canonical deck."""
    if not isinstance(text, str):
        raise PositionError(f"a position notation is text, not {type(text).__name__}")
    if len(text) > MAX_NOTATION:
        raise PositionError(f"{len(text)} characters is far too long for a position")
    fields = text.split()
    if len(fields) != len(FIELDS):
        raise PositionError(f"a position has {len(FIELDS)} fields separated by spaces "
                            f"({' '.join(FIELDS)}), not {len(fields)}")
    head, columns_text, stock_text, removed_text, score_text, moves_text = fields
    variant = BY_PREFIX.get(head[:2].upper())
    suit_digits = [str(n) for n in (variant.suit_counts if variant else SUITS_FOR_COUNT)]
    if variant is None or head[2:] not in suit_digits:
        raise PositionError(f"game: {head!r} is not a game ({', '.join(BY_PREFIX)}) and a "
                            f"suit count ({', '.join(suit_digits)}), like SD4")
    suits = int(head[2:])
    column_texts = columns_text.split("/")
    if len(column_texts) != variant.columns:
        raise PositionError(f"columns: {variant.name} has {variant.columns} columns, not "
                            f"{len(column_texts)}")
    laid: list[tuple[list[Card], list[Card]]] = []
    for c, column in enumerate(column_texts, 1):
        halves = column.split(".")
        if len(halves) != 2:
            raise PositionError(f"column {c}: {column!r} needs exactly one '.' between its "
                                "face-down and face-up cards")
        laid.append((_cards(halves[0], f"column {c} face-down"),
                     _cards(halves[1], f"column {c} face-up")))
    stock = [] if stock_text == EMPTY else _cards(stock_text, "stock")
    letters = "" if removed_text == EMPTY else removed_text.upper()
    if any(ch not in _SUIT_LETTERS for ch in letters):
        raise PositionError(f"removed: {removed_text!r} must be suit letters (S H D C), one "
                            f"per removed sequence, or {EMPTY!r}")
    if not _SCORE.fullmatch(score_text):
        raise PositionError(f"score: {score_text!r} is not a whole number")
    if not _MOVES.fullmatch(moves_text):
        raise PositionError(f"moves: {moves_text!r} is not a whole number from 0")

    canonical = full_deck(suits, variant.decks)
    pools: dict[Card, list[int]] = {}
    for i in reversed(range(len(canonical))):
        pools.setdefault(canonical[i], []).append(i)  # lowest id last: pop() takes it

    def take(card: Card) -> int:
        pool = pools.get(card)
        if not pool:
            have = canonical.count(card)
            raise PositionError(f"there are more {card} than the {have} of a {suits}-suit "
                                f"game of {variant.name}")
        return pool.pop()

    columns = [([take(card) for card in down], [take(card) for card in up])
               for down, up in laid]
    stock_ids = [take(card) for card in stock]
    removed = [[take(Card(rank, Suit(letter))) for rank in range(RANKS, 0, -1)]
               for letter in letters]
    left = Counter(card for card, pool in pools.items() for _ in pool)
    if left:
        raise PositionError(f"cards are missing: {few(left)}")
    return Read(variant, suits, canonical, columns, stock_ids, removed, int(score_text),
                int(moves_text))
