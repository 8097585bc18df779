"""One solver search at a time in a child process, watched from the GUI thread by a timer.

The window's solver features each own a runner (hint, "was it winnable?", the lost-game
check, the winnable-deal search), so they never cancel each other's work. Starting a runner
again cancels its previous search first: a stale answer is never delivered. Runners given a
`WorkerPool` run in its warm workers (no interpreter start per search); without one, each
search gets a child of its own.

A search's answer goes to the callback given with it, typed by its job (a hint's to a
function taking a Hint, a verdict's to one taking SolveAnswers): one runner serves one
feature, but the type of what it delivers is the job's, not the runner's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import QObject, QTimer

from spiderette_qt.solver_app.worker import MEMORY_CAP, Answered, SolverProcess, WorkerPool

if TYPE_CHECKING:
    from spiderette_qt.solver_app.requests import Job

R = TypeVar("R")

#: How often the GUI thread looks for the child's answer (ms). A poll is one select() call.
POLL_MS = 30


@dataclass(frozen=True, slots=True)
class _Search(Generic[R]):
    """A running search and where its outcome goes."""

    process: SolverProcess[R]
    on_done: Callable[[R], None]
    on_failed: Callable[[str], None] | None

    def over(self) -> bool:
        """True once the child has answered or failed (a poll: never blocks)."""
        return self.process.poll() is not None

    def deliver(self) -> None:
        """Hand the outcome (kept by the process once there) to its callback."""
        outcome = self.process.poll()
        if isinstance(outcome, Answered):
            self.on_done(outcome.value)
        elif outcome is not None and self.on_failed is not None:
            self.on_failed(outcome.error)


class SolverRunner(QObject):
    """Runs a job in a child; gives its answer to `on_done`, or the reason it failed (in
    English) to `on_failed`."""

    def __init__(self, parent: QObject | None = None, memory_cap: int | None = MEMORY_CAP,
                 pool: WorkerPool | None = None) -> None:
        super().__init__(parent)
        self.memory_cap = memory_cap
        self.pool = pool
        self._search: _Search[Any] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self.last_pid: int | None = None  # for tests: the child the last search ran in

    @property
    def busy(self) -> bool:
        return self._search is not None

    def start(self, job: Job[R], on_done: Callable[[R], None],
              on_failed: Callable[[str], None] | None = None) -> None:
        """Run `job` (cancelling the search before it): its answer goes to `on_done`, a
        failure's reason to `on_failed` (ignored when None)."""
        self.cancel()
        process = SolverProcess(job, self.memory_cap, pool=self.pool)
        process.start()
        self._search = _Search(process, on_done, on_failed)
        self.last_pid = process.pid
        self._timer.start()

    def cancel(self) -> None:
        """Stop the running search at once (if any); nothing is delivered for it."""
        self._timer.stop()
        search, self._search = self._search, None
        if search is not None:
            search.process.cancel()

    def _poll(self) -> None:
        search = self._search
        if search is None:
            self._timer.stop()
            return
        if not search.over():
            return
        self._timer.stop()
        self._search = None  # first: the callback may start the next search
        search.deliver()
