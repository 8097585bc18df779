"""The saved game comes back at start-up; a damaged save is told once, not fatal."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from spiderette_qt.persistence import SaveStore
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.window.main_window import MainWindow


def shown(window) -> str:
    """What the window tells about its files: the message bar above the table (issue 13)."""
    bar = window.message_bar
    return " ".join(bar.messages()) if not bar.isHidden() else ""


def open_window(qtbot, settings_path, resume: bool) -> MainWindow:
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, resume=resume)
    qtbot.addWidget(window)
    window.show()
    return window


def test_the_game_is_saved_after_each_action_and_resumed(qtbot, settings_path):
    first = open_window(qtbot, settings_path, resume=False)
    code = first.game.code
    first.presenter.deal()
    first.presenter.finish_animations()
    saved = SaveStore().load().game
    assert saved is not None and saved.moves == 1 and saved.code == code
    first.close()
    second = open_window(qtbot, settings_path, resume=True)
    assert second.game.code == code
    assert second.game.moves == 1
    assert second.game.deals_left == 3
    assert second.game.can_undo


def test_a_damaged_save_starts_a_new_game_and_says_so(qtbot, settings_path):
    path = SaveStore().path
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    window = open_window(qtbot, settings_path, resume=True)
    assert window.game is not None and window.game.moves == 0
    assert "saved game" in shown(window).lower()
