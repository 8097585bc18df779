"""The hint never suggests a pointless move, by the engine's one definition of it
(Position.is_pointless; the double-click's side is in tests/engine/test_engine_pointless.py)."""

from __future__ import annotations

from spiderette_qt.engine import Position
from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import hint
from tests.engine.helpers import position
from tests.engine.test_engine_pointless import GAMES


def test_the_hint_is_never_a_pointless_move() -> None:
    hinted = 0
    for game in GAMES[:30]:
        step = hint(game, seed=0, nodes=3000, samples=2, core="python")
        if isinstance(step, Move):
            hinted += 1
            assert not game.is_pointless(step.source, step.count, step.target)
    assert hinted > 10


def test_with_only_pointless_moves_the_hint_is_none() -> None:
    # every legal move takes a bare king onto the empty column, and the empty column stops
    # the deal
    game = position([("", "KD"), ("", ""), ("", "KH"), ("", "KC")], stock="2D")
    assert game.legal_moves() and not game.can_deal()
    assert all(game.is_pointless(m.source, m.count, m.target) for m in game.legal_moves())
    assert hint(game, seed=0, nodes=2000, core="python") is None


def test_the_hint_asks_the_one_definition(monkeypatch) -> None:
    """Told that every move is pointless, the hint has none to suggest."""
    game = position([("2C", "8S 7S"), ("", ""), ("", "9H"), ("", "KD"), ("", "KH")])
    assert isinstance(hint(game, seed=0, nodes=2000, core="python"), Move)
    monkeypatch.setattr(Position, "is_pointless", lambda self, s, k, t: True)
    assert hint(game, seed=0, nodes=2000, core="python") is None
