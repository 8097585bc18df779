"""Play and Pause for a dialog that plays a list of actions on a table of its own (the replay
of a game, the solver's winning line): one action, then wait until the cards have landed
(the TablePresenter's animationsIdle) and a short pause (durations.solver_step), then the next.

The dialog keeps the list and where it is; this keeps whether it is playing and the timer,
so the two dialogs cannot drift apart in how they pace a line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

from spiderette_qt.table import durations

if TYPE_CHECKING:
    from spiderette_qt.table.presenter import TablePresenter


class StepPlayback(QObject):
    """`step()` plays the next action; `at_end()` says there is none left; `changed()` is
    called whenever playing starts or stops (the dialog updates its buttons)."""

    def __init__(self, presenter: TablePresenter, parent: QObject, *, step: Callable[[], None],
                 at_end: Callable[[], bool], changed: Callable[[], None]) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self.playing = False
        self._step = step
        self._at_end = at_end
        self._changed = changed
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        presenter.animationsIdle.connect(self._schedule)

    def play(self) -> None:
        self.playing = not self._at_end()
        self._changed()
        self._schedule()

    def pause(self) -> None:
        self.playing = False
        self._timer.stop()
        self._changed()

    def toggle(self) -> None:
        if self.playing:
            self.pause()
        else:
            self.play()

    def stop(self) -> None:
        """The dialog is closing: no more steps."""
        self.playing = False
        self._timer.stop()

    def _schedule(self) -> None:
        if self.playing and self.presenter.idle and not self._timer.isActive():
            self._timer.start(durations.solver_step())

    def _tick(self) -> None:
        if self._at_end():
            self.pause()
            return
        self._step()
        if self._at_end():
            self.playing = False
            self._changed()
        self._schedule()


__all__ = ["StepPlayback"]
