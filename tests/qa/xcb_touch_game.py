"""One whole game won by touch alone in the real window on a real X display (xcb), run by
tests/qa/test_touch_on_xcb.py in a subprocess (pytest's own process is offscreen, and a
process has one Qt platform):

    QT_QPA_PLATFORM=xcb DISPLAY=:N python -m tests.qa.xcb_touch_game spider

The window sits away from the screen's origin, so a touch point read as a screen point
instead of a window point misses. The line is the same one test_whole_game_by_touch plays
(taps, finger drags, taps on the stock; late Spider columns spread open to pick). Prints
what it did and exits 0 when the game is won with the table right after every action.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication, QWidget

from tests.qa.qa_helpers import make_window, play_line, presenter_of
from tests.qa.test_whole_game_by_mouse import GAMES

WINDOW_AT = QPoint(110, 70)
WINDOW_SIZE = (1200, 660)


class _Bot:
    """The two things play_line asks of pytest-qt's qtbot, on a plain event loop."""

    def addWidget(self, widget: QWidget) -> None:  # noqa: N802 (qtbot's name)
        self.widget = widget

    def wait(self, ms: int) -> None:
        end = time.monotonic() + ms / 1000
        while time.monotonic() < end:
            QApplication.processEvents()
            time.sleep(0.002)

    def waitUntil(self, done: Callable[[], bool], timeout: int = 5000) -> None:  # noqa: N802
        end = time.monotonic() + timeout / 1000
        while not done():
            if time.monotonic() > end:
                raise TimeoutError("the table did not settle")
            QApplication.processEvents()
            time.sleep(0.002)


def main(argv: list[str]) -> int:
    variant = argv[1] if len(argv) > 1 else "spider"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print(f"platform {app.platformName()}", flush=True)
    bot = _Bot()
    folder = Path(tempfile.mkdtemp(prefix="xcb-touch-"))
    window = make_window(bot, folder / "settings.ini", "off", WINDOW_SIZE)
    window.move(WINDOW_AT)
    bot.waitUntil(lambda: window.mapToGlobal(QPoint(0, 0)).x() >= WINDOW_AT.x())
    presenter = presenter_of(window)
    presenter.double_click_moves = False  # a tap moves whatever the double-click setting
    make_game, line, _sequences = GAMES[variant]
    window.session.start_game(make_game())
    game = presenter.game
    assert game is not None
    viewport = presenter.view.viewport()
    print(f"viewport at {viewport.mapToGlobal(QPoint(0, 0)).toTuple()} on the screen, "
          f"{viewport.width()}x{viewport.height()}", flush=True)
    counts = play_line(window, bot, line, "touch")
    print(f"{counts}; won {game.is_won}, score {game.score}, moves {game.moves}", flush=True)
    ok = game.is_won and counts["taps"] > 0 and counts["drags"] > 0 and (
        variant != "spider" or counts["spreads"] > 0)
    window.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
