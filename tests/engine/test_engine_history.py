"""Undo and redo (SPEC §1 Undo) and the action records the presenter animates."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game, IllegalMove, Move, Reason

from .helpers import position

KING_TO_TWO = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


def shuttle(game: Game, times: int) -> None:
    """Move the 5S back and forth between columns 1 and 2 (it starts on column 1)."""
    for k in range(times):
        game.move(k % 2, 1, 1 - k % 2)


def test_undo_returns_score_and_move_counter_to_what_they_were() -> None:
    game = position([("", "TS"), ("", "JH 9H")] + [("", c) for c in "3C 4C 5C 6C 7C".split()])
    start = (game.table(), game.score, game.moves)
    game.move(1, 1, 0)
    game.deal()
    game.undo()
    game.undo()
    assert (game.table(), game.score, game.moves) == start
    assert not game.can_undo


def test_undo_brings_back_a_removed_sequence_and_turns_the_flipped_card_face_down() -> None:
    game = position([("4D", KING_TO_TWO), ("", "AS")])
    before = game.table()
    game.move(1, 1, 0)
    record = game.undo()
    assert game.table() == before and game.removed == 0 and game.score == 500
    assert record.kind == "undo" and record.move == Move(1, 1, 0)
    assert record.restored == (0,)
    assert record.flipped == ((29, False),)
    assert record.moved == ((0, 0, 1),)
    assert len(record.phases) == 2 and record.phases[-1] == before


def test_undo_plays_the_phases_backwards_and_redo_plays_them_again() -> None:
    game = position([("4D", KING_TO_TWO), ("", "AS")])
    start = game.table()
    done = game.move(1, 1, 0)
    undone = game.undo()
    assert undone.phases == (done.phases[0], start)
    redone = game.redo()
    assert redone.kind == "redo" and redone.phases == done.phases
    assert redone.moved == done.moved and redone.removed == done.removed
    assert game.table() == done.phases[-1] and game.score == 599


def test_undo_of_a_deal_returns_the_cards_to_the_stock() -> None:
    game = Game.new(4, 2)
    before = game.table()
    dealt = game.deal()
    record = game.undo()
    assert record.undealt == tuple(reversed(dealt.dealt)) and record.move is None
    assert game.table() == before and game.deals_left == 4


def test_a_new_action_clears_redo() -> None:
    game = position([("", "5S")])
    shuttle(game, 2)
    game.undo()
    assert game.can_redo
    game.move(1, 1, 2)
    assert not game.can_redo
    with pytest.raises(IllegalMove) as info:
        game.redo()
    assert info.value.reason is Reason.NOTHING_TO_REDO


def test_nothing_to_undo_at_the_start() -> None:
    game = Game.new(1, 5)
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.reason is Reason.NOTHING_TO_UNDO


def test_undo_reaches_back_over_exactly_the_last_100_actions() -> None:
    game = position([("", "5S")])
    shuttle(game, 101)
    for _ in range(100):
        game.undo()
    assert (game.score, game.moves) == (499, 1)
    assert [len(c.visible) for c in game.columns][:2] == [0, 1]
    assert not game.can_undo
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.reason is Reason.UNDO_LIMIT
    assert "100" in str(info.value)
    for _ in range(100):
        game.redo()
    assert (game.score, game.moves) == (399, 101)


def test_undo_and_redo_work_on_a_won_game() -> None:
    game = position([("", KING_TO_TWO), ("", "AS")], removed=("H", "D", "C"), moves=52,
                    score=500 - 52 + 300)
    game.move(1, 1, 0)
    assert game.is_won
    game.undo()
    assert not game.is_won and game.removed == 3
    game.redo()
    assert game.is_won


def test_move_record_lists_cards_moved_and_flipped_in_one_phase() -> None:
    game = position([("2D", "8S 7S"), ("", "9H")])
    record = game.move(0, 2, 1)
    assert record.kind == "move" and record.move == Move(0, 2, 1)
    assert record.moved == ((7, 0, 1), (6, 0, 1))
    assert record.flipped == ((27, True),)
    assert record.removed == () and len(record.phases) == 1
    assert record.phases[-1] == game.table()


def test_deal_record_has_one_phase_with_all_cards_face_up() -> None:
    game = Game.new(2, 9)
    record = game.deal()
    assert record.kind == "deal" and record.move is None and len(record.phases) == 1
    phase = record.phases[0]
    assert [col[-1] for col in phase.columns] == [(i, True) for i, _ in record.dealt]


def test_restarted_gives_the_same_deal_fresh() -> None:
    game = Game.new(4, 77)
    start = game.table()
    game.deal()
    again = game.restarted()
    assert again.table() == start and again.code == game.code and again.moves == 0
    assert not again.can_undo
    plain = Game.from_deck(game.deck, 4)
    plain.deal()
    assert plain.restarted().table() == start and plain.restarted().code is None
