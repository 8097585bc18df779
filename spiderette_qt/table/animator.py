"""Moves and flips card items: one animation per card, phases in sequence, one idle signal.

As in kpat, each card gets a single "go there, at this z, with this face, in this time" call
(a Tween). A batch of tweens is one phase of an action; the next batch starts when every card
of the previous one has landed. The animator counts what is running and emits ``idle`` once
when everything has landed. ``finish()`` jumps every running and queued tween to its end at
once: input that arrives mid-animation calls it first, so nothing races the model.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation, Signal

from spiderette_qt.table.card_item import CardItem
from spiderette_qt.table.layout import Z_FLYING


@dataclass(slots=True)
class Tween:
    """One card's trip: where it ends, at which z, face up or not, how long, after what delay."""

    item: CardItem
    pos: QPointF
    z: float
    face_up: bool
    duration: int = 0
    delay: int = 0
    visible: bool = True  # shown when it lands (a card buried in a pile is hidden)
    scale_from: float = 1.0  # the card size changed: start this much larger, end at 1


class _Running:
    """A tween in flight: a single QVariantAnimation over delay + duration drives both the
    position (eased) and the flip."""

    def __init__(self, tween: Tween, animator: Animator) -> None:
        self.tween = tween
        self.start = QPointF(tween.item.pos())
        tween.item.setVisible(True)  # a buried stock card waiting its turn shows in place
        if tween.scale_from != 1.0:  # drawn at its old size until it starts to move
            tween.item.set_size_scale(tween.scale_from)
        self.flips = tween.face_up != tween.item.face_up
        self.lifted = False
        self.curve = QEasingCurve(QEasingCurve.Type.OutCubic)
        total = tween.delay + tween.duration
        self.animation = QVariantAnimation(animator)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(float(total))
        self.animation.setDuration(total)
        self.animation.valueChanged.connect(self._step)
        self.animation.finished.connect(lambda: animator._landed(self))

    def _step(self, value: object) -> None:
        tween = self.tween
        elapsed = float(value) - tween.delay  # type: ignore[arg-type]
        if elapsed < 0:
            return
        t = min(1.0, elapsed / tween.duration) if tween.duration else 1.0
        item = tween.item
        if not self.lifted:
            # Fly above the piles; until its delay is over a card keeps its place and z.
            self.lifted = True
            item.setZValue(Z_FLYING + tween.z)
            item.setVisible(True)
            if self.flips:
                item.begin_flip(tween.face_up)
        eased = self.curve.valueForProgress(t)
        step = self.start + (tween.pos - self.start) * eased
        item.setPos(round(step.x()), round(step.y()))  # whole pixels: a plain blit
        if tween.scale_from != 1.0:
            item.set_size_scale(tween.scale_from + (1.0 - tween.scale_from) * eased)
        if self.flips:
            item.set_flip_progress(t)

    def land(self) -> None:
        self.animation.blockSignals(True)
        self.animation.stop()
        _apply(self.tween)


def _apply(tween: Tween) -> None:
    item = tween.item
    item.setPos(tween.pos)
    item.setZValue(tween.z)
    item.end_flip(tween.face_up)
    if item.size_scaled:
        item.set_size_scale(1.0)
    item.setVisible(tween.visible)


class Animator(QObject):
    """Plays batches of tweens one after the other and says when all have landed."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: list[_Running] = []
        self._queue: deque[list[Tween]] = deque()

    @property
    def is_idle(self) -> bool:
        return not self._running and not self._queue

    def play(self, batches: list[list[Tween]]) -> None:
        """Queue these phases; they run after whatever is already running."""
        self._queue.extend(batch for batch in batches)
        if not self._running:
            self._next()

    def _next(self) -> None:
        while self._queue and not self._running:
            batch = self._queue.popleft()
            for tween in batch:
                if tween.duration + tween.delay <= 0:
                    _apply(tween)
                    continue
                running = _Running(tween, self)
                self._running.append(running)
                running.animation.start()
        if not self._running and not self._queue:
            self.idle.emit()

    def _landed(self, running: _Running) -> None:
        if running not in self._running:
            return
        self._running.remove(running)
        _apply(running.tween)
        running.animation.deleteLater()
        if not self._running:
            self._next()

    def finish(self) -> None:
        """Jump everything, running and queued, to its end state now; emit idle if anything
        was in flight."""
        if self.is_idle:
            return
        running, self._running = self._running, []
        for item in running:
            item.land()
            item.animation.deleteLater()
        while self._queue:
            for tween in self._queue.popleft():
                _apply(tween)
        self.idle.emit()
