"""The game session without a window or a view: the player's intents sent straight to it, the
stores in the test's folder and a notifier that records what it is asked to show.

New game, an action saved, a win counted (and the Demo's win not the player's), a left game
restored by Undo, a save conflict reported, a save problem at start: what the window used to
decide is the session's, so these need no QMainWindow.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.persistence import SaveStore, StatisticsStore
from spiderette_qt.session import GameSession
from spiderette_qt.session.file_problems import save_anyway_text, save_conflict_text
from tests.window.winning_line import nearly_won_game

CODE = "SD1-S1-AAAAAAB"


class Recorder:
    """A Notifier that keeps what it was asked to show."""

    def __init__(self) -> None:
        self.statuses: list[str] = []
        self.messages: list[tuple[str, str | None]] = []
        self.buttons: list[tuple[str, Callable[[], None]]] = []
        self.dialogs: list[object] = []

    def status(self, text: str, ms: int = 0) -> None:
        self.statuses.append(text)

    def clear_status(self) -> None:
        self.statuses.append("")

    def message(self, text: str, details: str | None = None,
                button: tuple[str, Callable[[], None]] | None = None, *,
                warning: bool = True, for_game: bool = False) -> None:
        self.messages.append((text, details))
        if button is not None:
            self.buttons.append(button)

    def open(self, dialog: object) -> None:
        self.dialogs.append(dialog)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def make_session(qapp, folder: Path) -> tuple[GameSession, GameSession, Recorder]:
    """The session, twice (it is also what the tests play on), and its notifier."""
    notifier = Recorder()
    session = GameSession(notifier, save_store=SaveStore(folder),
                          stats_store=StatisticsStore(folder))
    return session, session, notifier


def test_a_new_game_is_on_the_table_counted_and_saved(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    replacing: list[tuple[object, bool]] = []
    session.gameReplacing.connect(
        lambda leaving: replacing.append((leaving.left, leaving.restarted)))
    game = Game.from_code(CODE)
    session.start_game(game)
    assert session.game is game
    assert replacing == [(None, False)]
    assert session.statistics.for_game("spiderette", 1).played == 0  # no action yet
    assert SaveStore(folder).load().game.code == CODE


def test_an_action_is_saved_with_its_clock_and_counted(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    session.start_game(Game.from_code(CODE), elapsed_ms=65_000)
    assert table.deal()
    loaded = SaveStore(folder).load()
    assert loaded.game.code == CODE and loaded.game.moves == session.game.moves == 1
    assert loaded.elapsed_ms >= 65_000
    stats = StatisticsStore(folder).load_result().statistics
    assert stats.for_game("spiderette", 1).played == 1  # the first action counts the game


def test_a_win_is_counted_the_save_cleared_and_the_window_told(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    won: list[bool] = []
    session.gameWon.connect(lambda event: won.append(event.counted))
    game, last = nearly_won_game()
    session.start_game(game)
    assert SaveStore(folder).path.exists()
    table.move(*last)
    assert game.is_won and won == [True]
    assert session.new_best  # the first win is the best yet
    figures = StatisticsStore(folder).load_result().statistics.for_game("spiderette", 1)
    assert figures.won == 1 and figures.best_score == game.score
    assert not SaveStore(folder).path.exists()  # a won game is not resumed


def test_the_demos_win_is_not_the_players(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    won: list[bool] = []
    session.gameWon.connect(lambda event: won.append(event.counted))
    game, last = nearly_won_game()
    session.start_game(game)
    session.note_demo_move(game)
    table.move(*last)
    assert game.is_won and won == [False]  # no "you won" panel
    figures = session.statistics.for_game("spiderette", 1)
    assert figures.won == 0 and figures.played == 1


def test_the_demos_game_stays_the_demos_after_a_restart(qapp, folder: Path) -> None:
    """The Demo made a move, the app was closed mid-Demo: the resumed game's win is still
    not the player's (the save keeps the Demo's part)."""
    session, table, _ = make_session(qapp, folder)
    game, last = nearly_won_game()
    session.start_game(game)
    session.note_demo_move(game)
    session.save_game()
    session.save_store.flush()
    again, table2, _ = make_session(qapp, folder)
    won: list[bool] = []
    again.gameWon.connect(lambda event: won.append(event.counted))
    again.begin(resume=True, suits=1, variant="spiderette")
    assert again.game is not game and again.helped(again.game)
    table2.move(*last)
    assert again.game.is_won and won == [False]
    figures = again.statistics.for_game("spiderette", 1)
    assert figures.won == 0 and figures.played == 1
    # a game of the player's, resumed, is the player's
    third, _c, _ = make_session(qapp, folder)
    third.start_game(Game.from_code(CODE))
    third.save_store.flush()
    fourth, _c4, _ = make_session(qapp, folder)
    fourth.begin(resume=True, suits=1, variant="spiderette")
    assert fourth.game.code == CODE and not fourth.helped(fourth.game)


def test_undo_over_a_new_game_brings_the_left_game_back_uncounted(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    left = Game.from_code(CODE)
    session.start_game(left)
    assert table.deal()
    session.clock.reset(90_000)  # as if played for a minute and a half
    session.start_game(Game.from_code("SD2-S1-AAAAAAB"), keep_left=True)
    assert session.elapsed_ms == 0
    assert table.undo()  # back over the new game
    assert session.game is left and session.elapsed_ms >= 90_000
    assert SaveStore(folder).load().game.code == CODE
    figures = session.statistics.for_game("spiderette", 1)
    assert figures.played == 1  # the left game, counted once


def test_a_newer_game_of_another_window_is_reported_not_overwritten(qapp, folder: Path) -> None:
    session, table, notifier = make_session(qapp, folder)
    session.start_game(Game.from_code(CODE))
    other = SaveStore(folder)
    other.load()
    newer = Game.from_code("SD4-S1-CCCCCCC")
    newer.deal()
    assert other.save(newer)  # another copy of the app saves its game
    assert table.deal()
    assert SaveStore(folder).load().game.code == "SD4-S1-CCCCCCC"  # not overwritten
    assert [text for text, _ in notifier.messages] == [save_conflict_text()]
    [(label, save_anyway)] = notifier.buttons
    assert label == save_anyway_text()
    save_anyway()  # the player chooses this game
    assert SaveStore(folder).load().game.code == CODE


def test_a_damaged_save_at_start_is_told_and_a_new_game_dealt(qapp, folder: Path) -> None:
    folder.mkdir(parents=True)
    SaveStore(folder).path.write_text("{not json", encoding="utf-8")
    session, table, notifier = make_session(qapp, folder)
    session.begin(resume=True, suits=2, variant="spiderette")
    assert table.game is not None and table.game.suits == 2
    assert len(notifier.messages) == 1 and "damaged" in notifier.messages[0][0]


WHOLE_GAME = r'''
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from spiderette_qt.engine import Game
from spiderette_qt.persistence import SaveStore, StatisticsStore
from spiderette_qt.session import GameSession
from tests.qa.winning_lines import SPIDER_CODE, SPIDER_LINE

app = QCoreApplication([])


class Quiet:
    def status(self, text, ms=0): pass
    def clear_status(self): pass
    def message(self, text, details=None, button=None, *, warning=True, for_game=False):
        print("message", text)
    def open(self, dialog): pass


folder = Path(sys.argv[1])
session = GameSession(Quiet(), save_store=SaveStore(folder), stats_store=StatisticsStore(folder))
played, won = [], []
session.actionPlayed.connect(played.append)
session.gameWon.connect(won.append)
session.start_game(Game.from_code(SPIDER_CODE))
for action in SPIDER_LINE:
    assert (session.deal() if action == "D" else session.move(*action)), action
figures = StatisticsStore(folder).load_result().statistics.for_game("spider", 1)
print("actions", len(played), "won", [event.counted for event in won], "played", figures.played,
      "won games", figures.won, "widgets", "PySide6.QtWidgets" in sys.modules,
      "gui", "PySide6.QtGui" in sys.modules)
'''


def test_a_whole_game_is_played_through_the_session_with_no_widget_at_all(tmp_path: Path) -> None:
    """A whole Spider game won through the session in a process with no QApplication: the
    session needs no view, no presenter and not even QtWidgets or QtGui."""
    import os
    import subprocess
    import sys

    from tests.qa.winning_lines import SPIDER_LINE

    script = tmp_path / "whole_game.py"
    script.write_text(WHOLE_GAME, encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    done = subprocess.run([sys.executable, str(script), str(tmp_path / "store")], cwd=root,
                          env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [
        "actions", str(len(SPIDER_LINE)), "won", "[True]", "played", "1", "won", "games", "1",
        "widgets", "False", "gui", "False"]
