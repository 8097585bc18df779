"""The corner index of a "10" keeps clear of the card's edge and of its pips (issue 13).

Before, the "10" started 3% of a width from the edge (on the border's antialiasing at small
sizes) and its "0" reached into the top-left pip. Checked on the ink itself (the glyph path
that is filled), for every suit, at small (compact art) and large sizes.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF

from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.table import card_painter
from spiderette_qt.table.card_art.glyphs import text_path
from spiderette_qt.table.card_art.pips import PIP_LAYOUTS, pip_field, pip_height
from spiderette_qt.table.card_art.suits import placed_suit_path


@pytest.fixture(autouse=True)
def _fonts(qapp):
    from spiderette_qt.table.fonts import load_bundled_fonts

    load_bundled_fonts()


def _pip_rects(rect: QRectF, suit: Suit) -> list[QRectF]:
    compact = rect.width() < card_painter.DETAIL_WIDTH
    field = pip_field(rect, compact)
    size = pip_height(rect, compact)
    return [placed_suit_path(suit, QPointF(field.left() + c * field.width(),
                                           field.top() + r * field.height()), size,
                             flipped=r > 0.5).boundingRect()
            for c, r in PIP_LAYOUTS[10]]


@pytest.mark.parametrize("width", [48, 60, 69, 70, 90, 120, 200])
@pytest.mark.parametrize("suit", list(Suit))
def test_the_ten_index_clears_the_edge_and_the_pips(width, suit) -> None:
    rect = QRectF(0, 0, width, card_painter.card_height(width))
    card = Card(10, suit)
    ink = text_path("10", card_painter.index_rank_box(rect, card)).boundingRect()
    margin = 0.03 * width
    assert ink.left() >= rect.left() + margin, "the 10 touches the card's edge"
    assert ink.top() >= rect.top() + margin
    for pip in _pip_rects(rect, suit):
        if pip.top() < ink.bottom() and pip.bottom() > ink.top():  # beside each other
            assert ink.right() + margin <= pip.left(), f"the 10 touches a pip at {pip}"


def test_other_ranks_keep_their_full_index_box() -> None:
    rect = QRectF(0, 0, 90, card_painter.card_height(90))
    boxes = {rank: card_painter.index_rank_box(rect, Card(rank, Suit.SPADES)).width()
             for rank in range(1, 14)}
    assert len({width for rank, width in boxes.items() if rank != 10}) == 1
    assert boxes[10] < boxes[9]
