"""The hint's arrow stays inside the item's bounding rectangle (issue 21): its curve rose
above it, so the scene never repainted that strip and a fragment of the arrow stayed on the
felt after the move it suggested."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from spiderette_qt.window.solver.hint import HintItem

MARGIN = 200  # the canvas reaches this far past the bounding rectangle on every side


def _painted_outside(item: HintItem) -> bool:
    """Does the item paint anything outside its boundingRect? (Rendered with room to spare,
    then the bounding rectangle is cleared: what is left was painted outside it.)"""
    bounds = item.boundingRect()
    canvas = bounds.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
    image = QImage(int(canvas.width()), int(canvas.height()), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.translate(-canvas.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Clear)
    painter.fillRect(bounds, Qt.GlobalColor.transparent)
    painter.end()
    blank = QImage(image.size(), image.format())
    blank.fill(Qt.GlobalColor.transparent)
    return image != blank


@pytest.mark.parametrize("source, target", [(0, 6), (6, 0), (0, 1), (2, 5), (3, 3)])
def test_every_painted_pixel_of_the_hint_lies_in_its_bounding_rect(window, source, target):
    layout = window.presenter.scene.layout
    item = HintItem()
    item.show_move(layout, source, 1, target)
    assert item.run_rect.width() > 20  # real cards, of the window's size
    assert not _painted_outside(item)


def test_the_arrow_of_big_cards_far_apart_stays_inside():
    """Big cards, far apart: the curve bows highest above the cards (the case seen)."""
    item = HintItem()
    item._run = QRectF(100, 400, 140, 200)  # noqa: SLF001 - the rectangles show_move sets
    item._target = QRectF(1300, 300, 140, 200)  # noqa: SLF001
    assert not _painted_outside(item)


def _stroke_points(item: HintItem) -> list[tuple[float, float, float]]:
    """Points along the arrow's curve with the radius its widest pen (the shadow) paints."""
    geometry = item._arrow_geometry(item._pen_width())  # noqa: SLF001
    assert geometry is not None
    path, head = geometry
    reach = 1.1 * item._pen_width()  # noqa: SLF001 - half the shadow's pen
    points = [path.pointAtPercent(i / 400) for i in range(401)]
    points += list(head)
    return [(p.x(), p.y(), reach) for p in points]


def _touches(points: list[tuple[float, float, float]], rect: QRectF) -> bool:
    return any(rect.adjusted(-r, -r, r, r).contains(x, y) for x, y, r in points)


@pytest.mark.parametrize("source, target", [(0, 6), (6, 0), (0, 1), (1, 0), (2, 5)])
def test_the_arrow_covers_neither_index_of_the_run_or_of_the_card_it_goes_on(
        window, source, target):
    """Issue 25's look at the table: the arrow ran over the compact index of the card a run
    goes on. Now it stands above the two outlines, on the middle of the top edges: no point
    of it lies on either card's face, nor on the compact index of the card above either."""
    from spiderette_qt.table.card_painter import compact_index_box

    layout = window.presenter.scene.layout
    item = HintItem()
    item.show_move(layout, source, 1, target)
    points = _stroke_points(item)
    for column in (source, target):
        ids = layout.column_ids[column]
        face = layout.card_rect(ids[-1])
        assert not _touches(points, face), f"the arrow lies on column {column}'s top card"
        if len(ids) > 1:
            above = layout.card_rect(ids[-2])
            box = compact_index_box(above.width()).translated(above.topLeft())
            assert not _touches(points, box), f"it covers the index above column {column}"


@pytest.mark.parametrize("source, target", [(6, 0), (0, 6), (3, 1)])
def test_the_arrow_never_rises_above_the_top_of_the_table(window, source, target) -> None:
    """An arrow to an empty column arced above the table, under the toolbar: only its tail
    and its tip showed. Its curve now stays below the table's top edge (y = 0, where the
    view begins), here from a column's top card to the empty slot of another (the slot
    is in the top row, where the arc has the least room)."""
    layout = window.presenter.scene.layout
    item = HintItem()
    item.show_move(layout, source, 1, target)
    item._target = QRectF(layout.column_slots[target])  # noqa: SLF001 - as if emptied
    geometry = item._arrow_geometry(item._pen_width())  # noqa: SLF001
    assert geometry is not None
    path, _head = geometry
    reach = 1.1 * item._pen_width()  # noqa: SLF001 - half the shadow's pen
    lowest = min(path.pointAtPercent(i / 400).y() for i in range(401))
    assert lowest - reach >= 0
    assert path.pointAtPercent(0.5).y() < item.run_rect.top()  # still bowed over the cards
