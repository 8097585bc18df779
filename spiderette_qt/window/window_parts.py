"""The window as its features see it (the solver's, the daily's, the records', the win show).

A Protocol, not the MainWindow class: the features import this module and never
main_window.py, so main_window (which builds them) and they form no import circle, and a
feature can reach only what is listed here, never the window's private members. Qt parents
and dialog parents are `notifier.parent_widget`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtCore import QObject
    from PySide6.QtWidgets import QMenu, QToolBar

    from spiderette_qt.engine import Game
    from spiderette_qt.session import GameSession
    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.solver_app.jobs import SolverJobs
    from spiderette_qt.table.presenter import TablePresenter
    from spiderette_qt.table.view import TableView
    from spiderette_qt.window.actions import WindowActions
    from spiderette_qt.window.chrome.message_bar import MessageBar
    from spiderette_qt.window.notifier import WindowNotifier
    from spiderette_qt.window.play_settings import PlaySettings


class GameChoices(Protocol):
    """The Game menu's choices that replace the game (window/game_choices.py)."""

    def confirm_abandon(self, leaving: str = "new", code: str = "") -> bool: ...
    def restart_deal(self) -> None: ...
    def start_new_deal(self, suits: int, variant: str, keep_left: bool = False) -> None: ...


class SolverChoices(Protocol):
    """What the Game menu and the daily ask the solver's features (window/solver_features)."""

    @property
    def jobs(self) -> SolverJobs: ...
    @property
    def winnable_deals(self) -> bool: ...
    def new_game_choice(self) -> bool | None: ...
    def set_winnable_deals(self, on: bool) -> None: ...
    def start_winnable_game(self, suits: int, variant: str = "spiderette",
                            keep_left: bool = False) -> None: ...


class WindowParts(Protocol):
    settings: Settings
    presenter: TablePresenter
    session: GameSession
    notifier: WindowNotifier
    window_actions: WindowActions
    menu_game: QMenu
    menu_settings: QMenu
    toolbar: QToolBar
    message_bar: MessageBar
    view: TableView
    play_settings: PlaySettings

    @property
    def choices(self) -> GameChoices: ...
    @property
    def solver(self) -> SolverChoices: ...
    @property
    def game(self) -> Game: ...
    def show_statistics(self) -> None: ...
    def installEventFilter(self, watcher: QObject, /) -> None: ...  # noqa: N802 - Qt's


__all__ = ["GameChoices", "SolverChoices", "WindowParts"]
