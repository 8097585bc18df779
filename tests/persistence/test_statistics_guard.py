"""statistics.json guarded like the save: a change by another program is noticed and merged,
garbage is set aside, and whatever the app writes (edge values too) is read back as written."""

from __future__ import annotations

import json
from pathlib import Path

from spiderette_qt.persistence import Statistics, StatisticsStore
from spiderette_qt.persistence.statistics_figures import MAX_ABS_SCORE, MAX_COUNT


def played(stats: Statistics, count: int, deal: str = "SD1-S1-AAAAAA") -> Statistics:
    for n in range(count):
        stats.game_started(1, f"{deal}{n}", "spiderette")
        stats.action_made(499, 1)
    stats.game_started(1, "SD1-S1-BBBBBBB", "spiderette")
    return stats


def test_a_restored_copy_written_while_the_app_runs_is_kept(tmp_path: Path) -> None:
    ours = StatisticsStore(tmp_path)
    stats = ours.load_result().statistics
    stats.game_started(1, "SD1-S1-CCCCCCC", "spiderette")
    stats.action_made(499, 1)
    assert ours.save(stats)
    # Another program puts back a copy with 50 games played.
    StatisticsStore(tmp_path / "other").save(played(Statistics(), 50))
    (tmp_path / "statistics.json").write_text((tmp_path / "other" / "statistics.json").read_text())
    stats.game_started(1, "SD1-S1-DDDDDDD", "spiderette")  # New Game
    stats.action_made(499, 1)
    assert not ours.save(stats)  # nothing written over it
    found = ours.take_found()
    assert found is not None and found.for_game("spiderette", 1).played == 50
    merged = found.merged_with_game_of(stats)
    assert ours.save(merged)
    again = StatisticsStore(tmp_path).load_result()
    assert again.kind is None
    figures = again.statistics.for_game("spiderette", 1)
    assert (figures.played, figures.lost) == (51, 50)  # theirs, and our game on the table


def test_garbage_written_while_the_app_runs_is_set_aside_not_replaced(tmp_path: Path) -> None:
    ours = StatisticsStore(tmp_path)
    stats = ours.load_result().statistics
    assert ours.save(played(stats, 2))
    (tmp_path / "statistics.json").write_text("garbage {")
    stats.action_made(499, 1)
    assert ours.save(stats)
    kept = ours.take_set_aside()
    assert kept is not None and kept.read_text() == "garbage {"
    assert StatisticsStore(tmp_path).load_result().statistics == stats


def test_edge_values_are_read_back_as_written(tmp_path: Path) -> None:
    stats = Statistics()
    for score, deal in ((10**12, "SD1-S1-EEEEEEE"), (-10**12, "SD1-S1-FFFFFFF")):
        stats.game_started(1, deal, "spiderette")
        stats.action_made(score, 10**12)
        stats.game_won(score, 10**12, 10**15, {"sun": 10**12, "edderkop": -10**12})
    stats.game_started(4, "SP4-S1-GGGGGGG", "spider")
    stats.action_made(1_000_000_098, 1)
    stats.game_started(2, "x" * 200, "relaxed-spider")
    stats.action_made(-1_000_000_001, MAX_COUNT + 5)
    StatisticsStore(tmp_path).save(stats)
    loaded = StatisticsStore(tmp_path).load_result()
    assert loaded.kind is None and loaded.moved_to is None
    assert loaded.statistics == stats
    figures = loaded.statistics.for_game("spiderette", 1)
    assert figures.best_score == MAX_ABS_SCORE and figures.best("sun") == MAX_ABS_SCORE
    assert json.loads((tmp_path / "statistics.json").read_text())["version"] == 5
    assert not list(tmp_path.glob("statistics.json.*"))
