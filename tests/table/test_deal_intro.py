"""The deal at the start of a game (issue 21 §2): the cards fly from the stock to their
columns; any input skips it to the end at once; animation speed "off" skips it entirely."""

from __future__ import annotations

import pytest
from helpers import make_presenter, mismatches
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from spiderette_qt.engine import Game
from spiderette_qt.table import durations
from spiderette_qt.table.deal_intro import deal_order


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def _dealing(qtbot, variant: str = "spider"):
    presenter = make_presenter(qtbot, 780, 580)
    durations.set_speed("normal")
    presenter.new_game(Game.new(2, 7, variant=variant))
    return presenter


def test_a_new_game_is_dealt_out_from_the_stock(qtbot) -> None:
    presenter = _dealing(qtbot)
    game, layout = presenter.game, presenter.scene.layout
    assert not presenter.animator.is_idle and presenter.deal_intro.running
    order = deal_order(game.table())
    assert len(order) == sum(game.variant.first_deal)
    first, last = presenter.scene.cards[order[0]], presenter.scene.cards[order[-1]]
    stock = layout.places[game.table().stock[0]].pos
    assert last.pos() == stock and not last.face_up, "the last card waits on the stock"
    qtbot.waitUntil(lambda: presenter.animator.is_idle, timeout=5000)
    assert first.pos() == layout.places[order[0]].pos
    assert mismatches(presenter) == []  # every card landed, the tops face up
    assert not presenter.deal_intro.running


def test_deal_order_is_row_by_row() -> None:
    state = Game.new(1, 1).table()  # Spiderette: columns of 1..7 cards
    order = deal_order(state)
    assert order[:7] == [column[0][0] for column in state.columns]
    assert order[7:13] == [column[1][0] for column in state.columns[1:]]
    assert order[-1] == state.columns[6][-1][0]


@pytest.mark.parametrize("gesture", ["key", "click", "touch"])
def test_any_input_skips_the_deal_to_its_end(qtbot, gesture: str) -> None:
    from helpers import tap

    presenter = _dealing(qtbot, "spiderette")
    assert not presenter.animator.is_idle
    felt = QPoint(5, presenter.view.height() - 5)  # bare felt at the bottom left
    if gesture == "key":
        QTest.keyClick(presenter.view, Qt.Key.Key_Shift)
    elif gesture == "click":
        QTest.mouseClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, felt)
    else:
        tap(presenter.view, felt)
    assert presenter.animator.is_idle, "skipped at once, no waiting"
    assert mismatches(presenter) == []
    assert presenter.game.moves == 0


def test_an_action_during_the_deal_lands_it_first(qtbot) -> None:
    presenter = _dealing(qtbot, "spiderette")
    assert presenter.deal()
    presenter.finish_animations()
    assert mismatches(presenter) == []


def test_speed_off_and_resumed_or_restored_games_have_no_deal(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    presenter.new_game(Game.new(2, 3))  # speed off
    assert presenter.animator.is_idle and not presenter.deal_intro.running
    durations.set_speed("normal")
    played = Game.new(2, 4)
    played.deal()
    presenter.new_game(played)  # a resumed game that was played
    assert presenter.animator.is_idle
    presenter.new_game(Game.new(2, 5), intro=False)  # the game shown at launch, resumed
    assert presenter.animator.is_idle
    assert mismatches(presenter) == []
