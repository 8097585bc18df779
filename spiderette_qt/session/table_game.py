"""A game on a table: the Game, the game left behind, and the player's intents carried out.

This is the one place that changes a Game (tests/test_layers.py checks it on the syntax
tree): the presenter (table/presenter.py) turns a drag, a tap or a key into an intent and
calls `move`, `deal`, `undo`, `redo` or `send_to_best` here; the answer goes out as typed
signals (session/events.py), never as a return value the caller must pass on. A refused
intent is an `actionRefused` with the rule, so the table, speech and sound hear it alike.

The player's game adds saving, statistics and the clock on top (session/game_session.py);
a replay or a winning line in a dialog plays on a plain TableGame of its own. No widgets:
a test plays a whole game through one without a view.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from spiderette_qt.engine import ActionRecord, Game, IllegalMove, Reason, scoring
from spiderette_qt.session.events import GameShown, GameWon, TableStatus


class TableGame(QObject):
    """Holds the game on a table and carries out the player's intents on it."""

    #: A game was put on the table (a new deal, a restart, a resumed or restored game).
    gameShown = Signal(GameShown)
    #: An action changed the game: the record of what moved, flipped and left the table.
    actionPlayed = Signal(ActionRecord)
    #: An intent the rules refused (a move, a deal, a lift, undo past the limit).
    actionRefused = Signal(IllegalMove)
    #: Score, moves, deals left, sequences, Undo and Redo: after every change that moves one.
    statusChanged = Signal(TableStatus)
    #: The last action won the game.
    gameWon = Signal(GameWon)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._game: Game | None = None
        # The game a restart or New Game left, until the new game's first action: Undo
        # right after brings it back (docs/RULES.md §8: a restart can be undone).
        self._left_game: Game | None = None
        self._status: TableStatus | None = None
        self._scoring = scoring.DEFAULT_SYSTEM  # the system the score is shown in

    # ----- what is on the table -----
    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def shown(self) -> Game | None:
        """The game on the table, None before the first (the player's session narrows
        `game` to a Game; this stays optional for the table, which exists first)."""
        return self._game

    @property
    def left_game(self) -> Game | None:
        """The game Undo would bring back (see `show`'s keep_left), or None."""
        return self._left_game

    @property
    def status(self) -> TableStatus | None:
        return self._status

    @property
    def scoring(self) -> str:
        """The scoring system the status shows (engine/scoring.py's keys)."""
        return self._scoring

    def set_scoring(self, system: str) -> None:
        """Show the score in `system` from now on (ValueError for an unknown one): the score
        is a function of the game, so the one on the table is re-scored at once."""
        if system not in scoring.SYSTEMS:
            raise ValueError(f"unknown scoring {system!r}")
        self._scoring = system
        self._emit_status(force=True)

    def show(self, game: Game, keep_left: bool = False, intro: bool = True) -> None:
        """Put `game` on the table (a new deal, a restart, a resumed save).

        With `keep_left` the game on the table, if it was played and is not won, is kept so
        that Undo before the new game's first action brings it back. With `intro` a game
        not yet played is dealt out from the stock on the table; a resumed one is not.
        """
        left = self._game
        played = left is not None and (left.can_undo or left.moves > 0) and not left.is_won
        self._left_game = left if keep_left and played else None
        fresh = game.moves == 0 and not game.can_undo and not game.can_redo
        self._put(game, intro=intro and fresh)

    def _put(self, game: Game, intro: bool = False, restored: bool = False) -> None:
        self._game = game
        self.gameShown.emit(GameShown(game, intro, restored))
        self._emit_status(force=True)

    # ----- the player's intents -----
    def move(self, source: int, count: int, target: int) -> bool:
        return self._act(lambda game: game.move(source, count, target))

    def deal(self) -> bool:
        return self._act(lambda game: game.deal())

    def redo(self) -> bool:
        return self._act(lambda game: game.redo())

    def undo(self) -> bool:
        """Undo the last action; right after a restart or New Game, go back to the left game.

        A won game is over (docs/RULES.md §8: a win cannot be taken back): nothing is
        undone."""
        game = self._game
        if game is None or game.is_won:
            return False
        if not game.can_undo and self._left_game is not None:
            left, self._left_game = self._left_game, None
            self._left_game_restored(left)
            self._put(left, restored=True)
            return True
        return self._act(lambda game: game.undo())

    def check_lift(self, source: int, count: int, quiet: bool = False) -> bool:
        """May these cards be lifted (a drag, a key pick-up, a double-click, a tap)? If not,
        the rule is refused aloud, unless `quiet` (a plain press is no attempt yet)."""
        game = self._game
        if game is None:
            return False
        try:
            game.check_lift(source, count)
        except IllegalMove as exc:
            if not quiet:
                self.actionRefused.emit(exc)
            return False
        return True

    def send_to_best(self, source: int, count: int) -> bool:
        """Send the run to the column a double-click chooses; the rule when there is none."""
        if not self.check_lift(source, count):
            return False
        game = self._game
        assert game is not None  # check_lift said yes, so a game is on the table
        target = game.best_target(source, count)
        if target is None:
            reason = Reason.GAME_WON if game.is_won else Reason.NO_TARGET
            self.actionRefused.emit(IllegalMove(reason))
            return False
        return self.move(source, count, target)

    # ----- what the player's game adds (session/game_session.py) -----
    def _action_made(self, game: Game, record: ActionRecord) -> None:
        """After an action changed `game`, before anyone hears of it."""

    def _won(self, game: Game) -> GameWon | None:
        """The action won `game`: what to tell (None: nothing, it was told already)."""
        return GameWon(game, counted=False)

    def _left_game_restored(self, game: Game) -> None:
        """Undo is about to bring `game` (the left one) back onto the table."""

    # ----- internals -----
    def _act(self, action: Callable[[Game], ActionRecord]) -> bool:
        game = self._game
        if game is None:
            return False
        try:
            record = action(game)
        except IllegalMove as exc:
            self.actionRefused.emit(exc)
            return False
        if record.kind in ("move", "deal"):
            self._left_game = None  # the new game is under way: the left one is gone
        self._action_made(game, record)
        self.actionPlayed.emit(record)
        self._emit_status()
        if game.is_won:
            won = self._won(game)
            if won is not None:
                self.gameWon.emit(won)
        return True

    def _emit_status(self, force: bool = False) -> None:
        game = self._game
        if game is None:
            return
        status = TableStatus(
            score=scoring.score(game, self._scoring), moves=game.moves, deals_left=game.deals_left,
            removed=game.removed, sequences=game.variant.sequences,
            can_undo=not game.is_won and (game.can_undo or self._left_game is not None),
            can_redo=game.can_redo and not game.is_won, system=self._scoring)
        if force or status != self._status:
            self._status = status
            self.statusChanged.emit(status)


__all__ = ["TableGame"]
