"""The statistics file changed by another program while the app runs: the merge keeps every
game either side finished and counts none twice (a restored older copy gets the app's games
back; a copy that has them already does not count them again), the game on the table goes on,
and the deal of the day's results of both sides are joined."""

from __future__ import annotations

import datetime
import shutil
from pathlib import Path

from spiderette_qt.persistence import Statistics, StatisticsStore
from spiderette_qt.persistence.statistics_figures import GameResult

KEY = ("spiderette", 1)


def figures(stats: Statistics):  # type: ignore[no-untyped-def]
    return stats.for_game(*KEY)


def counts(stats: Statistics) -> tuple[int, int, int, int]:
    f = figures(stats)
    return f.played, f.won, f.lost, f.assisted


def win(stats: Statistics, deal: str, score: int = 847, moves: int = 53) -> None:
    stats.game_started(1, deal, "spiderette")
    stats.action_made(score, moves)
    stats.game_won(score, moves, 60_000, {"windows": score, "sun": 500, "edderkop": 505})


def lose(stats: Statistics, deal: str, score: int = 480, moves: int = 20) -> None:
    stats.game_started(1, deal, "spiderette")
    stats.action_made(score, moves, {"windows": score, "sun": 40, "edderkop": 15})
    stats.game_started(1, f"{deal}-next", "spiderette")


def merge_at_next_save(store: StatisticsStore, stats: Statistics) -> Statistics:
    """What the session does: the save finds another program's file, merges, saves again."""
    assert not store.save(stats)
    found = store.take_found()
    assert found is not None
    merged = found.merged_with_game_of(stats)
    assert store.save(merged)
    return merged


def reloaded(folder: Path) -> Statistics:
    loaded = StatisticsStore(folder).load_result()
    assert loaded.kind is None
    return loaded.statistics


def test_a_restored_older_copy_gets_the_apps_finished_games_back(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    win(stats, "SD1-S1-AAAAAAA")
    assert store.save(stats)
    shutil.copy(tmp_path / "statistics.json", tmp_path / "backup.json")  # one win in it
    win(stats, "SD1-S1-AAAAAAB", 900, 40)
    lose(stats, "SD1-S1-AAAAAAC")
    assert store.save(stats)  # two more games on disk ...
    shutil.copy(tmp_path / "backup.json", tmp_path / "statistics.json")  # ... then restored
    stats.action_made(499, 1)  # the next game's first action: its save finds the copy
    merged = merge_at_next_save(store, stats)
    for each in (merged, reloaded(tmp_path)):
        assert counts(each) == (4, 2, 1, 0)  # three finished, one on the table
        f = figures(each)
        assert f.best_score == 900 and f.fewest_moves == 40 and f.longest_streak == 2
        assert f.current_streak == 0  # the loss came last
        assert [r.score for r in f.recent] == [847, 900, 480]
        assert each.current_counted


def test_a_copy_that_has_the_apps_games_does_not_count_them_twice(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    win(stats, "SD1-S1-AAAAAAA")
    lose(stats, "SD1-S1-AAAAAAB")
    assert store.save(stats)
    # Another program (a copy of the app elsewhere, a sync) adds a game of its own to it.
    other = StatisticsStore(tmp_path / "elsewhere")
    theirs = Statistics.from_json((tmp_path / "statistics.json").read_text())
    win(theirs, "SD1-S1-ZZZZZZZ", 700, 90)
    other.save(theirs)
    shutil.copy(tmp_path / "elsewhere" / "statistics.json", tmp_path / "statistics.json")
    stats.action_made(499, 1)
    merged = merge_at_next_save(store, stats)
    assert counts(merged) == (4, 2, 1, 0)  # ours two, theirs one, ours on the table
    assert [r.score for r in figures(merged).recent] == [847, 480, 700]
    assert counts(reloaded(tmp_path)) == (4, 2, 1, 0)


def test_a_win_counted_in_the_save_that_finds_the_copy_is_kept(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    stats.game_started(1, "SD1-S1-AAAAAAA", "spiderette")
    stats.action_made(499, 1)
    assert store.save(stats)  # the game in progress is in the file, counted played
    shutil.copy(tmp_path / "statistics.json", tmp_path / "copy.json")
    stats.game_won(847, 53, 1000, {"sun": 500, "edderkop": 505})
    assert store.save(stats)
    shutil.copy(tmp_path / "copy.json", tmp_path / "statistics.json")  # in progress again
    stats.game_started(1, "SD1-S1-AAAAAAB", "spiderette")
    merged = merge_at_next_save(store, stats)
    f = figures(merged)
    assert counts(merged) == (1, 1, 0, 0)  # played once, won: not lost as the file's game
    assert f.best("sun") == 500 and f.recent == [
        GameResult(True, 847, 53, {"sun": 500, "edderkop": 505})]


def test_the_files_own_game_in_progress_is_left_as_a_new_game_leaves_it(
        tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    assert store.save(stats)
    theirs = Statistics()
    theirs.game_started(1, "SD1-S1-TTTTTTT", "spiderette")
    theirs.action_made(470, 30, {"sun": 60, "edderkop": 25})
    (tmp_path / "statistics.json").write_text(theirs.to_json())
    stats.game_started(1, "SD1-S1-OOOOOOO", "spiderette")
    stats.action_made(499, 1)
    merged = merge_at_next_save(store, stats)
    assert counts(merged) == (2, 0, 1, 0)  # theirs lost, ours on the table
    assert figures(merged).recent == [GameResult(False, 470, 30, {"sun": 60, "edderkop": 25})]
    assert merged.current_deal_id == "SD1-S1-OOOOOOO"


def test_the_same_game_in_progress_on_both_sides_is_counted_once(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    stats.game_started(1, "SD1-S1-AAAAAAA", "spiderette")
    stats.action_made(499, 1)
    assert store.save(stats)
    theirs = Statistics.from_json((tmp_path / "statistics.json").read_text())
    win(theirs, "SD1-S1-BBBBBBB")  # elsewhere: our game in progress left (lost), one won
    (tmp_path / "statistics.json").write_text(theirs.to_json())
    stats.action_made(498, 2)
    merged = merge_at_next_save(store, stats)
    # The file settled our game (lost) and won one; ours is then finished here: no more.
    assert counts(merged) == (2, 1, 1, 0)
    merged.game_abandoned()
    assert counts(merged) == (2, 1, 1, 0)


def test_an_old_file_without_ids_gets_the_apps_games(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    assert store.save(stats)
    lose(stats, "SD1-S1-AAAAAAA")
    assert store.save(stats)
    old = {"format": "spiderette-statistics", "version": 1, "current": None,
           "suits": {str(s): {"played": 3, "won": 1, "best_score": 800, "fewest_moves": 60,
                              "current_streak": 0, "longest_streak": 1,
                              "recent": [[1, 800, 60], [0, 450, 50]]} for s in (1, 2, 4)}}
    import json

    (tmp_path / "statistics.json").write_text(json.dumps(old))
    stats.action_made(499, 1)
    merged = merge_at_next_save(store, stats)
    assert counts(merged) == (5, 1, 3, 0)
    assert [r.score for r in figures(merged).recent] == [800, 450, 480]
    assert counts(reloaded(tmp_path)) == (5, 1, 3, 0)


def test_figures_the_player_reset_are_not_counted_back(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    win(stats, "SD1-S1-AAAAAAA")
    stats.reset(1)
    assert store.save(stats)
    (tmp_path / "statistics.json").write_text(Statistics().to_json())
    stats.action_made(499, 1)
    assert counts(merge_at_next_save(store, stats)) == (0, 0, 0, 0)  # the win stays forgotten


def test_each_sides_daily_results_are_kept(tmp_path: Path) -> None:
    day, other_day = datetime.date(2026, 12, 3), datetime.date(2026, 12, 4)
    store = StatisticsStore(tmp_path)
    stats = store.load_result().statistics
    assert store.save(stats)
    stats.daily.started(day, "spiderette", 1, "SD1-S1-DDDDDDD")
    stats.daily.action_made("SD1-S1-DDDDDDD")
    stats.daily.game_won("SD1-S1-DDDDDDD", 847, 53, None)
    theirs = Statistics()
    theirs.daily.started(other_day, "spiderette", 1, "SD1-S1-EEEEEEE")
    theirs.daily.game_won("SD1-S1-EEEEEEE", 700, 90, None)
    theirs.daily.started(day, "spiderette", 1, "SD1-S1-DDDDDDD")
    theirs.daily.game_won("SD1-S1-DDDDDDD", 800, 70, None)  # our day, a worse win
    (tmp_path / "statistics.json").write_text(theirs.to_json())
    merged = merge_at_next_save(store, stats)
    mine, other = (merged.daily.result(d, "spiderette", 1) for d in (day, other_day))
    assert mine is not None and (mine.won, mine.score) == (True, 847)
    assert other is not None and (other.won, other.score) == (True, 700)


def test_ids_and_every_systems_scores_are_read_back(tmp_path: Path) -> None:
    stats = Statistics()
    win(stats, "SD1-S1-AAAAAAA")
    stats.game_started(1, "SD1-S1-AAAAAAB", "spiderette")
    stats.action_made(470, 30, {"windows": 470, "sun": 60, "edderkop": 25})
    StatisticsStore(tmp_path).save(stats)
    again = reloaded(tmp_path)
    assert again == stats and len(again.settled_ids) == 1
    assert figures(again).recent[0].score_in("edderkop") == 505
    again.game_abandoned()
    assert figures(again).recent[-1].score_in("sun") == 60
