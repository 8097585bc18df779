"""The table widget: scene rect = viewport rect, and pointer input turned into table gestures.

The view never changes the Game. It tracks a press, starts a drag after a few pixels, moves
the lifted cards with the pointer and highlights the columns that accept them; for every
decision (may this card be lifted? which columns accept? what happens on drop, tap, double
click, stock click?) it asks its ``TableInput`` (the presenter).

Mouse, real touch events and mouse events Qt synthesizes from touch all feed the same three
steps (press, move, release); a release without a drag is a tap on a touchscreen. Nothing
depends on hover. A quick second tap on what the first one acted on is no second action
(table.tap_guard). A tap on a strip thinner than a fingertip, a click inside a squeezed
suited run, or a finger held still on such a column, spreads that column open (table.spread)
until a card of it is taken, Esc, or a press elsewhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QGuiApplication,
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTouchEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsRectItem, QGraphicsView, QWidget

from spiderette_qt.table import durations
from spiderette_qt.table.card_item import CardItem
from spiderette_qt.table.layout import Z_DRAG
from spiderette_qt.table.scene import TableScene
from spiderette_qt.table.spread import Z_SPREAD, Glide, scrim, spread_places, too_thin
from spiderette_qt.table.tap_guard import TapGuard


class TableInput(Protocol):
    """What the view asks of the presenter."""

    def prepare_input(self) -> None:
        """Finish running animations so the input meets a settled table."""

    def lift(self, card_id: int, quiet: bool = False,
             exact: bool = False) -> tuple[int, int] | None:
        """(column, count) of the run starting at this card, or None (the rule is shown,
        unless ``quiet``: a press alone is no attempt to move). A card inside a squeezed
        suited run stands for its stretch, unless ``exact`` (a spread column)."""

    def drop_targets(self, source: int, count: int) -> set[int]:
        """Columns that would accept this run."""

    def drop(self, source: int, count: int, target: int | None, over: int | None) -> None:
        """The run was released: onto legal ``target`` (largest overlap), or, when no legal
        column overlaps, over column ``over`` (largest overlap of any other column); both None
        when the run's own column overlaps most (put back: a cancel) or it lies on bare felt."""

    def activate(self, source: int, count: int, touch: bool) -> None:
        """A double-click (touch False) or a tap (touch True) on a liftable run."""

    def stock_clicked(self) -> None:
        """A click or tap on the stock."""


class KeyInput(Protocol):
    """Keyboard play (spiderette_qt.table.keyboard.KeyboardPlay)."""

    def handle_key(self, event: QKeyEvent) -> bool:
        """Handle a key on the table; False if it is not a table key."""

    def pointer_used(self) -> None:
        """The pointer took over from the keys."""


@dataclass
class _Press:
    """A pointer that went down on something and has not come up yet."""

    scene_pos: QPointF
    touch: bool
    on_stock: bool = False
    source: int = -1
    count: int = 0
    items: list[CardItem] = field(default_factory=list)
    homes: list[QPointF] = field(default_factory=list)
    dragging: bool = False
    refused: int = -1  # a card that may not be lifted: its rule shows if the press drags
    card_id: int = -1  # the card under the press (before a squeezed stretch stood for it)
    timestamp: int = 0  # the press event's time (ms): a double tap is judged on it
    repeat: bool = False  # the second tap of a double tap: no second action
    in_spread: bool = False  # a press on a card of the spread column


@dataclass
class _Spread:
    """A column spread open for a pick."""

    column: int
    ids: tuple[int, ...]
    dimming: QGraphicsRectItem
    opened_by: tuple[int, int] | None = None  # (source, count) a mouse click opened it on


def _overlap(a: QRectF, b: QRectF) -> float:
    inter = a.intersected(b)
    return max(0.0, inter.width()) * max(0.0, inter.height())


class TableView(QGraphicsView):
    """Shows the TableScene one to one (no scrolling, no scaling)."""

    resized = Signal()
    #: A drag lifted a run off its column (the table's sound of picking up).
    dragStarted = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # Our own viewport (the same plain QWidget Qt would make): asking Qt for the one it
        # made hands Python a QWidget it has never seen, and PySide then sets up every QWidget
        # subclass (~70 Python enums, ~15 ms of the start) to find out which one it is.
        self.setViewport(QWidget())
        # What QGraphicsView's constructor set on the one it made (everything else is the same:
        # it made its own with setViewport too).
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled,
                                     self.testAttribute(Qt.WidgetAttribute.WA_InputMethodEnabled))
        self.table_scene = scene
        self.input: TableInput | None = None
        self.keys: KeyInput | None = None
        self._press: _Press | None = None
        self._targets: set[int] = set()  # columns accepting the run being dragged
        self.taps = TapGuard()  # public: a test lets time pass between two taps
        self._spread: _Spread | None = None
        self._glide = Glide(self)
        self._click_acted = False  # the last mouse click acted: its double-click must not
        # A finger held still on a squeezed column spreads it (as a long press opens things).
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._held)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
        # No CacheBackground: the scene's felt already is a pixmap, and Qt's cache would only
        # copy it into a second one (a full-view pixmap, ~2 ms of the first paint).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.MinimalViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setDragMode(QGraphicsView.DragMode.NoDrag)
        self.setMinimumSize(320, 240)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        # Moves without a button must reach us too: they are how a drag whose release was lost
        # (a popup took the mouse) is noticed and undone. Idle moves cost one early return.
        self.viewport().setMouseTracking(True)

    # -- geometry ------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.cancel_drag()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetTransform()
        self.resized.emit()

    def event(self, event: QEvent) -> bool:
        # Moved to a screen with another device-pixel ratio: fetch pixmaps for it.
        if event.type() in (QEvent.Type.DevicePixelRatioChange,
                            QEvent.Type.ScreenChangeInternal):
            self.resized.emit()
        return super().event(event)

    def table_size(self) -> tuple[int, int]:
        # Until the view is shown its viewport keeps the size it was built with (resize events
        # wait for show); the view's own contents rect is what the viewport will get (no frame,
        # no scroll bars). Laying out at that size spares the start a second felt and a second
        # set of card pixmaps when the window appears.
        size = self.viewport().size() if self.isVisible() else self.contentsRect().size()
        return size.width(), size.height()

    # -- keyboard --------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.taps.forget()
        if self._spread is not None and not self.dragging:
            self.close_spread()
            if event.key() == Qt.Key.Key_Escape:  # Esc only closes the spread column
                event.accept()
                return
        if self.keys is not None and not self.dragging and self.keys.handle_key(event):
            event.accept()
            return
        super().keyPressEvent(event)

    # -- mouse -----------------------------------------------------------------------------
    @staticmethod
    def _from_touch(event: QMouseEvent) -> bool:
        device = event.device()
        return device is not None and device.type() == QInputDevice.DeviceType.TouchScreen

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._click_acted = False
            self._pointer_down(self.mapToScene(event.position().toPoint()),
                               self._from_touch(event), event.timestamp())
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if (press is not None and not press.touch
                and not event.buttons() & Qt.MouseButton.LeftButton):
            # The release never reached us (a popup or a modal box took the mouse mid-drag):
            # put the cards back rather than let them follow a pointer whose button is up.
            self.cancel_drag()
        else:
            self._pointer_moved(self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._pointer_up(self.mapToScene(event.position().toPoint()), event.timestamp())
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.input is None:
            event.accept()
            return
        pos = self.mapToScene(event.position().toPoint())
        spread, acted, self._click_acted = self._spread, self._click_acted, False
        self._drop_press()
        self.input.prepare_input()
        if acted:  # the first click already took a card from a spread column: one action
            event.accept()
            return
        if spread is not None:
            # The first click opened the spread on a squeezed stretch: a double-click there
            # sends that stretch on, as it did before there were spreads.
            self.close_spread()
            if spread.opened_by is not None:
                self.input.activate(spread.opened_by[0], spread.opened_by[1], False)
            event.accept()
            return
        layout = self.table_scene.layout
        if layout is not None and layout.stock_rect.contains(pos):
            event.accept()  # the first click dealt; a second deal must be a second click
            return
        item = self.table_scene.card_at(pos)
        if item is not None:
            lifted = self.input.lift(item.card_id)
            if lifted is not None:
                self.input.activate(lifted[0], lifted[1], False)
        event.accept()

    # -- touch -----------------------------------------------------------------------------
    def viewportEvent(self, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd,
                    QEvent.Type.TouchCancel):
            assert isinstance(event, QTouchEvent)
            points = event.points()
            if kind == QEvent.Type.TouchCancel:
                self.cancel_drag()
            elif points:
                pos = self.mapToScene(points[0].position().toPoint())
                if kind == QEvent.Type.TouchBegin:
                    self._pointer_down(pos, True, event.timestamp())
                elif kind == QEvent.Type.TouchUpdate:
                    self._pointer_moved(pos)
                else:
                    self._pointer_up(pos, event.timestamp())
            event.accept()
            return True
        return super().viewportEvent(event)

    # -- the gesture -----------------------------------------------------------------------
    def _pointer_down(self, pos: QPointF, touch: bool, timestamp: int = 0) -> None:
        if self.input is None or self.table_scene.layout is None:
            return
        self._drop_press()
        if self.keys is not None:
            self.keys.pointer_used()
        self.input.prepare_input()
        self._glide.finish()  # a spread still opening: its cards where they are going
        repeat = touch and self.taps.repeats(timestamp, pos)
        if not touch:
            self.taps.forget()
        layout = self.table_scene.layout
        spread = self._spread
        item = self.table_scene.card_at(pos)
        if spread is not None and (item is None or item.card_id not in spread.ids):
            if not repeat:
                self.close_spread()  # a press elsewhere only closes the spread
            return
        if spread is None and layout.stock_rect.contains(pos):
            self._press = _Press(pos, touch, on_stock=True, timestamp=timestamp, repeat=repeat)
            return
        if item is None:
            return
        in_spread = spread is not None
        lifted = self.input.lift(item.card_id, quiet=True, exact=in_spread)
        if lifted is None:
            # A plain click on a card that cannot move says nothing (as the peers do); a
            # drag or a tap from it is an attempt, and then the rule shows.
            self._press = _Press(pos, touch, refused=item.card_id, card_id=item.card_id,
                                 timestamp=timestamp, repeat=repeat, in_spread=in_spread)
            return
        source, count = lifted
        ids = layout.column_ids[source]
        items = [self.table_scene.cards[card_id] for card_id in ids[len(ids) - count:]]
        self._press = _Press(pos, touch, source=source, count=count, items=items,
                             homes=[QPointF(i.pos()) for i in items], card_id=item.card_id,
                             timestamp=timestamp, repeat=repeat, in_spread=in_spread)
        # Touch only: a mouse that rests before it drags must still drag (and clicks).
        if touch and not in_spread and self._squeezed_column(source):
            self._hold.start(QGuiApplication.styleHints().mousePressAndHoldInterval())

    def _pointer_moved(self, pos: QPointF) -> None:
        press = self._press
        if press is None or press.on_stock or self.input is None:
            return
        if not press.dragging:
            distance = (pos - press.scene_pos).manhattanLength()
            threshold = QApplication.startDragDistance() * (2 if press.touch else 1)
            if distance < threshold:
                return
            if press.refused >= 0:  # dragging a card that cannot move: say why, once
                self._press = None
                self.input.lift(press.refused, exact=press.in_spread)
                return
            press.dragging = True
            self._hold.stop()
            self.dragStarted.emit()
            for depth, item in enumerate(press.items):
                item.setZValue(Z_DRAG + depth)
            self._targets = self.input.drop_targets(press.source, press.count)
            self.table_scene.highlight_columns(self._targets)
        delta = pos - press.scene_pos
        for item, home in zip(press.items, press.homes, strict=True):
            item.setPos(home + delta)
        target, _ = self._drop_columns(press)
        self.table_scene.highlight_columns(self._targets, target)

    def _dragged_rect(self, press: _Press) -> QRectF:
        rect = QRectF()
        for item in press.items:
            rect = rect.united(item.sceneBoundingRect())
        return rect

    def _drop_columns(self, press: _Press) -> tuple[int | None, int | None]:
        """(legal column to move to, other column to explain a refusal), or (None, None).

        The run's own column takes part in the choice: when it overlaps the run more than
        every legal column (or, with none legal, more than any other column), the drop is a
        cancel, so a run put back where it was lifted from, or nudged a few pixels, never
        counts for a neighbour (a move, a rule banner, or an auto-place flight)."""
        layout = self.table_scene.layout
        assert layout is not None
        dragged = self._dragged_rect(press)
        own = 0.0
        best: tuple[float, int] | None = None
        over: tuple[float, int] | None = None
        for column, rect in enumerate(layout.column_rects):
            area = _overlap(dragged, rect)
            if column == press.source:
                own = area
                continue
            if area <= 0:
                continue
            if column in self._targets and (best is None or area > best[0]):
                best = (area, column)
            if over is None or area > over[0]:
                over = (area, column)
        if best is not None and best[0] > own:
            return best[1], (over[1] if over else None)
        if best is None and over is not None and over[0] > own:
            return None, over[1]
        return None, None

    def _pointer_up(self, pos: QPointF, timestamp: int = 0) -> None:
        self._hold.stop()
        press, self._press = self._press, None
        if press is None or self.input is None:
            return
        layout = self.table_scene.layout
        if press.dragging:
            target, over = self._drop_columns(press)
            self.table_scene.clear_highlights()
            self.taps.forget()
            if press.in_spread:
                self._spread_taken()
            self.input.drop(press.source, press.count, target, over)
            return
        if press.repeat:  # the second tap of a double tap: the first one acted
            self.taps.forget()
            return
        if press.on_stock:
            if layout is not None and layout.stock_rect.contains(pos):
                self.input.stock_clicked()
                if press.touch:
                    self.taps.acted(press.timestamp, layout.stock_rect)
            return
        area = layout.card_rect(press.card_id) if layout is not None \
            and press.card_id in layout.places else QRectF()
        if press.in_spread:  # the pick: a tap or a click sends the chosen run on
            area = self.table_scene.cards[press.card_id].sceneBoundingRect()
            if press.refused >= 0:
                self.input.lift(press.refused, exact=True)  # say why; the spread stays open
            else:
                self._spread_taken()
                self._click_acted = not press.touch
                self.input.activate(press.source, press.count, True)
            if press.touch:
                self.taps.acted(press.timestamp, area)
            return
        squeezed = layout is not None and (press.card_id in layout.grab or (
            press.touch and too_thin(layout, press.card_id, layout.finger)))
        if squeezed and self._open_spread(press):
            if press.touch:
                self.taps.acted(press.timestamp, area)
            return
        if press.refused >= 0:
            if press.touch:  # a tap is an attempt (it sends the card on): say why not
                self.input.lift(press.refused)
                self.taps.acted(press.timestamp, area)
            return
        if press.touch:
            self.input.activate(press.source, press.count, True)
            self.taps.acted(press.timestamp, area)

    # -- the spread column -----------------------------------------------------------------
    def _open_spread(self, press: _Press) -> bool:
        """Spread the pressed card's column for a pick; False if there is nothing to choose."""
        layout = self.table_scene.layout
        if layout is None:
            return False
        column = next((c for c, ids in enumerate(layout.column_ids) if press.card_id in ids), -1)
        places = spread_places(layout, column, self._movable(column)) if column >= 0 else {}
        if not places:
            return False
        dimming = scrim(self.sceneRect())
        self.table_scene.addItem(dimming)
        targets = {}
        for depth, card_id in enumerate(places):
            item = self.table_scene.cards[card_id]
            item.setZValue(Z_SPREAD + depth)
            targets[item] = places[card_id]
        opened_by = None if press.touch or press.refused >= 0 else (press.source, press.count)
        self._spread = _Spread(column, tuple(places), dimming, opened_by)
        self._glide.start(targets, durations.spread())
        return True

    def _held(self) -> None:
        """A finger stayed still on a squeezed column: spread it (its release does nothing)."""
        press = self._press
        if press is None or press.dragging or press.in_spread or press.on_stock:
            return
        self._press = None
        if self._open_spread(press) and press.touch:
            layout = self.table_scene.layout
            if layout is not None and press.card_id in layout.places:
                self.taps.acted(press.timestamp, layout.card_rect(press.card_id))

    def _squeezed_column(self, column: int) -> bool:
        """Has this column's movable run a card a finger cannot choose?"""
        layout = self.table_scene.layout
        if layout is None:
            return False
        ids = layout.column_ids[column]
        return any(card_id in layout.grab or too_thin(layout, card_id, layout.finger)
                   for card_id in ids[len(ids) - self._movable(column):-1])

    def _movable(self, column: int) -> int:
        """How many cards at the end of ``column`` may be taken (the longest liftable run)."""
        layout = self.table_scene.layout
        if layout is None or self.input is None:
            return 0
        ids = layout.column_ids[column]
        for index, card_id in enumerate(ids):
            if layout.places[card_id].face_up and \
                    self.input.lift(card_id, quiet=True, exact=True) is not None:
                return len(ids) - index
        return 0

    @property
    def spread_column(self) -> int | None:
        """The column spread open for a pick, if any."""
        return None if self._spread is None else self._spread.column

    def close_spread(self) -> None:
        """Close the spread column: its cards glide back to their places."""
        spread = self._spread
        layout = self.table_scene.layout
        self._forget_spread()
        if spread is None or layout is None:
            return
        targets = {}
        for card_id in spread.ids:
            item = self.table_scene.cards[card_id]
            place = layout.places.get(card_id)
            if place is not None:
                item.setZValue(place.z)
                targets[item] = place.pos
        self._glide.start(targets, durations.spread())

    def _spread_taken(self) -> None:
        """A card of the spread column was taken: the presenter's answer (a move, a refusal,
        a spring back) sends every card where it belongs from where it is now."""
        self._forget_spread()

    def _forget_spread(self) -> None:
        spread, self._spread = self._spread, None
        self._glide.stop()
        if spread is not None and spread.dimming.scene() is not None:
            self.table_scene.removeItem(spread.dimming)

    @property
    def dragging(self) -> bool:
        return self._press is not None and self._press.dragging

    def cancel_drag(self) -> None:
        """Forget a press and a spread column (the caller puts the cards where the table says:
        an action, a relayout): lifted and spread cards go straight home, so whatever
        animates next starts from the table the layout describes."""
        spread = self._spread
        self._forget_spread()
        layout = self.table_scene.layout
        if spread is not None and layout is not None:
            for card_id in spread.ids:
                place = layout.places.get(card_id)
                if place is not None:
                    self.table_scene.cards[card_id].setPos(place.pos)
                    self.table_scene.cards[card_id].setZValue(place.z)
        self._glide.finish()
        self._drop_press()

    def _drop_press(self) -> None:
        """Forget a press; lifted cards go straight home (the layout is the truth)."""
        self._hold.stop()
        press, self._press = self._press, None
        if press is not None and press.dragging:
            self.table_scene.clear_highlights()
            layout = self.table_scene.layout
            for item in press.items:
                if layout is not None and item.card_id in layout.places:
                    place = layout.places[item.card_id]
                    item.setPos(place.pos)
                    item.setZValue(place.z)
