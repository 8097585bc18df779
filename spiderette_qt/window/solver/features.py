"""The solver's features in the window (docs/RULES.md §12), all off until turned on in
Settings › Solver.

- Winnable deals only: New Game searches (in a child process) for a deal the solver proves
  winnable, behind a busy indicator; Cancel goes back to the game the player had, Deal Any
  Game (or no deal found in time) gives an ordinary deal.
- Was it winnable?: when a played game is left (won or not), and on request from the Game
  menu after a warning, the verdict from the deal's start and from the position left; a
  winnable one can be shown (solver_playback). Opt-in: a notice, checked in the background
  after each action, when the game in play can no longer be won (both in the message bar).
- Hint (H, and a toolbar button): the engine's hint, which never looks at unseen cards, shown
  on the table (solver_hint). Any action while it thinks makes its answer stale: dropped.

Every search runs in a child process (solver_app.runner / solver_app.worker), so the table
stays playable and animations never stutter; only the presenter changes the Game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QAbstractButton

from spiderette_qt.engine import ActionRecord, Game
from spiderette_qt.solver_app.pool import WarmWorker
from spiderette_qt.window.actions import retranslate_actions
from spiderette_qt.window.solver.actions import (
    create_solver_actions,
    hint_icon,
    install_solver_actions,
    retranslate_solver_menu,
)
from spiderette_qt.window.solver.demo import Demo
from spiderette_qt.window.solver.notices import SolverNotices
from spiderette_qt.window.solver.texts import TEXTS, _t

if TYPE_CHECKING:
    from spiderette_qt.session import GameLeaving, GameShown
    from spiderette_qt.solver_app.jobs import SolverJobs
    from spiderette_qt.solver_app.requests import Hint, SolveAnswer
    from spiderette_qt.solver_app.runner import SolverRunner
    from spiderette_qt.window.solver.dialogs import SolverProgress, VerdictDialog, Verdicts
    from spiderette_qt.window.solver.hint import HintItem
    from spiderette_qt.window.window_parts import WindowParts

# Only the actions are made at start-up; the dialogs, the hint item, the runners and the
# worker module are imported when a feature is first used (~20 ms a start saved for every
# player, most of whom never turn the solver on).

HINT_SECONDS = 1.0
VERDICT_SECONDS = 10.0  # each of the two searches (from the start, from the position)
LOST_SECONDS = 3.0
LOST_DELAY_MS = 600  # after the last action, so a quick series of moves starts one search
MESSAGE_MS = 8000


class SolverFeatures(QObject):
    """Owns the solver's actions, runners, dialogs and the hint on the table."""

    hintShown = Signal(object)  # the plain action shown: (source, count, target), "deal", None
    verdictShown = Signal(object)  # Verdicts
    lostNoticed = Signal()

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.notifier)
        self.window = window
        self.settings = window.settings
        self.presenter = window.presenter
        self.session = window.session
        self.notifier = window.notifier
        self._jobs: SolverJobs | None = None  # made at the first search (or a test's look)
        self.notices = SolverNotices(window.message_bar)
        self.actions = create_solver_actions(window.notifier.parent_widget)
        a = window.window_actions
        settings_items = window.menu_settings.actions()
        toolbar_at = settings_items.index(a.show_toolbar) - 1 if a.show_toolbar in \
            settings_items else None  # the separator before Show Toolbar
        install_solver_actions(self.actions, window.menu_game, window.menu_settings,
                               window.toolbar, a.deal,
                               settings_items[toolbar_at] if toolbar_at is not None else None)
        self.demo = Demo(self)  # Game › Demo, beside the hint it plays (and shown with it)
        from spiderette_qt.window.solver.turning import WhereLost

        self.where_lost = WhereLost(self)  # Game › Where Did I Lose?, beside the verdict
        self.warm = WarmWorker(self, lambda: self.hints_on)
        from spiderette_qt.window.deferred import after_first_paint

        after_first_paint(window.view.viewport(), self.warm.warm)  # warm after the first frame
        self._hint_item: HintItem | None = None
        self._runners: dict[str, SolverRunner] = {}
        self._deal_pending = 0
        self._stamp = 0  # bumps with every change of the game on the table
        self._hint_stamp = -1
        self._lost_stamp = -1
        self._lost_told = False
        # (json, code, won, left): the game asked about; left is False when asked in play
        self._verdict_game: tuple[str, str, bool, bool] | None = None
        self._verdict_progress: SolverProgress | None = None
        self._deal_progress: SolverProgress | None = None
        self._deal_suits = 1
        self._deal_variant = "spiderette"
        self._deal_keep_left = False
        self.verdict_dialog: VerdictDialog | None = None
        self._lost_timer = QTimer(self)
        self._lost_timer.setSingleShot(True)
        self._lost_timer.timeout.connect(self._check_lost)
        self._connect()
        for key, action in self.actions.switches().items():
            action.setChecked(bool(self.settings.get(key)))
            action.toggled.connect(lambda on, k=key: self._switch(k, on))
        self._apply_visibility()
        window.installEventFilter(self)

    def _connect(self) -> None:
        self.presenter.view.resized.connect(self._replace_hint)
        self.actions.hint.triggered.connect(self.request_hint)
        self.actions.verdict.triggered.connect(self.ask_verdict)

    # ----- made at first use -----
    @property
    def jobs(self) -> SolverJobs:
        """The handlers and budgets of the searches (tests swap them in). Made at first use:
        the requests' and handlers' modules are not on the way to the first frame."""
        if self._jobs is None:
            from spiderette_qt.solver_app.jobs import SolverJobs

            self._jobs = SolverJobs()
        return self._jobs

    def runner(self, name: str) -> SolverRunner:
        runner = self._runners.get(name)
        if runner is None:
            from spiderette_qt.solver_app.runner import SolverRunner

            # The hint and verdicts: the warm worker; lost check and deal searches: their own.
            pool = self.warm.pool if name in ("hint", "verdict") else None
            runner = self._runners[name] = SolverRunner(self, pool=pool)
        return runner

    @property
    def hint_runner(self) -> SolverRunner:
        return self.runner("hint")

    @property
    def verdict_runner(self) -> SolverRunner:
        return self.runner("verdict")

    @property
    def lost_runner(self) -> SolverRunner:
        return self.runner("lost")

    @property
    def deal_runners(self) -> list[SolverRunner]:
        from spiderette_qt.solver_app.jobs import DEAL_SEARCHERS

        return [self.runner(f"deal{i}") for i in range(DEAL_SEARCHERS)]

    @property
    def hint_item(self) -> HintItem:
        if self._hint_item is None:
            from spiderette_qt.window.solver.hint import HintItem

            self._hint_item = HintItem()
            self.presenter.scene.addItem(self._hint_item)
        return self._hint_item

    def cancel(self, *names: str) -> None:
        """Cancel these runners if they were ever made (never makes one just to cancel)."""
        for name, runner in self._runners.items():
            if name in names or (name.startswith("deal") and "deal" in names):
                runner.cancel()

    # ----- switches -----
    @property
    def hints_on(self) -> bool:
        return bool(self.settings.solver_hints)

    @property
    def hint_seconds(self) -> float:
        return HINT_SECONDS  # read at each hint (the xvfb tour shortens it)

    @property
    def winnable_deals(self) -> bool:
        return bool(self.settings.solver_winnable_deals)

    def any_on(self) -> bool:
        return any(bool(self.settings.get(key)) for key in self.actions.switches())

    def new_game_choice(self) -> bool | None:
        """For the New Game check box: None hides it (the player uses no solver feature)."""
        return self.winnable_deals if self.any_on() else None

    def set_winnable_deals(self, on: bool) -> None:
        self.actions.winnable_deals.setChecked(on)  # toggled -> _switch stores it

    def _switch(self, key: str, on: bool) -> None:
        self.settings.set(key, on)
        if not self.hints_on:
            self.drop_hint()
        self.warm.warm()
        if not self.settings.solver_lost_notice:
            self._lost_timer.stop()
            self.cancel("lost")
        self._apply_visibility()

    def _apply_visibility(self) -> None:
        if self.hints_on and self.actions.hint.icon().isNull():
            self.actions.hint.setIcon(hint_icon())  # drawn once, when first shown
        self.actions.hint.setVisible(self.hints_on)
        self.actions.verdict.setVisible(bool(self.settings.solver_verdicts))
        self.where_lost.action.setVisible(bool(self.settings.solver_verdicts))

    # ----- the game on the table changes -----
    def action_played(self, record: ActionRecord) -> None:
        """An action changed the table: the hint shown is stale, the lost check looks again."""
        self._changed()
        if record.kind == "undo":
            self._lost_told = False  # back in time: it may be winnable again
            self.notices.clear_lost()
        self._schedule_lost_check()

    def game_shown(self, shown: GameShown) -> None:
        """Another game is on the table: no stale hint, no notice of the last one's loss. A
        game already played (resumed at launch, brought back by Undo) is checked at once:
        the notice that it can no longer be won did not come back after a restart."""
        self._changed()
        self._lost_told = False
        self.notices.clear_lost()
        game = shown.game
        if game.moves > 0 or game.can_undo:
            self._schedule_lost_check()

    def _changed(self) -> None:
        self._stamp += 1
        self.drop_hint()
        self._lost_timer.stop()
        self.cancel("lost")

    # ----- hint -----
    def request_hint(self) -> None:
        game = self.presenter.game
        if not self.hints_on or game is None:
            return
        self.hint_item.clear()
        if game.is_won:
            return
        self._hint_stamp = self._stamp
        from spiderette_qt.solver_app.requests import HintRequest, Job

        request = HintRequest(game.to_json(), HINT_SECONDS, seed=0, nodes=self.jobs.hint_nodes)
        self.hint_runner.start(Job(self.jobs.hint, request), self._hint_found,
                               lambda _error: self._hint_failed())
        self.notifier.status(_t("hint_wait"), MESSAGE_MS)

    def drop_hint(self) -> None:
        runner = self._runners.get("hint")
        if runner is not None and runner.busy:
            self.notifier.clear_status()
        self.cancel("hint")
        if self._hint_item is not None:
            self._hint_item.clear()

    def _hint_found(self, value: Hint) -> None:
        if self._hint_stamp != self._stamp:
            return  # the table changed while it thought: the answer is for another position
        self.notifier.clear_status()
        layout = self.presenter.scene.layout
        if isinstance(value, tuple) and layout is not None:
            self.hint_item.show_move(layout, *value)
        elif value == "deal":
            # Seed 004: the hint never suggests dealing; that choice stays the player's.
            self.presenter.scene.show_message(_t("hint_deal"))
        else:
            self.presenter.scene.show_message(_t("hint_none"))
        self.hintShown.emit(value)

    def _hint_failed(self) -> None:
        if self._hint_stamp == self._stamp:
            self.notifier.status(_t("hint_failed"), MESSAGE_MS)

    def _replace_hint(self) -> None:
        layout = self.presenter.scene.layout
        item = self._hint_item
        if item is not None and item.move is not None and layout is not None:
            item.show_move(layout, *item.move)

    # ----- was it winnable? -----
    def ask_verdict(self) -> None:
        """Game › Was It Winnable?: warn that it looks at hidden cards, then search."""
        from spiderette_qt.window.solver.dialogs import peek_warning

        box = peek_warning(self.notifier.parent_widget)
        look = box.buttons()[0]

        def clicked(button: QAbstractButton) -> None:
            if button is look:
                self.check_verdict(self.session.game, on_request=True)

        box.buttonClicked.connect(clicked)
        self.notifier.open(box)

    def game_replacing(self, leaving: GameLeaving) -> None:
        """"Was it winnable?" of the game left (only if the player turned it on)."""
        if not leaving.restarted and leaving.left is not None:
            self.where_lost.game_left(leaving.left)
            self.game_left(leaving.left)

    def game_left(self, game: Game) -> None:
        """A game is replaced by another: if it was played and the option is on, say whether
        it could have been won (in the background; the new game is playable meanwhile)."""
        if self.settings.solver_verdicts and (game.moves > 0 or game.is_won):
            self.check_verdict(game, on_request=False)

    def check_verdict(self, game: Game, on_request: bool) -> None:
        from spiderette_qt.solver_app.requests import Job, SolveRequest, SolveSearch

        self._close_verdict_progress()
        searches = [SolveSearch(True, VERDICT_SECONDS, self.jobs.verdict_nodes)]
        if game.moves > 0 and not game.is_won:
            searches.append(SolveSearch(False, VERDICT_SECONDS, self.jobs.verdict_nodes))
        self._verdict_game = (game.to_json(), game.code or "", game.is_won, not on_request)
        self.verdict_runner.start(Job(self.jobs.solve,
                                      SolveRequest(game.to_json(), tuple(searches))),
                                  self._verdict_found, lambda _error: self._verdict_found(None))
        if on_request:
            from spiderette_qt.window.solver.dialogs import SolverProgress

            progress = SolverProgress(_t("verdict_title"),
                                      _t("verdict_wait"), self.notifier.parent_widget)
            progress.cancelled.connect(self.verdict_runner.cancel)
            self._verdict_progress = progress
            self.notifier.open(progress)
        else:
            self.notifier.status(_t("verdict_background"), MESSAGE_MS)

    def _close_verdict_progress(self) -> None:
        progress, self._verdict_progress = self._verdict_progress, None
        if progress is not None and progress.isVisible():
            progress.done_quietly()

    def _verdict_found(self, value: tuple[SolveAnswer, ...] | None) -> None:
        shown_over_progress = self._verdict_progress is not None
        self._close_verdict_progress()
        if not shown_over_progress:
            self.notifier.clear_status()  # "Checking whether…": answered now
        if self._verdict_game is None:
            return
        game_json, code, won, left = self._verdict_game
        from spiderette_qt.solver_app.requests import SolveAnswer

        results = value or ()
        start = results[0] if results else SolveAnswer("error")
        position = None if won else (results[1] if len(results) > 1 else start)
        from spiderette_qt.window.solver.dialogs import Verdicts

        verdicts = Verdicts(game_json, code, won, start, position, VERDICT_SECONDS, left)
        if shown_over_progress:
            self.open_verdict(verdicts)
        else:  # after a game: a line in the message bar; the new game keeps the table
            self.notices.verdict(verdicts, lambda: self.open_verdict(verdicts))
        self.verdictShown.emit(verdicts)

    def open_verdict(self, verdicts: Verdicts) -> None:
        """The verdict dialog (asked for, or from the message bar's button)."""
        from spiderette_qt.window.solver.dialogs import VerdictDialog

        dialog = VerdictDialog(verdicts, self.notifier.parent_widget)
        dialog.showLine.connect(lambda from_start: self.show_line(verdicts, from_start))
        dialog.whereLost.connect(
            lambda: self.where_lost.search(Game.from_json(verdicts.game_json)))
        if self.verdict_dialog is not None:
            self.verdict_dialog.close()
        self.verdict_dialog = dialog
        dialog.destroyed.connect(lambda _obj=None, d=dialog: self._verdict_closed(d))
        self.notifier.open(dialog)

    def _verdict_closed(self, dialog: VerdictDialog) -> None:
        if self.verdict_dialog is dialog:
            self.verdict_dialog = None

    def show_line(self, verdicts: Verdicts, from_start: bool) -> None:
        from spiderette_qt.window.solver.playback import WinningLineDialog

        result = verdicts.start if from_start else verdicts.position
        if result is None or result.verdict != "winnable":
            return
        game = Game.from_json(verdicts.game_json)
        if from_start:
            game = game.restarted()
        from spiderette_qt.window.records.table_show import TableLooks

        dialog = WinningLineDialog(game, list(result.line), self.notifier.parent_widget,
                                   looks=TableLooks.of(self.settings))
        self.notifier.open(dialog)

    # ----- can it still be won? -----
    def _schedule_lost_check(self) -> None:
        game = self.presenter.game
        if self.settings.solver_lost_notice and not self._lost_told and game is not None \
                and not game.is_won:
            self._lost_timer.start(LOST_DELAY_MS)

    def _check_lost(self) -> None:
        game = self.presenter.game
        if game is None or game.is_won or not self.settings.solver_lost_notice:
            return
        from spiderette_qt.solver_app.requests import Job, SolveRequest, SolveSearch

        self._lost_stamp = self._stamp
        search = SolveSearch(False, LOST_SECONDS, self.jobs.lost_nodes)
        self.lost_runner.start(Job(self.jobs.solve, SolveRequest(game.to_json(), (search,))),
                               self._lost_checked)

    def _lost_checked(self, value: tuple[SolveAnswer, ...]) -> None:
        if self._lost_stamp != self._stamp or not value:
            return
        if value[0].verdict != "unwinnable":
            return
        self._lost_told = True
        text = _t("lost")
        self.presenter.scene.show_message(text)
        self.notices.lost(text + " " + _t("lost_advice"))  # stays until read
        self.lostNoticed.emit()

    # ----- winnable deals -----
    def start_winnable_game(self, suits: int, variant: str = "spiderette",
                            keep_left: bool = False) -> None:
        """Search a deal the solver proves winnable, then start it (Cancel: the game stays).
        `variant` is a Variant key ("spiderette", "spider", ...); `keep_left` as in the
        window's start_game (Undo brings the game that was left back)."""
        self._deal_suits = suits
        self._deal_variant = variant
        self._deal_keep_left = keep_left
        jobs = self.jobs
        used = self.deal_runners[:max(1, jobs.deal_searchers)]
        self._deal_pending = len(used)
        from spiderette_qt.solver_app.requests import Job, WinnableDealRequest

        for index, runner in enumerate(used):
            seed = jobs.deal_seed
            # Each searcher tries other deals: a given seed is shifted, None stays random.
            request = WinnableDealRequest(variant, suits, jobs.deal_seconds,
                                          None if seed is None else seed + index,
                                          jobs.deal_nodes_per_try)
            runner.start(Job(jobs.deal, request), self._deal_found,
                         lambda _error: self._deal_found(None))
        from spiderette_qt.window.solver.dialogs import SolverProgress

        progress = SolverProgress(_t("deal_title"), _t("deal_wait"),
                                  self.notifier.parent_widget, other=_t("deal_any"))
        progress.cancelled.connect(self._deal_cancelled)
        progress.otherChosen.connect(self._deal_any)
        self._deal_progress = progress
        self.notifier.open(progress)

    def _end_deal_search(self) -> None:
        progress, self._deal_progress = self._deal_progress, None
        if progress is not None and progress.isVisible():
            progress.done_quietly()

    def _deal_cancelled(self) -> None:
        """Cancel: no new game at all; the player goes on with the game they had."""
        self._deal_progress = None
        self._cancel_deal_search()

    def _deal_any(self) -> None:
        """Deal Any Game: stop looking and deal an ordinary (unproven) game."""
        self._deal_cancelled()
        self._start_deal(None)

    @property
    def deal_runner(self) -> SolverRunner:
        return self.deal_runners[0]

    def _cancel_deal_search(self) -> None:
        self._deal_pending = 0
        self.cancel("deal")

    def _deal_found(self, number: int | None) -> None:
        if self._deal_pending <= 0:
            return  # another searcher answered first
        if number is None:  # no deal proven winnable in the time
            self._deal_pending -= 1
            if self._deal_pending == 0:
                self._deal_not_found()
            return
        self._cancel_deal_search()
        self._end_deal_search()
        self._start_deal(number)

    def _start_deal(self, number: int | None) -> None:
        self.session.start_game(Game.new(self._deal_suits, number, variant=self._deal_variant),
                                keep_left=self._deal_keep_left)

    def _deal_not_found(self) -> None:
        self._end_deal_search()
        self._start_deal(None)
        self.notifier.status(_t("deal_failed"), MESSAGE_MS)

    # ----- housekeeping -----
    def shutdown(self) -> None:
        """Stop every search (the window closes)."""
        self._lost_timer.stop()
        self.demo.stop()
        for runner in self._runners.values():
            runner.cancel()
        self.warm.shutdown()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            retranslate_actions(self.actions.all())
            retranslate_solver_menu(self.actions)
        return False


__all__ = ["TEXTS", "SolverFeatures", "_t"]
