"""A minimal stand-in for spiderette_qt.controller.Controller, used only while it is missing.

It has the same signals and methods, applies actions to the real engine Game at once (no
animation), and shows an empty QGraphicsView.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView


class FakeController(QObject):
    scoreChanged = Signal(int)
    movesChanged = Signal(int)
    dealsLeftChanged = Signal(int)
    removedChanged = Signal(int)
    canUndoChanged = Signal(bool)
    canRedoChanged = Signal(bool)
    ruleRefused = Signal(str)
    actionDone = Signal(object)
    gameStarted = Signal()
    gameWon = Signal()
    animationsIdle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = QGraphicsScene()
        self.view = QGraphicsView(self.scene)
        self._game: Any = None
        self.double_click_moves = True
        self.auto_place = False

    @property
    def game(self) -> Any:
        return self._game

    @property
    def idle(self) -> bool:
        return True

    def finish_animations(self) -> None:
        pass

    def new_game(self, game: Any) -> None:
        self._game = game
        self.gameStarted.emit()
        self._emit_counters()

    def _emit_counters(self) -> None:
        game = self._game
        self.scoreChanged.emit(game.score)
        self.movesChanged.emit(game.moves)
        self.dealsLeftChanged.emit(game.deals_left)
        self.removedChanged.emit(game.removed)
        self.canUndoChanged.emit(game.can_undo)
        self.canRedoChanged.emit(game.can_redo)

    def _do(self, call: Any) -> None:
        try:
            record = call()
        except ValueError as exc:
            self.ruleRefused.emit(str(exc))
            return
        self._emit_counters()
        self.actionDone.emit(record)
        if self._game.is_won:
            self.gameWon.emit()

    def deal(self) -> None:
        self._do(self._game.deal)

    def undo(self) -> None:
        self._do(self._game.undo)

    def redo(self) -> None:
        self._do(self._game.redo)

    def move(self, source: int, count: int, target: int) -> None:
        self._do(lambda: self._game.move(source, count, target))
