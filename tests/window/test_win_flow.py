"""Winning: the last move through the presenter, the celebration, the panel, a new game."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from spiderette_qt.window.dialogs.win_dialog import Celebration, WinDialog
from tests.window.winning_line import nearly_won_game


def test_last_move_wins_and_the_panel_offers_a_new_game(window, qtbot):
    game, last = nearly_won_game()
    window.session.start_game(game)
    assert window.game is game
    window.presenter.move(*last)
    window.presenter.finish_animations()
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog))
    assert game.is_won
    panel = window.current_dialog
    assert str(game.score) in panel.result_label.text()
    assert str(game.moves) in panel.result_label.text()
    assert game.score == 500 - game.moves + 400
    assert window.session.statistics.for_suits(1).won == 1
    assert not window.session.save_store.path.exists()  # a won game is not resumed
    panel.new_game_button.click()
    QApplication.processEvents()
    assert window.game is not game
    assert window.game.moves == 0
    assert not window.game.is_won


def test_close_keeps_the_won_table(window, qtbot):
    game, last = nearly_won_game()
    window.session.start_game(game)
    window.presenter.move(*last)
    window.presenter.finish_animations()
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog))
    window.current_dialog.close_button.click()
    QApplication.processEvents()
    assert window.game is game


def test_celebration_runs_and_a_click_skips_it(celebrating_window, qtbot):
    window = celebrating_window
    celebration = window.findChild(Celebration)
    assert celebration is not None and celebration.isVisible()
    assert window.current_dialog is None  # the panel waits for the celebration
    qtbot.mouseClick(celebration, Qt.MouseButton.LeftButton)
    assert not celebration.isVisible()
    assert isinstance(window.current_dialog, WinDialog)
    window.current_dialog.reject()


def test_the_last_move_of_a_spider_game_wins_it(window, qtbot):
    from spiderette_qt.engine import Game
    from tests.qa.winning_lines import SPIDER_CODE, SPIDER_LINE, play

    game = play(Game.from_code(SPIDER_CODE), SPIDER_LINE[:-1])
    last = SPIDER_LINE[-1]
    assert isinstance(last, tuple) and not game.is_won and game.removed == 7
    window.session.start_game(game)
    window.presenter.move(*last)
    window.presenter.finish_animations()
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog))
    assert game.is_won and game.removed == 8
    assert window.status_panel.removed_label.value == "8/8"
    assert str(game.score) in window.current_dialog.result_label.text()
    assert game.score == 500 - game.moves + 800
    window.current_dialog.reject()
