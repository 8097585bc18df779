"""Suit symbols as vector paths: heart, spade, diamond and club shapes we construct.

Each path fits a unit box centred on the origin (height 1, y down), so one transform places a
pip anywhere at any size. Paths are built once and shared.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform

from spiderette_qt.engine.cards import Suit

# Boolean path operations flatten curves with a fixed tolerance, so shapes are built 100
# times larger and scaled down afterwards: the flattening then is far below a pixel.
_BUILD = 100.0


def _heart() -> QPainterPath:
    s = _BUILD
    p = QPainterPath()
    p.moveTo(0, 0.5 * s)
    p.cubicTo(-0.12 * s, 0.34 * s, -0.5 * s, 0.13 * s, -0.5 * s, -0.17 * s)
    p.cubicTo(-0.5 * s, -0.39 * s, -0.35 * s, -0.5 * s, -0.24 * s, -0.5 * s)
    p.cubicTo(-0.11 * s, -0.5 * s, -0.03 * s, -0.42 * s, 0, -0.3 * s)
    p.cubicTo(0.03 * s, -0.42 * s, 0.11 * s, -0.5 * s, 0.24 * s, -0.5 * s)
    p.cubicTo(0.35 * s, -0.5 * s, 0.5 * s, -0.39 * s, 0.5 * s, -0.17 * s)
    p.cubicTo(0.5 * s, 0.13 * s, 0.12 * s, 0.34 * s, 0, 0.5 * s)
    p.closeSubpath()
    return p


def _stem(top: float, half_width: float) -> QPainterPath:
    """The flared foot of a spade or a club, from y=top down to the bottom of the box."""
    s = _BUILD
    p = QPainterPath()
    p.moveTo(-0.03 * s, top * s)
    p.lineTo(0.03 * s, top * s)
    p.cubicTo(0.04 * s, 0.3 * s, 0.1 * s, 0.44 * s, half_width * s, 0.5 * s)
    p.lineTo(-half_width * s, 0.5 * s)
    p.cubicTo(-0.1 * s, 0.44 * s, -0.04 * s, 0.3 * s, -0.03 * s, top * s)
    p.closeSubpath()
    return p


def _spade() -> QPainterPath:
    body = QTransform().translate(0, -0.125 * _BUILD).scale(0.98, -0.75).map(_heart())
    return body.united(_stem(0.05, 0.2)).simplified()


def _club() -> QPainterPath:
    s = _BUILD
    out = QPainterPath()
    # Three leaves and a small hub that closes the gaps between them, united one by one.
    for cx, cy, r in ((0.0, -0.265, 0.235), (-0.262, 0.075, 0.235), (0.262, 0.075, 0.235),
                      (0.0, 0.02, 0.13)):
        leaf = QPainterPath()
        leaf.addEllipse(QPointF(cx * s, cy * s), r * s, r * s)
        out = out.united(leaf)
    return out.united(_stem(0.05, 0.19)).simplified()


def _diamond() -> QPainterPath:
    s = _BUILD
    p = QPainterPath()
    p.moveTo(0, -0.5 * s)
    p.quadTo(0.17 * s, -0.21 * s, 0.4 * s, 0)
    p.quadTo(0.17 * s, 0.21 * s, 0, 0.5 * s)
    p.quadTo(-0.17 * s, 0.21 * s, -0.4 * s, 0)
    p.quadTo(-0.17 * s, -0.21 * s, 0, -0.5 * s)
    p.closeSubpath()
    return p


_BUILDERS = {Suit.HEARTS: _heart, Suit.SPADES: _spade, Suit.CLUBS: _club, Suit.DIAMONDS: _diamond}


@cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit's shape in the unit box (-0.5..0.5 high, at most 1 wide), y pointing down."""
    shrink = 1.0 / _BUILD
    return QTransform().scale(shrink, shrink).map(_BUILDERS[suit]())


def placed_suit_path(suit: Suit, centre: QPointF, height: float, flipped: bool = False
                     ) -> QPainterPath:
    """The suit's shape centred on `centre`, `height` tall, upside down when `flipped`."""
    t = QTransform().translate(centre.x(), centre.y())
    if flipped:
        t.rotate(180)
    t.scale(height, height)
    return t.map(suit_path(suit))


def draw_suit(painter: QPainter, suit: Suit, centre: QPointF, height: float, colour: QColor,
              flipped: bool = False) -> None:
    """Fill one suit symbol."""
    painter.fillPath(placed_suit_path(suit, centre, height, flipped), colour)
