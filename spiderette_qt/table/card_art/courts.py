"""Court cards of our own design: a framed panel with a crowned bust, mirrored.

Each half of the panel holds a bust: the headgear tells the rank at a glance (K: a spiked
crown and a beard, Q: a pearled tiara over long hair, J: a feathered cap), each holds its own
emblem (sceptre, rose, spear), the robe has its own pattern and a shield on the chest carries
a large serif monogram. The lower half is the upper half turned 180 degrees, as on printed
court cards.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from spiderette_qt.engine.cards import Suit
from spiderette_qt.table.card_art import palette
from spiderette_qt.table.card_art.glyphs import draw_text
from spiderette_qt.table.card_art.suits import draw_suit

MONOGRAMS = {11: "J", 12: "Q", 13: "K"}
_HAIR = QColor("#5B3A1F")
_OUTLINE = QColor("#2A2A2A")
_LIPS = QColor("#A0412D")


def court_panel(card: QRectF, compact: bool) -> QRectF:
    """The framed panel, clear of the corner indices (larger on compact cards)."""
    w, h = card.width(), card.height()
    side = 0.3 if compact else 0.245
    return QRectF(card.left() + side * w, card.top() + 0.065 * h, (1 - 2 * side) * w, 0.87 * h)


def draw_court(painter: QPainter, rank: int, suit: Suit, card: QRectF, four_colour: bool,
               detailed: bool) -> None:
    ink = palette.suit_colour(suit, four_colour)
    panel = court_panel(card, compact=not detailed)
    line = max(1.0, 0.012 * card.width())
    painter.save()
    painter.fillRect(panel, palette.tint(ink, 0.08))
    top_half = QRectF(panel.left(), panel.top(), panel.width(), panel.height() / 2)
    for turn in (0, 180):
        painter.save()
        if turn:
            c = panel.center()
            painter.translate(c)
            painter.rotate(180)
            painter.translate(-c)
        painter.setClipRect(top_half)
        _Bust(painter, rank, suit, top_half, ink, four_colour, detailed).draw()
        painter.restore()
    # Frame: suit-coloured rule, a gold rule inside it, and a rule across the middle.
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


class _Bust:
    """One half-figure; all sizes are fractions of the panel width `u`."""

    def __init__(self, painter: QPainter, rank: int, suit: Suit, half: QRectF, ink: QColor,
                 four_colour: bool, detailed: bool) -> None:
        self.p = painter
        self.rank = rank
        self.suit = suit
        self.half = half
        self.ink = ink
        self.accent = palette.accent_colour(suit, four_colour)
        self.detailed = detailed
        self.u = half.width()
        self.cx = half.center().x()
        self.head = QPointF(self.cx, half.top() + 0.5 * self.u)
        self.head_r = 0.17 * self.u
        self.neck = self.head.y() + self.head_r * 0.95

    def y(self, f: float) -> float:
        return self.half.top() + f * self.u

    def x(self, f: float) -> float:
        return self.cx + f * self.u

    def draw(self) -> None:
        if not self.detailed:
            self._draw_compact()
            return
        if self.rank == 12:
            self._long_hair()
        self._robe()
        self._emblem()
        self._face()
        self._headgear()
        # A small suit pip in the outer corner names the suit inside the panel too.
        draw_suit(self.p, self.suit, QPointF(self.x(-0.34), self.y(0.16)), 0.17 * self.u,
                  self.ink)

    def _draw_compact(self) -> None:
        """Small cards: a bust would be a blur, so a large headgear over a large monogram."""
        brow = self.y(0.6)
        self.p.save()
        self.p.translate(self.cx, brow)
        self.p.scale(1.6, 1.6)
        self.p.translate(-self.cx, -brow)
        self._headgear(brow)
        self.p.restore()
        letter = QRectF(self.x(-0.4), self.y(0.72), 0.8 * self.u, 0.5 * self.u)
        draw_text(self.p, MONOGRAMS[self.rank], letter, self.ink, serif=True)

    # -- parts -------------------------------------------------------------------------
    def _long_hair(self) -> None:
        hair = QPainterPath()
        r = self.head_r
        hair.addEllipse(self.head, r * 1.22, r * 1.2)
        body = QPainterPath()
        body.addRoundedRect(QRectF(self.head.x() - r * 1.3, self.head.y(), r * 2.6, r * 2.0),
                            r * 0.5, r * 0.5)
        self.p.fillPath(hair.united(body), _HAIR)

    def _robe(self) -> None:
        u, neck, bottom = self.u, self.neck, self.half.bottom()
        robe = QPainterPath()
        robe.moveTo(self.x(-0.1), neck)
        robe.lineTo(self.x(0.1), neck)
        robe.cubicTo(self.x(0.3), neck, self.x(0.4), neck + 0.05 * u, self.x(0.41),
                     neck + 0.2 * u)
        robe.lineTo(self.x(0.42), bottom)
        robe.lineTo(self.x(-0.42), bottom)
        robe.lineTo(self.x(-0.41), neck + 0.2 * u)
        robe.cubicTo(self.x(-0.4), neck + 0.05 * u, self.x(-0.3), neck, self.x(-0.1), neck)
        robe.closeSubpath()
        self.p.fillPath(robe, self.ink if self.rank != 12 else self.accent)
        self.p.save()
        self.p.setClipPath(robe, Qt.ClipOperation.IntersectClip)
        if self.rank == 13:
            self._ermine(neck)
        elif self.rank == 12:
            self._bodice(neck, bottom)
        else:
            self._doublet(neck, bottom)
        self.p.restore()
        self._shield(neck)

    def _ermine(self, neck: float) -> None:
        """The king's collar: an ivory cape edge with black tails and a gold hem."""
        u = self.u
        collar = QPainterPath()
        collar.moveTo(self.x(-0.5), neck - 0.02 * u)
        collar.lineTo(self.x(0.5), neck - 0.02 * u)
        collar.lineTo(self.x(0.5), neck + 0.16 * u)
        collar.quadTo(self.cx, neck + 0.06 * u, self.x(-0.5), neck + 0.16 * u)
        collar.closeSubpath()
        self.p.fillPath(collar, palette.FACE)
        if self.detailed:
            for i in (-3, -2, 2, 3):
                cx = self.x(i * 0.11)
                self.p.fillRect(QRectF(cx - 0.012 * u, neck + 0.05 * u, 0.024 * u, 0.05 * u),
                                palette.BLACK)
        self.p.setPen(QPen(palette.GOLD, max(1.0, 0.03 * u)))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        hem = QPainterPath()
        hem.moveTo(self.x(-0.5), neck + 0.17 * u)
        hem.quadTo(self.cx, neck + 0.07 * u, self.x(0.5), neck + 0.17 * u)
        self.p.drawPath(hem)

    def _bodice(self, neck: float, bottom: float) -> None:
        """The queen's bodice of the suit colour in a V, under a gold necklace."""
        u = self.u
        bodice = QPainterPath()
        bodice.moveTo(self.x(-0.26), neck)
        bodice.lineTo(self.x(0.26), neck)
        bodice.lineTo(self.cx, bottom + 0.05 * u)
        bodice.closeSubpath()
        self.p.fillPath(bodice, self.ink)
        self.p.setPen(QPen(palette.GOLD, max(1.0, 0.03 * u)))
        self.p.setBrush(Qt.BrushStyle.NoBrush)
        self.p.drawArc(QRectF(self.x(-0.16), neck - 0.13 * u, 0.32 * u, 0.24 * u),
                       200 * 16, 140 * 16)

    def _doublet(self, neck: float, bottom: float) -> None:
        """The jack's striped doublet."""
        u = self.u
        for i in (-2, -1, 1, 2):
            self.p.fillRect(QRectF(self.x(i * 0.17) - 0.028 * u, neck, 0.056 * u, bottom - neck),
                            palette.GOLD)

    def _shield(self, neck: float) -> None:
        """An ivory shield on the chest carries the monogram."""
        u = self.u
        w = 0.3 * u
        top = neck + 0.13 * u
        height = 0.3 * u
        left, right = self.cx - w / 2, self.cx + w / 2
        waist = top + 0.55 * height
        plate = QPainterPath()
        plate.moveTo(left, top)
        plate.lineTo(right, top)
        plate.lineTo(right, waist)
        plate.quadTo(right, top + height, self.cx, top + height + 0.04 * u)
        plate.quadTo(left, top + height, left, waist)
        plate.closeSubpath()
        self.p.setPen(QPen(palette.GOLD, max(0.8, 0.022 * u)))
        self.p.setBrush(palette.FACE)
        self.p.drawPath(plate)
        letter = QRectF(left, top + 0.045 * u, w, 0.18 * u)
        draw_text(self.p, MONOGRAMS[self.rank], letter, self.ink, serif=True)

    def _emblem(self) -> None:
        """What the figure holds, on its right: sceptre (K), rose (Q), spear (J)."""
        u = self.u
        x = self.x(0.33)
        top = self.y(0.2 if self.rank != 12 else 0.42)
        staff = QPen(palette.GOLD_DARK if self.rank != 11 else _HAIR, max(1.0, 0.035 * u))
        staff.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.p.setPen(staff)
        self.p.drawLine(QPointF(x, self.half.bottom()), QPointF(x, top))
        self.p.setPen(Qt.PenStyle.NoPen)
        if self.rank == 13:  # a gold orb topped with a cross
            self.p.setBrush(palette.GOLD)
            self.p.drawEllipse(QPointF(x, top), 0.055 * u, 0.055 * u)
            self.p.fillRect(QRectF(x - 0.012 * u, top - 0.13 * u, 0.024 * u, 0.09 * u),
                            palette.GOLD)
            self.p.fillRect(QRectF(x - 0.04 * u, top - 0.11 * u, 0.08 * u, 0.022 * u),
                            palette.GOLD)
        elif self.rank == 12:  # a rose: five petals round a gold heart
            self.p.setBrush(self.ink)
            r = 0.04 * u
            for dx, dy in ((0, -1), (0.95, -0.3), (0.6, 0.8), (-0.6, 0.8), (-0.95, -0.3)):
                self.p.drawEllipse(QPointF(x + dx * r, top + dy * r), r, r)
            self.p.setBrush(palette.GOLD)
            self.p.drawEllipse(QPointF(x, top), r * 0.6, r * 0.6)
        else:  # a spear head
            head = QPainterPath()
            head.moveTo(x, top - 0.14 * u)
            head.lineTo(x + 0.045 * u, top - 0.02 * u)
            head.lineTo(x, top + 0.01 * u)
            head.lineTo(x - 0.045 * u, top - 0.02 * u)
            head.closeSubpath()
            self.p.fillPath(head, QColor("#8C8C8C"))

    def _face(self) -> None:
        c, r = self.head, self.head_r
        self.p.setPen(QPen(_OUTLINE, max(0.6, 0.07 * r)))
        self.p.setBrush(palette.SKIN)
        self.p.drawEllipse(c, r * 0.9, r)
        if self.rank == 13:  # the king's beard
            beard = QPainterPath()
            beard.moveTo(c.x() - r * 0.88, c.y() + 0.05 * r)
            beard.quadTo(c.x() - r * 0.7, c.y() + 1.5 * r, c.x(), c.y() + 1.55 * r)
            beard.quadTo(c.x() + r * 0.7, c.y() + 1.5 * r, c.x() + r * 0.88, c.y() + 0.05 * r)
            beard.quadTo(c.x(), c.y() + 0.85 * r, c.x() - r * 0.88, c.y() + 0.05 * r)
            self.p.fillPath(beard, _HAIR)
        if self.rank == 11:  # the jack's short hair at his temples
            for side in (-1, 1):
                lock = QPainterPath()
                lock.addEllipse(QPointF(c.x() + side * r * 0.78, c.y() + 0.05 * r),
                                r * 0.22, r * 0.45)
                self.p.fillPath(lock, _HAIR)
        if not self.detailed:
            return
        eye = max(0.6, 0.1 * r)
        self.p.setPen(Qt.PenStyle.NoPen)
        self.p.setBrush(_OUTLINE)
        for dx in (-0.36, 0.36):
            self.p.drawEllipse(QPointF(c.x() + dx * r, c.y() - 0.08 * r), eye, eye)
        self.p.setPen(QPen(_LIPS, max(0.6, 0.1 * r)))
        mouth_y = c.y() + (0.42 if self.rank != 13 else 0.32) * r
        self.p.drawLine(QPointF(c.x() - 0.2 * r, mouth_y), QPointF(c.x() + 0.2 * r, mouth_y))

    def _headgear(self, brow: float | None = None) -> None:
        u = self.u
        if brow is None:
            brow = self.head.y() - self.head_r * 0.7
        self.p.setPen(QPen(palette.GOLD_DARK, max(0.6, 0.012 * u)))
        if self.rank == 13:  # a spiked crown with ball tips and a jewel
            half_w = 0.19 * u
            crown = QPainterPath()
            crown.moveTo(self.cx - half_w, brow)
            xs = (-1.0, -0.5, 0.0, 0.5, 1.0)
            tips: list[QPointF] = []
            for i, f in enumerate(xs):
                tip_y = brow - (0.27 if i % 2 == 0 else 0.18) * u
                tips.append(QPointF(self.cx + f * half_w, tip_y))
                crown.lineTo(tips[-1])
                if i < len(xs) - 1:
                    crown.lineTo(self.cx + (f + 0.25) * half_w, brow - 0.1 * u)
            crown.lineTo(self.cx + half_w, brow)
            crown.closeSubpath()
            self.p.setBrush(palette.GOLD)
            self.p.drawPath(crown)
            for point in tips:
                self.p.drawEllipse(point, 0.026 * u, 0.026 * u)
            self.p.setPen(Qt.PenStyle.NoPen)
            self.p.setBrush(self.accent)
            self.p.drawEllipse(QPointF(self.cx, brow - 0.05 * u), 0.034 * u, 0.034 * u)
        elif self.rank == 12:  # a rounded tiara set with pearls
            tiara = QPainterPath()
            tiara.moveTo(self.cx - 0.18 * u, brow)
            tiara.cubicTo(self.cx - 0.16 * u, brow - 0.22 * u, self.cx + 0.16 * u,
                          brow - 0.22 * u, self.cx + 0.18 * u, brow)
            tiara.closeSubpath()
            self.p.setBrush(palette.GOLD)
            self.p.drawPath(tiara)
            self.p.setPen(Qt.PenStyle.NoPen)
            self.p.setBrush(palette.FACE)
            n = 5 if self.detailed else 3
            for i in range(n):
                f = (i / (n - 1)) * 2 - 1
                y = brow - 0.13 * u * (1 - 0.55 * f * f)
                self.p.drawEllipse(QPointF(self.cx + f * 0.12 * u, y), 0.023 * u, 0.023 * u)
            self.p.setBrush(self.ink)
            self.p.drawEllipse(QPointF(self.cx, brow - 0.2 * u), 0.04 * u, 0.04 * u)
        else:  # a soft cap with a gold band and (when there is room) a feather
            feather = QPainterPath()
            base = QPointF(self.cx + 0.14 * u, brow - 0.08 * u)
            feather.moveTo(base)
            feather.cubicTo(base.x() + 0.05 * u, base.y() - 0.12 * u, base.x() + 0.12 * u,
                            base.y() - 0.16 * u, base.x() + 0.2 * u, base.y() - 0.2 * u)
            feather.cubicTo(base.x() + 0.14 * u, base.y() - 0.08 * u, base.x() + 0.08 * u,
                            base.y() - 0.02 * u, base.x() + 0.02 * u, base.y() + 0.03 * u)
            feather.closeSubpath()
            if self.detailed:
                self.p.setBrush(palette.GOLD)
                self.p.drawPath(feather)
            cap = QPainterPath()
            cap.moveTo(self.cx - 0.22 * u, brow + 0.03 * u)
            cap.cubicTo(self.cx - 0.22 * u, brow - 0.24 * u, self.cx + 0.22 * u,
                        brow - 0.24 * u, self.cx + 0.22 * u, brow + 0.03 * u)
            cap.closeSubpath()
            self.p.setPen(Qt.PenStyle.NoPen)
            self.p.setBrush(self.accent)
            self.p.drawPath(cap)
            self.p.fillRect(QRectF(self.cx - 0.22 * u, brow - 0.02 * u, 0.44 * u, 0.05 * u),
                            palette.GOLD)
