"""Two things a player met (issue 21): a plain click on a card that cannot move showed a
refusal banner (the peers stay silent: only a real attempt, a drag, a double-click or a key,
is told why not); and a run held from the keyboard in the top row was cut off at the top
edge of the table (default window on a 1280x800 screen: press 1, Enter)."""

from __future__ import annotations

import pytest
from helpers import card_center, drag, make_presenter, removal_game, tap
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from spiderette_qt.table import durations


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def _hidden_point(presenter) -> QPoint:
    hidden = presenter.game.table().columns[6][0][0]
    rect = presenter.scene.cards[hidden].sceneBoundingRect()
    return presenter.view.mapFromScene(rect.topLeft() + QPoint(20, 4))


def test_a_plain_click_on_a_card_that_cannot_move_says_nothing(qtbot) -> None:
    presenter = make_presenter(qtbot)
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    QTest.mouseClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, _hidden_point(presenter))
    assert refused == []
    assert not presenter.scene.banner.isVisible()
    assert presenter.game.moves == 0


def test_a_real_attempt_on_it_still_gets_the_rule(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)  # on the offscreen screen: touch reaches it
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    point = _hidden_point(presenter)
    QTest.mouseDClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, point)
    assert len(refused) == 1 and "face-down" in refused[0]  # the double-click, once
    assert presenter.scene.banner.isVisible()
    presenter.scene.hide_message()
    drag(qtbot, presenter.view, point, point + QPoint(150, 60))
    assert len(refused) == 2, "a drag from it is an attempt"
    presenter.scene.hide_message()
    tap(presenter.view, point)
    assert len(refused) == 3, "a tap (it sends the card on) is an attempt"
    assert presenter.game.moves == 0


def test_a_click_on_a_movable_card_still_lifts_it(qtbot) -> None:
    presenter = make_presenter(qtbot)
    top = presenter.game.table().columns[6][-1][0]
    start = card_center(presenter, top)
    drag(qtbot, presenter.view, start, presenter.view.mapFromScene(
        presenter.scene.layout.column_slots[0].center()))
    assert presenter.game.moves == 1


def test_a_held_card_in_the_top_row_is_not_cut_off(qtbot) -> None:
    # The table of the first window on a 1280x800 screen; column 1 holds one card.
    presenter = make_presenter(qtbot, 1088, 542, game=removal_game())
    QTest.keyClick(presenter.view, Qt.Key.Key_1)
    QTest.keyClick(presenter.view, Qt.Key.Key_Return)
    assert presenter.keyboard.holding
    held = presenter.game.table().columns[0][-1][0]
    item = presenter.scene.cards[held]
    assert item.y() < presenter.scene.layout.places[held].pos.y(), "it is raised"
    assert item.sceneBoundingRect().top() >= 0
