"""A long column's face-up and suited-run steps in px and mm, without and with the fingertip
floor (table.finger), and the step of its movable run spread open for a pick (table.spread).

    python benchmarks/finger_steps.py [WxH ...] [--dpi 112] [--length 30]

The column: 5 face down, then plain face-up cards (no two continue a run of one suit), then
a king-to-ace run of one suit; every other Spider column 5 face down and 1 face up. The
sizes are the table's own (the first window on a 1366x768 and a 1024x600 screen, measured
under Xvfb with openbox, and the window maximized there). No window is opened: pure
geometry at the given physical dpi (a 14-inch 1366x768 laptop is about 112 dpi).
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from spiderette_qt.engine import TableState  # noqa: E402
from spiderette_qt.engine.cards import RANK_LETTERS, Card, Suit  # noqa: E402
from spiderette_qt.engine.variants import VARIANTS  # noqa: E402
from spiderette_qt.table.column_fan import column_shape  # noqa: E402
from spiderette_qt.table.finger import FINGER_MM, MM_PER_INCH  # noqa: E402
from spiderette_qt.table.layout import Layout, compute_layout  # noqa: E402
from spiderette_qt.table.spread import spread_places  # noqa: E402

DEFAULT_SIZES = ["1161x515", "1366x619", "870x444", "1024x451"]
HIDDEN = 5
RUN = len(RANK_LETTERS)


def long_column(length: int) -> tuple[TableState, list[Card]]:
    """Column 1 as the module docstring says; the deck is made to fit the table."""
    variant = VARIANTS["spider"]
    plain = length - HIDDEN - RUN
    deck: list[Card] = []
    column: list[tuple[int, bool]] = []
    suits = [Suit.HEARTS, Suit.CLUBS]
    for i in range(HIDDEN + plain):  # alternate colours, falling ranks: never a suited run
        column.append((len(deck), i >= HIDDEN))
        deck.append(Card(13 - (i % 13), suits[i % 2]))
    for rank in range(RUN, 0, -1):
        column.append((len(deck), True))
        deck.append(Card(rank, Suit.SPADES))
    columns = [tuple(column)]
    for _ in range(variant.columns - 1):
        columns.append(tuple((len(deck) + i, i >= HIDDEN) for i in range(HIDDEN + 1)
                             if deck.append(Card(1 + i, Suit.DIAMONDS)) is None))
    stock = []
    while len(deck) < variant.deck_size:
        stock.append(len(deck))
        deck.append(Card(2, Suit.DIAMONDS))
    return TableState(tuple(columns), tuple(stock), ()), deck


def steps(layout: Layout, state: TableState, deck: list[Card]) -> tuple[float, float]:
    """(smallest face-up step outside runs, smallest step inside the suited run) in px."""
    column = state.columns[0]
    ys = [layout.places[cid].pos.y() for cid, _ in column]
    shape = column_shape(column, deck)
    up, run = [], []
    for i, ((_cid, face_up), a, b) in enumerate(zip(column, ys, ys[1:], strict=False)):
        if face_up:
            (run if shape.in_run[i] else up).append(b - a)
    return min(up), min(run)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sizes", nargs="*", default=DEFAULT_SIZES)
    parser.add_argument("--dpi", type=float, default=112.0)
    parser.add_argument("--length", type=int, default=30)
    args = parser.parse_args(argv)
    mm = MM_PER_INCH / args.dpi
    finger = FINGER_MM / mm
    state, deck = long_column(args.length)
    print(f"{args.length}-card column ({HIDDEN} down, {args.length - HIDDEN - RUN} plain up, "
          f"a {RUN}-card suited run) at {args.dpi:g} dpi; a fingertip ({FINGER_MM:g} mm) is "
          f"{finger:.1f} px")
    print(f"{'table':>9} {'cards':>5}  {'before: up':>16} {'run':>14}  {'after: up':>16} "
          f"{'run':>14}  {'spread run':>16}")
    for size in args.sizes:
        width, height = (int(v) for v in size.lower().split("x"))
        before = compute_layout(width, height, state, deck=deck)
        after = compute_layout(width, height, state, deck=deck, finger=finger)
        assert before.card_width == after.card_width  # the card size never depends on it
        up0, run0 = steps(before, state, deck)
        up1, run1 = steps(after, state, deck)
        spread = spread_places(after, 0, RUN)
        ys = sorted(p.y() for p in spread.values())
        opened = min(b - a for a, b in zip(ys, ys[1:], strict=False))

        def both(px: float) -> str:
            return f"{px:5.1f} px {px * mm:4.1f} mm"
        print(f"{size:>9} {after.card_width:5d}  {both(up0):>16} {both(run0):>14}  "
              f"{both(up1):>16} {both(run1):>14}  {both(opened):>16}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
