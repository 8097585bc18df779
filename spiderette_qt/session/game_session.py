"""The player's game, without widgets: saving, statistics, the clock, the left game, save
conflicts and the win/loss bookkeeping: the layer that makes sure a player never loses a game
(to a crash, another window or a damaged file) and that keeps this state out of the window.

Only the player's own games count (docs/RULES.md §13): a game the Demo moved in is assisted
(played, never won or lost, no best, the streak kept), and a game opened from a record or a
position is practice (counted nowhere, whatever score it claims). The player is told the
moment a game becomes either.

A GameSession is the table game (session/table_game.py) the player plays: every action is
saved (off the GUI thread), counted and timed before anyone hears of it, a win is counted
(the Demo's is not the player's) and Undo back over New Game un-counts the abandonment. It
tells the window what to show through a Notifier (a message, a status line) and its typed
signals; it imports no widget, view or presenter, so a test plays a whole game through it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from spiderette_qt.engine import Game, scoring
from spiderette_qt.persistence.statistics import deal_id
from spiderette_qt.platform.game_clock import GameClock
from spiderette_qt.session.events import GameLeaving, GameWon
from spiderette_qt.session.notifier import MESSAGE_MS
from spiderette_qt.session.table_game import TableGame

if TYPE_CHECKING:
    from pathlib import Path

    from spiderette_qt.engine import ActionRecord
    from spiderette_qt.persistence import SaveStore, Statistics, StatisticsStore
    from spiderette_qt.persistence.problems import ProblemKind
    from spiderette_qt.session.notifier import Notifier


def variant_key(game: Game) -> str:
    """The game's place in the family: its statistics are kept under this key."""
    return game.variant.key


class GameSession(TableGame):
    """The player's game: a TableGame that is saved, counted and timed."""

    #: A game is about to replace the one on the table (the solver's "was it winnable?" of
    #: the game left, the celebration stopped).
    gameReplacing = Signal(GameLeaving)
    #: The clock was reset, finished or moved on: the window redraws it.
    clockChanged = Signal()

    def __init__(self, notifier: Notifier, parent: QObject | None = None, *,
                 save_store: SaveStore | None = None,
                 stats_store: StatisticsStore | None = None) -> None:
        super().__init__(parent)
        from spiderette_qt.persistence import SaveStore, StatisticsStore

        self.notifier = notifier
        # The app's stores write off the GUI thread (persistence/background_writer.py).
        self.save_store = save_store if save_store is not None else SaveStore(deferred=True)
        self.stats_store = (stats_store if stats_store is not None
                            else StatisticsStore(deferred=True))
        loaded = self.stats_store.load_result()
        self.statistics: Statistics = loaded.statistics
        self.clock = GameClock()
        #: The game the Demo made a move in (its win is not the player's; kept in the save)
        self._demo_game: Game | None = None
        #: The practice game on the table (opened from a record or a position; kept in the save)
        self._practice_game: Game | None = None
        self._demo_moving = False  # between note_demo_move and the Demo's action
        self._last_by_demo = False  # the last action was the Demo's
        self.new_best = False  # the last win beat the best score before it
        self.startup_problems: list[tuple[str, str | None]] = []
        self._note_file_problem(loaded.kind, loaded.moved_to)
        self._won_handled = False
        self._left_elapsed_ms = 0  # the clock of the game Undo can bring back
        #: Settings › Undo History: the next game's undo reaches all the way back (not only
        #: over the rules' undo_limit). The game in play keeps its own reach (in its save).
        self.undo_all = False

    @property
    def game(self) -> Game:
        game = self._game
        assert game is not None, "the session puts a game on the table before anything asks"
        return game

    @property
    def elapsed_ms(self) -> int:
        return self.clock.elapsed_ms

    def reset_clock(self, elapsed_ms: int = 0) -> None:
        self.clock.reset(elapsed_ms)
        self.clockChanged.emit()

    # ----- starting -----
    def begin(self, resume: bool, suits: int, variant: str) -> None:
        """The first game: the saved one (if `resume` and there is one), else a new deal of
        `suits` and `variant`. Saved later (save_all after the first frame): a resumed game
        is on disk already, and a fresh deal costs nobody anything until it is played."""
        game = None
        elapsed_ms = 0
        if resume:
            result = self.save_store.load()
            game = result.game
            elapsed_ms = result.elapsed_ms
            if game is not None and result.demo:
                self._demo_game = game  # a restart mid-Demo: still the Demo's game
            if game is not None and result.practice:
                self._practice_game = game
            self._note_file_problem(result.kind, result.moved_to)
        fresh = game is None  # a new deal is dealt out on the table (show's intro)
        if game is None:
            game = Game.new(suits, variant=variant, undo_all=self.undo_all)
        self.start_game(game, elapsed_ms=elapsed_ms, save=False, intro=fresh,
                        practice=self._practice_game is game, quiet=True, resumed=not fresh)
        if self.counts(game) and (game.moves or game.can_undo or game.can_redo):
            # A resumed game that was played. If the app was killed between saving the game
            # and saving the statistics after its first action, it is not counted yet.
            self.statistics.action_made(game.score, game.moves, scoring.all_scores(game))
        for text, details in self.startup_problems:
            # Not modal, and it stays until the player closes it: in full, never cut off.
            self.notifier.message(text, details)

    def _note_file_problem(self, kind: ProblemKind | None, moved_to: Path | None) -> None:
        """Word a start-up file problem (if any) in the player's language, to show once."""
        if kind is not None:
            from spiderette_qt.session.file_problems import (
                file_problem_details,
                file_problem_text,
            )

            self.startup_problems.append(
                (file_problem_text(kind, moved_to), file_problem_details(kind, moved_to)))

    def start_game(self, game: Game, restarted: bool = False, *, keep_left: bool = False,
                   elapsed_ms: int = 0, save: bool = True, intro: bool = True,
                   practice: bool = False, quiet: bool = False, resumed: bool = False) -> None:
        """Put `game` on the table and tell the statistics (a restart is the same game).

        `keep_left` (New Game, Restart, a code): Undo before the new game's first action
        brings the game on the table back. `elapsed_ms`: a resumed game's clock.
        `practice`: opened from a record or a position, it counts nowhere (a restart of it
        stays practice); the player is told so unless `quiet` (a resumed game, told before).
        Undo reaches as far as Settings › Undo History says (`undo_all`), except in a
        `resumed` game, which keeps the reach it was played with.
        """
        if not resumed:
            game = game.with_undo_all(self.undo_all)
        self._won_handled = False
        practice = practice or (restarted and self._practice_game is not None
                                and self._practice_game is self._game)
        if restarted and self.helped(self._game):
            # The same played game again (docs/RULES.md §8): still assisted.
            self._demo_game = game
        self.gameReplacing.emit(GameLeaving(self._game, restarted))
        if practice:
            self._practice_game = game
            self.statistics.practice_started()
        elif restarted:
            self.statistics.game_restarted()
        else:
            self.statistics.game_started(game.suits, deal_id(game), variant_key(game))
        self._left_elapsed_ms = self.clock.elapsed_ms
        self.show(game, keep_left=keep_left, intro=intro)
        self.reset_clock(elapsed_ms)
        if save:
            self.save_game()
            self.save_statistics()
        if practice and not quiet and not restarted:
            from spiderette_qt.session.counting_notices import practice_text

            self.notifier.message(practice_text(), warning=False, for_game=True)

    # ----- the Demo's part -----
    def helped(self, game: Game | None) -> bool:
        """True when the Demo made a move in this game: its win is not the player's."""
        return game is not None and game is self._demo_game

    def is_practice(self, game: Game | None) -> bool:
        """True for a game opened from a record or a position: it counts nowhere."""
        return game is not None and game is self._practice_game

    def counts(self, game: Game) -> bool:
        """Is `game` the player's own, for the statistics and the deal of the day?"""
        return not self.helped(game) and not self.is_practice(game)

    def note_demo_move(self, game: Game) -> None:
        """The Demo is about to make a move in `game` (before it: a winning move's win is the
        Demo's). Taking its moves back does not make the game the player's again. The first
        time, the game becomes assisted in the statistics and the player is told what that
        means for them."""
        first = self._demo_game is not game
        self._demo_game = game
        self._demo_moving = True  # the next action is the Demo's (its win is told by it)
        if not first or self.is_practice(game) or game is not self._game:
            return
        if self.statistics.game_assisted():
            self.save_statistics()
            from spiderette_qt.session.counting_notices import assisted_text

            self.notifier.message(assisted_text(), warning=False, for_game=True)

    def mark_assisted(self, game: Game) -> None:
        """The solver showed the player how to win `game` in play (Where Did I Lose?): it
        counts as assisted, as a game the Demo moved in (kept in the save), and the player
        is told so the first time."""
        first = self._demo_game is not game
        self._demo_game = game
        if not first or self.is_practice(game) or game is not self._game:
            return
        if self.statistics.game_assisted():
            self.save_statistics()
            from spiderette_qt.session.counting_notices import solver_assisted_text

            self.notifier.message(solver_assisted_text(), warning=False, for_game=True)
        self.save_game()

    # ----- saving -----
    def save_statistics(self) -> None:
        """Save the statistics; if another program changed the file meanwhile, its figures
        are merged with ours (statistics.merged_with_game_of: no game either side finished
        is lost) and the player told; garbage there is kept aside and told of. Never written
        over blindly, never lost."""
        store = self.stats_store
        if not store.save(self.statistics):
            found = store.take_found()
            if found is not None:
                self.statistics = found.merged_with_game_of(self.statistics)
                store.save(self.statistics)
                from spiderette_qt.session.counting_notices import statistics_merged_text

                self.notifier.message(statistics_merged_text(), str(store.path), warning=False)
            elif store.unreadable:
                from spiderette_qt.session.counting_notices import statistics_unreadable_text

                self.notifier.message(statistics_unreadable_text(), str(store.path))
        kept = store.take_set_aside()
        if kept is not None:
            from spiderette_qt.session.counting_notices import statistics_set_aside_text

            self.notifier.message(statistics_set_aside_text(kept.name), str(kept))

    def save_all(self) -> None:
        """The game (unless won) and the statistics: after the first frame, and on quit."""
        if self._game is not None and not self._game.is_won:
            self.save_game()
        self.save_statistics()

    def save_game(self, overwrite: bool = False) -> None:
        """Save the game on the table; if another window saved a newer one, say so."""
        game = self.game
        if game.is_won:
            return
        store = self.save_store
        if self.save_store.save(game, self.clock.elapsed_ms, overwrite=overwrite,
                                demo=self.helped(game), practice=self.is_practice(game)):
            kept, store.set_aside = store.set_aside, None
            if kept is not None:  # garbage where the save was: kept aside, this game saved
                from spiderette_qt.session.file_problems import save_set_aside_text

                self.notifier.message(save_set_aside_text(kept), str(kept))
            return
        if store.conflict:
            from spiderette_qt.session.file_problems import save_anyway_text, save_conflict_text

            self.notifier.message(save_conflict_text(), str(store.path),
                                  (save_anyway_text(), lambda: self.save_game(overwrite=True)))
        elif store.unreadable is not None:  # not a newer game: say what it is
            from spiderette_qt.session.file_problems import save_unreadable_text

            self.notifier.message(save_unreadable_text(store.unreadable), str(store.path))

    # ----- what a TableGame leaves to the player's game -----
    def _action_made(self, game: Game, record: ActionRecord) -> None:
        """Timed, counted and saved before the table, speech and sound hear of it."""
        self._last_by_demo, self._demo_moving = self._demo_moving, False
        self.clock.action()
        self.clockChanged.emit()
        if self.counts(game):
            # Every system's score: an abandoned game's bar in the chart is in the chosen one.
            self.statistics.action_made(game.score, game.moves, scoring.all_scores(game))
            self.statistics.daily.action_made(game.code)  # the day's deal counts as played
        if not game.is_won:
            self.save_game()
        self.save_statistics()
        error = self.save_store.last_error or self.stats_store.last_error
        if error is not None:
            # Shown after the action's announcement (a later slot), which would replace it.
            from spiderette_qt.session.file_problems import save_error_text

            text = save_error_text(error)  # translated; str(error) is the system's English
            QTimer.singleShot(0, self, lambda: self.notifier.status(text, MESSAGE_MS))

    def _won(self, game: Game) -> GameWon | None:
        own = self.counts(game) and not self.statistics.current_assisted
        if self._won_handled:
            # Won again after a replay of the same game: only the day's result may improve.
            if own and self.statistics.daily.game_won(
                    game.code, game.score, game.moves, self.clock.elapsed_ms or None) is not None:
                self.save_statistics()
            return None
        self._won_handled = True
        self.clock.finish()
        self.clockChanged.emit()
        practice = self.is_practice(game)
        self.new_best = False
        if not practice:
            # An assisted win ends the game assisted (statistics.game_won knows it).
            scores = scoring.all_scores(game)
            figures = self.statistics.for_game(variant_key(game), game.suits)
            before = figures.best(self.scoring)
            self.new_best = own and (before is None or scores[self.scoring] > before)
            self.statistics.game_won(game.score, game.moves, self.clock.elapsed_ms or None,
                                     scores)
        if own:
            self.statistics.daily.game_won(game.code, game.score, game.moves,
                                           self.clock.elapsed_ms or None)
        self.save_statistics()
        self.save_store.clear()
        if practice:
            from spiderette_qt.session.counting_notices import practice_won_text

            self.notifier.message(practice_won_text(), warning=False, for_game=True)
        elif self.helped(game) and not self._last_by_demo:
            from spiderette_qt.session.counting_notices import assisted_won_text

            self.notifier.message(assisted_won_text(), warning=False, for_game=True)
        # Not counted: no "you won" panel; the message bar says why.
        return GameWon(game, counted=own, new_best=self.new_best, practice=practice)

    def _left_game_restored(self, game: Game) -> None:
        """Undo goes back over New Game or Restart: the left game goes on, uncounted."""
        if self._practice_game is self._game:
            self._practice_game = None  # the practice game leaves the table
        self.statistics.game_returned()
        self._game = game  # saved below as the game on the table
        self.reset_clock(self._left_elapsed_ms)
        self.save_game()
        self.save_statistics()


__all__ = ["GameSession", "variant_key"]
