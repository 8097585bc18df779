"""The keyboard focus cursor: which cards the keys point at, and the outline that shows it.

``CursorState`` is plain data (which column, how many of its cards, whether a run is held
and over which target column). ``FocusOutline`` draws one thick rounded outline: the
selection in bright amber with a dark edge (readable on the green felt, on white faces and
for colour-blind eyes alike, since it is light on dark), the target in white and dashed, so
the two differ by shape as well as by colour. Both are sized from the card width, so they
stay clear at every table size.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from spiderette_qt.table.layout import Layout

# Above the cards in their piles, below flying/dragged cards and the rule banner.
Z_CURSOR = 450.0

SELECTION_FILL = QColor(255, 196, 0)  # amber
TARGET_FILL = QColor(255, 255, 255)
EDGE = QColor(20, 20, 20)


@dataclass
class CursorState:
    """Where the keyboard points: `count` top cards of `column`; a held run and its target."""

    column: int = 0
    count: int = 0  # 0: the column has nothing movable (empty or all face down)
    held: tuple[int, int] | None = None  # (source column, count) picked up
    target: int = 0
    shown: bool = False  # drawn only once the keyboard has been used


def selection_rect(layout: Layout, column: int, count: int) -> QRectF:
    """The layout rect of the column's last `count` cards; the empty slot when count is 0."""
    ids = layout.column_ids[column]
    if not ids or count <= 0:
        return QRectF(layout.column_slots[column]) if not ids else layout.card_rect(ids[-1])
    rect = QRectF()
    for card_id in ids[len(ids) - min(count, len(ids)):]:
        rect = rect.united(layout.card_rect(card_id))
    return rect


def target_rect(layout: Layout, column: int) -> QRectF:
    """Where a run would land: the column's top card, or its empty slot."""
    ids = layout.column_ids[column]
    return layout.card_rect(ids[-1]) if ids else QRectF(layout.column_slots[column])


class FocusOutline(QGraphicsItem):
    """A thick rounded outline around a scene rect (selection or target style)."""

    def __init__(self, target: bool = False) -> None:
        super().__init__()
        self._rect = QRectF()
        self._target = target
        self._width = 4.0
        self._bounds: QRectF | None = None
        self.setZValue(Z_CURSOR - (1 if target else 0))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    @property
    def rect(self) -> QRectF:
        """The rect the outline surrounds (scene coordinates, before the outline's margin)."""
        return QRectF(self._rect)

    def set_rect(self, rect: QRectF, card_width: int, bounds: QRectF | None = None) -> None:
        """Surround `rect`; with `bounds` (the table) the outline is pulled in so that it is
        never cut off at the table's edge, where the larger cards leave little margin."""
        self.prepareGeometryChange()
        self._rect = QRectF(rect)
        self._width = max(3.0, card_width * 0.055)
        self._bounds = QRectF(bounds) if bounds is not None else None
        self.update()

    def _outline(self) -> QRectF:
        w = self._width
        outer = self._rect.adjusted(-w, -w, w, w)
        if self._bounds is not None:
            reach = w * 1.5  # half the dark edge's pen, plus a pixel or two
            inside = self._bounds.adjusted(reach, reach, -reach, -reach)
            outer = QRectF(QPointF(max(outer.left(), inside.left()),
                                   max(outer.top(), inside.top())),
                           QPointF(min(outer.right(), inside.right()),
                                   min(outer.bottom(), inside.bottom())))
        return outer

    def boundingRect(self) -> QRectF:
        pad = self._width * 2 + 2
        return self._rect.adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        w = self._width
        outer = self._outline()
        radius = max(4.0, self._rect.width() * 0.09) + w
        # A dark edge under a bright line: visible on felt, on white faces and on red backs.
        painter.setPen(QPen(EDGE, w * 2, Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(outer, radius, radius)
        style = Qt.PenStyle.DashLine if self._target else Qt.PenStyle.SolidLine
        pen = QPen(TARGET_FILL if self._target else SELECTION_FILL, w, style)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawRoundedRect(outer, radius, radius)


__all__ = ["CursorState", "FocusOutline", "Z_CURSOR", "selection_rect", "target_rect"]
