"""The core's public API that the hint uses (core.play, evaluate, dealable): it follows the
engine's rules and the pure core's measure, and the hint reaches the core through it only."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.engine.solver import core, hints, pycore
from spiderette_qt.engine.solver.position import position_of
from tests.engine.helpers import play_randomly, position


def random_games(count: int) -> list[Game]:
    rng = random.Random(2424)
    games = []
    for i in range(count):
        variant = VARIANTS[rng.choice(sorted(VARIANTS))]
        game = Game.new(rng.choice(variant.suit_counts), 9_100_000 + i, variant)
        play_randomly(game, rng, rng.randrange(120), 0.1)
        games.append(game)
    return games


def test_play_gives_the_engines_position_after_every_move_and_deal() -> None:
    played = 0
    for game in random_games(40):
        pos = position_of(game)
        before = pos.copy()
        for m in game.legal_moves():
            after = Game.from_position(game.position())
            after.move(m.source, m.count, m.target)
            assert core.play(pos, (m.source, m.count, m.target)) == position_of(after)
            played += 1
        if game.can_deal():
            after = Game.from_position(game.position())
            after.deal()
            assert core.play(pos, core.DEAL) == position_of(after)
        assert core.dealable(pos) is game.can_deal()
        assert pos == before  # play leaves its input as it was
    assert played > 150


def test_play_removes_a_sequence_and_turns_the_card_under_it_as_the_engine_does() -> None:
    run = " ".join(f"{r}S" for r in "K Q J T 9 8 7 6 5 4 3 2".split())
    game = position([("3H", run), ("2D", "AS"), ("", "5C")])
    after = Game.from_position(game.position())
    after.move(1, 1, 0)
    assert after.removed == 1 and not after.columns[1].hidden
    assert core.play(position_of(game), (1, 1, 0)) == position_of(after)


def test_evaluate_is_the_beams_measure() -> None:
    for game in random_games(20):
        pos = position_of(game)
        assert core.evaluate(pos) == pycore.beam_eval(pycore.replayer(pos))


def test_the_hint_imports_only_public_names() -> None:
    """No private name of another module (pycore._Search was one), and not pycore at all:
    the hint asks the core's public API (core.py)."""
    tree = ast.parse(Path(hints.__file__).read_text(encoding="utf-8"))
    imported = [(node.module or "", alias.name) for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) for alias in node.names]
    imported += [("", alias.name) for node in ast.walk(tree) if isinstance(node, ast.Import)
                 for alias in node.names]
    assert imported
    assert not [name for _, name in imported if name.startswith("_")]
    assert not [(m, n) for m, n in imported if "pycore" in (m, n)]
    used = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name) and node.value.id in ("pycore", "core")}
    assert not used
