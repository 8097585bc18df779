"""benchmarks/hint_bench.py's turnoverN: the app's hint with plans whose measure counts
guaranteed turnovers (hints.TURNOVER; issue 25's measurements of it)."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from tests.engine.solver.test_hint import assert_version_blind

NODES = 40_000  # enough for the plans to differ, small enough for the suite


@pytest.fixture
def turnovers_asked(monkeypatch):
    """The turnover bonus of every plan the hint makes."""
    asked: list[int] = []
    real = hints.run_stage_beam

    def recording(*args, **kwargs):
        asked.append(kwargs["turnover"])
        return real(*args, **kwargs)

    monkeypatch.setattr(hints, "run_stage_beam", recording)
    return asked


def test_turnover_n_is_read_as_a_number(bench):
    assert bench.numbered("turnover50") == ("turnover", 50)
    assert bench.numbered("turnover0") == ("turnover", 0)
    for wrong in ("turnover", "turnover05", "turnoverx", "xturnover5"):
        assert bench.numbered(wrong) is None, wrong


def test_its_plans_count_turnovers_and_the_apps_are_put_back(bench, turnovers_asked):
    app = hints.TURNOVER
    game = Game.new(4, 3)
    bench.hint_function("turnover50")(game, NODES)
    assert turnovers_asked and set(turnovers_asked) == {50}
    assert hints.TURNOVER == app
    turnovers_asked.clear()
    bench.hint_function("app")(game, NODES)
    assert set(turnovers_asked) == {app}


@pytest.mark.parametrize("suits,seed", [(2, 1), (4, 3)])
def test_the_turnover_hint_is_blind_to_the_unseen_cards(bench, turnovers_asked, suits, seed):
    """Permuting the cards never seen never changes its hint (the plans' measure reads each
    sampled arrangement, never the deal)."""
    ask = bench.hint_function("turnover50")
    assert_version_blind(lambda g: ask(g, NODES), suits, seed)
    assert 50 in turnovers_asked


def test_every_stand_in_of_a_composed_version_is_put_back(bench):
    """All six things a version can stand in for (bench.PATCHED) at once, then none left."""
    before = {name: getattr(hints, name) for name in bench.PATCHED}
    bench.hint_function("peek+look2+rescore2+roll1+turnover50+persist")(Game.new(2, 0), NODES)
    assert {name: getattr(hints, name) for name in bench.PATCHED} == before
    assert set(bench.PATCHED) == {"LOOK_AHEAD", "_arrangement", "arrangements", "RESCORE",
                                  "_mean_after", "TURNOVER"}
