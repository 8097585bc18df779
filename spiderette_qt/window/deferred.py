"""Work that the first frame does not need runs after the first paint of the table.

Start-up is measured to the first visible frame; anything not on it (menu icons, a theme's
finishing touches) waits for that paint, then runs once from the event loop.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def __init__(self, widget: QWidget, work: Callable[[], None], at_most_ms: int | None) -> None:
        super().__init__(widget)
        self._work: Callable[[], None] | None = work
        self._widget = widget
        widget.installEventFilter(self)
        if at_most_ms is not None:
            QTimer.singleShot(at_most_ms, self, self._run)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self._widget and event.type() == QEvent.Type.Paint:
            self._widget.removeEventFilter(self)
            QTimer.singleShot(0, self, self._run)  # after this paint reached the screen
        return False

    def _run(self) -> None:
        work, self._work = self._work, None
        if work is not None:  # once: the paint or the deadline, whichever comes first
            self._widget.removeEventFilter(self)
            work()
            self.deleteLater()


def after_first_paint(widget: QWidget, work: Callable[[], None], *,
                      at_most_ms: int | None = None) -> None:
    """Run `work` once, soon after `widget` first paints, or after `at_most_ms` if it has
    not painted by then (started minimised, never shown)."""
    _FirstPaint(widget, work, at_most_ms)
