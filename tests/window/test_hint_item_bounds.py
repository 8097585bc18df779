"""The hint's arrow stays inside the item's bounding rectangle (issue 21): its curve rose
above it, so the scene never repainted that strip and a fragment of the arrow stayed on the
felt after the move it suggested."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from spiderette_qt.window.solver_hint import HintItem

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
    layout = window.controller.scene.layout
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
