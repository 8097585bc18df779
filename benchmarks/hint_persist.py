"""Arrangements that last the whole game (hint_bench --hints persist; a diagnostic of the
hint's strength, never the app's hint).

The app's hint draws its arrangements of the unseen cards anew whenever a card turns up (the
unseen cards are then another multiset), so after each turn its 16 worlds are 16 new ones
and its plans may aim somewhere else. Here each world is drawn once, over the places unseen
at the start of the game, and each card turned up since (or dealt) is put into its place in
every world by one swap with another place not yet seen that holds the same value. So a
world changes only where a card turned up contradicts it, and the plans keep their aims.

Still a fair draw: if a world is a uniform arrangement of the unseen multiset and the place
that turns up holds another value, swapping it with a place picked uniformly among those
holding the true value gives a uniform arrangement given that place's value (every result
has the same number of equally likely sources). Honest: a world depends on the seed, the
places of the first deal (card ids are laid out in deal order, so an id names a place), and
which value turned up in which place, in the order the player saw them; never on an unseen
card (tests/benchmarks/test_hint_bench_persist.py permutes them).
"""

from __future__ import annotations

import random

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.position import SearchPosition, value


def seen_in_order(game: Game) -> tuple[list[int], list[int]] | None:
    """The places (card ids) unseen at the start, and those of them seen since, in the order
    they turned up (or were dealt); None when the game's first actions are not known."""
    played = game.played()
    if played is None:
        return None
    position = game.start_position()
    table = position.table()
    unseen = sorted([i for col in table.columns for i, up in col if not up]
                    + list(table.stock))
    waiting = set(unseen)
    order: list[int] = []
    for action in played:
        position.apply(action)
        table = position.table()
        shown = [i for col in table.columns for i, up in col if up] + [
            i for seq in table.removed for i in seq]  # a deal may complete a run at once
        for i in shown:
            if i in waiting:
                waiting.discard(i)
                order.append(i)
    return unseen, order


def world(places: list[int], values: list[int], order: list[int], truth: dict[int, int],
          rng: random.Random) -> dict[int, int]:
    """One world: `values` (a shuffled draw) in `places`, then each place in `order` given
    its true value by a swap with a place not yet seen holding that value, picked by rng."""
    at = dict(zip(places, values, strict=True))
    holders: dict[int, list[int]] = {}
    for place in places:
        holders.setdefault(at[place], []).append(place)
    for place in order:
        was, true = at[place], truth[place]
        holders[was].remove(place)
        if was != true:
            other = rng.choice(holders[true])
            holders[true].remove(other)
            holders[was].append(other)
            at[place], at[other] = true, was
    return at


def arrangements(game: Game, samples: int = hints.DEFAULT_SAMPLES,
                 seed: int = 0) -> list[SearchPosition]:
    """hints.arrangements' stand-in: `samples` worlds drawn at the start by random.Random(seed)
    (the app's first draw: at the start the two are the same) and kept up to date with what
    has been seen. A game whose first actions are not known: the app's arrangements."""
    known = seen_in_order(game)
    if known is None:
        return ORIGINAL(game, samples, seed)
    places, order = known
    deck = game.deck
    truth = {i: value(deck[i]) for i in order}  # only the places seen
    # sorted, so only the multiset is read: the deck less the first deal's face-up cards
    pool = sorted(value(deck[i]) for i in places)
    rng = random.Random(seed)
    seen_pos, _, _ = hints.unseen_values(game)
    table = game.table()
    drawn = []
    for w in range(samples):
        values = list(pool)
        rng.shuffle(values)
        at = world(places, values, order, truth, random.Random(f"{seed}:{w}"))
        sample = seen_pos.copy()
        for c, col in enumerate(table.columns):
            h = sample.hidden[c]
            sample.columns[c][:h] = [at[i] for i, _ in col[:h]]
        sample.stock = [at[i] for i in table.stock]
        drawn.append(sample)
    return drawn


ORIGINAL = hints.arrangements  # the app's draw, for a game whose start is not known
