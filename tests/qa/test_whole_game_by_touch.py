"""A whole one-suit game won through the real window by touch only: a tap where the tap's
choice (best_target) is the line's move, a finger drag otherwise, taps on the stock.

Qt's offscreen screen is 800 x 600 and drops touch points outside it, so the window fits."""

from __future__ import annotations

from PySide6.QtCore import Qt

from spiderette_qt.engine import Game
from spiderette_qt.window.win_dialog import Celebration, WinDialog
from tests.qa.qa_helpers import (
    controller_of,
    drop_point,
    grab_point,
    make_window,
    run_first_id,
    stock_point,
    table_problems,
    touch_drag,
    touch_tap,
)
from tests.window.winning_line import DECK, LINE


def test_whole_game_won_by_touch(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "fast")
    controller = controller_of(window)
    controller.double_click_moves = False  # a tap moves whatever the double-click setting
    window.start_game(Game.from_deck(DECK, suits=1))
    game = controller.game
    top_left = window.mapToGlobal(controller.view.viewport().geometry().topLeft())
    assert top_left.x() >= 0 and top_left.y() >= 0
    taps = drags = 0
    for number, action in enumerate(LINE, start=1):
        if action == "D":
            touch_tap(controller, stock_point(controller))
        else:
            source, count, target = action
            start = grab_point(controller, run_first_id(controller, source, count))
            if game.best_target(source, count) == target:
                touch_tap(controller, start)
                taps += 1
            else:
                end = drop_point(controller, source, start, target)
                size = controller.view.viewport().size()
                assert 0 <= end.x() < size.width() and 0 <= end.y() < size.height()
                touch_drag(controller, start, end)
                drags += 1
        assert game.moves == number, f"action {number} {action} did not happen"
        qtbot.waitUntil(lambda: controller.idle, timeout=5000)
        assert table_problems(window) == [], f"after action {number} {action}"
    assert taps > 0 and drags > 0
    assert game.is_won and game.score == 843
    qtbot.waitUntil(lambda: window.celebration is not None and window.celebration.running,
                    timeout=5000)
    celebration = window.findChild(Celebration)
    assert celebration is not None and celebration.isVisible()
    qtbot.mouseClick(celebration, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog), timeout=5000)
    assert "843" in window.current_dialog.result_label.text()
    window.current_dialog.reject()
