"""The solver's searches run here, in a child process of their own (no Qt in this module).

Why a process and not a thread: the search is CPU-bound Python (or a C core holding the GIL
for long stretches); in a thread it would stutter every animation of the table. A process also
gives what a thread cannot: it is cancelled at once and completely (SIGKILL, then reaped by
join, so no zombie stays), and its memory can be capped (RLIMIT_AS on Linux) so a runaway
transposition table ends that search with "unknown", not the machine's swap.

A `Worker` is one child process that runs jobs one after another; a `WorkerPool` keeps one
warm for the app's life (a hint then waits for no interpreter to start: ~200 ms saved every
time). The parent starts a `SolverProcess` with a job (a module-level function: it pickles by
name, so any importable function works, which is what the tests use) and a payload of plain
data, then calls `poll()` from a timer until it gives an `Outcome`. Cancel kills the child
(a pool starts a fresh one in the background). Games cross the process boundary as their
JSON save text, moves as (source, count, target) tuples and a deal as the string "deal":
plain data that pickles the same on every platform.

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
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess

    from spiderette_qt.engine import Game

#: Address-space cap of a search (bytes). Generous for a transposition table of a few million
#: positions, small enough that a runaway search cannot take the machine down with it.
MEMORY_CAP = 1536 * 1024 * 1024
#: Niceness of the child: the table's animations (the parent) come first on a busy machine.
CHILD_NICENESS = 5
#: A warm worker that has grown past this after a job exits instead of waiting for the next
#: one (a big transposition table's memory is not all given back to the system).
RETIRE_BYTES = 384 * 1024 * 1024
PR_SET_PDEATHSIG = 1  # linux/prctl.h

#: A line as plain data: moves as (source, count, target), a deal as "deal".
PlainAction = tuple[int, int, int] | str
Job = Callable[[dict[str, Any]], Any]


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a finished search gave: ok with its value, or not ok with a reason in English
    (for the log; the window words its own message)."""

    ok: bool
    value: Any = None
    error: str = ""


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


def _run(job: Job, payload: dict[str, Any]) -> Outcome:
    try:
        return Outcome(True, job(payload))
    except MemoryError:
        return Outcome(False, error="the search ran out of its memory allowance")
    except BaseException as exc:  # noqa: BLE001 - whatever happens, the parent hears of it
        return Outcome(False, error=f"{type(exc).__name__}: {exc}")


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
            job, payload = conn.recv()
        except (EOFError, OSError):
            return  # the parent is done with this worker
        outcome = _run(job, payload)
        keep = outcome.ok and _resident_bytes() < RETIRE_BYTES
        try:
            conn.send((outcome, keep))
        except (BrokenPipeError, EOFError, OSError):
            return  # cancelled or the parent is gone: nobody to tell
        except Exception:  # noqa: BLE001 - an unpicklable value: say so rather than vanish
            keep = False
            try:
                conn.send((Outcome(False, error="the search's answer could not be sent back"),
                           keep))
            except (BrokenPipeError, EOFError, OSError):
                return
        if not keep:
            return


# ----- in the parent -----------------------------------------------------------------------
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
        process.start()
        child_end.close()  # else the parent never sees EOF when the child dies
        life_read.close()
        self._process, self._conn, self._lifeline = process, parent_end, life_write

    def submit(self, job: Job, payload: dict[str, Any]) -> None:
        if self._process is None:
            self.start()
        assert self._conn is not None
        self.busy = True
        try:
            self._conn.send((job, payload))
        except (BrokenPipeError, OSError):
            self.retired = True  # it died idle; poll() says so

    def poll(self) -> Outcome | None:
        """The outcome once the child has answered (or died); None while it still works.
        Never blocks: a timer in the GUI thread calls it."""
        conn, process = self._conn, self._process
        if conn is None or process is None:
            return Outcome(False, error="the search stopped without an answer")
        try:
            answered = conn.poll()
            message = conn.recv() if answered else None
        except (EOFError, OSError):
            message = (Outcome(False, error="the search stopped without an answer"), False)
        if message is None:
            if process.is_alive() and not self.retired:
                return None
            # Exited without an answer (killed by the memory cap's MemoryError in C, a crash).
            code = process.exitcode
            message = (Outcome(False, error=f"the search stopped without an answer ({code})"),
                       False)
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


class SolverProcess:
    """One search in a child process: start, poll until done, or cancel. The child is a
    `Worker` of a pool when one is given (it goes back there after answering), else a child
    of its own that ends with the search."""

    def __init__(self, job: Job, payload: dict[str, Any],
                 memory_cap: int | None = MEMORY_CAP, pool: WorkerPool | None = None) -> None:
        self.job = job
        self.payload = payload
        self.memory_cap = memory_cap
        self.pool = pool
        self._worker: Worker | None = None
        self._outcome: Outcome | None = None

    @property
    def pid(self) -> int | None:
        return None if self._worker is None else self._worker.pid

    @property
    def running(self) -> bool:
        return self._worker is not None and self._outcome is None

    def start(self) -> None:
        worker = self.pool.take() if self.pool is not None else Worker(self.memory_cap)
        worker.submit(self.job, self.payload)
        self._worker = worker

    def poll(self) -> Outcome | None:
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
            self._outcome = Outcome(False, error="cancelled")
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


# ----- the jobs (run in the child) -------------------------------------------------------------
def ping(payload: dict[str, Any]) -> dict[str, Any]:
    """The self-test's job: the value back, and whether the child is a frozen bundle."""
    return {"value": payload.get("value"), "frozen": bool(getattr(sys, "frozen", False))}


def plain_line(line: list[Any]) -> list[PlainAction]:
    """A solver line (Move or "deal") as plain data."""
    plain: list[PlainAction] = []
    for action in line:
        if isinstance(action, str):
            plain.append("deal")
        else:
            plain.append((action.source, action.count, action.target))
    return plain


def _game(payload: dict[str, Any]) -> Game:
    from spiderette_qt.engine import Game

    return Game.from_json(payload["game"])


def solve_job(payload: dict[str, Any]) -> list[dict[str, Any]]:
    """payload: game (JSON), searches: [{from_start, seconds, nodes}] -> one result each.
    A search without nodes gets its seconds as a node budget (solve.nodes_for), so the
    verdict is the same on every machine, with the clock only as a cap (solve.WALL_CAP)."""
    from spiderette_qt.engine.solver import solve
    from spiderette_qt.engine.solver.solve import WALL_CAP, nodes_for

    game = _game(payload)
    results = []
    for search in payload["searches"]:
        seconds = float(search.get("seconds", 10.0))
        nodes = search.get("nodes")
        if nodes is None:
            nodes = nodes_for(seconds)
        result = solve(game, seconds=seconds, from_start=search.get("from_start", False),
                       nodes=nodes, wall_cap=None if nodes is None else seconds * WALL_CAP)
        results.append({"verdict": result.verdict, "line": plain_line(list(result.line)),
                        "nodes": result.nodes, "seconds": result.seconds})
    return results


def hint_job(payload: dict[str, Any]) -> PlainAction | None:
    """payload: game (JSON), seconds, seed, nodes -> (source, count, target), "deal" or None.
    Without nodes, the seconds become a node budget (hints.hint_nodes_for): the same hint for
    the same seen position on every machine."""
    from spiderette_qt.engine.solver import hint
    from spiderette_qt.engine.solver.hints import hint_nodes_for

    game = _game(payload)
    seconds = float(payload.get("seconds", 1.0))
    nodes = payload.get("nodes")
    found = hint(game, seconds=seconds, seed=payload.get("seed", 0),
                 nodes=hint_nodes_for(seconds) if nodes is None else nodes)
    if found is None:
        return None
    return plain_line([found])[0]


def winnable_deal_job(payload: dict[str, Any]) -> int | None:
    """payload: variant, suits, seconds, seed -> the number of a deal proven winnable, or
    None when none was found in the time."""
    from spiderette_qt.engine import solver

    found = solver.winnable_deal(payload.get("variant", "spiderette"), payload["suits"],
                                 seconds=payload.get("seconds", 30.0), seed=payload.get("seed"),
                                 nodes_per_try=payload.get("nodes_per_try"))
    return None if found is None else int(found[0])


__all__ = ["Outcome", "SolverProcess", "Worker", "WorkerPool", "death_signal", "hint_job",
           "plain_line", "solve_job", "winnable_deal_job"]
