"""The hint remembers the whole stage, not only what undo reaches (issue 25).

Undo reaches back over the last 100 actions in Spiderette (400 in Spider); a stage can be
longer, and a hint that only knew the positions undo reaches led the game back to older
ones (followed with every card known, 15 of 30 four-suit Spider tuning deals ended going
round in circles). Then it could still wander through new tables: WANDER_LIMIT.
"""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import hint, hints
from spiderette_qt.engine.solver.hints import _key, _seen_position, been_before
from tests.engine.helpers import position

BACK_AND_FORTH = 110  # more than the undo limit (100 actions)


def _long_stage() -> tuple[Game, Game]:
    """(the game after a long stage, the game at its first position). The 8H leaves the 9S
    for an empty column, then goes between the two empty columns 110 times; going back onto
    the 9S would return to the stage's first position, and every other move is pointless
    (a whole column to an empty one) or goes back to a position of the last 100 actions."""
    game = position([("", "9S 8H"), ("", ""), ("", "KD"), ("", "JC"), ("", ""),
                     ("", "KH"), ("", "KC")])
    first = Game.from_json(game.to_json())
    game.move(0, 1, 1)
    for i in range(BACK_AND_FORTH):
        game.move(1, 1, 4) if i % 2 == 0 else game.move(4, 1, 1)
    assert game.columns[1].visible  # the 8H is in column 1 again
    assert len(game.history().undo) == 100  # the stage's first position is past undo
    return game, first


def test_the_positions_of_a_stage_longer_than_undo_reaches_are_remembered():
    game, first = _long_stage()
    keys = been_before(game).keys
    assert _key(_seen_position(first)) in keys
    assert _key(_seen_position(game)) in keys


def test_the_hint_does_not_lead_back_to_a_position_undo_no_longer_reaches():
    game, first = _long_stage()
    back = Move(1, 1, 0)  # the 8H onto the 9S again: the stage's first table
    assert game.can_move(back.source, back.count, back.target)
    for seed in range(3):
        # The hint that forgot the first position suggested the move back. Now no move
        # helps, and the empty columns forbid a deal.
        assert hint(game, seed=seed, nodes=20_000) is None


def test_a_game_resumed_without_its_oldest_actions_remembers_what_undo_reaches():
    game, first = _long_stage()
    resumed = Game.resume(game.start_position(), game.history(), before=None)
    assert resumed.played() is None  # the oldest actions are not known
    keys = been_before(resumed).keys
    assert _key(_seen_position(resumed)) in keys
    assert _key(_seen_position(first)) not in keys  # it cannot know that one


def _wandering() -> Game:
    """A dealable table where the 8H went between the 9S and the 9C 110 times: no position
    better than the first. The 8H onto the 9D would still be a table not seen before."""
    game = position([("", "9S 8H"), ("", "9C"), ("", "9D"), ("", "KD"), ("", "JC"),
                     ("", "KH"), ("", "KC")])
    for i in range(BACK_AND_FORTH):
        game.move(0, 1, 1) if i % 2 == 0 else game.move(1, 1, 0)
    assert game.can_deal() and game.can_move(0, 1, 2)
    return game


def test_the_stage_counts_the_actions_since_its_best_position():
    assert been_before(_wandering()).stale == BACK_AND_FORTH


def test_a_hint_that_only_wanders_deals():
    assert hint(_wandering(), seed=0, nodes=20_000) == "deal"


@pytest.mark.parametrize("turnover", [0, 50])
def test_after_wandering_a_move_that_turns_a_card_up_is_still_suggested(turnover, monkeypatch):
    """Also when the plans' measure counts guaranteed turnovers (the lab's turnover50):
    then the QS's turnover is worth more than the 2C it turns, so the turn no longer beats
    the stage's best by the measure, and it must still pass as a turn."""
    monkeypatch.setattr(hints, "TURNOVER", turnover)
    game = position([("", "9S 8H"), ("", "9C"), ("", "9D"), ("3C", "KD"), ("", "JC"),
                     ("", "KH"), ("2C", "QS")])
    for i in range(BACK_AND_FORTH):
        game.move(0, 1, 1) if i % 2 == 0 else game.move(1, 1, 0)
    assert been_before(game).stale >= hints.WANDER_LIMIT
    step = hint(game, seed=0, nodes=20_000)
    assert step in (Move(6, 1, 3), Move(6, 1, 5))  # the QS onto a king: the 2C turns up
