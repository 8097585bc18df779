"""Show the winning line: a window with a table of its own where a TablePresenter plays the line.

Why a table of its own, not the player's: the line is the solver's, so it must not count in
the statistics, overwrite the saved game, or take away the position the player is in; and it
can be asked for after the game was left, when another game is already on the main table.
It is still the real thing: a TablePresenter plays every action (move or deal) as the player's
own would be, with the same animations, score and undo; the table only takes no input.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QDialog, QPushButton, QWidget

from spiderette_qt.engine import Game, Move
from spiderette_qt.solver_app.requests import PlainAction
from spiderette_qt.window.records.step_playback import StepPlayback
from spiderette_qt.window.records.table_show import TableLooks, build_table_show


class WinningLineDialog(QDialog):
    """Plays `line` from `game` (a copy: the caller's Game is never touched), step by step."""

    def __init__(self, game: Game, line: list[PlainAction], parent: QWidget | None = None,
                 *, looks: TableLooks | None = None, autoplay: bool = True) -> None:
        super().__init__(parent)
        self.setObjectName("solver_winning_line")
        self.setWindowTitle(self.tr("The Winning Line"))
        self.line = list(line)
        self.played = 0
        self._scoring = (looks or TableLooks()).scoring  # the shared record's Score line
        self.presenter, layout, controls, self.progress = build_table_show(
            self, looks=looks or TableLooks(), progress_name="line_progress")
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("line_play")
        self.play_button.clicked.connect(self.toggle)
        self.step_button = QPushButton(self.tr("Step"), self)
        self.step_button.setObjectName("line_step")
        self.step_button.clicked.connect(self.step_once)
        share = QPushButton(self.tr("Copy as Game Record"), self)
        share.setObjectName("line_copy_record")  # the line to share (engine/record.py)
        share.clicked.connect(lambda: QApplication.clipboard().setText(self.line_record()))
        close = QPushButton(self.tr("Close"), self)
        close.setObjectName("line_close")
        close.clicked.connect(self.reject)
        for button in (self.play_button, self.step_button, share, close):
            button.setMinimumHeight(36)
            controls.addWidget(button)
        layout.addLayout(controls)
        self.resize(QSize(900, 640))
        self.playback = StepPlayback(self.presenter, self, step=self._advance,
                                     at_end=lambda: self.finished_line, changed=self._update)
        self._start_json = game.to_json()
        self.presenter.new_game(Game.from_json(self._start_json))
        self._update()
        if autoplay:
            self.play()

    @property
    def game(self) -> Game:
        game = self.presenter.game
        assert game is not None  # set in __init__
        return game

    def line_record(self) -> str:
        """The whole winning line as a game record, from the game it starts from."""
        actions = [None if a == "deal" else Move(*a) for a in self.line]
        return Game.from_json(self._start_json).continued(actions).record(system=self._scoring)

    @property
    def finished_line(self) -> bool:
        return self.played >= len(self.line)

    # ----- playing (window/records/step_playback.py paces it) -----
    @property
    def playing(self) -> bool:
        return self.playback.playing

    def play(self) -> None:
        self.playback.play()

    def pause(self) -> None:
        self.playback.pause()

    def toggle(self) -> None:
        self.playback.toggle()

    def step_once(self) -> None:
        self.pause()
        if not self.finished_line:
            self._advance()

    def _advance(self) -> None:
        action = self.line[self.played]
        done = self.presenter.deal() if action == "deal" else self.presenter.move(*action)
        if not done:  # never expected (the line was replayed before it was offered)
            self.line = self.line[:self.played]
        else:
            self.played += 1
        self._update()

    def _update(self) -> None:
        total = len(self.line)
        if self.presenter.game is not None and self.game.is_won:
            self.progress.setText(self.tr("Won in %1 actions.").replace("%1", str(total)))
        else:
            self.progress.setText(self.tr("Action %1 of %2").replace(
                "%1", str(self.played)).replace("%2", str(total)))
        self.play_button.setText(self.tr("Pause") if self.playing else self.tr("Play"))
        self.play_button.setEnabled(not self.finished_line)
        self.step_button.setEnabled(not self.finished_line)

    def done(self, result: int) -> None:
        self.playback.stop()
        self.presenter.finish_animations()
        super().done(result)


__all__ = ["WinningLineDialog"]
