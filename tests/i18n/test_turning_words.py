"""Where did I lose?, said in each language: the ordinal, the cards, the undecided case."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game, Move
from spiderette_qt.i18n.turning_words import losing_action, ordinal, turning_sentence


@pytest.mark.parametrize(("number", "language", "text"), [
    (1, "en", "1st"), (2, "en", "2nd"), (3, "en", "3rd"), (11, "en", "11th"), (12, "en", "12th"),
    (13, "en", "13th"), (21, "en", "21st"), (37, "en", "37th"), (112, "en", "112th"),
    (1, "sv", "1:a"), (2, "sv", "2:a"), (11, "sv", "11:e"), (22, "sv", "22:a"), (37, "sv", "37:e"),
    (37, "de", "37."), (37, "tr", "37."), (37, "da", "37."),
])
def test_ordinals(number: int, language: str, text: str) -> None:
    assert ordinal(number, language) == text


def _game_and_move() -> tuple[Game, Move]:
    """A Spiderette deal and a legal move onto a card, found on its table."""
    for number in range(3, 60):
        game = Game.new(4, number)
        for move in game.legal_moves():
            if game.columns[move.target].visible:
                return game, move
    raise AssertionError("no deal with a move onto a card")


def test_the_sentence_names_the_cards_and_columns_in_every_language() -> None:
    game, move = _game_and_move()
    moved = game.columns[move.source].visible[-move.count]
    onto = game.columns[move.target].visible[-1]
    step = losing_action(game, move, 37, "en")
    english = turning_sentence(36, "unwinnable", step, "en")
    from spiderette_qt.i18n.card_names import card_name

    assert english == (f"Winnable until your 37th action; {card_name(moved)} onto "
                       f"{card_name(onto)} (column {move.source + 1} to {move.target + 1}) "
                       "lost it.")
    for language, marks in (("sv", ("37:e", "förlorade")), ("de", ("37.", "verloren")),
                            ("tr", ("37.", "kaybettirdi")), ("da", ("37.", "tabte"))):
        said = turning_sentence(36, "unwinnable", losing_action(game, move, 37, language),
                                language)
        assert all(mark in said for mark in marks), said
        assert card_name(moved, language) in said


def test_undecided_and_never_winnable_are_said_as_such() -> None:
    game, move = _game_and_move()
    step = losing_action(game, move, 5, "en")
    assert "could not decide" in turning_sentence(4, "unknown", step, "en")
    assert "lost it" not in turning_sentence(4, "unknown", step, "en")
    assert turning_sentence(None, "unwinnable", None, "en").startswith(
        "This deal could not be won")
    assert "could not decide" in turning_sentence(None, "unknown", None, "en")
    assert turning_sentence(9, "winnable", None, "en").startswith("Nothing is lost yet")
    dealt = losing_action(game, None, 5, "en")
    assert turning_sentence(4, "unwinnable", dealt, "en") == \
        "Winnable until your 5th action; the deal lost it."
