"""Settings › Undo History: as the rules say (the game's undo_limit, the default) or all
the way back.

Why a setting: the seeds' games reach back 100 actions (Spiderette) or 400 (Spider); players
of the peers are used to undo reaching the deal. Why from the next game: a game's reach is
part of it (its save says it), so the game in play keeps the reach it was started with and
the menu says so; New Game, Restart, a code or an opened record take the new one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from spiderette_qt.engine import VARIANTS

if TYPE_CHECKING:
    from collections.abc import Callable

    from spiderette_qt.engine import Game
    from spiderette_qt.session.game_session import GameSession
    from spiderette_qt.settings.preferences import Settings


class UndoMenu(QMenu):
    """Two exclusive choices bound to the `undo_all` preference and the session's next game,
    a line saying when a change applies and, when the game in play reaches otherwise (it
    began before the change, or was resumed), a line saying how far it reaches."""

    def __init__(self, settings: Settings, session: GameSession,
                 table_game: Callable[[], Game | None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("menu_undo")
        self._settings = settings
        self._session = session
        self._table_game = table_game  # the game on the table (None before the first)
        group = QActionGroup(self)
        group.setExclusive(True)
        self.rules = QAction(self)
        self.rules.setObjectName("action_undo_rules")
        self.all_the_way = QAction(self)
        self.all_the_way.setObjectName("action_undo_all")
        for action in (self.rules, self.all_the_way):
            action.setCheckable(True)
            group.addAction(action)
            self.addAction(action)
        self.addSeparator()
        self.note = self.addAction("")
        self.note.setObjectName("action_undo_note")
        self.in_play = self.addAction("")
        self.in_play.setObjectName("action_undo_in_play")
        for line in (self.note, self.in_play):
            line.setEnabled(False)  # a line of text, not a choice
        on = settings.undo_all
        session.undo_all = on
        (self.all_the_way if on else self.rules).setChecked(True)
        group.triggered.connect(self._chosen)
        self.aboutToShow.connect(self.retranslate)  # the rules' reach of the game in play
        self.retranslate()

    def set_undo_all(self, on: bool) -> None:
        """Undo reaches all the way back (True) or as the rules say, from the next game."""
        self._settings.undo_all = on
        self._session.undo_all = on
        (self.all_the_way if on else self.rules).setChecked(True)

    def _chosen(self, action: QAction) -> None:
        self.set_undo_all(action is self.all_the_way)

    def retranslate(self) -> None:
        game = self._table_game()
        limit = (game.variant.undo_limit if game is not None
                 else VARIANTS[self._settings.variant].undo_limit)
        self.setTitle(self.tr("Undo H&istory"))
        self.rules.setText(self.tr("As the &Rules Say (%n actions)", "", limit))
        self.all_the_way.setText(self.tr("All the &Way Back"))
        self.note.setText(self.tr("A change applies from the next game"))
        self.in_play.setVisible(game is not None and game.undo_all != self._settings.undo_all)
        if game is not None and game.undo_all:
            self.in_play.setText(self.tr("The game in play reaches all the way back"))
        else:
            self.in_play.setText(self.tr("The game in play reaches back %n actions", "", limit))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
