"""Only the player's own games count (docs/RULES.md §13), played through the session with no
view: a Demo-assisted game, a practice game from a record (a trimmed winning line, a made-up
start score), the bests in every scoring system, and the next launch reading it all back."""

from __future__ import annotations

from pathlib import Path

import pytest

from spiderette_qt.engine import Game, scoring
from spiderette_qt.persistence import SaveStore, StatisticsStore
from spiderette_qt.session.counting_notices import assisted_text, practice_text
from tests.session.test_game_session import CODE, make_session
from tests.window.winning_line import nearly_won_game


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


def relaunched(folder: Path):  # type: ignore[no-untyped-def]
    """The statistics the next launch reads, and whether it set the file aside."""
    loaded = StatisticsStore(folder).load_result()
    assert loaded.kind is None and loaded.moved_to is None
    assert not list(folder.glob("*.damaged*")) and not list(folder.glob("*aside*"))
    return loaded.statistics


def test_a_game_the_demo_moved_in_and_the_player_won_is_assisted(qapp, folder: Path) -> None:
    session, table, notifier = make_session(qapp, folder)
    won: list[bool] = []
    session.gameWon.connect(lambda event: won.append(event.counted))
    game, last = nearly_won_game()
    game.undo()  # two actions from the win: the Demo plays the first, the player the last
    session.start_game(game)
    session.note_demo_move(game)  # the Demo is about to move ...
    assert notifier.messages[-1][0] == assisted_text()  # ... and the player is told at once
    table.redo()
    table.move(*last)
    assert game.is_won and won == [False]  # no "you won" panel, no new best
    for figures in (session.statistics.for_game("spiderette", 1),
                    relaunched(folder).for_game("spiderette", 1)):
        assert (figures.played, figures.won, figures.lost, figures.assisted) == (1, 0, 0, 1)
        assert figures.best_score is None and figures.current_streak == 0


def test_an_assisted_game_keeps_the_streak_and_is_not_lost(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    game, last = nearly_won_game()
    session.start_game(game)
    table.move(*last)  # the player's own win: streak 1
    other = Game.from_code(CODE)
    session.start_game(other)
    table.deal()
    session.note_demo_move(other)
    session.start_game(Game.from_code("SD1-S1-AAAAAAC"))  # the assisted game is left
    for figures in (session.statistics.for_game("spiderette", 1),
                    relaunched(folder).for_game("spiderette", 1)):
        assert (figures.played, figures.won, figures.lost, figures.assisted) == (2, 1, 0, 1)
        assert figures.current_streak == 1


def test_a_practice_game_counts_nowhere_whatever_it_claims(qapp, folder: Path) -> None:
    session, table, notifier = make_session(qapp, folder)
    game, last = nearly_won_game()
    # A record of the nearly won game whose start claims a huge score: replayed, it is won in
    # one move, and nothing of it may reach the statistics.
    position = game.position()
    position.score = 999_999_999
    practice = Game.from_position(position)
    session.start_game(practice, keep_left=True, practice=True)
    assert notifier.messages[-1][0] == practice_text()
    table.move(*last)
    assert practice.is_won
    for stats in (session.statistics, relaunched(folder)):
        figures = stats.for_game("spiderette", 1)
        assert (figures.played, figures.won, figures.best_score) == (0, 0, None)
        assert stats.daily.to_obj()["days"] == {}


def test_a_practice_game_stays_practice_after_a_relaunch(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    game, last = nearly_won_game()
    session.start_game(Game.from_record(game.record()), practice=True)
    session.save_store.flush()
    again, table2, _ = make_session(qapp, folder)
    again.begin(resume=True, suits=1, variant="spiderette")
    assert again.is_practice(again.game)
    table2.move(*last)
    assert again.game.is_won
    assert relaunched(folder).for_game("spiderette", 1).played == 0


def test_a_win_keeps_its_best_in_every_system_and_the_status_shows_the_chosen(
        qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    statuses: list[tuple[int, str]] = []
    session.statusChanged.connect(lambda status: statuses.append((status.score, status.system)))
    game, last = nearly_won_game()
    session.start_game(game)
    session.set_scoring("edderkop")
    assert statuses[-1] == (scoring.score(game, "edderkop"), "edderkop")
    table.move(*last)
    assert statuses[-1] == (505, "edderkop") and session.new_best
    figures = relaunched(folder).for_game("spiderette", 1)
    assert (figures.best("windows"), figures.best("sun"), figures.best("edderkop")) == \
        (843, 500, 505)
    with pytest.raises(ValueError):
        session.set_scoring("vegas")


def test_the_save_of_a_player_game_has_no_practice_flag(qapp, folder: Path) -> None:
    session, _, _ = make_session(qapp, folder)
    session.start_game(Game.from_code(CODE))
    session.save_store.flush()
    assert '"practice"' not in SaveStore(folder).path.read_text()


def test_a_restart_of_an_assisted_game_stays_assisted(qapp, folder: Path) -> None:
    session, table, _ = make_session(qapp, folder)
    won: list[bool] = []
    session.gameWon.connect(lambda event: won.append(event.counted))
    game, last = nearly_won_game()
    game.undo()
    session.start_game(game)
    session.note_demo_move(game)
    table.redo()
    again, _ = nearly_won_game()
    session.start_game(again, restarted=True)  # (a restart that keeps the position: a test)
    table.move(*last)
    assert again.is_won and won == [False]
    figures = session.statistics.for_game("spiderette", 1)
    assert (figures.played, figures.won, figures.assisted) == (1, 0, 1)


def test_a_restored_copy_of_the_statistics_keeps_the_players_won_game(
        qapp, folder: Path) -> None:
    import shutil

    from spiderette_qt.session.counting_notices import statistics_merged_text

    session, table, notifier = make_session(qapp, folder)
    session.start_game(Game.from_code(CODE))
    table.deal()  # a game under way, on disk
    shutil.copy(folder / "statistics.json", folder / "backup.json")
    game, last = nearly_won_game()
    session.start_game(game)  # the first one is left: lost
    table.move(*last)  # and this one won, both written
    assert session.statistics.for_game("spiderette", 1).won == 1
    shutil.copy(folder / "backup.json", folder / "statistics.json")  # an older copy back
    session.start_game(Game.from_code("SD1-S1-AAAAAAC"))
    table.deal()  # the next write finds the copy and merges
    assert notifier.messages[-1][0] == statistics_merged_text()
    for figures in (session.statistics.for_game("spiderette", 1),
                    relaunched(folder).for_game("spiderette", 1)):
        assert (figures.played, figures.won, figures.lost) == (3, 1, 1)
        assert figures.best("edderkop") == scoring.score(game, "edderkop")
        assert figures.current_streak == 1
