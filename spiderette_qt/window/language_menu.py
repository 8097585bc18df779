"""Settings > Language: System default and the five languages, each named in itself.

The menu only reports the choice (languageChosen with "" for the system default or a code
such as "de"); the window stores it and installs the translators. Language names stay in
their own language whatever the app speaks, so a user lost in a foreign UI finds theirs.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from spiderette_qt.i18n.languages import LANGUAGES, NATIVE_NAMES

SYSTEM = ""


class LanguageMenu(QMenu):
    """An exclusive list of languages; `set_current` checks one without emitting."""

    languageChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("menu_language")
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.language_actions: dict[str, QAction] = {}
        for code in (SYSTEM, *LANGUAGES):
            action = QAction(NATIVE_NAMES.get(code, ""), self)
            action.setObjectName(f"action_language_{code or 'system'}")
            action.setCheckable(True)
            action.setData(code)
            self.group.addAction(action)
            self.addAction(action)
            self.language_actions[code] = action
            if code == SYSTEM:
                self.addSeparator()
        self.group.triggered.connect(lambda action: self.languageChosen.emit(action.data()))
        self.retranslate()

    def set_current(self, code: str) -> None:
        action = self.language_actions.get(code, self.language_actions[SYSTEM])
        action.setChecked(True)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Lan&guage"))
        self.language_actions[SYSTEM].setText(self.tr("&System Default"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
