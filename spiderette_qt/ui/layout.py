"""Pure table geometry: where every card id goes for a view size and a TableState.

No items, no painting: the scene and the animator ask this module where things belong, the
way kpat's piles compute card positions from their contents only. Because the answer depends
only on (size, TableState), "every item matches layout(game.table())" is a testable claim.

The table is eight lanes across: the 7 columns, then a side lane holding the stock at the top
and the removed sequences below it (one king-topped stack per sequence, fanned so every king
shows). A column fans its face-down cards tighter than its face-up ones and compresses further
when long, so the longest column always ends inside the view.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from spiderette_qt.engine.records import TableState
from spiderette_qt.ui.card_painter import ASPECT, card_height, index_bottom

COLUMNS = 7
REMOVED_SLOTS = 4
CARD_RATIO = ASPECT  # card height / width, as the card painter draws them
GAP_RATIO = 0.14  # gap between lanes, relative to the card width
MARGIN_RATIO = 0.16  # outer margin, relative to the card width
DOWN_FAN = 0.11  # face-down offset, relative to the card height
UP_FAN = 0.27  # face-up offset: enough to read the rank and suit in the corner
MIN_DOWN_FAN = 0.035  # face-down cards compress to this before face-up ones give way
STOCK_STEP = 0.035  # offset between deal packets in the stock (its visible thickness)
REMOVED_STEP = 0.25  # offset between removed sequences, relative to the card height
MAX_HEIGHT_SHARE = 1 / 4.3  # a card is never taller than this share of the view height
MIN_CARD_WIDTH = 24
# "Larger cards" (an accessibility option): narrower gaps and margins and a bigger share of
# the height; long columns still fit because column_offsets compresses them.
LARGE_GAP_RATIO = 0.07
LARGE_MARGIN_RATIO = 0.08
LARGE_HEIGHT_SHARE = 1 / 3.6

# z bands: cards in piles sit low; flying and dragged cards sit above everything else.
Z_PILE = 10.0
Z_FLYING = 500.0
Z_DRAG = 1000.0


@dataclass(frozen=True, slots=True)
class Place:
    """Where one card belongs: top-left corner, stacking order and face."""

    pos: QPointF
    z: float
    face_up: bool
    visible: bool = True  # False for a card wholly covered by its own pile (fewer blits)


def _at(x: float, y: float) -> QPointF:
    """Whole logical pixels: a pixmap blitted at a fractional place is filtered (blurred and
    slow), at a whole one it is a straight copy."""
    return QPointF(round(x), round(y))


@dataclass(frozen=True, slots=True)
class Layout:
    """The geometry of one table picture at one view size."""

    width: float
    height: float
    card_width: int
    card_height: int
    places: dict[int, Place]  # card id -> where it belongs
    column_ids: tuple[tuple[int, ...], ...]  # card ids of each column, bottom first
    column_rects: tuple[QRectF, ...]  # full-height drop area of each column
    column_slots: tuple[QRectF, ...]  # card-sized outline at the top of each column
    stock_rect: QRectF  # hit area of the stock: its whole image, badge included
    removed_rect: QRectF  # the area the removed sequences fan into
    removed_slots: tuple[QRectF, ...]  # where removed sequence i lies

    def card_rect(self, card_id: int) -> QRectF:
        place = self.places[card_id]
        return QRectF(place.pos.x(), place.pos.y(), self.card_width, self.card_height)


def _ratios(larger: bool) -> tuple[float, float, float]:
    """(gap ratio, margin ratio, height share) for normal or larger cards."""
    if larger:
        return LARGE_GAP_RATIO, LARGE_MARGIN_RATIO, LARGE_HEIGHT_SHARE
    return GAP_RATIO, MARGIN_RATIO, MAX_HEIGHT_SHARE


def card_size(width: float, height: float, larger: bool = False) -> tuple[int, int]:
    """Card width and height for a view of this size: as wide as the lanes allow, but never
    so tall that an ordinary column (a few hidden cards and a dozen open ones) must squeeze."""
    gap_ratio, margin_ratio, height_share = _ratios(larger)
    lanes = COLUMNS + 1
    by_width = width / (lanes + (lanes - 1) * gap_ratio + 2 * margin_ratio)
    by_height = height * height_share / CARD_RATIO
    card_w = max(MIN_CARD_WIDTH, int(min(by_width, by_height)))
    return card_w, card_height(card_w)


def up_fan(card_w: int, card_h: int) -> float:
    """Face-up offset: the whole corner index (rank and suit) of a covered card stays visible."""
    return max(UP_FAN * card_h, index_bottom(card_w) + 0.03 * card_w)


def column_offsets(
    faces: list[bool], card_h: float, available: float, up_offset: float | None = None
) -> list[float]:
    """Y offsets from the column top for cards with these faces (bottom first).

    The last card's top must be at most ``available`` below the column top; face-down offsets
    shrink first (down to MIN_DOWN_FAN), then face-up ones, so the column always fits.
    """
    if not faces:
        return []
    steps = faces[:-1]  # each card but the last pushes the next one down
    downs = sum(1 for up in steps if not up)
    ups = len(steps) - downs
    down = DOWN_FAN * card_h
    up = UP_FAN * card_h if up_offset is None else up_offset
    if downs * down + ups * up > available:
        down = max(MIN_DOWN_FAN * card_h, (available - ups * up) / downs) if downs else 0.0
        if downs * down + ups * up > available:
            down = min(down, MIN_DOWN_FAN * card_h)
            up = max(0.0, (available - downs * down) / ups) if ups else 0.0
            if downs * down > available:  # absurdly small view: share what there is
                down = max(0.0, available / downs)
    offsets = [0.0]
    for face_up in steps:
        offsets.append(offsets[-1] + (up if face_up else down))
    return offsets


def compute_layout(width: float, height: float, state: TableState,
                   larger: bool = False) -> Layout:
    """Where everything goes on a view of ``width`` x ``height`` showing ``state``
    (``larger``: the larger-cards option)."""
    gap_ratio, margin_ratio, _share = _ratios(larger)
    card_w, card_h = card_size(width, height, larger)
    gap = max(2, round(card_w * gap_ratio))
    margin = max(2, round(card_w * margin_ratio))
    lanes = COLUMNS + 1
    used = lanes * card_w + (lanes - 1) * gap
    left = max(margin, round((width - used) / 2))  # centre the table when height limits the cards
    top = margin
    bottom = max(top + card_h, int(height) - margin)

    places: dict[int, Place] = {}
    column_rects = []
    column_slots = []
    for index, column in enumerate(state.columns):
        x = left + index * (card_w + gap)
        column_rects.append(QRectF(x - gap / 2, 0.0, card_w + gap, height))
        column_slots.append(QRectF(x, top, card_w, card_h))
        faces = [up for _, up in column]
        offsets = column_offsets(faces, card_h, bottom - top - card_h, up_fan(card_w, card_h))
        for depth, ((card_id, face_up), dy) in enumerate(zip(column, offsets, strict=True)):
            places[card_id] = Place(_at(x, top + dy), Z_PILE + depth, face_up)

    side_x = left + COLUMNS * (card_w + gap)
    step = max(1, round(STOCK_STEP * card_h))
    packets = (len(state.stock) + COLUMNS - 1) // COLUMNS
    stock_rect = QRectF(side_x, top, card_w, card_h + 3 * step)
    for index, card_id in enumerate(state.stock):
        packet = index // COLUMNS  # 0 = dealt next: on top, lowest on the table
        y = top + (packets - 1 - packet) * step
        places[card_id] = Place(_at(side_x, y), Z_PILE + len(state.stock) - index, False,
                                visible=index % COLUMNS == 0)  # each packet's top card

    removed_top = round(stock_rect.bottom() + gap * 2)
    removed_step = round(REMOVED_STEP * card_h)
    removed_slots = tuple(
        QRectF(side_x, removed_top + i * removed_step, card_w, card_h)
        for i in range(REMOVED_SLOTS)
    )
    removed_rect = QRectF(side_x, removed_top, card_w, card_h + (REMOVED_SLOTS - 1) * removed_step)
    for slot, sequence in enumerate(state.removed):
        rect = removed_slots[min(slot, REMOVED_SLOTS - 1)]
        for depth, card_id in enumerate(sequence):  # ids king..ace: the king ends on top
            z = Z_PILE + slot * 20 + len(sequence) - depth
            places[card_id] = Place(_at(rect.x(), rect.y()), z, True, visible=depth == 0)

    return Layout(
        width=width,
        height=height,
        card_width=card_w,
        card_height=card_h,
        places=places,
        column_ids=tuple(tuple(card_id for card_id, _ in column) for column in state.columns),
        column_rects=tuple(column_rects),
        column_slots=tuple(column_slots),
        stock_rect=stock_rect,
        removed_rect=removed_rect,
        removed_slots=removed_slots,
    )
