"""The table takes the keys back whenever the window is active and no dialog is open.

Keyboard play (digits, arrows, Enter, Esc) reaches the table only while its view has the
focus. After a dialog closes Qt gives the focus back to whatever had it before (the status
panel's Copy button, a toolbar button after a language switch), and the table went deaf to
its keys until a click on it, while the window's shortcuts (H) still worked. So when a dialog
closes, the window is activated or the language changes, the focus goes back to the table,
unless a text field of the window has it (the player is typing there).

The menu bar is the other widget that kept the keys: closing a menu with Esc (or tapping Alt)
gives it the focus to walk the menus, and a dialog opened from there (Ctrl+N) hands the focus
back to it when it closes, no title highlighted. The move to the table waits for the event at
hand, so a key already queued (Esc pressed as the New Game dialog closed, on a busy first
Spider table) went to the idle menu bar, which takes every Esc: full screen stayed. So the
moment an idle menu bar gets the focus, the table takes it back at once; a menu bar with a
title highlighted (the player walking the menus) keeps it, and its Esc comes first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QWidget

    from spiderette_qt.window.notifier import WindowNotifier


class TableFocus(QObject):
    """Gives `table` the focus back at the moments above."""

    def __init__(self, window: QMainWindow, table: QWidget, notifier: WindowNotifier) -> None:
        super().__init__(window)
        self.window = window
        self.table = table
        self.notifier = notifier
        notifier.dialogsClosed.connect(self.soon)
        window.installEventFilter(self)
        self.menu_bar = window.menuBar()
        self.menu_bar.installEventFilter(self)

    def soon(self) -> None:
        """After the event at hand (a closing dialog hands the focus back as it goes)."""
        QTimer.singleShot(0, self, self.restore)

    def restore(self) -> None:
        window = self.window
        if (not window.isActiveWindow() or self.notifier.current is not None
                or QApplication.activeModalWidget() is not None
                or QApplication.activePopupWidget() is not None or not self.table.isVisible()):
            return
        focus = QApplication.focusWidget()
        if focus is not None and (focus is self.table or self.table.isAncestorOf(focus)):
            return
        # Widgets that keep the keys they have: the player is typing in them. (Imported here:
        # PySide sets a class up at its first use, and the first frame needs none of these.)
        from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit, QPlainTextEdit, QTextEdit

        if isinstance(focus, (QLineEdit, QTextEdit, QPlainTextEdit, QAbstractSpinBox)) \
                and focus.window() is window:
            return
        self.table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self.window and event.type() in (QEvent.Type.WindowActivate,
                                                        QEvent.Type.LanguageChange):
            self.soon()
        elif (watched is self.menu_bar and event.type() == QEvent.Type.FocusIn
                and self.menu_bar.activeAction() is None):
            self.restore()  # an idle menu bar: at once, before a queued key reaches it
        return False


__all__ = ["TableFocus"]
