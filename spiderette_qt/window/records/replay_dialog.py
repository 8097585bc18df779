"""Replay: step through a game's actions forward and back, on a table of its own.

As the winning-line window (solver_playback) does, a TablePresenter of the dialog's own plays
each action with the real animations, so the player's game, its save and the statistics are
never touched. Back undoes the last action while the game's undo reaches it (the same
animation backwards); past that, or from a won end (a won game refuses Undo), the table is
set up again at the action before. "Play From Here" hands the position shown to the main
window as an ordinary game.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from spiderette_qt.engine import Game, Move
from spiderette_qt.engine.record import action_text
from spiderette_qt.window.records.step_playback import StepPlayback
from spiderette_qt.window.records.table_show import TableLooks, build_table_show

translate = QCoreApplication.translate  # lupdate reads translate("context", "text")


def replay_parts(game: Game) -> tuple[Game, list[Move | None]]:
    """The game's start and every action from it (from what undo reaches, when the oldest
    actions of a long resumed game are not known)."""
    played = game.played()
    if played is not None:
        return game.restarted(), played
    history = game.history()
    return Game.from_position(history.base), list(history.undo)


class ReplayDialog(QDialog):
    """Steps through `actions` from `start` (a copy is used; the caller's is not touched)."""

    def __init__(self, start: Game, actions: list[Move | None], parent: QWidget | None = None,
                 *, looks: TableLooks | None = None,
                 play_from_here: Callable[[Game], None] | None = None,
                 start_at: int = 0, marked: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_dialog")
        self.setWindowTitle(translate("DailyGames", "Replay"))
        self.start = start.restarted() if start.moves == 0 else Game.from_json(start.to_json())
        self.steps = list(actions)
        self.shown = 0  # actions played on the table
        #: The action (1-based) the progress line marks: the one that lost the game.
        self.marked = marked
        self._play_from_here = play_from_here
        self.presenter, layout, controls, self.progress = build_table_show(
            self, looks=looks or TableLooks(), progress_name="replay_progress")
        self.buttons: dict[str, QPushButton] = {}
        for name, text, slot in (
            ("first", translate("DailyGames", "|◀ Start"), self.to_start),
            ("back", translate("DailyGames", "◀ Back"), self.back),
            ("play", translate("DailyGames", "Play"), self.toggle),
            ("forward", translate("DailyGames", "Forward ▶"), self.forward),
            ("last", translate("DailyGames", "End ▶|"), self.to_end),
            ("take", translate("DailyGames", "Play From Here"), self.take_over),
            ("close", translate("DailyGames", "Close"), self.reject),
        ):
            button = QPushButton(text, self)
            button.setObjectName(f"replay_{name}")
            button.setMinimumHeight(36)
            button.clicked.connect(slot)
            controls.addWidget(button)
            self.buttons[name] = button
        self.buttons["take"].setVisible(play_from_here is not None)
        layout.addLayout(controls)
        # The arrow keys step (they moved the focus from button to button): shortcuts, which
        # a focused push button does not claim, over the whole dialog.
        for key, slot in ((Qt.Key.Key_Left, self.back), (Qt.Key.Key_Right, self.forward),
                          (Qt.Key.Key_Home, self.to_start), (Qt.Key.Key_End, self.to_end)):
            step = QAction(self)
            step.setShortcut(QKeySequence(key))
            step.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            step.triggered.connect(slot)
            self.addAction(step)
        self.resize(QSize(960, 640))
        self.playback = StepPlayback(self.presenter, self, step=self.forward,
                                     at_end=lambda: self.shown >= len(self.steps),
                                     changed=self._update)
        self.shown = max(0, min(start_at, len(self.steps)))
        self.presenter.new_game(self._game_at(self.shown))
        self._update()

    @property
    def game(self) -> Game:
        game = self.presenter.game
        assert game is not None
        return game

    def _game_at(self, count: int) -> Game:
        return self.start.restarted().continued(self.steps[:count])

    def _jump(self, count: int) -> None:
        self.presenter.finish_animations()
        self.shown = max(0, min(count, len(self.steps)))
        self.presenter.new_game(self._game_at(self.shown))
        self._update()

    # ----- steps -----
    def forward(self) -> None:
        if self.shown >= len(self.steps):
            self.pause()
            return
        action = self.steps[self.shown]
        done = self.presenter.deal() if action is None else \
            self.presenter.move(action.source, action.count, action.target)
        if done:
            self.shown += 1
        else:  # never expected: the actions were replayed before the dialog opened
            self.steps = self.steps[:self.shown]
        if self.shown >= len(self.steps):
            self.playback.stop()  # the last action: Play shows again at once
        self._update()

    def back(self) -> None:
        self.pause()
        if self.shown == 0:
            return
        game = self.game
        if game.can_undo and not game.is_won and self.presenter.undo():
            self.shown -= 1
            self._update()
        else:
            self._jump(self.shown - 1)

    def to_start(self) -> None:
        self.pause()
        self._jump(0)

    def to_end(self) -> None:
        self.pause()
        self._jump(len(self.steps))

    def take_over(self) -> None:
        if self._play_from_here is None:
            return
        self.pause()
        game = self._game_at(self.shown)
        self.accept()
        self._play_from_here(game)

    # ----- playing (window/records/step_playback.py paces it) -----
    @property
    def playing(self) -> bool:
        return self.playback.playing

    def toggle(self) -> None:
        self.playback.toggle()

    def pause(self) -> None:
        self.playback.pause()

    def _update(self) -> None:
        total = len(self.steps)
        text = translate("DailyGames", "Action %1 of %2")
        text = text.replace("%1", str(self.shown)).replace("%2", str(total))
        if self.shown:
            text += f": {action_text(self.steps[self.shown - 1])}"
            if self.shown == self.marked:
                text += " ⚠ " + translate("DailyGames", "the action that lost the game")
        if self.presenter.game is not None:
            text += " · " + translate("DailyGames", "score %1").replace(
                "%1", str(self.game.score))
        if self.presenter.game is not None and self.game.is_won:
            text += " — " + translate("DailyGames", "won")
        self.progress.setText(text)
        at_end = self.shown >= total
        pause, play = translate("DailyGames", "Pause"), translate("DailyGames", "Play")
        self.buttons["play"].setText(pause if self.playing else play)
        self.buttons["play"].setEnabled(not at_end)
        self.buttons["forward"].setEnabled(not at_end)
        self.buttons["last"].setEnabled(not at_end)
        self.buttons["back"].setEnabled(self.shown > 0)
        self.buttons["first"].setEnabled(self.shown > 0)

    def done(self, result: int) -> None:
        self.playback.stop()
        self.presenter.finish_animations()
        super().done(result)


__all__ = ["ReplayDialog", "replay_parts"]
