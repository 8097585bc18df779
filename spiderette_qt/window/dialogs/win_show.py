"""What the window shows for a won game: the cards' celebration, then the win panel.

The session decides that the player won (and counts it); this waits for the last cards to
land, lets the removed cards fly, and offers the next choices: the won game's own game and
difficulty, Restart, Statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QRectF, QTimer

from spiderette_qt.session import variant_key

if TYPE_CHECKING:
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.cards import Card
    from spiderette_qt.session import GameWon
    from spiderette_qt.window.dialogs.win_dialog import Celebration
    from spiderette_qt.window.window_parts import WindowParts


class WinShow(QObject):
    """Owns the celebration on the table; opens the win panel when it ends."""

    def __init__(self, window: WindowParts) -> None:
        super().__init__(window.notifier)
        self.window = window
        self.presenter = window.presenter
        self.session = window.session
        self.celebration: Celebration | None = None
        self._waiting = False  # a won game's celebration waits for its cards

    def game_won(self, won: GameWon) -> None:
        """The session counted a win: the player's own is celebrated (the Demo's is told in
        the message bar instead)."""
        if not won.counted:
            return
        # Let the last cards land before the celebration covers the table.
        if self.presenter.idle:
            QTimer.singleShot(0, self, self._celebrate)
        else:
            self._waiting = True
            self.presenter.animationsIdle.connect(self._celebrate_once)

    def _celebrate_once(self) -> None:
        # Idle can come from the input that cuts the flight short (an undo): celebrate only
        # once that input is done and if the game is still won.
        self._drop_waiting()
        QTimer.singleShot(0, self, self._celebrate)

    def _drop_waiting(self) -> None:
        if self._waiting:
            self._waiting = False
            self.presenter.animationsIdle.disconnect(self._celebrate_once)

    def stop(self) -> None:
        """A new game: no waiting celebration (new_game's finish() would start it), and the
        running one skipped."""
        self._drop_waiting()
        if self.celebration is not None:
            celebration, self.celebration = self.celebration, None
            celebration.finished.disconnect(self.show_panel)
            celebration.skip()
            celebration.deleteLater()

    def _celebrate(self) -> None:
        from spiderette_qt.window.dialogs.win_dialog import Celebration

        if not self.session.game.is_won:
            return
        self.stop()
        self.presenter.keyboard.pointer_used()  # no keyboard cursor over it
        self.celebration = Celebration(
            self.window.view, self._removed_cards(), self.presenter.painter,
            self.window.settings.animation_speed)
        self.celebration.finished.connect(self.show_panel)
        self.celebration.start()

    def _removed_cards(self) -> list[tuple[Card, QRectF]]:
        """The removed sequences' cards, where they lie in the view: the celebration's cards.

        The kings lie on top of the removed piles: they go first, then the queens, ..., the
        newest pile's card first each round, as they come off the piles."""
        game, scene, view = self.session.game, self.presenter.scene, self.window.view
        sequences = [list(ids) for ids in game.table().removed]  # king..ace
        cards = []
        for depth in range(max((len(ids) for ids in sequences), default=0)):
            for ids in reversed(sequences):
                if depth < len(ids):
                    item = scene.cards[ids[depth]]
                    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                    cards.append((game.deck[ids[depth]], QRectF(rect)))
        return cards

    def show_panel(self) -> None:
        from spiderette_qt.engine import scoring
        from spiderette_qt.window.dialogs.win_dialog import WinDialog

        window, session = self.window, self.session
        game = session.game
        figures = session.statistics.for_game(variant_key(game), game.suits)
        system = session.scoring
        dialog = WinDialog(scoring.score(game, system), game.moves,
                           window.notifier.parent_widget, figures=figures,
                           elapsed_ms=session.elapsed_ms, game_name=game_name_of(game),
                           new_best=session.new_best, system=system,
                           parts=scoring.parts(game))
        # The won game's own game and difficulty, not the last chosen elsewhere.
        won = (variant_key(game), game.suits)
        choices = window.choices
        dialog.newGameChosen.connect(lambda: choices.start_new_deal(won[1], won[0]))
        dialog.restartChosen.connect(choices.restart_deal)
        dialog.statisticsChosen.connect(window.show_statistics)
        window.notifier.open(dialog)


def game_name_of(game: Game) -> str:
    """The won game's difficulty (and game, when it is not Spiderette), for the panel."""
    from spiderette_qt.i18n import current_language, difficulty_name
    from spiderette_qt.window.game_names import game_name

    difficulty = difficulty_name(game.suits, current_language())
    key = variant_key(game)
    return difficulty if key == "spiderette" else f"{game_name(key)}, {difficulty}"


__all__ = ["WinShow", "game_name_of"]
