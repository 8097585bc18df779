"""benchmarks/hint_persist.py: arrangements drawn once at the start of a game and kept up to
date with each card seen (hint_bench --hints persist; a diagnostic of issue 25, never the
app's hint). Each world must show what was seen, stay a fair draw of what was not, change only
where a card turned up contradicts it, and leave the hint blind to the unseen cards."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.position import value
from tests.engine.solver.test_hint import assert_version_blind, random_play

NODES = 200_000  # a twentieth of the app's: enough to vote, small enough for the suite


def played_game(suits: int, number: int, variant: str = "spiderette") -> Game:
    rng = random.Random(number)
    game = Game.new(suits, number, variant)
    random_play(game, rng, rng.randrange(20, 60))
    return game


def test_at_the_start_the_worlds_are_the_apps(bench):
    game = Game.new(4, 6_000_000, "spider")
    assert bench.hint_persist.arrangements(game, 16, 0) == hints.arrangements(game, 16, 0)


@pytest.mark.parametrize("suits,number,variant", [(1, 0, "spiderette"), (2, 3, "spiderette"),
                                                  (4, 7, "spiderette"), (4, 2, "spider")])
def test_every_world_shows_what_was_seen_and_draws_from_what_was_not(bench, suits, number,
                                                                    variant):
    game = played_game(suits, number, variant)
    seen, unseen, _ = hints.unseen_values(game)
    assert any(seen.hidden) and unseen
    worlds = bench.hint_persist.arrangements(game, 16, 0)
    assert len(worlds) == 16
    for world in worlds:
        assert world.hidden == seen.hidden and len(world.stock) == len(seen.stock)
        for c, h in enumerate(world.hidden):
            assert world.columns[c][h:] == seen.columns[c][h:]
        drawn = [v for c, h in zip(world.columns, world.hidden, strict=True)
                 for v in c[:h]] + world.stock
        assert sorted(drawn) == unseen
    assert len({str(w) for w in worlds}) > 1


def test_a_card_turned_up_changes_a_world_in_two_places_at_most(bench):
    """The app's draw after a turn is a new world; this one keeps all but the turned place
    and the one it swapped with."""
    persist = bench.hint_persist
    game, turning = next((g, m) for g in (played_game(4, n, "spider") for n in range(20))
                         for m in g.legal_moves() if g.columns[m.source].hidden
                         and m.count == len(g.columns[m.source].visible))
    deck = game.deck
    before = persist.seen_in_order(game)
    game.move(turning.source, turning.count, turning.target)
    places, order = persist.seen_in_order(game)
    assert places == before[0] and order[:-1] == before[1] and len(order) == len(before[1]) + 1
    truth = {i: value(deck[i]) for i in order}
    pool = sorted(value(deck[i]) for i in places)
    for w in range(8):
        values = list(pool)
        random.Random(w).shuffle(values)
        old = persist.world(places, values, before[1], truth, random.Random(f"0:{w}"))
        new = persist.world(places, values, order, truth, random.Random(f"0:{w}"))
        changed = [p for p in places if old[p] != new[p]]
        assert order[-1] in changed or old[order[-1]] == truth[order[-1]]
        assert len(changed) <= 2


def test_the_swap_keeps_the_draw_fair(bench):
    """Six places holding 1 1 2 2 3 3; place 0 turns up a 3, then place 4 a 1: each of the 12
    arrangements of 1 2 2 3 in the other places comes out as often (500 of 6,000 draws; a
    swap with the first place holding the value would give some 133 and others 993)."""
    world = bench.hint_persist.world
    counts = Counter[tuple[int, ...]]()
    for s in range(6000):
        values = [1, 1, 2, 2, 3, 3]
        random.Random(s).shuffle(values)
        at = world(list(range(6)), values, [0, 4], {0: 3, 4: 1}, random.Random(10**6 + s))
        assert at[0] == 3 and at[4] == 1
        counts[tuple(at[p] for p in (1, 2, 3, 5))] += 1
    assert len(counts) == 12
    assert 400 < min(counts.values()) and max(counts.values()) < 600


def test_a_game_whose_start_is_not_known_gets_the_apps_draw(bench, monkeypatch):
    game = played_game(2, 3)
    monkeypatch.setattr(game, "played", lambda: None)
    assert bench.hint_persist.arrangements(game, 4, 0) == hints.arrangements(game, 4, 0)


@pytest.mark.parametrize("suits,seed", [(1, 0), (2, 3), (4, 2)])
def test_the_persist_hint_is_blind_to_the_unseen_cards(bench, suits, seed):
    ask = bench.hint_function("persist")
    assert_version_blind(lambda game: ask(game, NODES), suits, seed)


def test_persist_is_a_modifier_of_hint_bench(bench):
    bench.hint_function("persist+wide")  # composes
    with pytest.raises(ValueError, match="persist"):
        bench.hint_function("persistent")
