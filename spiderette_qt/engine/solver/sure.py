"""sure_hint(): today's hint, overruled only where a closed-loop search is sure of better.

Why: the app's hint (hints.hint) chooses among near-ties by the noise of 16 arrangements (the
best and second move differ by less than one arrangement to the next does). This search spends
its samples where the choice is close:

* The candidates are the plans' most voted steps (hints.plan_votes; the deal among them when it
  is possible), today's pick always among them. One candidate, or none: today's pick.
* Every candidate is judged on the same worlds (common random numbers): world i is an
  arrangement of the unseen cards drawn by random.Random of (seed, i), so the differences
  between candidates are measured on the same luck.
* Successive halving: each round judges the candidates still in on twice as many worlds, then
  keeps the better half (at least two).
* Below the step the judgement is closed-loop: a plan (the look-ahead beam in this world) is
  followed until a card turns up or a deal shows new cards; that is a chance node, where the
  cards still hidden are drawn afresh (shuffled among their places), and a new plan is made,
  up to SEGMENTS times. So no plan profits for long from where the world put a hidden card.
* The leaf is valued by its chance to win: once at most FEW_HIDDEN cards are hidden, the
  solver's verdict on it at LEAF_NODES (won 1, proven lost 0, unknown: the fitted value);
  before that win_chance's value, fitted on solver-labelled positions.
* It stops when one candidate leads every other by two standard errors of the paired
  difference, and suggests it; when the rounds or the budget end first, today's pick.

Honest by construction: the worlds come from hints.unseen_values (what the player has seen) and
the seed, never from the deal (tests/engine/solver/test_hint.py permutes the unseen cards).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable

from ..game import Game
from ..records import Move
from .core import DEAL, EXHAUSTED, WON, play, run_search, run_stage_beam
from .hints import (
    DEFAULT_SAMPLES,
    LOOK_AHEAD,
    RESCORE,
    STAGE_WIDTH,
    _arrangement,
    _Budget,
    arrangements,
    candidates,
    hint,
    plan_votes,
    unseen_values,
)
from .position import SearchPosition, Step
from .solve import BEAM_LEVELS
from .win_chance import weights_for, win_chance

#: The most voted steps judged: one more than today's hint weighs by expectation.
CANDIDATES = RESCORE + 1
FIRST_WORLDS = 6  # worlds each candidate is judged on in the first round; doubled each round
ROUNDS = 3  # rounds of halving at most: 6, 12, 24 worlds
SEGMENTS = 2  # chance nodes below the step before the leaf is valued
FEW_HIDDEN = 6  # at most this many cards hidden: the solver's verdict values the leaf
LEAF_NODES = 20_000  # the solver's budget at a leaf: small, a verdict or "unknown"
PLAN_NODES = 20_000  # one plan's budget (the beams finish far sooner, see hints.py)
#: Without a node budget (the clock), each beam and verdict gets this many seconds at most.
CLOCK_SHARE = 0.02
LEAD = 2.0  # standard errors of the paired difference that make the leader sure
#: The search's share of the hint's budget (today's pick has its own, and seldom spends it):
#: half, so a Quick hint stays near a second at the 90th percentile.
SEARCH_SHARE = 0.5


class _Spend:
    """The search's budget: nodes (the compiled core, the same on every machine) or a clock."""

    def __init__(self, seconds: float, nodes: int | None) -> None:
        self.nodes = None if nodes is None else int(nodes * SEARCH_SHARE)
        self.deadline = time.perf_counter() + seconds * SEARCH_SHARE
        self.used = 0

    def spend(self, count: int) -> None:
        self.used += count

    @property
    def over(self) -> bool:
        if self.nodes is not None:
            return self.used >= self.nodes
        return time.perf_counter() >= self.deadline


def _step(step: Step) -> tuple[int, int, int]:
    """The cores' step of a hint's answer."""
    if isinstance(step, Move):
        return step.source, step.count, step.target
    return DEAL


def _hidden(pos: SearchPosition) -> int:
    return sum(pos.hidden) + len(pos.stock)


def redraw(pos: SearchPosition, rng: random.Random) -> SearchPosition:
    """The chance node: the cards still hidden in this world (face down, the stock) shuffled
    afresh among their places; the face-up cards stay."""
    fresh = pos.copy()
    cards = [v for col, h in zip(fresh.columns, fresh.hidden, strict=True) for v in col[:h]]
    cards += fresh.stock
    rng.shuffle(cards)
    i = 0
    for col, h in zip(fresh.columns, fresh.hidden, strict=True):
        col[:h] = cards[i:i + h]
        i += h
    fresh.stock = cards[i:]
    return fresh


class Judge:
    """Closed-loop values of positions of one game (the weights and the budget it spends)."""

    def __init__(self, weights: tuple[float, ...], spend: _Spend, core: str | None) -> None:
        self.weights = weights
        self.spend = spend
        self.core = core
        # A node budget: the same answer on every machine; else (the clock) a share of it.
        self.secs = None if spend.nodes is not None else CLOCK_SHARE

    def leaf(self, pos: SearchPosition) -> float:
        """The chance to win of a leaf (see the module's docstring)."""
        if pos.is_won:
            return 1.0
        if _hidden(pos) <= FEW_HIDDEN:
            nodes = None if self.secs is not None else LEAF_NODES
            status, _line, count = run_search(pos, nodes=nodes, seconds=self.secs,
                                              core=self.core)
            self.spend.spend(count)
            if status == WON:
                return 1.0
            if status == EXHAUSTED:  # the search ran out of positions: proven lost
                return 0.0
        return win_chance(pos, self.weights)

    def closed_loop(self, pos: SearchPosition, rng: random.Random) -> float:
        """A plan followed until a card turns up, the hidden cards drawn afresh there, a new
        plan, SEGMENTS times; then the leaf's value."""
        for _ in range(SEGMENTS):
            if pos.is_won:
                return 1.0
            nodes = None if self.secs is not None else PLAN_NODES
            _status, line, count, _reach = run_stage_beam(
                pos, width=STAGE_WIDTH, levels=BEAM_LEVELS, nodes=nodes, seconds=self.secs,
                core=self.core, stage_only=LOOK_AHEAD)
            self.spend.spend(count)
            hidden = _hidden(pos)
            stock = len(pos.stock)
            news = False
            for step in line:
                pos = play(pos, step)
                if pos.is_won:
                    return 1.0
                if _hidden(pos) < hidden or len(pos.stock) < stock:
                    news = True  # a card turned up, or a deal showed cards
                    break
            if not news:
                break  # the plan ends without a new card: nothing left to learn
            pos = redraw(pos, rng)
        return self.leaf(pos)


def _world_rng(seed: int, world: int) -> random.Random:
    return random.Random(f"{seed}:{world}")


def judge_candidates(game: Game, steps: list[Step], judge: Judge, seed: int,
                     fallback: Step) -> tuple[Step, list[tuple[Step, int, float, float]]]:
    """Successive halving over `steps` on common worlds: the step that leads every other by
    LEAD standard errors of the paired difference, or `fallback`; also each round's standing
    (step, worlds, mean value, the lead's standard error) for the curious."""
    pos, unseen, _ = unseen_values(game)
    values: dict[Step, list[float]] = {s: [] for s in steps}
    alive = list(steps)
    worlds = 0
    log: list[tuple[Step, int, float, float]] = []
    for round_no in range(ROUNDS):
        target = FIRST_WORLDS << round_no
        for world in range(worlds, target):
            arrangement = _arrangement(pos, unseen, _world_rng(seed, world))
            for s in alive:
                after = play(arrangement, _step(s))
                values[s].append(judge.closed_loop(after, _world_rng(seed, world + (1 << 20))))
            if judge.spend.over:
                return fallback, log
        worlds = target
        mean = {s: sum(values[s]) / worlds for s in alive}
        alive.sort(key=lambda s: mean[s], reverse=True)
        leader = alive[0]
        sure = True
        for other in alive[1:]:
            diffs = [a - b for a, b in zip(values[leader], values[other], strict=True)]
            lead = sum(diffs) / worlds
            var = sum((d - lead) ** 2 for d in diffs) / max(1, worlds - 1)
            error = math.sqrt(var / worlds)
            log.append((other, worlds, mean[other], error))
            if lead <= LEAD * error or lead <= 0:
                sure = False
        if sure:
            return leader, log
        alive = alive[:max(2, len(alive) // 2)]
    return fallback, log


def sure_hint(game: Game, seconds: float = 1.0, seed: int = 0, nodes: int | None = None, *,
              core: str | None = None,
              today: Callable[..., Step | None] = hint) -> Step | None:
    """The suggested Move, "deal" or None, as hints.hint answers; today's pick unless the
    search is sure of another step (see the module's docstring)."""
    picked = today(game, seconds=seconds, seed=seed, nodes=nodes, core=core)
    if picked is None or game.is_won:
        return picked
    moves, can_deal, floor = candidates(game)
    if not moves:
        return picked
    drawn = arrangements(game, DEFAULT_SAMPLES, seed)
    share = _Budget(seconds, nodes).share(len(drawn))
    votes = plan_votes(moves, drawn, share, core, floor)
    order: list[Step] = [s for s, n in votes.most_common() if n and (s != "deal" or can_deal)]
    steps = order[:CANDIDATES]
    if picked not in steps:
        steps = [picked, *steps[:CANDIDATES - 1]]
    if len(steps) < 2:
        return picked
    judge = Judge(weights_for(game.suits), _Spend(seconds, nodes), core)
    chosen, _log = judge_candidates(game, steps, judge, seed, picked)
    return chosen


__all__ = ["Judge", "judge_candidates", "redraw", "sure_hint"]
