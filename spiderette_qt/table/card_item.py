"""One graphics item per physical card: a cached pixmap blitted at its place, nothing more.

The item never draws vectors: the card painter renders a face or a back once per size and
device-pixel ratio, and paint() only blits it. On resize the scene calls set_size(), which
fetches new pixmaps at the new size (no item scaling, so text stays crisp). A flip is a quick
horizontal squeeze to nothing, a face swap, and a stretch back, driven by the animator
through ``flip_progress``.
"""

from __future__ import annotations

import math
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from spiderette_qt.engine.cards import Card

#: Beyond the covering card's top edge, how much of a covered card is still drawn (logical px,
#: as a share of the width): the cover's rounded corners and antialiased border let it show.
_REVEAL = 0.06 + 0.03


class PixmapSource(Protocol):
    """What a card item needs from the card painter."""

    def pixmap(self, card: Card | None, width: int, dpr: float) -> QPixmap: ...


class CardItem(QGraphicsObject):
    """A card on the table, told apart by its card id (its index in the game's deck)."""

    def __init__(self, card_id: int, card: Card, painter: PixmapSource) -> None:
        super().__init__()
        self.card_id = card_id
        self.card = card
        self._painter = painter
        self._face_up = False
        self._width = 1
        self._height = 1
        self._dpr = 1.0
        #: The pixmap for the card's face or back at its size: fetched when it is painted
        #: (None until then). A new deal's cards fly from the stock face down, so the faces
        #: the layout turns up are not drawn for the first frame (or ever, when turned down
        #: again before it).
        self._fetched: QPixmap | None = None
        self._flip_target: bool | None = None
        self._squeezed = False  # mid-flip: narrower than the card, so it hides less
        self._scaled = False  # drawn scaled while the table's card size changes
        #: The next card of its column (drawn over this one), set by the scene with the layout.
        self.cover: CardItem | None = None
        self._reveal = 1
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles input
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)  # the pixmap already is the cache

    # -- state -------------------------------------------------------------------------
    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        if face_up != self._face_up or self._fetched is None:
            self._face_up = face_up
            self._refresh()

    def set_size(self, width: int, height: int, dpr: float) -> None:
        if (width, height, dpr) != (self._width, self._height, self._dpr) or self._fetched is None:
            self.prepareGeometryChange()
            self._width, self._height, self._dpr = width, height, dpr
            self._reveal = math.ceil(width * _REVEAL) + 1
            self._refresh()

    def size(self) -> tuple[int, int]:
        return self._width, self._height

    def refresh(self) -> None:
        """Fetch the pixmap again (the painter's look changed, e.g. four colours)."""
        self._refresh()

    def _refresh(self) -> None:
        self._fetched = None
        self.update()

    @property
    def _pixmap(self) -> QPixmap:
        """What the item paints (the card painter's, kept by it per size)."""
        if self._fetched is None:
            self._fetched = self._painter.pixmap(self.card if self._face_up else None,
                                                 self._width, self._dpr)
        return self._fetched

    # -- flip animation ----------------------------------------------------------------
    def begin_flip(self, face_up: bool) -> None:
        """Start turning over: the face changes to ``face_up`` half-way through."""
        self._flip_target = face_up

    def set_flip_progress(self, progress: float) -> None:
        """0..1 through a flip: squeeze to nothing at 0.5 (swap face there), then stretch."""
        if self._flip_target is not None and progress >= 0.5:
            self.set_face_up(self._flip_target)
            self._flip_target = None
        scale = abs(1.0 - 2.0 * progress)
        self._squeezed = True
        centre = self._width / 2
        self.setTransform(
            QTransform().translate(centre, 0).scale(max(scale, 0.001), 1.0).translate(-centre, 0)
        )

    def end_flip(self, face_up: bool) -> None:
        self._flip_target = None
        self._squeezed = False
        self.set_face_up(face_up)
        self.setTransform(QTransform())

    # -- size change animation -------------------------------------------------------------
    def set_size_scale(self, scale: float) -> None:
        """Draw the card ``scale`` times its size (from its top-left corner): the table's
        card size changed, and the card shrinks or grows to it while it moves."""
        self._scaled = scale != 1.0
        self.setScale(scale)

    @property
    def size_scaled(self) -> bool:
        return self._scaled

    # -- QGraphicsItem -----------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._width, self._height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        strip = self._visible_rows()
        if strip:
            # Covered: blit only the strip that shows above the cover, unscaled (a frame at
            # DPR 2 spends most of its time copying card pixels nobody sees).
            painter.drawPixmap(QRectF(0, 0, self._width, strip / self._dpr), self._pixmap,
                               QRectF(0, 0, self._pixmap.width(), strip))
        else:
            painter.drawPixmap(QPointF(0, 0), self._pixmap)

    def _visible_rows(self) -> int:
        """Device-pixel rows of the pixmap that show above the cover; 0 means draw it all.

        Decided from where the items are now, not from the layout: while a card flies, is
        dragged or flips, its neighbour is drawn whole, so nothing can be left uncovered."""
        cover = self.cover
        if cover is None or cover._squeezed or not cover.isVisible():
            return 0
        if self._scaled or cover._scaled:  # the card size is changing: draw it whole
            return 0
        dy = cover.y() - self.y()
        if dy < 0 or dy + self._reveal >= self._height or cover.x() != self.x() \
                or cover.zValue() <= self.zValue():
            return 0
        return math.ceil((dy + self._reveal) * self._dpr)
