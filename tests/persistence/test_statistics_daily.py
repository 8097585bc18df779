"""The deal of the day's results in the statistics file (version 3), older files still load,
and a version-1 file that would load with lost = -1 (issue 22, item 7)."""

from __future__ import annotations

import datetime
import json
from pathlib import Path

import pytest

from spiderette_qt.persistence.daily_results import MAX_ENTRIES, DailyResults, DayResult
from spiderette_qt.persistence.statistics import Statistics
from spiderette_qt.persistence.statistics_store import StatisticsStore

FIXTURES = Path(__file__).parent / "fixtures"
DAY = datetime.date(2026, 12, 3)
CODE = "SP4-S1-LCIDGML"


def v1_text(played: int, won: int, counted: bool, finished: bool) -> str:
    empty = {"played": 0, "won": 0, "best_score": None, "fewest_moves": None,
             "current_streak": 0, "longest_streak": 0, "recent": []}
    one = dict(empty, played=played, won=won, best_score=900 if won else None,
               fewest_moves=90 if won else None, current_streak=won, longest_streak=won,
               recent=[[1, 900, 90]] * won)
    return json.dumps({"format": "spiderette-statistics", "version": 1,
                       "suits": {"1": one, "2": empty, "4": empty},
                       "current": {"suits": 1, "deal_id": "SD1-S1-AAAAAAD", "counted": counted,
                                   "finished": finished, "score": 495, "moves": 5}})


@pytest.mark.parametrize(("counted", "finished"), [(True, False), (True, True),
                                                   (False, False)])
def test_a_version_1_file_with_every_game_won_loads_and_loads_again(
        tmp_path: Path, counted: bool, finished: bool) -> None:
    # Issue 22 item 7: played 1, won 1 and a counted game in progress made lost -1, which
    # the app then wrote and called its own file damaged at the next start.
    (tmp_path / "statistics.json").write_text(v1_text(1, 1, counted, finished))
    first = StatisticsStore(tmp_path).load_result()
    assert first.kind is None
    easy = first.statistics.for_game("spiderette", 1)
    assert (easy.played, easy.won, easy.lost) == (1, 1, 0)
    StatisticsStore(tmp_path).save(first.statistics)
    second = StatisticsStore(tmp_path).load_result()
    assert second.kind is None and second.statistics == first.statistics
    stats = second.statistics
    stats.action_made(494, 6)
    assert Statistics.from_json(stats.to_json()) == stats


def test_the_repaired_game_in_progress_counts_once() -> None:
    stats = Statistics.from_json(v1_text(1, 1, True, False))
    stats.action_made(494, 6)
    stats.action_made(493, 7)
    assert stats.for_game("spiderette", 1).played == 2
    stats.game_started(1, "SD1-S1-AAAAAAE")  # left unfinished: lost
    easy = stats.for_game("spiderette", 1)
    assert (easy.played, easy.won, easy.lost) == (2, 1, 1)


def test_a_version_2_file_loads_with_no_daily_results(tmp_path: Path) -> None:
    text = (FIXTURES / "statistics_v2.json").read_text()
    assert json.loads(text)["version"] == 2
    (tmp_path / "statistics.json").write_text(text)
    loaded = StatisticsStore(tmp_path).load_result()
    assert loaded.kind is None
    stats = loaded.statistics
    assert stats.for_game("spider", 4).won == 1 and stats.for_game("spider", 4).best_score == 900
    assert stats.current_deal_id == "SD2-S1-AAAAAAC" and stats.daily == DailyResults()
    StatisticsStore(tmp_path).save(stats)
    data = json.loads((tmp_path / "statistics.json").read_text())
    assert data["version"] == 5 and data["daily"] == {"days": {}, "active": None}


def won_daily(stats: Statistics, day: datetime.date, score: int = 900, moves: int = 200,
              time_ms: int | None = 60_000, code: str = CODE) -> None:
    stats.daily.started(day, "spider", 4, code)
    stats.game_started(4, code, "spider")
    stats.action_made(499, 1)
    stats.daily.action_made(code)
    stats.game_won(score, moves, time_ms)
    stats.daily.game_won(code, score, moves, time_ms)


def test_daily_results_round_trip_and_count_in_the_normal_statistics() -> None:
    stats = Statistics()
    won_daily(stats, DAY)
    assert stats.daily.result(DAY, "spider", 4) == DayResult(CODE, True, 900, 200, 60_000)
    assert stats.for_game("spider", 4).won == 1
    again = Statistics.from_json(stats.to_json())
    assert again == stats and again.daily.active is not None
    assert again.daily.active.code == CODE


def test_the_best_result_of_a_day_is_kept() -> None:
    stats = Statistics()
    won_daily(stats, DAY, score=900, moves=200)
    won_daily(stats, DAY, score=850, moves=150)  # a lower score is not better
    won_daily(stats, DAY, score=900, moves=180, time_ms=None)  # fewer moves is
    assert stats.daily.result(DAY, "spider", 4) == DayResult(CODE, True, 900, 180, None)


def test_played_but_not_won_and_other_games_do_not_count() -> None:
    daily = DailyResults()
    daily.started(DAY, "spider", 4, CODE)
    daily.action_made("SP4-S1-AAAAAAA")  # another game on the table
    assert daily.result(DAY, "spider", 4) is None
    assert daily.game_won("SP4-S1-AAAAAAA", 900, 100, None) is None
    daily.action_made(CODE)
    assert daily.result(DAY, "spider", 4) == DayResult(CODE)
    assert daily.month(2026, 12, "spider", 4) == {DAY: DayResult(CODE)}
    assert daily.month(2026, 11, "spider", 4) == {} == daily.month(2026, 12, "spider", 2)


def test_the_daily_streak() -> None:
    daily = DailyResults()
    for back in (1, 2, 3, 5):
        day = DAY - datetime.timedelta(days=back)
        daily.started(day, "spider", 4, f"SP4-S1-AAAAAA{chr(65 + back)}")
        daily.game_won(f"SP4-S1-AAAAAA{chr(65 + back)}", 900, 100, None)
    assert daily.streak(DAY, "spider", 4) == 3  # today still to win: yesterday's counts
    daily.started(DAY, "spider", 4, CODE)
    daily.game_won(CODE, 900, 100, None)
    assert daily.streak(DAY, "spider", 4) == 4
    assert daily.streak(DAY, "spider", 2) == 0


def test_only_so_many_days_are_kept() -> None:
    daily = DailyResults()
    for back in range(MAX_ENTRIES + 10):
        day = DAY - datetime.timedelta(days=back)
        daily.started(day, "spider", 4, CODE)
        daily.action_made(CODE)
    assert len(daily.to_obj()["days"]) == MAX_ENTRIES
    assert daily.result(DAY, "spider", 4) is not None


@pytest.mark.parametrize(("daily", "words"), [
    ("x", "expected an object"),
    ({"days": {"2026-13-03": {}}, "active": None}, "date"),
    ({"days": {"2026-12-03": {"chess/4": [CODE, 0, None, None, None]}}}, "unknown game"),
    ({"days": {"2026-12-03": {"spider/4": [CODE, 1, None, None, None]}}}, "exactly when"),
    ({"days": {"2026-12-03": {"spider/4": [CODE, 2, 1, 1, None]}}}, "out of range"),
    ({"days": {"2026-12-03": {"spider/4": ["", 0, None, None, None]}}}, "game code"),
    ({"days": {}, "active": {"date": "2026-12-03", "game": "spiderette", "suits": 3,
                             "code": CODE}}, "suit count"),
    ({"days": {"2026-12-03": {"simple-simon/3": [CODE, 0, None, None, None]}}},
     "unknown game"),
])
def test_damaged_daily_results_are_refused(daily: object, words: str) -> None:
    data = json.loads(Statistics().to_json())
    data["daily"] = daily
    with pytest.raises(ValueError, match=words):
        Statistics.from_json(json.dumps(data))
