"""Game codes (docs/RULES.md §10) and the shuffle they name: the one grammar of a code.

A code reads ``<game><suits>-S<shuffle version>-<7 letters>``, e.g. ``SD1-S1-AAAAABD``: the
game is the variant's two-letter prefix (SD Spiderette, SP Spider, SR Relaxed Spider, SW Will
o' the Wisp, SS Simple Simon, ST Spider Three Decks; see variants.py), suits is one of the
game's suit counts (1, 2 or 4; Spider and Relaxed Spider also 3), the shuffle version is 1,
and the letters are the deal number in base 26 (A = 0, most significant first), so
``AAAAABD`` = 1 * 26 + 3 = 29.

Shuffle version 1, precisely (enough to reimplement it anywhere):

1. Start from the canonical deck of the variant and suit count (``cards.full_deck``): for
   each suit in the order spades, hearts, diamonds, clubs that the count uses (1: S; 2: S H;
   3: S H C; 4: S H D C), for each of its copies (``decks`` times the number of its 13-card
   suits in one deck: 1 suit 4 S; 2 suits 2 S 2 H; 3 suits 2 S, 1 H, 1 C; 4 suits one each),
   the ranks ace..king.
2. Seed a SplitMix64 generator with ``state = tag * 2**44 + suits * 2**40 + number``
   (number < 26**7 < 2**33), where tag is the variant's ``shuffle_tag``: SD 0, SP 1, SR 2,
   SW 3, SS 4, ST 5.
   Tag 0 makes this exactly the seed every SD code has always used, so those deals never
   change; SP and SR codes of the same number are different deals.
3. Each 64-bit output: ``state = (state + 0x9E3779B97F4A7C15) mod 2**64``; ``z = state``;
   ``z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) mod 2**64``;
   ``z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) mod 2**64``; output ``z ^ (z >> 31)``.
4. An unbiased integer in ``[0, n)``: ``limit = 2**64 - (2**64 mod n)``; draw outputs until
   one is below ``limit``; return it ``mod n``.
5. Fisher-Yates: for ``i`` from deck size - 1 down to 1, ``j = bounded(i + 1)``, swap
   positions i and j.

The result is the deck in ``Game.from_deck`` order (docs/RULES.md §2, §9). Golden tests pin
it; a change to any step needs a new shuffle version, and version 1 must keep replaying.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import SUIT_COUNTS, Card, either, full_deck
from .errors import CodeProblem, InvalidGameCode
from .variants import BY_PREFIX, DEFAULT_VARIANT, Variant, get_variant

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
CODE_LETTERS = 7  # not a game size: the letters of a code (docs/RULES.md §10)
DEAL_NUMBERS = 26**CODE_LETTERS  # deals per game and suit count
SHUFFLE_VERSIONS = (1,)
EXAMPLE = "SD1-S1-AAAAABD"
MAX_CODE_LENGTH = 40
_MASK = (1 << 64) - 1
_SUIT_DIGITS = tuple(str(n) for n in SUIT_COUNTS)


_PREFIXES = either(list(BY_PREFIX))
_FORM = (f"a game code looks like {EXAMPLE}: {_PREFIXES} (the game) and the suit count "
         f"({either(list(_SUIT_DIGITS))}), S1, {CODE_LETTERS} letters")


@dataclass(frozen=True, slots=True)
class GameCode:
    """A parsed game code: what deal it names."""

    suits: int
    version: int
    number: int
    variant: Variant = field(default=DEFAULT_VARIANT)

    def __str__(self) -> str:
        return format_code(self.suits, self.number, self.version, self.variant)


def number_to_letters(number: int) -> str:
    if not 0 <= number < DEAL_NUMBERS:
        raise ValueError(f"a deal number is 0..{DEAL_NUMBERS - 1}, not {number}")
    letters = []
    for _ in range(CODE_LETTERS):
        number, digit = divmod(number, len(LETTERS))
        letters.append(LETTERS[digit])
    return "".join(reversed(letters))


def format_code(suits: int, number: int, version: int = 1,
                variant: Variant | str = DEFAULT_VARIANT) -> str:
    chosen = get_variant(variant)
    chosen.check_suits(suits)
    prefix = chosen.code_prefix
    return f"{prefix}{suits}-S{version}-{number_to_letters(number)}"


def _refuse(problem: CodeProblem, message: str, detail: str = "", code: str = "") -> None:
    raise InvalidGameCode(f"{message}; {_FORM}", problem, detail, code)


def parse_code(text: object) -> GameCode:
    """Read a code, ignoring case and surrounding spaces.

    InvalidGameCode says what is wrong: in English in its message, and as a value in its
    .problem (a CodeProblem) and .detail (the part concerned), checked in that order."""
    if not isinstance(text, str):
        name = type(text).__name__
        _refuse(CodeProblem.NOT_TEXT, f"a game code is text, not {name}", name)
    assert isinstance(text, str)
    cleaned = text.strip().upper()
    if not cleaned:
        _refuse(CodeProblem.EMPTY, "the game code is empty")
    if len(cleaned) > MAX_CODE_LENGTH:
        _refuse(CodeProblem.TOO_LONG, f"{cleaned[:20]!r}... is too long for a game code",
                cleaned[:20], cleaned)
    parts = cleaned.split("-")
    if len(parts) != 3:
        _refuse(CodeProblem.PARTS,
                f"{cleaned!r} has {len(parts)} part(s); a code has 3 parts joined by '-'",
                str(len(parts)), cleaned)
    first, version_part, letters = parts
    variant = BY_PREFIX.get(first[:2])
    if variant is None:
        _refuse(CodeProblem.GAME, f"{cleaned!r}: the first part must start with "
                f"{_PREFIXES} (the game), not {first!r}", first, cleaned)
    assert variant is not None
    if first[2:] not in [str(n) for n in variant.suit_counts]:
        choices = either([first[:2] + str(n) for n in variant.suit_counts])
        _refuse(CodeProblem.SUITS, f"{cleaned!r}: the first part must be {choices} (the suit "
                f"count), not {first!r}", first, cleaned)
    digits = version_part[1:]
    if not version_part.startswith("S") or not digits.isascii() or not digits.isdigit():
        _refuse(CodeProblem.VERSION_FORM, f"{cleaned!r}: the second part must be S and the "
                f"shuffle version, like S1, not {version_part!r}", version_part, cleaned)
    version = int(digits)
    if version not in SHUFFLE_VERSIONS:
        known = ", ".join(f"S{v}" for v in SHUFFLE_VERSIONS)
        _refuse(CodeProblem.VERSION_UNKNOWN, f"{cleaned!r}: shuffle version {version} is "
                f"unknown (this version of Spiderette knows {known})", str(version), cleaned)
    if len(letters) != CODE_LETTERS or any(ch not in LETTERS for ch in letters):
        _refuse(CodeProblem.LETTERS, f"{cleaned!r}: the last part must be exactly "
                f"{CODE_LETTERS} letters A-Z, not {letters!r}", letters, cleaned)
    number = 0
    for ch in letters:
        number = number * len(LETTERS) + LETTERS.index(ch)
    return GameCode(int(first[2:]), version, number, variant)


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


def shuffled_deck(suits: int, number: int, version: int = 1,
                  variant: Variant | str = DEFAULT_VARIANT) -> list[Card]:
    """The deck (in from_deck order) that the deal (variant, suits, number) of this shuffle
    version names."""
    chosen = get_variant(variant)
    if version not in SHUFFLE_VERSIONS:
        raise ValueError(f"unknown shuffle version {version}")
    if not 0 <= number < DEAL_NUMBERS:
        raise ValueError(f"a deal number is 0..{DEAL_NUMBERS - 1}, not {number}")
    chosen.check_suits(suits)
    deck = full_deck(suits, chosen.decks)
    rng = SplitMix64((chosen.shuffle_tag << 44) + (suits << 40) + number)
    for i in range(len(deck) - 1, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck
