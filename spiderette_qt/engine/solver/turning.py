"""turning_point(): the action of a played game after which it could no longer be won.

Along one game winnability only falls: a position proven lost has no winnable successor (any
win from the successor would be a win from the position). So the positions of a game, from
its deal to where it stands, read winnable ... winnable, then not, and a bisection over them
finds the boundary in about log2(actions) + 2 solves instead of one per action.

"Not winnable" here is "not proven winnable": a position the budget cannot decide counts on
the losing side, and the answer says so (`next_verdict` "unknown"), so the player is never
told a move lost a game that the search only failed to win. Each solve gets the same node
budget (solve.nodes_for), so the answer is the same on every machine.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game
from ..records import Move
from .position import Step
from .solve import WALL_CAP, SolveResult, nodes_for, solve


@dataclass(frozen=True, slots=True)
class TurningPoint:
    """Where a game was lost.

    last_winnable: how many of the game's actions had been played when it was last proven
    winnable (0: at the deal); None when the deal itself is not proven winnable. `line`
    wins from that position. next_verdict: the verdict one action later ("unwinnable", or
    "unknown" when the budget could not decide); for a deal not proven winnable, the deal's
    own verdict; "winnable" when the game as it stands can still be won (nothing lost yet).
    `first` counts the actions before the oldest one known (a long game resumed from an
    older save starts there); action numbers the player sees are first + the index."""

    last_winnable: int | None
    line: tuple[Step, ...]
    next_verdict: str
    actions: int  # the game's actions known (from its start, or from `first`)
    first: int = 0
    searches: int = 0
    nodes: int = 0
    seconds: float = 0.0


def game_parts(game: Game) -> tuple[Game, list[Move | None], int]:
    """(the game's start, every action from it, how many actions came before that start):
    the deal and all actions when the game knows them, else what undo still reaches."""
    played = game.played()
    if played is not None:
        return game.restarted(), played, 0
    history = game.history()
    actions = list(history.undo)
    return Game.from_position(history.base), actions, max(0, game.moves - len(actions))


def turning_point(game: Game, seconds: float = 5.0, *, nodes: int | None = None,
                  should_stop: Callable[[], bool] | None = None, core: str | None = None,
                  on_search: Callable[[int], None] | None = None) -> TurningPoint:
    """The last position of `game` proven winnable and the verdict one action later.

    seconds: each solve's budget, as a node budget (solve.nodes_for) unless `nodes` gives
    one; the pure-Python core keeps the clock. should_stop() ends the search early (the
    answer is then what was proven so far: its boundary may be too early, never wrong about
    a winnable position). on_search(k) hears each position searched (k actions in)."""
    start_clock = time.monotonic()
    start, actions, first = game_parts(game)
    budget = nodes if nodes is not None else nodes_for(seconds, core)
    wall_cap = None if budget is None else seconds * WALL_CAP
    searches = 0
    spent = 0
    verdicts: dict[int, SolveResult] = {}

    def search(k: int) -> SolveResult:
        nonlocal searches, spent
        if on_search is not None:
            on_search(k)
        result = solve(start.continued(actions[:k]), seconds=seconds, nodes=budget,
                       should_stop=should_stop, core=core, wall_cap=wall_cap)
        searches += 1
        spent += result.nodes
        verdicts[k] = result
        return result

    def answer(last: int | None, next_verdict: str) -> TurningPoint:
        line = tuple(verdicts[last].line) if last is not None else ()
        return TurningPoint(last, line, next_verdict, len(actions), first, searches, spent,
                            time.monotonic() - start_clock)

    total = len(actions)
    end = search(total)
    if end.verdict == "winnable":
        return answer(total, "winnable")
    if total == 0:
        return answer(None, end.verdict)
    deal = search(0)
    if deal.verdict != "winnable":
        return answer(None, deal.verdict)
    low, high = 0, total  # low proven winnable; high not
    while high - low > 1:
        if should_stop is not None and should_stop():
            break
        middle = (low + high) // 2
        if search(middle).verdict == "winnable":
            low = middle
        else:
            high = middle
    if high - low > 1:  # stopped early: the position after `low` was not searched
        return answer(low, "unknown")
    return answer(low, verdicts[high].verdict)


__all__ = ["TurningPoint", "game_parts", "turning_point"]
