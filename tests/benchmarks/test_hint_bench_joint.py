"""benchmarks/hint_joint.py and cjoint.c: one open-loop plan for all the arrangements at once
(hint_bench --hints joint / jointfit; a diagnostic of issue 25, never the app's hint). With one
arrangement it must be the app's own beam, and as a hint it must stay blind to the unseen cards.
The C is built by the test run (gcc and the Python headers, as for the compiled core)."""

from __future__ import annotations

import random
import shutil

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver.core import TO_DEAL, core_name, run_stage_beam
from spiderette_qt.engine.solver.position import position_of
from spiderette_qt.engine.solver.solve import BEAM_LEVELS
from tests.engine.solver.test_hint import assert_version_blind, random_play

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None or core_name() != "c",
                                reason="the joint beam is C, built with gcc beside the core")
NODES = 200_000  # a twentieth of the app's: enough to plan, small enough for the suite


def positions():
    """Full-knowledge positions a few random actions into four deals (two and four suits)."""
    for suits, number in ((2, 3), (4, 5), (2, 8), (4, 11)):
        rng = random.Random(number)
        game = Game.new(suits, number)
        random_play(game, rng, rng.randrange(3, 15))
        yield position_of(game)


def joint(bench, worlds, width, look, fit=False):
    return bench.hint_joint.joint_plan(worlds, 10_000_000, width, look, fit)


@pytest.mark.parametrize("look", [TO_DEAL, TO_DEAL + 1])
def test_one_arrangement_is_the_app_beam(bench, look):
    for pos in positions():
        status, line, _nodes, best = joint(bench, [pos], 8, look)
        b_status, b_line, _n, b_best = run_stage_beam(pos, width=8, levels=BEAM_LEVELS,
                                                      nodes=10_000_000, seconds=None,
                                                      core="c", stage_only=look)
        assert (status, best, len(line)) == (b_status, b_best, len(b_line))
        assert line[:1] == b_line[:1]
        # later steps onto a card are said as "onto the card that fits" (count 0)
        assert [(s, t) for s, _k, t in line] == [(s, t) for s, _k, t in b_line]


def test_the_same_arrangement_twice_plans_the_same_way_at_twice_the_worth(bench):
    for pos in positions():
        one = joint(bench, [pos], 8, TO_DEAL + 1)
        two = joint(bench, [pos, pos.copy()], 8, TO_DEAL + 1)
        assert two[1] == one[1]
        assert two[3] == 2 * one[3]


def test_a_move_is_made_only_where_it_is_legal(bench):
    """Two arrangements that differ in the card a move turns up: a next step onto that card
    fits in one of them only, so the joint plan's worth is not twice either's."""
    game = Game.new(2, 3)
    random_play(game, random.Random(3), 6)
    pos = position_of(game)
    other = pos.copy()
    c = next(c for c, h in enumerate(pos.hidden) if h)
    # swap the card under column c's face-up cards with a card of another rank in the stock
    under = pos.hidden[c] - 1
    i = next(i for i, v in enumerate(other.stock) if v & 15 != pos.columns[c][under] & 15)
    other.columns[c][under], other.stock[i] = other.stock[i], other.columns[c][under]
    a, b = joint(bench, [pos], 8, TO_DEAL)[3], joint(bench, [other], 8, TO_DEAL)[3]
    both = joint(bench, [pos, other], 8, TO_DEAL)[3]
    assert both <= a + b  # one plan for both can do no better than each its own


@pytest.mark.parametrize("version", ["joint", "jointfit"])
@pytest.mark.parametrize("suits,seed", [(2, 21), (4, 22)])
def test_the_joint_hint_is_blind_to_the_unseen_cards(bench, version, suits, seed):
    ask = bench.hint_function(version)
    assert_version_blind(lambda game: ask(game, NODES), suits, seed)


def test_arrangements_of_different_positions_are_refused(bench):
    """The arrangements are read as the core reads a position (_cparse.h) and must be one
    seen position: another face-down count, or a card that is not one, is a clear error."""
    pos = next(positions())
    other = pos.copy()
    c = next(c for c, h in enumerate(other.hidden) if h)
    other.hidden[c] -= 1
    with pytest.raises(ValueError, match="different seen positions"):
        joint(bench, [pos, other], 8, TO_DEAL)
    broken = pos.copy()
    broken.columns[c][0] = 14
    with pytest.raises(ValueError, match="not a card value"):
        joint(bench, [broken], 8, TO_DEAL)
