"""The deal at the start of a game, as KPat shows it: the cards fly from the stock to their
columns, one after the other, row by row; the last card of each column turns over as it
lands. Any input on the table (a key, a click, a touch) skips it to the end at once; a menu
or toolbar action skips it too, since every action finishes the animator first. At animation
speed "off" it does not run at all (the table is simply there).

The input is watched by an event filter on the view and its viewport only, while the deal
runs: a filter on the whole application would hand Python objects of every widget class the
events touch (PySide then sets up those classes: tests/startup/test_startup_first_frame.py).

The tweens are ordinary animator tweens, so everything that waits for the animator's idle
signal waits for the deal too, and `Animator.finish()` (which every action calls first) lands
every card where the layout says.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject

from spiderette_qt.engine import TableState
from spiderette_qt.table import durations
from spiderette_qt.table.animator import Animator, Tween
from spiderette_qt.table.layout import Layout
from spiderette_qt.table.scene import TableScene

#: Input that skips the deal (a release or a move alone is no new input).
_SKIPPING = {QEvent.Type.KeyPress, QEvent.Type.MouseButtonPress,
             QEvent.Type.MouseButtonDblClick, QEvent.Type.TouchBegin, QEvent.Type.Wheel}


def deal_order(state: TableState) -> list[int]:
    """The column cards in the order a dealer lays them: row by row, left to right."""
    order = []
    deepest = max((len(column) for column in state.columns), default=0)
    for row in range(deepest):
        for column in state.columns:
            if row < len(column):
                order.append(column[row][0])
    return order


class DealIntro(QObject):
    """Plays the opening deal and skips it on the first input."""

    def __init__(self, animator: Animator, watched: tuple[QObject, ...],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._animator = animator
        self._watched = watched
        self._armed = False
        animator.idle.connect(self._disarm)

    @property
    def running(self) -> bool:
        return self._armed

    def play(self, scene: TableScene, layout: Layout, state: TableState) -> bool:
        """Fly the column cards of `state` from the stock to their places in `layout` (the
        items stand there already). False, and nothing moves, when animations are off."""
        flight, stagger = durations.start_deal_card(), durations.start_deal_stagger()
        if flight <= 0:
            return False
        origin = (layout.places[state.stock[0]].pos if state.stock
                  else layout.stock_rect.topLeft())
        tweens = []
        for index, card_id in enumerate(deal_order(state)):
            place = layout.places[card_id]
            item = scene.cards[card_id]
            item.setPos(origin)
            item.set_face_up(False)
            item.setVisible(True)
            tweens.append(Tween(item, place.pos, place.z, place.face_up, flight,
                                index * stagger, place.visible))
        if not tweens:
            return False
        self._arm()
        self._animator.play([tweens])
        return True

    def _arm(self) -> None:
        if not self._armed:
            for target in self._watched:
                target.installEventFilter(self)
            self._armed = True

    def _disarm(self) -> None:
        if self._armed:
            self._armed = False
            for target in self._watched:
                target.removeEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if self._armed and event.type() in _SKIPPING:
            self._disarm()
            self._animator.finish()  # the input then goes on to do what it does
        return False
