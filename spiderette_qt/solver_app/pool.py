"""The window's warm solver worker: one child process kept for the app's life while the hint
is on (solver_app.worker.WorkerPool), made at first use, warmed after the first frame (the
window calls warm() then) and when the hint is turned on, ended with the window. Light at
start-up: the worker module is imported only when a worker is first needed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from spiderette_qt.solver_app.worker import WorkerPool


class WarmWorker(QObject):
    """Keeps `pool` warm while `wanted()` (checked at each `warm()` call: the window makes
    one after its first paint)."""

    def __init__(self, parent: QObject, wanted: Callable[[], bool]) -> None:
        super().__init__(parent)
        self.wanted = wanted
        self._pool: WorkerPool | None = None

    @property
    def made(self) -> bool:
        return self._pool is not None

    @property
    def pool(self) -> WorkerPool:
        if self._pool is None:
            from spiderette_qt.solver_app.worker import WorkerPool

            self._pool = WorkerPool()
        return self._pool

    def warm(self) -> None:
        if self.wanted():
            self.pool.warm()

    def shutdown(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
