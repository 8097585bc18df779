"""Card values: a suit and a rank, with the short notation used by tests, saves and codes.

A Card is a value (two 9 of spades in a one-suit game are equal). The engine tells physical
cards apart by their card id, the card's index in the game's deck (0 .. deck size - 1).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from enum import Enum

RANK_LETTERS = "A23456789TJQK"  # index + 1 is the rank: A = 1 ... K = 13
RANKS = len(RANK_LETTERS)  # also the length of a sequence, king to ace


class Suit(Enum):
    """The four suits; the value is the letter used in card notation."""

    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"
    CLUBS = "C"

    def __lt__(self, other: object) -> bool:
        # Suits sort in table order (S, H, D, C), so lists of Cards can be sorted.
        if not isinstance(other, Suit):
            return NotImplemented
        return _ORDER.index(self.value) < _ORDER.index(other.value)

    @property
    def is_red(self) -> bool:
        return self in (Suit.HEARTS, Suit.DIAMONDS)


_ORDER = "SHDC"

# The four 13-card suits of one deck for each suit count (docs/RULES.md §1, §9): 1 suit is four
# times spades; 3 suits is clubs, spades, hearts and spades again (KPat's three-suit Spider).
SUITS_FOR_COUNT: dict[int, tuple[Suit, ...]] = {
    1: (Suit.SPADES, Suit.SPADES, Suit.SPADES, Suit.SPADES),
    2: (Suit.SPADES, Suit.HEARTS, Suit.SPADES, Suit.HEARTS),
    3: (Suit.SPADES, Suit.HEARTS, Suit.SPADES, Suit.CLUBS),
    4: (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS),  # not a game size: suits
}
#: Every suit count a game of the family can have, easiest first: the one name the settings,
#: the statistics and the difficulty names read. Which of them a game offers is on its row
#: (``Variant.suit_counts``).
SUIT_COUNTS: tuple[int, ...] = tuple(sorted(SUITS_FOR_COUNT))


@dataclass(frozen=True, slots=True, order=True)
class Card:
    rank: int  # 1 (ace) .. 13 (king)
    suit: Suit

    def __post_init__(self) -> None:
        # type() and not isinstance(): True is an int too, and a card of rank True is a bug.
        if type(self.rank) is not int or not 1 <= self.rank <= RANKS:
            raise ValueError(f"rank must be 1..13, not {self.rank!r}")
        if not isinstance(self.suit, Suit):
            raise ValueError(f"suit must be a Suit, not {self.suit!r}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Parse "QD", "th", " 9s ": rank letter A 2-9 T J Q K, then suit letter S H D C."""
        s = text.strip().upper() if isinstance(text, str) else ""
        if s.startswith("10") and len(s) == 3:  # be kind to "10H"
            s = "T" + s[2]
        if len(s) != 2 or s[0] not in RANK_LETTERS or s[1] not in "SHDC":
            raise ValueError(
                f"not a card: {text!r}; a card is a rank (A 2-9 T J Q K) and a suit "
                "(S H D C), like QD or TH"
            )
        return cls(RANK_LETTERS.index(s[0]) + 1, Suit(s[1]))

    def __str__(self) -> str:
        return RANK_LETTERS[self.rank - 1] + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


def check_suit_count(suits: object, allowed: tuple[int, ...] = SUIT_COUNTS) -> None:
    """ValueError unless suits is an int among `allowed` (True and 2.0 would pass a plain
    `in`); `allowed` is a game's own counts (Variant.suit_counts) when the game is known."""
    if type(suits) is not int or suits not in allowed:
        choices = either([str(n) for n in allowed])
        raise ValueError(f"the suit count must be {choices}, not {suits!r}")


def full_deck(suits: int, decks: int = 1) -> list[Card]:
    """The cards of a game with this suit count and number of decks, in a fixed canonical
    order: for each suit the count uses (S, H, D, C order), each of its copies, ace..king.

    One deck keeps the order shuffle version 1 starts from (every SD code depends on it)."""
    check_suit_count(suits)
    if type(decks) is not int or decks < 1:
        raise ValueError(f"the number of decks must be a whole number from 1, not {decks!r}")
    per_deck = SUITS_FOR_COUNT[suits]
    return [Card(rank, suit) for suit in sorted(set(per_deck))
            for _ in range(decks * per_deck.count(suit)) for rank in range(1, RANKS + 1)]


def value_of(card: Card) -> int:
    """A card's value as a small int: suit index (S, H, D, C) * 13 + rank - 1, 0..51.

    Equal cards have equal values; the position core and its keys work on these."""
    return _ORDER.index(card.suit.value) * RANKS + card.rank - 1


def card_of_value(value: int) -> Card:
    """The Card a value names (the inverse of value_of)."""
    suit, rank = divmod(value, RANKS)
    return Card(rank + 1, Suit(_ORDER[suit]))


def few(cards: Counter[Card], shown: int = 10) -> str:  # not a game size
    """Up to `shown` cards of a multiset, as text, for an error message."""
    listed = sorted(cards.elements())
    text = " ".join(map(str, listed[:shown])) or "-"
    return text + (f" and {len(listed) - shown} more" if len(listed) > shown else "")


def either(items: list[str]) -> str:
    """ "a, b or c": the way messages list choices."""
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} or {items[-1]}"
