"""How long the card painter takes: a cold render of the deck, and a cached lookup.

    QT_QPA_PLATFORM=offscreen python benchmarks/card_painter_bench.py

Prints figures; it asserts nothing (timings vary by machine).
"""

from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402

from spiderette_qt.engine.cards import Card, Suit  # noqa: E402
from spiderette_qt.table.card_painter import CardPainter  # noqa: E402
from spiderette_qt.table.fonts import load_bundled_fonts  # noqa: E402

DECK: list[Card | None] = [Card(rank, suit) for suit in Suit for rank in range(1, 14)]
DECK.append(None)  # the back


def cold_render(width: int, dpr: float) -> float:
    painter = CardPainter()
    start = time.perf_counter()
    for card in DECK:
        painter.pixmap(card, width, dpr)
    return time.perf_counter() - start


def cached_lookup(width: int, rounds: int = 200) -> float:
    painter = CardPainter()
    for card in DECK:
        painter.pixmap(card, width)
    start = time.perf_counter()
    for _ in range(rounds):
        for card in DECK:
            painter.pixmap(card, width)
    return (time.perf_counter() - start) / (rounds * len(DECK))


def main() -> int:
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    load_bundled_fonts()
    cold_render(100, 1.0)  # warm up glyph and suit-path caches, as a running app would have
    for width, dpr in ((100, 1.0), (100, 2.0), (60, 1.0), (160, 2.0)):
        seconds = cold_render(width, dpr)
        print(f"render {len(DECK)} images, width {width} dpr {dpr:g}: {seconds * 1000:7.1f} ms"
              f"  ({seconds * 1000 / len(DECK):.2f} ms each)")
    print(f"cached lookup: {cached_lookup(100) * 1e6:.2f} us")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
