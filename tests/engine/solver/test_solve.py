"""solve() and winnable_deal() on real games: verdicts, replayed lines, budgets."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import replays_to_win, solve, winnable_deal
from spiderette_qt.engine.solver.core import EXHAUSTED, run_search

from .reference import winnable
from .test_cores import CORES


def play(game: Game, line) -> Game:
    for step in line:
        if step == "deal":
            game.deal()
        else:
            game.move(step.source, step.count, step.target)
    return game


@pytest.mark.parametrize("core_choice", CORES)
def test_an_easy_deal_is_winnable_and_its_line_wins_a_fresh_game(core_choice):
    game = Game.new(1, 0)
    result = solve(game, nodes=200_000, core=core_choice)
    assert result.verdict == "winnable"
    assert result.nodes > 0 and result.line
    assert play(Game.new(1, 0), result.line).is_won


def test_from_start_solves_the_deal_not_the_position():
    game = Game.new(1, 0)
    game.deal()  # deal 0 has no move at its start; after a deal the position differs
    result = solve(game, nodes=200_000, from_start=True)
    assert result.verdict == "winnable"
    assert play(game.restarted(), result.line).is_won
    assert not replays_to_win(game, ["deal"] * 4)


def test_a_node_budget_gives_the_same_answer_every_time():
    game = Game.new(4, 3)
    runs = [solve(game, nodes=5000) for _ in range(2)]
    assert runs[0].verdict == runs[1].verdict == "unknown"
    assert runs[0].nodes == runs[1].nodes
    won = [solve(Game.new(1, 2), nodes=50_000) for _ in range(2)]
    assert won[0].line == won[1].line and won[0].verdict == "winnable"


def test_a_won_game_is_winnable_with_an_empty_line():
    game = Game.new(1, 0)
    play(game, solve(game, nodes=200_000).line)
    assert solve(game, nodes=10).verdict == "winnable"
    assert solve(game, nodes=10).line == []


@pytest.mark.parametrize("number", [1, 2, 3])
def test_a_lost_position_is_proven_unwinnable_by_both_cores(number):
    # Golden lost positions: these 4-suit deals with the whole stock dealt at once, no move
    # made, leave a position whose every continuation the search exhausts.
    game = Game.new(4, number)
    while game.can_deal():
        game.deal()
    verdicts = {core: solve(game, nodes=200_000, core=core) for core in CORES}
    assert {r.verdict for r in verdicts.values()} == {"unwinnable"}
    assert len({r.nodes for r in verdicts.values()}) == 1  # the same search, step for step
    assert all(r.line == [] for r in verdicts.values())


def test_the_lost_verdict_is_the_reference_s_on_small_positions():
    # The same claim on positions small enough for the naive reference to check by itself.
    import random

    from .reference import random_position

    lost = 0
    for seed in range(200, 240):
        pos = random_position(random.Random(seed))
        status, _, _ = run_search(pos, nodes=None, seconds=60.0)
        if status == EXHAUSTED:
            lost += 1
            assert not winnable(pos)
    assert lost


def test_winnable_deal_returns_a_proven_winnable_deal_number():
    found = winnable_deal("spiderette", 1, seconds=60.0, seed=7, nodes_per_try=100_000)
    assert found is not None
    number, line = found
    assert play(Game.new(1, number), line).is_won
    again = winnable_deal("spiderette", 1, seconds=60.0, seed=7, nodes_per_try=100_000)
    assert again == found


def test_winnable_deal_stops_when_told():
    assert winnable_deal("spiderette", 4, seconds=60.0, seed=1, should_stop=lambda: True) is None


@pytest.mark.parametrize("variant", ["spiderette", "spider", "relaxed-spider"])
def test_every_variant_gets_a_winning_line_that_replays(variant):
    game = Game.new(1, 0, variant)
    result = solve(game, nodes=400_000)
    assert result.verdict == "winnable"
    assert play(Game.new(1, 0, variant), result.line).is_won


@pytest.mark.parametrize("core_choice", CORES)
def test_should_stop_ends_a_search_within_a_check_interval(core_choice):
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 3  # let the search start, then cancel it

    result = solve(Game.new(4, 4), seconds=600.0, should_stop=stop, core=core_choice)
    assert result.verdict == "unknown"
    assert len(calls) <= 6
    assert result.nodes < 50_000  # stopped at a check, long before any budget
