"""winnable_deal(): a deal number the solver has proven winnable (its code is ordinary)."""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from ..codes import DEAL_NUMBERS
from ..game import Game
from ..variants import VARIANTS, Variant, get_variant
from .position import Step
from .solve import WALL_CAP, nodes_for, solve

# A winnable deal is usually proven quickly; a deal that resists is skipped for the next one
# rather than searched to the end (we only need *a* winnable deal, not this one).
# Seconds a deal gets, by suit count: 4-suit deals take longer to prove (benchmark medians
# 0.2-0.8 s), and a too-short try throws away deals that would have been proven.
TRY_SECONDS = {1: 0.3, 2: 0.3, 4: 1.0}  # by suit count: not a game size
#: A game of more decks than Spider (Spider Three Decks) searches longer lines in a wider
#: tree, and a short try there proves almost nothing: its tries get this many times the
#: seconds (4-suit: 3 s, 12 M nodes). Measured on 4-suit Spider Three Decks, three hunts
#: of at most 120 s each: tries of 1 M nodes found a deal in 1 of 3 (35 tries), of 4 M in 3
#: of 3 (1-4 tries), of 12 M at the first try every time (0.5-2 M nodes used: the wider
#: beams get their share).
MORE_DECKS_SCALE = 3.0
SPIDER_DECKS = VARIANTS["spider"].decks


def try_seconds(variant: Variant, suits: int) -> float:
    """The clock a hunt gives each deal it tries (TRY_SECONDS, scaled for a bigger game)."""
    scale = MORE_DECKS_SCALE if variant.decks > SPIDER_DECKS else 1.0
    return TRY_SECONDS.get(suits, 1.0) * scale


def winnable_deal(variant: Variant | str, suits: int, seconds: float = 10.0,
                  seed: int | None = None, should_stop: Callable[[], bool] | None = None, *,
                  nodes_per_try: int | None = None,
                  core: str | None = None) -> tuple[int, list[Step]] | None:
    """Try deal numbers (random, or from random.Random(seed)) until one is proven winnable:
    (number, winning line from its start), or None when seconds ran out or should_stop()
    said so. Each try is a node budget (its seconds, try_seconds, as solve.nodes_for gives
    them; the pure core keeps the clock). With nodes_per_try and a seed the answer is
    deterministic (then seconds still bounds the whole hunt)."""
    chosen = get_variant(variant)
    rng = random.Random(seed) if seed is not None else random.SystemRandom()
    end = time.monotonic() + seconds
    while True:
        left = end - time.monotonic()
        if left <= 0 or (should_stop is not None and should_stop()):
            return None
        number = rng.randrange(DEAL_NUMBERS)
        game = Game.new(suits, number, chosen)
        try_secs = min(try_seconds(chosen, suits), left)
        # The try's seconds as nodes (solve.nodes_for), the clock only a cap, as every
        # verdict of the app: a loaded machine then finds a deal as often, only later.
        nodes = nodes_per_try if nodes_per_try is not None else nodes_for(try_secs, core)
        if nodes is not None:
            result = solve(game, nodes=nodes, should_stop=should_stop, core=core,
                           wall_cap=None if nodes_per_try is not None
                           else min(try_secs * WALL_CAP, left))
        else:
            result = solve(game, seconds=try_secs, should_stop=should_stop, core=core)
        if result.verdict == "winnable":
            return number, result.line
