"""The game window for listening with Orca: a known deal, so each key's result is known.

  orca_table.py SETTINGS removal     the crafted removal deal (tests/table/helpers.py)
  orca_table.py SETTINGS nearly-won  one move (6, Enter, 1, Enter) from winning
  orca_table.py SETTINGS spider      a two-suit Spider deal (ten columns; deal number 5)
Run by orca_listen.sh with QT_ACCESSIBILITY=1 under Xvfb on a private bus.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "table"))
from helpers import removal_deck  # noqa: E402

from spiderette_qt.engine import Game  # noqa: E402
from spiderette_qt.settings.preferences import Settings  # noqa: E402
from spiderette_qt.window.main_window import MainWindow  # noqa: E402


def main() -> int:
    app = QApplication(sys.argv)
    settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    settings.animation_speed = "fast"
    window = MainWindow(settings)
    if sys.argv[2] == "nearly-won":
        from tests.window.winning_line import nearly_won_game

        game, _last = nearly_won_game()
    elif sys.argv[2] == "spider":
        game = Game.new(suits=2, number=5, variant="spider")
    else:
        game = Game.from_deck(removal_deck(), suits=1)
    window.session.start_game(game)
    window.show()
    window.activateWindow()
    window.view.setFocus()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
