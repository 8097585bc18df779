"""Statistics per game and suit count, what a restart and an Undo back do to them, the time
of wins, and version 1 files (before the family) becoming Spiderette's (issues 11 and 13)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spiderette_qt.persistence import StatisticsStore
from spiderette_qt.persistence.statistics import VARIANT_KEYS, GameResult, Statistics
from spiderette_qt.persistence.statistics_figures import GAME_SUITS

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
    assert set(VARIANT_KEYS) == {"spiderette", "spider", "relaxed-spider", "will-o-the-wisp",
                                 "simple-simon", "spider-three-decks"}


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
    # Saved again, it is a version 5 file (the newest) with the same figures.
    StatisticsStore(tmp_path).save(stats)
    data = json.loads((tmp_path / "statistics.json").read_text())
    assert data["version"] == 5 and "spider" in data["games"]
    assert StatisticsStore(tmp_path).load_result().statistics == stats


def test_the_statistics_know_every_game_of_the_engine() -> None:
    from spiderette_qt.engine import VARIANTS

    assert set(VARIANT_KEYS) == set(VARIANTS)


def test_every_game_and_suit_count_has_its_own_figures_and_only_its_own() -> None:
    stats = Statistics()
    for variant, counts in GAME_SUITS.items():
        for suits in counts:
            stats.game_started(suits, f"{variant}-{suits}", variant)
            stats.action_made(499, 1)
            stats.game_won(900 + suits, 50)
    for variant, counts in GAME_SUITS.items():
        for suits in counts:
            assert stats.for_game(variant, suits).best_score == 900 + suits, (variant, suits)
    assert Statistics.from_json(stats.to_json()) == stats
    assert GAME_SUITS["spider"] == (1, 2, 3, 4) == GAME_SUITS["relaxed-spider"]
    for variant in ("spiderette", "will-o-the-wisp", "simple-simon", "spider-three-decks"):
        assert GAME_SUITS[variant] == (1, 2, 4)
        with pytest.raises(ValueError, match="suit count"):
            stats.game_started(3, "X", variant)
        with pytest.raises(ValueError):
            stats.for_game(variant, 3)
    # The deal of the day's results per game and suit count too, kept through the file.
    import datetime

    day = datetime.date(2026, 12, 8)
    stats.daily.started(day, "spider", 3, "SP3-S1-QRSQHDV")
    stats.daily.action_made("SP3-S1-QRSQHDV")
    stats.daily.started(day, "simple-simon", 4, "SS4-S1-WTPEVKJ")
    stats.daily.action_made("SS4-S1-WTPEVKJ")
    again = Statistics.from_json(stats.to_json())
    assert again.daily.result(day, "spider", 3) is not None
    assert again.daily.result(day, "simple-simon", 4) is not None
    stats.reset(3, "spider")
    assert stats.for_game("spider", 3).played == 0 and stats.for_game("spider", 4).won == 1
    with pytest.raises(ValueError):
        stats.reset(3, "simple-simon")


def test_a_version_4_file_loads_with_three_suits_from_zero(tmp_path: Path) -> None:
    """Every file written before suit count 3 and the new games has no "3" and none of them:
    it loads as it was, the rest at zero, and goes on counting its game in progress."""
    text = (FIXTURES / "statistics_v4.json").read_text()
    data = json.loads(text)
    assert data["version"] == 4 and "3" not in data["games"]["spider"]
    (tmp_path / "statistics.json").write_text(text)
    loaded = StatisticsStore(tmp_path).load_result()
    assert loaded.kind is None
    stats = loaded.statistics
    assert stats.for_game("spider", 4).best_score == 900
    assert stats.for_game("spiderette", 1).best("sun") == 500
    assert stats.for_game("relaxed-spider", 2).lost == 1
    assert stats.for_game("spider", 3).played == 0
    assert stats.for_game("simple-simon", 1).played == 0
    assert (stats.current_variant, stats.current_deal_id) == ("spider", "SP2-S1-AAAAAAD")
    assert stats.for_game("spider", 2).played == 1  # on the table, neither won nor lost
    stats.game_started(3, "SP3-S1-AAAAAAB", "spider")
    stats.action_made(499, 1)
    assert stats.for_game("spider", 2).lost == 1 and stats.for_game("spider", 3).played == 1
    StatisticsStore(tmp_path).save(stats)
    written = json.loads((tmp_path / "statistics.json").read_text())
    assert written["version"] == 5 and "3" in written["games"]["spider"]
    assert "3" not in written["games"]["spiderette"]
    assert StatisticsStore(tmp_path).load_result().statistics == stats


@pytest.mark.parametrize(("version", "game", "keys"), [
    (4, "spider", ["1", "2", "3", "4"]),  # 3 suits came with version 5
    (5, "spider", ["1", "2", "4"]),  # a version 5 file has them all
    (5, "simple-simon", ["1", "2", "3", "4"]),  # Simple Simon has no 3 suits
    (5, "spiderette", ["1", "2"]),
])
def test_a_file_with_other_suit_counts_than_its_version_wrote_is_refused(
        version: int, game: str, keys: list[str]) -> None:
    data = json.loads(Statistics().to_json())
    data["version"] = version
    for per_suits in data["games"].values():
        if version < 5:
            per_suits.pop("3", None)
    Statistics.from_json(json.dumps(data))  # as it was written: read
    figures = data["games"][game]["1"]
    data["games"][game] = {key: figures for key in keys}
    with pytest.raises(ValueError, match=f"games.{game}: expected the keys"):
        Statistics.from_json(json.dumps(data))
