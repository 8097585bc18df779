"""Handlers for the worker tests: module-level, so the 'spawn' child can import them by name."""

from __future__ import annotations

import os
import time
from typing import Any, NoReturn

from spiderette_qt.solver_app.requests import (
    Hint,
    HintRequest,
    SolveAnswer,
    SolveRequest,
    WinnableDealRequest,
)


def echo_job(request: dict[str, Any]) -> dict[str, Any]:
    """Answers at once with the request and the child's pid."""
    return {"payload": request, "pid": os.getpid()}


def spin_job(started: str, _request: object = None) -> NoReturn:
    """Works until killed (a search that would never end by itself); touches the file
    `started` first so the test knows the child really started working. Stands in for any
    handler as functools.partial(spin_job, path)."""
    with open(started, "w", encoding="utf-8") as marker:
        marker.write(str(os.getpid()))
    while True:
        time.sleep(0.01)


def fail_job(message: str) -> None:
    raise RuntimeError(message)


def hog_job(size: int) -> int:
    """Asks for more memory than the cap allows."""
    block = bytearray(size)
    return len(block)


def exit_job(_request: object) -> None:
    os._exit(3)  # dies without an answer, as a crash in a C core would


# ----- stand-ins for the engine's solver, to test the window's wiring on its own -----------
def first_move_hint_job(request: HintRequest) -> Hint:
    """A 'hint' that names the first legal move (or "deal"); slow on request, to go stale."""
    from spiderette_qt.engine import Game

    if request.nodes == -1:
        time.sleep(0.8)
    game = Game.from_json(request.game_json)
    moves = game.legal_moves()
    if moves:
        return (moves[0].source, moves[0].count, moves[0].target)
    return "deal" if game.can_deal() else None


def frozen_line_solve_job(request: SolveRequest) -> tuple[SolveAnswer, ...]:
    """'Solves' the deal of winning_line.py: winnable from the start along its frozen line,
    unwinnable from anywhere else (what a real search would say does not matter here)."""
    from window.winning_line import LINE

    plain = tuple("deal" if action == "D" else action for action in LINE)
    return tuple(SolveAnswer("winnable", plain, 1, 0.0) if search.from_start else
                 SolveAnswer("unwinnable", (), 1, 0.0) for search in request.searches)


def fixed_deal_job(request: WinnableDealRequest) -> int:
    return 4242


def odd_seed_deal_job(request: WinnableDealRequest) -> int | None:
    """Finds 'a deal' only for an odd seed (the second of two searchers started at seed 0)."""
    return 777 if request.seed is not None and request.seed % 2 else None


def no_deal_job(request: WinnableDealRequest) -> None:
    return None


def line_hint_job(request: HintRequest) -> Hint:
    """A 'hint' that follows winning_line.LINE: the step after the position on the table."""
    from window.winning_line import DECK, LINE

    from spiderette_qt.engine import Game

    target = Game.from_json(request.game_json).table()
    game = Game.from_deck(DECK, suits=1)
    for step in LINE:
        if game.table() == target:
            return "deal" if step == "D" else step
        if step == "D":
            game.deal()
        else:
            game.move(*step)
    return None


def no_move_hint_job(request: HintRequest) -> None:
    return None


def shuffle_hint_job(request: HintRequest) -> Hint:
    """A 'hint' that gets nowhere: it moves a top card off a card of its suit one rank higher
    onto another such card (no card turned up, no run built), else says no move helps."""
    from spiderette_qt.engine import Game

    game = Game.from_json(request.game_json)
    for move in game.legal_moves():
        source = game.columns[move.source].visible
        target = game.columns[move.target].visible
        if move.count == 1 and len(source) >= 2 and target and source[-2] == target[-1] and (
                source[-2].suit == source[-1].suit and source[-2].rank == source[-1].rank + 1):
            return (move.source, move.count, move.target)
    return None


def failing_hint_job(request: HintRequest) -> Hint:
    """A hint search that breaks (as a bug in the search would)."""
    raise ValueError(f"no hint for {len(request.game_json)} characters")
