"""ui.layout is pure geometry: every card inside the view, columns fanned, indices readable,
the window used, at every size from 800x600 to 4K and in portrait, for 7 and 10 columns.
(Long columns and the card size's hysteresis: test_layout_long_columns.py.)

The tables here are built from card ids alone (layout needs no Game): a one-deck table of 7
columns and a two-deck table of 10, with the first-deal shapes of Spiderette and Spider.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from spiderette_qt.engine import Game, TableState
from spiderette_qt.table.card_painter import compact_index_bottom
from spiderette_qt.table.column_fan import column_shape, compact_up
from spiderette_qt.table.layout import (
    BASE_UP,
    DOWN_FAN,
    Layout,
    _column_room,
    column_offsets,
    compute_layout,
    up_fan,
)

# (columns, cards in the deck, first deal): Spiderette and the two-deck games.
SHAPES = {
    "one deck": (7, 52, (1, 2, 3, 4, 5, 6, 7)),
    "two decks": (10, 104, (6, 6, 6, 6, 5, 5, 5, 5, 5, 5)),
}
SIZES = [(800, 600), (1024, 768), (1366, 768), (1280, 1024), (1920, 1080), (2560, 1080),
         (2560, 1440), (3840, 2160), (1080, 1920), (768, 1366), (600, 800)]


def opening(shape: str) -> TableState:
    """The first deal of this shape: column i holds first_deal[i] cards, the last face up."""
    _n, deck, first = SHAPES[shape]
    ids = iter(range(deck))
    columns = tuple(tuple((next(ids), i == n - 1) for i in range(n)) for n in first)
    return TableState(columns, tuple(ids), ())


def long_column(shape: str, hidden: int, up: int, removed: int = 0) -> TableState:
    """Column 4 holds `hidden` face-down and `up` face-up cards, every other column one card;
    `removed` sequences of 13 are off the table, the rest is the stock."""
    n, deck, _first = SHAPES[shape]
    ids = iter(range(deck))
    columns = []
    for c in range(n):
        if c == 3:
            columns.append(tuple((next(ids), i >= hidden) for i in range(hidden + up)))
        else:
            columns.append(((next(ids), True),))
    rest = list(ids)
    sequences = tuple(tuple(rest[13 * k:13 * k + 13]) for k in range(removed))
    return TableState(tuple(columns), tuple(rest[13 * removed:]), sequences)


def assert_inside(layout: Layout, width: int, height: int) -> None:
    view = QRectF(0, 0, width, height)
    for card_id in layout.places:
        rect = layout.card_rect(card_id)
        assert view.contains(rect), f"card {card_id} at {rect} leaves the {width}x{height} view"
    assert view.contains(layout.stock_rect)
    assert view.contains(layout.removed_rect)


def column_steps(layout: Layout, state: TableState, column: int) -> list[tuple[float, bool]]:
    """(offset to the next card, this card face up?) for each covered card of a column."""
    cards = state.columns[column]
    ys = [layout.places[cid].pos.y() for cid, _ in cards]
    return [(b - a, up) for (a, b), (_cid, up) in zip(zip(ys, ys[1:], strict=False), cards,
                                                     strict=False)]


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("width,height", SIZES)
def test_opening_deal_fits_and_every_card_has_a_place(shape: str, width: int,
                                                      height: int) -> None:
    state = opening(shape)
    layout = compute_layout(width, height, state)
    assert len(layout.places) == SHAPES[shape][1]
    assert len(layout.column_slots) == len(layout.column_rects) == SHAPES[shape][0]
    assert_inside(layout, width, height)
    assert layout.card_height > layout.card_width


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("width,height", SIZES)
@pytest.mark.parametrize("hidden,up", [(6, 13), (5, 19), (0, 24), (5, 24), (6, 30), (5, 35)])
def test_long_columns_fit_and_every_index_stays_readable(shape: str, width: int, height: int,
                                                         hidden: int, up: int) -> None:
    state = long_column(shape, hidden, up)
    layout = compute_layout(width, height, state)
    assert_inside(layout, width, height)
    steps = column_steps(layout, state, 3)
    assert all(step > 0 for step, _ in steps), "every card of the column shows a strip"
    # Every covered face-up card shows its whole compact index, rank and suit: 10♥ and 10♦
    # stay told apart at any length.
    index = compact_index_bottom(layout.card_width)
    for step, face_up in steps:
        if face_up:
            assert step >= index, f"{step} < index {index} at card width {layout.card_width}"


@pytest.mark.parametrize("shape", SHAPES)
def test_a_long_column_squeezes_face_down_cards_first_then_face_up_ones(shape: str) -> None:
    width, height = 1366, 690
    short = compute_layout(width, height, long_column(shape, 5, 4))
    down, up = column_steps(short, long_column(shape, 5, 4), 3)[0][0], \
        column_steps(short, long_column(shape, 5, 4), 3)[-1][0]
    assert down == pytest.approx(DOWN_FAN * short.card_height, abs=1)
    assert up == pytest.approx(up_fan(short.card_width, short.card_height), abs=1)
    state = long_column(shape, 5, 20)
    squeezed = compute_layout(width, height, state)
    steps = column_steps(squeezed, state, 3)
    downs = [s for s, face_up in steps if not face_up]
    ups = [s for s, face_up in steps if face_up]
    assert max(downs) < DOWN_FAN * squeezed.card_height - 1, "face-down cards gave way"
    assert min(ups) >= compact_up(squeezed.card_width) - 1


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("width,height", [(1366, 690), (1920, 1000), (3840, 2080),
                                          (1080, 1840), (800, 520)])
def test_the_opening_deal_uses_the_window(shape: str, width: int, height: int) -> None:
    """KPat fills ~97% of the width; so do we, unless the height is what limits the cards
    (then the table is centred and the cards are as tall as a base column allows)."""
    layout = compute_layout(width, height, opening(shape))
    left = min(r.left() for r in layout.column_slots)
    right = max(layout.stock_rect.right(), max(r.right() for r in layout.column_slots))
    assert (right - left) / width >= 0.9
    if width < height:
        assert layout.portrait, "a portrait view puts the stock above the columns"


def test_cards_keep_their_size_for_ordinary_columns_and_shrink_in_steps() -> None:
    width, height = 1366, 690
    sizes = {compute_layout(width, height, long_column("two decks", 5, up)).card_width
             for up in range(1, BASE_UP + 2)}
    assert len(sizes) == 1, "the first moves never resize the cards"
    widths = [compute_layout(width, height, long_column("two decks", 5, up)).card_width
              for up in range(1, 50)]
    assert widths == sorted(widths, reverse=True), "longer columns never get larger cards"
    # Only as small as needed: at one pixel more the column would not fit at its tightest.
    for up in (30, 36, 42):
        state = long_column("two decks", 5, up)
        layout = compute_layout(1366, 690, state)
        assert layout.card_width < widths[0]
        wider = layout.card_width + 1
        shape = column_shape(state.columns[3])
        assert shape.least(wider) > _column_room(wider, 690, 8, False, layout.portrait)


@pytest.mark.parametrize("width,height", SIZES)
def test_the_arrangement_depends_on_the_view_only(width: int, height: int) -> None:
    modes = {compute_layout(width, height, long_column("two decks", 5, up)).portrait
             for up in (1, 13, 30)}
    assert len(modes) == 1


def test_column_offsets_comfortable_then_squeezed_never_below_readable() -> None:
    card_w, card_h = 100, 140
    short = column_offsets([False, True, True], card_w, card_h, 10_000)
    assert short == [0.0, pytest.approx(DOWN_FAN * card_h),
                     pytest.approx(DOWN_FAN * card_h + up_fan(card_w))]
    long = column_offsets([False] * 6 + [True] * 20, card_w, card_h, 500)
    assert long[-1] <= 500 + 1e-6
    assert min(b - a for a, b in zip(long[6:], long[7:], strict=False)) >= compact_up(card_w) - 1e-6
    impossible = column_offsets([True] * 30, card_w, card_h, 100)
    assert impossible[1] - impossible[0] == pytest.approx(compact_up(card_w)), \
        "readable before fitting"


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("width,height", SIZES)
def test_lanes_do_not_overlap(shape: str, width: int, height: int) -> None:
    layout = compute_layout(width, height, long_column(shape, 5, 13, removed=2))
    slots = layout.column_slots
    for left, right in zip(slots, slots[1:], strict=False):
        assert left.right() < right.left()
    rects = layout.column_rects
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right() <= right.left() + 1e-6
    furniture = layout.stock_rect.united(layout.removed_rect)
    for slot in slots:
        assert not slot.intersects(layout.stock_rect)
        assert not slot.intersects(layout.removed_rect)
    if not layout.portrait:
        assert slots[-1].right() < furniture.left()
    else:
        assert furniture.bottom() < slots[0].top()
        assert not layout.stock_rect.intersects(layout.removed_rect)


@pytest.mark.parametrize("shape", SHAPES)
def test_stock_and_removed_areas(shape: str) -> None:
    state = opening(shape)
    layout = compute_layout(1920, 1080, state)
    stock_places = [layout.places[cid] for cid in state.stock]
    assert all(not p.face_up for p in stock_places)
    assert layout.places[state.stock[0]].z == max(p.z for p in stock_places), "next on top"
    if layout.portrait:
        assert layout.removed_rect.right() < layout.stock_rect.left()
    else:
        assert layout.stock_rect.bottom() < layout.removed_rect.top()
    assert len(layout.removed_slots) == SHAPES[shape][1] // 13, "a place per sequence"
    shown = [p for p in stock_places if p.visible]
    assert len(shown) == -(-len(state.stock) // SHAPES[shape][0]), "one card per packet shows"


@pytest.mark.parametrize("shape", SHAPES)
@pytest.mark.parametrize("width,height", [(1366, 690), (1080, 1840)])
def test_removed_sequences_show_their_king_on_top(shape: str, width: int, height: int) -> None:
    count = SHAPES[shape][1] // 13 - 1
    state = long_column(shape, 0, 3, removed=count)
    layout = compute_layout(width, height, state)
    for index, sequence in enumerate(state.removed):
        king = sequence[0]
        assert layout.places[king].z == max(layout.places[c].z for c in sequence)
        assert all(layout.places[c].face_up for c in sequence)
        assert layout.removed_rect.contains(layout.card_rect(king))
        assert layout.card_rect(king) == layout.removed_slots[index]
    kings = [layout.places[s[0]].z for s in state.removed]
    assert kings == sorted(kings), "a later sequence lies over the earlier ones"


def test_larger_views_and_the_larger_option_get_larger_cards() -> None:
    state = Game.new(1, 1).table()
    small = compute_layout(800, 600, state)
    large = compute_layout(1920, 1080, state)
    assert large.card_width > small.card_width
    assert small.card_width >= 60  # still readable at 800x600
    assert compute_layout(1366, 690, state, larger=True).card_width >= \
        compute_layout(1366, 690, state).card_width


def test_the_engine_opening_deal_lays_out() -> None:
    state = Game.new(4, 123).table()
    layout = compute_layout(1366, 690, state)
    assert_inside(layout, 1366, 690)
    assert set(layout.places) == set(range(52))


def _late(variant: str) -> TableState:
    """A real game of `variant` with every deal made (moves placed as a double-click would)."""
    from spiderette_qt.engine import Game

    game = Game.new(2, 31, variant=variant)
    while True:
        for _ in range(25):
            moves = [m for m in game.legal_moves()
                     if game.best_target(m.source, m.count) == m.target]
            if not moves:
                break
            game.move(moves[0].source, moves[0].count, moves[0].target)
        if not game.can_deal():
            return game.table()
        game.deal()


@pytest.mark.parametrize("variant", ["spiderette", "spider", "relaxed-spider"])
@pytest.mark.parametrize("width,height", SIZES)
def test_every_variant_from_the_engine_fits_opening_and_late(variant: str, width: int,
                                                            height: int) -> None:
    from spiderette_qt.engine import VARIANTS

    shape = VARIANTS[variant]
    for state in (Game.new(4, 5, variant=variant).table(), _late(variant)):
        layout = compute_layout(width, height, state)
        assert len(layout.places) == shape.deck_size
        assert len(layout.column_slots) == shape.columns
        assert len(layout.removed_slots) == shape.sequences
        assert_inside(layout, width, height)
        index = compact_index_bottom(layout.card_width)
        for column in range(shape.columns):
            for step, face_up in column_steps(layout, state, column):
                assert step > 0 and (not face_up or step >= index)


def test_a_forced_card_width_keeps_the_arrangement_and_the_size() -> None:
    long = long_column("two decks", 5, 40)
    short = long_column("two decks", 5, 3)
    small = compute_layout(1366, 690, long)
    forced = compute_layout(1366, 690, short, card_width=small.card_width)
    assert compute_layout(1366, 690, short).card_width > small.card_width
    assert forced.card_width == small.card_width and forced.portrait == small.portrait
    assert forced.column_slots[0] == small.column_slots[0]
