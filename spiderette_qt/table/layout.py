"""Pure table geometry: where every card id goes for a view size and a TableState.

No items, no painting: the scene and the animator ask this module where things belong, the
way kpat's piles compute card positions from their contents only. Because the answer depends
only on (size, TableState, the deck, the card width on the table now), "every item matches
layout(game.table())" is a testable claim.

Nothing here knows which game is played: the number of columns is ``len(state.columns)``, a
deal gives one card to each column, and the removed area has one place per 13 cards of the
deck (every card id is somewhere in the state). So Spiderette's 7 columns and Spider's 10 are
the same code.

Two arrangements, whichever gives the larger cards:
- **side lane** (landscape): the columns, then one more lane holding the stock at the top and
  the removed sequences fanned below it;
- **top band** (portrait): the stock and the removed sequences in a row above the columns, so
  the columns get the whole width.

Card size. The size comes from the window and the game, not from the longest column: as
wide as the lanes let them be, and as tall as a planned column (BASE_DOWN face-down slivers and
a whole king-to-ace run at the compact step) lets them be. A long column squeezes instead
(ui.column_fan: face-down slivers, then face-up steps down to the compact index, then suited
runs); only when even that cannot fit do the cards get smaller, by as little as needed. Given
the card width on the table now (``previous``), the layout keeps it while it fits and grows
back only when the table fits the larger size with room for a few more cards (hysteresis),
so the size never jumps from move to move. When height, not width, limits the cards, the
spare width goes into the gaps, so the table still spans the window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from spiderette_qt.engine.cards import RANK_LETTERS, Card
from spiderette_qt.engine.records import TableState
from spiderette_qt.table.card_painter import ASPECT, card_height
from spiderette_qt.table.column_fan import (
    DOWN_FAN,
    MIN_DOWN_FAN,
    Shape,
    column_offsets,
    column_shape,
    compact_up,
    readable_up,
    up_fan,
)

__all__ = ["DOWN_FAN", "MIN_DOWN_FAN", "Layout", "Place", "card_size", "column_offsets",
           "compute_layout", "compact_up", "readable_up", "up_fan"]

SEQUENCE_LENGTH = len(RANK_LETTERS)  # cards in a removed sequence, king to ace
CARD_RATIO = ASPECT  # card height / width, as the card painter draws them
GAP_RATIO = 0.12  # gap between lanes, relative to the card width
MAX_GAP_RATIO = 1.0  # spare width (cards limited by height) widens the gaps up to this
MARGIN_RATIO = 0.12  # outer margin, relative to the card width
STOCK_STEP = 0.035  # offset between deal packets in the stock (its visible thickness)
STOCK_DEPTH = 5  # at most this many packets show as the stock's thickness
REMOVED_STEP = 0.34  # offset between removed sequences (card heights): the king's index shows
MIN_REMOVED_STEP = 0.08  # ... squeezed to this when the lane or band is short
MIN_CARD_WIDTH = 24
#: A held run (keyboard pick-up) is drawn this share of a card height above its place; the
#: columns start at least that far (and a little more) below the table's top edge.
LIFT = 0.12
# The column every card size is planned for: face-down slivers and a whole king-to-ace run
# at the compact step (a game's first deal and its first runs never shrink the cards).
BASE_DOWN = 5
BASE_UP = SEQUENCE_LENGTH - 1
#: Side lane or top band is judged on a long column: a late Spider column of 27 cards.
JUDGED_UP = 21
#: Hysteresis: smaller cards grow back only when the table fits the larger size with this
#: many more compact face-up steps in every column, and by at least GROW_SHARE (or to the
#: full size), so a card moved back and forth never resizes the table.
SLACK_UP = 2
GROW_SHARE = 0.04
# "Larger cards" (an accessibility option): narrower gaps and margins and a shorter column
# to plan for (long columns still fit: the cards shrink when they must).
LARGE_GAP_RATIO = 0.06
LARGE_MARGIN_RATIO = 0.06
LARGE_BASE_UP = 6

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
    min_up_offset: float = 0.0  # the compact face-up step at this card size
    portrait: bool = False  # True: stock and removed area in a band above the columns
    base_width: int = 0  # the card width this window and game plan for (no long column)
    #: A card squeezed inside a suited run (its strip is thinner than the compact step) ->
    #: the first card of its squeezed stretch: a pointer on the stretch takes it from there.
    grab: dict[int, int] = field(default_factory=dict)
    #: A fingertip's width on the screen (0: unknown): face-up steps stay this wide while
    #: the column has room (ui.column_fan stage 2), and a spread column opens to it.
    finger: float = 0.0

    def card_rect(self, card_id: int) -> QRectF:
        place = self.places[card_id]
        return QRectF(place.pos.x(), place.pos.y(), self.card_width, self.card_height)


@dataclass(frozen=True, slots=True)
class _Frame:
    card_w: int
    gap: int
    margin: int
    portrait: bool


def _ratios(larger: bool) -> tuple[float, float]:
    """(gap ratio, margin ratio) for normal or larger cards."""
    return (LARGE_GAP_RATIO, LARGE_MARGIN_RATIO) if larger else (GAP_RATIO, MARGIN_RATIO)


def _top(card_w: int, margin: int) -> int:
    """The columns' (and the stock's) top edge: room above for a held, lifted run."""
    return max(margin, round(LIFT * card_height(card_w)) + 3)


def _column_room(card_w: int, height: float, slots: int, larger: bool,
                 portrait: bool) -> float:
    """The height a column may take (from its top to the bottom margin) with cards `card_w`
    wide; negative (or less than a card) when not even the side lane or band fits."""
    gap_ratio, margin_ratio = _ratios(larger)
    card_h = card_height(card_w)
    margin = max(2, round(card_w * margin_ratio))
    gap = max(2, round(card_w * gap_ratio))
    top = _top(card_w, margin)
    stock = card_h + (STOCK_DEPTH - 1) * max(1, round(STOCK_STEP * card_h))
    if portrait:
        return height - margin - (top + stock + gap)
    lane = stock + gap + card_h + (slots - 1) * MIN_REMOVED_STEP * card_h
    if top + lane > height - margin:
        return -1.0
    return height - margin - top


def _fits(card_w: int, shapes: Sequence[Shape], height: float, slots: int, larger: bool,
          portrait: bool) -> bool:
    room = _column_room(card_w, height, slots, larger, portrait)
    return all(shape.least(card_w) <= room for shape in shapes)


def _largest(low: int, high: int, fits: Callable[[int], bool]) -> int:
    """The largest width in [low, high] for which fits(width) holds (low if none): the need
    grows with the width, so bisect (a dozen cheap steps)."""
    if high <= low or fits(high):
        return max(low, high)
    while high - low > 1:
        middle = (low + high) // 2
        if fits(middle):
            low = middle
        else:
            high = middle
    return low


def _by_width(width: float, n_columns: int, larger: bool, portrait: bool) -> int:
    gap_ratio, margin_ratio = _ratios(larger)
    lanes = n_columns + (0 if portrait else 1)
    return int(width / (lanes + (lanes - 1) * gap_ratio + 2 * margin_ratio))


def _base_width(width: float, height: float, n_columns: int, slots: int, larger: bool,
                portrait: bool, base_up: int) -> int:
    """The card width this window and game plan for: the lanes' width, and a planned column
    (BASE_DOWN slivers, base_up compact steps) within the height."""
    plan = (Shape(BASE_DOWN, base_up, 0),)
    by_width = max(MIN_CARD_WIDTH, _by_width(width, n_columns, larger, portrait))
    return _largest(MIN_CARD_WIDTH, by_width,
                    lambda w: _fits(w, plan, height, slots, larger, portrait))


def _deck_size(state: TableState) -> int:
    return (sum(len(column) for column in state.columns) + len(state.stock)
            + sum(len(sequence) for sequence in state.removed))


def _portrait(width: float, height: float, n_columns: int, slots: int, larger: bool) -> bool:
    """Side lane or top band, by the view size alone (whichever gives the larger cards for a
    long column, JUDGED_UP compact steps; ties: the side lane), so a growing column never
    rearranges the table. The band costs height: it is chosen where it still pays once
    columns grow (portrait, nearly square views)."""
    side = _base_width(width, height, n_columns, slots, larger, False, JUDGED_UP)
    band = _base_width(width, height, n_columns, slots, larger, True, JUDGED_UP)
    return band > side


def _choose_width(width: float, height: float, state: TableState, larger: bool,
                  deck: Sequence[Card] | None, previous: int | None) -> tuple[int, int, bool]:
    """(card width, planned base width, portrait?) for this view and table."""
    n_columns = len(state.columns)
    slots = max(1, _deck_size(state) // SEQUENCE_LENGTH)
    portrait = _portrait(width, height, n_columns, slots, larger)
    base = _base_width(width, height, n_columns, slots, larger, portrait,
                       LARGE_BASE_UP if larger else BASE_UP)
    shapes = [column_shape(column, deck) for column in state.columns]

    def fits(w: int) -> bool:
        return _fits(w, shapes, height, slots, larger, portrait)

    needed = _largest(MIN_CARD_WIDTH, base, fits)
    if previous is None or previous >= needed:
        return needed, base, portrait  # the size it must be (smaller than before if need be)
    roomy = [shape.plus(SLACK_UP) for shape in shapes]
    grown = _largest(MIN_CARD_WIDTH, needed,
                     lambda w: _fits(w, roomy, height, slots, larger, portrait))
    if grown == base or grown >= previous * (1 + GROW_SHARE):
        return max(grown, previous), base, portrait
    return previous, base, portrait


def _frame_for(card_w: int, width: float, n_columns: int, larger: bool,
               portrait: bool) -> _Frame:
    """Gaps and margins for cards `card_w` wide; spare width widens the gaps (up to
    MAX_GAP_RATIO) so that a table whose cards the height limits still spans the window."""
    gap_ratio, margin_ratio = _ratios(larger)
    lanes = n_columns + (0 if portrait else 1)
    gap = max(2, round(card_w * gap_ratio))
    margin = max(2, round(card_w * margin_ratio))
    spare = width - 2 * margin - lanes * card_w - (lanes - 1) * gap
    if spare > 0 and lanes > 1:
        gap = max(gap, min(round(card_w * MAX_GAP_RATIO),
                           int((width - 2 * margin - lanes * card_w) / (lanes - 1))))
    return _Frame(card_w, gap, margin, portrait)


def card_size(width: float, height: float, state: TableState, larger: bool = False,
              deck: Sequence[Card] | None = None,
              previous: int | None = None) -> tuple[int, int]:
    """Card width and height for this view size and table (see compute_layout)."""
    card_w, _base, _portrait_mode = _choose_width(width, height, state, larger, deck,
                                                  previous)
    return card_w, card_height(card_w)


def _grab(column: Sequence[tuple[int, bool]], ys: Sequence[float], in_run: Sequence[bool],
          compact: float) -> dict[int, int]:
    """The squeezed stretches of a column's suited runs (a strip thinner than the compact
    step, in whole pixels as drawn): card id -> the first card of its stretch."""
    grab: dict[int, int] = {}
    first: int | None = None
    for index, ((card_id, _up), y, below) in enumerate(zip(column, ys, ys[1:], strict=False)):
        if index < len(in_run) and in_run[index] and below - y < compact - 1.0:
            first = card_id if first is None else first
            grab[card_id] = first
        else:
            first = None
    return grab


def compute_layout(width: float, height: float, state: TableState,
                   larger: bool = False, card_width: int | None = None,
                   deck: Sequence[Card] | None = None,
                   previous: int | None = None, finger: float = 0.0) -> Layout:
    """Where everything goes on a view of ``width`` x ``height`` showing ``state``.

    ``larger``: the larger-cards option. ``deck`` (the game's cards by id) lets suited runs
    squeeze further. ``previous``: the card width on the table now (the hysteresis of the
    module docstring; None for a new game, a resize or another option). ``card_width``
    forces the card size: the animator's intermediate pictures use the final picture's,
    because the items already have that size while they fly (a column that is long only for
    a moment must not place them for smaller cards). ``finger``: a fingertip in pixels
    (table.finger); the card size never depends on it, only how a long column squeezes."""
    chosen, base, portrait = _choose_width(width, height, state, larger, deck, previous)
    card_w = chosen if card_width is None else card_width
    n_columns = len(state.columns)
    frame = _frame_for(card_w, width, n_columns, larger, portrait)
    gap, margin = frame.gap, frame.margin
    vgap = max(2, round(card_w * _ratios(larger)[0]))  # vertical gaps never widen
    card_h = card_height(card_w)
    lanes = n_columns + (0 if frame.portrait else 1)
    used = lanes * card_w + (lanes - 1) * gap
    left = max(margin, round((width - used) / 2))  # centre what the gaps leave over
    top = _top(card_w, margin)
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
        columns_top = round(stock_rect.bottom() + vgap)
    else:
        stock_x = left + n_columns * (card_w + gap)
        stock_rect = QRectF(stock_x, top, card_w, card_h + stock_extra)
        removed_top = round(stock_rect.bottom() + vgap)
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
    compact = compact_up(card_w)
    grab: dict[int, int] = {}
    drop_top = columns_top - vgap / 2 if frame.portrait else 0.0
    for index, column in enumerate(state.columns):
        x = left + index * (card_w + gap)
        column_rects.append(QRectF(x - gap / 2, drop_top, card_w + gap, height - drop_top))
        column_slots.append(QRectF(x, columns_top, card_w, card_h))
        faces = [up for _, up in column]
        shape = column_shape(column, deck)
        offsets = column_offsets(faces, card_w, card_h, bottom - columns_top - card_h,
                                 shape.in_run, finger)
        for depth, ((card_id, face_up), dy) in enumerate(zip(column, offsets, strict=True)):
            places[card_id] = Place(_at(x, columns_top + dy), Z_PILE + depth, face_up)
        # Judged on the whole pixels the cards are drawn at: the strips the player sees.
        grab.update(_grab(column, [places[cid].pos.y() for cid, _ in column], shape.in_run,
                          compact))
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
        min_up_offset=compact,
        portrait=frame.portrait,
        base_width=base,
        grab=grab,
        finger=finger,
    )
