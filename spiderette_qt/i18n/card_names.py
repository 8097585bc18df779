"""Card and suit names in each language, for the table description and screen readers.

The words are in the Qt catalogue (context "CardNames", see catalogue.py). The word order
follows how each language names a card aloud, and each language's .ts says it: English
"9 of hearts" / "ace of clubs" (docs/RULES.md §11); Swedish "hjärter 9" / "klöver ess" (seed 000);
German "Herz 9" but "Kreuz-Ass", "Karo-Dame" with a hyphen for the picture cards and the ace
(seed 002): a number card and a word card have templates of their own; Turkish "kupa 9" but
"sinek ası", "karo kızı": the rank word of a card name carries the possessive suffix of a
noun compound (seed 001: as -> ası, vale -> valesi, kız -> kızı, papaz -> papazı; vowel
harmony follows the rank word, so it is the same for every suit), while the rank alone (a
list of dealt cards in a one-suit game) has its own bare entries ("as", "vale");
Danish "hjerter 9" / "klør es" (our choice, like Swedish).
"""

from __future__ import annotations

from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.i18n.catalogue import Texts, fill
from spiderette_qt.i18n.languages import normalize_language

_WORD_RANKS = (1, 11, 12, 13)  # the ace and the picture cards: words, not numbers


class CardNames(Texts):
    """The catalogue's card words in one language."""

    def suit(self, suit: Suit) -> str:
        if suit is Suit.SPADES:
            return self.tr("spades")
        if suit is Suit.HEARTS:
            return self.tr("hearts")
        if suit is Suit.DIAMONDS:
            return self.tr("diamonds")
        return self.tr("clubs")

    def rank(self, rank: int) -> str:
        """The rank inside a card name (Turkish: with its suffix); 2..10 as numbers."""
        if rank == 1:
            return self.tr("ace", "rank in a card name")
        if rank == 11:
            return self.tr("jack", "rank in a card name")
        if rank == 12:
            return self.tr("queen", "rank in a card name")
        if rank == 13:
            return self.tr("king", "rank in a card name")
        return str(rank)

    def bare_rank(self, rank: int) -> str:
        """The rank alone, as a one-suit deal lists it (Turkish: without the suffix)."""
        if rank == 1:
            return self.tr("ace", "rank alone")
        if rank == 11:
            return self.tr("jack", "rank alone")
        if rank == 12:
            return self.tr("queen", "rank alone")
        if rank == 13:
            return self.tr("king", "rank alone")
        return str(rank)

    def card(self, card: Card) -> str:
        """ "9 of hearts" (%1 the rank, %2 the suit)."""
        template = (self.tr("%1 of %2", "an ace or a picture card: rank word, suit")
                    if card.rank in _WORD_RANKS
                    else self.tr("%1 of %2", "a number card: rank, suit"))
        return fill(template, self.rank(card.rank), self.suit(card.suit))

    def short_card(self, card: Card) -> str:
        """ "9 hearts": a card in a quick list (what a deal gave)."""
        template = (self.tr("%1 %2", "short name of an ace or a picture card: rank word, suit")
                    if card.rank in _WORD_RANKS
                    else self.tr("%1 %2", "short name of a number card: rank, suit"))
        return fill(template, self.rank(card.rank), self.suit(card.suit))


def suit_name(suit: Suit, language: str = "en") -> str:
    """The suit's name as used inside a card name: "hearts", "hjärter", "Herz", "kupa"."""
    return CardNames(language).suit(suit)


def rank_name(rank: int, language: str = "en") -> str:
    """The rank as a card name reads it: "ace", "10", "queen" (Turkish: with its suffix)."""
    if not 1 <= rank <= 13:
        raise ValueError(f"rank must be 1..13, not {rank!r}")
    return CardNames(language).rank(rank)


def card_name(card: Card, language: str = "en") -> str:
    """A card's spoken name: "9 of hearts", "hjärter 9", "Herz 9", "kupa 9", "hjerter 9"."""
    return CardNames(language).card(card)


def short_card_name(card: Card, language: str = "en", *, suit: bool = True) -> str:
    """A card in a quick list (what a deal gave): "king" when the suit goes without saying
    (a one-suit game), else "9 hearts" in English (no "of": 10 cards of Spider stay 20
    words) and the usual two-word name elsewhere ("hjärter 9", "Kreuz-Ass")."""
    names = CardNames(language)
    return names.short_card(card) if suit else names.bare_rank(card.rank)


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
