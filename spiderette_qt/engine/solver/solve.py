"""solve(): is this position (or its deal) winnable, with every card known?"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..errors import IllegalMove
from ..game import Game
from . import pycore
from .core import EXHAUSTED, STOPPED, WON, core_name, run_beam, run_search
from .position import SearchPosition, Step, core_line, position_of

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


# The passes of a solve, each with its share of the budget that is left when it starts:
# a short greedy DFS (lateral moves pruned; one-suit deals mostly fall to it at once), beams
# of growing width (no proof, but quick to a win when there is one; a beam that fails ends
# early), then the exhaustive DFS, the only pass that can prove a loss, with all the rest.
# The 4096 beam: 4-suit Spiderette 5,000,039, which KPat's solver wins at once,
# falls to it in 1.5 M nodes (undecided before at any budget measured, 40 M included); a
# failing one costs the DFS some 1-7 M nodes of the app's 40 M. Measured with solve() at
# 40 M nodes, old passes against new: 4-suit Spiderette 35 -> 36 of 40 decided (deals
# 6,000,000-), 4-suit Spider 28 -> 30 of 30, none lost. Its peak memory on a 4-suit Spider
# deal is ~300 MB, under the warm worker's limit; a wider beam would not be.
PASSES: tuple[tuple[str, int, float], ...] = (
    ("greedy", 0, 0.05),
    ("beam", 64, 0.15),
    ("beam", 256, 0.25),
    ("beam", 1024, 0.4),
    ("beam", 4096, 0.4),
    ("full", 0, 1.0),
)
BEAM_LEVELS = 120
#: A beam pass runs only when its share of a node budget is at least this many nodes per
#: unit of its width: a wide beam cut off in its first stages finds nothing, and its share
#: is then better left to the DFS after it (a verdict of a small budget: the 4096 beam would
#: take 40 % of it for nothing). The app's 10 s verdict runs every pass.
MIN_BEAM_NODES_PER_WIDTH = 100
# For the many small searches of a hint: more greedy DFS, one narrow beam.
SMALL_PASSES: tuple[tuple[str, int, float], ...] = (
    ("greedy", 0, 0.3),
    ("beam", 32, 0.6),
    ("full", 0, 1.0),
)
#: The app's seconds as a node budget: the compiled core's rate on a modest two-core machine
#: (3.6-6.4 M positions/s measured over the rows, under load), so that the app's verdict on a
#: position is the same on every machine and under any load.
NODES_PER_SECOND = 4_000_000
#: With a node budget, the clock still ends a search at this multiple of its seconds (a
#: machine far slower than the figure): then it says "unknown", as it would have anyway.
WALL_CAP = 4.0
LONG_LINE = 400  # a winning line longer than this is worth a try to find a shorter one


def shorten(pos: SearchPosition, raw: Sequence[tuple[int, int, int]]) -> list[tuple[int, int, int]]:
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


def nodes_for(seconds: float, core: str | None = None) -> int | None:
    """The node budget the app gives a search of `seconds` (NODES_PER_SECOND), or None for
    the pure-Python core (some 30 times slower: it keeps the clock)."""
    return None if core_name(core) != "c" else max(1, int(seconds * NODES_PER_SECOND))


def search_position(pos: SearchPosition, seconds: float = 10.0, nodes: int | None = None, *,
                    should_stop: Callable[[], bool] | None = None, core: str | None = None,
                    passes: tuple[tuple[str, int, float], ...] = PASSES,
                    wall_cap: float | None = None,
                    ) -> tuple[int, list[tuple[int, int, int]], int]:
    """Run the passes on a full-knowledge position: (status, line of the core, nodes).

    status is WON (the line has not been replayed through a Game: solve() does that),
    EXHAUSTED (proven lost) or STOPPED (undecided). With nodes, each pass has its share of
    the nodes left; wall_cap (seconds) then also stops the whole search on the clock."""
    start = time.monotonic()
    status, count = STOPPED, 0
    raw: list[tuple[int, int, int]] = []

    def cap_left() -> float | None:
        return None if wall_cap is None else wall_cap - (time.monotonic() - start)

    for kind, width, share in passes:
        if should_stop is not None and should_stop():
            break
        if nodes is not None:
            left = nodes - count
            capped = cap_left()
            if left <= 0 or (capped is not None and capped <= 0):
                break
            budget_nodes, budget_secs = max(1, int(left * share)), capped
        else:
            left_secs = seconds - (time.monotonic() - start)
            if left_secs <= 0:
                break
            budget_nodes, budget_secs = None, max(0.001, left_secs * share)
        if kind == "beam" and budget_nodes is not None and \
                budget_nodes < width * MIN_BEAM_NODES_PER_WIDTH:
            continue  # too small a share to get anywhere: the DFS gets it
        if kind == "beam":
            status, raw, more = run_beam(pos, width=width, levels=BEAM_LEVELS,
                                         nodes=budget_nodes, seconds=budget_secs,
                                         should_stop=should_stop, core=core)
        else:
            status, raw, more = run_search(pos, nodes=budget_nodes, seconds=budget_secs,
                                           should_stop=should_stop, core=core,
                                           greedy=1 if kind == "greedy" else 0)
        count += more
        if status == WON or (status == EXHAUSTED and kind == "full"):
            break
        status = STOPPED  # a beam or greedy pass that found nothing proves nothing
    if status == WON and len(raw) > LONG_LINE:
        # A DFS line can wander for thousands of moves; a beam's line is short. Worth a
        # share of what is left, for a line a player can watch.
        tail_nodes = None if nodes is None else max(1, (nodes - count) // 2)
        tail_secs = cap_left() if nodes is not None else max(
            0.001, (seconds - (time.monotonic() - start)) / 2)
        if (tail_nodes is None or tail_nodes > 1) and (tail_secs is None or tail_secs > 0):
            again, line2, more = run_beam(pos, width=256, levels=BEAM_LEVELS,
                                          nodes=tail_nodes, seconds=tail_secs,
                                          should_stop=should_stop, core=core)
            count += more
            if again == WON and len(line2) < len(raw):
                raw = line2
    return status, shorten(pos, raw) if status == WON else [], count


def solve(game: Game, seconds: float = 10.0, from_start: bool = False,
          nodes: int | None = None, *, should_stop: Callable[[], bool] | None = None,
          core: str | None = None, wall_cap: float | None = None) -> SolveResult:
    """Solve the game's current position, or its deal from the start (from_start=True).

    nodes: a node budget instead of the clock (then seconds is ignored and the answer is the
    same on every run; a wall_cap in seconds still stops it on the clock, see WALL_CAP).
    "unwinnable" is only said when the search was exhaustive; a "winnable" line has been
    replayed through a fresh Game to a won game before it is returned (if that ever failed,
    the verdict would be "unknown", never a wrong line)."""
    start = time.monotonic()
    base = game.restarted() if from_start else game
    used = core_name(core)
    if base.is_won:
        return SolveResult("winnable", [], 0, 0.0, used)
    pos = position_of(base)
    status, raw, count = search_position(pos, seconds, nodes, should_stop=should_stop,
                                         core=core, wall_cap=wall_cap)
    if status == WON:
        line = core_line(raw)
        if replays_to_win(base, line):
            return SolveResult("winnable", line, count, time.monotonic() - start, used)
        return SolveResult("unknown", [], count, time.monotonic() - start, used)
    verdict = "unwinnable" if status == EXHAUSTED else "unknown"
    return SolveResult(verdict, [], count, time.monotonic() - start, used)
