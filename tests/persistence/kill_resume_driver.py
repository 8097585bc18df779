"""The real app, driven over stdin/stdout, for the kill-and-resume test (run as a subprocess).

It builds the application the way app.main does (cli.make_application, Settings, a
MainWindow with resume=True, so whatever the last process saved is put back), then obeys
one command per line on stdin while Qt's event loop keeps running (so animations at
"normal" speed really are in flight when the test kills the process):

    next      play one action of the seeded random line (a legal move, a deal, an undo, a redo)
    undo      undo through the presenter
    newgame   start a fresh deal of the same suit count (as the New Game dialog would)
    auto N    play N actions back to back, printing after each, without waiting
    quit      close the window normally and exit

After start-up and after every command it prints exactly one JSON line (flushed) with the
full engine save (to_json), a digest of game.table(), score, moves, can_undo/can_redo and
the statistics' own JSON. Every line is printed only after the presenter's actionDone has
run, that is after the window has saved, and after the background writer has written what
it was handed (flush_all): a line on stdout means "this state is on disk".

Usage: python kill_resume_driver.py SETTINGS_INI SPEED SEED [SUITS]
(SUITS is the remembered suit count, used when there is no saved game to resume.)
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import sys
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSettings, QSocketNotifier, QTimer  # noqa: E402

from spiderette_qt.app import cli  # noqa: E402
from spiderette_qt.engine import Game  # noqa: E402
from spiderette_qt.persistence.background_writer import flush_all  # noqa: E402
from spiderette_qt.settings.preferences import Settings  # noqa: E402
from spiderette_qt.window.main_window import MainWindow  # noqa: E402


def table_digest(game: Game) -> str:
    """A short fingerprint of where every card is (same table <=> same digest)."""
    return hashlib.sha256(repr(game.table()).encode()).hexdigest()[:16]


def snapshot(window: MainWindow, label: str) -> dict[str, Any]:
    game = window.game
    return {
        "label": label,
        "json": game.to_json(),
        "table": table_digest(game),
        "score": game.score,
        "moves": game.moves,
        "can_undo": game.can_undo,
        "can_redo": game.can_redo,
        "stats": window.session.statistics.to_json(),
        "message": " ".join(window.message_bar.messages()),
        "idle": bool(window.presenter.idle),
    }


class Driver:
    """Reads commands from stdin without blocking Qt, plays them, reports each state."""

    def __init__(self, window: MainWindow, seed: int) -> None:
        self.window = window
        self.rng = random.Random(seed)
        self.buffer = b""
        self.auto_left = 0
        self.notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read)
        self.notifier.activated.connect(self._readable)
        self.timer = QTimer()
        self.timer.setInterval(0)
        self.timer.timeout.connect(self._auto_step)

    def report(self, label: str) -> None:
        # The window hands its saves to the background writer; a line still means "on disk",
        # unless KILL_DRIVER_NO_FLUSH asks to report at once (as fast as a player, see the
        # test of what a kill may lose then).
        if not os.environ.get("KILL_DRIVER_NO_FLUSH"):
            flush_all()
        sys.stdout.write(json.dumps(snapshot(self.window, label)) + "\n")
        sys.stdout.flush()

    def _readable(self) -> None:
        chunk = os.read(sys.stdin.fileno(), 65536)
        if not chunk:  # the test closed our stdin: nothing more will come
            self.notifier.setEnabled(False)
            return
        self.buffer += chunk
        while b"\n" in self.buffer:
            line, self.buffer = self.buffer.split(b"\n", 1)
            self.command(line.decode().strip())

    def command(self, line: str) -> None:
        word, _, rest = line.partition(" ")
        presenter = self.window.presenter
        if word == "next":
            self.report(self.random_action())
        elif word == "undo":
            self.report("undo" if presenter.undo() else "undo-refused")
        elif word == "newgame":
            self.window.session.start_game(Game.new(self.window.game.suits))
            self.report("newgame")
        elif word == "auto":
            self.auto_left = int(rest)
            self.timer.start()
        elif word == "quit":
            self.window.close()
            from PySide6.QtWidgets import QApplication

            QApplication.quit()
        else:
            self.report(f"unknown:{word}")

    def _auto_step(self) -> None:
        if self.auto_left <= 0:
            self.timer.stop()
            return
        self.auto_left -= 1
        self.report(self.random_action())

    def random_action(self) -> str:
        """One legal action through the presenter, as a player's click would make it."""
        presenter = self.window.presenter
        game = self.window.game
        if game.is_won:
            return "won"
        choices: list[str] = []
        moves = game.legal_moves()
        if moves:
            choices += ["move"] * 6
        if game.can_deal():
            choices += ["deal"] * 2
        if game.can_undo:
            choices += ["undo"] * 2
        if game.can_redo:
            choices.append("redo")
        if not choices:
            return "stuck"
        kind = self.rng.choice(choices)
        if kind == "move":
            move = self.rng.choice(moves)
            done = presenter.move(move.source, move.count, move.target)
            kind = f"move {move.source} {move.count} {move.target}"
        else:
            done = getattr(presenter, kind)()
        if not done:
            raise SystemExit(f"the presenter refused a legal action: {kind}")
        return kind


def main(argv: list[str]) -> int:
    settings_path, speed, seed = argv[1], argv[2], int(argv[3])
    args = cli.parse_args(["-platform", "offscreen"])
    app = cli.make_application(args)
    app.setOrganizationName("Spiderette")
    app.setApplicationName("Spiderette")
    settings = Settings(QSettings(settings_path, QSettings.Format.IniFormat))
    settings.animation_speed = speed
    if len(argv) > 4:
        settings.suits = int(argv[4])
    window = MainWindow(settings, resume=True)
    app.aboutToQuit.connect(window.save_now)
    window.show()
    driver = Driver(window, seed)
    driver.report("started")
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
