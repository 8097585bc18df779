"""A squeezed column spread open over the table, so that any of its cards can be taken.

Late in a Spider game a long column's face-up steps shrink below a fingertip (and a suited
run's far below): a finger cannot say which card it means, and inside a squeezed suited run
not even the mouse can. A tap there (or a click inside a squeezed suited run) spreads the
cards of that column that may be taken (its movable run) to a readable, finger-wide step,
above a dimmed table; the player then taps, clicks or drags exactly the card wanted, and a
tap or click anywhere else, or Esc, closes it again. Both ways glide (durations.spread).

This module holds the geometry (pure: a Layout in, places out) and the glide; the view
decides when a column opens and what a press on it means.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsRectItem

from spiderette_qt.table.card_item import CardItem
from spiderette_qt.table.column_fan import readable_up
from spiderette_qt.table.layout import Layout

#: Spread cards sit above the piles, the stock's badge and the dimming, below flying cards.
Z_SCRIM = 440.0
Z_SPREAD = 450.0
EDGE = 6  # the spread keeps this far from the table's top and bottom edges
SCRIM_ALPHA = 110


def strip(layout: Layout, card_id: int) -> float:
    """How much of a column card shows above the next one (a whole card for the last)."""
    for ids in layout.column_ids:
        if card_id in ids:
            index = ids.index(card_id)
            if index + 1 == len(ids):
                return float(layout.card_height)
            return layout.places[ids[index + 1]].pos.y() - layout.places[card_id].pos.y()
    return 0.0


def too_thin(layout: Layout, card_id: int, finger: float) -> bool:
    """Is this face-up card's strip narrower than a fingertip (a tap on it is a guess)?"""
    place = layout.places.get(card_id)
    return (place is not None and place.face_up and finger > 0
            and strip(layout, card_id) < finger - 1.0)


def spread_places(layout: Layout, column: int, count: int) -> dict[int, QPointF]:
    """Where the last ``count`` cards of ``column`` (the run that may be taken: the cards
    above it cannot be, and stay in place) go when it spreads: their column's x, a step of a
    fingertip (at least the large index's depth) or as much as the table's height allows,
    never tighter than they lie now; starting where they start, moved up only as far as the
    spread needs. Empty when there is nothing to choose from (fewer than two cards)."""
    ids = layout.column_ids[column][-count:] if count > 1 else ()
    if len(ids) < 2:
        return {}
    first = layout.places[ids[0]].pos
    now = (layout.places[ids[-1]].pos.y() - first.y()) / (len(ids) - 1)
    want = max(layout.finger, readable_up(layout.card_width))
    room = layout.height - 2 * EDGE - layout.card_height
    step = max(now, min(want, room / (len(ids) - 1)))
    height = step * (len(ids) - 1) + layout.card_height
    top = max(float(EDGE), min(first.y(), layout.height - EDGE - height))
    return {card_id: QPointF(first.x(), round(top + index * step))
            for index, card_id in enumerate(ids)}


def scrim(rect: QRectF) -> QGraphicsRectItem:
    """The dimming laid over the table under a spread column."""
    item = QGraphicsRectItem(rect)
    item.setBrush(QBrush(QColor(0, 0, 0, SCRIM_ALPHA)))
    item.setPen(Qt.PenStyle.NoPen)
    item.setZValue(Z_SCRIM)
    return item


class Glide(QObject):
    """Cards gliding to given places together (one animation); ``finish`` jumps to the end."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._moves: list[tuple[CardItem, QPointF, QPointF]] = []
        self._animation = QVariantAnimation(self)
        self._animation.setStartValue(0.0)
        self._animation.setEndValue(1.0)
        self._animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._animation.valueChanged.connect(self._step)

    @property
    def running(self) -> bool:
        return self._animation.state() == QVariantAnimation.State.Running

    def start(self, targets: dict[CardItem, QPointF], duration: int) -> None:
        self.finish()
        self._moves = [(item, QPointF(item.pos()), QPointF(pos))
                       for item, pos in targets.items()]
        if duration <= 0:
            self.finish()
            return
        self._animation.setDuration(duration)
        self._animation.start()

    def _step(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        for item, start, end in self._moves:
            point = start + (end - start) * t
            item.setPos(round(point.x()), round(point.y()))

    def finish(self) -> None:
        """Every card at its end place now."""
        self._animation.stop()
        moves, self._moves = self._moves, []
        for item, _start, end in moves:
            item.setPos(end)

    def stop(self) -> None:
        """Leave every card where it is (something else moves them on from there)."""
        self._animation.stop()
        self._moves = []
