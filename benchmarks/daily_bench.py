"""How long the first daily deal of a day takes to find: a plain script that prints figures.

Run: nice -n 19 python benchmarks/daily_bench.py [--days 30] [--start 2026-12-01]
     [--core c|python] [--variants spiderette spider ...] [--worker]
Per game and each suit count it is played in, over `days` consecutive dates (the same dates
every run), it prints the CPU time of find_daily() (engine/daily.py: the candidates of the day
searched with DAILY_PASSES' node budgets until one is proven), its median, 90th percentile and
maximum, the mean and largest number of candidates tried, the median nodes, and how many
days had no proven deal (never expected). This is what the first Deal of the Day of a day
costs the player (then it is cached); --worker also times one search through the app's
solver worker (a spawned child process: start-up included).
"""

from __future__ import annotations

import argparse
import datetime
import time

from spiderette_qt.engine import VARIANTS
from spiderette_qt.engine.daily import DAILY_PASSES, find_daily
from spiderette_qt.engine.solver.core import core_name


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def worker_time(day: datetime.date, variant: str, suits: int) -> float:
    from spiderette_qt.solver_app.handlers import run_daily
    from spiderette_qt.solver_app.requests import DailyRequest, Job
    from spiderette_qt.solver_app.worker import MEMORY_CAP, SolverProcess

    start = time.perf_counter()
    process = SolverProcess(Job(run_daily, DailyRequest(day, variant, suits)), MEMORY_CAP)
    process.start()
    while process.poll() is None:
        time.sleep(0.005)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--start", default="2026-12-01")
    parser.add_argument("--core", choices=("c", "python"), default=None)
    parser.add_argument("--variants", nargs="*", default=list(VARIANTS))
    parser.add_argument("--worker", action="store_true")
    args = parser.parse_args()
    first = datetime.date.fromisoformat(args.start)
    print(f"core {core_name(args.core)}; passes {DAILY_PASSES}; {args.days} days from {first}")
    print(f"{'game':18} {'suits':>5} {'med s':>7} {'p90 s':>7} {'max s':>7} "
          f"{'cand':>5} {'max':>4} {'nodes':>9} {'unproven':>8}")
    for variant in args.variants:
        for suits in VARIANTS[variant].suit_counts:
            times: list[float] = []
            tried: list[int] = []
            nodes: list[float] = []
            unproven = 0
            for offset in range(args.days):
                day = first + datetime.timedelta(days=offset)
                start = time.process_time()
                found = find_daily(day, variant, suits, core=args.core)
                times.append(time.process_time() - start)
                tried.append(found.candidate + 1)
                nodes.append(found.nodes)
                unproven += not found.proven
            print(f"{variant:18} {suits:>5} {pct(times, 0.5):7.3f} {pct(times, 0.9):7.3f} "
                  f"{max(times):7.3f} {sum(tried) / len(tried):5.2f} {max(tried):>4} "
                  f"{pct(nodes, 0.5):9.0f} {unproven:>8}", flush=True)
    if args.worker:
        for variant in args.variants:
            seconds = worker_time(first, variant, 4)
            print(f"worker, {variant} 4 suits, {first}: {seconds:.2f} s wall (spawn included)")


if __name__ == "__main__":
    main()
