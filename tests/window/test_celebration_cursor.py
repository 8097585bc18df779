"""The keyboard cursor is not drawn over the win celebration (issue 21): it stayed on the
table, an outline among the falling cards."""

from __future__ import annotations

from PySide6.QtCore import Qt

from spiderette_qt.table import durations
from spiderette_qt.window.main_window import MainWindow
from tests.window.winning_line import nearly_won_game


def test_the_keyboard_cursor_hides_while_the_cards_celebrate(qtbot, settings) -> None:
    settings.animation_speed = "normal"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.started)
    game, last = nearly_won_game()
    window.session.start_game(game)
    keyboard = window.presenter.keyboard
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the player plays with the keys
    assert keyboard.selection.isVisible()
    window.presenter.move(*last)
    window.presenter.finish_animations()
    shown = window.win_show
    qtbot.waitUntil(lambda: shown.celebration is not None and shown.celebration.running)
    assert not keyboard.selection.isVisible() and not keyboard.target.isVisible()
    window.win_show.celebration.skip()
    durations.set_speed("off")
