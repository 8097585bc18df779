"""Work that the first frame does not need runs after the first paint of the table.

Start-up is measured to the first visible frame; anything not on it (menu icons, a theme's
finishing touches) waits for that paint, then runs once from the event loop.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

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


class _Steps(QObject):
    def __init__(self, parent: QObject, steps: Iterator[None], start_after_ms: int) -> None:
        super().__init__(parent)
        self._steps = steps
        self._timer = QTimer(self)
        self._timer.setInterval(0)  # a step per event-loop turn: input and paints come between
        self._timer.timeout.connect(self._step)
        QTimer.singleShot(start_after_ms, self, self._timer.start)

    def _step(self) -> None:
        try:
            next(self._steps)
        except StopIteration:
            self._timer.stop()
            self.deleteLater()


def in_idle_steps(parent: QObject, steps: Iterator[None], *, start_after_ms: int = 0) -> None:
    """Run `steps` (a generator doing a little work between yields) one step per event-loop
    turn, from `start_after_ms` on; it stops with `parent`."""
    _Steps(parent, steps, start_after_ms)
