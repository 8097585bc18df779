"""ui.layout is pure geometry: every card inside the view, columns fanned, nothing overlapping
the wrong way, at small and large sizes and with very long columns."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from spiderette_qt.engine import Game, TableState
from spiderette_qt.ui.layout import (
    COLUMNS,
    DOWN_FAN,
    column_offsets,
    compute_layout,
    up_fan,
)

SIZES = [(800, 600), (1024, 768), (1920, 1080), (1280, 1024), (2560, 1080), (640, 480)]


def long_column_state(hidden: int, up: int) -> TableState:
    """Column 4 holds `hidden` face-down cards and `up` face-up ones; the rest spread out."""
    ids = iter(range(52))
    columns: list[tuple[tuple[int, bool], ...]] = []
    for c in range(COLUMNS):
        if c == 3:
            col = tuple((next(ids), i >= hidden) for i in range(hidden + up))
        else:
            col = ((next(ids), True),)
        columns.append(col)
    rest = tuple(ids)
    removed = (rest[:13],) if len(rest) >= 13 else ()
    return TableState(tuple(columns), rest[13:], removed)


def assert_inside(layout, width: int, height: int) -> None:
    view = QRectF(0, 0, width, height)
    for card_id in layout.places:
        rect = layout.card_rect(card_id)
        assert view.contains(rect), f"card {card_id} at {rect} leaves the {width}x{height} view"
    assert view.contains(layout.stock_rect)
    assert view.contains(layout.removed_rect)


@pytest.mark.parametrize("width,height", SIZES)
def test_opening_deal_fits_and_every_card_has_a_place(width: int, height: int) -> None:
    game = Game.new(4, 123)
    layout = compute_layout(width, height, game.table())
    assert len(layout.places) == 52
    assert_inside(layout, width, height)
    assert layout.card_height > layout.card_width


@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("hidden,up", [(6, 13), (6, 19), (0, 19), (6, 30), (5, 24)])
def test_longest_column_fits(width: int, height: int, hidden: int, up: int) -> None:
    state = long_column_state(hidden, up)
    layout = compute_layout(width, height, state)
    assert_inside(layout, width, height)
    ys = [layout.places[cid].pos.y() for cid, _ in state.columns[3]]
    assert ys == sorted(ys), "a column fans downwards"
    assert len(set(ys)) == len(ys), "every card of the column shows a strip"


def test_face_down_cards_fan_tighter_than_face_up_ones() -> None:
    layout = compute_layout(1920, 1080, long_column_state(5, 3))
    ys = [layout.places[cid].pos.y() for cid in range(3, 3 + 8)]
    steps = [b - a for a, b in zip(ys, ys[1:], strict=False)]
    assert max(steps[:5]) < min(steps[5:])
    assert steps[0] == pytest.approx(DOWN_FAN * layout.card_height, abs=1)


def test_short_columns_keep_the_full_fan_and_long_ones_compress() -> None:
    short = column_offsets([False, True, True], 200, 10_000, 70)
    assert short == [0.0, pytest.approx(DOWN_FAN * 200), pytest.approx(DOWN_FAN * 200 + 70)]
    long = column_offsets([False] * 6 + [True] * 20, 200, 600, 70)
    assert long[-1] <= 600 + 1e-6


def test_columns_are_left_to_right_and_do_not_overlap() -> None:
    layout = compute_layout(800, 600, Game.new(1, 5).table())
    slots = layout.column_slots
    for left, right in zip(slots, slots[1:], strict=False):
        assert left.right() < right.left()
    assert slots[-1].right() < layout.stock_rect.left()
    rects = layout.column_rects
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right() <= right.left() + 1e-6
        assert left.height() == 600  # the drop area is the full column height


def test_face_up_fan_shows_the_corner_index() -> None:
    from spiderette_qt.ui.card_painter import index_bottom

    for width, height in SIZES:
        layout = compute_layout(width, height, Game.new(1, 5).table())
        assert up_fan(layout.card_width, layout.card_height) >= index_bottom(layout.card_width)


def test_stock_and_removed_areas() -> None:
    game = Game.new(1, 7)
    state = game.table()
    layout = compute_layout(1920, 1080, state)
    stock_places = [layout.places[cid] for cid in state.stock]
    assert all(not p.face_up for p in stock_places)
    # The next card dealt is on top.
    assert layout.places[state.stock[0]].z == max(p.z for p in stock_places)
    assert layout.stock_rect.bottom() < layout.removed_rect.top()
    assert len(layout.removed_slots) == 4


def test_removed_sequences_show_their_king_on_top() -> None:
    state = long_column_state(0, 3)
    layout = compute_layout(1024, 768, state)
    sequence = state.removed[0]
    king = sequence[0]
    assert layout.places[king].z == max(layout.places[c].z for c in sequence)
    assert all(layout.places[c].face_up for c in sequence)
    assert layout.removed_rect.contains(layout.card_rect(king))


def test_larger_views_get_larger_cards() -> None:
    state = Game.new(1, 1).table()
    small = compute_layout(800, 600, state)
    large = compute_layout(1920, 1080, state)
    assert large.card_width > small.card_width
    assert small.card_width >= 60  # still readable at 800x600
