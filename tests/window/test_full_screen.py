"""Settings › Full Screen (issue 21 §2): F11 and the menu item, Esc leaves, remembered."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from spiderette_qt.window.main_window import MainWindow


def _full(window: MainWindow) -> bool:
    return bool(window.windowState() & Qt.WindowState.WindowFullScreen)


def test_full_screen_is_a_settings_item_with_f11(window) -> None:
    action = window.window_actions.full_screen
    assert action in window.menu_settings.actions()
    assert action.isCheckable() and not action.isChecked()
    assert QKeySequence("F11") in action.shortcuts()
    assert action.shortcut() == QKeySequence("F11")  # the one the menu shows
    assert not _full(window)


def test_f11_goes_full_screen_and_back_and_is_remembered(window, settings, qtbot) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    assert _full(window) and window.window_actions.full_screen.isChecked()
    assert settings.full_screen is True
    qtbot.keyClick(window.view, Qt.Key.Key_F11)
    assert not _full(window) and not window.window_actions.full_screen.isChecked()
    assert settings.full_screen is False


def test_esc_leaves_full_screen_once_the_table_has_nothing_to_cancel(window, settings,
                                                                     qtbot) -> None:
    window.window_actions.full_screen.trigger()
    assert _full(window)
    qtbot.keyClick(window.view, Qt.Key.Key_1)  # the keyboard cursor on column 1
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # first Esc: the table hides its cursor
    assert _full(window)
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)  # then Esc is the window's
    assert not _full(window)
    assert settings.full_screen is False


def test_esc_in_a_normal_window_does_nothing(window, qtbot) -> None:
    qtbot.keyClick(window.view, Qt.Key.Key_Escape)
    assert not _full(window) and not window.window_actions.full_screen.isChecked()


def test_the_next_launch_opens_full_screen(settings, qtbot) -> None:
    settings.full_screen = True
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert _full(window) and window.window_actions.full_screen.isChecked()
    window.window_actions.full_screen.trigger()
    assert not _full(window)
    window.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)
    again.show()
    assert not _full(again)  # the saved geometry of a full-screen window does not decide


def test_a_full_screen_window_saved_on_quit_opens_as_the_setting_says(settings, qtbot) -> None:
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    window.window_actions.full_screen.trigger()
    window.save_now()  # the geometry saved while full screen
    settings.full_screen = False  # e.g. the player's own settings file says so
    again = MainWindow(settings)
    qtbot.addWidget(again)
    again.show()
    assert not _full(again)
