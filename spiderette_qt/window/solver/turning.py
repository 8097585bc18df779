"""Game › Where Did I Lose?: the action that turned a winnable game into a lost one.

Asked after a lost game (the last game left unwon, while the new one is unplayed, or from
the verdict dialog of a game left), it searches that game. Asked during a game, it warns
first: the solver looks at every card and shows how to win, so the game becomes assisted
(session.mark_assisted), as a game the Demo moved in. The search (engine.solver.turning_point)
runs in a solver child behind a busy dialog with Cancel; the answer is one sentence, shown
and spoken, with the replay at the losing action, the winning line from the position before
it, and Try From Here, a practice game from that position (counted nowhere).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, Signal

from spiderette_qt.engine import Game, Move
from spiderette_qt.window.actions import _action

if TYPE_CHECKING:
    from PySide6.QtWidgets import QAbstractButton, QDialog

    from spiderette_qt.solver_app.jobs import SolverJobs
    from spiderette_qt.solver_app.requests import TurningPointAnswer
    from spiderette_qt.solver_app.runner import SolverRunner
    from spiderette_qt.window.solver.actions import SolverActions
    from spiderette_qt.window.solver.dialogs import SolverProgress
    from spiderette_qt.window.window_parts import WindowParts

#: Each position the bisection searches gets this many seconds, as a node budget: about
#: log2(actions) + 2 searches, most of them quick (a win found, a short proof of a loss).
TURNING_SECONDS = 4.0

CONTEXT = "WhereLost"
TEXTS: dict[str, object] = {
    "title": QT_TRANSLATE_NOOP("WhereLost", "Where Did I Lose?"),
    "wait": QT_TRANSLATE_NOOP(
        "WhereLost", "The solver is looking for the action that lost this game…"),
    "warn": QT_TRANSLATE_NOOP(
        "WhereLost", "To answer, the solver looks at every card, the face-down ones too, and "
        "shows you a way to win."),
    "warn_question": QT_TRANSLATE_NOOP(
        "WhereLost", "This game is still in play: it will count as assisted, neither won nor "
        "lost. Look now?"),
    "look": QT_TRANSLATE_NOOP("WhereLost", "Look"),
    "won": QT_TRANSLATE_NOOP("WhereLost", "You won this game: no action lost it."),
    "nothing": QT_TRANSLATE_NOOP("WhereLost", "Nothing has been played yet."),
    "failed": QT_TRANSLATE_NOOP("WhereLost", "The solver stopped without an answer."),
    "deal": QT_TRANSLATE_NOOP("WhereLost", "Deal %1"),
    "this_deal": QT_TRANSLATE_NOOP("WhereLost", "This deal"),
    "practice": QT_TRANSLATE_NOOP(
        "WhereLost", "Practice from the last position that could be won: it counts nowhere "
        "in your statistics."),
}


def _t(key: str) -> str:
    return QCoreApplication.translate(CONTEXT, str(TEXTS[key]))


class SolverHost(Protocol):
    """What Where Did I Lose? needs of the window's solver features (features.py, which makes
    it): named here so that this module does not import that one back."""

    window: WindowParts
    actions: SolverActions

    @property
    def jobs(self) -> SolverJobs: ...
    def runner(self, name: str) -> SolverRunner: ...
    def cancel(self, *names: str) -> None: ...


class WhereLost(QObject):
    """The Game menu's Where Did I Lose? and everything it opens."""

    #: The answer's sentence, once shown (tests and the status bar hear it).
    answered = Signal(str)

    def __init__(self, features: SolverHost) -> None:
        super().__init__(features.window.notifier)
        self.features = features
        window = features.window
        self.window = window
        self.action = _action(window.notifier.parent_widget, "where_did_i_lose",
                              QT_TRANSLATE_NOOP("WindowActions", "Where Did I &Lose?…"))
        self.action.triggered.connect(self.ask)
        # Beside Was It Winnable?, shown while the verdicts are on (as that one is).
        actions = features.actions
        actions.where_lost = self.action
        items = window.menu_game.actions()
        at = items.index(actions.verdict) + 1 if actions.verdict in items else len(items)
        window.menu_game.insertAction(items[at] if at < len(items) else None,  # type: ignore[arg-type]
                                      self.action)
        self._left: Game | None = None  # the last game left unwon, asked about after it
        self._asked: Game | None = None  # the game being searched (a copy)
        self._progress: SolverProgress | None = None
        self.dialog: QDialog | None = None  # the answer, while open
        self.step_dialog: QDialog | None = None  # the replay or the line opened from it

    # ----- which game -----
    def game_left(self, game: Game) -> None:
        """A game left the table: remembered when it was played and not won."""
        if game.moves > 0 and not game.is_won:
            self._left = Game.from_json(game.to_json())

    def ask(self) -> None:
        """The game in play when it has been played (with the warning); else the last game
        left unwon, if any."""
        session = self.window.session
        game = session.game
        if game.is_won:
            self.window.notifier.status(_t("won"))
            return
        if game.moves > 0:
            self._warn(game)
        elif self._left is not None:
            self.search(self._left)
        else:
            self.window.notifier.status(_t("nothing"))

    def _warn(self, game: Game) -> None:
        # dialogs.py imports QMessageBox: not on the way to the first frame
        from spiderette_qt.window.solver.dialogs import look_question

        box, look = look_question(self.window.notifier.parent_widget, "where_lost",
                                  (_t("title"), _t("warn"), _t("warn_question"), _t("look")))

        def clicked(button: QAbstractButton) -> None:
            if button is look and self.window.session.game is game:
                self.window.session.mark_assisted(game)
                self.search(game)

        box.buttonClicked.connect(clicked)
        self.window.notifier.open(box)

    # ----- the search -----
    def search(self, game: Game) -> None:
        from spiderette_qt.solver_app.requests import Job, TurningPointRequest
        from spiderette_qt.window.solver.dialogs import SolverProgress

        self._asked = Game.from_json(game.to_json())
        jobs = self.features.jobs
        runner = self.features.runner("turning")
        request = TurningPointRequest(self._asked.to_json(), TURNING_SECONDS, jobs.turning_nodes)
        runner.start(Job(jobs.turning, request), self._found, lambda _error: self._found(None))
        progress = SolverProgress(_t("title"), _t("wait"), self.window.notifier.parent_widget)
        progress.cancelled.connect(self.cancel)
        self._progress = progress
        self.window.notifier.open(progress)

    def cancel(self) -> None:
        self._progress = None
        self._asked = None
        self.features.cancel("turning")

    def _found(self, answer: TurningPointAnswer | None) -> None:
        progress, self._progress = self._progress, None
        if progress is not None and progress.isVisible():
            progress.done_quietly()
        game, self._asked = self._asked, None
        if game is None:
            return  # cancelled
        if answer is None:
            self.window.notifier.status(_t("failed"))
            return
        self.show_answer(game, answer)

    # ----- the answer -----
    def show_answer(self, game: Game, answer: TurningPointAnswer) -> None:
        from spiderette_qt.engine.solver.turning import game_parts
        from spiderette_qt.i18n import current_language
        from spiderette_qt.i18n.turning_words import losing_action, turning_sentence
        from spiderette_qt.window.solver.turning_dialog import TurningDialog

        start, actions, first = game_parts(game)
        last = answer.last_winnable
        lost_here = last is not None and answer.next_verdict != "winnable" and \
            last < len(actions)
        step = None
        before = start.continued(actions[:last]) if last is not None else None
        if lost_here and before is not None and last is not None:
            step = losing_action(before, actions[last], first + last + 1, current_language())
        sentence = turning_sentence(last, answer.next_verdict, step, current_language())
        deal = _t("deal").replace("%1", game.code) if game.code else _t("this_deal")
        dialog = TurningDialog(sentence, deal, has_position=lost_here,
                               has_line=before is not None and bool(answer.line),
                               parent=self.window.notifier.parent_widget)
        if before is not None and last is not None:
            dialog.replayChosen.connect(
                lambda: self._replay(dialog, start, actions, last))
            dialog.lineChosen.connect(lambda: self._line(dialog, before, answer))
            dialog.tryChosen.connect(lambda: self.try_from(before))
        self.dialog = dialog
        self.window.notifier.open(dialog)
        self._speak(sentence)
        self.answered.emit(sentence)

    def _speak(self, sentence: str) -> None:
        access = getattr(self.window, "accessibility", None)
        if access is not None:
            access.announcer.announce(sentence)
        else:
            self.window.notifier.status(sentence)

    def _open_over(self, dialog: QDialog) -> None:
        """A step's dialog over the answer, which comes back when it closes."""
        from spiderette_qt.window.accessibility.window_access import release_later
        from spiderette_qt.window.chrome.fit import fit_dialog

        release_later(dialog)
        fit_dialog(dialog)
        dialog.open()
        self.step_dialog = dialog

    def _replay(self, parent: QDialog, start: Game, actions: list[Move | None],
                last: int) -> None:
        from spiderette_qt.window.records.replay_dialog import ReplayDialog
        from spiderette_qt.window.records.table_show import TableLooks

        dialog = ReplayDialog(start, actions, parent, looks=TableLooks.of(self.window.settings),
                              start_at=last + 1, marked=last + 1)
        self._open_over(dialog)

    def _line(self, parent: QDialog, before: Game, answer: TurningPointAnswer) -> None:
        from spiderette_qt.window.records.table_show import TableLooks
        from spiderette_qt.window.solver.playback import WinningLineDialog

        dialog = WinningLineDialog(before, list(answer.line), parent,
                                   looks=TableLooks.of(self.window.settings))
        self._open_over(dialog)

    def try_from(self, before: Game) -> None:
        """A practice game from the last winnable position: its own start, so Restart tries
        again from there; counted nowhere (docs/RULES.md §13)."""
        if not self.window.choices.confirm_abandon():
            return
        game = Game.from_position(before.position())
        self.window.session.start_game(game, keep_left=True, practice=True, quiet=True)
        self.window.notifier.message(_t("practice"), warning=False, for_game=True)


__all__ = ["TURNING_SECONDS", "WhereLost"]
