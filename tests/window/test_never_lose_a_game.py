"""Issue 13, "Never lose a game", through the real window and presenter.

Each test failed before the fix: Undo un-won a won table; a restart or New Game could not be
undone; "Don't ask again" could not be turned back on; the win panel's New Game took the last
difficulty chosen elsewhere; a damaged save was told in a status-bar text that faded.
"""

from __future__ import annotations

import json

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox

from spiderette_qt.engine import Game
from spiderette_qt.persistence import SaveStore
from spiderette_qt.persistence.background_writer import flush_all
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.window.dialogs.win_dialog import WinDialog
from spiderette_qt.window.main_window import MainWindow
from tests.window.test_confirmation import FakeBox
from tests.window.winning_line import nearly_won_game


def play_some(window, deals: int = 2) -> None:
    for _ in range(deals):
        assert window.presenter.deal()
    window.presenter.finish_animations()


def win(window, qtbot):
    game, last = nearly_won_game()
    window.session.start_game(game)
    window.presenter.move(*last)
    window.presenter.finish_animations()
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog))
    return game, window.current_dialog


def test_a_won_game_stays_won_undo_is_off(window, qtbot):
    game, panel = win(window, qtbot)
    assert not window.window_actions.undo.isEnabled()
    assert not window.window_actions.redo.isEnabled()
    assert window.presenter.undo() is False
    assert game.is_won and window.game is game
    panel.close_button.click()
    window.window_actions.undo.trigger()
    assert game.is_won


def test_the_win_panel_offers_restart_and_statistics(window, qtbot):
    game, panel = win(window, qtbot)
    panel.restart_button.click()
    QApplication.processEvents()
    assert window.game is not game and window.game.moves == 0
    assert window.game.deck == game.deck  # the same deal again
    _game, panel = win(window, qtbot)  # the same score again: equal, not a new best
    best = window.session.statistics.for_suits(1).best_score
    assert panel.record_label.text() == f"Best score: {best}\nWinning streak: 2"
    panel.statistics_button.click()
    QApplication.processEvents()
    assert window.current_dialog is not None
    assert window.current_dialog.objectName() == "statistics_dialog"
    window.current_dialog.reject()


def test_the_win_panels_new_game_is_the_won_games_difficulty(window, qtbot, settings):
    settings.suits = 4  # chosen elsewhere, after this deal was started
    game, panel = win(window, qtbot)
    assert game.suits == 1
    assert "Easy" in panel.new_game_button.text()
    assert panel.record_label.text() == "A new best score!\nWinning streak: 1"
    panel.new_game_button.click()
    QApplication.processEvents()
    assert window.game is not game
    assert (window.game.suits, window.game.variant.key) == (1, "spiderette")


def test_undo_right_after_restart_brings_the_left_game_back(window, monkeypatch):
    FakeBox(monkeypatch, QMessageBox.StandardButton.Yes)
    play_some(window)
    left = window.game
    before = window.session.statistics.to_json()
    window.choices.restart_deal()
    assert window.game is not left and window.game.moves == 0
    assert window.window_actions.undo.isEnabled()
    window.window_actions.undo.trigger()
    assert window.game is left and left.deals_left == 2
    assert window.session.statistics.to_json() == before  # leaving it counted nothing in the end
    assert SaveStore().load().game.to_json() == left.to_json()  # and it is the saved game


def test_undo_right_after_new_game_brings_the_left_game_back(window, monkeypatch):
    FakeBox(monkeypatch, QMessageBox.StandardButton.Yes)
    play_some(window)
    left = window.game
    window.choices.new_game_chosen(2)
    assert window.game.suits == 2 and window.session.statistics.for_suits(1).lost == 1
    window.presenter.undo()
    assert window.game is left
    assert window.session.statistics.for_suits(1).lost == 0
    assert window.session.statistics.current_deal_id == left.code


def test_once_the_new_game_is_played_undo_stays_in_it(window, monkeypatch):
    FakeBox(monkeypatch, QMessageBox.StandardButton.Yes)
    play_some(window)
    left = window.game
    window.choices.restart_deal()
    play_some(window, 1)
    fresh = window.game
    assert window.presenter.undo()
    assert window.game is fresh and not fresh.can_undo
    assert not window.window_actions.undo.isEnabled()
    assert window.presenter.undo() is False
    assert window.game is not left


def test_dont_ask_again_can_be_turned_back_on_in_settings(window, monkeypatch, settings):
    box = FakeBox(monkeypatch, QMessageBox.StandardButton.Yes, tick_dont_ask=True)
    play_some(window)
    window.choices.restart_deal()
    assert settings.confirm_new_game is False
    action = window.play_settings.ask_before_leaving
    assert not action.isChecked()
    assert action in window.menu_settings.actions()
    action.trigger()
    assert settings.confirm_new_game is True
    box.tick = False
    play_some(window)
    window.choices.restart_deal()
    assert box.calls == 2  # asked again


def test_a_damaged_save_is_told_in_a_bar_that_stays(qtbot, settings_path):
    folder = data_dir()
    (folder / "savegame.json").write_text("{ damaged", encoding="utf-8")
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    window = MainWindow(settings, resume=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    bar = window.message_bar
    kept = sorted(folder.glob("savegame.corrupt-*.json"))
    assert len(kept) == 1
    assert bar.isVisible()
    text = bar.text_label.text()
    assert text.startswith("The saved game was damaged") and text.endswith(kept[0].name + ".")
    assert bar.text_label.wordWrap()  # in full at any width, not cut off
    assert bar.details_button.isVisible() and str(folder) in bar.details()
    play_some(window)  # playing on does not take it away; only the player does
    assert bar.isVisible()
    bar.close_button.click()
    assert not bar.isVisible()


def test_a_newer_game_of_another_window_is_not_overwritten(window, qtbot):
    play_some(window, 1)
    other = SaveStore()
    other.load()
    newer = Game.from_code("SD4-S1-CCCCCCC")
    newer.deal()
    assert other.save(newer)
    play_some(window, 1)  # this window's save is refused, and it says so
    assert SaveStore().load().game.code == "SD4-S1-CCCCCCC"
    bar = window.message_bar
    assert bar.isVisible() and "Another Spiderette window" in bar.text_label.text()
    bar.action_button.click()  # "Save This Game": the player chooses this one
    assert SaveStore().load().game.code == window.game.code


def test_the_elapsed_time_is_shown_and_saved(window, settings):
    window.session.reset_clock(65_000)
    play_some(window, 1)
    assert "1:05" in window.status_panel.time_label.text()
    flush_all()  # the save is written off the GUI thread
    data = json.loads((data_dir() / "savegame.json").read_text())
    assert data["elapsed_ms"] >= 65_000
    window.play_settings.show_time.trigger()
    assert not window.status_panel.time_label.isVisible() and settings.show_time is False


def test_minimising_the_window_stops_the_clock(window):
    play_some(window, 1)
    window.showMinimized()
    QApplication.processEvents()
    assert not window.session.clock.ticking
    window.showNormal()
    QApplication.processEvents()
    assert window.session.clock.ticking
