"""Both search cores against each other and against the naive reference (reference.py)."""

from __future__ import annotations

import functools
import random

import pytest

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.engine.solver import core, pycore
from spiderette_qt.engine.solver.core import (
    EXHAUSTED,
    STOPPED,
    WON,
    ordered_moves,
    run_beam,
    run_search,
    run_stage_beam,
)
from spiderette_qt.engine.solver.position import SearchPosition, position_of
from spiderette_qt.engine.solver.pycore import DEAL
from tests.engine.helpers import play_randomly

from .reference import random_position, replay_wins, winnable

CORES = ["python"] + (["c"] if core.compiled is not None else [])
SMALL = [random_position(random.Random(seed)) for seed in range(60)]


@functools.cache
def truths() -> tuple[bool, ...]:
    """The reference's verdicts, computed once for every core's test."""
    return tuple(winnable(pos) for pos in SMALL)


@pytest.mark.parametrize("core_choice", CORES)
def test_verdicts_match_the_naive_exhaustive_reference(core_choice):
    verdicts = []
    for pos, truth in zip(SMALL, truths(), strict=True):
        status, line, _ = run_search(pos, nodes=None, seconds=60.0, core=core_choice)
        assert status != STOPPED
        assert status == (WON if truth else EXHAUSTED), pos
        if truth:
            assert replay_wins(pos, line), (pos, line)
        verdicts.append(truth)
    # The sample holds both kinds, so a core that always said one thing would fail.
    assert any(verdicts) and not all(verdicts)


@pytest.mark.skipif(len(CORES) < 2, reason="the compiled core was not built")
@pytest.mark.parametrize("greedy", [0, 1, 2])
def test_cores_agree_on_moves_and_node_counts(greedy):
    positions = list(SMALL)
    for variant in VARIANTS:
        for seed in range(5):
            positions.append(random_game_position(seed, variant))
    for pos in positions:
        assert ordered_moves(pos, "python", greedy) == ordered_moves(pos, "c", greedy)
        a = run_search(pos, nodes=3000, seconds=None, core="python", greedy=greedy)
        b = run_search(pos, nodes=3000, seconds=None, core="c", greedy=greedy)
        assert a == b


def random_game_position(seed: int, variant: str) -> SearchPosition:
    """A real game's position of the variant after some random legal play."""
    rng = random.Random(seed)
    game = Game.new(rng.choice(VARIANTS[variant].suit_counts), seed, variant)
    play_randomly(game, rng, rng.randrange(80), 0.1)
    return position_of(game)


@pytest.mark.skipif(len(CORES) < 2, reason="the compiled core was not built")
def test_cores_agree_on_the_beam():
    positions = list(SMALL[:30]) + [random_game_position(s, v) for v in VARIANTS for s in (1, 2)]
    wins = 0
    for pos in positions:
        for width, levels in ((3, 5), (40, 20)):
            a = run_beam(pos, width=width, levels=levels, nodes=8000, seconds=None,
                         core="python")
            b = run_beam(pos, width=width, levels=levels, nodes=8000, seconds=None, core="c")
            assert a == b
            if a[0] == WON:
                wins += 1
                assert replay_wins(pos, a[1])
    assert wins


@pytest.mark.parametrize("core_choice", CORES)
def test_the_beam_never_claims_a_loss(core_choice):
    for pos, truth in zip(SMALL, truths(), strict=True):
        status, line, _ = run_beam(pos, width=20, levels=30, nodes=None, seconds=60.0,
                                   core=core_choice)
        assert status in (WON, STOPPED)
        if status == WON:
            assert truth and replay_wins(pos, line)


@pytest.mark.skipif(len(CORES) < 2, reason="the compiled core was not built")
@pytest.mark.parametrize("turnover", [0, 50])
def test_cores_agree_on_the_stage_beam_and_it_never_deals(turnover):
    for pos in [random_game_position(s, v) for v in VARIANTS for s in (3, 4)]:
        a = run_stage_beam(pos, width=8, levels=10, nodes=5000, seconds=None, core="python",
                           turnover=turnover)
        b = run_stage_beam(pos, width=8, levels=10, nodes=5000, seconds=None, core="c",
                           turnover=turnover)
        assert a == b
        assert DEAL not in a[1]
        if a[0] != WON:  # the line is the way to the best position the beam met
            st = pycore.replayer(pos)
            for step in a[1]:
                st.do(step)
            assert pycore.beam_eval(st, turnover) == a[3]


@pytest.mark.skipif(len(CORES) < 2, reason="the compiled core was not built")
def test_cores_agree_on_the_measure_with_turnovers():
    """The C measure (its value is the beam's reach from the position itself: a beam with no
    budget to move) against pycore.beam_eval, with and without the turnover bonus, over
    positions of every variant and suit count, many of them with turnovers."""
    with_turnovers = 0
    for seed in range(40):
        for pos in [random_game_position(1000 + seed, v) for v in VARIANTS]:
            st = pycore.replayer(pos)
            for turnover in (0, 50, 7):
                reach = run_stage_beam(pos, width=1, levels=1, nodes=1, seconds=None,
                                       core="c", stage_only=1, turnover=turnover)[3]
                assert reach == pycore.beam_eval(st, turnover)
            with_turnovers += pycore.beam_eval(st, 50) != pycore.beam_eval(st)
    assert with_turnovers > 15  # the bonus was really tested (26 of the 120 have one)


def test_the_compiled_core_speaks_this_interface_or_is_not_used() -> None:
    """A stale compiled build (older sources) must fall back to the pure core, never be called
    with arguments it does not take."""
    from spiderette_qt.engine.solver import core

    if core.compiled is not None:
        assert core.compiled.INTERFACE == core.INTERFACE
    else:
        assert core.core_name() == "python"
