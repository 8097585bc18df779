"""The centre of number cards: traditional pip layouts for 2-10 and the big ace.

Positions are (column, row) fractions of the pip field: columns 0 / 0.5 / 1 are left /
centre / right, rows run from 0 (top) to 1 (bottom). Pips below the middle are drawn upside
down, as on printed cards, so the card reads the same either way up.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from spiderette_qt.engine.cards import Suit
from spiderette_qt.table.card_art import palette
from spiderette_qt.table.card_art.suits import draw_suit, placed_suit_path

L, C, R = 0.0, 0.5, 1.0
_SIDES = ((L, 0.0), (R, 0.0), (L, 1.0), (R, 1.0))

PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((C, 0.0), (C, 1.0)),
    3: ((C, 0.0), (C, 0.5), (C, 1.0)),
    4: _SIDES,
    5: _SIDES + ((C, 0.5),),
    6: _SIDES + ((L, 0.5), (R, 0.5)),
    7: _SIDES + ((L, 0.5), (R, 0.5), (C, 0.25)),
    8: _SIDES + ((L, 0.5), (R, 0.5), (C, 0.25), (C, 0.75)),
    9: _SIDES + ((L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (C, 0.5)),
    10: _SIDES + ((L, 1 / 3), (R, 1 / 3), (L, 2 / 3), (R, 2 / 3), (C, 1 / 6), (C, 5 / 6)),
}


def pip_field(card: QRectF, compact: bool) -> QRectF:
    """The rectangle the pip centres span: clear of the corner indices.

    Compact cards (small widths) have larger indices, so their pips move inwards.
    """
    w, h = card.width(), card.height()
    side = 0.36 if compact else 0.335
    return QRectF(card.left() + side * w, card.top() + 0.155 * h, (1 - 2 * side) * w, 0.69 * h)


def pip_height(card: QRectF, compact: bool) -> float:
    return (0.145 if compact else 0.175) * card.width()


def draw_pips(painter: QPainter, rank: int, suit: Suit, card: QRectF, colour: QColor,
              compact: bool = False) -> None:
    field = pip_field(card, compact)
    size = pip_height(card, compact)
    for col, row in PIP_LAYOUTS[rank]:
        centre = QPointF(field.left() + col * field.width(), field.top() + row * field.height())
        draw_suit(painter, suit, centre, size, colour, flipped=row > 0.5 + 1e-6)


def draw_ace(painter: QPainter, suit: Suit, card: QRectF, colour: QColor,
             detailed: bool) -> None:
    """One big pip; the ace of spades gets a larger, decorated one, as tradition has it."""
    centre = card.center()
    w = card.width()
    if suit is not Suit.SPADES:
        draw_suit(painter, suit, centre, 0.42 * w, colour)
        return
    size = 0.56 * w
    if detailed:
        # A ring of small gold beads and a thin circle frame the spade.
        ring = 0.4 * w
        painter.save()
        painter.setPen(QPen(palette.GOLD_DARK, max(1.0, 0.012 * w)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(centre, ring, ring)
        painter.restore()
    body = placed_suit_path(Suit.SPADES, centre, size)
    painter.fillPath(body, colour)
    if detailed:
        # An inner outline in ivory and a gold crest turn the plain pip into an emblem.
        inner = placed_suit_path(Suit.SPADES, QPointF(centre.x(), centre.y() - 0.02 * w),
                                 size * 0.72)
        painter.save()
        painter.setPen(QPen(palette.FACE, max(1.0, 0.014 * w)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(inner)
        painter.restore()
        crest = QPainterPath()
        cy = centre.y() - 0.02 * w
        d = 0.055 * w
        crest.moveTo(centre.x(), cy - d)
        crest.lineTo(centre.x() + d * 0.7, cy)
        crest.lineTo(centre.x(), cy + d)
        crest.lineTo(centre.x() - d * 0.7, cy)
        crest.closeSubpath()
        painter.fillPath(crest, palette.GOLD)
