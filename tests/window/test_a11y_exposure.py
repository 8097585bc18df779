"""How the clock label and closed dialogs are exposed to a screen reader (issue 22).

With Orca on, Qt's AT-SPI bridge logged "Received text event for invalid interface" three
times a second (the clock was a rich-text label: its text document reports every change as
a text event, and a label has no text interface), and 577 "Could not find accessible on
path" lines when the shortcuts dialog closed (it was deleted at once while Orca still asked
about it and its table). Under a real Orca 43 (tests/window/accessibility/orca_listen.sh)
both now log 0.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QDialog

from spiderette_qt.window.accessibility import window_access as accessibility


def test_the_clock_is_plain_text_with_no_text_document(window) -> None:
    label = window.status_panel.time_label
    window.status_panel.set_time("1:05")
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert label.text() == "Time: 1:05"
    # A rich-text QLabel owns a text control and document: the source of the text events.
    assert label.findChildren(QTextDocument) == [] and label.findChildren(QObject) == []
    assert label.sizeHint().width() > label.fontMetrics().horizontalAdvance("Time: 1:05") - 2
    image = label.grab().toImage()
    inked = [x for x in range(image.width()) for y in range(image.height())
             if image.pixelColor(x, y).lightness() < 128]
    assert inked, "the label paints its text"


def test_a_closed_dialog_lives_on_for_the_screen_reader_then_goes(window, monkeypatch,
                                                                   qtbot) -> None:
    monkeypatch.setattr(accessibility, "RELEASE_MS", 0)
    window.show_shortcuts()
    dialog = window.current_dialog
    assert isinstance(dialog, QDialog)
    assert not dialog.testAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.reject()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert shiboken6.isValid(dialog)  # not deleted at the close itself
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog))
    assert QApplication.activeModalWidget() is None


def test_the_counters_are_plain_text_too(window) -> None:
    """Score, moves, deals and sequences change with every action: the same text events."""
    panel = window.status_panel
    panel.set_score(499)
    panel.set_removed(1)
    for label in (panel.score_label, panel.moves_label, panel.deals_label,
                  panel.removed_label):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
        assert "<" not in label.text(), label.text()
        assert label.findChildren(QTextDocument) == [] and label.findChildren(QObject) == []
    assert panel.score_label.text() == "Score: 499"
    assert panel.removed_label.value.startswith("1")
