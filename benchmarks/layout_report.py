"""Card width and column overlap for given view sizes and column lengths.

    python benchmarks/layout_report.py [WxH ...] [--game spider|spiderette] [--hidden N]
                                       [--lengths 6,13,20,27,35] [--suited]

For each view size (the table's own size: the window less its menu, tool and status bars)
it prints the planned card width, then for one long column of N cards (``--hidden`` face
down, the rest face up, every other column one card) the card width the layout gives, its
share of the start width, and the column's steps: face-down, face-up, and suited-run (with
``--suited`` the face-up cards form runs of one suit, so the last squeeze stage can apply).
No window is opened: ui.layout is pure geometry.
"""

from __future__ import annotations

import argparse
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from spiderette_qt.engine import TableState  # noqa: E402
from spiderette_qt.engine.cards import Card, Suit, full_deck  # noqa: E402
from spiderette_qt.engine.variants import VARIANTS  # noqa: E402
from spiderette_qt.table.column_fan import column_shape  # noqa: E402
from spiderette_qt.table.layout import compute_layout  # noqa: E402

#: The table's size in the first window on a 1366x768, 800x600, 1024x600, 1280x800 and
#: 1920x1080 screen (measured under Xvfb + openbox), and a portrait view.
DEFAULT_SIZES = ["1161x515", "798x444", "870x444", "1088x542", "1632x780", "700x1000"]


def _deck(variant_key: str, suited: bool) -> list[Card]:
    variant = VARIANTS[variant_key]
    if suited:  # every card a spade: face-up cards in rank order make one long run
        return [Card(13 - (i % 13), Suit.SPADES) for i in range(variant.deck_size)]
    return list(full_deck(4, variant.decks))


def long_column(variant_key: str, hidden: int, length: int, suited: bool
                ) -> tuple[TableState, list[Card]]:
    """Column 4 holds `length` cards (`hidden` face down), the others one card each."""
    variant = VARIANTS[variant_key]
    deck = _deck(variant_key, suited)
    ids = list(range(variant.deck_size))
    if not suited:
        # Alternate colours so no two face-up neighbours continue a run of one suit.
        reds = [i for i, c in enumerate(deck) if c.suit in (Suit.HEARTS, Suit.DIAMONDS)]
        blacks = [i for i, c in enumerate(deck) if c.suit not in (Suit.HEARTS, Suit.DIAMONDS)]
        ids = [x for pair in zip(reds, blacks, strict=False) for x in pair]
    it = iter(ids)
    columns = []
    for c in range(variant.columns):
        count = length if c == 3 else 1
        columns.append(tuple((next(it), i >= (hidden if c == 3 else 0)) for i in range(count)))
    return TableState(tuple(columns), tuple(it), ()), deck


def steps(layout, state: TableState, deck) -> str:  # type: ignore[no-untyped-def]
    column = state.columns[3]
    ys = [layout.places[cid].pos.y() for cid, _ in column]
    shape = column_shape(column, deck)
    down, up, run = [], [], []
    for i, ((_cid, face_up), a, b) in enumerate(zip(column, ys, ys[1:], strict=False)):
        (run if shape.in_run[i] else up if face_up else down).append(b - a)

    def fmt(values: list[float]) -> str:
        return f"{min(values):5.1f}" if values else "    -"
    return f"{fmt(down)} {fmt(up)} {fmt(run)}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sizes", nargs="*", default=DEFAULT_SIZES)
    parser.add_argument("--game", default="spider", choices=sorted(VARIANTS))
    parser.add_argument("--hidden", type=int, default=5)
    parser.add_argument("--lengths", default="6,13,20,27,35,45")
    parser.add_argument("--suited", action="store_true")
    args = parser.parse_args(argv)
    lengths = [int(n) for n in args.lengths.split(",")]
    print(f"{args.game}, one long column ({args.hidden} face down), "
          f"{'suited runs' if args.suited else 'no suited runs'}; steps are the smallest "
          "offsets in px: face-down, face-up, suited run")
    print(f"{'table':>10} {'start':>5} {'cards':>5} {'width':>5} {'share':>6} "
          f"{'down':>5} {'up':>5} {'run':>5}")
    for size in args.sizes:
        width, height = (int(v) for v in size.lower().split("x"))
        start_state, _ = long_column(args.game, min(args.hidden, 5), 6, args.suited)
        start = compute_layout(width, height, start_state).card_width
        for length in lengths:
            state, deck = long_column(args.game, args.hidden, length, args.suited)
            layout = compute_layout(width, height, state, deck=deck, previous=start)
            print(f"{size:>10} {start:5d} {length:5d} {layout.card_width:5d} "
                  f"{layout.card_width / start:6.0%} {steps(layout, state, deck)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
