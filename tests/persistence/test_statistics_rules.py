"""The rules that count games: played at first action, wins, losses, restarts, reset."""

from __future__ import annotations

import pytest

from spiderette_qt.persistence.statistics import GameResult, Statistics
from spiderette_qt.persistence.statistics_figures import RECENT_LIMIT


def play(stats: Statistics, suits: int = 1, deal: str = "SD1-S1-AAAAAAB", actions: int = 3):
    stats.game_started(suits, deal)
    for _ in range(actions):
        stats.action_made()


def test_fresh_statistics_are_empty() -> None:
    stats = Statistics()
    for suits in (1, 2, 4):
        s = stats[suits]
        assert (s.played, s.won, s.best_score, s.fewest_moves) == (0, 0, None, None)
        assert s.win_rate == 0.0
    with pytest.raises(ValueError):
        stats.for_suits(3)


def test_a_game_is_played_from_its_first_action_only() -> None:
    stats = Statistics()
    stats.game_started(2, "SD2-S1-AAAAAAB")
    assert stats[2].played == 0
    stats.action_made()
    assert stats[2].played == 1
    stats.action_made()
    stats.action_made()
    assert stats[2].played == 1
    assert stats[1].played == 0 and stats[4].played == 0


def test_a_game_shown_but_never_played_is_not_a_loss() -> None:
    stats = Statistics()
    stats.game_started(1, "A")
    stats.game_started(1, "B")
    assert stats[1].played == 0
    assert stats[1].recent == []


def test_win_updates_best_score_fewest_moves_and_streaks() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.game_won(score=847, moves=53)
    play(stats, deal="B")
    stats.game_won(score=820, moves=80)
    s = stats[1]
    assert (s.played, s.won) == (2, 2)
    assert s.best_score == 847
    assert s.fewest_moves == 53
    assert (s.current_streak, s.longest_streak) == (2, 2)
    assert s.win_rate == 1.0
    assert s.recent == [GameResult(True, 847, 53), GameResult(True, 820, 80)]
    # best score and fewest moves come from different games
    play(stats, deal="C")
    stats.game_won(score=860, moves=60)
    assert (s.best_score, s.fewest_moves) == (860, 53)


def test_second_win_report_for_the_same_game_is_ignored() -> None:
    stats = Statistics()
    play(stats)
    stats.game_won(847, 53)
    stats.game_won(847, 53)
    stats.action_made()
    assert (stats[1].played, stats[1].won, stats[1].current_streak) == (1, 1, 1)


def test_abandoning_a_played_game_is_a_loss_and_resets_the_streak() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.game_won(847, 53)
    play(stats, deal="B")
    stats.action_made(score=480, moves=20)
    stats.game_started(1, "C")  # starting another game abandons B
    s = stats[1]
    assert (s.played, s.won, s.lost) == (2, 1, 1)
    assert (s.current_streak, s.longest_streak) == (0, 1)
    assert s.recent[-1] == GameResult(False, 480, 20)
    assert s.win_rate == 0.5
    assert s.best_score == 847  # a loss never changes the winners' figures


def test_explicit_abandon_is_counted_once() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.game_abandoned(score=490, moves=10)
    stats.game_abandoned()
    stats.game_started(1, "B")
    assert stats[1].played == 1
    assert stats[1].recent == [GameResult(False, 490, 10)]


def test_abandon_in_another_suit_count_is_charged_to_its_own_suits() -> None:
    stats = Statistics()
    play(stats, suits=4, deal="SD4-S1-AAAAAAA")
    stats.game_started(1, "SD1-S1-AAAAAAA")
    assert (stats[4].played, stats[4].lost, len(stats[4].recent)) == (1, 1, 1)
    assert stats[1].played == 0


def test_restarting_the_same_deal_does_not_count_it_twice() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.game_restarted()
    stats.action_made()
    stats.game_restarted()
    stats.action_made()
    assert stats[1].played == 1
    assert stats[1].recent == []  # a restart is not a loss
    stats.game_won(700, 120)
    assert (stats[1].played, stats[1].won) == (1, 1)


def test_starting_the_same_unfinished_deal_again_continues_it() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.game_started(1, "A")  # e.g. the resumed game at start-up, or the same code typed
    stats.action_made()
    assert stats[1].played == 1
    assert stats[1].recent == []


def test_replaying_a_won_deal_is_a_new_game() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.game_won(847, 53)
    stats.game_restarted()
    assert stats[1].played == 1  # not counted until its first action
    stats.action_made()
    assert stats[1].played == 2
    stats.game_started(1, "A")  # the unfinished replay of A continues: not recounted
    assert stats[1].played == 2


def test_restart_after_a_win_then_abandon_is_a_loss() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.game_won(847, 53)
    stats.game_restarted()
    stats.action_made()
    stats.game_started(1, "B")
    assert (stats[1].played, stats[1].won, stats[1].current_streak) == (2, 1, 0)


def test_recent_keeps_the_last_results_only() -> None:
    stats = Statistics()
    for number in range(RECENT_LIMIT + 5):
        play(stats, deal=str(number))
        stats.game_won(500 + number, 100)
    recent = stats[1].recent
    assert len(recent) == RECENT_LIMIT
    assert recent[-1].score == 500 + RECENT_LIMIT + 4
    assert recent[0].score == 505


def test_reset_one_suit_count_or_all() -> None:
    stats = Statistics()
    play(stats, suits=1, deal="A")
    stats.game_won(847, 53)
    play(stats, suits=2, deal="B")
    stats.game_won(800, 90)
    stats.reset(1)
    assert stats[1].played == 0 and stats[1].best_score is None and stats[1].recent == []
    assert stats[2].played == 1
    stats.reset()
    assert stats[2].played == 0 and stats[2].longest_streak == 0
    with pytest.raises(ValueError):
        stats.reset(3)


def test_reset_during_a_played_game_keeps_counts_consistent() -> None:
    stats = Statistics()
    play(stats, deal="A")
    stats.reset()
    assert stats[1].played == 0
    stats.action_made()  # the game on the table counts again from its next action
    assert stats[1].played == 1
    stats.game_started(1, "B")
    assert (stats[1].played, stats[1].lost) == (1, 1)


def test_bad_suit_count_is_refused() -> None:
    with pytest.raises(ValueError):
        Statistics().game_started(3, "X")


def test_in_progress_state_survives_a_restart_of_the_app() -> None:
    stats = Statistics()
    play(stats, suits=2, deal="SD2-S1-AAAAAAC")
    reloaded = Statistics.from_json(stats.to_json())
    assert reloaded == stats
    assert reloaded.current_counted and reloaded.current_deal_id == "SD2-S1-AAAAAAC"
    # the app resumes the same game: not counted twice
    reloaded.game_started(2, "SD2-S1-AAAAAAC")
    reloaded.action_made()
    assert reloaded[2].played == 1
    # and when it is replaced, unfinished, it is a loss
    again = Statistics.from_json(reloaded.to_json())
    again.game_started(2, "SD2-S1-AAAAAAD")
    assert (again[2].played, again[2].lost, again[2].current_streak) == (1, 1, 0)


def test_json_round_trip_of_figures() -> None:
    stats = Statistics()
    play(stats, suits=4, deal="X")
    stats.action_made(score=-12, moves=512)
    stats.game_started(4, "Y")
    play(stats, suits=4, deal="Z")
    stats.game_won(600, 300)
    text = stats.to_json()
    reloaded = Statistics.from_json(text)
    assert reloaded == stats
    assert reloaded.to_json() == text
    assert reloaded[4].recent == [GameResult(False, -12, 512), GameResult(True, 600, 300)]
