"""describe() (SPEC §4) for the two-deck games: the same form, ten columns, 50 cards and 5
deals in the stock, in all five languages."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.i18n import LANGUAGES, describe

STOCK = {
    "en": "Stock: 50 cards, 5 deals left; no sequence removed.",
    "sv": "Talong: 50 kort, 5 utdelningar kvar; ingen sekvens borttagen.",
    "de": "Talon: 50 Karten, noch 5 Austeilungen; keine Folge entfernt.",
    "tr": "Çekme destesi: 50 kart, kalan dağıtım sayısı 5; henüz hiçbir seri kaldırılmadı.",
    "da": "Bunke: 50 kort, 5 omgange tilbage; ingen rækker fjernet.",
}
TENTH = {"en": "column 10: 4 hidden cards, then ", "sv": "kolumn 10: 4 dolda kort, sedan ",
         "de": "Spalte 10: 4 verdeckt, dann ", "tr": "sütun 10: 4 kapalı kart, ardından ",
         "da": "søjle 10: 4 skjulte kort, derefter "}


@pytest.mark.parametrize("variant", ["spider", "relaxed-spider"])
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_two_deck_opening_in_words(variant: str, language: str) -> None:
    game = Game.new(4, 17, variant=variant)
    text = describe(game, language)
    assert text.startswith(STOCK[language] + " ")
    assert TENTH[language] in text
    assert text.count("; ") == VARIANTS[variant].columns  # stock; then 9 column separators
    assert text.endswith(".")


def test_the_english_form_column_by_column() -> None:
    game = Game.new(1, 3, variant="spider")
    text = describe(game, "en")
    columns = text.split(". ", 1)[1].rstrip(".").split("; ")
    assert len(columns) == 10
    for number, (part, hidden) in enumerate(zip(columns, game.variant.start_hidden,
                                                strict=True), start=1):
        label = "Column" if number == 1 else "column"
        cards = "card" if hidden == 1 else "cards"
        assert part.startswith(f"{label} {number}: {hidden} hidden {cards}, then ")
        assert part.endswith(" of spades")


def test_sequences_removed_count_up_to_eight() -> None:
    from spiderette_qt.i18n.describe import describe_stock

    class Table:
        columns = ()
        stock = ()
        deals_left = 0
        removed = 8

    assert describe_stock(Table(), "en") == \
        "Stock: 0 cards, 0 deals left; 8 sequences removed."
