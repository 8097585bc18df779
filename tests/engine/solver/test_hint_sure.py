"""sure_hint(): the search where the choice is close stays honest, judges its candidates on the
same worlds, and keeps today's pick unless it is sure of better."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hint, sure
from spiderette_qt.engine.solver import win_chance as sure_chance
from spiderette_qt.engine.solver.hints import unseen_values
from spiderette_qt.engine.solver.sure import redraw, sure_hint
from spiderette_qt.engine.solver.win_chance import features, weights_for, win_chance
from tests.engine.solver.test_hint import (
    assert_blind_to_the_unseen_cards,
    assert_version_blind,
    random_play,
)

NODES = 400_000  # enough that the search decides some positions (not only today's pick)


def ask(game: Game) -> object:
    return sure_hint(game, seed=5, nodes=NODES)


@pytest.mark.parametrize("suits,seed", [(1, 0), (2, 1), (2, 3), (4, 2)])
def test_permuting_the_unseen_cards_never_changes_the_sure_hint(suits, seed):
    assert_version_blind(ask, suits, seed)


def overruled() -> tuple[Game, list]:
    """A position where the search is sure of another step than today's hint (found by a scan
    of 24 early two-suit positions: it overruled at this one only)."""
    game = Game.new(2, 7_100_007)
    steps = random_play(game, random.Random(7), 6)
    return game, steps


def test_the_search_overrules_todays_pick_where_it_is_sure():
    game, _ = overruled()
    step = ask(game)
    assert step in game.legal_moves()
    assert step != hint(game, seed=5, nodes=NODES)


def test_where_the_search_overrules_it_is_blind_to_the_unseen_cards_too():
    """The permutation test where the search's own answer counts, not today's pick."""
    game, steps = overruled()
    assert_blind_to_the_unseen_cards(game, steps, 2, {}, ask=ask)


def test_without_the_search_budget_it_is_todays_pick(monkeypatch):
    monkeypatch.setattr(sure, "SEARCH_SHARE", 0.0)
    game, _ = overruled()
    assert ask(game) == hint(game, seed=5, nodes=NODES)


def test_a_redraw_keeps_the_face_up_cards_and_shuffles_the_hidden_ones():
    game = Game.new(2, 7_200_000)
    random_play(game, random.Random(1), 10)
    pos, unseen, _ = unseen_values(game)
    world = sure._arrangement(pos, unseen, random.Random(0))
    fresh = redraw(world, random.Random(1))
    hidden = [v for col, h in zip(fresh.columns, fresh.hidden, strict=True) for v in col[:h]]
    before = [v for col, h in zip(world.columns, world.hidden, strict=True) for v in col[:h]]
    assert Counter(hidden + fresh.stock) == Counter(before + world.stock) == Counter(unseen)
    assert [c[h:] for c, h in zip(fresh.columns, fresh.hidden, strict=True)] == [
        c[h:] for c, h in zip(world.columns, world.hidden, strict=True)]
    assert hidden + fresh.stock != before + world.stock  # shuffled, not kept


def test_the_fitted_chance_reads_the_seen_counts_and_is_one_when_won():
    game = Game.new(2, 7_200_001)
    start = unseen_values(game)[0]
    weights = weights_for(2)
    counted = features(start)
    assert len(counted) == len(weights)
    assert counted[2] == sum(start.hidden) / sure_chance.DOWN_SCALE
    assert counted[3] == len(start.stock) / start.rules.deal_size
    assert 0.0 < win_chance(start, weights) < 1.0
    won = start.copy()
    won.removed = won.rules.sequences
    assert win_chance(won, weights) == 1.0
    assert weights_for(1) == weights_for(2) and weights_for(4) != weights_for(2)
