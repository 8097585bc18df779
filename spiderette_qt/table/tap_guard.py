"""A quick second tap on the same card or the stock is part of the first tap's action.

Players double-tap by habit, and a tap already acts (it deals, or sends a run on): without
this the second tap deals again, or sends on the card the first one uncovered. A mouse
double-click gets the same treatment from the view (its second click is not a second
action). The window is the platform's double-click interval; "the same" is the area the
first tap acted on (the stock, or the tapped card where it lay), judged on the events' own
timestamps, as Qt judges a double-click.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QGuiApplication


def double_tap_interval() -> int:
    """The platform's double-click interval in milliseconds."""
    return QGuiApplication.styleHints().mouseDoubleClickInterval()


class TapGuard:
    """Remembers where and when the last tap acted."""

    def __init__(self) -> None:
        self._last: tuple[int, QRectF] | None = None

    def acted(self, timestamp: int, area: QRectF) -> None:
        """A tap at ``timestamp`` (ms) acted on ``area`` (scene coordinates)."""
        self._last = (timestamp, QRectF(area))

    def repeats(self, timestamp: int, pos: QPointF) -> bool:
        """Is a tap at ``pos`` starting at ``timestamp`` the second tap of a double tap?"""
        last = self._last
        if last is None:
            return False
        when, area = last
        return 0 <= timestamp - when <= double_tap_interval() and area.contains(pos)

    def forget(self) -> None:
        """The next tap acts whatever came before (a new game, a key, the mouse)."""
        self._last = None
