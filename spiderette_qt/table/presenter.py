"""The table presenter: shows a table game on the scene, animates it, and turns input into
the player's intents.

The view reports gestures (through the TableInput methods below); the presenter finishes any
running animation (so the items catch up with the game before it changes again) and sends
the intent to its table game (session/table_game.py), which carries it out and says what
happened through typed signals. The presenter listens to four of them: a game shown (laid
out, dealt out when fresh), an action played (its record's phases animated), an intent
refused (the rule on the table, the cards back where they belong) and the status (the
stock's badge). It never changes the game itself.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from spiderette_qt.engine import ActionRecord, Card, Game, IllegalMove, TableState
from spiderette_qt.i18n.reasons import refusal_text
from spiderette_qt.session.events import GameShown, TableStatus
from spiderette_qt.session.table_game import TableGame
from spiderette_qt.table import durations
from spiderette_qt.table.animator import Animator, Tween
from spiderette_qt.table.card_painter import CardPainter
from spiderette_qt.table.deal_intro import DealIntro
from spiderette_qt.table.finger import finger_px
from spiderette_qt.table.keyboard import KeyboardPlay
from spiderette_qt.table.layout import Layout, Place, compute_layout
from spiderette_qt.table.scene import TableScene
from spiderette_qt.table.view import TableView

#: The table game's signals the presenter hears, connected when it is made: it is their first
#: listener (window/wiring.py lists the others).
PRESENTER_HEARS = ("gameShown", "actionPlayed", "actionRefused", "statusChanged")


class TablePresenter(QObject):
    """Shows `table_game` on a scene and view of its own; without one, a table game of its own
    (a test's table, or a dialog's)."""

    animationsIdle = Signal()
    #: The rule now shown on the table's banner, in the app's language (a refusal).
    ruleRefused = Signal(str)
    #: The player lifted a run (a drag, or the keyboard's pick-up): the sound of picking up.
    runPickedUp = Signal()
    #: A dragged run was dropped back on its own column or the felt: it lands where it was.
    runPutBack = Signal()

    def __init__(self, table_game: TableGame | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table_game = table_game if table_game is not None else TableGame(self)
        self.painter = CardPainter()
        self.scene = TableScene(self.painter, self)
        self.view = TableView(self.scene)
        self.view.input = self
        self.view.resized.connect(self._view_resized)
        self.view.dragStarted.connect(self.runPickedUp)
        self.animator = Animator(self)
        self.animator.idle.connect(self.animationsIdle)
        self.deal_intro = DealIntro(self.animator, (self.view, self.view.viewport()), self)
        self.double_click_moves = True
        self.auto_place = False
        self.larger_cards = False
        # Keyboard play: the view hands it its keys; it follows every change of the table.
        self.keyboard = KeyboardPlay(self, self)
        self.view.keys = self.keyboard
        self.view.resized.connect(self.keyboard.relayout)
        # The presenter is its table game's first listener (window/wiring.py lists them all):
        # the items are where the game says before speech, sound or the window hear of it.
        table = self.table_game
        table.gameShown.connect(self.show_game)
        table.actionPlayed.connect(self.play_action)
        table.actionRefused.connect(self.show_refusal)
        table.statusChanged.connect(self.show_status)

    # -- properties ------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        """The game shown (the table game's)."""
        return self.table_game.shown

    @property
    def idle(self) -> bool:
        return self.animator.is_idle and not self.view.dragging

    @property
    def layout(self) -> Layout | None:
        return self.scene.layout

    @property
    def left_game(self) -> Game | None:
        """The game Undo would bring back, or None."""
        return self.table_game.left_game

    # -- the player's intents --------------------------------------------------------------
    def new_game(self, game: Game, keep_left: bool = False, intro: bool = True) -> None:
        """Show this game on the table (a dialog's table, a test's): the table game's
        `show`. The player's game starts through the session (GameSession.start_game)."""
        self._prepare()
        self.table_game.show(game, keep_left=keep_left, intro=intro)

    def deal(self) -> bool:
        self._prepare()
        return self.table_game.deal()

    def undo(self) -> bool:
        self._prepare()
        return self.table_game.undo()

    def redo(self) -> bool:
        self._prepare()
        return self.table_game.redo()

    def move(self, source: int, count: int, target: int) -> bool:
        """Move a run; a refused one shows its rule and the cards go back where they belong."""
        self._prepare()
        return self.table_game.move(source, count, target)

    def send_to_best(self, source: int, count: int) -> bool:
        """Send the run to the column a double-click chooses; the rule when there is none."""
        self._prepare()
        return self.table_game.send_to_best(source, count)

    def pick_up(self, source: int, count: int) -> bool:
        """May these cards be lifted (key pick-up, double-click, tap)? If not, show the rule."""
        self._prepare()
        lifted = self.table_game.check_lift(source, count)
        if lifted:
            self.runPickedUp.emit()
        return lifted

    # -- the table game's news (connected in __init__) ---------------------------------------
    def show_game(self, shown: GameShown) -> None:
        """A game was put on the table: lay it out (dealt out from the stock when fresh)."""
        self.view.cancel_drag()
        self.animator.finish()
        self.scene.hide_message()
        game = shown.game
        self.scene.set_deck(game.deck)
        self.scene.set_has_stock(game.variant.has_stock)
        self.relayout()
        layout = self.scene.layout
        if shown.intro and layout is not None:
            self.deal_intro.play(self.scene, layout, game.table())
        self.keyboard.reset()

    def play_action(self, record: ActionRecord) -> None:
        """An action changed the game: animate its record, move the keyboard's cursor along."""
        self.scene.hide_message()
        self._animate(record)
        self.keyboard.sync()

    def show_refusal(self, exc: IllegalMove) -> None:
        """The rules said no: the rule on the table, and the cards back where they belong."""
        # In the app's language, with the game's own numbers (5 deals, 400 actions in Spider).
        text = refusal_text(exc)
        self.scene.show_message(text)
        self.ruleRefused.emit(text)
        self._settle(durations.spring_back())

    def show_status(self, status: TableStatus) -> None:
        self.scene.set_deals_left(status.deals_left)

    def set_four_colour(self, on: bool) -> None:
        """Four-colour faces (or back to red/black): redraw every card at once."""
        self.painter.set_four_colour(on)
        self.scene.refresh_faces()

    def set_larger_cards(self, on: bool) -> None:
        """Bigger cards (less margin, a larger share of the height); the table relays out."""
        self.larger_cards = on
        self.relayout()
        self.keyboard.sync()

    def finish_animations(self) -> None:
        self.animator.finish()

    def relayout(self) -> None:
        """Put every item where the current table says, at the current view size (instant)."""
        game = self.game
        if game is None:
            return
        self.animator.finish()
        self.view.cancel_drag()
        self._adopt_layout(game.table(), keep_size=False)
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

    def lift(self, card_id: int, quiet: bool = False,
             exact: bool = False) -> tuple[int, int] | None:
        layout = self.scene.layout
        if self.game is None or layout is None:
            return None
        if not exact:  # a squeezed suited run: its stretch (a spread column picks exactly)
            card_id = layout.grab.get(card_id, card_id)
        for column, ids in enumerate(layout.column_ids):
            if card_id in ids:
                count = len(ids) - ids.index(card_id)
                # A plain press is no attempt yet (quiet): only a drag, a key... is refused.
                if not self.table_game.check_lift(column, count, quiet=quiet):
                    return None
                return column, count
        return None

    def drop_targets(self, source: int, count: int) -> set[int]:
        game = self.game
        if game is None:
            return set()
        return {t for t in range(len(game.columns)) if game.can_move(source, count, t)}

    def drop(self, source: int, count: int, target: int | None, over: int | None) -> None:
        if target is not None:
            self.move(source, count, target)
        elif over is None:
            self._settle(durations.spring_back())  # dropped on its own column or the felt
            self.runPutBack.emit()
        elif self.auto_place and self.game is not None and \
                self.game.best_target(source, count) is not None:
            self.send_to_best(source, count)
        else:
            self.move(source, count, over)  # refused: shows the rule and springs back

    def activate(self, source: int, count: int, touch: bool) -> None:
        if touch or self.double_click_moves:
            self.send_to_best(source, count)

    def stock_clicked(self) -> None:
        self.deal()

    # -- internals ----------------------------------------------------------------------------
    def _prepare(self) -> None:
        """Before an intent: the drag let go and the items where the game says."""
        self.view.cancel_drag()
        self.animator.finish()

    def _adopt_layout(self, state: TableState, keep_size: bool = True) -> Layout:
        """Lay the table out for `state`. With `keep_size` the cards keep their width while
        it fits (ui.layout's hysteresis); a new game, a resize or an option starts afresh."""
        width, height = self.view.table_size()
        now = self.scene.layout
        previous = now.card_width if keep_size and now is not None \
            and (now.width, now.height) == (width, height) else None
        layout = compute_layout(width, height, state, larger=self.larger_cards,
                                deck=self._deck(), previous=previous,
                                finger=finger_px(self.view.screen()))
        self.scene.set_layout(layout, self.view.devicePixelRatioF())
        return layout

    def _deck(self) -> tuple[Card, ...] | None:
        game = self.game
        return None if game is None else game.deck

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
        game = self.game
        assert game is not None  # an action was played on it
        phases = record.phases or (game.table(),)
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
                deck=self._deck(), finger=final.finger)
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


__all__ = ["PRESENTER_HEARS", "TablePresenter"]
