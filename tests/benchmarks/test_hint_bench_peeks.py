"""benchmarks/hint_bench.py's peeking stand-ins (diagnostics of which hidden cards the hint
misses most, never a hint): "down" keeps the true face-down cards and shuffles the rest into
the stock, "stock" the other way round, "next" keeps only the card each column turns up
next, "all" is the deal itself."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.position import position_of
from tests.engine.helpers import play_randomly


def a_game_under_way() -> Game:
    game = Game.new(4, 6_100_001, "spider")
    play_randomly(game, random.Random(5), 25, 0.1)
    assert game.stock and any(c.hidden for c in game.columns)
    return game


def true_and_samples(bench, keep):
    """The game's true position and four of partly_true's arrangements of its unseen cards."""
    game = a_game_under_way()
    seen, unseen, _ = hints.unseen_values(game)
    return position_of(game), [bench.partly_true(game, keep)(seen, unseen, random.Random(s))
                               for s in range(4)]


def face_down(pos):
    return [col[:h] for col, h in zip(pos.columns, pos.hidden, strict=True)]


def face_up(pos):
    return [col[h:] for col, h in zip(pos.columns, pos.hidden, strict=True)]


def under(pos):
    """The face-down card each column would turn up next."""
    return [col[h - 1] for col, h in zip(pos.columns, pos.hidden, strict=True) if h]


def test_peekdown_keeps_the_true_face_down_cards_and_shuffles_the_stock(bench):
    true, samples = true_and_samples(bench, "down")
    for sample in samples:
        assert face_down(sample) == face_down(true)
        assert face_up(sample) == face_up(true)
        assert Counter(sample.stock) == Counter(true.stock)
    assert any(sample.stock != true.stock for sample in samples)
    assert len({tuple(sample.stock) for sample in samples}) > 1  # the rng shuffles them


def test_peekstock_keeps_the_true_stock_and_shuffles_the_face_down_cards(bench):
    true, samples = true_and_samples(bench, "stock")
    for sample in samples:
        assert sample.stock == true.stock
        assert face_up(sample) == face_up(true)
        assert sample.hidden == true.hidden
        assert (Counter(v for col in face_down(sample) for v in col)
                == Counter(v for col in face_down(true) for v in col))
    assert any(face_down(sample) != face_down(true) for sample in samples)
    assert len({str(face_down(sample)) for sample in samples}) > 1  # the rng shuffles them


def test_peeknext_keeps_only_the_card_each_column_turns_up_next(bench):
    true, samples = true_and_samples(bench, "next")
    assert len(under(true)) >= 5
    deeper = Counter(v for col in face_down(true) for v in col[:-1]) + Counter(true.stock)
    for sample in samples:
        assert under(sample) == under(true)
        assert face_up(sample) == face_up(true) and sample.hidden == true.hidden
        assert (Counter(v for col in face_down(sample) for v in col[:-1]) + Counter(sample.stock)
                == deeper)  # the other unseen cards, shuffled among the other places
    assert len({(str(face_down(s)), tuple(s.stock)) for s in samples}) == len(samples)
    # the card under the next one is sampled, not kept
    assert any(col[-2] != true_col[-2] for s in samples
               for col, true_col in zip(face_down(s), face_down(true), strict=True)
               if len(col) >= 2)


@pytest.mark.parametrize("version", ["peek", "peekdown", "peekstock", "peekstock+look2",
                                     "peeknext"])
def test_a_peeking_version_gives_a_legal_step_and_puts_the_hint_back(bench, version):
    game = a_game_under_way()
    arrangement, look = hints._arrangement, hints.LOOK_AHEAD
    step = bench.hint_function(version)(game, 20_000)
    assert hints._arrangement is arrangement and hints.LOOK_AHEAD == look
    assert step == "deal" and game.can_deal() or step in game.legal_moves()


def test_an_unknown_modifier_is_refused(bench):
    with pytest.raises(ValueError, match="peekk"):
        bench.hint_function("peekk")


def test_numbered_modifiers_reach_the_hint_and_are_put_back(bench, monkeypatch):
    seen = {}

    def fake_hint(game, **options):
        seen.update(options, rescore=hints.RESCORE, look=hints.LOOK_AHEAD)
        return "deal"

    monkeypatch.setattr(bench, "hint", fake_hint)
    rescore, look = hints.RESCORE, hints.LOOK_AHEAD
    assert bench.hint_function("samples64+rescore5+look2")(a_game_under_way(), 20_000) == "deal"
    assert seen["samples"] == 64 and seen["rescore"] == 5 and seen["nodes"] == 20_000
    assert seen["look"] == look + 1  # look1 is the app's: look2 one deal further
    assert (hints.RESCORE, hints.LOOK_AHEAD) == (rescore, look)


@pytest.mark.parametrize("version", ["samples0", "samples", "rescorex", "rescore01", "look12"])
def test_a_malformed_numbered_modifier_is_refused(bench, version):
    with pytest.raises(ValueError, match="samplesN"):
        bench.hint_function(version)
