"""A message that does not fit the status row ends in "…", never cut mid-word (1024x600)."""

from __future__ import annotations

from PySide6.QtCore import QRect

from spiderette_qt.window.chrome import fit
from spiderette_qt.window.chrome.eliding_status_bar import ElidingStatusBar
from spiderette_qt.window.main_window import MainWindow

LONG = "4 cards moved to column 7; king of spades turned up; the table has one empty column"


def test_a_long_message_in_the_compact_status_row_is_elided_and_kept_whole(
        qtbot, settings, monkeypatch) -> None:
    monkeypatch.setattr(fit, "available_geometry", lambda _widget: QRect(0, 0, 1024, 600))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.started)
    bar = window.statusBar()
    assert isinstance(bar, ElidingStatusBar) and window.compact_chrome
    room = bar.message_room()
    assert 0 < room < window.status_panel.x()  # left of the panel in the same row
    bar.showMessage(LONG, 5000)
    shown = super(ElidingStatusBar, bar).currentMessage()  # what it draws
    assert shown.endswith("…") and LONG.startswith(shown[:-1])
    assert bar.fontMetrics().horizontalAdvance(shown) <= room
    assert bar.currentMessage() == LONG  # what the game said, whole
    assert bar.toolTip() == LONG
    bar.clearMessage()
    assert bar.currentMessage() == "" and bar.toolTip() == ""


def test_a_message_that_fits_is_shown_as_it_is(qtbot) -> None:
    bar = ElidingStatusBar()
    qtbot.addWidget(bar)
    bar.resize(900, 30)
    bar.show()
    qtbot.waitExposed(bar)
    bar.showMessage("Dealt", 1000)
    assert super(ElidingStatusBar, bar).currentMessage() == "Dealt"
    assert bar.currentMessage() == "Dealt" and bar.toolTip() == ""
