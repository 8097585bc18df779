"""A whole one-suit game won through the real window with the mouse only: drags for moves
(or double-clicks where the move is the double-click's choice), clicks on the stock for
deals, animations at "fast" and every gesture waiting for the table to settle."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spiderette_qt.engine import Game
from spiderette_qt.window.win_dialog import Celebration, WinDialog
from tests.qa.qa_helpers import (
    controller_of,
    double_click,
    drop_point,
    grab_point,
    make_window,
    mouse_drag,
    run_first_id,
    stock_point,
    table_problems,
)
from tests.window.winning_line import DECK, LINE

WON_SCORE = 500 - len(LINE) + 400  # 57 actions, 4 sequences: 843


@pytest.mark.parametrize("double_clicks", [False, True], ids=["drags", "double-clicks"])
def test_whole_game_won_with_the_mouse(qtbot, settings_path, double_clicks):
    window = make_window(qtbot, settings_path, "fast")
    controller = controller_of(window)
    window.start_game(Game.from_deck(DECK, suits=1))
    game = controller.game
    viewport = controller.view.viewport()
    clicks = 0
    for number, action in enumerate(LINE, start=1):
        if action == "D":
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, stock_point(controller))
        else:
            source, count, target = action
            start = grab_point(controller, run_first_id(controller, source, count))
            if double_clicks and game.best_target(source, count) == target:
                double_click(viewport, start)
                clicks += 1
            else:
                mouse_drag(controller, start, drop_point(controller, source, start, target))
        assert game.moves == number, f"action {number} {action} did not happen"
        qtbot.waitUntil(lambda: controller.idle, timeout=5000)
        assert table_problems(window) == [], f"after action {number} {action}"
    if double_clicks:
        assert clicks >= 20  # most of the line is the double-click's choice
    assert game.is_won
    assert game.score == WON_SCORE == 843
    assert "<b>843</b>" in window.status_panel.score_label.text()
    assert "<b>4/4</b>" in window.status_panel.removed_label.text()
    qtbot.waitUntil(lambda: window.celebration is not None and window.celebration.running,
                    timeout=5000)
    celebration = window.findChild(Celebration)
    assert celebration is not None and celebration.isVisible()
    qtbot.mouseClick(celebration, Qt.MouseButton.LeftButton)  # skip the rest of it
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog), timeout=5000)
    panel = window.current_dialog
    assert panel.isVisible()
    assert "843" in panel.result_label.text() and "57" in panel.result_label.text()
    assert window.statistics.for_suits(1).won == 1
    panel.reject()
