"""Game › Demo: the computer plays the hint's moves from the position on the table
(docs/RULES.md §12).

It never peeks: each step asks the very hint the player gets (the same job, budget and seed,
in the warm solver worker), which never uses face-down cards or the stock. Each move is an
ordinary action through the presenter, animated at the chosen speed, so Undo takes the
Demo's moves back one by one. Any click or key stops it at once (that click or key does
nothing else), leaving the game where it got to. It ends by itself with "won" or "no move
helps" in the message bar (also when it would only go round in circles, or after the last
deal has made IDLE_LIMIT moves in a row that get nowhere). It is there only while the hint is
(Settings › Solver › Hints).

Statistics: a game the Demo made a move in is the computer's, not the player's: when it ends
won, it counts as played and lost, not as a win (GameSession.helped, asked before it counts
a win; the save keeps it, so a restart mid-Demo does not make the game the player's).
Taking the Demo's moves back does not make the game the player's again.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from spiderette_qt.engine import Game
from spiderette_qt.table import durations
from spiderette_qt.window.actions import _action

if TYPE_CHECKING:
    from spiderette_qt.solver_app.jobs import SolverJobs
    from spiderette_qt.solver_app.pool import WarmWorker
    from spiderette_qt.solver_app.requests import Hint
    from spiderette_qt.solver_app.runner import SolverRunner
    from spiderette_qt.table.presenter import TablePresenter
    from spiderette_qt.window.solver.actions import SolverActions
    from spiderette_qt.window.window_parts import WindowParts

#: The Demo stops when it brings the same table back this many times (going round in circles).
SAME_TABLE_LIMIT = 3
#: In the last stage (the stock empty: no deal brings new cards) the Demo also stops when this many
#: of its moves in a row leave the hint's measure of the seen table no higher than the stage's best
#: (hints.been_before's count, the one WANDER_LIMIT reads): no card turned up, no run built. The
#: hint itself goes on wandering through new tables until its plans give up or its own limit
#: (hints.WANDER_LIMIT, 100 actions) makes it say "no move helps". Measured 2026-12-07, following
#: the hint on the tuning deals from 5,000,000 (four-suit Spider 40 games, two-suit 30, one-suit
#: 30, two- and four-suit Spiderette 40 each): in the last stage a game got further again after at
#: most 9 such moves (a won four-suit Spiderette game), while most lost four-suit Spider games
#: ended after 100. Four-suit Spider 6,000,000 from its last deal in the window: the Demo stopped
#: after 68 moves (51.7 s at normal speed) instead of 104 (77.8 s). Not a game size.
IDLE_LIMIT = 20
#: The events that stop it (any click or key, on any of the app's windows; a shortcut's key
#: is seen first as a ShortcutOverride) ...
STOPPING = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
            QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.TouchBegin,
            QEvent.Type.Wheel)
#: ... and the rest of that click or key press, which does nothing else either.
ENDING = (QEvent.Type.MouseButtonRelease, QEvent.Type.KeyRelease, QEvent.Type.TouchEnd)

TEXTS: dict[str, object] = {
    "tooltip": QT_TRANSLATE_NOOP(
        "Demo", "The computer plays the hint's moves from here. Like the hint, it never "
        "looks at face-down cards or the stock. Any click or key stops it."),
    "running": QT_TRANSLATE_NOOP("Demo", "Demo playing: any click or key stops it."),
    "stopped": QT_TRANSLATE_NOOP("Demo", "Demo stopped. The game is yours again."),
    "won": QT_TRANSLATE_NOOP("Demo", "The Demo won this game (not counted as your win)."),
    "stuck": QT_TRANSLATE_NOOP("Demo", "The Demo stopped: no move helps."),
    "failed": QT_TRANSLATE_NOOP("Demo", "The Demo stopped: the search gave no answer."),
    "needs_hint": QT_TRANSLATE_NOOP(
        "Demo", "The Demo plays the hint's moves, so it needs the hint: turn it on under "
        "Settings › Solver › Hints."),
    "turn_on": QT_TRANSLATE_NOOP("Demo", "Turn On Hints and Start the Demo"),
}
STATUS_MS = 8000
SWALLOW_MS = 600  # at most this long after a stop, the rest of that press is swallowed


def _t(key: str) -> str:
    return QCoreApplication.translate("Demo", str(TEXTS[key]))


def create_demo_action(parent: QObject) -> QAction:
    action = _action(parent, "demo", QT_TRANSLATE_NOOP("WindowActions", "De&mo"), "Ctrl+D")
    action.setToolTip(_t("tooltip"))
    action.setStatusTip(_t("tooltip"))
    return action


class DemoHost(Protocol):
    """The solver's features as the Demo uses them (window/solver/features.py)."""

    window: WindowParts
    presenter: TablePresenter
    actions: SolverActions
    warm: WarmWorker
    @property
    def jobs(self) -> SolverJobs: ...

    @property
    def hints_on(self) -> bool: ...
    @property
    def hint_seconds(self) -> float: ...
    def drop_hint(self) -> None: ...


class Demo(QObject):
    """Plays hint after hint until won, stuck, or stopped by the player."""

    finished = Signal(str)  # why it ended: "won", "stuck", "stopped", "failed"

    def __init__(self, features: DemoHost) -> None:
        super().__init__(features.window.notifier)
        self.features = features
        self.window = features.window
        self.presenter = features.presenter
        self.action = create_demo_action(self.window.notifier.parent_widget)
        self.action.triggered.connect(self.toggle)
        self._runner: SolverRunner | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ask)
        self.running = False
        self._tables: dict[object, int] = {}
        self._waiting_idle = False
        self.moves_made = 0  # of the current run (tests, the report)
        #: The pause between two moves (ms): a pace a person can watch at every animation
        #: speed (durations.demo_pause); tests that play whole games set a quicker one.
        self.pause: Callable[[], int] = durations.demo_pause
        self._swallowing = False  # the click or key that stopped it is not over yet
        # Beside the Hint in the Game menu, there only while the hint is on.
        actions = features.actions
        actions.demo = self.action
        self.window.menu_game.insertAction(actions.verdict, self.action)
        self.window.menu_game.setToolTipsVisible(True)  # only actions with a tooltip show one
        # Always in the Game menu, where a player looks for it: with the hint off, choosing
        # it says what it needs (it was hidden until the hint was turned on).
        actions.hints.toggled.connect(self._hints_switched)
        self.window.installEventFilter(self)  # LanguageChange: the tooltip

    def _hints_switched(self, on: bool) -> None:
        if not on:
            self.stop()

    # ----- the player's side -----
    def helped(self, game: Game | None) -> bool:
        """True when the Demo made a move in this game: its win is not the player's."""
        return self.window.session.helped(game)

    def toggle(self) -> None:
        if self.running:
            self.stop()
        elif not self.features.hints_on:
            self.window.notifier.message(_t("needs_hint"), None,
                                         (_t("turn_on"), self._turn_on_hints), warning=False)
        else:
            self.start()

    def _turn_on_hints(self) -> None:
        self.features.actions.hints.setChecked(True)
        self.start()

    def start(self) -> None:
        game = self.presenter.game
        if self.running or not self.features.hints_on or game is None or game.is_won:
            return
        self.features.drop_hint()
        self.running = True
        self.moves_made = 0
        self._tables = {}
        app = QApplication.instance()
        if app is not None and not self._swallowing:
            app.installEventFilter(self)
        self.window.notifier.status(_t("running"), 0)
        self._next()

    def stop(self) -> None:
        """Stop at once, the game left where it got to."""
        if self.running:
            self._end("stopped")

    def retranslate(self) -> None:
        self.action.setToolTip(_t("tooltip"))
        self.action.setStatusTip(_t("tooltip"))

    # ----- the loop -----
    @property
    def runner(self) -> SolverRunner:
        if self._runner is None:
            from spiderette_qt.solver_app.runner import SolverRunner

            self._runner = SolverRunner(self, pool=self.features.warm.pool)
        return self._runner

    def _next(self) -> None:
        """After the last move has landed (and a short look at it), ask the next hint."""
        if not self.running:
            return
        if not self.presenter.idle:
            if not self._waiting_idle:
                self._waiting_idle = True
                self.presenter.animationsIdle.connect(self._landed)
            return
        self._timer.start(self.pause() if self.moves_made else 0)

    def _landed(self) -> None:
        if self._waiting_idle:
            self._waiting_idle = False
            self.presenter.animationsIdle.disconnect(self._landed)
        self._next()

    def _ask(self) -> None:
        game = self.presenter.game
        if not self.running or game is None:
            return
        if game.is_won:
            self._end("won")
            return
        jobs = self.features.jobs

        # The player's own hint: the same job, budget and seed (solver_features.request_hint).
        from spiderette_qt.solver_app.requests import HintRequest, Job

        request = HintRequest(game.to_json(), self.features.hint_seconds, seed=0,
                              nodes=jobs.hint_nodes)
        self.runner.start(Job(jobs.hint, request), self._answered,
                          lambda _error: self._end("failed"))

    def _answered(self, value: Hint) -> None:
        game = self.presenter.game
        if not self.running or game is None:
            return
        if isinstance(value, tuple):
            source, count, target = value
            done = self._act(game, lambda: self.presenter.move(source, count, target))
        elif value == "deal":
            done = self._act(game, self.presenter.deal)
        else:
            done = False
        if not done:
            self._end("stuck")
            return
        if game.is_won:
            self._end("won")
            return
        table = game.table()
        self._tables[table] = self._tables.get(table, 0) + 1
        if self._tables[table] >= SAME_TABLE_LIMIT or self._idle_moves(game) >= IDLE_LIMIT:
            self._end("stuck")
            return
        self._next()

    def _idle_moves(self, game: Game) -> int:
        """After the last deal: how many of the Demo's own moves in a row have not beaten the
        stage's best (the hint's own count, hints.been_before; the player's moves before the
        Demo began do not count against it). 0 while a deal is still to come."""
        if game.stock:
            return 0
        # Only here, in the last stage: the GUI process does not load the solver otherwise.
        # A few ms a move (the stage replayed), beside the Demo's pause.
        from spiderette_qt.engine.solver.hints import been_before

        return min(been_before(game).stale, self.moves_made)

    def _act(self, game: Game, action: object) -> bool:
        self.window.session.note_demo_move(game)  # before it: a winning move's win is the Demo's
        done = bool(action())  # type: ignore[operator]
        if done:
            self.moves_made += 1
        return done

    def _end(self, why: str) -> None:
        self.running = False
        self._timer.stop()
        if self._runner is not None:
            self._runner.cancel()
        if self._waiting_idle:
            self._waiting_idle = False
            self.presenter.animationsIdle.disconnect(self._landed)
        app = QApplication.instance()
        if app is not None and not self._swallowing:
            app.removeEventFilter(self)
        notifier = self.window.notifier
        notifier.clear_status()
        if why == "stopped":
            notifier.status(_t("stopped"), STATUS_MS)
        else:
            # won, stuck: news only, about this game (it leaves with it)
            notifier.message(_t(why), warning=why == "failed", for_game=True)
        self.finished.emit(why)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.LanguageChange and watched is self.window:
            self.retranslate()
            return False
        if self.running and kind in STOPPING:
            self._swallowing = True  # the filter stays until the press ends
            self.stop()
            QTimer.singleShot(SWALLOW_MS, self, self._stop_swallowing)
            event.accept()
            return True  # the click or key only stops the Demo
        if self._swallowing and (kind in STOPPING or kind in ENDING):
            if kind in ENDING:
                self._stop_swallowing()
            event.accept()
            return True
        return False

    def _stop_swallowing(self) -> None:
        if self._swallowing:
            self._swallowing = False
            app = QApplication.instance()
            if app is not None and not self.running:
                app.removeEventFilter(self)


__all__ = ["Demo", "create_demo_action"]
