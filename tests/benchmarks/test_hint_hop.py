"""benchmarks/hint_hop.py: the app's hint overruled by the solver in sampled worlds
(hint_bench --hints hopK; a diagnostic of issue 25, never the app's hint). With a stand-in
hint and a stand-in solver, so the test knows the answer."""

from __future__ import annotations

import random

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.position import position_of
from tests.benchmarks.scripts import load_script
from tests.engine.solver.test_hint import assert_blind_to_the_unseen_cards, random_play


@pytest.fixture
def hop(monkeypatch):
    module = load_script("benchmarks/hint_hop.py")
    # a stand-in for the app's hint: the first candidate move
    monkeypatch.setattr(module, "hint", lambda game, **options: hints.candidates(game).moves[0])
    return module


def made(before, move):
    """A stand-in solver's test: was this move made in the world (no other step leaves its
    source `count` cards shorter and its target `count` longer)?"""
    def check(pos):
        return (len(pos.columns[move.source]) == len(before.columns[move.source]) - move.count
                and len(pos.columns[move.target]) == len(before.columns[move.target]) + move.count)
    return check


def test_the_app_step_stands_when_every_world_survives_it(hop, monkeypatch):
    game = Game.new(2, 3)
    asked = []
    monkeypatch.setattr(hop.hint_where_lost, "world_winnable",
                        lambda pos, nodes: asked.append(pos) or True)
    assert hop.hop_hint(game, None, 5) == hints.candidates(game).moves[0]
    assert len(asked) == 5  # the app's step only: no other step was judged


def test_a_step_more_worlds_survive_overrules_the_app(hop, monkeypatch):
    game = Game.new(2, 1)
    moves = hints.candidates(game).moves
    assert len(moves) >= 3
    better = made(position_of(game), moves[2])
    app = made(position_of(game), moves[0])
    calls = []

    def winnable(pos, nodes):
        calls.append(pos)
        return better(pos) or (app(pos) and len(calls) % 2 == 0)

    monkeypatch.setattr(hop.hint_where_lost, "world_winnable", winnable)
    assert hop.hop_hint(game, None, 4) == moves[2]
    # the app's step survives 2 of the 4 worlds, the better one all 4: a margin of two
    # worlds still overrules it, one of three does not
    calls.clear()
    assert hop.hop_hint(game, None, 4, margin=2) == moves[2]
    calls.clear()
    assert hop.hop_hint(game, None, 4, margin=3) == moves[0]


def test_no_better_step_keeps_the_app_step(hop, monkeypatch):
    game = Game.new(2, 3)
    monkeypatch.setattr(hop.hint_where_lost, "world_winnable", lambda pos, nodes: False)
    assert hop.hop_hint(game, None, 4) == hints.candidates(game).moves[0]


def test_the_hop_hint_is_blind_to_the_unseen_cards(hop, monkeypatch):
    def reads_the_cards(pos, nodes):
        cards = pos.stock + [v for col in pos.columns for v in col]
        return sum(i * v for i, v in enumerate(cards)) % 3 == 0

    monkeypatch.setattr(hop.hint_where_lost, "world_winnable", reads_the_cards)
    for suits, number in ((2, 9), (4, 10)):
        game = Game.new(suits, number)
        steps = random_play(game, random.Random(number), 8)
        assert_blind_to_the_unseen_cards(game, steps, suits, {},
                                         ask=lambda g: hop.hop_hint(g, None, 4))
