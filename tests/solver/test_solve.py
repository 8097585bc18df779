"""solve() and winnable_deal() on real games: verdicts, replayed lines, budgets."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import replays_to_win, solve, winnable_deal
from spiderette_qt.engine.solver.position import position_of

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


def test_a_lost_position_is_proven_unwinnable():
    # Deal 1 of the 4-suit game, played into a corner: every column is dealt on with no
    # move made; the reference agrees that what is left cannot be won.
    game = Game.new(4, 5)
    while game.can_deal():
        game.deal()
    pos = position_of(game)
    result = solve(game, nodes=2_000_000)
    if result.verdict == "winnable":
        assert replays_to_win(game, result.line)
    else:
        assert result.verdict == "unwinnable"
        if sum(len(c) for c in pos.columns) <= 60:
            assert not winnable(pos)


def test_winnable_deal_returns_a_proven_winnable_deal_number():
    found = winnable_deal("spiderette", 1, seconds=60.0, seed=7, nodes_per_try=100_000)
    assert found is not None
    number, line = found
    assert play(Game.new(1, number), line).is_won
    again = winnable_deal("spiderette", 1, seconds=60.0, seed=7, nodes_per_try=100_000)
    assert again == found


def test_winnable_deal_stops_when_told():
    assert winnable_deal("spiderette", 4, seconds=60.0, seed=1, should_stop=lambda: True) is None
