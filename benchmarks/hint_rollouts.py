"""Play-outs that never see the hidden cards: another judge of the hint's most voted moves,
for benchmarks/hint_bench.py (`--hints rollN`). A diagnostic, never the app's hint.

The app weighs its most voted moves by the mean, over the arrangements of the unseen cards,
of a clairvoyant plan's best after the move (hints._mean_after). Each of those plans sees its
arrangement's face-down cards, so that judge too can favour a move that only works when the
cards are known (strategy fusion). Here each arrangement is instead a *world* played out by a
player who does not see it. At each step the player plans on fresh reshuffles of the world's
unseen cards (`policy` of them; the plurality of their first steps wins) and plays that plan
only until a card turns up or the stock is dealt; then it plans again with what it now sees.
The play-out ends at the world's next deal, or where the plan ends, and its measure is the
one the hint's plans use there (hints._stage_eval); a won play-out is worth hints.WIN_VALUE.
So a move is judged by what a player who cannot see the cards makes of it: policy
improvement over that player (Tesauro and Galperin's rollouts).

The reshuffles are drawn by an rng seeded with the arrangement's index only, the same for
every move compared (common random numbers), so the hint stays a function of what the
player has seen, its seed and its budget. Each plan of a play-out gets a plan's share of the
hint's budget, as the app's judge does, but a play-out makes several plans: a judged hint may
spend more than the budget (hint_bench prints the time it took).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.core import WON, play, run_stage_beam
from spiderette_qt.engine.solver.position import SearchPosition
from spiderette_qt.engine.solver.solve import BEAM_LEVELS

#: Steps a play-out may take before it is measured where it is (a stage is far shorter).
MAX_STEPS = 200

Line = list[tuple[int, int, int]]
Judge = Callable[[Move, list[SearchPosition], tuple[float, int | None], str | None, int], float]


#: The hint's own way of dealing an unseen multiset into the unseen places, taken before
#: hint_bench can stand a peeking one in for it (its peek versions patch hints._arrangement).
_deal_unseen = hints._arrangement


def reshuffled(world: SearchPosition, rng: random.Random) -> SearchPosition:
    """The world as its player may imagine it: the face-up cards where they are, the world's
    unseen cards (face down and in the stock) shuffled into the same places."""
    # sorted first, as the hint sorts its unseen multiset: then the view depends on which
    # cards are unseen and on the rng, never on where the world has put them
    unseen = sorted([v for col, h in zip(world.columns, world.hidden, strict=True)
                     for v in col[:h]] + world.stock)
    return _deal_unseen(world, unseen, rng)


def _first(line: Line) -> tuple[int, int, int] | None:
    return line[0] if line else None


def _player_line(pos: SearchPosition, rng: random.Random, policy: int,
                 share: tuple[float, int | None], core: str | None, width: int,
                 ) -> tuple[int, Line]:
    """The plan of a player who does not see pos's unseen cards: of `policy` plans on
    reshuffles (each with a plan's share of the hint's budget), one whose first step most of
    them share (ties: the first drawn)."""
    secs, nodes = share
    plans = [run_stage_beam(reshuffled(pos, rng), width=width, levels=BEAM_LEVELS,
                            core=core, nodes=nodes, seconds=None if nodes is not None else secs,
                            stage_only=hints.LOOK_AHEAD, turnover=hints.TURNOVER)[:2]
             for _ in range(max(1, policy))]
    firsts = Counter(_first(line) for _status, line in plans)
    best = max(firsts.values())
    return next(p for p in plans if firsts[_first(p[1])] == best)


def play_out(world: SearchPosition, rng: random.Random, policy: int,
             share: tuple[float, int | None], core: str | None, width: int) -> int:
    """How far a player who cannot see the world's unseen cards gets in it, to its next deal."""
    pos = world
    for _ in range(MAX_STEPS):
        if pos.is_won:
            return hints.WIN_VALUE
        status, line = _player_line(pos, rng, policy, share, core, width)
        if status == WON and not line:
            return hints.WIN_VALUE
        replan = False
        for step in line:
            if step[0] < 0:  # the stage ends: measure it where the player deals
                return hints._stage_eval(pos)
            down = sum(pos.hidden)
            pos = play(pos, step)
            if pos.is_won:
                return hints.WIN_VALUE
            if sum(pos.hidden) < down:  # a card turned up: the player sees it, plans again
                replan = True
                break
        if not replan:  # the plan ended here (its best position)
            return hints._stage_eval(pos)
    return hints._stage_eval(pos)


def judge(policy: int) -> Judge:
    """A stand-in for hints._mean_after: the mean of play_out over the arrangements, each a
    world, after the move."""
    def mean_after(move: Move, arrangements: list[SearchPosition],
                   share: tuple[float, int | None], core: str | None, width: int) -> float:
        step = (move.source, move.count, move.target)
        total = 0
        for k, world in enumerate(arrangements):
            rng = random.Random(k)  # the same draws for every move compared
            total += play_out(play(world, step), rng, policy, share, core, width)
        return total / len(arrangements)
    return mean_after
