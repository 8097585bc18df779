"""Render the table to PNGs for a look: sizes x device-pixel ratios x positions.

    python tools/table_screens.py [out_dir]

Runs offscreen. DPR 2 is rendered by painting the view into a QPixmap whose device-pixel ratio
is 2 (the cards are fetched from the painter at DPR 2, exactly as on a HiDPI screen).
"""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, QRectF  # noqa: E402
from PySide6.QtGui import QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from spiderette_qt.controller import Controller  # noqa: E402
from spiderette_qt.engine import Game  # noqa: E402
from spiderette_qt.ui import durations  # noqa: E402


def mid_game(suits: int = 2) -> Game:
    """A reproducible game after a few deals and moves, with a sequence removed if we can."""
    game = Game.new(suits, 4242)
    rng = random.Random(5)
    for _ in range(60):
        moves = [m for m in game.legal_moves()
                 if game.best_target(m.source, m.count) == m.target]
        if moves and rng.random() < 0.8:
            m = rng.choice(moves)
            game.move(m.source, m.count, m.target)
        elif game.can_deal():
            game.deal()
    return game


def long_column_game() -> Game:
    """A one-suit game where one column grows long (mixed runs stacked by moves)."""
    game = Game.new(1, 77)
    rng = random.Random(3)
    for _ in range(200):
        if game.can_deal() and rng.random() < 0.1:
            game.deal()
            continue
        moves = game.legal_moves()
        if not moves:
            break
        # Prefer moves that make the longest column longer.
        lengths = [len(c.hidden_ids) + len(c.visible_ids) for c in game.columns]
        moves.sort(key=lambda m: -lengths[m.target])
        m = moves[0] if rng.random() < 0.7 else rng.choice(moves)
        game.move(m.source, m.count, m.target)
    return game


def render(controller: Controller, width: int, height: int, dpr: float) -> QPixmap:
    controller.view.resize(width, height)
    QApplication.processEvents()
    if dpr != 1.0:
        # Fetch card pixmaps at this DPR, as a HiDPI screen would.
        controller.view.devicePixelRatioF = lambda: dpr  # type: ignore[method-assign]
        controller.relayout()
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    controller.view.render(painter, QRectF(0, 0, width, height),
                           controller.view.viewport().rect())
    painter.end()
    if dpr != 1.0:
        del controller.view.devicePixelRatioF
        controller.relayout()
    return pixmap


def main(argv: list[str]) -> int:
    out = Path(argv[1] if len(argv) > 1 else "table-screens")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    durations.set_speed("off")
    controller = Controller()
    controller.view.show()
    positions = {"start": Game.new(4, 11), "mid": mid_game(), "long": long_column_game()}
    for name, game in positions.items():
        controller.new_game(game)
        for width, height in [(800, 600), (1920, 1080)]:
            for dpr in (1.0, 2.0):
                pixmap = render(controller, width, height, dpr)
                path = out / f"table-{name}-{width}x{height}@{int(dpr)}x.png"
                pixmap.save(str(path))
                print(path)
    # A column far longer than play usually makes (6 hidden + 19 open), drawn from a
    # hand-made TableState: the layout must still fit it in the smallest window.
    from spiderette_qt.engine import TableState

    controller.new_game(Game.new(4, 11))
    for width, height in [(800, 600), (1920, 1080)]:
        controller.view.resize(width, height)
        app.processEvents()
        ids = iter(range(52))
        columns = [tuple((next(ids), c != 3 or i >= 6) for i in range(25 if c == 3 else 2))
                   for c in range(7)]
        rest = tuple(ids)
        state = TableState(tuple(columns), rest[13:], (rest[:13],))
        controller._adopt_layout(state)
        controller._settle(0)
        path = out / f"table-synthetic25-{width}x{height}@1x.png"
        controller.view.grab().save(str(path))
        print(path)

    # A refusal banner, and a drag with highlights, at 1280x800.
    controller.new_game(mid_game())
    controller.view.resize(1280, 800)
    app.processEvents()
    controller.deal() if not controller.game.can_deal() else controller.undo()
    controller.scene.show_message("A card goes only on a card exactly one rank higher")
    layout = controller.scene.layout
    column = max(range(7), key=lambda c: len(layout.column_ids[c]))
    ids = layout.column_ids[column]
    if ids:
        lifted = controller.lift(ids[-1])
        if lifted:
            start = controller.view.mapFromScene(controller.scene.cards[ids[-1]].pos())
            start += QPoint(20, 10)
            view = controller.view
            view._pointer_down(view.mapToScene(start), False)
            view._pointer_moved(view.mapToScene(start + QPoint(-60, 80)))
            view._pointer_moved(view.mapToScene(start + QPoint(-120, 160)))
    pixmap = controller.view.grab()
    path = out / "table-drag-banner-1280x800@1x.png"
    pixmap.save(str(path))
    print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
