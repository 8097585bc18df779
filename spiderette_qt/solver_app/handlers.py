"""The handlers the app's searches run in the child process: one per kind of request
(solver_app.requests), each a module-level function so that it pickles by name.

They import the engine inside the function: this module is imported by the window at
start-up (solver_app.jobs names them) and by the child before its first search, and neither
should pay for the solver before it is asked for.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import TYPE_CHECKING

from spiderette_qt.solver_app.requests import (
    DailyAnswer,
    DailyRequest,
    Hint,
    HintRequest,
    PingAnswer,
    PingRequest,
    PlainAction,
    SolveAnswer,
    SolveRequest,
    TurningPointAnswer,
    TurningPointRequest,
    WinnableDealRequest,
)

if TYPE_CHECKING:
    from spiderette_qt.engine.solver.position import Step


def plain_line(line: Iterable[Step]) -> tuple[PlainAction, ...]:
    """A solver line (Move or "deal") as plain data."""
    plain: list[PlainAction] = []
    for action in line:
        if isinstance(action, str):
            plain.append("deal")
        else:
            plain.append((action.source, action.count, action.target))
    return tuple(plain)


def run_ping(request: PingRequest) -> PingAnswer:
    """The self-test's job: the value back, and whether the child is a frozen bundle."""
    return PingAnswer(request.value, bool(getattr(sys, "frozen", False)))


def run_solve(request: SolveRequest) -> tuple[SolveAnswer, ...]:
    """One answer per search. A search without nodes gets its seconds as a node budget
    (solve.nodes_for), so the verdict is the same on every machine, with the clock only as a
    cap (solve.WALL_CAP)."""
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver import solve
    from spiderette_qt.engine.solver.solve import WALL_CAP, nodes_for

    game = Game.from_json(request.game_json)
    answers = []
    for search in request.searches:
        nodes = nodes_for(search.seconds) if search.nodes is None else search.nodes
        result = solve(game, seconds=search.seconds, from_start=search.from_start, nodes=nodes,
                       wall_cap=None if nodes is None else search.seconds * WALL_CAP)
        answers.append(SolveAnswer(result.verdict, plain_line(result.line), result.nodes,
                                   result.seconds))
    return tuple(answers)


def run_turning_point(request: TurningPointRequest) -> TurningPointAnswer:
    """Where the game was lost (engine.solver.turning): each position searched gets the
    request's seconds as a node budget (solve.nodes_for), the same answer on every machine."""
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver import turning_point

    game = Game.from_json(request.game_json)
    found = turning_point(game, request.seconds, nodes=request.nodes)
    return TurningPointAnswer(found.last_winnable, plain_line(found.line), found.next_verdict,
                              found.actions, found.first, found.searches, found.nodes,
                              found.seconds)


def run_hint(request: HintRequest) -> Hint:
    """The hint as plain data: a move, "deal" or None. Without nodes, the seconds become a
    node budget (hints.hint_nodes_for): the same hint for the same seen position on every
    machine."""
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver import hint
    from spiderette_qt.engine.solver.hints import hint_nodes_for

    game = Game.from_json(request.game_json)
    nodes = hint_nodes_for(request.seconds) if request.nodes is None else request.nodes
    found = hint(game, seconds=request.seconds, seed=request.seed, nodes=nodes)
    return None if found is None else plain_line([found])[0]


def run_winnable_deal(request: WinnableDealRequest) -> int | None:
    """The number of a deal proven winnable, or None when none was found in the time."""
    from spiderette_qt.engine import solver

    found = solver.winnable_deal(request.variant, request.suits, seconds=request.seconds,
                                 seed=request.seed, nodes_per_try=request.nodes_per_try)
    return None if found is None else int(found[0])


def run_daily(request: DailyRequest) -> DailyAnswer:
    """The deal of the day (engine.daily.find_daily) and how it was found."""
    from spiderette_qt.engine.daily import find_daily
    from spiderette_qt.engine.solver.core import core_name

    found = find_daily(request.date, request.variant, request.suits)
    return DailyAnswer(found.code, found.date, found.variant, found.suits, found.proven,
                       found.candidate, found.nodes, core_name())


__all__ = ["plain_line", "run_daily", "run_hint", "run_ping", "run_solve",
           "run_turning_point", "run_winnable_deal"]
