"""Settings › Full Screen (F11): the table on the whole screen, remembered between launches.

F11 (and the platform's own full-screen keys) switch it on and off; Esc leaves it too, but
only an Esc that nothing else wanted: the table's keyboard cursor takes Esc first (to put a
picked-up run back), and a dialog takes its own. The choice is the settings row
"full_screen"; the window state saved on quit is not what decides it, so a window that was
full screen when the app was killed opens as the player left the setting.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    from spiderette_qt.settings.preferences import Settings


class FullScreen(QObject):
    """Drives the window's full-screen state from its checkable action and the setting."""

    def __init__(self, window: QMainWindow, settings: Settings, action: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.action = action
        self.action.setChecked(bool(settings.full_screen))
        self._apply(self.action.isChecked())
        self.action.toggled.connect(self.set_full_screen)
        window.installEventFilter(self)

    @property
    def on(self) -> bool:
        return self.window.isFullScreen() or bool(
            self.window.windowState() & Qt.WindowState.WindowFullScreen)

    def set_full_screen(self, on: bool) -> None:
        self.settings.full_screen = on
        if self.action.isChecked() != on:
            self.action.setChecked(on)  # toggled comes back here with nothing left to do
            return
        self._apply(on)

    def _apply(self, on: bool) -> None:
        state = self.window.windowState()
        wanted = state | Qt.WindowState.WindowFullScreen if on \
            else state & ~Qt.WindowState.WindowFullScreen
        if wanted != state:
            # A hidden window (at start-up) takes the state when it is shown.
            self.window.setWindowState(wanted)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self.window:
            if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) \
                    and event.key() == Qt.Key.Key_Escape and self.on \
                    and event.modifiers() == Qt.KeyboardModifier.NoModifier:
                self.set_full_screen(False)
                return True
            if event.type() == QEvent.Type.WindowStateChange:
                # The window manager (or its own key) may leave full screen: follow it.
                on = self.on
                if self.action.isChecked() != on and self.window.isVisible():
                    self.settings.full_screen = on
                    self.action.blockSignals(True)
                    self.action.setChecked(on)
                    self.action.blockSignals(False)
        return False
