"""The main window's part in never losing a game (issue 13), as a mixin.

Saving with the conflict guard (another window's newer game is not overwritten; the player
may choose to save this one), Undo back over Restart/New Game, a game code from the command
line, and the win panel with its next choices (the won game's own game and difficulty).
A mixin, as window_language.py is, so main_window.py stays about wiring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spiderette_qt.engine import Game

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

    from spiderette_qt.controller import Controller
    from spiderette_qt.persistence import SaveStore, Statistics, StatisticsStore
    from spiderette_qt.window.clock_driver import ClockDriver
    from spiderette_qt.window.message_bar import MessageBar


def variant_key(game: Game) -> str:
    """The game's place in the family: its statistics are kept under this key."""
    return game.variant.key


class GameKeepingMixin:
    """Mixed into MainWindow (before QMainWindow); uses the attributes the window builds."""

    if TYPE_CHECKING:
        controller: Controller
        save_store: SaveStore
        stats_store: StatisticsStore
        statistics: Statistics
        clock: ClockDriver
        message_bar: MessageBar
        _left_elapsed_ms: int
        _new_best: bool

        @property
        def game(self) -> Game: ...
        def start_game(self, game: Game, restarted: bool = False, *, keep_left: bool = False,
                       elapsed_ms: int = 0) -> None: ...
        def confirm_abandon(self, leaving: str = "new", code: str = "") -> bool: ...
        def play_code(self, code: str) -> bool: ...
        def restart_deal(self) -> None: ...
        def show_statistics(self) -> None: ...
        def _open(self, dialog: QDialog) -> None: ...

    def _save_game(self, overwrite: bool = False) -> None:
        """Save the game on the table; if another window saved a newer one, say so."""
        game = self.game
        if game.is_won:
            return
        if self.save_store.save(game, self.clock.elapsed_ms, overwrite=overwrite):
            kept, self.save_store.set_aside = self.save_store.set_aside, None
            if kept is not None:  # garbage where the save was: kept aside, this game saved
                from spiderette_qt.window.file_problems import save_set_aside_text

                self.message_bar.show_message(save_set_aside_text(kept), str(kept))
            return
        if self.save_store.conflict:
            from spiderette_qt.window.file_problems import save_anyway_text, save_conflict_text

            self.message_bar.show_message(
                save_conflict_text(), str(self.save_store.path),
                (save_anyway_text(), lambda: self._save_game(overwrite=True)))
        elif self.save_store.unreadable is not None:  # not a newer game: say what it is
            from spiderette_qt.window.file_problems import save_unreadable_text

            self.message_bar.show_message(save_unreadable_text(self.save_store.unreadable),
                                          str(self.save_store.path))

    def _on_left_game_restored(self) -> None:
        """Undo went back over New Game or Restart: the left game goes on, uncounted."""
        self.statistics.game_returned()
        self.clock.reset(self._left_elapsed_ms)
        self._save_game()
        self.stats_store.save(self.statistics)

    def open_code_argument(self, code: str) -> None:
        """A game code from the command line (or a later launch): that deal, asking first
        when a game is in progress. A bad code is told in the message bar, in the words of
        the Play a Game Code dialog; the game on the table stays."""
        from spiderette_qt.window.code_dialog import clean_code, code_problem

        problem = code_problem(code)
        if problem is not None:
            self.message_bar.show_message(problem)
            return
        if clean_code(code) == (self.game.code or "") and not self.game.is_won:
            return  # that deal is on the table already
        if self.confirm_abandon("code", clean_code(code)):
            self.play_code(clean_code(code))

    def _show_win_panel(self) -> None:
        game = self.game
        from spiderette_qt.window.win_dialog import WinDialog

        figures = self.statistics.for_game(variant_key(game), game.suits)
        dialog = WinDialog(game.score, game.moves, self, figures=figures,  # type: ignore[arg-type]
                           elapsed_ms=self.clock.elapsed_ms, game_name=self._game_name(game),
                           new_best=self._new_best)
        # The won game's own game and difficulty, not the last chosen elsewhere (issue 13).
        won = (variant_key(game), game.suits)
        dialog.newGameChosen.connect(lambda: self._new_game_after_win(*won))
        dialog.restartChosen.connect(self.restart_deal)
        dialog.statisticsChosen.connect(self.show_statistics)
        self._open(dialog)

    def _game_name(self, game: Game) -> str:
        """The won game's difficulty (and game, when it is not Spiderette), for the panel."""
        from spiderette_qt.i18n import current_language, difficulty_name
        from spiderette_qt.window.game_names import game_name

        difficulty = difficulty_name(game.suits, current_language())
        key = variant_key(game)
        return difficulty if key == "spiderette" else f"{game_name(key)}, {difficulty}"

    def _new_game_after_win(self, variant: str, suits: int) -> None:
        self._start_new_deal(suits, variant)  # type: ignore[attr-defined]  # winnable if asked
