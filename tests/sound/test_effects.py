"""One action, one effect: the one that says the most (spiderette_qt/sound/effects.py)."""

from __future__ import annotations

from spiderette_qt.engine import Game
from spiderette_qt.engine.records import ActionRecord, Move
from spiderette_qt.session.table_game import TableGame
from spiderette_qt.sound import effects
from spiderette_qt.sound.effects import effect_of


def record(kind: str = "move", **changes: object) -> ActionRecord:
    move = Move(0, 1, 1) if kind != "deal" else None
    return ActionRecord(kind, move, **changes)  # type: ignore[arg-type]


def test_a_plain_move_places() -> None:
    assert effect_of(record(moved=((5, 0, 1),))) == effects.PLACE
    assert effect_of(record("redo", moved=((5, 0, 1),))) == effects.PLACE


def test_a_move_that_turns_a_card_up_is_heard_as_the_turn() -> None:
    assert effect_of(record(flipped=((4, True),))) == effects.TURN


def test_undo_is_undo_even_when_it_turns_a_card_down() -> None:
    assert effect_of(record("undo", flipped=((4, False),))) == effects.UNDO


def test_a_completed_sequence_beats_everything_else_in_its_action() -> None:
    assert effect_of(record(flipped=((4, True),), removed=(2,))) == effects.REMOVED
    assert effect_of(record("deal", removed=(2,))) == effects.REMOVED


def test_a_deal_of_many_cards_is_one_riffle(qapp) -> None:
    table = TableGame()
    table.show(Game.new(1, 7), keep_left=False, intro=False)
    heard: list[ActionRecord] = []
    table.actionPlayed.connect(heard.append)
    assert table.deal()
    assert len(heard) == 1 and len(heard[0].dealt) > 1
    assert effect_of(heard[0]) == effects.DEAL


def test_every_effect_has_a_priority_and_a_file() -> None:
    from spiderette_qt.platform.resources import resource_path

    assert set(effects.EFFECTS) == {effects.PICK_UP, effects.PLACE, effects.REFUSED,
                                    effects.DEAL, effects.TURN, effects.REMOVED, effects.UNDO,
                                    effects.WIN}
    for name in effects.EFFECTS:
        assert resource_path("sounds", f"{name}.wav").is_file()
