"""after_first_paint: once, after the first paint, or at the deadline if nothing paints."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from spiderette_qt.window.deferred import after_first_paint


def test_the_work_runs_once_after_the_first_paint(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    runs = []
    after_first_paint(widget, lambda: runs.append("painted"), at_most_ms=400)
    assert runs == []  # not before the paint
    widget.show()
    qtbot.waitUntil(lambda: runs == ["painted"], timeout=2000)
    widget.update()
    qtbot.wait(600)  # a later paint and the deadline: nothing more
    assert runs == ["painted"]


def test_a_widget_that_never_paints_gets_its_work_at_the_deadline(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    runs = []
    after_first_paint(widget, lambda: runs.append("late"), at_most_ms=100)
    after_first_paint(widget, lambda: runs.append("never"))  # no deadline: waits for a paint
    qtbot.waitUntil(lambda: runs == ["late"], timeout=2000)
    qtbot.wait(200)
    assert runs == ["late"]
