"""The blind plan: the seen position with every unseen card UNKNOWN (no strategy fusion)."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import core_name, hint
from spiderette_qt.engine.solver.core import run_stage_beam
from spiderette_qt.engine.solver.hints import (
    LOOK_AHEAD,
    STAGE_WIDTH,
    UNKNOWN,
    _blind,
    unseen_values,
)
from spiderette_qt.engine.solver.solve import BEAM_LEVELS


def _blind_of(number: int, suits: int = 4, variant: str = "spiderette"):
    game = Game.new(suits, number, variant)
    for _ in range(6):
        step = hint(game, seed=0, nodes=20000)
        if step is None or step == "deal":
            break
        game.move(step.source, step.count, step.target)
    pos, _unseen, _ = unseen_values(game)
    return game, _blind(pos)


def test_a_blind_position_holds_only_seen_cards():
    game, blind = _blind_of(6_000_003)
    for column, down, col in zip(blind.columns, blind.hidden, game.columns, strict=True):
        assert column[:down] == [UNKNOWN] * down == [UNKNOWN] * len(col.hidden)
        assert UNKNOWN not in column[down:]
    assert blind.stock == [UNKNOWN] * len(game.stock)


@pytest.mark.skipif(core_name() != "c", reason="compares the compiled core with its twin")
@pytest.mark.parametrize("number", [6_000_001, 6_000_002, 6_000_005])
def test_both_cores_plan_the_same_on_a_blind_position(number):
    _game, blind = _blind_of(number)
    results = [run_stage_beam(blind, width=STAGE_WIDTH, levels=BEAM_LEVELS, nodes=20000,
                              seconds=None, core=core, stage_only=LOOK_AHEAD)
               for core in ("python", "c")]
    assert results[0] == results[1]


def test_a_blind_hint_is_legal():
    game, _ = _blind_of(6_000_004, suits=2)
    step = hint(game, seed=0, nodes=30000, blind=2)
    assert step == "deal" or step in game.legal_moves()
