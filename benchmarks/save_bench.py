"""GUI-thread time of saving after each action: synchronous writes (before) and the
background writer (after).

    python benchmarks/save_bench.py [actions] [gap_ms]

Builds the real MainWindow (offscreen, fresh data folders, animations off) and plays
`actions` random legal actions (moves and deals, as a player would; default 150) through the
presenter, `gap_ms` apart (default 60: a fast player; 0 plays back to back, the worst case
for the writer, which then has to wait for the previous game write at each save). What is
timed is what the window's actionDone slot spends in the two stores' save() calls (the game
file and the statistics file) on the GUI thread, once with SPIDERETTE_SYNC_SAVES=1 (every
write inline, with its fsyncs, as before) and once with the writer. Prints the median and
90th percentile per action of each (wall time, which includes waiting for the disk, for
the writer and for a core; and CPU time of the GUI thread), and the whole action (the
presenter call, wall time) for context.
The target is <= 2 ms per action with the writer.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def timed(spent: list[float], cpu: list[float],
          call: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start, start_cpu = time.perf_counter(), time.thread_time()
        try:
            return call(*args, **kwargs)
        finally:
            spent[-1] += time.perf_counter() - start
            cpu[-1] += time.thread_time() - start_cpu
    return wrapper


def run(app: QApplication, synchronous: bool, actions: int,
        gap_s: float) -> tuple[list[float], list[float], list[float]]:
    """(save wall time per action, its CPU time, whole action wall time) in seconds."""
    folder = tempfile.mkdtemp(prefix="save-bench-")
    os.environ["XDG_DATA_HOME"] = os.path.join(folder, "data")
    os.environ["XDG_CONFIG_HOME"] = os.path.join(folder, "config")
    if synchronous:
        os.environ["SPIDERETTE_SYNC_SAVES"] = "1"
    else:
        os.environ.pop("SPIDERETTE_SYNC_SAVES", None)
    from spiderette_qt.persistence.background_writer import flush_all
    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.window.main_window import MainWindow

    settings = Settings(QSettings(os.path.join(folder, "settings.ini"),
                                  QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings, resume=False)
    assert window.session.save_store._file.deferred is not synchronous  # noqa: SLF001 - the mode
    spent: list[float] = [0.0]
    cpu: list[float] = [0.0]
    save_store, stats_store = window.session.save_store, window.session.stats_store
    save_store.save = timed(spent, cpu, save_store.save)  # type: ignore[method-assign]
    stats_store.save = timed(spent, cpu, stats_store.save)  # type: ignore[method-assign]
    rng = random.Random(2026)
    saves: list[float] = []
    saves_cpu: list[float] = []
    whole: list[float] = []
    while len(saves) < actions:
        game = window.game
        moves = game.legal_moves()
        if game.is_won or (not moves and not game.can_deal()):
            window.session.start_game(type(game).new(game.suits))
            flush_all()
            continue
        spent[-1] = cpu[-1] = 0.0
        start = time.perf_counter()
        if moves and (not game.can_deal() or rng.random() < 0.85):
            move = rng.choice(moves)
            window.presenter.move(move.source, move.count, move.target)
        else:
            window.presenter.deal()
        whole.append(time.perf_counter() - start)
        saves.append(spent[-1])
        saves_cpu.append(cpu[-1])
        app.processEvents()
        time.sleep(gap_s)
    flush_all()
    window.close()
    return saves, saves_cpu, whole


def figures(label: str, values: list[float]) -> str:
    ms = sorted(v * 1000 for v in values)
    p90 = ms[int(0.9 * (len(ms) - 1))]
    return f"{label:44} median {statistics.median(ms):6.2f} ms   p90 {p90:6.2f} ms"


def main(argv: list[str]) -> int:
    actions = int(argv[1]) if len(argv) > 1 else 150
    gap_s = (float(argv[2]) if len(argv) > 2 else 60.0) / 1000
    app = QApplication.instance() or QApplication(sys.argv)
    assert isinstance(app, QApplication)
    print(f"{actions} actions, {gap_s * 1000:.0f} ms apart; GUI-thread time per action")
    for synchronous in (True, False):
        saves, saves_cpu, whole = run(app, synchronous, actions, gap_s)
        mode = "before (synchronous)" if synchronous else "after (background writer)"
        print(figures(f"{mode}: saving", saves))
        print(figures(f"{mode}: saving, CPU time", saves_cpu))
        print(figures(f"{mode}: whole action", whole))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
