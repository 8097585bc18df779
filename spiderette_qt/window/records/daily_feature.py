"""The deal of the day and game records in the window (docs/RULES.md §14): the Game menu's
items, the search for a day's deal in the solver worker, and the daily results.

- Deal of the Day…: the calendar dialog (daily_dialog). Its Play finds the day's deal for
  the game and difficulty in play: from the cache folder when it was found before (instant),
  else in a solver child process (the same job interface as the solver's features; works
  with every solver feature off), cancellable, with a progress indicator after a moment.
  The deal is then an ordinary game started through the window's start_game (undo, hint,
  resume, normal statistics); the statistics file remembers it is the day's daily, so an
  action or a win of that code counts for that day, also after a restart.
- Open Game…, Save Game As…, Copy Game Record, Paste Game Record (record_files) and Replay
  This Game… (replay_dialog).
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from spiderette_qt.engine import Game
from spiderette_qt.engine.codes import parse_code
from spiderette_qt.window.actions import _action, retranslate_actions

if TYPE_CHECKING:
    from spiderette_qt.persistence.daily_cache import DailyCache
    from spiderette_qt.solver_app.requests import DailyAnswer
    from spiderette_qt.solver_app.runner import SolverRunner
    from spiderette_qt.window.records.daily_dialog import DailyDialog
    from spiderette_qt.window.window_parts import WindowParts

translate = QCoreApplication.translate  # lupdate reads translate("context", "text")

MESSAGE_MS = 6000


@dataclass
class DailyActions:
    daily: QAction
    open_game: QAction
    save_as: QAction
    copy_record: QAction
    paste_record: QAction
    replay: QAction

    def all(self) -> list[QAction]:
        return [value for value in vars(self).values() if isinstance(value, QAction)]


def create_daily_actions(window: QObject) -> DailyActions:
    return DailyActions(
        daily=_action(window, "daily", QT_TRANSLATE_NOOP("WindowActions", "Deal of the Da&y…"),
                      "Ctrl+Shift+Y"),
        open_game=_action(window, "open_game",
                          QT_TRANSLATE_NOOP("WindowActions", "&Open Game…"), "Ctrl+O"),
        save_as=_action(window, "save_as",
                        QT_TRANSLATE_NOOP("WindowActions", "Save Game &As…"), "Ctrl+Shift+S"),
        copy_record=_action(window, "copy_record",
                            QT_TRANSLATE_NOOP("WindowActions", "Copy Game R&ecord")),
        paste_record=_action(window, "paste_record",
                             QT_TRANSLATE_NOOP("WindowActions", "Pas&te Game Record")),
        replay=_action(window, "replay",
                       QT_TRANSLATE_NOOP("WindowActions", "Replay This &Game…")),
    )


def install_daily_actions(actions: DailyActions, menu: QMenu, before: QAction | None) -> None:
    """Into the Game menu before `before` (the separator above Deal): the daily, then the
    record items, each group after a separator."""
    items: list[QAction] = []
    for group in ([actions.daily], [actions.open_game, actions.save_as, actions.copy_record,
                                    actions.paste_record, actions.replay]):
        separator = QAction(menu)
        separator.setSeparator(True)
        items += [separator, *group]
    if before is None:
        menu.addActions(items)
    else:
        menu.insertActions(before, items)


class DailyFeature(QObject):
    """Owns the actions, the daily search and the dialogs of the daily and the records."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.notifier)
        self.window = window
        self.presenter = window.presenter
        self.session = window.session
        self.notifier = window.notifier
        self.actions = create_daily_actions(window.notifier.parent_widget)
        items = window.menu_game.actions()
        deal = window.window_actions.deal
        at = items.index(deal) - 1 if deal in items else -1
        install_daily_actions(self.actions, window.menu_game, items[at] if at >= 0 else None)
        self.today: Callable[[], datetime.date] = datetime.date.today
        self.dialog: DailyDialog | None = None
        self._runner: SolverRunner | None = None
        self._cache: DailyCache | None = None
        self._wanted: tuple[datetime.date, str, int] | None = None
        a = self.actions
        a.daily.triggered.connect(self.show_daily)
        # record_files (and its QMessageBox) is imported at first use, not before the first
        # frame (tests/startup/test_startup_first_frame.py).
        for action, name in ((a.open_game, "open_game"), (a.save_as, "save_as"),
                             (a.copy_record, "copy_record"), (a.paste_record, "paste_record")):
            action.triggered.connect(lambda _checked=False, n=name: self._records(n))
        a.replay.triggered.connect(self.show_replay)
        window.installEventFilter(self)

    @property
    def results(self) -> Any:
        """The daily results (in the statistics: the session counts actions and wins)."""
        return self.session.statistics.daily

    @property
    def cache(self) -> DailyCache:
        if self._cache is None:
            from spiderette_qt.persistence.daily_cache import DailyCache

            self._cache = DailyCache()
        return self._cache

    # ----- the dialog -----
    def show_daily(self) -> None:
        from spiderette_qt.window.records.daily_dialog import DailyDialog

        game = self.window.game
        dialog = self.dialog = DailyDialog(self.results, self.today(), game.variant.key,
                                           game.suits, self.notifier.parent_widget,
                                           system=self.session.scoring)
        dialog.play_button.clicked.connect(lambda: self.play(dialog.selected))
        dialog.cancel_button.clicked.connect(self.cancel)
        dialog.finished.connect(lambda _r: self._dialog_closed(dialog))
        self.notifier.open(dialog)

    def _dialog_closed(self, dialog: DailyDialog) -> None:
        if self.dialog is dialog:
            self.cancel()
            self.dialog = None

    # ----- finding a day's deal -----
    def play(self, date: datetime.date, variant: str | None = None,
             suits: int | None = None) -> None:
        """Find the day's deal (cache, else the worker) and start it."""
        game = self.window.game
        variant = variant or game.variant.key
        suits = suits or game.suits
        from spiderette_qt.engine.daily import DERIVATION
        from spiderette_qt.persistence.daily_cache import cache_key

        code = self.cache.get(cache_key(DERIVATION, date, variant, suits))
        if code is not None and _is_code_of(code, variant, suits):
            self._start(date, variant, suits, code)
            return
        self._wanted = (date, variant, suits)
        if self._runner is None:
            from spiderette_qt.solver_app.runner import SolverRunner

            self._runner = SolverRunner(self)
        if self.dialog is not None:
            self.dialog.searching()
        from spiderette_qt.solver_app.requests import DailyRequest, Job

        self._runner.start(Job(self.window.solver.jobs.daily, DailyRequest(date, variant, suits)),
                           self._found, self._not_found)

    @property
    def searching(self) -> bool:
        return self._runner is not None and self._runner.busy

    def cancel(self) -> None:
        if self._runner is not None:
            self._runner.cancel()
        self._wanted = None
        if self.dialog is not None:
            self.dialog.search_ended()

    def _found(self, value: DailyAnswer) -> None:
        wanted, self._wanted = self._wanted, None
        if self.dialog is not None:
            self.dialog.search_ended()
        if wanted is None:
            return
        date, variant, suits = wanted
        code = value.code
        if not _is_code_of(code, variant, suits):
            self._not_found("the worker gave no code")
            return
        from spiderette_qt.engine.daily import DERIVATION
        from spiderette_qt.persistence.daily_cache import cache_key

        self.cache.put(cache_key(DERIVATION, date, variant, suits), code)
        self._start(date, variant, suits, code)

    def _not_found(self, _error: str) -> None:
        self._wanted = None
        if self.dialog is not None:
            self.dialog.search_ended()
        self.notifier.status(
            translate("DailyGames", "The deal of the day could not be found. Please try again."),
            MESSAGE_MS)

    def _start(self, date: datetime.date, variant: str, suits: int, code: str) -> None:
        window = self.window
        game = window.game
        continuing = game.code == code and not game.is_won and self.results.is_active(code)
        if not continuing and not window.choices.confirm_abandon():
            return
        if self.dialog is not None:
            self.dialog.accept()
        self.results.started(date, variant, suits, code)
        if not continuing:
            self.session.start_game(Game.from_code(code), keep_left=True)
        else:
            self.session.save_statistics()
        self.notifier.status(translate("DailyGames", "Deal of the day, %1: %2").replace(
            "%1", date.isoformat()).replace("%2", code), MESSAGE_MS)

    # ----- records -----
    def _records(self, name: str) -> None:
        from spiderette_qt.window.records import record_files

        getattr(record_files, name)(self.window)

    # ----- replay -----
    def show_replay(self) -> None:
        from spiderette_qt.window.records.replay_dialog import ReplayDialog, replay_parts
        from spiderette_qt.window.records.table_show import TableLooks

        start, actions = replay_parts(self.window.game)
        dialog = ReplayDialog(start, actions, self.notifier.parent_widget,
                              looks=TableLooks.of(self.window.settings),
                              play_from_here=self._play_from_here)
        self.notifier.open(dialog)

    def _play_from_here(self, game: Game) -> None:
        """The replay's position of the game in play becomes the game on the table. It is the
        same game, as a restart is: no "leave this game?" (nothing is left or lost), and Undo
        before the next action brings back where the player was."""
        self.session.start_game(game, restarted=True, keep_left=True)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            retranslate_actions(self.actions.all())
        return False


def _is_code_of(code: str, variant: str, suits: int) -> bool:
    try:
        parsed = parse_code(code)
    except ValueError:
        return False
    return (parsed.variant.key, parsed.suits) == (variant, suits)


__all__ = ["DailyActions", "DailyFeature", "create_daily_actions", "install_daily_actions"]
