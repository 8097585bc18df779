"""Settings › Scoring: Windows, Sun or Edderkop (docs/RULES.md §7), one checked at a time.

The menu only reports the choice; the window stores it and tells the session, which scores
the game on the table again at once (every system is a function of the game). The menu
items say each system in a few words, so a player can choose without opening the rules.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from spiderette_qt.engine.scoring import DEFAULT_SYSTEM, SYSTEMS


def system_name(system: str) -> str:
    """The short name of a scoring system, as the status panel and the statistics show it."""
    names = {
        "windows": QCoreApplication.translate("Scoring", "Windows"),
        "sun": QCoreApplication.translate("Scoring", "Sun"),
        "edderkop": QCoreApplication.translate("Scoring", "Edderkop"),
    }
    return names.get(system, system)


def _item_text(system: str) -> str:
    items = {
        "windows": QCoreApplication.translate(
            "Scoring", "&Windows: start at 500, −1 an action, +100 a sequence"),
        "sun": QCoreApplication.translate(
            "Scoring", "S&un: +10 a card turned, +15 a column, +2 a link, +50 a sequence"),
        "edderkop": QCoreApplication.translate(
            "Scoring", "&Edderkop: +100 a sequence, +5 a card turned"),
    }
    return items[system]


class ScoringMenu(QMenu):
    """An exclusive list of the scoring systems; `set_current` checks one without emitting."""

    scoringChosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("menu_scoring")
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.scoring_actions: dict[str, QAction] = {}
        for system in SYSTEMS:
            action = QAction(self)
            action.setObjectName(f"action_scoring_{system}")
            action.setCheckable(True)
            action.setData(system)
            self.group.addAction(action)
            self.addAction(action)
            self.scoring_actions[system] = action
        self.group.triggered.connect(lambda action: self.scoringChosen.emit(action.data()))
        self.retranslate()

    def set_current(self, system: str) -> None:
        action = self.scoring_actions.get(system, self.scoring_actions[DEFAULT_SYSTEM])
        action.setChecked(True)

    def retranslate(self) -> None:
        self.setTitle(self.tr("Sco&ring"))
        for system, action in self.scoring_actions.items():
            action.setText(_item_text(system))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
