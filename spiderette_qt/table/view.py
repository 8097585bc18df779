"""The table widget: scene rect = viewport rect, and pointer input turned into table gestures.

The view never changes the Game. It tracks a press, starts a drag after a few pixels, moves
the lifted cards with the pointer and highlights the columns that accept them; for every
decision (may this card be lifted? which columns accept? what happens on drop, tap, double
click, stock click?) it asks its ``TableInput`` (the presenter).

Mouse, real touch events and mouse events Qt synthesizes from touch all feed the same three
steps (press, move, release); a release without a drag is a tap on a touchscreen. Nothing
depends on hover.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QInputDevice,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QResizeEvent,
    QTouchEvent,
)
from PySide6.QtWidgets import QApplication, QFrame, QGraphicsView, QWidget

from spiderette_qt.table.card_item import CardItem
from spiderette_qt.table.layout import Z_DRAG
from spiderette_qt.table.scene import TableScene


class TableInput(Protocol):
    """What the view asks of the presenter."""

    def prepare_input(self) -> None:
        """Finish running animations so the input meets a settled table."""

    def lift(self, card_id: int, quiet: bool = False) -> tuple[int, int] | None:
        """(column, count) of the run starting at this card, or None (the rule is shown,
        unless ``quiet``: a press alone is no attempt to move)."""

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
            self._pointer_down(self.mapToScene(event.position().toPoint()),
                               self._from_touch(event))
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
            self._pointer_up(self.mapToScene(event.position().toPoint()))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.input is None:
            event.accept()
            return
        pos = self.mapToScene(event.position().toPoint())
        self.cancel_drag()
        self.input.prepare_input()
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
                    self._pointer_down(pos, True)
                elif kind == QEvent.Type.TouchUpdate:
                    self._pointer_moved(pos)
                else:
                    self._pointer_up(pos)
            event.accept()
            return True
        return super().viewportEvent(event)

    # -- the gesture -----------------------------------------------------------------------
    def _pointer_down(self, pos: QPointF, touch: bool) -> None:
        if self.input is None or self.table_scene.layout is None:
            return
        self.cancel_drag()
        if self.keys is not None:
            self.keys.pointer_used()
        self.input.prepare_input()
        layout = self.table_scene.layout
        if layout.stock_rect.contains(pos):
            self._press = _Press(pos, touch, on_stock=True)
            return
        item = self.table_scene.card_at(pos)
        if item is None:
            return
        lifted = self.input.lift(item.card_id, quiet=True)
        if lifted is None:
            # A plain click on a card that cannot move says nothing (as the peers do); a
            # drag or a tap from it is an attempt, and then the rule shows.
            self._press = _Press(pos, touch, refused=item.card_id)
            return
        source, count = lifted
        ids = layout.column_ids[source]
        items = [self.table_scene.cards[card_id] for card_id in ids[len(ids) - count:]]
        self._press = _Press(pos, touch, source=source, count=count, items=items,
                             homes=[QPointF(i.pos()) for i in items])

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
                self.input.lift(press.refused)
                return
            press.dragging = True
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

    def _pointer_up(self, pos: QPointF) -> None:
        press, self._press = self._press, None
        if press is None or self.input is None:
            return
        layout = self.table_scene.layout
        if press.on_stock:
            if layout is not None and layout.stock_rect.contains(pos):
                self.input.stock_clicked()
            return
        if press.refused >= 0:
            if press.touch:  # a tap is an attempt (it sends the card on): say why not
                self.input.lift(press.refused)
            return
        if press.dragging:
            target, over = self._drop_columns(press)
            self.table_scene.clear_highlights()
            self.input.drop(press.source, press.count, target, over)
        elif press.touch:
            self.input.activate(press.source, press.count, True)

    @property
    def dragging(self) -> bool:
        return self._press is not None and self._press.dragging

    def cancel_drag(self) -> None:
        """Forget a press; lifted cards go straight home (the layout is the truth)."""
        press, self._press = self._press, None
        if press is not None and press.dragging:
            self.table_scene.clear_highlights()
            layout = self.table_scene.layout
            for item in press.items:
                if layout is not None and item.card_id in layout.places:
                    place = layout.places[item.card_id]
                    item.setPos(place.pos)
                    item.setZValue(place.z)
