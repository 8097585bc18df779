"""The win celebration flies the game's real cards, from where the removed sequences lie.

Before, it drew stand-ins (a rank and a suit sign on a white box) starting from the corner,
not the faces the player has been playing with.
"""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPixmap

from spiderette_qt.engine.cards import Card
from spiderette_qt.window.dialogs.win_dialog import Celebration


def test_the_removed_cards_fly_from_where_they_lie(celebrating_window) -> None:
    window = celebrating_window
    celebration = window.win_show.celebration
    assert celebration is not None
    game = window.game
    removed = [card_id for ids in game.table().removed for card_id in ids]
    places = {}
    for card_id in removed:
        rect = window.presenter.scene.cards[card_id].sceneBoundingRect()
        places.setdefault(game.deck[card_id], []).append(
            window.view.mapFromScene(rect).boundingRect().topLeft())
    for _ in range(52 * 6 + 1):  # every card launched
        celebration._step()
        if len(celebration.launched) == len(removed):
            break
    assert Counter(card for card, _ in celebration.launched) == \
        Counter(game.deck[card_id] for card_id in removed)
    for card, start in celebration.launched:
        assert start.toPoint() in places[card]
    assert celebration._faces is window.presenter.painter  # the real faces
    celebration.skip()
    window.current_dialog.reject()


class _Faces:
    """A painter that paints every card one flat colour, and notes what it was asked for."""

    def __init__(self) -> None:
        self.asked: list[tuple[Card | None, int]] = []

    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap:
        self.asked.append((card, width))
        pixmap = QPixmap(width, round(width * 1.4))
        pixmap.fill(QColor(10, 200, 30))
        return pixmap


def test_the_trail_is_painted_with_the_painters_faces(qtbot) -> None:
    from PySide6.QtWidgets import QWidget

    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(400, 300)
    parent.show()
    faces = _Faces()
    card = Card.parse("KS")
    celebration = Celebration(parent, [(card, QRectF(300, 20, 50, 70))], faces, "normal", 1)
    celebration.start()
    celebration._step()
    assert faces.asked == [(card, 50)]  # at the size it had on the table
    image = celebration._trail.toImage()
    colour = image.pixelColor(image.width() * 310 // 400, image.height() * 40 // 300)
    assert (colour.red(), colour.green(), colour.blue()) == (10, 200, 30)
    celebration.skip()



def test_the_table_keeps_the_focus_and_a_key_skips_the_cascade(celebrating_window) -> None:
    """Taking the focus and giving it back made screen readers read the whole empty table
    between "Game won" and the win panel (issue 14): the overlay never takes it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window = celebrating_window
    celebration = window.win_show.celebration
    assert celebration is not None
    assert not celebration.hasFocus()
    assert celebration.focusPolicy() == Qt.FocusPolicy.NoFocus
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert not celebration.running
    window.current_dialog.reject()
