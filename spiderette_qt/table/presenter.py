"""The one place that changes the Game: table gestures -> engine actions -> animations.

The view reports gestures (through the TableInput methods below); the controller asks the
engine, plays the returned ActionRecord's phases with the animator, and tells the window
through signals. Every refusal shows its rule on the table (a banner) and as ruleRefused.
Any new input first finishes the running animation, so the items always catch up with the
model before the model changes again.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from spiderette_qt.engine import ActionRecord, Card, Game, IllegalMove, Reason, TableState
from spiderette_qt.i18n.reasons import refusal_text
from spiderette_qt.table import durations
from spiderette_qt.table.animator import Animator, Tween
from spiderette_qt.table.card_painter import CardPainter
from spiderette_qt.table.deal_intro import DealIntro
from spiderette_qt.table.keyboard import KeyboardPlay
from spiderette_qt.table.layout import Layout, Place, compute_layout
from spiderette_qt.table.scene import TableScene
from spiderette_qt.table.view import TableView


class Controller(QObject):
    """Mediates between the table (scene + view) and the engine's Game."""

    scoreChanged = Signal(int)
    movesChanged = Signal(int)
    dealsLeftChanged = Signal(int)
    removedChanged = Signal(int)
    canUndoChanged = Signal(bool)
    canRedoChanged = Signal(bool)
    ruleRefused = Signal(str)
    actionDone = Signal(object)
    gameStarted = Signal()
    gameWon = Signal()
    animationsIdle = Signal()
    #: Undo went back over a restart or a new game: the game that was left is on the table
    #: again (gameStarted came first). The window un-counts the abandonment.
    leftGameRestored = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.painter = CardPainter()
        self.scene = TableScene(self.painter, self)
        self.view = TableView(self.scene)
        self.view.input = self
        self.view.resized.connect(self._view_resized)
        self.animator = Animator(self)
        self.animator.idle.connect(self.animationsIdle)
        self.deal_intro = DealIntro(self.animator, (self.view, self.view.viewport()), self)
        self.double_click_moves = True
        self.auto_place = False
        self._game: Game | None = None
        # The game a restart or New Game left, until the new game's first action: Undo
        # right after brings it back (docs/RULES.md §8: a restart can be undone).
        self._left_game: Game | None = None
        self._status: dict[str, object] = {}
        self.larger_cards = False
        # Keyboard play: the view hands it its keys; it follows every change of the table.
        self.keyboard = KeyboardPlay(self, self)
        self.view.keys = self.keyboard
        self.view.resized.connect(self.keyboard.relayout)
        self.actionDone.connect(lambda _record: self.keyboard.sync())
        self.gameStarted.connect(self.keyboard.reset)

    # -- properties ------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self._game

    @property
    def idle(self) -> bool:
        return self.animator.is_idle and not self.view.dragging

    @property
    def layout(self) -> Layout | None:
        return self.scene.layout

    # -- public actions --------------------------------------------------------------------
    def new_game(self, game: Game, keep_left: bool = False, intro: bool = True) -> None:
        """Show this game (a new deal, a restart, a resumed save).

        With `keep_left` the game on the table, if it was played and is not won, is kept so
        that Undo before the new game's first action brings it back. With `intro` a game
        not yet played is dealt out from the stock (ui.deal_intro); a resumed one is not.
        """
        self.view.cancel_drag()
        self.animator.finish()
        self.scene.hide_message()
        left = self._game
        played = left is not None and (left.can_undo or left.moves > 0) and not left.is_won
        self._left_game = left if keep_left and played else None
        self._show(game, intro=intro)

    @property
    def left_game(self) -> Game | None:
        """The game Undo would bring back (see new_game's keep_left), or None."""
        return self._left_game

    def _show(self, game: Game, intro: bool = False) -> None:
        self._game = game
        self.scene.set_deck(game.deck)
        self.relayout()
        layout = self.scene.layout
        if intro and layout is not None and game.moves == 0 and not game.can_undo \
                and not game.can_redo:  # a fresh deal (not a game resumed or brought back)
            self.deal_intro.play(self.scene, layout, game.table())
        self._emit_status(force=True)
        self.gameStarted.emit()

    def deal(self) -> bool:
        return self._act(lambda game: game.deal())

    def undo(self) -> bool:
        """Undo the last action; right after a restart or new game, go back to the left game.

        A won game is over (docs/RULES.md §8: a win cannot be taken back): nothing is undone.
        """
        game = self._prepare()
        if game is None or game.is_won:
            return False
        if not game.can_undo and self._left_game is not None:
            left, self._left_game = self._left_game, None
            self.scene.hide_message()
            self._show(left)
            self.leftGameRestored.emit()
            return True
        return self._act(lambda game: game.undo())

    def redo(self) -> bool:
        return self._act(lambda game: game.redo())

    def move(self, source: int, count: int, target: int) -> bool:
        """Move a run; when refused, show the rule and put the cards back where they belong."""
        moved = self._act(lambda game: game.move(source, count, target))
        if not moved:
            self._settle(durations.spring_back())
        return moved

    def send_to_best(self, source: int, count: int) -> bool:
        """Send the run to the column a double-click chooses; the rule when there is none."""
        if not self.pick_up(source, count):
            return False
        game = self._game
        assert game is not None  # pick_up said yes, so a game is on the table
        target = game.best_target(source, count)
        if target is None:
            reason = Reason.GAME_WON if game.is_won else Reason.NO_TARGET
            self._refuse(IllegalMove(reason))
            self._settle(durations.spring_back())
            return False
        return self.move(source, count, target)

    def set_four_colour(self, on: bool) -> None:
        """Four-colour faces (or back to red/black): redraw every card at once."""
        self.painter.set_four_colour(on)
        self.scene.refresh_faces()

    def set_larger_cards(self, on: bool) -> None:
        """Bigger cards (less margin, a larger share of the height); the table relays out."""
        self.larger_cards = on
        self.relayout()
        self.keyboard.sync()

    def pick_up(self, source: int, count: int) -> bool:
        """May these cards be lifted (key pick-up, double-click, tap)? If not, show the rule."""
        game = self._prepare()
        if game is None:
            return False
        try:
            game.check_lift(source, count)
        except IllegalMove as exc:
            self._refuse(exc)
            return False
        return True

    def finish_animations(self) -> None:
        self.animator.finish()

    def relayout(self) -> None:
        """Put every item where the current table says, at the current view size (instant)."""
        if self._game is None:
            return
        self.animator.finish()
        self.view.cancel_drag()
        self._adopt_layout(self._game.table(), keep_size=False)
        self._settle(durations.relayout())

    def _view_resized(self) -> None:
        """A resize (or a new pixel ratio) that changed the table: lay it out again. The
        window's first show sends one at the size the table was already laid out at (the
        layout is made before the window shows): that one costs nothing."""
        layout = self.scene.layout
        if layout is not None and (layout.width, layout.height) == self.view.table_size() \
                and self.scene.dpr == self.view.devicePixelRatioF():
            return
        self.relayout()

    # -- TableInput (called by the view) ------------------------------------------------------
    def prepare_input(self) -> None:
        self.animator.finish()

    def lift(self, card_id: int, quiet: bool = False) -> tuple[int, int] | None:
        game = self._game
        layout = self.scene.layout
        if game is None or layout is None:
            return None
        card_id = layout.grab.get(card_id, card_id)  # a squeezed suited run: its stretch
        for column, ids in enumerate(layout.column_ids):
            if card_id in ids:
                count = len(ids) - ids.index(card_id)
                try:
                    game.check_lift(column, count)
                except IllegalMove as exc:
                    if not quiet:  # a plain press is no attempt: only a drag, a key...
                        self._refuse(exc)
                    return None
                return column, count
        return None

    def drop_targets(self, source: int, count: int) -> set[int]:
        game = self._game
        if game is None:
            return set()
        return {t for t in range(len(game.columns)) if game.can_move(source, count, t)}

    def drop(self, source: int, count: int, target: int | None, over: int | None) -> None:
        if target is not None:
            self.move(source, count, target)
        elif over is None:
            self._settle(durations.spring_back())  # dropped on its own column or the felt
        elif self.auto_place and self._game is not None and \
                self._game.best_target(source, count) is not None:
            self.send_to_best(source, count)
        else:
            self.move(source, count, over)  # refused: shows the rule and springs back

    def activate(self, source: int, count: int, touch: bool) -> None:
        if touch or self.double_click_moves:
            self.send_to_best(source, count)

    def stock_clicked(self) -> None:
        self.deal()

    # -- internals ----------------------------------------------------------------------------
    def _prepare(self) -> Game | None:
        self.view.cancel_drag()
        self.animator.finish()
        return self._game

    def _act(self, action: Callable[[Game], ActionRecord]) -> bool:
        game = self._prepare()
        if game is None:
            return False
        try:
            record = action(game)
        except IllegalMove as exc:
            self._refuse(exc)
            return False
        self.scene.hide_message()
        if record.kind in ("move", "deal"):
            self._left_game = None  # the new game is under way: the left one is gone
        self._animate(record)
        self._emit_status()
        self.actionDone.emit(record)
        if game.is_won:
            self.gameWon.emit()
        return True

    def _refuse(self, exc: IllegalMove) -> None:
        # In the app's language, with the game's own numbers (5 deals, 400 actions in Spider).
        text = refusal_text(exc)
        self.scene.show_message(text)
        self.ruleRefused.emit(text)

    def _adopt_layout(self, state: TableState, keep_size: bool = True) -> Layout:
        """Lay the table out for `state`. With `keep_size` the cards keep their width while
        it fits (ui.layout's hysteresis); a new game, a resize or an option starts afresh."""
        width, height = self.view.table_size()
        now = self.scene.layout
        previous = now.card_width if keep_size and now is not None \
            and (now.width, now.height) == (width, height) else None
        layout = compute_layout(width, height, state, larger=self.larger_cards,
                                deck=self._deck(), previous=previous)
        self.scene.set_layout(layout, self.view.devicePixelRatioF())
        return layout

    def _deck(self) -> tuple[Card, ...] | None:
        return None if self._game is None else self._game.deck

    def _settle(self, duration: int) -> None:
        """Send every item to its place in the current layout (spring back, relayout)."""
        layout = self.scene.layout
        if layout is None:
            return
        batch = []
        for card_id, place in layout.places.items():
            item = self.scene.cards[card_id]
            moved = item.pos() != place.pos
            batch.append(Tween(item, place.pos, place.z, place.face_up,
                               duration if moved else 0, visible=place.visible))
        self.animator.play([batch])

    def _animate(self, record: ActionRecord) -> None:
        """Play the record's phases one after the other, each from where the last one ended."""
        phases = record.phases or (self._game.table(),)  # type: ignore[union-attr]
        width, height = self.view.table_size()
        deal_order = {cid: i for i, (cid, _) in enumerate(record.dealt)}
        deal_order.update({cid: i for i, (cid, _) in enumerate(record.undealt)})
        previous: dict[int, Place] = {}
        for card_id, item in self.scene.cards.items():
            previous[card_id] = Place(item.pos(), item.zValue(), item.face_up, item.isVisible())
        batches: list[list[Tween]] = []
        before = self.scene.layout
        final = self._adopt_layout(phases[-1])  # the items take its card size now
        for index, state in enumerate(phases):
            last = index == len(phases) - 1
            layout = final if last else compute_layout(
                width, height, state, larger=self.larger_cards, card_width=final.card_width,
                deck=self._deck())
            batches.append(self._phase_tweens(layout, previous, deal_order))
            previous = dict(layout.places)
        if before is not None and before.card_width != final.card_width and batches:
            self._animate_resize(batches[0], before.card_width / final.card_width)
        self.animator.play(batches)

    @staticmethod
    def _animate_resize(batch: list[Tween], scale: float) -> None:
        """The card size changed (a column grew past what fits, or shrank back): every card
        starts at its old size and glides to its new size and place."""
        for tween in batch:
            tween.scale_from = scale
            tween.duration = max(tween.duration, durations.move())

    def _phase_tweens(self, layout: Layout, previous: dict[int, Place],
                      deal_order: dict[int, int]) -> list[Tween]:
        tweens: list[Tween] = []
        removing = 0
        removed_ids = {cid for cid, place in layout.places.items()
                       if layout.removed_rect.contains(place.pos)}
        # Cards flying to the removed area leave top (ace) first.
        for card_id in sorted(layout.places, key=lambda c: -previous[c].z):
            place = layout.places[card_id]
            before = previous[card_id]
            item = self.scene.cards[card_id]
            moved = before.pos != place.pos
            flips = before.face_up != place.face_up
            if not moved and not flips:
                tweens.append(Tween(item, place.pos, place.z, place.face_up, 0,
                                    visible=place.visible))
                continue
            delay = 0
            if card_id in deal_order:
                duration = durations.deal_card()
                delay = deal_order[card_id] * durations.deal_stagger()
            elif moved and card_id in removed_ids and not layout.removed_rect.contains(before.pos):
                duration = durations.remove_card()
                delay = removing * durations.remove_stagger()
                removing += 1
            elif moved:
                duration = durations.move()
            else:
                duration = durations.flip()
            tweens.append(Tween(item, place.pos, place.z, place.face_up, duration, delay,
                                place.visible))
        return tweens

    def _emit_status(self, force: bool = False) -> None:
        game = self._game
        if game is None:
            return
        current: dict[str, object] = {
            "score": game.score, "moves": game.moves, "deals": game.deals_left,
            "removed": game.removed,
            # A won game is over; before the first action Undo goes back to the left game.
            "undo": not game.is_won and (game.can_undo or self._left_game is not None),
            "redo": game.can_redo and not game.is_won,
        }
        signals = {
            "score": self.scoreChanged, "moves": self.movesChanged,
            "deals": self.dealsLeftChanged, "removed": self.removedChanged,
            "undo": self.canUndoChanged, "redo": self.canRedoChanged,
        }
        for key, value in current.items():
            if force or self._status.get(key) != value:
                signals[key].emit(value)
        self._status = current
        self.scene.set_deals_left(game.deals_left)
