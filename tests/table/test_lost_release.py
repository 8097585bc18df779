"""A drag whose mouse release never arrives (a popup or modal box took the mouse mid-drag)
must not leave the cards glued to the pointer: the next move without the button puts them
back where they belong, and the game is untouched."""

from __future__ import annotations

import pytest
from helpers import card_center, column_center, make_presenter, mismatches, top_id
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from spiderette_qt.table import durations


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def _move_without_buttons(viewport, point) -> None:
    local = QPointF(point)
    event = QMouseEvent(QEvent.Type.MouseMove, local, viewport.mapToGlobal(local),
                        Qt.MouseButton.NoButton, Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(viewport, event)


def test_a_move_without_the_button_puts_a_dragged_run_back(qtbot) -> None:
    presenter = make_presenter(qtbot)
    game, view = presenter.game, presenter.view
    before = game.table()
    queen = top_id(presenter, 6)
    home = presenter.scene.cards[queen].pos()
    start, end = card_center(presenter, queen), column_center(presenter, 0)
    viewport = view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 6):
        QTest.mouseMove(viewport, start + (end - start) * i / 5)
    assert view.dragging
    assert presenter.scene.cards[queen].pos() != home

    _move_without_buttons(viewport, end)  # the release went elsewhere

    assert not view.dragging
    assert presenter.scene.cards[queen].pos() == home
    assert game.table() == before and game.moves == 0
    assert mismatches(presenter) == []
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert game.moves == 0  # a late release does not drop anything
