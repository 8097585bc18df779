"""Pure table geometry: where every card id goes for a view size and a TableState.

No items, no painting: the scene and the animator ask this module where things belong, the
way kpat's piles compute card positions from their contents only. Because the answer depends
only on (size, TableState), "every item matches layout(game.table())" is a testable claim.

Nothing here knows which game is played: the number of columns is ``len(state.columns)``, a
deal gives one card to each column, and the removed area has one place per 13 cards of the
deck (every card id is somewhere in the state). So Spiderette's 7 columns and Spider's 10 are
the same code.

Two arrangements, whichever gives the larger cards:
- **side lane** (landscape): the columns, then one more lane holding the stock at the top and
  the removed sequences fanned below it;
- **top band** (portrait): the stock and the removed sequences in a row above the columns, so
  the columns get the whole width.

Card size. Cards are as large as the window allows: as wide as the lanes let them, and as tall
as the longest column lets them when fanned at its *tightest readable* spacing. A face-up card
under another always shows its whole corner index (rank and suit, plus a clearance) -- a
play-test once saw 10♥ and 10♦ look alike when a long column squeezed them -- so when even
that spacing does not fit, the cards get smaller instead. To keep the cards from changing size
at every move, the column the size is chosen for is at least BASE_DOWN face-down and BASE_UP
face-up steps long (the first moves never resize the cards). Within that size a
column fans comfortably; when long it squeezes face-down cards first, then face-up ones, down
to the readable spacing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF

from spiderette_qt.engine.cards import RANK_LETTERS
from spiderette_qt.engine.records import TableState
from spiderette_qt.ui.card_painter import ASPECT, DETAIL_WIDTH, card_height, index_bottom

SEQUENCE_LENGTH = len(RANK_LETTERS)  # cards in a removed sequence, king to ace
CARD_RATIO = ASPECT  # card height / width, as the card painter draws them
GAP_RATIO = 0.12  # gap between lanes, relative to the card width
MARGIN_RATIO = 0.12  # outer margin, relative to the card width
DOWN_FAN = 0.11  # comfortable face-down offset, relative to the card height
MIN_DOWN_FAN = 0.035  # face-down cards compress to this before face-up ones give way
INDEX_CLEARANCE = 0.03  # readable face-up offset: the index's depth plus this (card widths)
UP_COMFORT = 0.10  # comfortable face-up offset: the readable one plus this (card widths)
STOCK_STEP = 0.035  # offset between deal packets in the stock (its visible thickness)
STOCK_DEPTH = 5  # at most this many packets show as the stock's thickness
REMOVED_STEP = 0.34  # offset between removed sequences (card heights): the king's index shows
MIN_REMOVED_STEP = 0.08  # ... squeezed to this when the lane or band is short
MIN_CARD_WIDTH = 24
# The column every card size must fit at readable spacing: the first few moves never shrink
# the cards. Beyond it a long column counts in steps of UP_BUCKET face-up cards. 1: every
# card counts. Coarser steps resize less often (a resize redraws every card, ~15-20 ms) but
# make the cards smaller than they need be, up to a third near the 70 px index step (a late
# Spider table at 1366x768: 77 px wide with 1, 59 px with 3), and the size matters more.
BASE_DOWN = 5
BASE_UP = 6
UP_BUCKET = 1
# "Larger cards" (an accessibility option): narrower gaps and margins and a shorter column
# to plan for (long columns still fit: the cards shrink when they must).
LARGE_GAP_RATIO = 0.06
LARGE_MARGIN_RATIO = 0.06
LARGE_BASE_UP = 3

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
    min_up_offset: float = 0.0  # the readable face-up spacing at this card size
    portrait: bool = False  # True: stock and removed area in a band above the columns

    def card_rect(self, card_id: int) -> QRectF:
        place = self.places[card_id]
        return QRectF(place.pos.x(), place.pos.y(), self.card_width, self.card_height)


def readable_up(card_w: float) -> float:
    """The tightest face-up offset: the covered card's whole corner index stays visible."""
    return index_bottom(card_w) + INDEX_CLEARANCE * card_w


def up_fan(card_w: int, card_h: int) -> float:
    """The comfortable face-up offset (a little of the card shows below the index)."""
    return readable_up(card_w) + UP_COMFORT * card_w


def _column_steps(faces: list[bool]) -> tuple[int, int]:
    """(face-down steps, face-up steps) of a column: every card but the last pushes one down."""
    steps = faces[:-1]
    downs = sum(1 for up in steps if not up)
    return downs, len(steps) - downs


def _planned_steps(state: TableState, base_up: int) -> tuple[int, int]:
    """The column shape the card size is chosen for (see the module docstring)."""
    downs, ups = BASE_DOWN, base_up
    for column in state.columns:
        d, u = _column_steps([up for _, up in column])
        if u > base_up:
            u = base_up + math.ceil((u - base_up) / UP_BUCKET) * UP_BUCKET
        # Compare whole columns: the one needing the most height at readable spacing wins.
        if _need(d, u, DETAIL_WIDTH) > _need(downs, ups, DETAIL_WIDTH):
            downs, ups = d, u
    return downs, ups


def _need(downs: int, ups: int, card_w: float) -> float:
    """Height a column of these steps needs at readable spacing, for cards `card_w` wide."""
    card_h = CARD_RATIO * card_w
    return card_h + downs * MIN_DOWN_FAN * card_h + ups * readable_up(card_w)


@dataclass(frozen=True, slots=True)
class _Frame:
    card_w: int
    gap: int
    margin: int
    portrait: bool


def _ratios(larger: bool) -> tuple[float, float]:
    """(gap ratio, margin ratio) for normal or larger cards."""
    return (LARGE_GAP_RATIO, LARGE_MARGIN_RATIO) if larger else (GAP_RATIO, MARGIN_RATIO)


def _height_needed(card_w: int, downs: int, ups: int, slots: int, larger: bool,
                   portrait: bool) -> float:
    """The view height a table with cards `card_w` wide needs: margins, the planned column at
    readable spacing, and the stock and removed area (beside it, or in the band above it)."""
    gap_ratio, margin_ratio = _ratios(larger)
    card_h = card_height(card_w)
    margins = 2 * max(2, round(card_w * margin_ratio))
    gap = max(2, round(card_w * gap_ratio))
    stock = card_h + (STOCK_DEPTH - 1) * max(1, round(STOCK_STEP * card_h))
    column = _need(downs, ups, card_w)
    if portrait:
        return margins + stock + gap + column
    lane = stock + gap + card_h + (slots - 1) * MIN_REMOVED_STEP * card_h
    return margins + max(column, lane)


def _frame(width: float, height: float, n_columns: int, slots: int, steps: tuple[int, int],
           larger: bool, portrait: bool) -> _Frame:
    gap_ratio, margin_ratio = _ratios(larger)
    lanes = n_columns + (0 if portrait else 1)
    by_width = int(width / (lanes + (lanes - 1) * gap_ratio + 2 * margin_ratio))
    downs, ups = steps
    # The largest width (at most by_width) whose table fits the height: the need grows with
    # the width, so bisect (a dozen cheap steps; no closed form across the index-scale step).
    low, high = MIN_CARD_WIDTH, max(MIN_CARD_WIDTH, by_width)
    if _height_needed(high, downs, ups, slots, larger, portrait) <= height:
        low = high
    else:
        while high - low > 1:
            middle = (low + high) // 2
            if _height_needed(middle, downs, ups, slots, larger, portrait) <= height:
                low = middle
            else:
                high = middle
    card_w = low
    gap = max(2, round(card_w * gap_ratio))
    margin = max(2, round(card_w * margin_ratio))
    return _Frame(card_w, gap, margin, portrait)


def card_size(width: float, height: float, state: TableState,
              larger: bool = False) -> tuple[int, int]:
    """Card width and height for this view size and table (see compute_layout)."""
    frame = _best_frame(width, height, state, larger)
    return frame.card_w, card_height(frame.card_w)


def _best_frame(width: float, height: float, state: TableState, larger: bool,
                card_width: int | None = None) -> _Frame:
    """The frame for this view and table. Side lane or top band is chosen by the view size
    alone (whichever gives the larger cards for the planned base column; ties: the side
    lane), so a growing column never rearranges the table, only resizes it."""
    n_columns = len(state.columns)
    slots = max(1, _deck_size(state) // SEQUENCE_LENGTH)
    base = (BASE_DOWN, LARGE_BASE_UP if larger else BASE_UP)
    # Judged on a column holding a whole king-to-ace run: the band costs height, so it is
    # chosen only where it still pays once columns grow (portrait, nearly square views).
    judged = (BASE_DOWN, SEQUENCE_LENGTH - 1)
    side = _frame(width, height, n_columns, slots, judged, larger, portrait=False)
    band = _frame(width, height, n_columns, slots, judged, larger, portrait=True)
    portrait = band.card_w > side.card_w
    if card_width is not None:  # a picture on the way to another: keep that one's cards
        gap_ratio, margin_ratio = _ratios(larger)
        return _Frame(card_width, max(2, round(card_width * gap_ratio)),
                      max(2, round(card_width * margin_ratio)), portrait)
    steps = _planned_steps(state, base[1])
    return _frame(width, height, n_columns, slots, steps, larger, portrait)


def column_offsets(
    faces: list[bool], card_h: float, available: float, up_offset: float,
    min_up: float | None = None,
) -> list[float]:
    """Y offsets from the column top for cards with these faces (bottom first).

    The last card's top should be at most ``available`` below the column top: face-down
    offsets shrink first (down to MIN_DOWN_FAN), then face-up ones, but never below ``min_up``
    (the readable spacing; compute_layout chooses the card size so that it fits).
    """
    if not faces:
        return []
    downs, ups = _column_steps(faces)
    floor = up_offset if min_up is None else min(min_up, up_offset)
    down = DOWN_FAN * card_h
    up = up_offset
    if downs * down + ups * up > available:
        down = max(MIN_DOWN_FAN * card_h, (available - ups * up) / downs) if downs else 0.0
        if downs * down + ups * up > available:
            down = min(down, MIN_DOWN_FAN * card_h)
            up = max(floor, (available - downs * down) / ups) if ups else 0.0
    offsets = [0.0]
    for face_up in faces[:-1]:
        offsets.append(offsets[-1] + (up if face_up else down))
    return offsets


def _deck_size(state: TableState) -> int:
    return (sum(len(column) for column in state.columns) + len(state.stock)
            + sum(len(sequence) for sequence in state.removed))


def compute_layout(width: float, height: float, state: TableState,
                   larger: bool = False, card_width: int | None = None) -> Layout:
    """Where everything goes on a view of ``width`` x ``height`` showing ``state``
    (``larger``: the larger-cards option). ``card_width`` forces the card size: the
    animator's intermediate pictures use the final picture's, because the items already
    have that size while they fly (a column that is long only for a moment must not place
    them for smaller cards)."""
    frame = _best_frame(width, height, state, larger, card_width)
    card_w, gap, margin = frame.card_w, frame.gap, frame.margin
    card_h = card_height(card_w)
    n_columns = len(state.columns)
    lanes = n_columns + (0 if frame.portrait else 1)
    used = lanes * card_w + (lanes - 1) * gap
    left = max(margin, round((width - used) / 2))  # centre the table when height limits
    top = margin
    bottom = max(top + card_h, int(height) - margin)
    slots = max(1, _deck_size(state) // SEQUENCE_LENGTH)
    stock_step = max(1, round(STOCK_STEP * card_h))
    stock_extra = (STOCK_DEPTH - 1) * stock_step

    if frame.portrait:
        # The band: removed sequences fan rightwards from the left, the stock at the right.
        stock_x = left + (n_columns - 1) * (card_w + gap)
        stock_rect = QRectF(stock_x, top, card_w, card_h + stock_extra)
        room = stock_x - gap - left - card_w
        # Side by side when there is room, else overlapping (the kings' indices show first).
        removed_step = round(max(MIN_REMOVED_STEP * card_w,
                                 min(card_w + gap, room / max(1, slots - 1))))
        removed_slots = tuple(QRectF(left + i * removed_step, top, card_w, card_h)
                              for i in range(slots))
        removed_rect = QRectF(left, top, card_w + (slots - 1) * removed_step, card_h)
        columns_top = round(stock_rect.bottom() + gap)
    else:
        stock_x = left + n_columns * (card_w + gap)
        stock_rect = QRectF(stock_x, top, card_w, card_h + stock_extra)
        removed_top = round(stock_rect.bottom() + gap)
        room = bottom - removed_top - card_h
        removed_step = round(max(MIN_REMOVED_STEP * card_h,
                                 min(REMOVED_STEP * card_h, room / max(1, slots - 1))))
        removed_slots = tuple(QRectF(stock_x, removed_top + i * removed_step, card_w, card_h)
                              for i in range(slots))
        removed_rect = QRectF(stock_x, removed_top, card_w,
                              card_h + (slots - 1) * removed_step)
        columns_top = top

    places: dict[int, Place] = {}
    column_rects = []
    column_slots = []
    min_up = readable_up(card_w)
    comfort = up_fan(card_w, card_h)
    drop_top = columns_top - gap / 2 if frame.portrait else 0.0
    for index, column in enumerate(state.columns):
        x = left + index * (card_w + gap)
        column_rects.append(QRectF(x - gap / 2, drop_top, card_w + gap, height - drop_top))
        column_slots.append(QRectF(x, columns_top, card_w, card_h))
        faces = [up for _, up in column]
        offsets = column_offsets(faces, card_h, bottom - columns_top - card_h, comfort, min_up)
        for depth, ((card_id, face_up), dy) in enumerate(zip(column, offsets, strict=True)):
            places[card_id] = Place(_at(x, columns_top + dy), Z_PILE + depth, face_up)

    deal = max(1, n_columns)  # a deal gives one card to each column
    packets = (len(state.stock) + deal - 1) // deal
    shown = min(packets, STOCK_DEPTH)
    for index, card_id in enumerate(state.stock):
        packet = index // deal  # 0 = dealt next: on top, lowest on the table
        y = top + max(0, shown - 1 - packet) * stock_step
        places[card_id] = Place(_at(stock_x, y), Z_PILE + len(state.stock) - index, False,
                                visible=index % deal == 0 and packet < STOCK_DEPTH)

    for slot, sequence in enumerate(state.removed):
        rect = removed_slots[min(slot, slots - 1)]
        for depth, card_id in enumerate(sequence):  # ids king..ace: the king ends on top
            z = Z_PILE + slot * (SEQUENCE_LENGTH + 1) + len(sequence) - depth
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
        min_up_offset=min_up,
        portrait=frame.portrait,
    )
