"""Render the whole deck and the back into PNG sheets on a green table, to look at the art.

    QT_QPA_PLATFORM=offscreen python tools/card_sheet.py [--out /tmp]

Writes cards_60.png, cards_100.png, cards_160.png, cards_100_dpr2.png and
cards_100_four.png (four-colour deck): 4 rows of 13 cards and the back.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from spiderette_qt.engine.cards import Card, Suit  # noqa: E402
from spiderette_qt.table.card_painter import CardPainter, card_height  # noqa: E402
from spiderette_qt.table.fonts import load_bundled_fonts  # noqa: E402

TABLE = QColor("#1F6B3A")
SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


def render_sheet(painter_: CardPainter, width: int, dpr: float, path: Path) -> None:
    gap = max(6, width // 10)
    height = card_height(width)
    cols = 14  # 13 ranks, then the back in the first row
    sheet_w = gap + cols * (width + gap)
    sheet_h = gap + len(SUIT_ROWS) * (height + gap)
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(TABLE)
    p = QPainter(image)
    for row, suit in enumerate(SUIT_ROWS):
        y = gap + row * (height + gap)
        for rank in range(1, 14):
            x = gap + (rank - 1) * (width + gap)
            p.drawPixmap(QPointF(x, y), painter_.pixmap(Card(rank, suit), width, dpr))
        if row == 0:
            p.drawPixmap(QPointF(gap + 13 * (width + gap), y), painter_.pixmap(None, width, dpr))
    p.end()
    if not image.save(str(path)):
        raise OSError(f"could not write {path}")
    print(path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp"), help="folder for the PNGs")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # kept alive to the end
    load_bundled_fonts()
    args.out.mkdir(parents=True, exist_ok=True)
    cards = CardPainter()
    for width in (60, 100, 160):
        render_sheet(cards, width, 1.0, args.out / f"cards_{width}.png")
    render_sheet(cards, 100, 2.0, args.out / "cards_100_dpr2.png")
    cards.set_four_colour(True)
    render_sheet(cards, 100, 1.0, args.out / "cards_100_four.png")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
