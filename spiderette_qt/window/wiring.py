"""Who listens to the session: the one list, in the order they hear.

The session (session/game_session.py, a TableGame) says what happened through typed
signals; `listeners()` below is every listener of them in the main window, and
`wire_session` connects exactly that list. The table presenter connects itself when it is
made (table/presenter.py: `PRESENTER_HEARS`), before anything here, so the cards are where
the game says before speech, the window or the solver hear of a change.

| signal (payload)              | listeners, in order                                          |
|-------------------------------|--------------------------------------------------------------|
| gameReplacing (GameLeaving)   | solver features (was the game left winnable?), win show stop |
| gameShown (GameShown)         | presenter (lay out, deal out); window (title, code,          |
|                               | description); Demo stops; solver features (hint, notices);   |
|                               | message bar (the left game's notices leave); status bar (the |
|                               | last action's line leaves); sound (deal-out)                 |
| actionPlayed (ActionRecord)   | presenter (animate, keyboard cursor); announcer (speech);    |
|                               | solver features (stale hint, the lost-game check); sound     |
| actionRefused (IllegalMove)   | presenter (the rule on the table); announcer (speech); sound |
| statusChanged (TableStatus)   | presenter (the stock's badge); status panel; Undo; Redo      |
| gameWon (GameWon)             | win show (celebration and panel, for a counted win); sound   |
| clockChanged ()               | clock driver                                                 |

tests/window/test_wiring.py holds every signal's receivers in a real window to this list: a
listener connected anywhere else fails it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from spiderette_qt.table.presenter import PRESENTER_HEARS

if TYPE_CHECKING:
    from PySide6.QtGui import QAction

    from spiderette_qt.session import GameSession
    from spiderette_qt.window.chrome.message_bar import MessageBar
    from spiderette_qt.window.chrome.status_panel import StatusPanel


class WiredWindow(Protocol):
    """What the wiring needs of the window (main_window.MainWindow)."""

    session: GameSession
    status_panel: StatusPanel
    message_bar: MessageBar

    @property
    def solver(self) -> Any: ...  # window/solver/features.SolverFeatures
    @property
    def accessibility(self) -> Any: ...  # window/accessibility/window_access.Accessibility
    @property
    def win_show(self) -> Any: ...  # window/dialogs/win_show.WinShow
    @property
    def clock(self) -> Any: ...  # window/clock_driver.ClockDriver
    @property
    def sounds(self) -> Any: ...  # sound/table_sounds.TableSounds
    @property
    def undo_redo(self) -> tuple[QAction, QAction]: ...
    def game_shown(self, shown: Any) -> None: ...


#: (signal, who listens, the slot): one row a listener, in the order they hear.
Listener = tuple[str, str, Callable[..., None]]


def listeners(window: WiredWindow) -> list[Listener]:
    """Every listener of the session's signals in the window, in order (the table above)."""
    solver, access, win_show = window.solver, window.accessibility, window.win_show
    sounds = window.sounds
    undo, redo = window.undo_redo
    return [
        ("gameReplacing", "solver: was the game left winnable?", solver.game_replacing),
        ("gameReplacing", "win show: stop", lambda _leaving: win_show.stop()),
        ("gameShown", "window: title, code, description", window.game_shown),
        ("gameShown", "Demo: stop", lambda _shown: solver.demo.stop()),
        ("gameShown", "solver: no stale hint or notice", solver.game_shown),
        ("gameShown", "message bar: the notices of the game left leave",
         lambda shown: window.message_bar.game_shown(shown.game)),
        ("gameShown", "status bar: the last action's line leaves", access.game_shown),
        ("gameShown", "sound: the deal-out", sounds.game_shown),
        ("actionPlayed", "announcer: speak the action", access.action_played),
        ("actionPlayed", "solver: stale hint, lost-game check", solver.action_played),
        ("actionPlayed", "sound: the action's effect", sounds.action_played),
        ("actionRefused", "announcer: speak the rule", access.action_refused),
        ("actionRefused", "sound: refused", sounds.action_refused),
        ("statusChanged", "status panel", window.status_panel.show_status),
        ("statusChanged", "Undo", lambda status: undo.setEnabled(status.can_undo)),
        ("statusChanged", "Redo", lambda status: redo.setEnabled(status.can_redo)),
        ("gameWon", "win show: celebrate a counted win", win_show.game_won),
        ("gameWon", "sound: a win", sounds.game_won),
        ("clockChanged", "clock driver", window.clock.tick),
    ]


def wire_session(window: WiredWindow) -> None:
    """Connect the session's signals to the window's listeners (the table above)."""
    session = window.session
    signals = {"gameReplacing": session.gameReplacing, "gameShown": session.gameShown,
               "actionPlayed": session.actionPlayed, "actionRefused": session.actionRefused,
               "statusChanged": session.statusChanged, "gameWon": session.gameWon,
               "clockChanged": session.clockChanged}
    for signal, _who, slot in listeners(window):
        signals[signal].connect(slot)


__all__ = ["PRESENTER_HEARS", "Listener", "WiredWindow", "listeners", "wire_session"]
