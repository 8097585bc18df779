"""Follows the AT-SPI registry, so the announcer's second channel follows the screen reader.

The registry broadcasts EventListenerRegistered / EventListenerDeregistered whenever an
assistive technology starts or stops listening to an event: a screen reader started after
the game, restarted, or quit. Without following them the window asked only after its first
paint and at a focus-in, so an Orca 43 started after the game never heard a deal or an undo
(issue 22). The watch is a second, non-blocking connection to the accessibility bus
(window/atspi_listeners speaks its wire protocol); its socket is read when Qt's event loop
sees data, and a burst of signals (a starting Orca registers some thirty events) becomes one
`listenersChanged` a moment after the last.
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
        from spiderette_qt.window.atspi_listeners import bus_address, watch_listeners

        if self._sock is not None:
            return True
        address = address or bus_address()
        if not address:
            return False
        try:
            self._sock = watch_listeners(address)
        except (OSError, ValueError):
            return False
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

        from spiderette_qt.window.atspi_listeners import listener_changes

        if self._sock is None:
            return
        try:
            changes = listener_changes(self._sock, self._buffer)
        except (OSError, ValueError, IndexError, struct.error):
            self.stop()  # the bus went away: nothing more to follow
            return
        if changes:
            self._settle.start()


__all__ = ["ListenerWatch"]
