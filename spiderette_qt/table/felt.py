"""The felt (green, blue, red or dark) and the empty-pile outlines, painted once per view size.

The scene's drawBackground blits this pixmap, so a frame never repaints gradients or outlines:
they are part of the cached background, redrawn only when the layout (the view size) changes.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient

from spiderette_qt.table.layout import Layout

FELT_CENTRE = QColor(33, 112, 62)
FELT_EDGE = QColor(14, 64, 34)
#: The table colours a player can choose (centre, edge of the vignette); the first is the
#: default. All dark enough for the white outlines and the ivory cards to stand out.
FELTS: dict[str, tuple[QColor, QColor]] = {
    "green": (FELT_CENTRE, FELT_EDGE),
    "blue": (QColor(28, 78, 132), QColor(10, 34, 68)),
    "red": (QColor(128, 30, 38), QColor(62, 10, 16)),
    "dark": (QColor(52, 56, 60), QColor(18, 19, 21)),
}
OUTLINE = QColor(255, 255, 255, 70)
OUTLINE_FILL = QColor(0, 0, 0, 38)

_grain_cache: dict[int, QImage] = {}


def _grain(size: int = 160) -> QImage:
    """A tile of grey noise, drawn faintly over the felt for a woven look.

    Seeded bytes turned straight into an 8-bit image: the same tile every run, and no Python
    loop over pixels (this runs before the first paint, so start-up time matters)."""
    if size not in _grain_cache:
        data = random.Random(7).randbytes(size * size)
        image = QImage(data, size, size, size, QImage.Format.Format_Grayscale8)
        _grain_cache[size] = image.copy()  # own the pixels: `data` is a temporary
    return _grain_cache[size]


def _grain_pixmap(dpr: float) -> QPixmap:
    """The grain tile for a screen of `dpr`: at a whole-number ratio, already enlarged to it.

    Tiling a 1x tile over a DPR 2 pixmap scales every copy while blending (~8 ms at full HD);
    a tile enlarged once (nearest pixel, so the same grain) is blended without a transform."""
    image = _grain()
    factor = round(dpr)
    if factor > 1 and factor == dpr:
        image = image.scaled(image.width() * factor, image.height() * factor)
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(factor if factor == dpr and factor > 1 else 1.0)
    return pixmap


#: How much smaller the vignette is drawn than the table (then stretched over it).
VIGNETTE_SHRINK = 4


def _vignette(w: float, h: float, centre: QColor, edge: QColor) -> QImage:
    """The felt's radial vignette (lighter centre, darker edges) for a w x h table, drawn
    VIGNETTE_SHRINK times smaller."""
    small_w = max(2, math.ceil(w / VIGNETTE_SHRINK))
    small_h = max(2, math.ceil(h / VIGNETTE_SHRINK))
    image = QImage(small_w, small_h, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    sx, sy = small_w / w, small_h / h
    painter.scale(sx, sy)
    gradient = QRadialGradient(QPointF(w / 2, h * 0.42), max(w, h) * 0.75)
    gradient.setColorAt(0.0, centre)
    gradient.setColorAt(1.0, edge)
    painter.fillRect(QRectF(0, 0, w, h), gradient)
    painter.end()
    return image


def felt_colour(name: str) -> QColor:
    """The felt's main colour (a flat fill before the first felt pixmap is drawn)."""
    return QColor(FELTS.get(name, FELTS["green"])[0])


def felt_pixmap(layout: Layout, dpr: float, colour: str = "green",
                stock: bool = True) -> QPixmap:
    """The table background for this layout: felt, vignette, and outlines of the pile slots
    (the stock's only in a game that has one: Simple Simon's place would read as a column)."""
    centre, edge = FELTS.get(colour, FELTS["green"])
    width = max(1, round(layout.width * dpr))
    height = max(1, round(layout.height * dpr))
    pixmap = QPixmap(width, height)
    pixmap.setDevicePixelRatio(dpr)
    painter = QPainter(pixmap)
    w, h = layout.width, layout.height
    # The vignette at a quarter of the size, then stretched smoothly: a radial gradient is
    # smooth anyway, and filling the whole table with one cost ~4 ms of the first frame.
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawImage(QRectF(0, 0, w, h), _vignette(w, h, centre, edge))
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setOpacity(0.045)
    painter.drawTiledPixmap(QRectF(0, 0, w, h), _grain_pixmap(dpr))
    painter.setOpacity(1.0)

    radius = layout.card_width * 0.08
    pen = QPen(OUTLINE, max(1.0, layout.card_width / 70))
    painter.setPen(pen)
    painter.setBrush(OUTLINE_FILL)
    for slot in layout.column_slots:
        painter.drawRoundedRect(slot.adjusted(1, 1, -1, -1), radius, radius)
    if stock:
        place = QRectF(layout.stock_rect.topLeft(), layout.column_slots[0].size())
        painter.drawRoundedRect(place.adjusted(1, 1, -1, -1), radius, radius)
    dashed = QPen(OUTLINE, max(1.0, layout.card_width / 90), Qt.PenStyle.DashLine)
    painter.setPen(dashed)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(layout.removed_rect.adjusted(1, 1, -1, -1), radius, radius)
    painter.end()
    return pixmap
