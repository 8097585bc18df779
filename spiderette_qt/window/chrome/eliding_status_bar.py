"""A status bar whose messages end in "…" when they do not fit, never cut mid-word.

QStatusBar draws a message clipped where its permanent widgets begin. With the compact chrome
of a small screen (window/chrome/fit.py) the status panel sits in the status bar's row, and a move's
message ("4 cards moved to column 7; king of spades turned up") was cut off mid-word at
1024x600. This one shortens the message to the room there is, with an ellipsis, and keeps the
whole text as the bar's tooltip and as currentMessage() (what the game said; the screen
reader hears it whole from the announcer in any case).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStatusBar, QWidget

#: Room left of the first permanent widget (QStatusBar's own margins and item spacing).
MARGIN = 12


class ElidingStatusBar(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._shown = ""
        self.messageChanged.connect(self._message_changed)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:  # noqa: N802 - Qt's
        self._full = text
        self._shown = self.fitted(text)
        self.setToolTip(text if self._shown != text else "")
        super().showMessage(self._shown, timeout or 0)

    def currentMessage(self) -> str:  # noqa: N802 - Qt's name
        shown = super().currentMessage()
        return self._full if shown and shown == self._shown else shown

    def fitted(self, text: str) -> str:
        """`text` as it fits left of the permanent widgets."""
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight,
                                             self.message_room())

    def message_room(self) -> int:
        """The width a message has: up to the first permanent widget (or the size grip)."""
        right = self.width()
        for child in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if child.isVisible() and child.x() > 0:
                right = min(right, child.x())
        return max(0, right - MARGIN)

    def _message_changed(self, text: str) -> None:
        if not text:  # the message timed out or was cleared
            self.setToolTip("")
