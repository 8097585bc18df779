"""The window keeps its card images for the next start, and the next start reads them."""

from __future__ import annotations

from pathlib import Path

import pytest

from spiderette_qt.window import main_window
from spiderette_qt.window.main_window import MainWindow


def _card_files() -> list[Path]:
    from spiderette_qt.platform.user_folders import user_cache_path

    return list((user_cache_path() / "cards").rglob("*.card"))


def test_the_next_start_draws_no_card_of_its_first_frame(
        qtbot, settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(main_window, "CARD_CACHE_AFTER_MS", 0)
    first = MainWindow(settings, resume=True)
    qtbot.addWidget(first)
    # Smaller than the test screen: a window as wide as the screen does not keep its width
    # over a restart here (its frame is wider than the screen), so its cards would differ.
    first.resize(700, 560)
    first.show()
    qtbot.waitExposed(first)
    # The very first start draws its cards (when they are first painted).
    qtbot.waitUntil(lambda: first.presenter.painter.render_count > 0)
    qtbot.waitUntil(lambda: len(_card_files()) == 53, timeout=10000)
    table = first.view.grab().toImage()
    first.close()

    second = MainWindow(settings, resume=True)  # the next launch: the same game, resumed
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    # The same table, pixel for pixel: the kept cards are the drawn ones, in their places;
    # painted (a card item fetches its image when painted), and not one card drawn.
    assert second.view.grab().toImage() == table
    assert second.presenter.painter.render_count == 0
