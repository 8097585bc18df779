"""How long one frame of the table costs: full-table renders, at rest and during a deal.

    python benchmarks/frame_bench.py [repetitions] [game]

Prints the median and 90th percentile of rendering the whole scene (1920x1080) into a QImage
at device-pixel ratio 1 and 2, then the same while a deal animation is running. `game` is
"spiderette" (a mid-game table, the default) or "spider" / "relaxed-spider": a late-game
two-deck table, all five deals made, nearly all 104 cards on the table in long columns. The
target is under 4 ms per frame: cards are cached pixmaps and the felt is a cached background,
so a frame should be blits only.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QImage, QPainter  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))

from table_screens import late_game, mid_game  # noqa: E402

from spiderette_qt.table import durations  # noqa: E402
from spiderette_qt.table.presenter import TablePresenter  # noqa: E402

WIDTH, HEIGHT = 1920, 1080


#: CPU time of each frame, beside the wall time: the raster engine paints on this thread, so
#: CPU time is the frame's own cost even when other processes share the cores (wall time
#: then includes the waits for a core).
_cpu: list[float] = []


def render_once(presenter: TablePresenter, image: QImage) -> float:
    started = time.perf_counter()
    cpu = time.thread_time()
    painter = QPainter(image)
    presenter.scene.render(painter, QRectF(0, 0, WIDTH, HEIGHT), QRectF(0, 0, WIDTH, HEIGHT))
    painter.end()
    _cpu.append((time.thread_time() - cpu) * 1000)
    return (time.perf_counter() - started) * 1000


def figures(samples: list[float]) -> str:
    samples = sorted(samples)
    p90 = samples[int(len(samples) * 0.9) - 1]
    cpu = sorted(_cpu[-len(samples):])
    cpu_p90 = cpu[int(len(cpu) * 0.9) - 1]
    _cpu.clear()
    return (f"wall median {statistics.median(samples):.2f} ms, p90 {p90:.2f} ms; "
            f"CPU median {statistics.median(cpu):.2f} ms, p90 {cpu_p90:.2f} ms "
            f"({len(samples)} frames)")


def _arguments(argv: list[str]) -> tuple[int, str]:
    """(repetitions, game) from the command line; exits with the usage on anything else."""
    import argparse

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("repetitions", nargs="?", type=int, default=200)
    parser.add_argument("game", nargs="?", default="spiderette",
                        choices=("spiderette", "spider", "relaxed-spider"))
    args = parser.parse_args(argv[1:])
    if args.repetitions < 1:
        parser.error("repetitions must be at least 1")
    return args.repetitions, args.game


def main(argv: list[str]) -> int:
    repetitions, variant = _arguments(argv)
    app = QApplication.instance() or QApplication([])
    presenter = TablePresenter()
    presenter.view.resize(WIDTH, HEIGHT)
    presenter.view.show()
    app.processEvents()
    for dpr in (1.0, 2.0):
        durations.set_speed("off")
        presenter.view.devicePixelRatioF = lambda d=dpr: d  # type: ignore[method-assign]
        game = mid_game() if variant == "spiderette" else late_game(variant)
        presenter.new_game(game)
        if dpr == 1.0:
            state = game.table()
            on_table = sum(len(column) for column in state.columns)
            longest = max(len(column) for column in state.columns)
            print(f"{game.code}: {on_table} of {game.variant.deck_size} cards on the table, "
                  f"longest column {longest}, card width {presenter.scene.layout.card_width}")
        image = QImage(round(WIDTH * dpr), round(HEIGHT * dpr),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        render_once(presenter, image)  # warm the caches
        _cpu.clear()
        rest = [render_once(presenter, image) for _ in range(repetitions)]
        print(f"table at rest, {WIDTH}x{HEIGHT} DPR {dpr:g}: {figures(rest)}")

        # During deals: undo back to a position where a deal is possible, then render frames
        # while the cards fly (time advances between frames through the event loop).
        durations.set_speed("normal")
        moving: list[float] = []
        deals = 0
        while len(moving) < repetitions and deals < 40:
            if not presenter.game.can_deal():
                if not presenter.game.can_undo:
                    break
                presenter.undo()
                presenter.finish_animations()
                continue
            presenter.deal()
            deals += 1
            while not presenter.idle and len(moving) < repetitions:
                app.processEvents()
                moving.append(render_once(presenter, image))
            presenter.undo()
            presenter.finish_animations()
        if moving:
            print(f"during a deal animation, DPR {dpr:g}: {figures(moving)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
