"""The answer to Where Did I Lose?: the sentence, and the ways on from it.

One sentence (shown, and spoken by the feature), then buttons, each a step the keyboard
reaches with Tab or its mnemonic: the replay opened at the action that lost the game (marked
there), the winning line from the last winnable position, and Try From Here (a practice game
from that position). A button shows only when its step exists: a deal never winnable has no
last winnable position.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal, SignalInstance
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class TurningDialog(QDialog):
    """`sentence` and the steps; the signals say which step the player chose."""

    replayChosen = Signal()
    lineChosen = Signal()
    tryChosen = Signal()

    def __init__(self, sentence: str, deal: str, *, has_position: bool, has_line: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("where_lost")
        self.setWindowTitle(self.tr("Where Did I Lose?"))
        layout = QVBoxLayout(self)
        heading = QLabel(deal, self)
        font = heading.font()
        font.setBold(True)
        heading.setFont(font)
        layout.addWidget(heading)
        self.sentence = QLabel(sentence, self)
        self.sentence.setObjectName("where_lost_sentence")
        self.sentence.setWordWrap(True)
        self.sentence.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        font = self.sentence.font()
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.sentence.setFont(font)
        layout.addWidget(self.sentence)
        # The screen reader reads the dialog's description when it opens (Orca, NVDA).
        self.setAccessibleDescription(sentence)
        note = QLabel(self.tr(
            "The solver knows every card, face-down ones included; a hint never does."), self)
        note.setWordWrap(True)
        note.setEnabled(False)
        layout.addWidget(note)
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        steps: tuple[tuple[str, str, SignalInstance | None, bool], ...] = (
            ("replay", self.tr("Show in the &Replay"), self.replayChosen, has_position),
            ("line", self.tr("Show the &Winning Line"), self.lineChosen, has_line),
            ("try", self.tr("&Try From Here"), self.tryChosen, has_position),
            ("close", self.tr("Close"), None, True),
        )
        for name, text, signal, shown in steps:
            button = QPushButton(text, self)
            button.setObjectName(f"where_lost_{name}")
            button.setMinimumHeight(36)
            button.setVisible(shown)
            button.setAutoDefault(False)
            if signal is None:
                button.clicked.connect(self.reject)
            elif name == "try":  # a new game on the table: this answer is done
                button.clicked.connect(self._try)
            else:  # the replay and the line open over this answer, which stays for the next
                button.clicked.connect(signal)
            row.addWidget(button)
            self.buttons[name] = button
        first = next(b for b in self.buttons.values() if not b.isHidden())
        first.setDefault(True)
        first.setFocus()
        layout.addLayout(row)
        self.setMinimumWidth(560)

    def _try(self) -> None:
        self.accept()
        self.tryChosen.emit()


__all__ = ["TurningDialog"]
