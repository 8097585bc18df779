"""The hint on the table: a glowing outline round the suggested run, one round the column it
should go to, and an arrow from the one to the other.

An item added to the presenter's scene from outside (the scene knows nothing of hints): the
window places it from the scene's current layout and takes it away at the next change of the
table, so it never points at cards that have moved.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from spiderette_qt.table.layout import Layout

#: Above every card at rest (a column's top card is well below this), below the rule banner.
Z_HINT = 1500.0
#: The table's top edge in scene coordinates: the view shows the scene from y = 0
#: (table/view.py sets its scene rectangle so). Nothing of the hint may rise above it.
TABLE_TOP = 0.0
RUN_COLOUR = QColor(255, 214, 64)
TARGET_COLOUR = QColor(120, 230, 140)


def hint_rects(layout: Layout, source: int, count: int, target: int) -> tuple[QRectF, QRectF]:
    """The rectangle round the top `count` cards of `source` and the one round the place the
    run lands on: the top card of `target`, or its empty slot."""
    run_ids = layout.column_ids[source][-count:]
    run = QRectF()
    for card_id in run_ids:
        run = run.united(layout.card_rect(card_id))
    target_ids = layout.column_ids[target]
    landing = layout.card_rect(target_ids[-1]) if target_ids else QRectF(
        layout.column_slots[target])
    return run, landing


class HintItem(QGraphicsItem):
    """Outlines (and an arrow) for one suggested move; hidden when there is no hint."""

    def __init__(self) -> None:
        super().__init__()
        self._run = QRectF()
        self._target = QRectF()
        self.move: tuple[int, int, int] | None = None
        self.setZValue(Z_HINT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def show_move(self, layout: Layout, source: int, count: int, target: int) -> None:
        self.prepareGeometryChange()
        self._run, self._target = hint_rects(layout, source, count, target)
        self.move = (source, count, target)
        self.show()
        self.update()

    def clear(self) -> None:
        self.move = None
        self.hide()

    @property
    def run_rect(self) -> QRectF:
        return QRectF(self._run)

    @property
    def target_rect(self) -> QRectF:
        return QRectF(self._target)

    def boundingRect(self) -> QRectF:
        # Everything paint() covers: the outlines with their glow, and the arrow's curve
        # (it bows above both rectangles), its shadow's width and its head (a smaller box
        # cut it off: the top of the curve stood out of a box of 12 px round the rectangles,
        # and what it painted there stayed on the felt after the move).
        if self._run.isNull():
            return QRectF()
        width = self._pen_width()
        glow = 2.5 * width + 2  # the glow pen (3 widths) round a rectangle 1 width out
        rect = self._run.united(self._target).adjusted(-glow, -glow, glow, glow)
        arrow = self._arrow_geometry(width)
        if arrow is not None:
            path, head = arrow
            reach = 1.1 * width + 2  # half the shadow's pen, and a pixel of antialiasing
            rect = rect.united(path.controlPointRect().adjusted(-reach, -reach, reach, reach))
            rect = rect.united(head.boundingRect().adjusted(-2, -2, 2, 2))
        return rect

    def _pen_width(self) -> float:
        return max(2.5, self._run.width() * 0.045)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = self._pen_width()
        radius = self._run.width() * 0.09
        for rect, colour in ((self._run, RUN_COLOUR), (self._target, TARGET_COLOUR)):
            glow = QColor(colour)
            glow.setAlpha(70)
            painter.setPen(QPen(glow, width * 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            outer = rect.adjusted(-width, -width, width, width)
            painter.drawRoundedRect(outer, radius, radius)
            painter.setPen(QPen(colour, width))
            painter.drawRoundedRect(outer, radius, radius)
        self._arrow(painter, width)

    def _arrow_geometry(self, width: float) -> tuple[QPainterPath, QPolygonF] | None:
        """The curve from just above the run to just above the landing place, and its head;
        None when the two are in one column.

        Its ends stand on the middle of the cards' top edges, outside the outlines, and it
        leaves and arrives upright (a cubic with vertical tangents): the middle of a card's
        top strip is between its corner index (top left) and its compact index (top right),
        so the arrow covers neither, on the run's card, the card it goes on, or the covered
        cards whose strips show above them (a curve on the faces hid the compact index of
        the card a run goes on)."""
        above = 1.5 * width + 1  # the outline's outer edge (the glow's pen reaches further)
        start = QPointF(self._run.center().x(), self._run.top() - above)
        end = QPointF(self._target.center().x(), self._target.top() - above)
        span = abs(start.x() - end.x())
        if span < 1:
            return None
        card = self._run.width()
        lift = max(card * 0.6, min(card * 1.2, span * 0.35))
        # Bowed up, but never past the table's top edge: an arrow to an empty column (its
        # slot is in the top row) arced under the toolbar, and only its tail and tip showed.
        # With no room above the two ends at all it runs straight between them.
        ceiling = TABLE_TOP + 1.1 * width + 2  # the shadow's half width and a pixel
        apex = min(max(min(start.y(), end.y()) - lift, ceiling), start.y(), end.y())
        path = QPainterPath(start)
        path.cubicTo(QPointF(start.x(), apex), QPointF(end.x(), apex), end)
        size = width * 3.5  # the head points straight down onto the landing place
        left = QPointF(end.x() - size * math.sin(0.45), end.y() - size * math.cos(0.45))
        right = QPointF(end.x() + size * math.sin(0.45), end.y() - size * math.cos(0.45))
        return path, QPolygonF([end, left, right])

    def _arrow(self, painter: QPainter, width: float) -> None:
        arrow = self._arrow_geometry(width)
        if arrow is None:
            return
        path, head = arrow
        shadow = QColor(0, 0, 0, 90)
        painter.setPen(QPen(shadow, width * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        painter.setPen(QPen(RUN_COLOUR, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(RUN_COLOUR)
        painter.drawPolygon(head)
