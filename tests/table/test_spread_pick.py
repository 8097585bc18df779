"""Any card of a squeezed column can be taken: a tap on a strip thinner than a fingertip, or a
click inside a squeezed suited run, spreads the column's movable run to a readable,
finger-wide step; a tap, click or drag there takes exactly that card and the cards on it
(a squeezed suited run split in two); Esc or a press elsewhere closes it; it glides."""

from __future__ import annotations

import pytest
from helpers import make_presenter, mismatches, tap, touch_device
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from test_squeezed_pick_up import long_run_game

from spiderette_qt.engine.cards import Card
from spiderette_qt.table import durations
from spiderette_qt.table.spread import Z_SCRIM, strip
from tests.qa.qa_helpers import double_click, drop_point, grab_point, mouse_drag

SIZE = (1161, 400)  # the K..6 run at the end of column 1 squeezed below the compact step


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def _ids(presenter):
    return presenter.scene.layout.column_ids[0]


def _rank(presenter, card_id: int) -> int:
    card: Card = presenter.game.deck[card_id]
    return card.rank


def test_a_tap_inside_a_squeezed_run_spreads_it_finger_wide(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    layout = presenter.scene.layout
    nine = _ids(presenter)[-4]
    assert nine in layout.grab and strip(layout, nine) < layout.finger / 2
    tap(presenter.view, grab_point(presenter, nine))
    assert presenter.view.spread_column == 0
    assert presenter.game.moves == 0  # before: the whole K..6 stretch was sent on
    run = _ids(presenter)[-8:]  # K..6, the movable run: only it spreads
    ys = [presenter.scene.cards[card_id].pos().y() for card_id in run]
    steps = [b - a for a, b in zip(ys, ys[1:], strict=False)]
    assert min(steps) >= layout.finger  # every strip a fingertip at least
    above = _ids(presenter)[-9]  # the ace above the run cannot be taken: it stays
    assert presenter.scene.cards[above].pos() == layout.places[above].pos


def test_a_tap_in_the_spread_takes_exactly_that_card(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    eight = _ids(presenter)[-3]
    tap(presenter.view, grab_point(presenter, _ids(presenter)[-4]))
    presenter.view.taps.forget()  # the player looks, then picks
    tap(presenter.view, grab_point(presenter, eight))
    game = presenter.game
    assert game.moves == 1
    assert [_rank(presenter, cid) for cid, _ in game.table().columns[0][-5:]] == \
        [13, 12, 11, 10, 9]  # K..9 stay
    assert [_rank(presenter, cid) for cid, _ in game.table().columns[5][-4:]] == \
        [9, 8, 7, 6]  # 8..6 went onto the 9
    assert presenter.view.spread_column is None
    assert mismatches(presenter) == []


def test_the_mouse_opens_it_with_a_click_and_drags_out_of_it(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    viewport = presenter.view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, none, grab_point(presenter, _ids(presenter)[-4]))
    assert presenter.view.spread_column == 0 and presenter.game.moves == 0
    ten = _ids(presenter)[-5]
    start = grab_point(presenter, ten)
    QTest.qWait(500)  # the next press is a new click, not the second of a double-click
    mouse_drag(presenter, start, drop_point(presenter, 0, start, 3))  # onto the jack
    game = presenter.game
    assert game.moves == 1
    assert [_rank(presenter, cid) for cid, _ in game.table().columns[3][-6:]] == \
        [11, 10, 9, 8, 7, 6]
    assert mismatches(presenter) == []


@pytest.mark.parametrize("how", ["escape", "tap elsewhere", "click elsewhere"])
def test_esc_or_a_press_elsewhere_closes_it_and_does_nothing(qtbot, how) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    tap(presenter.view, grab_point(presenter, _ids(presenter)[-4]))
    assert presenter.view.spread_column == 0
    assert [item for item in presenter.scene.items() if item.zValue() == Z_SCRIM]  # dimmed
    presenter.view.taps.forget()
    # Bare felt low on the table, inside the offscreen screen (Qt drops touch points off it).
    felt = QPoint(700, presenter.view.viewport().height() - 5)
    assert presenter.scene.card_at(presenter.view.mapToScene(felt)) is None
    if how == "escape":
        QTest.keyClick(presenter.view, Qt.Key.Key_Escape)
    elif how == "tap elsewhere":
        tap(presenter.view, felt)
    else:
        QTest.mouseClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, felt)
    assert presenter.view.spread_column is None
    assert presenter.game.moves == 0
    assert mismatches(presenter) == []
    assert not [item for item in presenter.scene.items() if item.zValue() == Z_SCRIM]


def test_it_glides_open_and_closed(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    durations.set_speed("normal")
    eight = presenter.scene.cards[_ids(presenter)[-3]]
    home = eight.pos()
    tap(presenter.view, grab_point(presenter, _ids(presenter)[-4]))
    assert presenter.view._glide.running and eight.pos() == home  # it starts where it lay
    qtbot.waitUntil(lambda: not presenter.view._glide.running, timeout=3000)
    assert eight.pos() != home
    QTest.keyClick(presenter.view, Qt.Key.Key_Escape)
    assert presenter.view._glide.running
    qtbot.waitUntil(lambda: not presenter.view._glide.running, timeout=3000)
    assert mismatches(presenter) == []


def test_a_double_click_on_a_squeezed_stretch_still_sends_the_stretch(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    double_click(presenter.view.viewport(), grab_point(presenter, _ids(presenter)[-4]))
    assert presenter.view.spread_column is None
    assert refused == ["No column can take this run"]  # the K..6 stretch, as before
    assert mismatches(presenter) == []


def test_a_finger_held_still_on_a_squeezed_column_spreads_it(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    six = _ids(presenter)[-1]  # the last card: a whole card, no guess, yet its column is
    point = grab_point(presenter, six)  # squeezed above it
    viewport, device = presenter.view.viewport(), touch_device()
    QTest.touchEvent(viewport, device).press(0, point, viewport).commit()
    assert presenter.view.spread_column is None  # not yet: a tap stays a tap
    qtbot.waitUntil(lambda: presenter.view.spread_column == 0, timeout=3000)
    QTest.touchEvent(viewport, device).release(0, point, viewport).commit()
    assert presenter.view.spread_column == 0 and presenter.game.moves == 0  # lifting acts not


def test_a_mouse_that_rests_before_it_drags_still_drags(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    six = _ids(presenter)[-1]
    start = grab_point(presenter, six)
    viewport = presenter.view.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mousePress(viewport, left, none, start)
    qtbot.wait(QGuiApplication.styleHints().mousePressAndHoldInterval() + 100)
    assert presenter.view.spread_column is None
    end = drop_point(presenter, 0, start, 7)
    for i in range(1, 7):
        QTest.mouseMove(viewport, start + (end - start) * i / 6)
    QTest.mouseRelease(viewport, left, none, end)
    assert presenter.game.moves == 1  # the 6 onto the 7


def test_a_quick_tap_on_the_last_card_still_sends_it(qtbot) -> None:
    presenter = make_presenter(qtbot, *SIZE, game=long_run_game())
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    tap(presenter.view, grab_point(presenter, _ids(presenter)[-1]))
    assert presenter.view.spread_column is None
    assert refused == [] and presenter.game.moves == 1  # the 6 onto the 7
