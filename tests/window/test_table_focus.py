"""The table takes the keys back whenever the window is active and no dialog is open: after
a bad record's error, a language switch and the shortcuts dialog, digits and arrows did
nothing (H still worked) until a click on the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def _close_current(window, qtbot) -> None:
    dialog = window.current_dialog
    assert dialog is not None
    dialog.reject()
    qtbot.waitUntil(lambda: window.current_dialog is None)
    window.activateWindow()  # the window manager's part (the offscreen platform has none)
    qtbot.waitUntil(window.isActiveWindow)


def test_after_a_dialog_the_table_takes_the_keys_again(window, qtbot) -> None:
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    copy = window.status_panel.copy_button
    copy.setFocus()  # where the focus drifted: a click on Copy, a toolbar button...
    qtbot.waitUntil(copy.hasFocus)
    window.show_shortcuts()
    _close_current(window, qtbot)
    window.language.set_language("sv")
    window.language.set_language("en")
    window.show_about()
    _close_current(window, qtbot)
    qtbot.waitUntil(window.view.hasFocus)
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_3)
    keyboard = window.presenter.keyboard
    assert keyboard.state.shown and keyboard.state.column == 2


def test_a_text_field_of_the_window_keeps_its_keys(window, qtbot) -> None:
    from PySide6.QtWidgets import QLineEdit

    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    field = QLineEdit(window.status_panel)
    field.show()
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    window.table_focus.restore()
    assert field.hasFocus()
