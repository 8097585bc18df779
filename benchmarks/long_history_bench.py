"""What saving one more action costs the GUI thread when the game is long already.

    python benchmarks/long_history_bench.py [--all] [lengths...]  (default 100 10000 100000)

A game of each length is made legally (a card shuttled between two columns that both take
it, after some random play of a one-suit Spiderette deal), put on the table of a
GameSession with the app's own deferred stores (the writes go to the background thread, as
in the app), and then 300 more actions are played through the session, 60 ms apart (a fast
player: the writer's fsyncs of one action are done before the next, as in play). What is
timed is the session's own work per action on the GUI thread (the engine's action, the
clock, the statistics and the save text handed to the writer), as wall time and as the
thread's CPU time: median and 99th percentile. No test asserts a time; the target is a cost
that does not grow with the game (p99 <= 2 ms at 10,000 actions).

--all plays the games with undo reaching all the way back (Settings › Undo): every action
of the game is then in the save's undo list, and after the 300 actions 300 undos are timed
the same way (each saved too). "game MB" is what building the game allocated and kept
(tracemalloc): all the way back keeps pictures for the newest actions only.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication  # noqa: E402


class Quiet:
    def status(self, text, ms=0): pass
    def clear_status(self): pass
    def message(self, text, details=None, button=None, *, warning=True): pass
    def open(self, dialog): pass


def shuttle_game(length: int, seed: int = 1, undo_all: bool = False):
    """A one-suit Spiderette game of `length` actions: random play until some card can go
    back and forth between two columns, then back and forth."""
    from spiderette_qt.engine import Game

    rng = random.Random(seed)
    for number in range(10_000):
        game = Game.new(1, number, undo_all=undo_all)
        for _ in range(60):
            pair = _shuttle(game)
            if pair is not None:
                break
            moves = game.legal_moves()
            if not moves:
                break
            move = rng.choice(moves)
            game.move(move.source, move.count, move.target)
        pair = _shuttle(game)
        if pair is None:
            continue
        source, target = pair
        while game.moves < length:
            game.move(source, 1, target)
            source, target = target, source
        return game, (source, target)
    raise RuntimeError("no shuttle found")


def _shuttle(game):
    """(a, b): the top card of a goes onto b, and from there back onto a."""
    columns = game.columns
    for a, column in enumerate(columns):
        if len(column.visible) < 2:
            continue
        card, below = column.visible[-1], column.visible[-2]
        if below.rank != card.rank + 1:
            continue
        for b, other in enumerate(columns):
            if b != a and other.visible and other.visible[-1].rank == card.rank + 1:
                return a, b
    return None


GAP_S = 0.060


def _figures(spent: list[float], cpu: list[float]) -> tuple[float, float, float, float]:
    spent, cpu = sorted(spent), sorted(cpu)
    return (statistics.median(spent) * 1000, spent[int(len(spent) * 0.99)] * 1000,
            statistics.median(cpu) * 1000, cpu[int(len(cpu) * 0.99)] * 1000)


def measure(length: int, undo_all: bool = False) -> list[tuple[str, float, float, float, float]]:
    folder = tempfile.mkdtemp(prefix="long-history-")
    os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")
    from spiderette_qt.persistence import SaveStore, StatisticsStore
    from spiderette_qt.persistence.background_writer import flush_all
    from spiderette_qt.session import GameSession

    tracemalloc.start()
    game, (source, target) = shuttle_game(length, undo_all=undo_all)
    kept = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    session = GameSession(Quiet(), save_store=SaveStore(deferred=True),
                          stats_store=StatisticsStore(deferred=True))
    session.undo_all = undo_all
    session.start_game(game)
    flush_all()
    spent, cpu = [], []
    for _ in range(300):
        time.sleep(GAP_S)
        start, start_cpu = time.perf_counter(), time.thread_time()
        assert session.move(source, 1, target)
        spent.append(time.perf_counter() - start)
        cpu.append(time.thread_time() - start_cpu)
        source, target = target, source
    flush_all()
    size = os.path.getsize(session.save_store.path) / 1e6
    rows = [("action", *_figures(spent, cpu), size, kept / 1e6)]
    if undo_all:
        spent, cpu = [], []
        for _ in range(300):
            time.sleep(GAP_S)
            start, start_cpu = time.perf_counter(), time.thread_time()
            assert session.undo()
            spent.append(time.perf_counter() - start)
            cpu.append(time.thread_time() - start_cpu)
        flush_all()
        rows.append(("undo", *_figures(spent, cpu), size, kept / 1e6))
    return rows


def main(argv: list[str]) -> int:
    app = QCoreApplication(argv[:1])  # noqa: F841 - the session's QObjects need one
    undo_all = "--all" in argv
    lengths = [int(a) for a in argv[1:] if a != "--all"] or [100, 10_000, 100_000]
    print("undo reaches", "all the way back" if undo_all else "as the rules say")
    print(f"{'actions':>9} {'timed':>6} {'median':>8} {'p99':>8} {'CPU med':>8} {'CPU p99':>8} "
          f"{'save file':>10} {'game':>9}")
    for length in lengths:
        for kind, median, p99, cpu_median, cpu_p99, megabytes, game_mb in measure(
                length, undo_all):
            print(f"{length:>9} {kind:>6} {median:6.2f}ms {p99:6.2f}ms {cpu_median:6.2f}ms "
                  f"{cpu_p99:6.2f}ms {megabytes:8.2f}MB {game_mb:7.2f}MB")
    print("target: p99 <= 2 ms at 10,000 actions, about the same at any length")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
