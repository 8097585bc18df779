"""The app's hint round trip beside the search's own time: a cold child per hint, and the warm
worker (solver_app.worker.WorkerPool) the app keeps. A plain script that prints figures.

    nice -n 19 python benchmarks/hint_roundtrip_bench.py [--positions 12] [--seconds 1.0]

The positions are those of a game that follows the hint (4-suit Spiderette deal 6,000,000,
then 2-suit Spider 6,000,000), each asked once per mode through the window's own runner
(solver_app.runner.SolverRunner: a 30 ms poll timer in a Qt event loop), with the app's budget
(1 s, the clock). Per mode it prints the median and p90 of the round trip (start() to the
answer's callback), of the search's own time (measured inside the child around hint()), and
of their difference: what the player waits beyond the search. Target: the warm worker's
median difference <= 250 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if TYPE_CHECKING:
    from spiderette_qt.solver_app.requests import Hint, HintRequest


def timed_hint_job(request: HintRequest) -> tuple[Hint, float]:
    """The app's hint handler, timed inside the child."""
    from spiderette_qt.solver_app.handlers import run_hint

    start = time.perf_counter()
    value = run_hint(request)
    return value, time.perf_counter() - start


def positions(count: int) -> list[str]:
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver import hint

    found: list[str] = []
    for variant, suits in (("spiderette", 4), ("spider", 2)):
        game = Game.new(suits, 6_000_000, variant)
        for step in range(count // 2):
            found.append(game.to_json())
            move = hint(game, seed=step, nodes=200_000)
            if move is None or game.is_won:
                break
            if move == "deal":
                game.deal()
            else:
                assert not isinstance(move, str)
                game.move(move.source, move.count, move.target)
    return found


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from spiderette_qt.solver_app.requests import HintRequest, Job
    from spiderette_qt.solver_app.runner import SolverRunner
    from spiderette_qt.solver_app.worker import WorkerPool

    app = QCoreApplication(sys.argv)
    games = positions(args.positions)
    pool = WorkerPool()
    pool.warm()
    time.sleep(1.0)  # the app starts it after the first frame, long before the first hint
    rows: dict[str, tuple[list[float], list[float]]] = {}
    for mode in ("cold", "warm"):
        runner = SolverRunner(pool=pool if mode == "warm" else None)
        trips: list[float] = []
        searches: list[float] = []
        for game_json in games:
            loop = QEventLoop()
            answer: list[tuple[Hint, float]] = []
            start = time.perf_counter()
            runner.start(Job(timed_hint_job, HintRequest(game_json, args.seconds, 0, None)),
                         lambda value, a=answer, lp=loop: (a.append(value), lp.quit()),
                         lambda error, lp=loop: (print("failed:", error), lp.quit()))
            loop.exec()
            trips.append(time.perf_counter() - start)
            searches.append(answer[0][1] if answer else float("nan"))
            QTimer.singleShot(0, lambda: None)
            time.sleep(0.3)  # a player looks at the hint before asking again
        rows[mode] = (trips, searches)
    pool.shutdown()
    print(f"{len(games)} positions (4-suit Spiderette and 2-suit Spider deal 6,000,000), "
          f"budget {args.seconds:.1f} s")
    print(f"{'mode':5} {'round trip med/p90':>20} {'search med/p90':>16} {'overhead med/p90':>18}")
    for mode, (trips, searches) in rows.items():
        extra = [t - s for t, s in zip(trips, searches, strict=True)]
        print(f"{mode:5} {pct(trips, .5) * 1000:9.0f}/{pct(trips, .9) * 1000:<5.0f} ms "
              f"{pct(searches, .5) * 1000:7.0f}/{pct(searches, .9) * 1000:<5.0f} ms "
              f"{pct(extra, .5) * 1000:9.0f}/{pct(extra, .9) * 1000:<5.0f} ms   "
              f"(mean overhead {statistics.mean(extra) * 1000:.0f} ms)")
    del app


if __name__ == "__main__":
    main()
