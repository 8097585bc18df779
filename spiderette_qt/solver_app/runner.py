"""One solver search at a time in a child process, watched from the GUI thread by a timer.

The window's solver features each own a runner (hint, "was it winnable?", the lost-game
check, the winnable-deal search), so they never cancel each other's work. Starting a runner
again cancels its previous search first: a stale answer is never delivered. Runners given a
`WorkerPool` run in its warm workers (no interpreter start per search); without one, each
search gets a child of its own.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from spiderette_qt.solver_app.worker import MEMORY_CAP, Job, SolverProcess, WorkerPool

#: How often the GUI thread looks for the child's answer (ms). A poll is one select() call.
POLL_MS = 30


class SolverRunner(QObject):
    """Runs `job(payload)` in a child; emits finished(value) or failed(reason in English)."""

    finished = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None, memory_cap: int | None = MEMORY_CAP,
                 pool: WorkerPool | None = None) -> None:
        super().__init__(parent)
        self.memory_cap = memory_cap
        self.pool = pool
        self._process: SolverProcess | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.last_pid: int | None = None  # for tests: the child the last search ran in

    @property
    def busy(self) -> bool:
        return self._process is not None

    def start(self, job: Job, payload: dict[str, Any]) -> None:
        self.cancel()
        process = SolverProcess(job, payload, self.memory_cap, pool=self.pool)
        process.start()
        self._process = process
        self.last_pid = process.pid
        self._timer.start()

    def cancel(self) -> None:
        """Stop the running search at once (if any); nothing is emitted for it."""
        self._timer.stop()
        process, self._process = self._process, None
        if process is not None:
            process.cancel()

    def _poll(self) -> None:
        process = self._process
        if process is None:
            self._timer.stop()
            return
        outcome = process.poll()
        if outcome is None:
            return
        self._timer.stop()
        self._process = None
        if outcome.ok:
            self.finished.emit(outcome.value)
        else:
            self.failed.emit(outcome.error)
