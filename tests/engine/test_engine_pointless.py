"""One definition of a pointless move (Position.is_pointless), and its two callers agree with
it: the double-click (Game.best_target) and the hint
(tests/engine/solver/test_hint_pointless.py)."""

from __future__ import annotations

import random

import pytest

from spiderette_qt.engine import VARIANTS, Game, Position
from tests.engine.helpers import position


def random_games(count: int) -> list[Game]:
    """Games of each variant after seeded random play."""
    games = []
    rng = random.Random(24)
    for i in range(count):
        game = Game.new(rng.choice((1, 2, 4)), 9_000_000 + i, rng.choice(sorted(VARIANTS)))
        for _ in range(rng.randrange(0, 200)):
            moves = game.legal_moves()
            if game.can_deal() and (not moves or rng.random() < 0.1):
                game.deal()
            elif moves:
                # mostly moves that take a column's whole face-up part: they turn cards up
                # and empty columns, where pointless moves come from
                whole = [m for m in moves if m.count == len(game.columns[m.source].visible)]
                m = rng.choice(whole if whole and rng.random() < 0.8 else moves)
                game.move(m.source, m.count, m.target)
        games.append(game)
    return games


#: Hand-made tables with empty columns, bare whole columns and runs (random play rarely
#: empties a column).
MADE = [position([("", "8S 7S"), ("", ""), ("2C", "5C"), ("", "6H")]),
        position([("", "KD QD"), ("", ""), ("", ""), ("3H", "9C 8C"), ("", "JS")]),
        position([("", "5H"), ("4S", "6D 5D 4D"), ("", ""), ("", "7C 6C")]),
        position([("", "9S 8H"), ("", "QH"), ("", "JH"), ("", "")], stock="2D")]
GAMES = random_games(60) + MADE


def test_a_pointless_move_is_a_bare_whole_column_onto_an_empty_one() -> None:
    game = position([("", "8S 7S"), ("", ""), ("2C", "5C"), ("", "6H")])
    assert game.is_pointless(0, 2, 1)  # the whole column, nothing under it
    assert not game.is_pointless(0, 1, 1)  # leaves the 8S behind
    assert not game.is_pointless(2, 1, 1)  # turns the 2C up
    assert not game.is_pointless(2, 1, 3)  # onto a card


def test_the_definition_on_every_legal_move_of_random_games() -> None:
    seen = set()
    for game in GAMES:
        for m in game.legal_moves():
            col, dest = game.columns[m.source], game.columns[m.target]
            expected = (not col.hidden and m.count == len(col.visible)
                        and not dest.visible and not dest.hidden)
            assert game.is_pointless(m.source, m.count, m.target) is expected
            seen.add(expected)
    assert seen == {True, False}  # both kinds occur


def test_the_double_click_never_sends_a_run_on_a_pointless_move() -> None:
    checked = 0
    for game in GAMES:
        for source in range(game.variant.columns):
            for count in range(1, game.movable_count(source) + 1):
                target = game.best_target(source, count)
                if target is None:
                    # no empty column took it: every one would be pointless (or none is)
                    assert all(game.columns[t].visible or game.is_pointless(source, count, t)
                               for t in range(game.variant.columns) if t != source
                               and game.can_move(source, count, t)
                               and not game.columns[t].visible)
                    continue
                checked += 1
                assert game.can_move(source, count, target)
                assert not game.is_pointless(source, count, target)
    assert checked > 100


@pytest.mark.parametrize("pointless", [True, False])
def test_the_double_click_asks_the_one_definition(monkeypatch, pointless: bool) -> None:
    """best_target follows Position.is_pointless, whatever it says."""
    monkeypatch.setattr(Position, "is_pointless", lambda self, s, k, t: pointless)
    game = position([("", "8S 7S"), ("", ""), ("", "5C")])
    # the 8S 7S is the whole column: by the rules pointless onto column 1, so None
    assert game.best_target(0, 2) == (None if pointless else 1)
    game = position([("2C", "8S"), ("", "")])
    assert game.best_target(0, 1) == (None if pointless else 1)
