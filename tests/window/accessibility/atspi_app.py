"""The game for the AT-SPI test (run by atspi_driver.py on a private bus under Xvfb).

Runs the real window on the crafted removal deal, waits for the accessibility bridge, then
plays one move by keys (7, Enter, Enter: the queen onto the king) and prints one JSON line:
what the app sent and what its table's description was before and after.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "table"))
from helpers import removal_deck  # noqa: E402

from spiderette_qt.engine import Game  # noqa: E402
from spiderette_qt.settings.preferences import Settings  # noqa: E402
from spiderette_qt.table import durations  # noqa: E402
from spiderette_qt.window.main_window import MainWindow  # noqa: E402

SETTLE_MS = 1500  # the bridge registers the app on the bus, the listener sees it


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
    result: dict[str, object] = {}

    def play() -> None:
        window.accessibility.check_channels()
        result["second_channel"] = window.accessibility.announcer.second_channel
        result["description_before"] = window.view.accessibleDescription()
        for key in (Qt.Key.Key_7, Qt.Key.Key_Return, Qt.Key.Key_Return):
            QTest.keyClick(window.view, key)
        QTimer.singleShot(SETTLE_MS, finish)

    def finish() -> None:
        result["moves"] = window.game.moves
        result["announced"] = window.accessibility.announcer.last_text
        result["description_after"] = window.view.accessibleDescription()
        result["name_after"] = window.view.accessibleName()
        print("RESULT " + json.dumps(result), flush=True)
        app.quit()

    QTimer.singleShot(SETTLE_MS, play)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
