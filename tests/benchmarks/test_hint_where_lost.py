"""benchmarks/hint_where_lost.py: where a game followed by the hint was lost (the last
position the solver proves winnable). Its search and its bookkeeping, with a stand-in hint
and a stand-in solver, so the test knows the answer."""

from __future__ import annotations

import pytest

from tests.benchmarks.scripts import load_script


@pytest.fixture
def where():
    return load_script("benchmarks/hint_where_lost.py")


@pytest.mark.parametrize("end", [1, 2, 3, 7, 50])
def test_last_winnable_is_found_wherever_the_loss_is(where, end):
    for last in range(end):
        asked = []

        def proven(i, last=last, asked=asked):
            asked.append(i)
            return i <= last

        assert where.last_winnable(proven, end) == last
        assert len(asked) <= end.bit_length() + 1  # a binary search, not a scan


def dealer(game, nodes):
    """A stand-in hint: deal while it can, then no move helps."""
    return "deal" if game.can_deal() else None


def test_the_deal_that_lost_the_game_is_named(where, monkeypatch):
    monkeypatch.setattr(where.hint_bench, "hint_function", lambda version: dealer)
    # a stand-in solver: winnable while two deals or more are left
    monkeypatch.setattr(where, "verdict",
                        lambda game: "winnable" if game.deals_left >= 2 else "unwinnable")
    end, loss = where.where_lost("spiderette", 1, 0, "app")
    assert end == "lost"
    assert (loss.at, loss.actions, loss.step, loss.deals, loss.after) == (
        2, 4, "deal", 2, "unwinnable")
    assert loss.down == 21  # nothing was turned: Spiderette's 21 face-down cards


def test_a_deal_never_proven_and_a_game_still_winnable_are_told_apart(where, monkeypatch):
    monkeypatch.setattr(where.hint_bench, "hint_function", lambda version: dealer)
    monkeypatch.setattr(where, "verdict", lambda game: "unknown")
    assert where.where_lost("spiderette", 1, 0, "app") == ("not proven", None)
    monkeypatch.setattr(where, "verdict", lambda game: "winnable")
    assert where.where_lost("spiderette", 1, 0, "app") == ("still winnable", None)


def test_the_honest_judge_picks_the_step_most_worlds_survive(where, monkeypatch):
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver import hints
    from spiderette_qt.engine.solver.position import position_of

    game = Game.new(2, 3)
    moves, can_deal, _ = hints.candidates(game)
    assert len(moves) >= 2 and can_deal
    favourite = moves[-1]
    s, k, t = favourite.source, favourite.count, favourite.target
    before = position_of(game)

    # A stand-in solver: a world is winnable when the favourite move was made in it (no other
    # step leaves its source k cards shorter and its target k longer), or, after any step, in
    # every third world asked.
    worlds = []

    def winnable(pos, nodes):
        worlds.append(pos)
        made = (len(pos.columns[s]) == len(before.columns[s]) - k
                and len(pos.columns[t]) == len(before.columns[t]) + k)
        return made or len(worlds) % 3 == 0

    monkeypatch.setattr(where, "world_winnable", winnable)
    monkeypatch.setattr(where, "verdict", lambda g: "winnable")
    choice = where.honest_choice(game, moves[0], 6)
    assert choice.pick == favourite
    assert choice.steps == len(moves) + 1  # the moves and the deal
    assert choice.pick_share == 1.0
    assert choice.played_share < 1.0
    assert choice.pick_true == "winnable"
    assert choice.others_true == 1.0  # the stand-in proves every other step winnable
    # every step in the first six worlds, then the pick and the played step in six others
    assert len(worlds) == 6 * choice.steps + 12
    # the true deal judged after every step but the hint's own (lost, at a loss point)
    truly = []
    monkeypatch.setattr(where, "verdict", lambda g: truly.append(g) or "unwinnable")
    choice = where.honest_choice(game, moves[0], 6)
    assert len(truly) == choice.steps - 1 and choice.others_true == 0.0


def test_the_honest_judge_draws_worlds_blind_to_the_unseen_cards(where, monkeypatch):
    """Its pick depends on its draws, and they only on what the player saw and the seed: the
    same for every permutation of the cards never seen."""
    import random

    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver import hints
    from tests.engine.solver.test_hint import assert_blind_to_the_unseen_cards, random_play

    # A stand-in solver that reads where each world put its face-down cards and stock.
    def reads_the_cards(pos, nodes):
        cards = pos.stock + [v for col in pos.columns for v in col]
        return sum(i * v for i, v in enumerate(cards)) % 3 == 0

    monkeypatch.setattr(where, "world_winnable", reads_the_cards)
    monkeypatch.setattr(where, "verdict", lambda g: "unknown")  # (the true deal's: not blind)
    for suits, number in ((2, 9), (4, 10)):
        game = Game.new(suits, number)
        steps = random_play(game, random.Random(number), 8)
        played = hints.candidates(game).moves[0]
        assert_blind_to_the_unseen_cards(
            game, steps, suits, {}, ask=lambda g, played=played: where.honest_choice(g, played, 4))
