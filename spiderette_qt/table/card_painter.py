"""Card faces and the back as cached pixmaps, drawn once per size with QPainter.

The scene asks `CardPainter.pixmap(card, width, dpr)` for every card item; the first call at
a size draws the card, later calls return the same QPixmap, so a frame costs only blits. The
drawing itself (`paint_card`) is plain vector work: suit shapes are paths, ranks are glyph
paths from the bundled font, so cards are crisp at any size and on any system.

The artwork modules (ui.card_art) are imported at the first draw, not with this module: the
layout needs only the card geometry below, and start-up should not wait for drawing code
(court art, font glyph paths) that the first frame may not even use.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap

from spiderette_qt.engine.cards import RANKS, Card, Suit

if TYPE_CHECKING:
    from spiderette_qt.table.card_disk_cache import CardDiskCache

#: Height / width of a card (poker size is 88.9 x 63.5 mm, 1.4).
ASPECT = 1.4
#: Below this logical width the centre art drops its finest details; indices never shrink.
DETAIL_WIDTH = 70

RANK_TEXT = {1: "A", 11: "J", 12: "Q", 13: "K"}

# Index geometry, as fractions of the card width. The corner index is the part of a card the
# player reads most (columns overlap), so it is large: at 60 px the rank is 12 px tall.
INDEX_LEFT = 0.05  # clear of the border and the corner's curve
INDEX_WIDTH = 0.2
#: Ink gap kept between the "10" and the pips of the left column (fraction of the width).
TEN_GAP = 0.04
INDEX_TOP = 0.055
RANK_HEIGHT = 0.2
SUIT_GAP = 0.045
SUIT_HEIGHT = 0.155
# The compact index (ui.card_art.compact_index): a thin row at the top right, what a tightly
# overlapped face-up card shows. Its box, as fractions of the width (larger on small cards,
# where the pips move inwards and leave it room).
COMPACT_TOP = 0.025
COMPACT_HEIGHT = 0.13
COMPACT_SMALL_HEIGHT = 0.15
COMPACT_LEFT = 0.755
COMPACT_SMALL_LEFT = 0.70
COMPACT_RIGHT = 0.95

#: How many card sizes (width, dpr) keep their pixmaps: the one on screen and a few before it
#: (a window moved between two screens, or resized back and forth). Older sizes are dropped,
#: so a resize drag through a hundred widths does not hold a hundred sets of cards.
KEPT_SIZES = 3


def card_height(width: int) -> int:
    """The logical height of a card `width` logical pixels wide."""
    return round(width * ASPECT)


def corner_radius(width: float) -> float:
    return 0.06 * width


def index_scale(width: float) -> float:
    """Small cards get relatively larger indices: at 60 px they are what the player reads."""
    return 1.25 if width < DETAIL_WIDTH else 1.0


def index_bottom(width: float) -> float:
    """How far down from a card's top edge its corner index reaches (logical pixels).

    The layout can use this to choose how much of a covered card must stay visible.
    """
    s = index_scale(width)
    return (INDEX_TOP + (RANK_HEIGHT + SUIT_GAP + SUIT_HEIGHT) * s) * width


def compact_index_box(width: float) -> QRectF:
    """The compact index's box on a card ``width`` wide whose top-left corner is (0, 0)."""
    small = width < DETAIL_WIDTH
    height = (COMPACT_SMALL_HEIGHT if small else COMPACT_HEIGHT) * width
    left = (COMPACT_SMALL_LEFT if small else COMPACT_LEFT) * width
    return QRectF(left, COMPACT_TOP * width, COMPACT_RIGHT * width - left, height)


def compact_index_bottom(width: float) -> float:
    """How far down from a card's top edge its compact index reaches (logical pixels)."""
    return compact_index_box(width).bottom()


def rank_text(rank: int) -> str:
    return RANK_TEXT.get(rank, str(rank))


def paint_card(painter: QPainter, rect: QRectF, card: Card | None, four_colour: bool = False,
               back: str = "spider") -> None:
    """Draw one card (None = the back) filling `rect`, in logical coordinates."""
    from spiderette_qt.table.card_art import palette
    from spiderette_qt.table.card_art.back import draw_back

    w = rect.width()
    detailed = w >= DETAIL_WIDTH
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    border = max(1.0, w / 110)
    body = rect.adjusted(border / 2, border / 2, -border / 2, -border / 2)
    radius = corner_radius(w)
    outline = QPainterPath()
    outline.addRoundedRect(body, radius, radius)
    painter.fillPath(outline, palette.FACE)
    if card is None:
        draw_back(painter, body, radius, detailed, back)
    else:
        _paint_face(painter, rect, card, four_colour, detailed)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(palette.BORDER, border))
    painter.drawPath(outline)
    painter.restore()


def _paint_face(painter: QPainter, rect: QRectF, card: Card, four_colour: bool,
                detailed: bool) -> None:
    from spiderette_qt.table.card_art import palette
    from spiderette_qt.table.card_art.pips import draw_ace, draw_pips

    ink = palette.suit_colour(card.suit, four_colour)
    if card.rank == 1:
        draw_ace(painter, card.suit, rect, ink, detailed)
    elif card.rank <= 10:
        draw_pips(painter, card.rank, card.suit, rect, ink, compact=not detailed)
    else:
        from spiderette_qt.table.card_art.courts import draw_court  # the heaviest art module

        draw_court(painter, card.rank, card.suit, rect, four_colour, detailed)
    # Indices last, so nothing of the centre art can cover them.
    from spiderette_qt.table.card_art.compact_index import draw_compact_index

    draw_compact_index(painter, compact_index_box(rect.width()).translated(rect.topLeft()),
                       card, rank_text(card.rank), ink)
    for turn in (0, 180):
        painter.save()
        if turn:
            c = rect.center()
            painter.translate(c)
            painter.rotate(180)
            painter.translate(-c)
        _paint_index(painter, rect, card, ink)
        painter.restore()


def index_rank_box(rect: QRectF, card: Card) -> QRectF:
    """The box the corner rank is fitted into (the top-left index, unrotated).

    A "10" is condensed into the room left of the pip column (as printed cards condense their
    tens), so its ink never touches the pips beside it; other ranks are narrow enough.
    """
    w = rect.width()
    s = index_scale(w) * w
    left = rect.left() + INDEX_LEFT * w
    width = INDEX_WIDTH * s
    if card.rank == 10:
        from spiderette_qt.table.card_art.pips import pip_field, pip_height

        compact = w < DETAIL_WIDTH
        pips_left = pip_field(rect, compact).left() - 0.5 * pip_height(rect, compact)
        width = min(width, pips_left - TEN_GAP * w - left)
    return QRectF(left, rect.top() + INDEX_TOP * w, width, RANK_HEIGHT * s)


def _paint_index(painter: QPainter, rect: QRectF, card: Card, ink: QColor) -> None:
    from spiderette_qt.table.card_art.glyphs import draw_text
    from spiderette_qt.table.card_art.suits import draw_suit

    s = index_scale(rect.width()) * rect.width()
    box = index_rank_box(rect, card)
    draw_text(painter, rank_text(card.rank), box, ink)
    # The suit sits under the rank, centred on the same column whatever the rank's width.
    column = rect.left() + INDEX_LEFT * rect.width() + INDEX_WIDTH * s / 2
    suit_centre = QPointF(column, box.bottom() + (SUIT_GAP + SUIT_HEIGHT / 2) * s)
    draw_suit(painter, card.suit, suit_centre, SUIT_HEIGHT * s, ink)


class CardPainter:
    """Renders and caches card pixmaps by size (width, dpr), then card or back; the cache
    holds the KEPT_SIZES sizes used last and is cleared when the colours change."""

    def __init__(self) -> None:
        self._cache: OrderedDict[tuple[int, float], dict[Card | None, QPixmap]] = OrderedDict()
        self._four_colour = False
        self._back = "spider"
        #: How many pixmaps were drawn (not looked up): tests and benchmarks read it.
        self.render_count = 0
        #: Card images kept between launches (ui.card_disk_cache), when the window gives one:
        #: a start then reads its first frame's cards instead of drawing them.
        self.disk: CardDiskCache | None = None

    @property
    def four_colour(self) -> bool:
        return self._four_colour

    def set_four_colour(self, on: bool) -> None:
        """Spades black, hearts red, diamonds blue, clubs green (or back to red/black)."""
        if bool(on) != self._four_colour:
            self._four_colour = bool(on)
            self.clear_cache()

    @property
    def back(self) -> str:
        return self._back

    def set_back(self, style: str) -> None:
        """Another card back (ui.card_art.back.BACKS); only the backs are drawn again."""
        if style != self._back:
            self._back = style
            for cards in self._cache.values():
                cards.pop(None, None)

    def clear_cache(self) -> None:
        self._cache.clear()

    @property
    def cached_count(self) -> int:
        """How many pixmaps the cache holds now (tests read it)."""
        return sum(len(size) for size in self._cache.values())

    def card_height(self, width: int) -> int:
        return card_height(width)

    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        """The card (None = the back) `width` logical pixels wide, for a screen of `dpr`."""
        width = max(1, int(width))
        dpr = float(dpr) if dpr and dpr > 0 else 1.0
        size = (width, dpr)
        cards = self._cache.get(size)
        if cards is None:
            cards = self._cache[size] = {}
            while len(self._cache) > KEPT_SIZES:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(size)
        pixmap = cards.get(card)
        if pixmap is None:
            pixmap = self._from_disk(card, width, dpr) or self._render(card, width, dpr)
            cards[card] = pixmap
        return pixmap

    def _disk_name(self, card: Card | None) -> str:
        if card is None:
            return f"back-{self._back}"
        return f"{card}-{4 if self._four_colour else 2}"

    def _from_disk(self, card: Card | None, width: int, dpr: float) -> QPixmap | None:
        if self.disk is None:
            return None
        size = (round(width * dpr), round(card_height(width) * dpr))
        return self.disk.load(self._disk_name(card), width, dpr, size)

    def fill_disk_cache(self) -> Iterator[None]:
        """Keep the back and all 52 faces at the size drawn last on disk, one card a step
        (the caller runs the steps in idle moments); then drop older sets. A launch that
        finds them all there does nothing more."""
        if self.disk is None or not self._cache:
            return
        width, dpr = next(reversed(self._cache))
        every: list[Card | None] = [None]
        every += [Card(rank, suit) for suit in Suit for rank in range(1, RANKS + 1)]
        missing = [card for card in every if not self.disk.has(self._disk_name(card), width, dpr)]
        for card in missing:
            self.disk.store(self._disk_name(card), width, dpr, self.pixmap(card, width, dpr))
            yield
        if missing:  # a new set (a new size, new art): older ones go
            self.disk.prune(width, dpr)

    def _render(self, card: Card | None, width: int, dpr: float) -> QPixmap:
        height = card_height(width)
        pixmap = QPixmap(round(width * dpr), round(height * dpr))
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        try:
            painter.scale(dpr, dpr)
            paint_card(painter, QRectF(0, 0, width, height), card, self._four_colour,
                       self._back)
        finally:
            painter.end()
        pixmap.setDevicePixelRatio(dpr)
        self.render_count += 1
        return pixmap
