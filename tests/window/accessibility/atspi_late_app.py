"""The game for the start-order test (run by atspi_late_driver.py on a private bus).

The game starts before any listener: it prints READY once its first frame is up, then obeys
lines on stdin, each answered by one JSON line on stdout:
  WAIT <0|1>  wait (at most 5 s) until the second channel is that, then report it;
  PLAY        play the queen onto the king by keys (7, Enter, Enter) and report what the
              table said;
  QUIET       after 0.5 s, count the listener watch's changes over 1.5 s with nothing
              happening on the bus but the game's own checks (issue 22: they looped).
It never asks the registry itself: only the window's own wiring may switch the channel.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QElapsedTimer, QSettings, QSocketNotifier, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "table"))
from helpers import removal_deck  # noqa: E402

from spiderette_qt.engine import Game  # noqa: E402
from spiderette_qt.settings.preferences import Settings  # noqa: E402
from spiderette_qt.table import durations  # noqa: E402
from spiderette_qt.window.main_window import MainWindow  # noqa: E402


def main() -> int:
    app = QApplication(sys.argv)
    settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    durations.set_speed("off")
    window = MainWindow(settings)
    window.session.start_game(Game.from_deck(removal_deck(), suits=1))
    window.show()
    window.activateWindow()
    window.view.setFocus()
    announcer = window.accessibility.announcer
    changes = [0]
    window.accessibility.watch.listenersChanged.connect(
        lambda: changes.__setitem__(0, changes[0] + 1))

    def say(**fields: object) -> None:
        print(json.dumps(fields), flush=True)

    def wait_for(wanted: bool, clock: QElapsedTimer) -> None:
        if announcer.second_channel is wanted or clock.elapsed() > 5000:
            say(second_channel=announcer.second_channel,
                watching=window.accessibility.watch.watching)
        else:
            QTimer.singleShot(50, lambda: wait_for(wanted, clock))

    def command() -> None:
        line = sys.stdin.readline().split()
        if not line:
            app.quit()
        elif line[0] == "WAIT":
            clock = QElapsedTimer()
            clock.start()
            wait_for(line[1] == "1", clock)
        elif line[0] == "PLAY":
            # With a listener on the bus, Qt's bridge hands each key to the registry first and
            # delivers it when the registry answers: wait for the move (at most 5 s).
            for key in (Qt.Key.Key_7, Qt.Key.Key_Return, Qt.Key.Key_Return):
                QTest.keyClick(window.view, key)
            clock = QElapsedTimer()
            clock.start()
            played(clock)
        elif line[0] == "QUIET":
            QTimer.singleShot(500, lambda: quiet(changes[0]))

    def quiet(before: int) -> None:
        QTimer.singleShot(1500, lambda: say(changes=changes[0] - before))

    def played(clock: QElapsedTimer) -> None:
        if window.game.moves or clock.elapsed() > 5000:
            QTimer.singleShot(300, lambda: say(  # the name change reaches the bus
                moves=window.game.moves, announced=announcer.last_text,
                name=window.view.accessibleName()))
        else:
            QTimer.singleShot(50, lambda: played(clock))

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
    notifier.activated.connect(command)
    QTimer.singleShot(1000, lambda: print("READY", flush=True))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
