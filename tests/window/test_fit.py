"""The window fits the screen it opens on (issue 13): size, minimum, compact chrome.

The screen is faked: fit.available_geometry is what the window asks, so every screen size can
be tried in one offscreen run.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSize

from spiderette_qt.window.chrome import fit
from spiderette_qt.window.main_window import MainWindow

SCREENS = {
    "full-hd": QRect(0, 0, 1920, 1040),
    "full-hd-scale-2": QRect(0, 0, 960, 520),  # logical pixels
    "laptop-768": QRect(0, 0, 1366, 740),
    "netbook-600": QRect(0, 0, 1024, 600),
    "svga": QRect(0, 0, 800, 600),
}


@pytest.mark.parametrize("name", list(SCREENS))
def test_first_size_fits_the_available_screen(name) -> None:
    available = SCREENS[name]
    size = fit.first_size(available)
    assert size.width() <= available.width() and size.height() <= available.height()
    least = fit.minimum_size(available)
    assert size.width() >= least.width() and size.height() >= least.height()
    assert least.width() <= 640 and least.height() <= 480


def test_a_big_screen_gets_most_of_it_not_all() -> None:
    assert fit.first_size(QRect(0, 0, 1920, 1040)) == QSize(1632, 884)


def test_a_restored_window_from_a_bigger_screen_is_shrunk_onto_this_one() -> None:
    available = QRect(0, 0, 1024, 600)
    frame = fit.fitted(QRect(300, 200, 2048, 1440), available)
    assert available.contains(frame)


def _window(qtbot, settings, monkeypatch, available: QRect) -> MainWindow:
    monkeypatch.setattr(fit, "available_geometry", lambda _widget: available)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    return window


def test_the_first_window_on_a_1024x600_screen_fits_with_compact_chrome(
        qtbot, settings, monkeypatch) -> None:
    available = SCREENS["netbook-600"]
    window = _window(qtbot, settings, monkeypatch, available)
    assert available.contains(window.geometry())
    assert window.minimumWidth() <= available.width()
    assert window.compact_chrome
    # The toolbar shares the menu bar's row; the status panel shares the status bar's.
    assert window.menuBar().cornerWidget() is window.toolbar
    assert window.status_panel.parent() is window.statusBar()
    window.show()
    qtbot.waitExposed(window)
    assert window.toolbar.isVisible() and window.status_panel.isVisible()
    assert window.toolbar.widgetForAction(window.window_actions.undo) is not None


def test_on_a_1024x600_screen_the_hint_button_shows_when_hints_are_switched_on(
        qtbot, settings, monkeypatch) -> None:
    window = _window(qtbot, settings, monkeypatch, SCREENS["netbook-600"])
    window.show()
    qtbot.waitExposed(window)
    toolbar, actions = window.toolbar, window.solver.actions
    narrow = toolbar.width()
    actions.hints.setChecked(True)
    # it was left behind the toolbar's clipped extension arrow until the next start
    qtbot.waitUntil(lambda: toolbar.widgetForAction(actions.hint).isVisible(), timeout=3000)
    assert toolbar.width() == toolbar.sizeHint().width() > narrow
    assert window.menuBar().rect().contains(toolbar.geometry())
    actions.hints.setChecked(False)
    qtbot.waitUntil(lambda: toolbar.width() == narrow, timeout=3000)


def test_a_large_screen_keeps_the_full_chrome(qtbot, settings, monkeypatch) -> None:
    window = _window(qtbot, settings, monkeypatch, SCREENS["full-hd"])
    assert not window.compact_chrome
    assert window.menuBar().cornerWidget() is not window.toolbar
    assert window.status_panel.parent() is window.centralWidget()
    assert window.size() == QSize(1632, 884)


def test_saved_geometry_from_a_larger_screen_comes_back_fitted(qtbot, settings,
                                                               monkeypatch) -> None:
    big = _window(qtbot, settings, monkeypatch, SCREENS["full-hd"])
    big.resize(1800, 1000)
    settings.geometry = big.saveGeometry()
    small = _window(qtbot, settings, monkeypatch, SCREENS["netbook-600"])
    assert small.width() <= 1024 and small.height() <= 600


def test_a_frame_that_sticks_out_gives_the_window_that_much_less() -> None:
    available = QRect(0, 0, 800, 600)
    inner = QRect(1, 30, 800, 510)        # the whole width, as on a narrow screen
    frame = QRect(0, 0, 802, 541)         # 1 px borders, a 29 px title bar
    inside = fit.inside_with_frame(inner, frame, available)
    assert inside == QRect(1, 30, 798, 510)
    outer = inside.adjusted(-1, -30, 1, 1)
    assert available.contains(outer)
    # A frame on the screen already: nothing to do; a "frame" inside the window: not a frame.
    assert fit.inside_with_frame(inside, outer, available) is None
    assert fit.inside_with_frame(QRect(5, 5, 10, 10), QRect(0, 0, 4, 4), available) is None
    # No borders known (yet, or offscreen): the size was fitted when it was set.
    assert fit.inside_with_frame(QRect(0, 0, 900, 500), QRect(0, 0, 900, 500),
                                 available) is None


def test_the_window_shrinks_by_its_borders_once_they_are_known(qtbot, settings,
                                                               monkeypatch) -> None:
    available = SCREENS["svga"]
    window = _window(qtbot, settings, monkeypatch, available)
    assert window.width() == 800  # a narrow screen's whole width
    window.show()
    qtbot.waitExposed(window)
    # Offscreen there is no window manager: give the window openbox's borders.
    monkeypatch.setattr(window, "frameGeometry",
                        lambda: window.geometry().adjusted(-1, -29, 1, 1))
    window._after_first_paint()
    assert available.contains(window.frameGeometry())
    assert window.width() == 798
