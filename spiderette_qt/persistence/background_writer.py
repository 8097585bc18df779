"""One writer thread for the files saved after every action, off the GUI thread's frame path.

A save is two atomic writes with fsyncs (the game and the statistics), 5 to 20 ms of disk
waiting that used to fall on the GUI thread right after a move's animation started. Now
the stores make their text on the calling thread (cheap) and hand a job to this writer:
one thread (plain `threading`: persistence has no Qt), one pending job per file (a newer
job replaces one not yet started, so only the latest content of a file is written), the
files written in the order they were first asked for.

Crash safety is the job's own (atomic replace + fsync, as before): a SIGKILL loses at most
what was still queued, that is the action in flight. `flush()` waits until a file's (or
every file's) jobs are done; the stores call it before anything that reads their file back
(the save-conflict check, load, remove), and the writer flushes at interpreter exit (a
quit, or SIGTERM routed to a clean close), while the thread, a daemon, still runs.

A job that raises is logged and dropped; the thread goes on with the next one (the jobs
themselves keep OSError in the store's last_error for the window to show).
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections.abc import Callable, Hashable

log = logging.getLogger(__name__)

Job = Callable[[], object]


class BackgroundWriter:
    """A single worker thread running the latest job per key, started on the first job."""

    def __init__(self, name: str = "spiderette-writer") -> None:
        self._name = name
        self._cond = threading.Condition()
        self._pending: dict[Hashable, Job] = {}  # key -> its latest job, oldest key first
        self._running: Hashable | None = None  # the key whose job runs now
        self._busy = False
        self._thread: threading.Thread | None = None
        self.jobs_run = 0  # how many jobs ran (coalesced ones never do): for tests, benchmarks

    def submit(self, key: Hashable, job: Job) -> None:
        """Run job on the writer thread; it replaces a job of the same key not yet started."""
        with self._cond:
            self._pending[key] = job  # a queued job of key is replaced in its place
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name=self._name, daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def busy(self, key: Hashable | None = None) -> bool:
        """Is a job (of key, or any) queued or running?"""
        with self._cond:
            return self._busy_locked(key)

    def _busy_locked(self, key: Hashable | None) -> bool:
        if key is None:
            return bool(self._pending) or self._busy
        return key in self._pending or (self._busy and self._running == key)

    def flush(self, key: Hashable | None = None, timeout: float | None = None) -> bool:
        """Wait until the jobs of key (or all jobs) are done; False if timeout ran out first.

        Called on the writer thread itself (a job that flushes), it returns at once rather
        than wait for itself.
        """
        if threading.current_thread() is self._thread:
            return not self._pending if key is None else key not in self._pending
        with self._cond:
            return self._cond.wait_for(lambda: not self._busy_locked(key), timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: bool(self._pending))
                key = next(iter(self._pending))
                job = self._pending.pop(key)
                self._running, self._busy = key, True
            try:
                job()
            except BaseException:  # noqa: BLE001 - one bad job must not stop the saving
                log.exception("a background write failed")
            finally:
                with self._cond:
                    self._running, self._busy = None, False
                    self.jobs_run += 1
                    self._cond.notify_all()


_shared: BackgroundWriter | None = None
_shared_lock = threading.Lock()


def shared_writer() -> BackgroundWriter:
    """The process's writer (made on first use), flushed at interpreter exit."""
    global _shared
    with _shared_lock:
        if _shared is None:
            _shared = BackgroundWriter()
            atexit.register(_shared.flush)
        return _shared


def shared_writer_if_made() -> BackgroundWriter | None:
    """The process's writer if something has used it, else None (nothing to wait for)."""
    return _shared


def flush_all(timeout: float | None = None) -> bool:
    """Wait until every file handed to the shared writer is written (True when it is)."""
    return _shared.flush(timeout=timeout) if _shared is not None else True
