"""The hint's own beam entry points: its stage plans that end where the stock can be dealt
(stage_only=TO_DEAL) or look one deal further (TO_DEAL + 1), the same in both cores."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import VARIANTS
from spiderette_qt.engine.solver import pycore
from spiderette_qt.engine.solver.core import WON, core_name, run_stage_beam
from spiderette_qt.engine.solver.pycore import TO_DEAL
from tests.engine.solver.test_cores import random_game_position


def _dealable(st: pycore._Search) -> bool:
    return st.sp < len(st.stock) and (st.relaxed or all(st.cols))


@pytest.mark.skipif(core_name() != "c", reason="the compiled core was not built")
def test_cores_agree_on_the_hint_beam():
    for pos in [random_game_position(s, v) for v in VARIANTS for s in (3, 4, 5)]:
        for mode in (1, TO_DEAL, TO_DEAL + 1, TO_DEAL + 2):
            a = run_stage_beam(pos, width=6, levels=12, nodes=4000, seconds=None,
                               core="python", stage_only=mode)
            b = run_stage_beam(pos, width=6, levels=12, nodes=4000, seconds=None,
                               core="c", stage_only=mode)
            assert a == b


@pytest.mark.parametrize("core", ["python", "c"])
def test_a_look_ahead_plan_replays_to_what_it_reached(core):
    """A plan through one more deal: its line (moves, the deal, moves) replays to a position
    whose evaluation is the reach the beam reported."""
    if core_name(core) != core:
        pytest.skip("the compiled core was not built")
    deals = 0
    for pos in [random_game_position(s, v) for v in VARIANTS for s in (3, 4, 5, 6)]:
        status, line, _, reach = run_stage_beam(pos, width=6, levels=12, nodes=20000,
                                                seconds=None, core=core,
                                                stage_only=TO_DEAL + 1)
        if status == WON:
            continue
        st = pycore.replayer(pos)
        for step in line:
            st.do(step)
        deals += line.count(pycore.DEAL)
        assert line.count(pycore.DEAL) <= 1
        assert pycore.beam_eval(st) == reach
    assert deals > 0


@pytest.mark.parametrize("core", ["python", "c"])
def test_a_to_deal_plan_ends_where_the_stock_can_be_dealt(core):
    if core_name(core) != core:
        pytest.skip("the compiled core was not built")
    plans = 0
    for pos in [random_game_position(s, v) for v in VARIANTS for s in (3, 4, 5, 6)]:
        status, line, _, reach = run_stage_beam(pos, width=6, levels=12, nodes=4000,
                                                seconds=None, core=core, stage_only=TO_DEAL)
        if status == WON or not pos.stock:
            continue
        st = pycore.replayer(pos)
        for step in line:
            st.do(step)
        assert pycore.beam_eval(st) == reach
        # a stage that met a dealable position ends on one (the root counts as met)
        start = pycore.replayer(pos)
        if _dealable(start):
            assert _dealable(st)
            plans += 1
    assert plans > 0
