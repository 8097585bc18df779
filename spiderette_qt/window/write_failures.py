"""Tell the player at once when a save written off the GUI thread failed.

The window's stores write on the background writer (persistence/background_writer.py), so
a failed write is known only a few milliseconds after the action, on the writer thread.
The window's own check after each action (last_error) would see it only at the next
action; this relay brings it to the GUI thread through a queued signal and shows it in
the status bar as that check does (save_error_text: the cause in the player's language).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from spiderette_qt.persistence import SaveStore, StatisticsStore

MESSAGE_MS = 6000  # as long as the window's other status bar messages


class WriteFailureRelay(QObject):
    """A child of the window; emitted on the writer thread, shown on the window's thread."""

    failed = Signal(object)

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.failed.connect(self._show)

    def _show(self, error: object) -> None:
        from spiderette_qt.session.file_problems import save_error_text

        if isinstance(error, OSError):
            self._window.statusBar().showMessage(save_error_text(error), MESSAGE_MS)

    def emit_failure(self, error: OSError) -> None:
        try:
            self.failed.emit(error)
        except RuntimeError:  # the window is gone (its C++ side deleted): nobody to tell
            pass


def tell_write_failures(window: QMainWindow, *stores: SaveStore | StatisticsStore) -> None:
    """Show in window's status bar each failed background write of these stores."""
    relay = WriteFailureRelay(window)
    for store in stores:
        store.on_write_failure(relay.emit_failure)
