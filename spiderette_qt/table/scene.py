"""The table scene: one CardItem per card id, the stock badge, drop highlights, the rule banner.

The scene shows; it never changes the Game. Where items belong comes from ui.layout; the
animator moves them there; the presenter decides what happens.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from spiderette_qt.engine.cards import Card
from spiderette_qt.table import durations
from spiderette_qt.table.banner_spot import banner_rect
from spiderette_qt.table.card_item import CardItem, PixmapSource
from spiderette_qt.table.felt import felt_colour, felt_pixmap
from spiderette_qt.table.layout import Z_DRAG, Layout

Z_HIGHLIGHT = 5.0
Z_BADGE = 400.0
Z_BANNER = 2000.0


class HighlightItem(QGraphicsItem):
    """A soft glow over a column that accepts the dragged run; stronger on the drop target."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._strong = False
        self.setZValue(Z_HIGHLIGHT)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self._rect = QRectF(rect)

    def set_strong(self, strong: bool) -> None:
        if strong != self._strong:
            self._strong = strong
            self.update()

    @property
    def strong(self) -> bool:
        return self._strong

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(255, 236, 140, 95 if self._strong else 45)
        painter.setBrush(colour)
        painter.setPen(QPen(QColor(255, 236, 140, 220 if self._strong else 120), 2))
        radius = self._rect.width() * 0.08
        painter.drawRoundedRect(self._rect, radius, radius)


class BadgeItem(QGraphicsItem):
    """A round counter on the stock: how many deals are left."""

    def __init__(self) -> None:
        super().__init__()
        self._value = 0
        self._diameter = 24.0
        self._cache = QPixmap()
        self._cache_key: tuple[int, float, float] | None = None
        self.setZValue(Z_BADGE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_value(self, value: int) -> None:
        self._value = value
        self.update()

    @property
    def value(self) -> int:
        return self._value

    def set_diameter(self, diameter: float) -> None:
        self.prepareGeometryChange()
        self._diameter = diameter

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._diameter, self._diameter)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        # The antialiased ring costs ~0.4 ms a frame at DPR 2: draw it once per value, size
        # and device-pixel ratio into a pixmap, and blit that.
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        key = (self._value, self._diameter, dpr)
        if key != self._cache_key:
            side = max(1, math.ceil(self._diameter * dpr))
            self._cache = QPixmap(side, side)
            self._cache.fill(Qt.GlobalColor.transparent)
            self._cache.setDevicePixelRatio(dpr)
            cache_painter = QPainter(self._cache)
            self._draw(cache_painter)
            cache_painter.end()
            self._cache_key = key
        painter.drawPixmap(QPointF(0, 0), self._cache)

    def _draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 230), max(1.0, self._diameter / 14)))
        painter.setBrush(QColor(150, 24, 32) if self._value else QColor(70, 70, 70))
        rect = self.boundingRect().adjusted(1, 1, -1, -1)
        painter.drawEllipse(rect)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, int(self._diameter * 0.55)))
        painter.setFont(font)
        painter.setPen(Qt.GlobalColor.white)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self._value))


class BannerItem(QGraphicsObject):
    """A rounded translucent message at the bottom of the table: the rule that refused."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._rect = QRectF()
        self._font = QFont()
        self.setZValue(Z_BANNER)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.hide()

    @property
    def text(self) -> str:
        return self._text

    def show_text(self, text: str, scene_rect: QRectF,
                  obstacles: Sequence[QRectF] = ()) -> None:
        self._text = text
        self.place(scene_rect, obstacles)
        self.show()

    def place(self, scene_rect: QRectF, obstacles: Sequence[QRectF] = ()) -> None:
        """Fit the banner to the bottom of the scene over no card (ui.banner_spot)."""
        self.prepareGeometryChange()
        size = max(11, min(22, int(scene_rect.height() / 34)))
        self._font.setPixelSize(size)
        metrics = QFontMetricsF(self._font)

        def measure(max_width: float) -> tuple[float, float]:
            text_rect = metrics.boundingRect(QRectF(0, 0, max_width - 2 * size, 1000),
                                             int(Qt.TextFlag.TextWordWrap), self._text)
            return (min(max_width, text_rect.width() + 2.4 * size),
                    text_rect.height() + 1.2 * size)

        rect = banner_rect(scene_rect, obstacles, measure, size)
        self._rect = QRectF(0, 0, rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = QPainterPath()
        radius = min(self._rect.height() / 2, self._font.pixelSize() * 1.2)
        path.addRoundedRect(self._rect, radius, radius)
        painter.fillPath(path, QColor(20, 20, 20, 200))
        painter.setPen(QPen(QColor(255, 255, 255, 60), 1))
        painter.drawPath(path)
        painter.setFont(self._font)
        painter.setPen(QColor(255, 255, 255))
        painter.drawText(self._rect, int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         self._text)


class TableScene(QGraphicsScene):
    """Holds the card items and the table furniture; knows the current layout."""

    def __init__(self, painter: PixmapSource, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.painter = painter
        self.cards: dict[int, CardItem] = {}
        self.layout: Layout | None = None
        self._felt = QPixmap()
        self._felt_key: tuple[float, float, int, float] | None = None
        self.felt_name = "green"
        #: False for a game with no stock (Simple Simon): no stock outline, no deals badge.
        self.has_stock = True
        self._dpr = 1.0
        # One glow per column, made when a layout says how many columns the game has.
        self.highlights: list[HighlightItem] = []
        self.badge = BadgeItem()
        self.addItem(self.badge)
        self.banner = BannerItem()
        self.addItem(self.banner)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(self.banner.hide)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # items move a lot

    # -- cards -------------------------------------------------------------------------
    def set_deck(self, deck: tuple[Card, ...]) -> None:
        """Replace the card items with one per card of this deck (a new game)."""
        for item in self.cards.values():
            self.removeItem(item)
        self.cards = {}
        for card_id, card in enumerate(deck):
            item = CardItem(card_id, card, self.painter)
            self.cards[card_id] = item
            self.addItem(item)

    def refresh_faces(self) -> None:
        """Fetch every pixmap again (e.g. after the four-colour option changed)."""
        for item in self.cards.values():
            item.refresh()

    @property
    def dpr(self) -> float:
        """The device-pixel ratio the current layout's pixmaps are made for."""
        return self._dpr

    def set_layout(self, layout: Layout, dpr: float) -> None:
        """Adopt a new geometry: card sizes, felt, badge, banner (positions: the animator)."""
        self.layout = layout
        self._dpr = dpr
        # Each card's cover is the next one up its column (CardItem draws only what shows).
        covers = {lower: upper for ids in layout.column_ids
                  for lower, upper in zip(ids, ids[1:], strict=False)}
        cards = self.cards
        for card_id, item in cards.items():
            item.set_size(layout.card_width, layout.card_height, dpr)
            upper = covers.get(card_id)
            item.cover = None if upper is None else cards[upper]
        key = (layout.width, layout.height, layout.card_width, dpr)
        if key != self._felt_key:
            # Drawn at the next paint (drawBackground), not here: a layout made before the
            # window is shown, or one of many during a resize drag, never costs a felt.
            self._felt = QPixmap()
            self._felt_key = key
            self.invalidate(QRectF(0, 0, layout.width, layout.height),
                            QGraphicsScene.SceneLayer.BackgroundLayer)
        self._fit_highlights(len(layout.column_rects))
        for glow, rect in zip(self.highlights, layout.column_rects, strict=True):
            slot_top = layout.column_slots[0].top()
            glow.set_rect(QRectF(rect.left() + 2, slot_top - 4, rect.width() - 4,
                                 rect.height() - slot_top))
        diameter = max(18.0, layout.card_width * 0.34)
        self.badge.set_diameter(diameter)
        stock = layout.stock_rect
        self.badge.setPos(stock.right() - diameter * 0.8, stock.bottom() - diameter * 0.85)
        if self.banner.isVisible():
            self.banner.place(self._table_rect(), self._card_rects())

    def set_felt(self, name: str) -> None:
        """Another table colour (ui.felt.FELTS): the felt is drawn again at the next paint."""
        if name != self.felt_name:
            self.felt_name = name
            self._felt = QPixmap()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
            self.update()

    def _fit_highlights(self, count: int) -> None:
        """As many column glows as the game has columns (7 or 10), hidden when new."""
        while len(self.highlights) < count:
            glow = HighlightItem()
            self.addItem(glow)
            self.highlights.append(glow)
        while len(self.highlights) > count:
            self.removeItem(self.highlights.pop())

    def _table_rect(self) -> QRectF:
        if self.layout is None:
            return self.sceneRect()
        return QRectF(0, 0, self.layout.width, self.layout.height)

    def _card_rects(self) -> list[QRectF]:
        """Where the cards lie in the current layout: what the banner must not cover."""
        layout = self.layout
        if layout is None:
            return []
        return [layout.card_rect(card_id) for card_id, place in layout.places.items()
                if place.visible]

    def set_deals_left(self, deals: int) -> None:
        self.badge.set_value(deals)

    def set_has_stock(self, has_stock: bool) -> None:
        """A game with a stock or without one (Simple Simon): the stock's outline and badge
        show only where there is a stock to deal from."""
        self.badge.setVisible(has_stock)
        if has_stock != self.has_stock:
            self.has_stock = has_stock
            self._felt = QPixmap()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    # -- highlights ----------------------------------------------------------------------
    def highlight_columns(self, columns: set[int], strong: int | None = None) -> None:
        for index, item in enumerate(self.highlights):
            item.setVisible(index in columns)
            item.set_strong(index == strong)

    def highlighted_columns(self) -> set[int]:
        return {i for i, item in enumerate(self.highlights) if item.isVisible()}

    def clear_highlights(self) -> None:
        self.highlight_columns(set())

    # -- messages --------------------------------------------------------------------------
    def show_message(self, text: str) -> None:
        """Show a rule for a few seconds, non-modally, at the bottom of the table."""
        self.banner.show_text(text, self._table_rect(), self._card_rects())
        self._banner_timer.start(durations.MESSAGE_MS)

    def hide_message(self) -> None:
        self._banner_timer.stop()
        self.banner.hide()

    # -- hit testing ----------------------------------------------------------------------
    def card_at(self, pos: QPointF) -> CardItem | None:
        """The topmost card under a scene point (dragged cards are never in the way)."""
        best: CardItem | None = None
        for item in self.cards.values():
            if item.zValue() >= Z_DRAG or not item.isVisible():
                continue
            if item.sceneBoundingRect().contains(pos):
                if best is None or item.zValue() > best.zValue():
                    best = item
        return best

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        rect = QRectF(rect)
        if self._felt.isNull() and self.layout is not None:
            self._felt = felt_pixmap(self.layout, self._dpr, self.felt_name, self.has_stock)
        if self._felt.isNull():
            painter.fillRect(rect, QBrush(felt_colour(self.felt_name)))
            return
        source = QRectF(rect.x() * self._dpr, rect.y() * self._dpr,
                        rect.width() * self._dpr, rect.height() * self._dpr)
        # The point overload: the felt is already at the device's scale, so this is a plain
        # copy (the target-rect overload goes through Qt's scaling checks: ~1.5 ms a 4K frame).
        painter.drawPixmap(rect.topLeft(), self._felt, source)
