"""The card backs, our own vector art, each inside an ivory margin with a gold frame line:

- "spider": a deep blue lattice, a spider on its web in a medallion in the centre;
- "web": a crimson field with one spider web spun over the whole card;
- "tartan": a forest-green tartan of crossing bands, an ivory diamond in the centre.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from spiderette_qt.table.card_art import palette

#: The backs a player can choose, in menu order; the first is the default.
BACKS: tuple[str, ...] = ("spider", "web", "tartan")

WEB_FIELD = QColor("#7E1626")
WEB_DARK = QColor("#4F0C17")
TARTAN_FIELD = QColor("#1D5A3A")
TARTAN_BAND = QColor(10, 40, 24, 150)
TARTAN_LINE = QColor(217, 165, 32, 120)


def draw_back(painter: QPainter, card: QRectF, radius: float, detailed: bool,
              style: str = "spider") -> None:
    w = card.width()
    margin = 0.06 * w
    field = card.adjusted(margin, margin, -margin, -margin)
    inner_radius = max(1.0, radius - margin * 0.6)
    shape = QPainterPath()
    shape.addRoundedRect(field, inner_radius, inner_radius)
    painter.save()
    fill = {"web": WEB_FIELD, "tartan": TARTAN_FIELD}.get(style, palette.BACK_FIELD)
    painter.fillPath(shape, fill)
    painter.setClipPath(shape)
    if style == "web":
        _full_web(painter, field, w, detailed)
    elif style == "tartan":
        _tartan(painter, field, w)
    else:
        _lattice(painter, field, w, detailed)
    painter.setClipping(False)
    line = max(1.0, 0.012 * w)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.GOLD, line))
    inset = 0.035 * w
    painter.drawRoundedRect(field.adjusted(inset, inset, -inset, -inset),
                            inner_radius * 0.7, inner_radius * 0.7)
    if style == "web":
        _spider(painter, QPointF(field.center().x(), field.top() + field.height() * 0.36),
                0.11 * w)
    elif style == "tartan":
        _diamond(painter, field.center(), 0.2 * w)
    else:
        _medallion(painter, field.center(), 0.25 * w, detailed)
    painter.restore()


def _full_web(painter: QPainter, field: QRectF, w: float, detailed: bool) -> None:
    """Spokes from the centre past the corners and rings that sag between them, as silk does."""
    centre = field.center()
    reach = math.hypot(field.width(), field.height()) / 2
    spokes = 12
    painter.setPen(QPen(QColor(255, 235, 220, 120), max(0.8, 0.01 * w)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    angles = [math.tau * (i + 0.5) / spokes for i in range(spokes)]
    for a in angles:
        painter.drawLine(centre, QPointF(centre.x() + reach * math.cos(a),
                                         centre.y() + reach * math.sin(a)))
    rings = 7 if detailed else 4
    for k in range(1, rings + 1):
        r = reach * k / rings
        path = QPainterPath()
        for i, a in enumerate([*angles, angles[0]]):
            point = QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a))
            if i == 0:
                path.moveTo(point)
                continue
            mid = (angles[i - 1] + (a if i < len(angles) else a + math.tau)) / 2
            sag = QPointF(centre.x() + r * 0.9 * math.cos(mid),
                          centre.y() + r * 0.9 * math.sin(mid))
            path.quadTo(sag, point)
        painter.drawPath(path)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WEB_DARK)
    painter.drawEllipse(centre, 0.03 * w, 0.03 * w)


def _tartan(painter: QPainter, field: QRectF, w: float) -> None:
    """Broad dark bands both ways, a thin gold line in each: a simple sett."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(TARTAN_BAND)
    step = 0.24 * w
    band = 0.1 * w
    x = field.left() + step / 2 - band / 2
    while x < field.right():
        painter.drawRect(QRectF(x, field.top(), band, field.height()))
        x += step
    y = field.top() + step / 2 - band / 2
    while y < field.bottom():
        painter.drawRect(QRectF(field.left(), y, field.width(), band))
        y += step
    painter.setPen(QPen(TARTAN_LINE, max(0.8, 0.008 * w)))
    x = field.left() + step / 2
    while x < field.right():
        painter.drawLine(QPointF(x, field.top()), QPointF(x, field.bottom()))
        x += step
    y = field.top() + step / 2
    while y < field.bottom():
        painter.drawLine(QPointF(field.left(), y), QPointF(field.right(), y))
        y += step


def _diamond(painter: QPainter, centre: QPointF, size: float) -> None:
    """An ivory diamond with a green heart and a gold edge."""
    def shape(scale: float) -> QPolygonF:
        half_w, half_h = size * 0.7 * scale, size * scale
        return QPolygonF([QPointF(centre.x(), centre.y() - half_h),
                          QPointF(centre.x() + half_w, centre.y()),
                          QPointF(centre.x(), centre.y() + half_h),
                          QPointF(centre.x() - half_w, centre.y())])

    painter.setPen(QPen(palette.GOLD, max(1.0, size * 0.06)))
    painter.setBrush(palette.FACE)
    painter.drawPolygon(shape(1.0))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(TARTAN_FIELD)
    painter.drawPolygon(shape(0.55))


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
