"""Play a game code: a line edit checked as the player types, with the reason it is wrong.

For screen readers the reason is the line edit's accessible description: it is read with the
field when it gets the focus, and a changed description of the focused field is spoken as
the player types (Orca does both), so the red message is heard, not only seen. Play stays
disabled until the code is valid; that is why the reason has to reach the field itself (Tab
skips a disabled button). The field's clear button gets a name ("Clear the code") instead
of reading as an unnamed button.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from spiderette_qt.engine.codes import EXAMPLE, parse_code
from spiderette_qt.engine.errors import InvalidGameCode
from spiderette_qt.window.chrome.dark_style import error_colour
from spiderette_qt.window.dialogs.code_messages import code_problem_text


def clean_code(text: str) -> str:
    """The code as typed or pasted, without any spaces or line breaks, in capitals."""
    return "".join(text.split()).upper()


def code_problem(text: str) -> str | None:
    """Why `text` is not a game code (a sentence for the player), or None if it is one."""
    cleaned = clean_code(text)
    try:
        parse_code(cleaned)
    except InvalidGameCode as exc:
        return code_problem_text(cleaned, str(exc))
    return None


class CodeDialog(QDialog):
    """OK is enabled only while the text is a valid code; below it, what is wrong."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("code_dialog")
        self.setWindowTitle(self.tr("Play a Game Code"))
        layout = QVBoxLayout(self)
        prompt = QLabel(self.tr("Type or paste a game code, for example %1:").replace(
            "%1", EXAMPLE), self)
        prompt.setWordWrap(True)
        self.line_edit = QLineEdit(self)
        self.line_edit.setObjectName("code_edit")
        self.line_edit.setPlaceholderText(EXAMPLE)
        self.line_edit.setMinimumHeight(36)
        self.line_edit.setClearButtonEnabled(True)
        self._name_clear_button()
        prompt.setBuddy(self.line_edit)
        self.message = QLabel("", self)
        self.message.setObjectName("code_message")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.setMinimumHeight(self.fontMetrics().lineSpacing() * 3)
        self.message.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.button_box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.ok_button = self.button_box.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Play"))
        for button in self.button_box.buttons():
            button.setMinimumHeight(40)
        self.button_box.accepted.connect(self.accept)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(prompt)
        layout.addWidget(self.line_edit)
        layout.addWidget(self.message)
        layout.addWidget(self.button_box)
        self.line_edit.textChanged.connect(self._validate)
        self.setMinimumWidth(460)
        self._validate(self.line_edit.text())
        self.line_edit.setFocus()

    def _name_clear_button(self) -> None:
        """QLineEdit's clear button is a nameless tool button (its action has no text)."""
        name = self.tr("Clear the code")
        for action in self.line_edit.actions():
            action.setText(name)
            action.setToolTip(name)
        for button in self.line_edit.findChildren(QToolButton):
            button.setAccessibleName(name)
            button.setToolTip(name)

    def _validate(self, text: str) -> None:
        if not text.strip():
            # Nothing typed yet: no scolding, just not playable.
            self._show("")
            self.ok_button.setEnabled(False)
            return
        problem = code_problem(text)
        self.ok_button.setEnabled(problem is None)
        if problem is None:
            self.message.setStyleSheet("")
            self._show(self.tr("A valid code: press Play to start this deal."))
        else:
            # The red of the palette in use now (dark red on a dark window did not read).
            self.message.setStyleSheet(f"color: {error_colour(self.palette()).name()};")
            self._show(problem)

    def _show(self, text: str) -> None:
        self.message.setText(text)
        # Tied to the field: what a screen reader says with it (and when it changes).
        self.line_edit.setAccessibleDescription(text)

    def code(self) -> str:
        """The cleaned code (spaces removed, capitals), ready for Game.from_code."""
        return clean_code(self.line_edit.text())
