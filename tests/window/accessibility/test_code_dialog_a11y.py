"""Play a Game Code for screen readers: the reason a code is wrong is the field's
description, and the field's clear button has a name."""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QToolButton

from spiderette_qt.window.dialogs.code_dialog import CodeDialog, code_problem


def test_the_problem_is_the_fields_accessible_description(qtbot) -> None:
    dialog = CodeDialog()
    qtbot.addWidget(dialog)
    edit = dialog.line_edit
    assert edit.accessibleDescription() == ""
    edit.setText("SD1-S1-AAA")
    assert edit.accessibleDescription() == code_problem("SD1-S1-AAA") != ""
    # What the accessibility layer hands to a screen reader, not only the widget property.
    interface = QAccessible.queryAccessibleInterface(edit)
    assert interface.text(QAccessible.Text.Description) == code_problem("SD1-S1-AAA")
    edit.setText("SD1-S1-AAAAABD")
    assert edit.accessibleDescription() == "A valid code: press Play to start this deal."
    edit.clear()
    assert edit.accessibleDescription() == ""


def test_the_clear_button_is_named(qtbot) -> None:
    dialog = CodeDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.line_edit.setText("x")
    buttons = dialog.line_edit.findChildren(QToolButton)
    assert buttons
    for button in buttons:
        interface = QAccessible.queryAccessibleInterface(button)
        assert interface.text(QAccessible.Text.Name) == "Clear the code"

