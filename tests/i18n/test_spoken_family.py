"""The screen reader's sentences for the later games of the family (Will o' the Wisp, Simple
Simon, Spider Three Decks, Spider in 3 suits) in every language: the table described, the
actions of played games announced, every slot filled; Simple Simon says it has no stock."""

from __future__ import annotations

import pytest

from spiderette_qt.engine.variants import VARIANTS
from spiderette_qt.i18n import LANGUAGES
from spiderette_qt.i18n.announce import announce_record
from spiderette_qt.i18n.describe import describe, focus_summary
from tests.i18n.spoken_inputs import OLD_GAMES, _played

NEW_GAMES = [(key, suits) for key, variant in VARIANTS.items() for suits in variant.suit_counts
             if key not in OLD_GAMES or suits == 3]


def test_the_new_games_are_the_ones_checked_here() -> None:
    assert {key for key, _ in NEW_GAMES} == {
        "will-o-the-wisp", "simple-simon", "spider-three-decks", "spider", "relaxed-spider"}


@pytest.mark.parametrize(("game", "suits"), NEW_GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_each_new_game_is_described_and_announced(game: str, suits: int, language: str) -> None:
    from spiderette_qt.engine import Game

    table = Game.new(suits, 5, variant=game)
    text = describe(table, language)
    columns = VARIANTS[game].columns
    assert "%" not in text and text.count(";") >= columns
    assert str(columns) in focus_summary(table, columns - 1, language)
    said = 0
    for _label, played, record, won in _played(game, suits, 3):
        words = announce_record(record, played.deck, played.table(), language, won)
        assert words and "%" not in words
        said += 1
    assert said > 20


def test_simple_simon_says_it_has_no_stock_and_the_others_their_stock() -> None:
    from spiderette_qt.engine import Game

    simon = Game.new(1, 5, variant="simple-simon")
    assert describe(simon, "en").startswith("No stock; no sequence removed. Column 1: 0 hidden "
                                            "cards, then ")
    assert describe(simon, "de").startswith("Kein Talon; keine Folge entfernt. Spalte 1: ")
    assert describe(simon, "sv").startswith("Ingen talong; ")
    assert describe(simon, "tr").startswith("Çekme destesi yok; ")
    assert describe(simon, "da").startswith("Ingen bunke; ")
    three = Game.new(2, 5, variant="spider-three-decks")
    assert describe(three, "en").startswith("Stock: 102 cards, 9 deals left; no sequence "
                                            "removed. Column 1: 4 hidden cards, then ")
    assert "column 12: 3 hidden cards, then " in describe(three, "en")
    wisp = Game.new(4, 5, variant="will-o-the-wisp")
    assert describe(wisp, "en").startswith("Stock: 31 cards, 5 deals left; ")


def test_a_deal_in_simple_simon_is_refused_in_words_that_fit_it() -> None:
    """Not "the stock is empty: all 0 deals are made": the game has no stock at all."""
    from spiderette_qt.engine import Game, IllegalMove
    from spiderette_qt.i18n.reasons import refusal_text

    with pytest.raises(IllegalMove) as caught:
        Game.new(1, 3, variant="simple-simon").deal()
    assert refusal_text(caught.value, "en") == "This game has no stock: there is nothing to deal"
    assert refusal_text(caught.value, "de") == \
        "Dieses Spiel hat keinen Talon: Es gibt nichts auszuteilen"
    wisp = Game.new(1, 3, variant="will-o-the-wisp")
    while wisp.can_deal():
        wisp.deal()
    with pytest.raises(IllegalMove) as caught:
        wisp.deal()
    assert refusal_text(caught.value, "en") == "The stock is empty: all 5 deals are made"
