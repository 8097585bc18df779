"""The clock stands while a dialog blocks the window (the Restart question, the Save dialog):
it ran on while they were open, counting time nobody played."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox


def test_the_clock_stands_while_a_modal_question_is_open(window, qtbot, monkeypatch) -> None:
    now = [1000.0]
    clock = window.session.clock
    monkeypatch.setattr(clock, "_now", lambda: now[0])
    window.session.reset_clock()
    window.presenter.deal()  # the game is under way: the clock runs
    assert clock.ticking
    seen = []

    def while_open() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        start = clock.elapsed_ms
        now[0] += 60.0  # a minute with the question open
        seen.append(clock.elapsed_ms - start)
        box.button(QMessageBox.StandardButton.No).click()

    QTimer.singleShot(0, while_open)
    window.choices.restart_deal()  # asks: a move was made
    assert seen == [0]
    now[0] += 5.0
    assert clock.ticking  # back to counting once the question is gone
