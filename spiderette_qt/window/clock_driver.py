"""The game clock in the window: the session's clock (it counts the actions, resets and
finishes it), paused while the window is minimised or hidden or a dialog blocks it (the
Restart question, the Save dialog: nobody plays meanwhile), shown in the status panel once a
second (the rules of what counts are in spiderette_qt/platform/game_clock.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer

from spiderette_qt.platform.game_clock import format_elapsed

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from spiderette_qt.session import GameSession
    from spiderette_qt.window.chrome.status_panel import StatusPanel

TICK_MS = 1000


class ClockDriver(QObject):
    """Shows the session's GameClock with a one-second display timer."""

    def __init__(self, window: QWidget, session: GameSession, panel: StatusPanel) -> None:
        super().__init__(window)
        self.clock = session.clock
        self._window = window
        self._panel = panel
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._blocked = False  # a modal dialog is open over the window
        window.installEventFilter(self)
        self._tick()

    def tick(self) -> None:
        """Show the clock now (the session's clockChanged, window/wiring.py)."""
        self._tick()

    def _tick(self) -> None:
        self._panel.set_time(format_elapsed(self.clock.elapsed_ms))
        # The timer runs only while the display can change: no wake-ups for a still clock.
        if self.clock.ticking and not self._timer.isActive():
            self._timer.start()
        elif not self.clock.ticking and self._timer.isActive():
            self._timer.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt
        if watched is self._window and event.type() in (
            QEvent.Type.WindowStateChange, QEvent.Type.Hide, QEvent.Type.Show,
            QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked
        ):
            if event.type() in (QEvent.Type.WindowBlocked, QEvent.Type.WindowUnblocked):
                self._blocked = event.type() == QEvent.Type.WindowBlocked
            minimised = bool(self._window.windowState() & Qt.WindowState.WindowMinimized)
            if minimised or not self._window.isVisible() or self._blocked:
                self.clock.pause()
            else:
                self.clock.resume()
            self._tick()
        return False
