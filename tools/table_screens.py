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

from spiderette_qt.engine import Game  # noqa: E402
from spiderette_qt.table import durations  # noqa: E402
from spiderette_qt.table.presenter import TablePresenter  # noqa: E402


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


def late_game(variant: str = "spider", suits: int = 2, number: int = 31) -> Game:
    """A two-deck game late on: every deal made, with moves in between (placing runs where
    the double-click would), so nearly all the cards lie on the table in long columns."""
    game = Game.new(suits, number, variant=variant)
    rng = random.Random(11)
    while True:
        for _ in range(25):
            moves = [m for m in game.legal_moves()
                     if game.best_target(m.source, m.count) == m.target]
            if not moves:
                break
            m = rng.choice(moves)
            game.move(m.source, m.count, m.target)
        if not game.can_deal():
            break
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


def render(presenter: TablePresenter, width: int, height: int, dpr: float) -> QPixmap:
    presenter.view.resize(width, height)
    QApplication.processEvents()
    if dpr != 1.0:
        # Fetch card pixmaps at this DPR, as a HiDPI screen would.
        presenter.view.devicePixelRatioF = lambda: dpr  # type: ignore[method-assign]
        presenter.relayout()
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    presenter.view.render(painter, QRectF(0, 0, width, height),
                           presenter.view.viewport().rect())
    painter.end()
    if dpr != 1.0:
        del presenter.view.devicePixelRatioF
        presenter.relayout()
    return pixmap


GAMES = ("spiderette", "spider", "relaxed-spider")
WINDOW_SIZES = [(1366, 768), (800, 600), (3840, 2160), (1080, 1920)]


def window_shots(out: Path) -> None:
    """The whole window (menus, toolbar, table, status panel) for each game, at each size,
    at the start and late in a game: what a player sees, to judge the use of the window."""
    import tempfile

    from PySide6.QtCore import QSettings

    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.window.main_window import MainWindow

    folder = Path(tempfile.mkdtemp(prefix="table-screens-"))
    os.environ["XDG_DATA_HOME"] = str(folder / "data")  # never the player's own files
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
    settings = Settings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings)
    window.show()
    for variant in GAMES:
        positions = {"start": Game.new(4, 11, variant=variant),
                     "late": late_game(variant) if variant != "spiderette" else mid_game()}
        for name, game in positions.items():
            window.session.start_game(game)
            for width, height in WINDOW_SIZES:
                window.resize(width, height)
                for _ in range(3):
                    QApplication.processEvents()
                layout = window.presenter.scene.layout
                path = out / f"window-{variant}-{name}-{width}x{height}.png"
                window.grab().save(str(path))
                used = (max(layout.stock_rect.right(), layout.column_slots[-1].right())
                        - layout.column_slots[0].left()) / layout.width
                print(f"{path}  card {layout.card_width}x{layout.card_height}, "
                      f"cards span {used:.0%} of the table width")
    window.close()


def main(argv: list[str]) -> int:
    out = Path(argv[1] if len(argv) > 1 else "table-screens")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([])
    durations.set_speed("off")
    window_shots(out)
    presenter = TablePresenter()
    presenter.view.show()
    positions = {"start": Game.new(4, 11), "mid": mid_game(), "long": long_column_game(),
                 "spider-late": late_game()}
    for name, game in positions.items():
        presenter.new_game(game)
        for width, height in [(800, 600), (1920, 1080)]:
            for dpr in (1.0, 2.0):
                pixmap = render(presenter, width, height, dpr)
                path = out / f"table-{name}-{width}x{height}@{int(dpr)}x.png"
                pixmap.save(str(path))
                print(path)
    # Columns far longer than play usually makes, drawn from hand-made TableStates: the
    # layout must fit them in the smallest window with every face-up index readable.
    from spiderette_qt.engine import TableState

    for variant, hidden, up in (("spiderette", 6, 19), ("spider", 5, 30)):
        game = Game.new(4, 11, variant=variant)
        presenter.new_game(game)
        n_columns, deck = game.variant.columns, game.variant.deck_size
        for width, height in [(800, 600), (1920, 1080)]:
            presenter.view.resize(width, height)
            app.processEvents()
            ids = iter(range(deck))
            columns = [tuple((next(ids), c != 3 or i >= hidden)
                             for i in range(hidden + up if c == 3 else 2))
                       for c in range(n_columns)]
            rest = tuple(ids)
            state = TableState(tuple(columns), rest[13:], (rest[:13],))
            presenter._adopt_layout(state)
            presenter._settle(0)
            path = out / f"table-synthetic-{variant}-{hidden + up}-{width}x{height}@1x.png"
            presenter.view.grab().save(str(path))
            print(path)

    # A refusal banner, and a drag with highlights, at 1280x800.
    presenter.new_game(mid_game())
    presenter.view.resize(1280, 800)
    app.processEvents()
    presenter.deal() if not presenter.game.can_deal() else presenter.undo()
    presenter.scene.show_message("A card goes only on a card exactly one rank higher")
    layout = presenter.scene.layout
    column = max(range(len(layout.column_ids)), key=lambda c: len(layout.column_ids[c]))
    ids = layout.column_ids[column]
    if ids:
        lifted = presenter.lift(ids[-1])
        if lifted:
            start = presenter.view.mapFromScene(presenter.scene.cards[ids[-1]].pos())
            start += QPoint(20, 10)
            view = presenter.view
            view._pointer_down(view.mapToScene(start), False)
            view._pointer_moved(view.mapToScene(start + QPoint(-60, 80)))
            view._pointer_moved(view.mapToScene(start + QPoint(-120, 160)))
    pixmap = presenter.view.grab()
    path = out / "table-drag-banner-1280x800@1x.png"
    pixmap.save(str(path))
    print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
