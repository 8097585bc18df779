"""How the clock label and closed dialogs are exposed to a screen reader (issue 22).

With Orca on, Qt's AT-SPI bridge logged "Received text event for invalid interface" three
times a second (the clock was a rich-text label: its text document reports every change as
a text event, and a label has no text interface), and 577 "Could not find accessible on
path" lines when the shortcuts dialog closed (it was deleted at once while Orca still asked
about it and its table). Under a real Orca 43 (tests/a11y/orca_listen.sh) both now log 0.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication, QDialog

from spiderette_qt.window import accessibility


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
