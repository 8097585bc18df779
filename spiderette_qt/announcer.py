"""Speaks the result of every action to assistive technology (and shows it in words).

The controller reports actions (actionDone) and refusals (ruleRefused); the announcer words
them (i18n.announce, in the current language) and hands the sentence on three ways:

- a QAccessibleAnnouncementEvent on the table view (Qt 6.8+), which screen readers speak
  without moving focus; where that class is missing, the view's accessible description
  changes instead and a DescriptionChanged event is sent;
- ``last_text`` for tests and for whoever wants to show it again;
- the ``announced`` signal, which the window shows in its status bar.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent
from PySide6.QtWidgets import QWidget

from spiderette_qt.engine import ActionRecord
from spiderette_qt.i18n import current_language
from spiderette_qt.i18n.announce import announce_record

try:  # Qt 6.8+
    from PySide6.QtGui import QAccessibleAnnouncementEvent
except ImportError:  # pragma: no cover - older Qt
    QAccessibleAnnouncementEvent = None  # type: ignore[assignment,misc]


class Announcer(QObject):
    """Turns table events into spoken sentences on `widget` (the table view)."""

    announced = Signal(str)

    def __init__(self, widget: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._widget = widget
        self.last_text = ""
        # Kept so a test (or a debugging session) can see what reached assistive technology.
        self.events_sent = 0

    def announce(self, text: str, *, show: bool = True) -> None:
        """Say `text` now; `show` False keeps it out of the status bar (cursor steps)."""
        if not text:
            return
        self.last_text = text
        self._send(text)
        if show:
            self.announced.emit(text)

    def announce_action(self, record: ActionRecord, game: Any) -> None:
        """The words for an action the controller has just made on `game`."""
        if game is None:
            return
        text = announce_record(record, game.deck, game.table(), current_language(),
                               won=bool(game.is_won) and record.kind in ("move", "deal"))
        self.announce(text)

    def _send(self, text: str) -> None:
        widget = self._widget
        if QAccessibleAnnouncementEvent is not None:
            event: QAccessibleEvent = QAccessibleAnnouncementEvent(widget, text)
        else:  # pragma: no cover - older Qt: a description change is read out instead
            widget.setAccessibleDescription(text)
            event = QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged)
        QAccessible.updateAccessibility(event)
        self.events_sent += 1


__all__ = ["Announcer"]
