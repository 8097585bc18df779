"""The solver's searches run here, in a child process of their own (no Qt in this module).

Why a process and not a thread: the search is CPU-bound Python (or a C core holding the GIL
for long stretches); in a thread it would stutter every animation of the table. A process also
gives what a thread cannot: it is cancelled at once and completely (SIGKILL, then reaped by
join, so no zombie stays), and its memory can be capped (RLIMIT_AS on Linux) so a runaway
transposition table ends that search with "unknown", not the machine's swap.

The parent starts a `SolverProcess` with a job (a module-level function: the 'spawn' start
method pickles it by name, so any importable function works, which is what the tests use) and
a payload of plain data, then calls `poll()` from a timer until it gives an `Outcome`. Games
cross the process boundary as their JSON save text, moves as (source, count, target) tuples
and a deal as the string "deal": plain data that pickles the same on every platform.

'spawn' (not 'fork') on every platform: forking a process that runs Qt copies its threads'
locks half-taken, and spawn is what Windows and macOS do anyway, so all three behave alike.
In the PyInstaller bundle a child is the bundle's executable again: spiderette_qt.mp_child
makes it the child.
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


def _child_main(conn: Connection, job: Job, payload: dict[str, Any],
                memory_cap: int | None) -> None:
    """Entry point of the child: run the job once, send its outcome, exit."""
    _limit_child(memory_cap)
    try:
        value = job(payload)
        outcome = Outcome(True, value)
    except MemoryError:
        outcome = Outcome(False, error="the search ran out of its memory allowance")
    except BaseException as exc:  # noqa: BLE001 - whatever happens, the parent hears of it
        outcome = Outcome(False, error=f"{type(exc).__name__}: {exc}")
    try:
        conn.send(outcome)
    except Exception:  # noqa: BLE001 - an unpicklable value: say so rather than vanish
        conn.send(Outcome(False, error="the search's answer could not be sent back"))
    finally:
        conn.close()


# ----- in the parent -----------------------------------------------------------------------
class SolverProcess:
    """One search in one child process: start, poll until done, or cancel."""

    def __init__(self, job: Job, payload: dict[str, Any],
                 memory_cap: int | None = MEMORY_CAP) -> None:
        self.job = job
        self.payload = payload
        self.memory_cap = memory_cap
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        self._outcome: Outcome | None = None

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    @property
    def running(self) -> bool:
        return self._process is not None and self._outcome is None

    def start(self) -> None:
        import multiprocessing

        if getattr(sys, "frozen", False):
            from spiderette_qt.startup.mp_child import prepare

            prepare(multiprocessing)  # the bundle has no runtime hook doing it at start
        context = multiprocessing.get_context("spawn")
        parent_end, child_end = context.Pipe(duplex=False)
        process = context.Process(
            target=_child_main, args=(child_end, self.job, self.payload, self.memory_cap),
            name="spiderette-solver", daemon=True)  # daemon: never outlives the app
        process.start()
        child_end.close()  # else the parent never sees EOF when the child dies
        self._process, self._conn = process, parent_end

    def poll(self) -> Outcome | None:
        """The outcome once the child has answered (or died); None while it still works.
        Never blocks: a timer in the GUI thread calls it."""
        if self._outcome is not None:
            return self._outcome
        conn, process = self._conn, self._process
        if conn is None or process is None:
            return None
        try:
            answered = conn.poll()
            outcome: Outcome | None = conn.recv() if answered else None
        except (EOFError, OSError):
            outcome = Outcome(False, error="the search stopped without an answer")
        if outcome is None:
            if process.is_alive():
                return None
            # Exited without an answer (killed by the memory cap's MemoryError in C, a crash).
            code = process.exitcode
            outcome = Outcome(False, error=f"the search stopped without an answer ({code})")
        self._outcome = outcome
        self._reap(kill=False)
        return outcome

    def cancel(self) -> None:
        """Stop the search now: SIGKILL (it holds nothing worth a clean exit) and reap it."""
        if self._outcome is None:
            self._outcome = Outcome(False, error="cancelled")
        self._reap(kill=True)

    def _reap(self, kill: bool) -> None:
        process, conn = self._process, self._conn
        self._conn = None
        if conn is not None:
            conn.close()
        if process is None:
            return
        if kill and process.is_alive():
            process.kill()
        # The child exits right after sending; a short wait covers its interpreter shutdown.
        process.join(timeout=None if kill else 2.0)
        if process.is_alive():
            process.kill()
            process.join()
        process.close()
        self._process = None


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
    """payload: game (JSON), searches: [{from_start, seconds, nodes}] -> one result each."""
    from spiderette_qt.engine.solver import solve

    game = _game(payload)
    results = []
    for search in payload["searches"]:
        result = solve(game, seconds=search.get("seconds", 10.0),
                       from_start=search.get("from_start", False), nodes=search.get("nodes"))
        results.append({"verdict": result.verdict, "line": plain_line(list(result.line)),
                        "nodes": result.nodes, "seconds": result.seconds})
    return results


def hint_job(payload: dict[str, Any]) -> PlainAction | None:
    """payload: game (JSON), seconds, seed, nodes -> (source, count, target), "deal" or None."""
    from spiderette_qt.engine.solver import hint

    game = _game(payload)
    found = hint(game, seconds=payload.get("seconds", 1.0), seed=payload.get("seed", 0),
                 nodes=payload.get("nodes"))
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


__all__ = ["Outcome", "SolverProcess", "hint_job", "plain_line", "solve_job",
           "winnable_deal_job"]
