"""The app's solver jobs for the games that joined the family later: "was it winnable?", the
hint (the Demo plays it) and a winnable new deal answer for each, in their handlers and
through a real child process for the biggest game (Spider Three Decks: 156 cards, 12 columns).
"""

from __future__ import annotations

import time

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.solver_app import handlers
from spiderette_qt.solver_app.requests import (
    HintRequest,
    Job,
    PlainAction,
    SolveAnswer,
    SolveRequest,
    SolveSearch,
    WinnableDealRequest,
)
from spiderette_qt.solver_app.worker import Answered, Worker
from tests.engine.solver.test_family_games import ROWS, WINNABLE


def play(game: Game, line: tuple[PlainAction, ...]) -> Game:
    for action in line:
        if action == "deal":
            game.deal()
        else:
            game.move(*action)
    return game


def assert_legal(game: Game, action: PlainAction | None) -> None:
    assert action is not None
    if action == "deal":
        assert game.can_deal()
    else:
        assert game.can_move(*action)


@pytest.mark.parametrize(("key", "suits"), ROWS)
def test_each_later_game_gets_its_verdicts_hint_and_new_deal(key: str, suits: int) -> None:
    game = Game.new(suits, WINNABLE[key], key)
    game_json = game.to_json()
    searches = (SolveSearch(True, 1.0, 400_000), SolveSearch(False, 1.0, 400_000))
    answers = handlers.run_solve(SolveRequest(game_json, searches))
    assert [a.verdict for a in answers] == ["winnable", "winnable"]
    assert play(Game.from_json(game_json), answers[0].line).is_won
    assert_legal(game, handlers.run_hint(HintRequest(game_json, 1.0, 0, 30_000)))
    number = handlers.run_winnable_deal(WinnableDealRequest(key, suits, 120.0, 45, 20_000))
    assert number is not None
    assert handlers.run_solve(SolveRequest(Game.new(suits, number, key).to_json(),
                                           (SolveSearch(True, 1.0, 20_000),)))[0].verdict \
        == "winnable"


def _answer(worker: Worker, job: Job[object]) -> object:
    worker.submit(job)
    deadline = time.monotonic() + 60
    while (outcome := worker.poll()) is None:
        assert time.monotonic() < deadline, "the child gave no answer"
        time.sleep(0.01)
    assert isinstance(outcome, Answered), outcome
    return outcome.value


def test_the_biggest_game_goes_through_a_real_child() -> None:
    """A spawned child under the app's memory cap takes a Spider Three Decks game: its
    verdict and its hint come back typed."""
    game = Game.new(2, WINNABLE["spider-three-decks"], "spider-three-decks")
    worker = Worker()
    try:
        solved = _answer(worker, Job(handlers.run_solve, SolveRequest(
            game.to_json(), (SolveSearch(True, 1.0, 200_000),))))
        assert isinstance(solved, tuple) and isinstance(solved[0], SolveAnswer)
        assert solved[0].verdict == "winnable"
        assert play(game.restarted(), solved[0].line).is_won
        step = _answer(worker, Job(handlers.run_hint, HintRequest(game.to_json(), 1.0, 0,
                                                                   30_000)))
        assert_legal(game, step)  # type: ignore[arg-type]
    finally:
        worker.close()
