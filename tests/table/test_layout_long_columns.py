"""Long columns keep the card size (issue 21 §1), as pure geometry.

The table sizes are those of the first window on a 800x600, 1024x600, 1366x768 and 1920x1080
screen (measured under Xvfb with openbox), and a portrait view. A Spider column of 27 cards
(5 face down, 22 face up) is normal after the fifth deal: before, it shrank 93-px cards to 36.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from spiderette_qt.engine import TableState
from spiderette_qt.engine.cards import Card, Suit, full_deck
from spiderette_qt.table.card_painter import card_height, compact_index_bottom, compact_index_box
from spiderette_qt.table.column_fan import column_shape, compact_up
from spiderette_qt.table.layout import LIFT, Layout, compute_layout

FIRST_TABLES = {"800x600": (798, 444), "1024x600": (870, 444), "1366x768": (1161, 515),
                "1920x1080": (1632, 780), "portrait": (700, 1000)}
SPIDER_COLUMNS, SPIDER_DECK = 10, 104


def _ids_without_runs(deck: list[Card]) -> list[int]:
    """Card ids ordered red, black, red, ...: no two neighbours continue a run of one suit."""
    reds = [i for i, c in enumerate(deck) if c.suit in (Suit.HEARTS, Suit.DIAMONDS)]
    blacks = [i for i, c in enumerate(deck) if c.suit not in (Suit.HEARTS, Suit.DIAMONDS)]
    return [x for pair in zip(reds, blacks, strict=True) for x in pair]


def spider(lengths: dict[int, tuple[int, int]], suited: bool = False
           ) -> tuple[TableState, list[Card]]:
    """A Spider table: column c holds lengths[c] = (face down, face up) cards, the others one
    face-up card; with `suited` every face-up stretch is a run of spades in sequence."""
    if suited:
        deck = [Card(13 - (i % 13), Suit.SPADES) for i in range(SPIDER_DECK)]
        ids = list(range(SPIDER_DECK))
    else:
        deck = full_deck(4, 2)
        ids = _ids_without_runs(deck)
    it = iter(ids)
    columns = []
    for c in range(SPIDER_COLUMNS):
        down, up = lengths.get(c, (0, 1))
        columns.append(tuple((next(it), i >= down) for i in range(down + up)))
    return TableState(tuple(columns), tuple(it), ()), deck


def start_width(width: int, height: int) -> int:
    state, deck = spider({c: (5, 1) for c in range(SPIDER_COLUMNS)})
    return compute_layout(width, height, state, deck=deck).card_width


def steps(layout: Layout, state: TableState, column: int) -> list[tuple[float, bool]]:
    ys = [layout.places[cid].pos.y() for cid, _ in state.columns[column]]
    return [(b - a, up) for a, b, (_cid, up) in zip(ys, ys[1:], state.columns[column],
                                                   strict=False)]


def assert_inside(layout: Layout, width: int, height: int) -> None:
    view = QRectF(0, 0, width, height)
    for card_id in layout.places:
        assert view.contains(layout.card_rect(card_id)), card_id


@pytest.mark.parametrize("name", FIRST_TABLES)
def test_a_27_card_column_keeps_the_card_size_and_every_index(name: str) -> None:
    width, height = FIRST_TABLES[name]
    start = start_width(width, height)
    state, deck = spider({3: (5, 22)})
    layout = compute_layout(width, height, state, deck=deck, previous=start)
    assert layout.card_width >= 0.85 * start, f"{layout.card_width} of {start} px"
    assert_inside(layout, width, height)
    index = compact_index_bottom(layout.card_width)
    for step, face_up in steps(layout, state, 3):
        assert step >= 1
        if face_up:  # rank and suit whole, and a pointer target as tall as the index
            assert step >= index


def test_at_the_first_1366x768_window_the_cards_keep_nearly_all_their_width() -> None:
    width, height = FIRST_TABLES["1366x768"]
    start = start_width(width, height)
    assert start >= 90
    state, deck = spider({3: (5, 22)})
    assert compute_layout(width, height, state, deck=deck).card_width >= 0.95 * start
    # With suited runs in it (as in a real game), the column fits at the full size.
    state, deck = spider({3: (5, 22)}, suited=True)
    assert compute_layout(width, height, state, deck=deck).card_width == start


@pytest.mark.parametrize("name", FIRST_TABLES)
def test_long_columns_squeeze_in_stages_before_the_cards_shrink(name: str) -> None:
    width, height = FIRST_TABLES[name]
    start = start_width(width, height)
    widths = []
    for up in range(1, 60):
        state, deck = spider({3: (5, up)})
        layout = compute_layout(width, height, state, deck=deck)
        widths.append(layout.card_width)
        if layout.card_width < start:
            # Shrunk: so every stage is at its floor (face-down slivers, compact steps).
            ups = [s for s, face_up in steps(layout, state, 3) if face_up]
            # (a pixel's slack of the width step, a pixel of rounding)
            assert max(ups) <= compact_up(layout.card_width + 1) + 1
    assert widths == sorted(widths, reverse=True)
    assert widths[20] >= 0.85 * start


@pytest.mark.parametrize("name", FIRST_TABLES)
def test_suited_runs_squeeze_further_and_a_press_on_them_takes_the_stretch(name: str) -> None:
    width, height = FIRST_TABLES[name]
    plain, plain_deck = spider({3: (5, 36)})
    runs, run_deck = spider({3: (5, 36)}, suited=True)
    loose = compute_layout(width, height, plain, deck=plain_deck)
    tight = compute_layout(width, height, runs, deck=run_deck)
    assert tight.card_width >= loose.card_width
    assert_inside(tight, width, height)
    shape = column_shape(runs.columns[3], run_deck)
    assert shape.runs > 0
    squeezed = [cid for (cid, up), (step, _), run in zip(runs.columns[3],
                                                         steps(tight, runs, 3), shape.in_run,
                                                         strict=False)
                if up and run and step < compact_up(tight.card_width) - 1.0]
    assert squeezed or name == "portrait"  # (the tall view has room for the whole run)
    for card_id in squeezed:
        first = tight.grab[card_id]
        assert first in squeezed
        ids = tight.column_ids[3]
        assert ids.index(first) <= ids.index(card_id)
    assert set(tight.grab) == set(squeezed)
    assert all(tight.places[cid].face_up for cid in tight.grab), "face-down never grabbed"


@pytest.mark.parametrize("name", FIRST_TABLES)
def test_cards_at_the_compact_step_are_taken_themselves(name: str) -> None:
    width, height = FIRST_TABLES[name]
    for up in range(20, 45):
        state, deck = spider({3: (5, up)})
        assert compute_layout(width, height, state, deck=deck).grab == {}


def test_the_size_changes_only_when_it_must() -> None:
    width, height = FIRST_TABLES["1366x768"]
    start = start_width(width, height)
    sizes = [start]
    # A column grows card by card and shrinks back; the table's width follows with
    # hysteresis: it shrinks at once when the column no longer fits...
    for up in list(range(22, 40)) + list(range(40, 10, -1)):
        state, deck = spider({3: (5, up)})
        sizes.append(compute_layout(width, height, state, deck=deck,
                                    previous=sizes[-1]).card_width)
    growing, shrinking = sizes[:19], sizes[19:]
    assert growing == sorted(growing, reverse=True)
    assert shrinking == sorted(shrinking)
    assert sizes[-1] == start, "a short column has the full size back"
    # ... and a card moved back and forth at the limit never resizes the table.
    limit = next(up for up in range(22, 60)
                 if compute_layout(width, height, spider({3: (5, up)})[0],
                                   deck=spider({3: (5, up)})[1]).card_width < start)
    longer, deck = spider({3: (5, limit)})
    small = compute_layout(width, height, longer, deck=deck, previous=start).card_width
    shorter, deck = spider({3: (5, limit - 1)})
    assert compute_layout(width, height, shorter, deck=deck, previous=small).card_width == small
    assert compute_layout(width, height, longer, deck=deck, previous=small).card_width == small


@pytest.mark.parametrize("name", FIRST_TABLES)
def test_ten_columns_fill_the_width_even_when_the_height_limits_the_cards(name: str) -> None:
    width, height = FIRST_TABLES[name]
    for up in (1, 30, 40):
        state, deck = spider({3: (5, up)})
        layout = compute_layout(width, height, state, deck=deck)
        left = min(r.left() for r in layout.column_slots)
        right = max(layout.stock_rect.right(), max(r.right() for r in layout.column_slots))
        assert (right - left) / width >= 0.9, (up, left, right)


@pytest.mark.parametrize("size", [*FIRST_TABLES.values(), (800, 600), (1366, 768),
                                  (1920, 1080), (600, 800)])
def test_a_held_card_in_the_top_row_stays_on_the_table(size: tuple[int, int]) -> None:
    width, height = size
    state, deck = spider({3: (5, 8)})
    layout = compute_layout(width, height, state, deck=deck)
    lift = round(LIFT * layout.card_height)
    for slot in layout.column_slots:
        assert slot.top() - lift >= 2
    assert layout.stock_rect.top() - lift >= 2


@pytest.mark.parametrize("width", [40, 64, 69, 70, 93, 131, 200])
def test_the_compact_index_sits_in_the_strip_a_squeezed_card_shows(width: int) -> None:
    box = compact_index_box(width)
    assert box.top() > 0 and box.right() < width
    assert box.bottom() < compact_up(width), "the compact step shows the whole index"
    assert box.height() >= 0.12 * width
    assert card_height(width) > compact_up(width) * 4
