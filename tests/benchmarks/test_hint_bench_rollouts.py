"""benchmarks/hint_rollouts.py, a judge of the hint's most voted moves by play-outs of a
player who does not see the hidden cards (hint_bench --hints rollN; a diagnostic of issue 25,
never the app's hint). It must stay as blind to the unseen cards as the hint it stands in."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.position import position_of
from tests.engine.solver.test_hint import assert_version_blind, random_play

NODES = 200_000  # a twentieth of the app's: enough to vote, small enough for the suite


@pytest.fixture
def play_outs(bench, monkeypatch):
    """Counts the play-outs run, so a test knows the judge was asked at all."""
    count = Counter[str]()
    real = bench.hint_rollouts.play_out

    def counting(*args):
        count["play-outs"] += 1
        return real(*args)

    monkeypatch.setattr(bench.hint_rollouts, "play_out", counting)
    return count


def test_a_reshuffle_moves_only_the_unseen_cards(bench):
    game = Game.new(4, 6_200_003, "spider")
    random_play(game, random.Random(3), 30)
    world = position_of(game)
    views = [bench.hint_rollouts.reshuffled(world, random.Random(k)) for k in range(3)]
    unseen = Counter([v for c, h in zip(world.columns, world.hidden, strict=True)
                      for v in c[:h]] + world.stock)
    for view in views:
        assert view.hidden == world.hidden and len(view.stock) == len(world.stock)
        for col, true, h in zip(view.columns, world.columns, world.hidden, strict=True):
            assert col[h:] == true[h:]  # the face-up cards stay where they are
        assert Counter([v for c, h in zip(view.columns, view.hidden, strict=True)
                        for v in c[:h]] + view.stock) == unseen
    assert len({repr(v) for v in views}) == 3  # and the unseen ones do move


def test_a_play_out_never_sees_where_its_world_has_put_the_unseen_cards(bench):
    """The player of a play-out plans on reshuffles: its plan is the same in every world that
    differs only in where the unseen cards are (a player who looked would dig elsewhere)."""
    player_line = bench.hint_rollouts._player_line
    for suits, deal in [(2, 6_200_001), (4, 6_200_002)]:
        world = position_of(Game.new(suits, deal, "spiderette"))
        unseen = [v for c, h in zip(world.columns, world.hidden, strict=True)
                  for v in c[:h]] + world.stock
        lines = set()
        for trial in range(4):
            other = hints._arrangement(world, unseen, random.Random(trial))
            assert other != world
            lines.add(repr(player_line(other, random.Random(7), 2, (0.0, NODES // 16), None,
                                       hints.STAGE_WIDTH)))
        assert len(lines) == 1


@pytest.mark.parametrize("suits,seed", [(2, 2), (2, 5), (4, 3)])  # judged (a scan)
def test_the_rollout_judged_hint_is_blind_to_the_unseen_cards(bench, play_outs, suits, seed):
    """Permuting the cards never seen (face down, in the stock) never changes the hint whose
    moves are judged by play-outs, and the play-outs did run."""
    roll = bench.hint_function("roll1")
    assert_version_blind(lambda g: roll(g, NODES), suits, seed)
    assert play_outs["play-outs"] > 0, "the judge was never asked: pick another position"


def test_hint_bench_puts_the_apps_judge_back(bench, play_outs):
    app_judge = hints._mean_after
    bench.hint_function("roll2")(Game.new(2, 0), NODES)
    assert play_outs["play-outs"] > 0
    assert hints._mean_after is app_judge
