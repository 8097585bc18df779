"""The table described in words (SPEC §4), for screen readers and the clipboard.

Pure Python (no Qt): it reads any object shaped like the engine's Game (see `GameLike`).

Where each form comes from
--------------------------
English: SPEC §4 gives every form: "N cards"/"1 card", "N deals left"/"1 deal left"/
"0 deals left", "no sequence removed"/"1 sequence removed"/"N sequences removed",
"column 4: empty", face-up cards separated by ", " after "then".

Swedish, German, Turkish: the seeds' set-up sections give the sentence for the SPEC §4 start
position, and we reproduce it word for word. From the seeds (fixed): the labels and word order,
sv "Talong: 24 kort, 4 utdelningar kvar; ingen sekvens borttagen", "N dolda kort" -- even
"1 dolda kort", which the seed writes so (a Swede would say "1 dolt kort"; the seed wins);
de "Talon: 24 Karten, noch 4 Austeilungen; keine Folge entfernt", "N verdeckt";
tr "Çekme destesi: 24 kart, kalan dağıtım sayısı 4; henüz hiçbir seri kaldırılmadı",
"N kapalı kart"; the words "sedan"/"dann"/"ardından" before the face-up cards.

Our decisions (forms the seeds do not show):
- one stock card: sv "1 kort" (same word), de "1 Karte", tr "1 kart" (Turkish keeps the
  singular after numbers), da "1 kort".
- one deal left: sv "1 utdelning kvar", de "noch 1 Austeilung", tr "kalan dağıtım sayısı 1",
  da "1 omgang tilbage"; no deal left: sv "inga utdelningar kvar", de "keine Austeilung mehr",
  tr "dağıtım kalmadı", da "ingen omgange tilbage" (English keeps SPEC's "0 deals left").
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

from collections.abc import Callable, Sequence, Sized
from dataclasses import dataclass
from typing import Protocol

from spiderette_qt.engine.cards import Card
from spiderette_qt.i18n.card_names import card_name
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


@dataclass(frozen=True)
class _Phrases:
    """The words of one language; each counting phrase is a function of the count."""

    stock_label: str
    stock_cards: Callable[[int], str]
    deals_left: Callable[[int], str]
    removed: Callable[[int], str]
    first_column: str  # "Column": starts a sentence
    column: str  # "column"
    hidden: Callable[[int], str]
    then: str
    empty: str


def _plural(singular: str, plural: str) -> Callable[[int], str]:
    """'1 card' / 'N cards' (N may be 0)."""
    return lambda n: f"{n} {singular if n == 1 else plural}"


_PHRASES: dict[str, _Phrases] = {
    "en": _Phrases(
        stock_label="Stock",
        stock_cards=_plural("card", "cards"),
        deals_left=lambda n: f"{n} {'deal' if n == 1 else 'deals'} left",
        removed=lambda n: ("no sequence removed" if n == 0
                           else f"{n} {'sequence' if n == 1 else 'sequences'} removed"),
        first_column="Column",
        column="column",
        hidden=_plural("hidden card", "hidden cards"),
        then="then",
        empty="empty",
    ),
    "sv": _Phrases(
        stock_label="Talong",
        stock_cards=lambda n: f"{n} kort",
        deals_left=lambda n: ("inga utdelningar kvar" if n == 0
                              else f"{n} {'utdelning' if n == 1 else 'utdelningar'} kvar"),
        removed=lambda n: ("ingen sekvens borttagen" if n == 0
                           else "1 sekvens borttagen" if n == 1
                           else f"{n} sekvenser borttagna"),
        first_column="Kolumn",
        column="kolumn",
        hidden=lambda n: f"{n} dolda kort",  # the seed writes "1 dolda kort" too
        then="sedan",
        empty="tom",
    ),
    "de": _Phrases(
        stock_label="Talon",
        stock_cards=_plural("Karte", "Karten"),
        deals_left=lambda n: ("keine Austeilung mehr" if n == 0
                              else f"noch {n} {'Austeilung' if n == 1 else 'Austeilungen'}"),
        removed=lambda n: ("keine Folge entfernt" if n == 0
                           else f"{n} {'Folge' if n == 1 else 'Folgen'} entfernt"),
        first_column="Spalte",
        column="Spalte",
        hidden=lambda n: f"{n} verdeckt",
        then="dann",
        empty="leer",
    ),
    "tr": _Phrases(
        stock_label="Çekme destesi",
        stock_cards=lambda n: f"{n} kart",
        deals_left=lambda n: "dağıtım kalmadı" if n == 0 else f"kalan dağıtım sayısı {n}",
        removed=lambda n: ("henüz hiçbir seri kaldırılmadı" if n == 0
                           else f"{n} seri kaldırıldı"),
        first_column="Sütun",
        column="sütun",
        hidden=lambda n: f"{n} kapalı kart",
        then="ardından",
        empty="boş",
    ),
    "da": _Phrases(
        stock_label="Bunke",
        stock_cards=lambda n: f"{n} kort",
        deals_left=lambda n: ("ingen omgange tilbage" if n == 0
                              else f"{n} {'omgang' if n == 1 else 'omgange'} tilbage"),
        removed=lambda n: ("ingen rækker fjernet" if n == 0
                           else f"{n} {'række' if n == 1 else 'rækker'} fjernet"),
        first_column="Søjle",
        column="søjle",
        hidden=lambda n: f"{n} {'skjult kort' if n == 1 else 'skjulte kort'}",
        then="derefter",
        empty="tom",
    ),
}


def _count(value: int | Sized) -> int:
    """An int as is; a collection (e.g. a tuple of removed sequences) by its length."""
    return value if isinstance(value, int) else len(value)


def describe_column(column: ColumnLike, number: int, language: str = "en", *,
                    first: bool = False) -> str:
    """One column in words: "column 2: 1 hidden card, then ace of clubs".

    `number` is 1-based as players count; `first` capitalises the label for a sentence start.
    """
    lang = normalize_language(language)
    words = _PHRASES[lang]
    label = f"{words.first_column if first else words.column} {number}"
    hidden = len(column.hidden)
    visible = column.visible
    if hidden == 0 and not visible:
        return f"{label}: {words.empty}"
    if not visible:
        return f"{label}: {words.hidden(hidden)}"
    faces = ", ".join(card_name(card, lang) for card in visible)
    return f"{label}: {words.hidden(hidden)}, {words.then} {faces}"


def describe_stock(game: GameLike, language: str = "en") -> str:
    """The first sentence: "Stock: 24 cards, 4 deals left; no sequence removed."."""
    words = _PHRASES[normalize_language(language)]
    return (f"{words.stock_label}: {words.stock_cards(len(game.stock))}, "
            f"{words.deals_left(_count(game.deals_left))}; "
            f"{words.removed(_count(game.removed))}.")


def describe(game: GameLike, language: str = "en") -> str:
    """The whole table in words (SPEC §4), in one of LANGUAGES; unknown languages give English."""
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
