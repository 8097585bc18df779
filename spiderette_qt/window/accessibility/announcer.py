"""Speaks the result of every action to assistive technology (and shows it in words).

The presenter reports actions (actionDone) and refusals (ruleRefused); the announcer words
them (i18n.announce, in the current language) and hands the one short sentence on:

- a QAccessibleAnnouncementEvent on the table view, which screen readers speak without
  moving focus (Qt 6.8+; Orca 45 and later, NVDA, VoiceOver);
- the second channel, for screen readers that never speak announcements (Orca before 45, on
  Debian 12 and Ubuntu 22.04): the focused table's accessible name becomes the sentence for
  a moment (until the next cursor step), which every Orca speaks. It is used only while
  ``second_channel`` is on, which the window sets when the desktop's screen reader listens to
  object events but not to announcements, so Orca 45+ hears each result once, not twice;
- ``last_text`` for tests, and the ``announced`` signal, which the window shows in its
  status bar.

Cursor steps are not announced: the keyboard tells where the cursor is through the table's
name alone (one channel each, so no screen reader says a step twice).
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
        self.second_channel = False

    def announce(self, text: str, *, show: bool = True) -> None:
        """Say `text` now; `show` False keeps it out of the status bar (Describe the Table
        shows its own, longer message there)."""
        if not text:
            return
        self.last_text = text
        self._send(text)
        if self.second_channel:
            self._name_channel(text)
        if show:
            self.announced.emit(text)

    def announce_action(self, record: ActionRecord, game: Any) -> None:
        """The words for an action the presenter has just made on `game`."""
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

    def _name_channel(self, text: str) -> None:
        # A name equal to the current one sends no event (and Orca skips a name it already
        # has): the same refusal twice in a row would be silent. A trailing space, toggled,
        # makes it a new name that sounds the same.
        if self._widget.accessibleName() == text:
            text += " "
        self._widget.setAccessibleName(text)


__all__ = ["Announcer"]
