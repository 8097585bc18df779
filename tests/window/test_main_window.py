"""The main window: every action once, preferences applied and remembered, dialogs."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from spiderette_qt.settings.preferences import Settings
from spiderette_qt.window.dialogs.about_dialog import AboutDialog
from spiderette_qt.window.dialogs.code_dialog import CodeDialog
from spiderette_qt.window.dialogs.new_game_dialog import NewGameDialog
from spiderette_qt.window.dialogs.rules_dialog import RulesDialog
from spiderette_qt.window.dialogs.shortcuts_dialog import ShortcutsDialog
from spiderette_qt.window.main_window import MainWindow

ACTION_NAMES = [
    "action_new_game", "action_restart", "action_play_code", "action_copy_code",
    "action_deal", "action_statistics", "action_undo", "action_redo",
    "action_double_click", "action_auto_place", "action_speed_off", "action_speed_fast",
    "action_speed_normal", "action_show_toolbar", "action_rules", "action_shortcuts",
    "action_about", "action_quit",
]


def action(window: MainWindow, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def close_dialog(window: MainWindow) -> None:
    dialog = window.current_dialog
    if dialog is not None:
        dialog.reject()
    QApplication.processEvents()


def test_every_action_has_a_name_and_is_in_a_menu(window):
    names = {a.objectName() for a in window.window_actions.all()}
    assert set(ACTION_NAMES) <= names
    menu_actions = set()
    for menu_name in ("menu_game", "menu_edit", "menu_settings", "menu_speed", "menu_help"):
        menu = window.findChild(type(window.menuBar().actions()[0].menu()), menu_name)
        assert menu is not None, menu_name
        menu_actions.update(a.objectName() for a in menu.actions())
    assert set(ACTION_NAMES) <= menu_actions


def test_standard_shortcuts(window):
    assert action(window, "action_new_game").shortcut().toString() == "Ctrl+N"
    assert action(window, "action_undo").shortcut().toString() == "Ctrl+Z"
    assert action(window, "action_rules").shortcut().toString() == "F1"
    assert action(window, "action_deal").shortcut().toString() == "D"
    assert not action(window, "action_quit").shortcut().isEmpty()


def test_every_action_triggered_once(window, qtbot, monkeypatch):
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)
    opened: dict[str, type] = {}
    for name in ACTION_NAMES:
        act = action(window, name)
        if not act.isEnabled():
            continue
        act.trigger()
        QApplication.processEvents()
        if window.current_dialog is not None:
            opened[name] = type(window.current_dialog)
            close_dialog(window)
    assert opened["action_new_game"] is NewGameDialog
    assert opened["action_play_code"] is CodeDialog
    assert opened["action_rules"] is RulesDialog
    assert opened["action_shortcuts"] is ShortcutsDialog
    assert opened["action_about"] is AboutDialog
    assert QApplication.clipboard().text() == window.game.code
    assert not window.isVisible()  # Quit closed the window


def test_deal_undo_redo_through_the_menu(window):
    game = window.game
    assert not action(window, "action_undo").isEnabled()
    action(window, "action_deal").trigger()
    window.presenter.finish_animations()
    assert game.deals_left == 3
    assert action(window, "action_undo").isEnabled()
    assert not action(window, "action_redo").isEnabled()
    assert window.status_panel.deals_label.text() == "Deals left: 3"
    action(window, "action_undo").trigger()
    window.presenter.finish_animations()
    assert game.deals_left == 4
    assert action(window, "action_redo").isEnabled()
    action(window, "action_redo").trigger()
    window.presenter.finish_animations()
    assert game.deals_left == 3
    assert window.status_panel.moves_label.text() == "Moves: 1"


def test_new_game_dialog_remembers_the_suit_count(window, settings):
    action(window, "action_new_game").trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, NewGameDialog)
    assert dialog.preselected_suits() == 1  # the last choice (the default, 1) is preselected
    dialog.buttons[4].click()
    QApplication.processEvents()
    assert window.game.suits == 4
    assert settings.suits == 4
    assert window.status_panel.code().startswith("SD4-")
    action(window, "action_new_game").trigger()
    assert window.current_dialog.preselected_suits() == 4
    close_dialog(window)


def test_restart_replays_the_same_deal(window, monkeypatch):
    monkeypatch.setattr(QMessageBox, "exec", lambda self: QMessageBox.StandardButton.Yes)
    code = window.game.code
    window.presenter.deal()
    window.presenter.finish_animations()
    action(window, "action_restart").trigger()
    assert window.game.code == code
    assert window.game.moves == 0
    assert window.game.deals_left == 4


def test_settings_actions_apply_at_once_and_are_stored(window, settings):
    action(window, "action_double_click").trigger()
    assert window.presenter.double_click_moves is False
    assert settings.double_click is False
    action(window, "action_auto_place").trigger()
    assert window.presenter.auto_place is True
    assert settings.auto_place is True
    action(window, "action_speed_fast").trigger()
    assert settings.animation_speed == "fast"
    action(window, "action_show_toolbar").trigger()
    assert not window.toolbar.isVisible()
    assert settings.toolbar is False


def test_a_new_window_reads_the_preferences_back(qtbot, settings_path):
    first_store = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    first_store.double_click = False
    first_store.auto_place = True
    first_store.suits = 2
    first_store.toolbar = False
    first_store.animation_speed = "off"
    first_store.sync()
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window.presenter.double_click_moves is False
    assert window.presenter.auto_place is True
    assert window.game.suits == 2
    assert not window.toolbar.isVisible()
    assert not action(window, "action_show_toolbar").isChecked()
    assert action(window, "action_speed_off").isChecked()


def test_window_geometry_is_remembered(qtbot, settings_path):
    def open_window() -> MainWindow:
        settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
        window = MainWindow(settings)
        qtbot.addWidget(window)
        return window

    first = open_window()
    first.resize(700, 500)  # within the offscreen screen (800x600)
    first.show()
    first.close()
    second = open_window()
    assert second.size().width() == 700
    assert second.size().height() == 500


def test_corrupt_settings_file_gives_a_working_window(qtbot, settings_path):
    settings_path.write_text(
        "[General]\ndouble_click=banana\nsuits=7\ngeometry=@ByteArray(xx)\n"
        "window_state=@ByteArray(yy)\nanimation_speed=42\ntoolbar=perhaps\n",
        encoding="utf-8",
    )
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    assert window.game.suits == 1
    assert window.presenter.double_click_moves is True
    assert window.toolbar.isVisible()
    from spiderette_qt.window.chrome import fit

    assert window.size() == fit.first_size(fit.available_geometry(window))  # the default
    assert action(window, "action_speed_normal").isChecked()


def test_shortcuts_dialog_lists_the_shortcuts(window):
    action(window, "action_shortcuts").trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, ShortcutsDialog)
    rows = dict(dialog.rows())
    assert rows["New Game"] == "Ctrl+N"
    assert rows["Deal"] == "D"
    assert rows["Rules"] == "F1"
    # The focused first row is selected: a screen reader must not hear "not selected".
    assert [i.row() for i in dialog.table.selectionModel().selectedRows()] == [0]
    assert dialog.table.currentRow() == 0
    close_dialog(window)


def test_about_names_version_license_and_qt(window):
    import PySide6
    from PySide6.QtCore import qVersion

    import spiderette_qt

    action(window, "action_about").trigger()
    text = window.current_dialog.text.text()
    assert spiderette_qt.__version__ in text
    assert "GPL-3.0-or-later" in text
    assert qVersion() in text and PySide6.__version__ in text
    close_dialog(window)


def test_rules_dialog_shows_the_rules(window):
    action(window, "action_rules").trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, RulesDialog)
    assert "ace" in dialog.browser.toPlainText().lower()
    assert dialog.result() == QDialog.DialogCode.Rejected  # still open, not accepted
    close_dialog(window)


def test_statistics_open_on_the_difficulty_being_played(window):
    from spiderette_qt.engine import Game
    from spiderette_qt.window.dialogs.statistics_dialog import StatisticsDialog

    window.session.start_game(Game.new(2))
    action(window, "action_statistics").trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, StatisticsDialog)
    assert dialog.current_suits() == 2
    close_dialog(window)
