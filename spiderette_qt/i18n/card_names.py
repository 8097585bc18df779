"""Card and suit names in each language, for the table description and screen readers.

Pure Python (no Qt). The word order follows how each language names a card aloud:
English "9 of hearts" / "ace of clubs" (SPEC §4); Swedish "hjärter 9" / "klöver ess" (seed 000);
German "Herz 9" but "Kreuz-Ass", "Karo-Dame" with a hyphen for the picture cards and the ace
(seed 002); Turkish "kupa 9" but "sinek ası", "karo kızı": the rank word takes the possessive
suffix of a noun compound (seed 001); Danish "hjerter 9" / "klør es" (our choice, like Swedish).
"""

from __future__ import annotations

from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.i18n.languages import normalize_language

_SUITS: dict[str, dict[Suit, str]] = {
    "en": {Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds",
           Suit.CLUBS: "clubs"},
    "sv": {Suit.SPADES: "spader", Suit.HEARTS: "hjärter", Suit.DIAMONDS: "ruter",
           Suit.CLUBS: "klöver"},
    "de": {Suit.SPADES: "Pik", Suit.HEARTS: "Herz", Suit.DIAMONDS: "Karo", Suit.CLUBS: "Kreuz"},
    "tr": {Suit.SPADES: "maça", Suit.HEARTS: "kupa", Suit.DIAMONDS: "karo", Suit.CLUBS: "sinek"},
    "da": {Suit.SPADES: "spar", Suit.HEARTS: "hjerter", Suit.DIAMONDS: "ruder", Suit.CLUBS: "klør"},
}

# Words for the ace (1) and the picture cards (11, 12, 13); ranks 2..10 are read as numbers.
# Turkish gives the form with the possessive suffix (-ı/-i, -sı/-si after a vowel), as the
# rank always follows the suit in a compound: as -> ası, vale -> valesi, kız -> kızı,
# papaz -> papazı. Vowel harmony follows the rank word, so it is the same for every suit.
_RANK_WORDS: dict[str, dict[int, str]] = {
    "en": {1: "ace", 11: "jack", 12: "queen", 13: "king"},
    "sv": {1: "ess", 11: "knekt", 12: "dam", 13: "kung"},
    "de": {1: "Ass", 11: "Bube", 12: "Dame", 13: "König"},
    "tr": {1: "ası", 11: "valesi", 12: "kızı", 13: "papazı"},
    "da": {1: "es", 11: "knægt", 12: "dame", 13: "konge"},
}


def suit_name(suit: Suit, language: str = "en") -> str:
    """The suit's name as used inside a card name: "hearts", "hjärter", "Herz", "kupa"."""
    return _SUITS[normalize_language(language)][suit]


def rank_name(rank: int, language: str = "en") -> str:
    """The rank as a card name reads it: "ace", "10", "queen" (Turkish: with its suffix)."""
    if not 1 <= rank <= 13:
        raise ValueError(f"rank must be 1..13, not {rank!r}")
    return _RANK_WORDS[normalize_language(language)].get(rank, str(rank))


def card_name(card: Card, language: str = "en") -> str:
    """A card's spoken name: "9 of hearts", "hjärter 9", "Herz 9", "kupa 9", "hjerter 9"."""
    lang = normalize_language(language)
    suit = _SUITS[lang][card.suit]
    rank = rank_name(card.rank, lang)
    if lang == "en":
        return f"{rank} of {suit}"
    if lang == "de" and card.rank in _RANK_WORDS["de"]:
        return f"{suit}-{rank}"
    return f"{suit} {rank}"


# The rank alone (a list of dealt cards in a one-suit game): Turkish without the suffix.
_BARE_RANKS: dict[str, dict[int, str]] = {**_RANK_WORDS,
                                          "tr": {1: "as", 11: "vale", 12: "kız", 13: "papaz"}}


def short_card_name(card: Card, language: str = "en", *, suit: bool = True) -> str:
    """A card in a quick list (what a deal gave): "king" when the suit goes without saying
    (a one-suit game), else "9 hearts" in English (no "of": 10 cards of Spider stay 20
    words) and the usual two-word name elsewhere ("hjärter 9", "Kreuz-Ass")."""
    lang = normalize_language(language)
    if not suit:
        return _BARE_RANKS[lang].get(card.rank, str(card.rank))
    if lang == "en":
        return f"{rank_name(card.rank, lang)} {_SUITS[lang][card.suit]}"
    return card_name(card, lang)


def sentence_case(text: str, language: str = "en") -> str:
    """The first letter in upper case ("jack of hearts moved…" -> "Jack of hearts moved…"),
    with Turkish's dotted i (i -> İ)."""
    if not text:
        return text
    first = text[0]
    if normalize_language(language) == "tr" and first in "iı":
        upper = "İ" if first == "i" else "I"
    else:
        upper = first.upper()
    return upper + text[1:]
