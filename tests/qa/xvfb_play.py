"""Play a frozen winning line in the running app on a real X display (Xvfb), for a look.

    xvfb-run -a -s "-screen 0 1366x768x24" python -m tests.qa.xvfb_play spider out_dir

Not a test (pytest does not collect it): the app's own window on the xcb platform, animations
at "fast", the mouse driven through Qt's event queue exactly as the whole-game tests drive it
(drags, clicks on the stock), screenshots of the whole X screen (ImageMagick's `import`) at the
start, at a few points on the way and after the win. Prints what it did.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from spiderette_qt.settings.preferences import Settings
from spiderette_qt.table import durations
from spiderette_qt.window.main_window import MainWindow
from tests.qa.qa_helpers import (
    drop_point,
    grab_point,
    mouse_drag,
    presenter_of,
    run_first_id,
    stock_point,
    table_problems,
)
from tests.qa.winning_lines import RELAXED_CODE, RELAXED_LINE, SPIDER_CODE, SPIDER_LINE

LINES = {"spider": (SPIDER_CODE, SPIDER_LINE), "relaxed-spider": (RELAXED_CODE, RELAXED_LINE)}


def settle(window: MainWindow, seconds: float = 5.0) -> None:
    presenter = presenter_of(window)
    end = time.monotonic() + seconds
    QApplication.processEvents()
    while not presenter.idle and time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)
    for _ in range(3):
        QApplication.processEvents()


def shot(out: Path, name: str) -> None:
    path = out / f"xvfb-{name}.png"
    subprocess.run(["import", "-window", "root", str(path)], check=True)
    print(path, flush=True)


def main(argv: list[str]) -> int:
    variant = argv[1] if len(argv) > 1 else "spider"
    out = Path(argv[2] if len(argv) > 2 else "xvfb-shots")
    out.mkdir(parents=True, exist_ok=True)
    code, line = LINES[variant]
    folder = Path(tempfile.mkdtemp(prefix="xvfb-play-"))
    os.environ["XDG_DATA_HOME"] = str(folder / "data")  # never the player's own files
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "fast"
    window = MainWindow(settings)
    window.setGeometry(app.primaryScreen().availableGeometry())  # no window manager here
    window.show()
    settle(window)
    time.sleep(0.5)
    settle(window)
    if not window.choices.play_code(code):
        print("the code was refused")
        return 1
    durations.set_speed("fast")
    presenter = presenter_of(window)
    game = presenter.game
    assert game is not None
    settle(window)
    print(f"{game.code}: {window.windowTitle()!r}, window {window.width()}x{window.height()}, "
          f"cards {presenter.scene.layout.card_width} px wide")
    shot(out, f"{variant}-start")
    viewport = presenter.view.viewport()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    marks = {len(line) // 3: "third", 2 * len(line) // 3: "two-thirds"}
    for number, action in enumerate(line, start=1):
        if action == "D":
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, stock_point(presenter))
        else:
            assert isinstance(action, tuple)
            source, count, target = action
            start = grab_point(presenter, run_first_id(presenter, source, count))
            mouse_drag(presenter, start, drop_point(presenter, source, start, target))
        settle(window)
        problems = table_problems(window)
        if game.moves != number or problems:
            print(f"action {number} {action}: moves {game.moves}, problems {problems[:3]}")
            shot(out, f"{variant}-stuck")
            return 1
        if number in marks:
            shot(out, f"{variant}-{marks[number]}")
    print(f"won: {game.is_won}, score {game.score}, moves {game.moves}, "
          f"sequences {game.removed}/{game.variant.sequences}")
    end = time.monotonic() + 4
    while time.monotonic() < end:  # the celebration runs; then the win panel
        QApplication.processEvents()
        time.sleep(0.01)
    shot(out, f"{variant}-won")
    window.close()
    del app
    return 0 if game.is_won else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
