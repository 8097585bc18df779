"""Follows the AT-SPI registry, so the announcer's second channel follows the screen reader.

The registry broadcasts EventListenerRegistered / EventListenerDeregistered whenever an
assistive technology starts or stops listening to an event: a screen reader started after
the game, restarted, or quit. Without following them the window asked only after its first
paint and at a focus-in, so an Orca 43 started after the game never heard a deal or an undo.
The watch is a second, non-blocking connection to the accessibility bus
(window/atspi_listeners speaks its wire protocol); its socket is read when Qt's event loop
sees data, and a burst of signals (a starting Orca registers some thirty events) becomes one
`listenersChanged` a moment after the last.

The registry also sends EventListenerDeregistered (with an empty event) whenever any client
leaves the bus, listener or not: each re-check's own short connection among them. Counting
those made a loop once a screen reader ran (re-check, its connection leaves, a signal, a
re-check 200 ms later: five a second, each one a blocking GetRegisteredEvents in Qt's
bridge and a "Subscription string not handled" line on stderr, with Orca 43 and 48 alike).
So a deregistration counts only for a bus name known to listen: one that was registered
when the watch started, or registered since.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

if TYPE_CHECKING:  # socket is imported after the first frame (tests/test_startup_first_frame)
    import socket

SETTLE_MS = 200


class ListenerWatch(QObject):
    """Emits listenersChanged after the registry's listener list changed."""

    listenersChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sock: socket.socket | None = None
        self._buffer = bytearray()
        self._notifier: QSocketNotifier | None = None
        self._listeners: set[str] = set()  # bus names known to listen to some event
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self.listenersChanged)

    @property
    def watching(self) -> bool:
        return self._sock is not None

    def start(self, address: str | None = None) -> bool:
        """Connect to the accessibility bus (`address`, else the desktop's); False when there
        is none or it cannot be reached (nothing to follow then)."""
        import struct

        from spiderette_qt.window.accessibility.atspi_listeners import (
            bus_address,
            registered_events,
            watch_listeners,
        )

        if self._sock is not None:
            return True
        address = address or bus_address()
        if not address:
            return False
        try:
            self._sock = watch_listeners(address)
        except (OSError, ValueError):
            return False
        try:  # asked after the watch listens, so no registration falls between the two
            self._listeners = {bus for bus, _event in registered_events(address)}
        except (OSError, ValueError, struct.error, IndexError):
            self._listeners = set()
        self._notifier = QSocketNotifier(self._sock.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._readable)
        return True

    def stop(self) -> None:
        if self._notifier is not None:
            self._notifier.setEnabled(False)
            self._notifier.deleteLater()
            self._notifier = None
        if self._sock is not None:
            self._sock.close()
            self._sock = None
        self._settle.stop()

    def _readable(self) -> None:
        import struct

        from spiderette_qt.window.accessibility.atspi_listeners import listener_signals

        if self._sock is None:
            return
        try:
            signals = listener_signals(self._sock, self._buffer)
        except (OSError, ValueError, IndexError, struct.error):
            self.stop()  # the bus went away: nothing more to follow
            return
        changed = [self._changes_listeners(*signal) for signal in signals]
        if any(changed):
            self._settle.start()

    def _changes_listeners(self, member: str, bus: str, event: str) -> bool:
        if member == "EventListenerRegistered":
            self._listeners.add(bus)
            return True
        if bus not in self._listeners:
            return False  # a client that never listened left the bus (our own checks too)
        if not event:
            self._listeners.discard(bus)  # it left: every event it listened to is gone
        return True


__all__ = ["ListenerWatch"]
