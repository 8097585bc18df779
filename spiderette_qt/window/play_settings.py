"""Two Settings menu items about playing: "Ask Before Leaving a Game" and "Show Time".

Why the first: "Don't ask again" in the leave-this-game question could never be turned back
on; this item is that preference, checked again whenever the player wants.
Kept in a module of its own so the window's action table (actions.py) stays as it is; the
texts use the WindowActions context like every other action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject

from spiderette_qt.window.actions import _action, retranslate_actions

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QMenu, QWidget

    from spiderette_qt.settings.preferences import Settings


class PlaySettings(QObject):
    """The two checkable actions, bound to their preferences, added to `menu`."""

    def __init__(self, window: QWidget, settings: Settings, menu: QMenu,
                 show_time: Callable[[bool], None]) -> None:
        super().__init__(window)
        self._settings = settings
        self.ask_before_leaving = _action(
            window, "ask_before_leaving",
            QT_TRANSLATE_NOOP("WindowActions", "As&k Before Leaving a Game"), checkable=True)
        self.show_time = _action(
            window, "show_time", QT_TRANSLATE_NOOP("WindowActions", "Show Ti&me"),
            checkable=True)
        self.ask_before_leaving.setChecked(settings.confirm_new_game)
        self.show_time.setChecked(settings.show_time)
        self.ask_before_leaving.toggled.connect(self._set_ask)
        self.show_time.toggled.connect(self._set_show_time)
        self._show_time = show_time
        show_time(settings.show_time)
        menu.addSeparator()
        menu.addActions(self.actions())
        window.installEventFilter(self)

    def actions(self) -> list:
        return [self.ask_before_leaving, self.show_time]

    def sync(self) -> None:
        """The question's own "Don't ask again" changed the preference: show it."""
        self.ask_before_leaving.setChecked(self._settings.confirm_new_game)

    def _set_ask(self, on: bool) -> None:
        self._settings.confirm_new_game = on

    def _set_show_time(self, on: bool) -> None:
        self._settings.show_time = on
        self._show_time(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt
        if event.type() == QEvent.Type.LanguageChange:
            retranslate_actions(self.actions())
        return False
