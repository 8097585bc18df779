"""The always-visible panel under the table: score, moves, deals left, sequences, game code.

The game code is a selectable label with a copy button beside it, so the player can read it
aloud, select it, or copy it with one click.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QGuiApplication
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget

from spiderette_qt.window.chrome.clock_label import PairLabel

if TYPE_CHECKING:
    from spiderette_qt.session import TableStatus


class StatusPanel(QFrame):
    """Counters and the game code; `set_*` methods are slots for the presenter's signals."""

    codeCopied = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("status_panel")
        self.setFrameShape(QFrame.Shape.NoFrame)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 4, 12, 4)
        layout.setSpacing(20)
        self.score_label = self._counter("score_label")
        self.moves_label = self._counter("moves_label")
        self.deals_label = self._counter("deals_label")
        self.removed_label = self._counter("removed_label")
        # The game clock (window/clock_driver): plain text, as it changes every second.
        self.time_label = PairLabel(self)
        self.time_label.setObjectName("time_label")
        for label in (self.score_label, self.moves_label, self.deals_label, self.removed_label,
                      self.time_label):
            layout.addWidget(label)
        layout.addStretch(1)
        self.code_caption = QLabel(self)
        self.code_label = QLabel("", self)
        self.code_label.setObjectName("code_label")
        self.code_label.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextSelectableByMouse
            | Qt.TextInteractionFlag.TextSelectableByKeyboard
        )
        # A font, not a style sheet: a label with a sheet keeps the text colour of the
        # palette it was polished with, so a run-time switch to dark left it near-black.
        font = QFont(self.code_label.font())
        font.setFamilies(["monospace"])
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setBold(True)
        self.code_label.setFont(font)
        self.copy_button = QPushButton(self)
        self.copy_button.setObjectName("copy_code_button")
        self.copy_button.setMinimumHeight(32)
        # Tab reaches it, a click does not take the focus: the table keys (Space, arrows)
        # must not stay on the button and copy again after one click.
        self.copy_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.copy_button.clicked.connect(self.copy_code)
        layout.addWidget(self.code_caption)
        layout.addWidget(self.code_label)
        layout.addWidget(self.copy_button)
        # Placeholders until the presenter reports the game (gameStarted sets them all).
        self._values = {"score": 0, "moves": 0, "deals": 0, "removed": 0, "sequences": 0}
        self._status: TableStatus | None = None  # the last figures shown
        self._time = "0:00"
        self._system = "windows"  # the scoring system the score is in (Settings › Scoring)
        self.retranslate()

    def set_compact(self) -> None:
        """Tighter, for a small screen where the panel shares the status bar's row."""
        layout = self.layout()
        assert layout is not None  # built in __init__
        layout.setContentsMargins(4, 0, 4, 0)
        layout.setSpacing(10)
        self.copy_button.setMinimumHeight(0)

    def retranslate(self) -> None:
        """Captions and tool tips again in the language installed now (values kept)."""
        self.code_caption.setText(self.tr("Game code:"))
        self.code_label.setToolTip(self.tr("Select the code, or press Copy"))
        self.copy_button.setText(self.tr("Copy"))
        self.copy_button.setToolTip(self.tr("Copy the game code to the clipboard"))
        values = self._values
        self.set_score(values["score"])
        self.set_moves(values["moves"])
        self.set_deals_left(values["deals"])
        self.set_removed(values["removed"])
        self.set_time(self._time)

    def _counter(self, name: str) -> PairLabel:
        # Plain text, as the clock: a rich-text label reports each change to a screen
        # reader as a text event of an interface it does not have (Qt's AT-SPI bridge
        # logged "Received text event for invalid interface" after every action).
        label = PairLabel(self)
        label.setObjectName(name)
        return label

    def set_score(self, score: int) -> None:
        self._values["score"] = score
        if self._system == "sun":
            caption = self.tr("Score (Sun):")
        elif self._system == "edderkop":
            caption = self.tr("Score (Edderkop):")
        else:
            caption = self.tr("Score:")
        self.score_label.set_pair(caption, str(score))

    def set_moves(self, moves: int) -> None:
        self._values["moves"] = moves
        self.moves_label.set_pair(self.tr("Moves:"), str(moves))

    def set_deals_left(self, deals: int) -> None:
        self._values["deals"] = deals
        self.deals_label.set_pair(self.tr("Deals left:"), str(deals))

    def set_removed(self, removed: int) -> None:
        self._values["removed"] = removed
        total = self._values["sequences"]
        shown = f"{removed}/{total}" if total else str(removed)
        self.removed_label.set_pair(self.tr("Sequences:"), str(shown))

    def set_sequences(self, total: int) -> None:
        """How many sequences win the game on the table (4 or 8): "Sequences: 3/8"."""
        self._values["sequences"] = total
        self.set_removed(self._values["removed"])

    def show_status(self, status: TableStatus) -> None:
        """The session's figures after a change (window/wiring.py): the ones that changed,
        all of them the first time (the labels hold placeholders until then)."""
        before, self._status = self._status, status
        if before is None or status.sequences != before.sequences:
            self.set_sequences(status.sequences)
        self._system = status.system
        if before is None or (status.score, status.system) != (before.score, before.system):
            self.set_score(status.score)
        if before is None or status.moves != before.moves:
            self.set_moves(status.moves)
        if before is None or status.deals_left != before.deals_left:
            self.set_deals_left(status.deals_left)
        if before is None or status.removed != before.removed:
            self.set_removed(status.removed)

    def set_time(self, text: str) -> None:
        """The elapsed time, already formatted (m:ss)."""
        self._time = text
        self.time_label.set_pair(self.tr("Time:"), text)

    def set_code(self, code: str) -> None:
        self.code_label.setText(code)

    def code(self) -> str:
        return self.code_label.text()

    def copy_code(self) -> None:
        code = self.code()
        if code:
            QGuiApplication.clipboard().setText(code)
            self.codeCopied.emit(code)
