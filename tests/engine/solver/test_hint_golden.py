"""The hint on fixed positions, as recorded before issue 24's refactor of its path (the one
definition of a pointless move, the solver's SearchPosition, the core's public search API):
the same seen position, history, seed and node budget give the very same hint.

fixtures/hint_golden.json was written by record() below on the code before the refactor;
rewrite it only for a change that means to change hints (and say so in the commit). The
family's later games and suit counts (Will o' the Wisp, Simple Simon, Spider Three Decks,
Spider and Relaxed Spider in 3 suits) were added to it as they joined, the older entries
left as they were."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.engine.solver import core_name, hint
from tests.engine.helpers import play_randomly

GOLDEN = Path(__file__).parent / "fixtures" / "hint_golden.json"
#: (variant, suits, deal number, random actions played, rng seed of that play)
CASES = [(key, suits, 7_000_000 + suits * 10 + i, actions, i)
         for key, variant in VARIANTS.items() for suits in variant.suit_counts
         for i, actions in enumerate((0, 12, 30))]
OPTIONS = {"plain": {}, "mixed": {"turn_first": True, "blind": 1},
           "nodeal": {"suggest_deal": False, "turn_first": False}}
NODES = {"c": 20000, "python": 4000}  # per core: the pure one is ~30 times slower


def case_game(variant: str, suits: int, number: int, actions: int, seed: int) -> Game:
    """A game of a numbered deal after `actions` seeded random actions (so it has a past)."""
    game = Game.new(suits, number, variant)
    rng = random.Random(seed)
    play_randomly(game, rng, actions, 0.15)
    return game


def key(core: str, case: tuple[str, int, int, int, int], option: str) -> str:
    return f"{core}|{'|'.join(map(str, case))}|{option}"


def record(core: str, case: tuple[str, int, int, int, int], option: str) -> object:
    """The hint as JSON: [source, count, target], "deal" or None."""
    step = hint(case_game(*case), seed=case[2] % 5, nodes=NODES[core], core=core, samples=4,
                **OPTIONS[option])
    if step is None or step == "deal":
        return step
    return [step.source, step.count, step.target]


@pytest.mark.parametrize("core", sorted(NODES))
def test_hints_on_fixed_positions_are_as_recorded(core):
    if core == "c" and core_name("c") != "c":
        pytest.skip("the compiled core is not built")
    golden = json.loads(GOLDEN.read_text(encoding="utf-8"))
    got = {key(core, case, option): record(core, case, option)
           for case in CASES for option in OPTIONS}
    assert got == {k: v for k, v in golden.items() if k.startswith(core + "|")}
    assert len(got) == len(CASES) * len(OPTIONS)


def test_the_recorded_hints_are_not_all_alike():
    """The table is worth checking: moves, deals and None all occur in it."""
    values = json.loads(GOLDEN.read_text(encoding="utf-8")).values()
    assert {"deal", None} <= {v for v in values if not isinstance(v, list)}
    assert len({tuple(v) for v in values if isinstance(v, list)}) > 10
