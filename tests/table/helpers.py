"""Shared helpers for the table tests: crafted decks, where things are, and user gestures."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QInputDevice, QPointingDevice
from PySide6.QtTest import QTest

from spiderette_qt.engine import Game
from spiderette_qt.table.layout import compute_layout
from spiderette_qt.table.presenter import TablePresenter

RANKS = "A23456789TJQK"


def removal_deck() -> list[str]:
    """A one-suit deck where 12 moves complete K..A on column 1 (index 0).

    Column 0 is a lone king; column 6 is Q J 10 9 8 7 6 from the top down, so moving its top
    card onto column 0 seven times builds K..6 and empties column 6; column 5 is 5 4 3 2 A
    from the top over one hidden card, so five more moves complete the sequence.
    Columns 1..4 and the stock take the other 39 cards (three of each rank).
    """
    pool = [r for r in RANKS for _ in range(3)]
    # Column tops chosen so that the tests know them: col1 top 5, col2 top 9, col3 top 2,
    # col4 top 8 (none of them takes a queen).
    def take(rank: str) -> str:
        pool.remove(rank)
        return rank + "S"

    col1 = [take("3"), take("5")]
    col2 = [take("4"), take("K"), take("9")]
    col3 = [take("7"), take("J"), take("Q"), take("2")]
    col4 = [take("6"), take("T"), take("A"), take("3"), take("8")]
    hidden5 = take("4")
    col0 = ["KS"]
    col5 = [hidden5, "AS", "2S", "3S", "4S", "5S"]
    col6 = ["6S", "7S", "8S", "9S", "TS", "JS", "QS"]
    stock = [r + "S" for r in pool]
    deck = col0 + col1 + col2 + col3 + col4 + col5 + col6 + stock
    assert len(deck) == 52
    return deck


def removal_game() -> Game:
    return Game.from_deck(removal_deck(), suits=1)


def top_id(presenter: TablePresenter, column: int) -> int:
    assert presenter.game is not None
    return presenter.game.table().columns[column][-1][0]


def card_center(presenter: TablePresenter, card_id: int) -> QPoint:
    """Viewport point on the visible part of a card (its top strip, as a player grabs it)."""
    item = presenter.scene.cards[card_id]
    rect = item.sceneBoundingRect()
    point = QPointF(rect.center().x(), rect.top() + min(rect.height() / 2, 12))
    return presenter.view.mapFromScene(point)


def column_center(presenter: TablePresenter, column: int) -> QPoint:
    layout = presenter.scene.layout
    assert layout is not None
    slot = layout.column_slots[column]
    return presenter.view.mapFromScene(slot.center())


def stock_center(presenter: TablePresenter) -> QPoint:
    layout = presenter.scene.layout
    assert layout is not None
    return presenter.view.mapFromScene(layout.stock_rect.center())


def drag(qtbot: object, view: object, start: QPoint, end: QPoint, steps: int = 8) -> None:
    """Press at start, move in several steps to end, release: a mouse drag."""
    viewport = view.viewport()  # type: ignore[attr-defined]
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        x = start.x() + (end.x() - start.x()) * i // steps
        y = start.y() + (end.y() - start.y()) * i // steps
        QTest.mouseMove(viewport, QPoint(x, y))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


_touch_device: list[QPointingDevice] = []


def touch_device() -> QPointingDevice:
    """One touchscreen for the whole process (Qt keeps registered devices alive)."""
    if not _touch_device:
        _touch_device.append(QTest.createTouchDevice(QInputDevice.DeviceType.TouchScreen))
    return _touch_device[0]


def tap(view: object, point: QPoint) -> None:
    """A finger's tap at a viewport point. The viewport goes with every point: without it
    PySide's QTest reads the point as a screen point (right only where the window sits at
    the screen's origin, as offscreen)."""
    viewport = view.viewport()  # type: ignore[attr-defined]
    device = touch_device()
    QTest.touchEvent(viewport, device).press(0, point, viewport).commit()
    QTest.touchEvent(viewport, device).release(0, point, viewport).commit()


def mismatches(presenter: TablePresenter) -> list[str]:
    """Every card item whose place or face differs from layout(game.table()); [] is good."""
    game = presenter.game
    assert game is not None
    width, height = presenter.view.table_size()
    now = presenter.scene.layout  # the card size has hysteresis: check places for it
    layout = compute_layout(width, height, game.table(), larger=presenter.larger_cards,
                            deck=game.deck, card_width=None if now is None else now.card_width,
                            finger=0.0 if now is None else now.finger)
    wrong = []
    for card_id, place in layout.places.items():
        item = presenter.scene.cards[card_id]
        if (item.pos() - place.pos).manhattanLength() > 0.01 or item.face_up != place.face_up \
                or item.zValue() != place.z:
            wrong.append(f"card {card_id}: at {item.pos()} z {item.zValue()} up {item.face_up}"
                         f", want {place.pos} z {place.z} up {place.face_up}")
        if item.isVisible() != place.visible:
            wrong.append(f"card {card_id}: visible {item.isVisible()}, want {place.visible}")
        if not item.transform().isIdentity():
            wrong.append(f"card {card_id}: still squeezed by a flip")
    return wrong


def make_presenter(qtbot: object, width: int = 1200, height: int = 800,
                    game: Game | None = None) -> TablePresenter:
    presenter = TablePresenter()
    qtbot.addWidget(presenter.view)  # type: ignore[attr-defined]
    presenter.view.resize(width, height)
    presenter.view.show()
    QTest.qWaitForWindowExposed(presenter.view)
    presenter.new_game(game if game is not None else removal_game())
    return presenter
