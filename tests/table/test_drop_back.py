"""A run dropped back on its own column (or nudged a few pixels) is a cancel.

Before, the source column was left out of the largest-overlap choice, so a short drag counted
for the neighbouring column: a real move, a wrong rule banner, or an auto-place flight.
"""

from __future__ import annotations

import pytest
from helpers import card_center, drag, make_presenter, mismatches, top_id, touch_device
from PySide6.QtCore import QPoint
from PySide6.QtTest import QTest

from spiderette_qt.table import durations
from spiderette_qt.table.presenter import TablePresenter


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def _touch_drag(presenter: TablePresenter, start: QPoint, end: QPoint) -> None:
    viewport = presenter.view.viewport()
    device = touch_device()
    QTest.touchEvent(viewport, device).press(0, start, viewport).commit()
    for i in range(1, 9):
        QTest.touchEvent(viewport, device).move(0, start + (end - start) * i / 8,
                                                viewport).commit()
    QTest.touchEvent(viewport, device).release(0, end, viewport).commit()


def _nudge(presenter: TablePresenter, card_id: int, fraction: float) -> tuple[QPoint, QPoint]:
    """A grab point on the card and one `fraction` of a card width to the right of it."""
    start = card_center(presenter, card_id)
    layout = presenter.scene.layout
    assert layout is not None
    return start, start + QPoint(round(layout.card_width * fraction), 6)


def _six_moves(presenter: TablePresenter) -> None:
    """Build K..7 on column 0: column 6 keeps its 6, which takes column 5's 5 (a legal
    neighbour for column 5's top card)."""
    for _ in range(6):
        assert presenter.move(6, 1, 0)
    assert presenter.game is not None
    assert presenter.game.can_move(5, 1, 6)


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
@pytest.mark.parametrize("auto_place", [False, True], ids=["plain", "auto-place"])
def test_a_run_nudged_towards_a_legal_neighbour_stays_home(qtbot, touch, auto_place) -> None:
    presenter = make_presenter(qtbot, 780, 580)  # inside the offscreen screen (touch)
    presenter.auto_place = auto_place
    _six_moves(presenter)
    game = presenter.game
    before, moves = game.table(), game.moves
    five = top_id(presenter, 5)
    home = presenter.scene.cards[five].pos()
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    start, end = _nudge(presenter, five, 0.3)
    if touch:
        _touch_drag(presenter, start, end)
    else:
        drag(qtbot, presenter.view, start, end)
    assert game.table() == before and game.moves == moves
    assert refused == [] and not presenter.scene.banner.isVisible()
    assert presenter.scene.cards[five].pos() == home
    assert mismatches(presenter) == []


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
@pytest.mark.parametrize("auto_place", [False, True], ids=["plain", "auto-place"])
def test_a_run_nudged_towards_an_illegal_neighbour_is_no_refusal(qtbot, touch,
                                                                  auto_place) -> None:
    presenter = make_presenter(qtbot, 780, 580)  # inside the offscreen screen (touch)
    presenter.auto_place = auto_place  # the queen has a best column (the king on column 0)
    game = presenter.game
    before = game.table()
    queen = top_id(presenter, 6)
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    start, end = _nudge(presenter, queen, -0.3)
    if touch:
        _touch_drag(presenter, start, end)
    else:
        drag(qtbot, presenter.view, start, end)
    assert game.table() == before and game.moves == 0
    assert refused == [] and not presenter.scene.banner.isVisible()
    assert mismatches(presenter) == []


def test_a_run_dragged_mostly_onto_a_legal_neighbour_still_moves(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)  # inside the offscreen screen (touch)
    _six_moves(presenter)
    game = presenter.game
    five = top_id(presenter, 5)
    start, end = _nudge(presenter, five, 0.8)
    drag(qtbot, presenter.view, start, end)
    assert game.table().columns[6][-1][0] == five
    assert mismatches(presenter) == []


def test_a_touch_drag_mostly_onto_a_legal_neighbour_still_moves(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)  # inside the offscreen screen (touch)
    _six_moves(presenter)
    five = top_id(presenter, 5)
    start, end = _nudge(presenter, five, 0.8)
    _touch_drag(presenter, start, end)
    assert presenter.game.table().columns[6][-1][0] == five
