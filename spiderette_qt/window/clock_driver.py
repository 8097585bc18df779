"""The game clock in the window: fed by the controller and the window state, shown in the
status panel once a second (the rules of what counts are in spiderette_qt/game_clock.py).

Kept out of main_window.py: the window only creates it and asks elapsed_ms when it saves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer

from spiderette_qt.game_clock import GameClock, format_elapsed

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from spiderette_qt.controller import Controller
    from spiderette_qt.window.status_panel import StatusPanel

TICK_MS = 1000


class ClockDriver(QObject):
    """Owns the GameClock and the one-second display timer."""

    def __init__(self, window: QWidget, controller: Controller, panel: StatusPanel) -> None:
        super().__init__(window)
        self.clock = GameClock()
        self._window = window
        self._panel = panel
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        controller.actionDone.connect(lambda _record: self._on_action())
        window.installEventFilter(self)
        self._tick()

    @property
    def elapsed_ms(self) -> int:
        return self.clock.elapsed_ms

    def reset(self, elapsed_ms: int = 0) -> None:
        """A game is on the table (a resumed one goes on from its saved time)."""
        self.clock.reset(elapsed_ms)
        self._tick()

    def finish(self) -> None:
        self.clock.finish()
        self._tick()

    def _on_action(self) -> None:
        self.clock.action()
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
            QEvent.Type.WindowStateChange, QEvent.Type.Hide, QEvent.Type.Show
        ):
            minimised = bool(self._window.windowState() & Qt.WindowState.WindowMinimized)
            if minimised or not self._window.isVisible():
                self.clock.pause()
            else:
                self.clock.resume()
            self._tick()
        return False
