"""The game session without a window (issue 24): a Controller (with its own view, never
shown), the stores in the test's folder and a notifier that records what it is asked to show.

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
from spiderette_qt.table import durations
from spiderette_qt.table.presenter import Controller
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
                warning: bool = True) -> None:
        self.messages.append((text, details))
        if button is not None:
            self.buttons.append(button)

    def open(self, dialog: object) -> None:
        self.dialogs.append(dialog)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def make_session(qapp, folder: Path) -> tuple[GameSession, Controller, Recorder]:
    durations.set_speed("off")
    controller = Controller()
    notifier = Recorder()
    session = GameSession(controller, notifier, controller, save_store=SaveStore(folder),
                          stats_store=StatisticsStore(folder))
    return session, controller, notifier


def test_a_new_game_is_on_the_table_counted_and_saved(qapp, folder: Path) -> None:
    session, controller, _ = make_session(qapp, folder)
    replacing: list[tuple[object, bool]] = []
    session.gameReplacing.connect(lambda left, restarted: replacing.append((left, restarted)))
    game = Game.from_code(CODE)
    session.start_game(game)
    assert controller.game is game and session.game is game
    assert replacing == [(None, False)]
    assert session.statistics.for_game("spiderette", 1).played == 0  # no action yet
    assert SaveStore(folder).load().game.code == CODE


def test_an_action_is_saved_with_its_clock_and_counted(qapp, folder: Path) -> None:
    session, controller, _ = make_session(qapp, folder)
    session.start_game(Game.from_code(CODE), elapsed_ms=65_000)
    assert controller.deal()
    controller.finish_animations()
    loaded = SaveStore(folder).load()
    assert loaded.game.code == CODE and loaded.game.moves == session.game.moves == 1
    assert loaded.elapsed_ms >= 65_000
    stats = StatisticsStore(folder).load_result().statistics
    assert stats.for_game("spiderette", 1).played == 1  # the first action counts the game


def test_a_win_is_counted_the_save_cleared_and_the_window_told(qapp, folder: Path) -> None:
    session, controller, _ = make_session(qapp, folder)
    won: list[bool] = []
    session.playerWon.connect(lambda: won.append(True))
    game, last = nearly_won_game()
    session.start_game(game)
    assert SaveStore(folder).path.exists()
    controller.move(*last)
    controller.finish_animations()
    assert game.is_won and won == [True]
    assert session.new_best  # the first win is the best yet
    figures = StatisticsStore(folder).load_result().statistics.for_game("spiderette", 1)
    assert figures.won == 1 and figures.best_score == game.score
    assert not SaveStore(folder).path.exists()  # a won game is not resumed


def test_the_demos_win_is_not_the_players(qapp, folder: Path) -> None:
    session, controller, _ = make_session(qapp, folder)
    won: list[bool] = []
    session.playerWon.connect(lambda: won.append(True))
    game, last = nearly_won_game()
    session.start_game(game)
    session.note_demo_move(game)
    controller.move(*last)
    controller.finish_animations()
    assert game.is_won and won == []  # no "you won" panel
    figures = session.statistics.for_game("spiderette", 1)
    assert figures.won == 0 and figures.played == 1


def test_the_demos_game_stays_the_demos_after_a_restart(qapp, folder: Path) -> None:
    """The Demo made a move, the app was closed mid-Demo: the resumed game's win is still
    not the player's (the save keeps the Demo's part)."""
    session, controller, _ = make_session(qapp, folder)
    game, last = nearly_won_game()
    session.start_game(game)
    session.note_demo_move(game)
    session.save_game()
    session.save_store.flush()
    again, controller2, _ = make_session(qapp, folder)
    won: list[bool] = []
    again.playerWon.connect(lambda: won.append(True))
    again.begin(resume=True, suits=1, variant="spiderette")
    assert again.game is not game and again.helped(again.game)
    controller2.move(*last)
    controller2.finish_animations()
    assert again.game.is_won and won == []
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
    session, controller, _ = make_session(qapp, folder)
    left = Game.from_code(CODE)
    session.start_game(left)
    assert controller.deal()
    controller.finish_animations()
    session.clock.reset(90_000)  # as if played for a minute and a half
    session.start_game(Game.from_code("SD2-S1-AAAAAAB"), keep_left=True)
    assert session.elapsed_ms == 0
    assert controller.undo()  # back over the new game
    controller.finish_animations()
    assert session.game is left and session.elapsed_ms >= 90_000
    assert SaveStore(folder).load().game.code == CODE
    figures = session.statistics.for_game("spiderette", 1)
    assert figures.played == 1  # the left game, counted once


def test_a_newer_game_of_another_window_is_reported_not_overwritten(qapp, folder: Path) -> None:
    session, controller, notifier = make_session(qapp, folder)
    session.start_game(Game.from_code(CODE))
    other = SaveStore(folder)
    other.load()
    newer = Game.from_code("SD4-S1-CCCCCCC")
    newer.deal()
    assert other.save(newer)  # another copy of the app saves its game
    assert controller.deal()
    controller.finish_animations()
    assert SaveStore(folder).load().game.code == "SD4-S1-CCCCCCC"  # not overwritten
    assert [text for text, _ in notifier.messages] == [save_conflict_text()]
    [(label, save_anyway)] = notifier.buttons
    assert label == save_anyway_text()
    save_anyway()  # the player chooses this game
    assert SaveStore(folder).load().game.code == CODE


def test_a_damaged_save_at_start_is_told_and_a_new_game_dealt(qapp, folder: Path) -> None:
    folder.mkdir(parents=True)
    SaveStore(folder).path.write_text("{not json", encoding="utf-8")
    session, controller, notifier = make_session(qapp, folder)
    session.begin(resume=True, suits=2, variant="spiderette")
    assert controller.game is not None and controller.game.suits == 2
    assert len(notifier.messages) == 1 and "damaged" in notifier.messages[0][0]
