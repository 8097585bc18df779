"""The Game menu's choices that replace the game on the table: New Game, the S key's next
suit count, Restart, Play a Game Code (and a code from the command line).

Each asks when a game is under way ("abandon this game?", abandon_question.py, which blocks on
purpose: its caller needs the answer) and hands the new game to the session. Where the player
first chooses what comes next in a dialog (New Game, a game code), the question comes after
that choice: asked before, the keys typed straight into the dialog went to the question,
where Enter means "leave".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from spiderette_qt.engine import Game
from spiderette_qt.session import MESSAGE_MS

if TYPE_CHECKING:
    from spiderette_qt.window.window_parts import WindowParts


class GameChoices(QObject):
    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.notifier)
        self.window = window
        self.settings = window.settings
        self.session = window.session
        self.notifier = window.notifier

    def confirm_abandon(self, leaving: str = "new", code: str = "") -> bool:
        """True if the game on the table may be replaced: asks only if moves were made.
        `leaving`: "new", "restart" or "code" (with `code`), what the question says."""
        game = self.session.game
        if game.moves == 0 or game.is_won or not self.settings.confirm_new_game:
            return True
        from spiderette_qt.window.abandon_question import ask_to_abandon

        standing = ("practice" if self.session.is_practice(game)
                    else "assisted" if self.session.helped(game) else "own")
        accepted, never_ask = ask_to_abandon(self.notifier.parent_widget, leaving, code, standing)
        if never_ask:
            self.settings.confirm_new_game = False
            self.window.play_settings.sync()  # Settings > Ask Before Leaving... turns it on
        return accepted

    def ask_new_game(self) -> None:
        from spiderette_qt.window.dialogs.new_game_dialog import NewGameDialog

        solver = self.window.solver
        # The game on the table is preselected, however it came there (a record, a code, the
        # S key): the remembered choice alone showed Spiderette over a Spider game.
        game = self.session.game
        dialog = NewGameDialog(game.suits, game.variant.key, self.notifier.parent_widget,
                               winnable=solver.new_game_choice())
        dialog.accepted.connect(lambda: self._new_game_confirmed(
            dialog.chosen_suits(), dialog.chosen_variant(), dialog.winnable_only()))
        self.notifier.open(dialog)

    def _new_game_confirmed(self, suits: int, variant: str, winnable: bool | None) -> None:
        """The player chose the next game: now ask whether the one under way may go."""
        if self.confirm_abandon():
            self.new_game_chosen(suits, variant, winnable)

    def new_game_chosen(self, suits: int, variant: str | None = None,
                        winnable: bool | None = None) -> None:
        self.settings.suits = suits
        if variant is not None:
            self.settings.variant = variant
        if winnable is not None:
            self.window.solver.set_winnable_deals(winnable)
        self.start_new_deal(suits, self.settings.variant, keep_left=True)

    def start_new_deal(self, suits: int, variant: str, keep_left: bool = False) -> None:
        """A new deal: an ordinary one, or one the solver proves winnable (if asked for)."""
        solver = self.window.solver
        if solver.winnable_deals:
            solver.start_winnable_game(suits, variant, keep_left=keep_left)
        else:
            self.session.start_game(Game.new(suits, variant=variant), keep_left=keep_left)

    def cycle_suits(self) -> None:
        """The S key: the game's next suit count (1, 2, 4, 1, ...; Spider 1, 2, 3, 4, 1, ...)
        in a new deal of the same game, asking first and dealt as New Game deals (a winnable
        deal when the player asked for winnable deals only; undoable back, like New Game)."""
        if not self.confirm_abandon():
            return
        game = self.session.game
        counts = game.variant.suit_counts
        following = counts[(counts.index(game.suits) + 1) % len(counts)] \
            if game.suits in counts else counts[0]
        self.settings.suits = following
        self.start_new_deal(following, game.variant.key, keep_left=True)

    def restart_deal(self) -> None:
        if not self.confirm_abandon("restart"):
            return
        self.session.start_game(self.session.game.restarted(), restarted=True, keep_left=True)

    def ask_game_code(self) -> None:
        from spiderette_qt.window.dialogs.code_dialog import CodeDialog

        dialog = CodeDialog(self.notifier.parent_widget)
        dialog.accepted.connect(
            lambda: self.confirm_abandon("code", dialog.code()) and self.play_code(dialog.code()))
        self.notifier.open(dialog)

    def play_code(self, code: str) -> bool:
        """Start the deal named by `code`; a bad code is told in the status bar."""
        try:
            game = Game.from_code(code)
        except ValueError as exc:
            from spiderette_qt.engine import InvalidGameCode
            from spiderette_qt.window.dialogs.code_messages import invalid_code_text

            problem = invalid_code_text(exc) if isinstance(exc, InvalidGameCode) else str(exc)
            self.notifier.status(problem, MESSAGE_MS)
            return False
        self.session.start_game(game, keep_left=True)
        return True

    def open_code_argument(self, code: str) -> None:
        """A game code from the command line (or a later launch): that deal, asking first
        when a game is in progress. A bad code is told in the message bar, in the words of
        the Play a Game Code dialog; the game on the table stays."""
        from spiderette_qt.window.dialogs.code_dialog import clean_code, code_problem

        problem = code_problem(code)
        if problem is not None:
            self.notifier.message(problem)
            return
        game = self.session.game
        if clean_code(code) == (game.code or "") and not game.is_won:
            return  # that deal is on the table already
        if self.confirm_abandon("code", clean_code(code)):
            self.play_code(clean_code(code))


__all__ = ["GameChoices"]
