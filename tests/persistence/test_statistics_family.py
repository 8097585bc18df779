"""Statistics per game and suit count, what a restart and an Undo back do to them, the time
of wins, and version 1 files (before the family) becoming Spiderette's (issues 11 and 13)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spiderette_qt.persistence import StatisticsStore
from spiderette_qt.persistence.statistics import VARIANT_KEYS, GameResult, Statistics

FIXTURES = Path(__file__).parent / "fixtures"


def test_the_game_in_progress_is_not_counted_as_lost() -> None:
    stats = Statistics()
    stats.game_started(1, "A")
    stats.action_made(499, 1)
    assert (stats[1].played, stats[1].won, stats[1].lost) == (1, 0, 0)
    assert stats[1].win_rate == 0.0
    stats.game_started(1, "B")  # A is given up: now it is lost
    assert (stats[1].played, stats[1].lost) == (1, 1)


def test_a_restarted_then_abandoned_game_records_what_was_played() -> None:
    stats = Statistics()
    stats.game_started(1, "A")
    stats.action_made(470, 30)
    stats.game_restarted()
    stats.game_started(1, "B")  # abandoned right after the restart
    assert stats[1].recent == [GameResult(False, 470, 30)]


def test_undo_back_over_a_new_game_takes_the_loss_back() -> None:
    stats = Statistics()
    stats.game_started(1, "W")
    stats.action_made()
    stats.game_won(800, 90)
    stats.game_started(1, "A")
    stats.action_made(470, 30)
    before = Statistics.from_json(stats.to_json())
    stats.game_started(2, "B")
    assert (stats[1].lost, stats[1].current_streak) == (1, 0)
    stats.game_returned()
    assert stats == before
    assert (stats[1].lost, stats[1].current_streak, stats.current_deal_id) == (0, 1, "A")
    # Once the new game is played there is no way back.
    stats.game_started(2, "B")
    stats.action_made()
    stats.game_returned()
    assert stats.current_deal_id == "B" and stats[1].lost == 1


def test_undo_back_over_a_restart_after_a_win_keeps_the_win_settled() -> None:
    stats = Statistics()
    stats.game_started(1, "A")
    stats.action_made()
    stats.game_won(800, 90)
    stats.game_restarted()
    stats.game_returned()
    stats.action_made()  # the won table: nothing more to count
    assert (stats[1].played, stats[1].won) == (1, 1)


def test_each_game_of_the_family_keeps_its_own_figures() -> None:
    stats = Statistics()
    stats.game_started(2, "SP2-S1-AAAAABD", variant="spider")
    stats.action_made()
    stats.game_won(900, 300)
    stats.game_started(2, "SR2-S1-AAAAABD", variant="relaxed-spider")
    stats.action_made()
    assert stats.for_game("spider", 2).won == 1
    assert stats.for_game("relaxed-spider", 2).played == 1
    assert stats[2].played == 0  # Spiderette's
    assert stats.current_variant == "relaxed-spider"
    again = Statistics.from_json(stats.to_json())
    assert again == stats
    stats.reset(variant="spider")
    assert stats.for_game("spider", 2).won == 0
    assert stats.for_game("relaxed-spider", 2).played == 1
    with pytest.raises(ValueError):
        stats.game_started(1, "X", variant="klondike")
    assert set(VARIANT_KEYS) == {"spiderette", "spider", "relaxed-spider"}


def test_best_and_average_time_of_wins() -> None:
    stats = Statistics()
    for deal, elapsed in (("A", 300_000), ("B", 200_000), ("C", None)):
        stats.game_started(1, deal)
        stats.action_made()
        stats.game_won(800, 90, elapsed_ms=elapsed)
    assert (stats[1].best_time_ms, stats[1].average_time_ms) == (200_000, 250_000)
    assert (stats[1].won, stats[1].timed_wins) == (3, 2)
    assert Statistics.from_json(stats.to_json()) == stats


def test_a_version_1_file_becomes_spiderettes_figures(tmp_path: Path) -> None:
    text = (FIXTURES / "statistics_v1.json").read_text()
    assert json.loads(text)["version"] == 1
    (tmp_path / "statistics.json").write_text(text)
    loaded = StatisticsStore(tmp_path).load_result()
    assert loaded.kind is None
    stats = loaded.statistics
    easy = stats.for_game("spiderette", 1)
    # played 3, won 1, and the third game is still on the table: one lost, not two.
    assert (easy.played, easy.won, easy.lost, easy.best_score) == (3, 1, 1, 847)
    assert stats.for_game("spiderette", 2).won == 1
    assert stats.for_game("spider", 1).played == 0
    assert (stats.current_variant, stats.current_deal_id) == ("spiderette", "SD1-S1-AAAAAAD")
    # Saved again, it is a version 4 file (the newest) with the same figures.
    StatisticsStore(tmp_path).save(stats)
    data = json.loads((tmp_path / "statistics.json").read_text())
    assert data["version"] == 5 and "spider" in data["games"]
    assert StatisticsStore(tmp_path).load_result().statistics == stats


def test_the_statistics_know_every_game_of_the_engine() -> None:
    from spiderette_qt.engine import VARIANTS

    assert set(VARIANT_KEYS) == set(VARIANTS)
