"""Game codes (SPEC §2) and the shuffle they name.

A code reads ``SD<suits>-S<shuffle version>-<7 letters>``, e.g. ``SD1-S1-AAAAABD``: suits is
1, 2 or 4, the shuffle version is 1, and the letters are the deal number in base 26
(A = 0, most significant first), so ``AAAAABD`` = 1 * 26 + 3 = 29.

Shuffle version 1, precisely (enough to reimplement it anywhere):

1. Start from the canonical deck of the suit count (``cards.full_deck``): for each suit in
   the order spades, hearts, diamonds, clubs that the count uses (1: S; 2: S H; 4: S H D C),
   for each of the 52 / (13 * suits) copies of that suit, the ranks ace..king.
2. Seed a SplitMix64 generator with ``state = suits * 2**40 + number`` (number < 26**7 < 2**33).
3. Each 64-bit output: ``state = (state + 0x9E3779B97F4A7C15) mod 2**64``; ``z = state``;
   ``z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64``;
   ``z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64``; output ``z ^ (z >> 31)``.
4. An unbiased integer in ``[0, n)``: ``limit = 2**64 - (2**64 mod n)``; draw outputs until
   one is below ``limit``; return it ``mod n``.
5. Fisher-Yates: for ``i`` from 51 down to 1, ``j = bounded(i + 1)``, swap positions i and j.

The result is the deck in ``Game.from_deck`` order (SPEC §1). Golden tests pin it; a change
to any step needs a new shuffle version, and version 1 must keep replaying.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, check_suit_count, full_deck
from .errors import InvalidGameCode

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CODE_LETTERS = 7
DEAL_NUMBERS = 26**CODE_LETTERS  # deals per suit count
SHUFFLE_VERSIONS = (1,)
EXAMPLE = "SD1-S1-AAAAABD"
_MASK = (1 << 64) - 1
_FORM = f"a game code looks like {EXAMPLE}: SD and the suit count (1, 2 or 4), S1, 7 letters"


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed game code: what deal it names."""

    suits: int
    version: int
    number: int

    def __str__(self) -> str:
        return format_code(self.suits, self.number, self.version)


def number_to_letters(number: int) -> str:
    if not 0 <= number < DEAL_NUMBERS:
        raise ValueError(f"a deal number is 0..{DEAL_NUMBERS - 1}, not {number}")
    letters = []
    for _ in range(CODE_LETTERS):
        number, digit = divmod(number, 26)
        letters.append(LETTERS[digit])
    return "".join(reversed(letters))


def format_code(suits: int, number: int, version: int = 1) -> str:
    check_suit_count(suits)
    return f"SD{suits}-S{version}-{number_to_letters(number)}"


def parse_code(text: object) -> GameCode:
    """Read a code, ignoring case and surrounding spaces; InvalidGameCode says what is wrong."""
    if not isinstance(text, str):
        raise InvalidGameCode(f"a game code is text, not {type(text).__name__}; {_FORM}")
    cleaned = text.strip().upper()
    if not cleaned:
        raise InvalidGameCode(f"the game code is empty; {_FORM}")
    if len(cleaned) > 40:
        raise InvalidGameCode(f"{cleaned[:20]!r}... is too long for a game code; {_FORM}")
    parts = cleaned.split("-")
    if len(parts) != 3:
        raise InvalidGameCode(
            f"{cleaned!r} has {len(parts)} part(s); a code has 3 parts joined by '-'; {_FORM}"
        )
    suit_part, version_part, letters = parts
    if not suit_part.startswith("SD") or suit_part[2:] not in ("1", "2", "4"):
        raise InvalidGameCode(
            f"{cleaned!r}: the first part must be SD1, SD2 or SD4 (the suit count), "
            f"not {suit_part!r}; {_FORM}"
        )
    digits = version_part[1:]
    if not version_part.startswith("S") or not digits.isascii() or not digits.isdigit():
        raise InvalidGameCode(
            f"{cleaned!r}: the second part must be S and the shuffle version, like S1, "
            f"not {version_part!r}; {_FORM}"
        )
    version = int(digits)
    if version not in SHUFFLE_VERSIONS:
        raise InvalidGameCode(
            f"{cleaned!r}: shuffle version {version} is unknown (this version of Spiderette "
            f"knows S1); {_FORM}"
        )
    if len(letters) != CODE_LETTERS or any(ch not in LETTERS for ch in letters):
        raise InvalidGameCode(
            f"{cleaned!r}: the last part must be exactly 7 letters A-Z, not {letters!r}; {_FORM}"
        )
    number = 0
    for ch in letters:
        number = number * 26 + LETTERS.index(ch)
    return GameCode(int(suit_part[2:]), version, number)


class SplitMix64:
    """The fixed generator of shuffle version 1 (see the module docstring)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """An unbiased integer in [0, n) by rejection sampling."""
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next()
            if x < limit:
                return x % n


def shuffled_deck(suits: int, number: int, version: int = 1) -> list[Card]:
    """The deck (in from_deck order) that the deal (suits, number) of this version names."""
    if version not in SHUFFLE_VERSIONS:
        raise ValueError(f"unknown shuffle version {version}")
    if not 0 <= number < DEAL_NUMBERS:
        raise ValueError(f"a deal number is 0..{DEAL_NUMBERS - 1}, not {number}")
    deck = full_deck(suits)
    rng = SplitMix64(suits * (1 << 40) + number)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck
