"""Keys that reach a dialog after it closed go on to the window.

Why: the keyboard follows the window system's focus, not Qt's. A key pressed after the click
that closes a dialog (a New Game difficulty) but before the app has handled that click (the
app or the machine busy for a moment) is queued for the dialog, and delivered after the
click, to the closed dialog: Esc was its Cancel, so it did not leave full screen; a digit
chose nothing. Seen under Xvfb and openbox with xdotool (an Esc sent right behind the click
went to the hidden dialog's window). Such a key now goes where it would have gone a moment
later: the window's focus (the table), so Esc follows the table's order (a held run, the
spread column, the cursor, then full screen).

Shortcuts need nothing here: Qt matches them before the dialog sees the key, and a closed
dialog's window leaves the window's shortcuts in reach. A key is dropped, not forwarded,
while another dialog or a menu is open (the key must not answer a question it never saw).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog, QWidget

_KEYS = (QEvent.Type.KeyPress, QEvent.Type.KeyRelease)


class LateKeys(QObject):
    """Watches `dialog`'s window (its keys arrive there first) and, once the dialog is
    hidden, hands its key events to `window`'s."""

    def __init__(self, dialog: QDialog, window: QWidget) -> None:
        super().__init__(dialog)
        self._dialog = dialog
        self._window = window
        handle = dialog.windowHandle()
        if handle is not None:  # a dialog not shown yet has none: nothing reaches it either
            handle.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() not in _KEYS or self._dialog.isVisible():
            return False
        target = self._window.windowHandle()
        if (target is not None and self._window.isVisible()
                and QApplication.activeModalWidget() is None
                and QApplication.activePopupWidget() is None
                and isinstance(event, QKeyEvent)):
            QCoreApplication.sendEvent(target, QKeyEvent(
                event.type(), event.key(), event.modifiers(), event.nativeScanCode(),
                event.nativeVirtualKey(), event.nativeModifiers(), event.text(),
                event.isAutoRepeat(), event.count()))
        return True  # never the closed dialog's


def forward_late_keys(dialog: QDialog, window: QWidget) -> LateKeys:
    """Call once `dialog` is shown over `window`."""
    return LateKeys(dialog, window)


__all__ = ["LateKeys", "forward_late_keys"]
