"""Work that the first frame does not need runs after the first paint of the table.

Start-up is measured to the first visible frame; anything not on it (menu icons, a theme's
finishing touches) waits for that paint, then runs once from the event loop.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, work: Callable[[], None]) -> None:
        super().__init__(widget)
        self._work = work
        self._widget = widget
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # after this paint reached the screen
        return False

    def _run(self) -> None:
        self._work()
        self.deleteLater()


def after_first_paint(widget: QWidget, work: Callable[[], None]) -> None:
    """Run `work` once, soon after `widget` first paints."""
    _FirstPaint(widget, work)
