"""The deal of the day (docs/RULES.md §14): one proven-winnable deal per date, game and
suit count.

``daily_code(date, variant, suits)`` is the same on every machine, forever: nothing in it
depends on the clock, the machine's speed, the search core (the compiled core and its
pure-Python twin run the same algorithm step for step) or a random source. The derivation,
version 1, precisely:

1. The text ``spiderette-daily-v1|<ISO date>|<variant key>|<suits>|<i>`` (e.g.
   ``spiderette-daily-v1|2026-12-03|spider|4|0``), UTF-8, for i = 0, 1, 2, ...
2. Candidate i is the deal number ``int.from_bytes(sha256(text)[:8], "big") % 26**7``.
3. Each candidate's deal is searched, from its first deal, by ``DAILY_PASSES`` in order:
   a pass is (kind, beam width, node budget); "greedy" is the core's greedy DFS
   (``run_search(greedy=1)`` with a table of ``TABLE_ENTRIES``), "beam" the core's beam
   (``run_beam``, ``BEAM_LEVELS`` levels). Budgets are nodes, never seconds.
4. The first candidate with a pass that finds a win whose line replays through a Game to a
   won game is the day's deal; its code is the ordinary code of that number
   (``SD4-S1-...``), so it can be typed, shared and replayed like any other.
5. If ``MAX_CANDIDATES`` candidates all resist (never seen in the benchmark), the day's deal
   is candidate 0 unproven (``DailyDeal.proven`` is False): an answer is always given.

Golden tests pin codes for several dates, games and suit counts; any change to the passes,
the hash text or the cores' search order needs a new derivation version (``DERIVATION``),
and the version-1 answers must stay what they are.

The solver (solve.py) shares its budget between its own passes in its own way and may
change; this module pins its own passes so the day's deal never moves with it.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from .codes import DEAL_NUMBERS, format_code
from .errors import IllegalMove
from .game import Game
from .solver.core import WON, run_beam, run_search
from .solver.position import position_of
from .variants import Variant, get_variant

DERIVATION = "spiderette-daily-v1"
#: (kind, beam width, node budget) in order; part of the derivation: never change in v1.
DAILY_PASSES: tuple[tuple[str, int, int], ...] = (
    ("greedy", 0, 20_000),
    ("beam", 64, 200_000),
    ("beam", 512, 2_000_000),
)
BEAM_LEVELS = 120
TABLE_ENTRIES = 1 << 20  # the greedy DFS's table: far above its node budget
MAX_CANDIDATES = 64

#: A line as the cores give it: (source, count, target), or (-1, 0, 0) for a deal.
RawLine = list[tuple[int, int, int]]


@dataclass(frozen=True, slots=True)
class DailyDeal:
    """The day's deal and how it was found."""

    date: datetime.date
    variant: str  # the variant's key
    suits: int
    number: int
    candidate: int  # which candidate (0 first) was proven
    proven: bool
    line: RawLine = field(default_factory=list)  # a winning line from the start (if proven)
    nodes: int = 0  # nodes searched over all candidates

    @property
    def code(self) -> str:
        return format_code(self.suits, self.number, variant=self.variant)


def _check_date(date: object) -> datetime.date:
    if isinstance(date, datetime.datetime) or not isinstance(date, datetime.date):
        raise ValueError(f"a daily deal needs a datetime.date, not {date!r}")
    return date


def candidates(date: datetime.date, variant: Variant | str, suits: int) -> Iterator[int]:
    """The candidate deal numbers of a day, in order (step 1-2 of the derivation)."""
    key = get_variant(variant).key
    day = _check_date(date).isoformat()
    for index in range(MAX_CANDIDATES):
        text = f"{DERIVATION}|{day}|{key}|{suits}|{index}"
        digest = hashlib.sha256(text.encode("utf-8")).digest()
        yield int.from_bytes(digest[:8], "big") % DEAL_NUMBERS  # not a game size: 8 bytes


def replays(game: Game, line: RawLine) -> bool:
    """Does the line, played through a copy of the game, end in a won game?"""
    copy = game.restarted()
    try:
        for source, count, target in line:
            if source < 0:
                copy.deal()
            else:
                copy.move(source, count, target)
    except IllegalMove:
        return False
    return copy.is_won


def prove(game: Game, *, core: str | None = None,
          should_stop: Callable[[], bool] | None = None) -> tuple[RawLine | None, int]:
    """Run DAILY_PASSES on the game's deal: (a replayed winning line or None, nodes)."""
    pos = position_of(game.restarted())
    total = 0
    for kind, width, nodes in DAILY_PASSES:
        if should_stop is not None and should_stop():
            break
        if kind == "beam":
            status, line, count = run_beam(pos, width=width, levels=BEAM_LEVELS, nodes=nodes,
                                           seconds=None, should_stop=should_stop, core=core)
        else:
            status, line, count = run_search(pos, nodes=nodes, seconds=None, greedy=1,
                                             table_entries=TABLE_ENTRIES,
                                             should_stop=should_stop, core=core)
        total += count
        if status == WON and replays(game, list(line)):
            return list(line), total
    return None, total


class Stopped(Exception):
    """find_daily() was asked to stop (should_stop said so) before it had an answer."""


def find_daily(date: datetime.date, variant: Variant | str, suits: int, *,
               core: str | None = None, should_stop: Callable[[], bool] | None = None,
               progress: Callable[[int], None] | None = None) -> DailyDeal:
    """The day's deal (the derivation in the module docstring). Raises Stopped when
    should_stop() said so; progress(i) is called before candidate i is searched."""
    chosen = get_variant(variant)
    day = _check_date(date)
    total = 0
    first: int | None = None
    for index, number in enumerate(candidates(day, chosen, suits)):
        if first is None:
            first = number
        if progress is not None:
            progress(index)
        game = Game.new(suits, number, chosen)
        line, nodes = prove(game, core=core, should_stop=should_stop)
        total += nodes
        if should_stop is not None and should_stop():
            raise Stopped(day.isoformat())
        if line is not None:
            return DailyDeal(day, chosen.key, suits, number, index, True, line, total)
    assert first is not None
    return DailyDeal(day, chosen.key, suits, first, 0, False, [], total)


def daily_code(date: datetime.date, variant: Variant | str, suits: int) -> str:
    """The game code of the deal of the day: the same everywhere, forever."""
    return find_daily(date, variant, suits).code


__all__ = ["DAILY_PASSES", "DERIVATION", "DailyDeal", "Stopped", "candidates",
           "daily_code", "find_daily", "prove"]
