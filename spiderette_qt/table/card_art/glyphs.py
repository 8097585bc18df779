"""Letters as filled paths from the bundled fonts, fitted exactly into a box.

Text is turned into a QPainterPath so a rank can be sized by its ink (cap height) rather than
by font metrics, and squeezed sideways when it is too wide ("10" in a narrow index column),
the way printed cards condense their tens.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QTransform

from spiderette_qt.table.fonts import card_font_family, serif_font_family

_SIZE = 100  # glyphs are built at this pixel size and scaled to fit


def _font(family: str) -> QFont:
    font = QFont(family)
    font.setPixelSize(_SIZE)
    font.setWeight(QFont.Weight.Bold)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@cache
def _raw(text: str, serif: bool) -> QPainterPath:
    family = serif_font_family() if serif else card_font_family()
    path = QPainterPath()
    path.addText(QPointF(0, 0), _font(family), text)
    return path


@cache
def _cap_height(serif: bool) -> float:
    return _raw("H", serif).boundingRect().height()


def text_path(text: str, box: QRectF, serif: bool = False) -> QPainterPath:
    """`text` with its cap height equal to box.height(), centred in the box.

    If the text is wider than the box, it is condensed horizontally to fit. Letters that
    reach below the baseline (the tail of Q) may hang a little under the box.
    """
    raw = _raw(text, serif)
    ink = raw.boundingRect()
    if ink.isEmpty():  # no font at all: nothing to draw rather than a crash
        return QPainterPath()
    scale = box.height() / _cap_height(serif)
    sx = min(scale, box.width() / ink.width())
    # The baseline sits on the box's bottom edge; the ink's left edge is centred.
    x = box.center().x() - ink.width() * sx / 2 - ink.left() * sx
    t = QTransform(sx, 0, 0, scale, x, box.bottom())
    return t.map(raw)


def draw_text(painter: QPainter, text: str, box: QRectF, colour: QColor,
              serif: bool = False) -> None:
    painter.fillPath(text_path(text, box, serif), colour)
