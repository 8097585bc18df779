"""Court cards of our own design: a framed panel with a crowned figure, mirrored.

Each half of the panel holds a bust: the headgear tells the rank at a glance (K: a spiked
crown, Q: a pearled tiara over long hair, J: a feathered cap), the robe has its own pattern
and a shield on the chest carries a large serif monogram. The lower half is the upper half
turned 180 degrees, as on printed court cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from spiderette_qt.engine.cards import Suit
from spiderette_qt.ui.card_art import palette
from spiderette_qt.ui.card_art.glyphs import draw_text
from spiderette_qt.ui.card_art.suits import draw_suit

MONOGRAMS = {11: "J", 12: "Q", 13: "K"}
_HAIR = QColor("#5B3A1F")
_OUTLINE = QColor("#2A2A2A")


def court_panel(card: QRectF) -> QRectF:
    w, h = card.width(), card.height()
    return QRectF(card.left() + 0.245 * w, card.top() + 0.065 * h, 0.51 * w, 0.87 * h)


def draw_court(painter: QPainter, rank: int, suit: Suit, card: QRectF, four_colour: bool,
               detailed: bool) -> None:
    ink = palette.suit_colour(suit, four_colour)
    panel = court_panel(card)
    u = panel.width()
    line = max(1.0, 0.012 * card.width())
    painter.save()
    painter.fillRect(panel, palette.tint(ink, 0.09))
    top_half = QRectF(panel.left(), panel.top(), u, panel.height() / 2)
    for turn in (0, 180):
        painter.save()
        if turn:
            c = panel.center()
            painter.translate(c)
            painter.rotate(180)
            painter.translate(-c)
        painter.setClipRect(top_half)
        _bust(painter, rank, suit, top_half, ink, four_colour, detailed)
        painter.restore()
    # Frame: suit-coloured rule, a gold rule inside it, and a gold line across the middle.
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(ink, line))
    painter.drawRect(panel)
    inset = 2.2 * line
    painter.setPen(QPen(palette.GOLD, line * 0.8))
    painter.drawRect(panel.adjusted(inset, inset, -inset, -inset))
    mid = panel.center().y()
    painter.setPen(QPen(ink, line))
    painter.drawLine(QPointF(panel.left(), mid), QPointF(panel.right(), mid))
    painter.restore()


def _bust(painter: QPainter, rank: int, suit: Suit, half: QRectF, ink: QColor,
          four_colour: bool, detailed: bool) -> None:
    u = half.width()
    cx = half.center().x()
    top = half.top()
    bottom = half.bottom()
    accent = palette.accent_colour(suit, four_colour)
    head_c = QPointF(cx, top + 0.52 * u)
    head_r = 0.165 * u
    thin = QPen(_OUTLINE, max(0.6, 0.012 * u))

    if rank == 12:  # the queen's long hair falls behind her shoulders
        hair = QPainterPath()
        hair.addRoundedRect(QRectF(cx - 0.25 * u, head_c.y() - 0.1 * u, 0.5 * u, 0.5 * u),
                            0.12 * u, 0.12 * u)
        painter.fillPath(hair, _HAIR)

    _robe(painter, rank, half, cx, head_c.y() + 0.2 * u, bottom, ink, accent, detailed)

    # Head.
    painter.setPen(thin)
    painter.setBrush(palette.SKIN)
    painter.drawEllipse(head_c, head_r * 0.92, head_r)
    if rank == 13:  # the king's beard
        beard = QPainterPath()
        beard.moveTo(head_c.x() - head_r * 0.88, head_c.y() + 0.1 * head_r)
        beard.quadTo(head_c.x(), head_c.y() + 2.0 * head_r,
                     head_c.x() + head_r * 0.88, head_c.y() + 0.1 * head_r)
        beard.quadTo(head_c.x(), head_c.y() + 0.9 * head_r,
                     head_c.x() - head_r * 0.88, head_c.y() + 0.1 * head_r)
        painter.fillPath(beard, _HAIR)
    if rank == 11:  # the jack's short fringe
        fringe = QPainterPath()
        fringe.moveTo(head_c.x() - head_r * 0.95, head_c.y() - 0.05 * head_r)
        fringe.quadTo(head_c.x(), head_c.y() - 1.6 * head_r,
                      head_c.x() + head_r * 0.95, head_c.y() - 0.05 * head_r)
        fringe.quadTo(head_c.x(), head_c.y() - 0.6 * head_r,
                      head_c.x() - head_r * 0.95, head_c.y() - 0.05 * head_r)
        painter.fillPath(fringe, _HAIR)
    if detailed:
        eye = max(0.6, 0.1 * head_r)
        for dx in (-0.38, 0.38):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(_OUTLINE)
            painter.drawEllipse(QPointF(head_c.x() + dx * head_r, head_c.y() - 0.05 * head_r),
                                eye, eye)
        painter.setPen(QPen(QColor("#A0412D"), max(0.6, 0.1 * head_r)))
        mouth_y = head_c.y() + (0.42 if rank != 13 else 0.3) * head_r
        painter.drawLine(QPointF(head_c.x() - 0.22 * head_r, mouth_y),
                         QPointF(head_c.x() + 0.22 * head_r, mouth_y))

    _headgear(painter, rank, cx, head_c.y() - head_r * 0.75, u, ink, accent, detailed)

    # A small suit pip in the outer corner of the half names the suit inside the panel too.
    draw_suit(painter, suit, QPointF(half.right() - 0.15 * u, top + 0.16 * u),
              0.17 * u, ink)


def _robe(painter: QPainter, rank: int, half: QRectF, cx: float, neck: float, bottom: float,
          ink: QColor, accent: QColor, detailed: bool) -> None:
    u = half.width()
    robe = QPainterPath()
    robe.moveTo(cx - 0.12 * u, neck - 0.02 * u)
    robe.lineTo(cx + 0.12 * u, neck - 0.02 * u)
    robe.cubicTo(cx + 0.35 * u, neck, cx + 0.46 * u, neck + 0.08 * u, cx + 0.5 * u, bottom)
    robe.lineTo(cx - 0.5 * u, bottom)
    robe.cubicTo(cx - 0.46 * u, neck + 0.08 * u, cx - 0.35 * u, neck, cx - 0.12 * u,
                 neck - 0.02 * u)
    robe.closeSubpath()
    body = ink if rank != 12 else accent
    painter.fillPath(robe, body)
    painter.save()
    painter.setClipPath(robe, Qt.ClipOperation.IntersectClip)
    if rank == 13:  # ermine collar: an ivory band with black tails
        band = QRectF(cx - 0.5 * u, neck, u, 0.14 * u)
        painter.fillRect(band, palette.FACE)
        if detailed:
            for i in range(-3, 4):
                x = cx + i * 0.12 * u
                painter.fillRect(QRectF(x - 0.012 * u, band.top() + 0.04 * u, 0.024 * u,
                                        0.06 * u), palette.BLACK)
        painter.fillRect(QRectF(cx - 0.5 * u, band.bottom(), u, 0.03 * u), palette.GOLD)
    elif rank == 12:  # a bodice of the suit colour in a V, with a pearl necklace
        bodice = QPainterPath()
        bodice.moveTo(cx - 0.3 * u, neck)
        bodice.lineTo(cx + 0.3 * u, neck)
        bodice.lineTo(cx, bottom + 0.05 * u)
        bodice.closeSubpath()
        painter.fillPath(bodice, ink)
        painter.setPen(QPen(palette.GOLD, max(1.0, 0.03 * u)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawArc(QRectF(cx - 0.17 * u, neck - 0.12 * u, 0.34 * u, 0.22 * u),
                        200 * 16, 140 * 16)
    else:  # the jack's doublet: gold stripes
        painter.setPen(Qt.PenStyle.NoPen)
        for i in (-2, -1, 1, 2):
            painter.fillRect(QRectF(cx + i * 0.2 * u - 0.03 * u, neck, 0.06 * u, bottom - neck),
                             palette.GOLD)
    painter.restore()
    # The chest shield with the monogram.
    shield_w = 0.3 * u
    shield = QRectF(cx - shield_w / 2, bottom - 0.33 * u, shield_w, 0.34 * u)
    plate = QPainterPath()
    plate.moveTo(shield.left(), shield.top())
    plate.lineTo(shield.right(), shield.top())
    waist = shield.top() + 0.55 * shield.height()
    plate.lineTo(shield.right(), waist)
    plate.quadTo(shield.right(), shield.bottom(), shield.center().x(), shield.bottom() + 0.04 * u)
    plate.quadTo(shield.left(), shield.bottom(), shield.left(), waist)
    plate.closeSubpath()
    painter.setPen(QPen(palette.GOLD, max(0.8, 0.02 * u)))
    painter.setBrush(palette.FACE)
    painter.drawPath(plate)
    letter = QRectF(shield.left(), shield.top() + 0.05 * u, shield_w, 0.19 * u)
    draw_text(painter, MONOGRAMS[rank], letter, ink, serif=True)


def _headgear(painter: QPainter, rank: int, cx: float, brow: float, u: float, ink: QColor,
              accent: QColor, detailed: bool) -> None:
    pen = QPen(palette.GOLD_DARK, max(0.6, 0.012 * u))
    painter.setPen(pen)
    if rank == 13:  # a spiked crown with ball tips and a jewel
        half_w = 0.2 * u
        base = brow
        crown = QPainterPath()
        crown.moveTo(cx - half_w, base)
        xs = (-1.0, -0.5, 0.0, 0.5, 1.0)
        for i, f in enumerate(xs):
            tip = base - (0.28 if i % 2 == 0 else 0.17) * u
            crown.lineTo(cx + f * half_w, tip)
            if i < len(xs) - 1:
                crown.lineTo(cx + (f + 0.25) * half_w, base - 0.1 * u)
        crown.lineTo(cx + half_w, base)
        crown.closeSubpath()
        painter.setBrush(palette.GOLD)
        painter.drawPath(crown)
        for i, f in enumerate(xs):
            tip = base - (0.28 if i % 2 == 0 else 0.17) * u
            painter.drawEllipse(QPointF(cx + f * half_w, tip), 0.025 * u, 0.025 * u)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(accent)
        painter.drawEllipse(QPointF(cx, base - 0.05 * u), 0.035 * u, 0.035 * u)
    elif rank == 12:  # a rounded tiara set with pearls
        tiara = QPainterPath()
        tiara.moveTo(cx - 0.19 * u, brow)
        tiara.cubicTo(cx - 0.17 * u, brow - 0.22 * u, cx + 0.17 * u, brow - 0.22 * u,
                      cx + 0.19 * u, brow)
        tiara.closeSubpath()
        painter.setBrush(palette.GOLD)
        painter.drawPath(tiara)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(palette.FACE)
        n = 5 if detailed else 3
        for i in range(n):
            f = (i / (n - 1)) * 2 - 1
            y = brow - 0.14 * u * (1 - 0.55 * f * f)
            painter.drawEllipse(QPointF(cx + f * 0.13 * u, y), 0.024 * u, 0.024 * u)
        painter.setBrush(ink)
        painter.drawEllipse(QPointF(cx, brow - 0.2 * u), 0.04 * u, 0.04 * u)
    else:  # a soft cap with a gold feather sweeping up
        feather = QPainterPath()
        feather.moveTo(cx + 0.05 * u, brow - 0.08 * u)
        feather.cubicTo(cx + 0.25 * u, brow - 0.3 * u, cx + 0.4 * u, brow - 0.3 * u,
                        cx + 0.44 * u, brow - 0.38 * u)
        feather.cubicTo(cx + 0.36 * u, brow - 0.18 * u, cx + 0.22 * u, brow - 0.1 * u,
                        cx + 0.05 * u, brow - 0.04 * u)
        feather.closeSubpath()
        painter.setBrush(palette.GOLD)
        painter.drawPath(feather)
        cap = QPainterPath()
        cap.moveTo(cx - 0.24 * u, brow + 0.02 * u)
        cap.cubicTo(cx - 0.22 * u, brow - 0.22 * u, cx + 0.22 * u, brow - 0.22 * u,
                    cx + 0.24 * u, brow + 0.02 * u)
        cap.closeSubpath()
        painter.setPen(QPen(palette.GOLD, max(0.8, 0.025 * u)))
        painter.setBrush(accent)
        painter.drawPath(cap)
