"""The window's side of the session's Notifier: the status bar, the message bar, dialogs.

Dialogs are opened window-modal with open() (no nested event loop), so tests and the app
drive them the same way; `current` is the one open now (tests look at it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from spiderette_qt.session.notifier import MESSAGE_MS

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QMainWindow

    from spiderette_qt.window.chrome.message_bar import MessageBar


class WindowNotifier(QObject):
    """Shows what the session and the features ask for, over `window` (their parent)."""

    #: The dialog open over the window closed, and no other is open.
    dialogsClosed = Signal()

    def __init__(self, window: QMainWindow, message_bar: MessageBar) -> None:
        super().__init__(window)
        self.parent_widget = window
        self.message_bar = message_bar
        self.current: QDialog | None = None

    def status(self, text: str, ms: int = MESSAGE_MS) -> None:
        self.parent_widget.statusBar().showMessage(text, ms)

    def clear_status(self) -> None:
        self.parent_widget.statusBar().clearMessage()

    def message(self, text: str, details: str | None = None,
                button: tuple[str, Callable[[], None]] | None = None, *,
                warning: bool = True, for_game: bool = False) -> None:
        self.message_bar.show_message(text, details, button, warning=warning, for_game=for_game)

    def open(self, dialog: QDialog) -> None:
        """Show `dialog` window-modal without a nested event loop; it deletes itself a while
        after closing: a screen reader still asks about a closed dialog and its table (Qt
        logged 577 "Could not find accessible" lines after the shortcuts dialog)."""
        from spiderette_qt.window.accessibility.window_access import release_later
        from spiderette_qt.window.chrome.fit import fit_dialog

        self.current = dialog
        dialog.finished.connect(lambda _result: self._closed(dialog))
        release_later(dialog)
        fit_dialog(dialog)  # no taller than a 1024x600 screen, its buttons on it
        dialog.open()
        from spiderette_qt.window.late_keys import forward_late_keys

        forward_late_keys(dialog, self.parent_widget)  # a key pressed as it closes

    def _closed(self, dialog: QDialog) -> None:
        if self.current is dialog:
            self.current = None
            self.dialogsClosed.emit()


__all__ = ["WindowNotifier"]
