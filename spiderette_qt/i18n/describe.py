"""The table described in words (docs/RULES.md §11), for screen readers and the clipboard.

It reads any object shaped like the engine's Game (see `GameLike`); its words are in the Qt
catalogue, context "Describe" (catalogue.py), with numerus forms for the counts and an entry
of its own for a count of zero where a language words it apart ("no sequence removed").

Where each form comes from
--------------------------
English: docs/RULES.md §11 gives every form: "N cards"/"1 card", "N deals left"/"1 deal left"/
"0 deals left", "no sequence removed"/"1 sequence removed"/"N sequences removed",
"column 4: empty", face-up cards separated by ", " after "then".

Swedish, German, Turkish: the seeds' set-up sections give the sentence for the start position
of docs/RULES.md §11, and we reproduce it word for word. From the seeds (fixed): the labels
and word order, sv "Talong: 24 kort, 4 utdelningar kvar; ingen sekvens borttagen",
"N dolda kort" -- even "1 dolda kort", which the seed writes so (a Swede would say
"1 dolt kort"; the seed wins); de "Talon: 24 Karten, noch 4 Austeilungen; keine Folge
entfernt", "N verdeckt"; tr "Çekme destesi: 24 kart, kalan dağıtım sayısı 4; henüz hiçbir
seri kaldırılmadı", "N kapalı kart"; the words "sedan"/"dann"/"ardından" before the face-up
cards.

Our decisions (forms the seeds do not show):
- one stock card: sv "1 kort" (same word), de "1 Karte", tr "1 kart" (Turkish keeps the
  singular after numbers), da "1 kort".
- one deal left: sv "1 utdelning kvar", de "noch 1 Austeilung", tr "kalan dağıtım sayısı 1",
  da "1 omgang tilbage"; no deal left: sv "inga utdelningar kvar", de "keine Austeilung mehr",
  tr "dağıtım kalmadı", da "ingen omgange tilbage" (English keeps RULES.md's "0 deals left").
- sequences removed: sv "1 sekvens borttagen"/"N sekvenser borttagna", de "1 Folge entfernt"/
  "N Folgen entfernt", tr "1 seri kaldırıldı"/"N seri kaldırıldı", da "ingen rækker fjernet"/
  "1 række fjernet"/"N rækker fjernet".
- empty column: sv "tom", de "leer", tr "boş", da "tom".
- several face-up cards: joined by ", " in every language, as in English.
- a column with face-down cards but none face up (the engine turns the top card up, so only a
  half-built test position has one): the hidden count alone, with no "then" part.
- Danish as a whole (no seed sentence): "Bunke: 24 kort, 4 omgange tilbage; ingen rækker
  fjernet. Søjle 1: 0 skjulte kort, derefter klør 4; søjle 2: 1 skjult kort, derefter klør es;
  ..." using the words of seed 004 (bunke, søjle, omgang, række).
"""

from __future__ import annotations

from collections.abc import Sequence, Sized
from typing import Protocol

from spiderette_qt.engine.cards import Card
from spiderette_qt.i18n.card_names import card_name
from spiderette_qt.i18n.catalogue import Texts, fill
from spiderette_qt.i18n.languages import normalize_language


class ColumnLike(Protocol):
    """A column: face-down cards and face-up cards, each listed bottom first."""

    @property
    def hidden(self) -> Sequence[Card]: ...

    @property
    def visible(self) -> Sequence[Card]: ...


class GameLike(Protocol):
    """What describe() reads from a game (the engine's Game has these)."""

    @property
    def columns(self) -> Sequence[ColumnLike]: ...

    @property
    def stock(self) -> Sequence[Card]: ...

    @property
    def deals_left(self) -> int: ...

    @property
    def removed(self) -> int | Sized: ...


class Describe(Texts):
    """The description's phrases in one language (context "Describe" of the catalogue)."""

    def stock(self, cards: int, deals_left: int, removed: int) -> str:
        deals = (self.tr("0 deals left") if deals_left == 0
                 else self.tr("%n deal(s) left", "", deals_left))
        sequences = (self.tr("no sequence removed") if removed == 0
                     else self.tr("%n sequence(s) removed", "", removed))
        return fill(self.tr("Stock: %1, %2; %3."), self.tr("%n card(s)", "", cards), deals,
                    sequences)

    def no_stock(self, removed: int) -> str:
        """A game with no stock at all (Simple Simon): "No stock; no sequence removed."."""
        sequences = (self.tr("no sequence removed") if removed == 0
                     else self.tr("%n sequence(s) removed", "", removed))
        return fill(self.tr("No stock; %1."), sequences)

    def column(self, number: int, hidden: int, faces: str, *, first: bool) -> str:
        """`faces`: the face-up cards' names joined ("" for none)."""
        label = (fill(self.tr("Column %1"), number) if first
                 else fill(self.tr("column %1"), number))
        if hidden == 0 and not faces:
            return fill(self.tr("%1: empty"), label)
        hidden_text = self.tr("%n hidden card(s)", "", hidden)
        if not faces:
            return fill(self.tr("%1: %2", "a column of face-down cards only"), label,
                        hidden_text)
        return fill(self.tr("%1: %2, then %3"), label, hidden_text, faces)


def _count(value: int | Sized) -> int:
    """An int as is; a collection (e.g. a tuple of removed sequences) by its length."""
    return value if isinstance(value, int) else len(value)


def describe_column(column: ColumnLike, number: int, language: str = "en", *,
                    first: bool = False) -> str:
    """One column in words: "column 2: 1 hidden card, then ace of clubs".

    `number` is 1-based as players count; `first` capitalises the label for a sentence start.
    """
    lang = normalize_language(language)
    faces = ", ".join(card_name(card, lang) for card in column.visible)
    return Describe(lang).column(number, len(column.hidden), faces, first=first)


def describe_stock(game: GameLike, language: str = "en") -> str:
    """The first sentence: "Stock: 24 cards, 4 deals left; no sequence removed."; a game
    whose rules have no stock (Simple Simon) says so: "No stock; no sequence removed."."""
    variant = getattr(game, "variant", None)  # structural: a test's table may have none
    if variant is not None and not getattr(variant, "has_stock", True):
        return Describe(language).no_stock(_count(game.removed))
    return Describe(language).stock(len(game.stock), _count(game.deals_left),
                                    _count(game.removed))


def describe(game: GameLike, language: str = "en") -> str:
    """The whole table in words (docs/RULES.md §11), in one of LANGUAGES; unknown languages
    give English."""
    lang = normalize_language(language)
    columns = "; ".join(
        describe_column(column, index, lang, first=index == 1)
        for index, column in enumerate(game.columns, start=1)
    )
    return f"{describe_stock(game, lang)} {columns}."


def focus_summary(game: GameLike, column: int | None, language: str = "en") -> str:
    """What a screen reader says when the focus comes back to the table (one line, not the
    whole table: that stays on Describe the Table's key): the column the hidden keyboard
    cursor rests on (0-based `column`; None when the cursor is shown, as the table's name
    then says its column), then the stock sentence. "Column 3: 2 hidden cards, then 10 of
    hearts. Stock: 24 cards, 4 deals left; no sequence removed."."""
    lang = normalize_language(language)
    stock = describe_stock(game, lang)
    if column is None or not 0 <= column < len(game.columns):
        return stock
    return f"{describe_column(game.columns[column], column + 1, lang, first=True)}. {stock}"
