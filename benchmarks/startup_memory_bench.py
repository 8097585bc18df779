"""Start-up time to the first painted table, and peak memory, beside a bare PySide6 window.

    python benchmarks/startup_memory_bench.py [runs]

Each measurement is a fresh subprocess. The parent notes the time just before it starts the
child; the child prints the wall-clock time of its first paint event. "bare" is a
QGraphicsView with an empty scene; "table" is the TablePresenter's view with a new game; "app" is
the whole game (`python -m spiderette_qt`, fresh settings, so a new deal) up to its first paint,
through the probe of spiderette_qt.app.cli. The machine may be shared: figures are medians.

Children run with compiled bytecode, as an installed game does (pip and PyInstaller ship .pyc
files; PySide6's own modules here have theirs): PYTHONDONTWRITEBYTECODE is dropped and the
.pyc files go to a temporary PYTHONPYCACHEPREFIX, warmed by one unmeasured run of each kind.
Pass --no-bytecode to measure compiling every module from source instead.
Targets: table start-up <= 1.3 x bare; peak RSS after 200 animated actions reported beside
the bare window's.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = r'''
import os, sys, time, resource
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QObject, QEvent, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView, QGraphicsScene
mode = sys.argv[1]
app = QApplication(sys.argv[:1])
if mode == "bare":
    scene = QGraphicsScene()
    view = QGraphicsView(scene)
    target = view.viewport()
else:
    from spiderette_qt.table.presenter import TablePresenter
    from spiderette_qt.engine import Game
    presenter = TablePresenter()
    view = presenter.view
    target = view.viewport()
view.resize(1280, 800)

class FirstPaint(QObject):
    done = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.done:
            self.done = True
            QTimer.singleShot(0, after_paint)
        return False

def peak_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024

def after_paint():
    print(f"PAINT {time.time():.6f}", flush=True)
    print(f"RSS_START {peak_mb():.1f}", flush=True)
    if mode == "table-actions":
        play_actions()
    app.quit()

def play_actions():
    import random
    from spiderette_qt.table import durations
    durations.set_speed("fast")
    rng = random.Random(1)
    game = presenter.game
    done = 0
    while done < 200:
        if game.is_won:
            presenter.new_game(Game.new(2, rng.randrange(1000)))
            game = presenter.game
        moves = game.legal_moves()
        r = rng.random()
        if r < 0.1 and game.can_undo:
            presenter.undo()
        elif (r < 0.25 or not moves) and game.can_deal():
            presenter.deal()
        elif moves:
            m = rng.choice(moves)
            presenter.move(m.source, m.count, m.target)
        else:
            presenter.new_game(Game.new(2, rng.randrange(1000)))
            game = presenter.game
        done += 1
        # Let part of the animation play, as a fast player would.
        end = time.time() + 0.03
        while time.time() < end:
            app.processEvents()
    print(f"RSS_ACTIONS {peak_mb():.1f}", flush=True)

watcher = FirstPaint()
target.installEventFilter(watcher)
if mode != "bare":
    presenter.new_game(Game.new(2, 12345))
view.show()
app.exec()
'''


_CHILD_ENV: dict[str, str] = {}


def child_env(**extra: str) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env.update(_CHILD_ENV)
    if "PYTHONPYCACHEPREFIX" in _CHILD_ENV:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.update(extra)
    return env


def run(mode: str) -> dict[str, float]:
    env = child_env()
    started = time.time()
    out = subprocess.run([sys.executable, "-c", CHILD, mode], capture_output=True, text=True,
                         env=env, timeout=300, check=True).stdout
    values: dict[str, float] = {}
    for line in out.splitlines():
        key, _, value = line.partition(" ")
        values[key] = float(value)
    values["startup_ms"] = (values["PAINT"] - started) * 1000
    return values


def run_app() -> float:
    """Milliseconds from starting the whole game to its first paint (fresh settings)."""
    with tempfile.TemporaryDirectory() as home:
        env = child_env(XDG_CONFIG_HOME=os.path.join(home, "config"),
                        XDG_DATA_HOME=os.path.join(home, "data"),
                        SPIDERETTE_EXIT_AFTER_FIRST_PAINT="1")
        started = time.time()
        out = subprocess.run([sys.executable, "-m", "spiderette_qt"], capture_output=True,
                             text=True, env=env, timeout=300, check=True).stdout
    for line in out.splitlines():
        key, _, value = line.partition(" ")
        if key == "first-paint":
            return (float(value) - started) * 1000
    raise RuntimeError(f"the app printed no first-paint line: {out!r}")


def main(argv: list[str]) -> int:
    bytecode = "--no-bytecode" not in argv
    argv = [a for a in argv if a != "--no-bytecode"]
    runs = int(argv[1]) if len(argv) > 1 else 5
    with tempfile.TemporaryDirectory() as cache:
        if bytecode:
            _CHILD_ENV["PYTHONPYCACHEPREFIX"] = cache
            run("table")  # warm-up: writes the .pyc files of everything the children import
            run_app()
        print("children run with", "compiled bytecode (.pyc)" if bytecode
              else "no .pyc files (every module compiled from source)")
        return measure(runs)


def measure(runs: int) -> int:
    # Interleaved, so a burst of load on a shared machine hits every kind alike.
    bare: list[dict[str, float]] = []
    table: list[dict[str, float]] = []
    app: list[float] = []
    for _ in range(runs):
        bare.append(run("bare"))
        table.append(run("table"))
        app.append(run_app())
    bare_ms = statistics.median(v["startup_ms"] for v in bare)
    table_ms = statistics.median(v["startup_ms"] for v in table)
    app_ms = statistics.median(app)
    print(f"start-up to first paint (median of {runs}): bare {bare_ms:.0f} ms, "
          f"table {table_ms:.0f} ms, ratio {table_ms / bare_ms:.2f} (target <= 1.3); "
          f"whole app {app_ms:.0f} ms, ratio {app_ms / bare_ms:.2f}")
    actions = run("table-actions")
    print(f"peak RSS: bare window {statistics.median(v['RSS_START'] for v in bare):.1f} MB, "
          f"table at first paint {statistics.median(v['RSS_START'] for v in table):.1f} MB, "
          f"table after 200 animated actions {actions['RSS_ACTIONS']:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
