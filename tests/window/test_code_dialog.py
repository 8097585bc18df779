"""Play a game code: validation as you type, and the code reaching the table."""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from spiderette_qt.window.dialogs.code_dialog import CodeDialog, clean_code, code_problem


def test_ok_is_disabled_until_the_code_is_valid(qtbot):
    dialog = CodeDialog()
    qtbot.addWidget(dialog)
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.text() == ""
    dialog.line_edit.setText("SD3-S1-AAAAAAA")
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.text() != ""
    assert dialog.message.text() == code_problem("SD3-S1-AAAAAAA")
    assert "SD1, SD2 or SD4" in dialog.message.text()
    dialog.line_edit.setText("SD1-S1-AAAAABD")
    assert dialog.ok_button.isEnabled()
    assert dialog.code() == "SD1-S1-AAAAABD"


def test_the_message_says_what_is_wrong(qtbot):
    dialog = CodeDialog()
    qtbot.addWidget(dialog)
    for bad in ("hello", "SD1-S1-AAA", "SD1-S9-AAAAAAA", "SD1-S1-AAAAAA1"):
        dialog.line_edit.setText(bad)
        assert not dialog.ok_button.isEnabled(), bad
        assert dialog.message.text() == code_problem(bad)
        assert "SD1-S1-AAAAABD" in dialog.message.text()  # what a code looks like


def test_spaces_and_lowercase_are_accepted(qtbot):
    dialog = CodeDialog()
    qtbot.addWidget(dialog)
    dialog.line_edit.setText("  sd2 - s1 - aaaa abd \n")
    assert dialog.ok_button.isEnabled()
    assert dialog.code() == "SD2-S1-AAAAABD"
    assert clean_code(" sd4-s1-zzzzzzz ") == "SD4-S1-ZZZZZZZ"


def test_a_code_from_the_menu_starts_that_deal(window):
    window.findChild(QAction, "action_play_code").trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, CodeDialog)
    dialog.line_edit.setText("sd4-s1-aaaaabd")
    dialog.ok_button.click()
    QApplication.processEvents()
    assert window.game.code == "SD4-S1-AAAAABD"
    assert window.game.suits == 4
    assert window.status_panel.code() == "SD4-S1-AAAAABD"


def test_play_code_refuses_a_bad_code_without_losing_the_game(window):
    code = window.game.code
    assert window.choices.play_code("not a code") is False
    assert window.game.code == code
    assert window.statusBar().currentMessage() != ""
