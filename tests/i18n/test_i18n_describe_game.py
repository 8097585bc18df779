"""describe() on the engine's real Game (SPEC §4 start position built with Game.from_deck)."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Card, Game, IllegalMove, Reason
from spiderette_qt.engine.cards import full_deck
from spiderette_qt.i18n import LANGUAGES, card_name, describe

FACE_UP = ["4C", "AC", "TH", "QD", "3H", "AS", "5H"]  # the last card of columns 1..7


def spec_start_deck() -> list[Card]:
    """52 cards in from_deck order giving the SPEC §4 start: column n ends with FACE_UP[n-1]."""
    face_up = [Card.parse(c) for c in FACE_UP]
    rest = [card for card in full_deck(4) if card not in face_up]
    deck: list[Card] = []
    for n, top in enumerate(face_up, start=1):
        deck.extend(rest[: n - 1])
        del rest[: n - 1]
        deck.append(top)
    return deck + rest  # the 24 stock cards


@pytest.fixture
def game() -> Game:
    return Game.from_deck(spec_start_deck(), 4)


@pytest.mark.parametrize("language", LANGUAGES)
def test_real_start_position_reads_as_spec_and_seeds(game, language, expected_start):
    assert describe(game, language) == expected_start[language]


def test_after_a_move_and_a_deal(game):
    game.move(0, 1, 6)  # 4 of clubs onto the 5 of hearts: column 1 empties
    text = describe(game)
    assert "Column 1: empty; column 2:" in text
    assert "column 7: 6 hidden cards, then 5 of hearts, 4 of clubs." in text
    assert "Talong: 24 kort, 4 utdelningar kvar;" in describe(game, "sv")
    assert "Sütun 1: boş;" in describe(game, "tr")

    with pytest.raises(IllegalMove) as refused:
        game.deal()  # refused while a column is empty; the text stays as it was
    assert refused.value.reason is Reason.DEAL_WITH_EMPTY_COLUMN
    assert describe(game) == text

    game.move(6, 1, 0)  # the 4 of clubs goes back to the empty column
    game.deal()
    stock_first = game.columns[0].visible[-1]
    text = describe(game)
    assert text.startswith("Stock: 17 cards, 3 deals left; no sequence removed. ")
    assert f"Column 1: 0 hidden cards, then 4 of clubs, {card_name(stock_first, 'en')};" in text
    assert describe(game, "de").startswith("Talon: 17 Karten, noch 3 Austeilungen; ")

