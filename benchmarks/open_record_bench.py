"""How long opening a long game record freezes the window.

    python benchmarks/open_record_bench.py [actions...]      (default 100000)

A legal record of each length is made (the shuttle game of long_history_bench.py) and
written to a file; a real MainWindow (offscreen) opens it through Game › Open Game's own
path (record_files.open_path) while a QTimer ticks every 10 ms on the GUI thread. Printed:
the longest gap between two ticks while the record was being opened (the window's longest
freeze: 10 ms is a window that never stopped), how many gaps were longer than 50 ms, and the
time from the open to the game on the table. Then the same for the save file of that game
resumed by a new window's start (GameSession.begin). No test asserts a time; the aim is a
window that answers throughout (longest gap well under 100 ms).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_folder = tempfile.mkdtemp(prefix="open-record-")
for _key in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"):
    os.environ[_key] = os.path.join(_folder, _key.lower())

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from PySide6.QtCore import QElapsedTimer, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

TICK_MS = 10


class Ticks:
    """A 10 ms timer on the GUI thread that keeps the gaps between its ticks."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.gaps: list[int] = []
        self.timer = QTimer()
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self._last = 0

    def start(self) -> None:
        self.gaps.clear()
        self.clock.start()
        self._last = 0
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()
        self._tick()

    def _tick(self) -> None:
        now = self.clock.elapsed()
        self.gaps.append(now - self._last)
        self._last = now


def wait_until(app: QApplication, done, timeout_s: float = 120.0) -> None:
    deadline = time.perf_counter() + timeout_s
    while not done():
        if time.perf_counter() > deadline:
            raise RuntimeError("the record was not opened in time")
        app.processEvents()
        time.sleep(0.001)


def make_window(app: QApplication, resume: bool = False):
    from PySide6.QtCore import QSettings

    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.table import durations
    from spiderette_qt.window.main_window import MainWindow

    settings = Settings(QSettings(os.path.join(_folder, "settings.ini"),
                                  QSettings.Format.IniFormat))
    settings.confirm_new_game = False
    settings.animation_speed = "off"
    durations.set_speed("off")
    window = MainWindow(settings, resume=resume)
    window.show()
    wait_until(app, lambda: window.started)
    return window


def report(name: str, ticks: Ticks, seconds: float) -> None:
    longest = max(ticks.gaps) if ticks.gaps else 0
    long_ones = sum(1 for gap in ticks.gaps if gap > 50)
    print(f"{name:>22} {longest:7d}ms {long_ones:6d} {seconds * 1000:9.0f}ms")


def idle(app: QApplication, seconds: float = 1.5) -> None:
    """The same ticks with nothing to do: the machine's own stalls (a shared machine's load
    shows here too), the floor the figures below stand on."""
    ticks = Ticks()
    ticks.start()
    started = time.perf_counter()
    wait_until(app, lambda: time.perf_counter() - started > seconds)
    ticks.stop()
    report("idle (the floor)", ticks, seconds)


def measure(app: QApplication, length: int) -> None:
    from long_history_bench import shuttle_game

    from spiderette_qt.window.records import record_files

    game, _pair = shuttle_game(length)
    idle(app)
    path = Path(_folder) / f"long-{length}.spiderette"
    path.write_text(game.record(), encoding="utf-8")
    window = make_window(app)
    ticks = Ticks()
    ticks.start()
    wait_until(app, lambda: len(ticks.gaps) > 5)
    started = time.perf_counter()
    ticks.start()
    record_files.open_path(window, path)
    wait_until(app, lambda: window.game.moves == game.moves)
    opened = time.perf_counter() - started
    wait_until(app, lambda: len(ticks.gaps) > 3 and ticks.clock.elapsed() > opened * 1000 + 50)
    ticks.stop()
    report(f"open {length} actions", ticks, opened)
    window.session.save_game()
    from spiderette_qt.persistence.background_writer import flush_all

    flush_all()
    window.close()
    # The same game resumed at a launch: a new window reads the save file.
    ticks.start()
    started = time.perf_counter()
    second = make_window(app, resume=True)
    wait_until(app, lambda: second.game.moves == game.moves)
    resumed = time.perf_counter() - started
    ticks.stop()
    report(f"resume {length} actions", ticks, resumed)
    second.close()


def main(argv: list[str]) -> int:
    app = QApplication(argv[:1])
    lengths = [int(a) for a in argv[1:]] or [100_000]
    print(f"{'':>22} {'longest':>9} {'>50ms':>6} {'to table':>11}")
    for length in lengths:
        measure(app, length)
    print("aim: the longest gap between 10 ms ticks well under 100 ms while opening")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
