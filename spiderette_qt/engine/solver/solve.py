"""solve(): is this position (or its deal) winnable, with every card known?"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..errors import IllegalMove
from ..game import Game
from . import pycore
from .core import EXHAUSTED, STOPPED, WON, core_name, run_beam, run_search
from .position import Position, Step, core_line, position_of

VERDICTS = ("winnable", "unwinnable", "unknown")


@dataclass(frozen=True, slots=True)
class SolveResult:
    """What a search found. ``line`` (only for "winnable") replays to a won game."""

    verdict: str  # "winnable" | "unwinnable" | "unknown"
    line: list[Step] = field(default_factory=list)
    nodes: int = 0  # positions the search generated
    seconds: float = 0.0  # wall time of the search
    core: str = "python"  # "c" or "python"


def copy_game(game: Game) -> Game:
    """A fresh Game in the same position (through the public save format)."""
    return Game.from_json(game.to_json())


def replays_to_win(game: Game, line: Sequence[Step]) -> bool:
    """Play the line on a copy of game; True only if every step is legal and it ends won."""
    g = copy_game(game)
    try:
        for step in line:
            if step == "deal":
                g.deal()
            else:
                assert not isinstance(step, str)
                g.move(step.source, step.count, step.target)
    except IllegalMove:
        return False
    return g.is_won


# The passes of a solve and their shares of the budget. The beam (no proof, but quick to a
# win when there is one) first, then the greedy DFS (lateral moves pruned), then the
# exhaustive DFS, the only pass that can prove a loss, with all that is left.
BEAM_WIDTH = 1000
BEAM_LEVELS = 100
BEAM_SHARE = 0.25
GREEDY_SHARE = 0.2


def shorten(pos: Position, raw: Sequence[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
    """Cut every loop out of a winning line: a DFS line may wander back to a position it
    already passed through; from there the rest of the line wins just the same."""
    st = pycore.replayer(pos)
    line: list[tuple[int, int, int]] = []
    at: dict[bytes, int] = {st.exact_key(): 0}
    for step in raw:
        st.do(step)
        line.append(step)
        key = st.exact_key()
        if key in at:
            del line[at[key]:]
            at = {k: i for k, i in at.items() if i <= len(line)}
        else:
            at[key] = len(line)
    return line


def solve(game: Game, seconds: float = 10.0, from_start: bool = False,
          nodes: int | None = None, *, should_stop: Callable[[], bool] | None = None,
          core: str | None = None) -> SolveResult:
    """Solve the game's current position, or its deal from the start (from_start=True).

    nodes: a node budget instead of the clock (then seconds is ignored and the answer is the
    same on every run). "unwinnable" is only said when the search was exhaustive; a
    "winnable" line has been replayed through a fresh Game to a won game before it is
    returned (if that ever failed, the verdict would be "unknown", never a wrong line)."""
    start = time.monotonic()
    base = game.restarted() if from_start else game
    used = core_name(core)
    if base.is_won:
        return SolveResult("winnable", [], 0, 0.0, used)
    pos = position_of(base)
    status, count = STOPPED, 0
    raw: list[tuple[int, int, int]] = []
    passes = ((BEAM_SHARE, "beam"), (GREEDY_SHARE, "greedy"), (1.0, "full"))
    for share, kind in passes:
        if should_stop is not None and should_stop():
            break
        if nodes is not None:
            left = nodes - count
            if left <= 0:
                break
            budget_nodes, budget_secs = max(1, int(left * share)), None
        else:
            left_secs = seconds - (time.monotonic() - start)
            if left_secs <= 0:
                break
            budget_nodes, budget_secs = None, max(0.001, left_secs * share)
        if kind == "beam":
            status, raw, more = run_beam(pos, width=BEAM_WIDTH, levels=BEAM_LEVELS,
                                         nodes=budget_nodes, seconds=budget_secs,
                                         should_stop=should_stop, core=core)
        else:
            status, raw, more = run_search(pos, nodes=budget_nodes, seconds=budget_secs,
                                           should_stop=should_stop, core=core,
                                           greedy=kind == "greedy")
        count += more
        if status == WON or (status == EXHAUSTED and kind == "full"):
            break
        status = STOPPED  # a beam or greedy pass that found nothing proves nothing
    if status == WON:
        line = core_line(shorten(pos, raw))
        if replays_to_win(base, line):
            return SolveResult("winnable", line, count, time.monotonic() - start, used)
        return SolveResult("unknown", [], count, time.monotonic() - start, used)
    verdict = "unwinnable" if status == EXHAUSTED else "unknown"
    return SolveResult(verdict, [], count, time.monotonic() - start, used)
