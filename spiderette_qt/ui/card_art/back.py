"""The card back: a deep blue lattice inside an ivory margin, a spider on its web in the centre."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from spiderette_qt.ui.card_art import palette


def draw_back(painter: QPainter, card: QRectF, radius: float, detailed: bool) -> None:
    w = card.width()
    margin = 0.06 * w
    field = card.adjusted(margin, margin, -margin, -margin)
    inner_radius = max(1.0, radius - margin * 0.6)
    shape = QPainterPath()
    shape.addRoundedRect(field, inner_radius, inner_radius)
    painter.save()
    painter.fillPath(shape, palette.BACK_FIELD)
    painter.setClipPath(shape)
    _lattice(painter, field, w, detailed)
    painter.setClipping(False)
    line = max(1.0, 0.012 * w)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.GOLD, line))
    inset = 0.035 * w
    painter.drawRoundedRect(field.adjusted(inset, inset, -inset, -inset),
                            inner_radius * 0.7, inner_radius * 0.7)
    _medallion(painter, field.center(), 0.25 * w, detailed)
    painter.restore()


def _lattice(painter: QPainter, field: QRectF, w: float, detailed: bool) -> None:
    """Two families of diagonal lines make diamonds; a dot sits in each diamond's heart."""
    step = 0.11 * w
    pen = QPen(palette.BACK_LATTICE, max(1.0, 0.014 * w))
    painter.setPen(pen)
    span = field.width() + field.height()
    x0, y0 = field.left(), field.top()
    n = int(span / step) + 2
    for i in range(-n, n + 1):
        x = x0 + i * step
        # Slope 1.4 keeps the diamonds in the card's own proportions.
        painter.drawLine(QPointF(x, y0), QPointF(x + span, y0 + span * 1.4))
        painter.drawLine(QPointF(x, y0), QPointF(x - span, y0 + span * 1.4))
    if detailed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.BACK_DARK)
        dot = 0.012 * w
        rows = int(field.height() / (step * 1.4)) + 2
        cols = int(field.width() / step) + 2
        for r in range(-1, rows + 1):
            for c in range(-1, cols + 1):
                # Diamond centres lie half a step beside the crossings of the two families.
                px = x0 + c * step + step / 2
                py = y0 + r * step * 1.4
                painter.drawEllipse(QPointF(px, py), dot, dot)


def _medallion(painter: QPainter, centre: QPointF, radius: float, detailed: bool) -> None:
    """An ivory-ringed disc with a web and a gold spider hanging in it."""
    painter.setPen(QPen(palette.FACE, max(1.0, radius * 0.06)))
    painter.setBrush(palette.BACK_DARK)
    painter.drawEllipse(centre, radius, radius)
    web_pen = QPen(QColor(255, 255, 255, 170), max(0.6, radius * 0.025))
    painter.setPen(web_pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    spokes = 8
    reach = radius * 0.88
    for i in range(spokes):
        a = math.tau * i / spokes
        painter.drawLine(centre, QPointF(centre.x() + reach * math.cos(a),
                                         centre.y() + reach * math.sin(a)))
    rings = (0.3, 0.55, 0.8) if detailed else (0.45, 0.8)
    for f in rings:
        poly = QPolygonF()
        for i in range(spokes + 1):
            a = math.tau * i / spokes
            poly.append(QPointF(centre.x() + f * radius * math.cos(a),
                                centre.y() + f * radius * math.sin(a)))
        painter.drawPolyline(poly)
    _spider(painter, centre, radius * 0.42)


def _spider(painter: QPainter, centre: QPointF, size: float) -> None:
    leg_pen = QPen(palette.GOLD, max(1.0, size * 0.09))
    leg_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(leg_pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    cx, cy = centre.x(), centre.y()
    for side in (-1, 1):
        for k, (knee_dx, knee_dy, foot_dx, foot_dy) in enumerate((
                (0.45, -0.45, 0.6, -0.95), (0.55, -0.15, 0.95, -0.35),
                (0.55, 0.12, 0.95, 0.35), (0.45, 0.4, 0.65, 0.95))):
            del k
            leg = QPainterPath(QPointF(cx, cy))
            leg.lineTo(cx + side * knee_dx * size, cy + knee_dy * size)
            leg.lineTo(cx + side * foot_dx * size, cy + foot_dy * size)
            painter.drawPath(leg)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(palette.GOLD)
    painter.drawEllipse(QPointF(cx, cy - 0.22 * size), 0.2 * size, 0.2 * size)
    painter.drawEllipse(QPointF(cx, cy + 0.22 * size), 0.3 * size, 0.36 * size)
    painter.setBrush(palette.BACK_DARK)
    painter.drawEllipse(QPointF(cx, cy + 0.2 * size), 0.08 * size, 0.1 * size)
