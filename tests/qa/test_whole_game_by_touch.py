"""Whole games won through the real window by touch only: a tap where the tap's choice
(best_target) is the line's move, a finger drag otherwise, taps on the stock: a one-suit
Spiderette deal and a one-suit Spider deal, animations off except the first ANIMATED
actions of the Spiderette game (see test_whole_game_by_mouse).

Qt's offscreen screen is 800 x 600 and drops touch points outside it, so the window fits."""

from __future__ import annotations

import pytest

from tests.qa.qa_helpers import make_window, play_line, presenter_of
from tests.qa.test_whole_game_by_mouse import ANIMATED, GAMES, finish_the_win


@pytest.mark.parametrize("variant", ["spiderette", "spider"])
def test_whole_game_won_by_touch(qtbot, settings_path, variant):
    make_game, line, sequences = GAMES[variant]
    window = make_window(qtbot, settings_path, "off")
    presenter = presenter_of(window)
    presenter.double_click_moves = False  # a tap moves whatever the double-click setting
    window.session.start_game(make_game())
    game = presenter.game
    top_left = window.mapToGlobal(presenter.view.viewport().geometry().topLeft())
    assert top_left.x() >= 0 and top_left.y() >= 0
    counts = play_line(window, qtbot, line, "touch",
                       ANIMATED if variant == "spiderette" else 0)
    assert counts["taps"] > 0 and counts["drags"] > 0
    if variant == "spider":  # late in the game a finger spreads the long columns to choose
        assert counts["spreads"] > 0
    finish_the_win(window, qtbot, game, sequences)
