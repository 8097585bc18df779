"""The solver's searches run here, in a child process of their own (no Qt in this module).

Why a process and not a thread: the search is CPU-bound Python (or a C core holding the GIL
for long stretches); in a thread it would stutter every animation of the table. A process also
gives what a thread cannot: it is cancelled at once and completely (SIGKILL, then reaped by
join, so no zombie stays), and its memory can be capped (RLIMIT_AS on Linux) so a runaway
transposition table ends that search with "unknown", not the machine's swap.

A `Worker` is one child process that runs jobs one after another; a `WorkerPool` keeps one
warm for the app's life (a hint then waits for no interpreter to start: ~200 ms saved every
time). The parent starts a `SolverProcess` with a `Job` (solver_app.requests: a typed
request and its handler, a module-level function that pickles by name, so any importable
function works, which is what the tests use), then calls `poll()` from a timer until it
gives an `Outcome`: the handler's answer, or a reason it failed. Cancel kills the child (a
pool starts a fresh one in the background). Games cross the process boundary as their JSON
save text, moves as (source, count, target) tuples and a deal as the string "deal": plain
data that pickles the same on every platform.

A child never outlives the app, even one killed by SIGKILL: on Linux the kernel sends it
SIGKILL when its parent dies (prctl PR_SET_PDEATHSIG), and everywhere a thread of the child
watches a pipe whose other end only the parent holds.

'spawn' (not 'fork') on every platform: forking a process that runs Qt copies its threads'
locks half-taken, and spawn is what Windows and macOS do anyway, so all three behave alike.
In the PyInstaller bundle a child is the bundle's executable again:
spiderette_qt.startup.mp_child makes it the child.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeAlias, TypeVar

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from spiderette_qt.solver_app.requests import Job

R = TypeVar("R")

#: Address-space cap of a search (bytes). Generous for a transposition table of a few million
#: positions, small enough that a runaway search cannot take the machine down with it.
MEMORY_CAP = 1536 * 1024 * 1024
#: Niceness of the child: the table's animations (the parent) come first on a busy machine.
CHILD_NICENESS = 5
#: A warm worker that has grown past this after a job exits instead of waiting for the next
#: one (a big transposition table's memory is not all given back to the system).
RETIRE_BYTES = 384 * 1024 * 1024
PR_SET_PDEATHSIG = 1  # linux/prctl.h


@dataclass(frozen=True, slots=True)
class Answered(Generic[R]):
    """A finished search's answer: what its job's handler returned."""

    value: R
    ok: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class Failed:
    """A search that gave no answer, with the reason in English (for the log; the window
    words its own message)."""

    error: str
    ok: ClassVar[bool] = False


#: What a finished search gave: its answer, or why there is none.
Outcome: TypeAlias = Answered[R] | Failed


# ----- in the child ------------------------------------------------------------------------
def _limit_child(memory_cap: int | None) -> None:
    try:
        os.nice(CHILD_NICENESS)
    except (AttributeError, OSError):  # Windows has no nice(); a failure only costs priority
        pass
    if memory_cap is None or not sys.platform.startswith("linux"):
        return
    import resource

    try:
        _soft, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = memory_cap if hard == resource.RLIM_INFINITY else min(memory_cap, hard)
        resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    except (ValueError, OSError):  # a stricter limit already in place is just as good
        pass


def death_signal() -> bool:
    """Linux: have the kernel SIGKILL this process when its parent dies (even by SIGKILL,
    which runs none of the parent's clean-up). False where there is no such thing."""
    if not sys.platform.startswith("linux"):
        return False
    import ctypes
    import signal

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return int(libc.prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)) == 0
    except (OSError, AttributeError):
        return False


def _watch_lifeline(lifeline: Connection) -> None:
    """Everywhere (and on Linux too, as a second guard): the parent holds the other end of
    this pipe and never writes; when it dies the pipe ends, and so does this process. (A
    compiled core holding the interpreter's lock delays this to the end of its pass; the
    death signal does not wait.)"""
    import threading

    def watch() -> None:
        try:
            lifeline.recv_bytes()
        except (EOFError, OSError):
            pass
        os._exit(0)

    threading.Thread(target=watch, name="lifeline", daemon=True).start()


def _die_with_parent(parent_pid: int, lifeline: Connection | None, signal_on: bool) -> None:
    if signal_on and death_signal() and os.getppid() != parent_pid:
        os._exit(0)  # the parent died before the signal was armed
    if lifeline is not None:
        _watch_lifeline(lifeline)


def _resident_bytes() -> int:
    """This process's resident memory now (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return 0


def _run(job: Job[Any]) -> Outcome[Any]:
    try:
        return Answered(job.run())
    except MemoryError:
        return Failed("the search ran out of its memory allowance")
    except BaseException as exc:  # noqa: BLE001 - whatever happens, the parent hears of it
        return Failed(f"{type(exc).__name__}: {exc}")


def _warm_up() -> None:
    """Import what a search needs while no one waits (the first hint then pays nothing)."""
    try:
        import spiderette_qt.engine.solver  # noqa: F401
    except Exception:  # noqa: BLE001 - a job that needs it will say what is wrong
        pass


def _worker_main(conn: Connection, lifeline: Connection | None, memory_cap: int | None,
                 parent_pid: int, signal_on: bool = True) -> None:
    """Entry point of a warm child: jobs one after another until the parent closes the
    pipe, a job fails (its memory may be in any state), or the process grew too big."""
    _die_with_parent(parent_pid, lifeline, signal_on)
    _limit_child(memory_cap)
    _warm_up()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return  # the parent is done with this worker
        outcome = _run(job)
        keep = outcome.ok and _resident_bytes() < RETIRE_BYTES
        try:
            conn.send((outcome, keep))
        except (BrokenPipeError, EOFError, OSError):
            return  # cancelled or the parent is gone: nobody to tell
        except Exception:  # noqa: BLE001 - an unpicklable value: say so rather than vanish
            keep = False
            try:
                conn.send((Failed("the search's answer could not be sent back"), keep))
            except (BrokenPipeError, EOFError, OSError):
                return
        if not keep:
            return


# ----- in the parent -----------------------------------------------------------------------
@contextmanager
def _safe_path() -> Iterator[None]:
    """While a child starts: Python's safe-path mode (PYTHONSAFEPATH, the -P flag) for it.

    spawn starts a child as `python -c "from multiprocessing.spawn import spawn_main; ..."`,
    and `-c` puts the current folder first on sys.path: a `multiprocessing` package in the
    folder the player started the app from (another user's, in a world-writable one) would
    run as the player. In safe-path mode nothing is put before the app's own paths; the
    parent's own sys.path reaches the child as before (spawn's preparation data). The bundle
    starts its children as its own executable, which never searches the current folder."""
    before = os.environ.get("PYTHONSAFEPATH")
    os.environ["PYTHONSAFEPATH"] = "1"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("PYTHONSAFEPATH", None)
        else:
            os.environ["PYTHONSAFEPATH"] = before


class Worker:
    """One warm child process that runs jobs one at a time (`submit`, then `poll`)."""

    def __init__(self, memory_cap: int | None = MEMORY_CAP, *,
                 death_signal: bool = True) -> None:
        self.memory_cap = memory_cap
        self.death_signal = death_signal
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._lifeline: Connection | None = None
        self.busy = False
        self.retired = False  # it said it will exit after its answer (or it died)

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    @property
    def alive(self) -> bool:
        return self._process is not None and not self.retired and self._process.is_alive()

    def start(self) -> None:
        import multiprocessing

        if getattr(sys, "frozen", False):
            from spiderette_qt.startup.mp_child import prepare

            prepare(multiprocessing)  # the bundle has no runtime hook doing it at start
        context = multiprocessing.get_context("spawn")
        parent_end, child_end = context.Pipe(duplex=True)
        life_read, life_write = context.Pipe(duplex=False)
        process = context.Process(
            target=_worker_main,
            args=(child_end, life_read, self.memory_cap, os.getpid(), self.death_signal),
            name="spiderette-solver", daemon=True)  # daemon: a normal quit ends it too
        with _safe_path():
            process.start()
        child_end.close()  # else the parent never sees EOF when the child dies
        life_read.close()
        self._process, self._conn, self._lifeline = process, parent_end, life_write

    def submit(self, job: Job[Any]) -> None:
        if self._process is None:
            self.start()
        assert self._conn is not None
        self.busy = True
        try:
            self._conn.send(job)
        except (BrokenPipeError, OSError):
            self.retired = True  # it died idle; poll() says so

    def poll(self) -> Outcome[Any] | None:
        """The outcome once the child has answered (or died); None while it still works.
        Never blocks: a timer in the GUI thread calls it."""
        conn, process = self._conn, self._process
        if conn is None or process is None:
            return Failed("the search stopped without an answer")
        message: tuple[Outcome[Any], bool] | None
        try:
            answered = conn.poll()
            message = conn.recv() if answered else None
        except (EOFError, OSError):
            message = (Failed("the search stopped without an answer"), False)
        if message is None:
            if process.is_alive() and not self.retired:
                return None
            # Exited without an answer (killed by the memory cap's MemoryError in C, a crash).
            code = process.exitcode
            message = (Failed(f"the search stopped without an answer ({code})"), False)
        outcome, keep = message
        self.busy = False
        if not keep:
            self.retired = True
        return outcome

    def close(self, kill: bool = True) -> None:
        """End the child: SIGKILL (it holds nothing worth a clean exit) and reap it; or,
        kill=False, let a child that has answered exit by itself."""
        process, conn, lifeline = self._process, self._conn, self._lifeline
        self._process = self._conn = self._lifeline = None
        self.retired = True
        for end in (conn, lifeline):
            if end is not None:
                end.close()
        if process is None:
            return
        if kill and process.is_alive():
            process.kill()
        # Without kill: the pipe just closed, so an idle child leaves its loop at once.
        process.join(timeout=None if kill else 2.0)
        if process.is_alive():
            process.kill()
            process.join()
        process.close()


class SolverProcess(Generic[R]):
    """One search in a child process: start, poll until done, or cancel. The child is a
    `Worker` of a pool when one is given (it goes back there after answering), else a child
    of its own that ends with the search. Its outcome carries the job's answer type."""

    def __init__(self, job: Job[R], memory_cap: int | None = MEMORY_CAP,
                 pool: WorkerPool | None = None) -> None:
        self.job = job
        self.memory_cap = memory_cap
        self.pool = pool
        self._worker: Worker | None = None
        self._outcome: Outcome[R] | None = None

    @property
    def pid(self) -> int | None:
        return None if self._worker is None else self._worker.pid

    @property
    def running(self) -> bool:
        return self._worker is not None and self._outcome is None

    def start(self) -> None:
        worker = self.pool.take() if self.pool is not None else Worker(self.memory_cap)
        worker.submit(self.job)
        self._worker = worker

    def poll(self) -> Outcome[R] | None:
        """The outcome once there is one (then always the same); None while it runs. The
        child ran this process's job, so an answer is of the job's type."""
        if self._outcome is not None:
            return self._outcome
        worker = self._worker
        if worker is None:
            return None
        outcome = worker.poll()
        if outcome is None:
            return None
        self._outcome, self._worker = outcome, None
        if self.pool is not None:
            self.pool.give_back(worker)
        else:
            worker.close(kill=False)
        return outcome

    def cancel(self) -> None:
        """Stop the search now: its child is killed and reaped (a pool starts a fresh one
        in the background)."""
        if self._outcome is None:
            self._outcome = Failed("cancelled")
        worker, self._worker = self._worker, None
        if worker is None:
            return
        if self.pool is not None:
            self.pool.discard(worker)
        else:
            worker.close(kill=True)


class WorkerPool:
    """Warm workers kept for the app's life: `keep` of them wait idle (started by `warm`,
    after the first frame), a search takes one (or starts one if none waits), gives it back
    when answered, and a cancelled search's worker is killed and replaced in the
    background. Every worker dies with the app (see `death_signal`)."""

    def __init__(self, memory_cap: int | None = MEMORY_CAP, keep: int = 1) -> None:
        self.memory_cap = memory_cap
        self.keep = keep
        self.idle: list[Worker] = []
        self.lent = 0  # workers of the pool a search has now
        self.started = 0  # for tests and benchmarks: how many children it ever started
        self.closed = False

    def _new(self) -> Worker:
        worker = Worker(self.memory_cap)
        worker.start()
        self.started += 1
        return worker

    def warm(self) -> None:
        """Start workers until `keep` wait idle (a dead one is replaced)."""
        if self.closed:
            return
        for worker in [w for w in self.idle if not w.alive]:
            self.idle.remove(worker)
            worker.close()
        while len(self.idle) + self.lent < self.keep:
            self.idle.append(self._new())

    def take(self) -> Worker:
        self.lent += 1
        while self.idle:
            worker = self.idle.pop(0)
            if worker.alive:
                return worker
            worker.close()
        return self._new()

    def give_back(self, worker: Worker) -> None:
        self.lent = max(0, self.lent - 1)
        if not self.closed and worker.alive and len(self.idle) + self.lent < self.keep:
            self.idle.append(worker)
        else:
            worker.close(kill=not worker.retired)
            self.warm()

    def discard(self, worker: Worker) -> None:
        self.lent = max(0, self.lent - 1)
        worker.close(kill=True)
        self.warm()

    def shutdown(self) -> None:
        self.closed = True
        idle, self.idle = self.idle, []
        for worker in idle:
            worker.close()


__all__ = ["Answered", "Failed", "Outcome", "SolverProcess", "Worker", "WorkerPool",
           "death_signal"]
