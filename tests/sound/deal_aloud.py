"""Run by test_pulse_recording.py as its own process: the game's window, with its sounds on,
deals once its effects are ready, then quits. Prints what the player started."""

from __future__ import annotations

import sys

from spiderette_qt import startup

startup.install_all()

from PySide6.QtCore import QSettings, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from spiderette_qt.settings.preferences import Settings  # noqa: E402
from spiderette_qt.table import durations  # noqa: E402
from spiderette_qt.window.main_window import MainWindow  # noqa: E402

#: Give up (and say so) if the effects are not ready by then.
READY_WAIT_MS = 20000


def main() -> int:
    app = QApplication(sys.argv[:1])
    settings = Settings(QSettings(sys.argv[1], QSettings.Format.IniFormat))
    durations.set_speed("off")
    window = MainWindow(settings)
    window.show()
    player = window.sounds.player
    waited = [0]

    def deal() -> None:
        print("dealt" if window.presenter.deal() else "deal refused", flush=True)
        QTimer.singleShot(1500, app.quit)  # the riffle plays out

    def poll() -> None:
        if player.ready("deal"):
            QTimer.singleShot(500, deal)  # the server's stream set up, the recording running
        elif waited[0] >= READY_WAIT_MS:
            print("effects not ready", flush=True)
            app.quit()
        else:
            waited[0] += 50
            QTimer.singleShot(50, poll)

    poll()
    app.exec()
    print("started: " + " ".join(player.started), flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
