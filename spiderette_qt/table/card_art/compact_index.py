"""The compact index: rank and suit side by side in a thin row at the top right of a face.

A long column overlaps its face-up cards so tightly that the large corner index (rank over
suit, top left) is cut: the compact index is what the player reads there. It sits right of
the large rank and clear of the top pips and the court frame, the suit against the right
edge and the rank before it (a "10" condensed as in the large index), so the strip a covered
card shows (ui.layout's compact step) holds both whole.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter

from spiderette_qt.engine.cards import Card
from spiderette_qt.table.card_art.glyphs import draw_text
from spiderette_qt.table.card_art.suits import draw_suit


def draw_compact_index(painter: QPainter, box: QRectF, card: Card, rank: str,
                       ink: QColor) -> None:
    """Draw the compact index of ``card`` (its rank text ``rank``) in ``box``, where the
    card painter places it on the face (card_painter.compact_index_box)."""
    height = box.height()
    suit_height = height * 0.8
    suit_width = suit_height * 0.9
    gap = height * 0.08
    suit_centre = QPointF(box.right() - suit_width / 2, box.top() + height / 2)
    draw_suit(painter, card.suit, suit_centre, suit_height, ink)
    rank_box = QRectF(box.left(), box.top(), box.width() - suit_width - gap, height)
    right_aligned = min(rank_box.width(), height * (1.15 if len(rank) > 1 else 0.75))
    rank_box.setLeft(rank_box.right() - right_aligned)
    draw_text(painter, rank, rank_box, ink)
