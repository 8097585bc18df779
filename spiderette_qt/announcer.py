"""Speaks the result of every action to assistive technology (and shows it in words).

The controller reports actions (actionDone) and refusals (ruleRefused); the announcer words
them (i18n.announce, in the current language) and hands the sentence on three ways:

- a QAccessibleAnnouncementEvent on the table view, which screen readers speak without
  moving focus (Qt 6.8+; pyproject asks for PySide6 6.11.3 or later);
- ``last_text`` for tests and for whoever wants to show it again;
- the ``announced`` signal, which the window shows in its status bar.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from spiderette_qt.engine import ActionRecord
from spiderette_qt.i18n import current_language
from spiderette_qt.i18n.announce import announce_record


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
        # Imported at the first announcement, not at start-up: QAccessible's first touch from
        # Python sets up its ~190 enum values, and nothing is announced before the first frame.
        from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent

        QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(self._widget, text))
        self.events_sent += 1


__all__ = ["Announcer"]
