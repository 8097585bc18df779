"""A quick double tap is one action, as a mouse double-click is: on the stock it deals once,
on a card it sends that card on and not then the card it uncovered. Two taps a
double-click interval apart are two actions."""

from __future__ import annotations

import pytest
from helpers import card_center, make_presenter, mismatches, stock_center, tap, top_id
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from spiderette_qt.table import durations
from spiderette_qt.table.tap_guard import double_tap_interval


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def test_a_double_tap_on_the_stock_deals_once(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    point = stock_center(presenter)
    tap(presenter.view, point)
    tap(presenter.view, point)
    assert presenter.game.deals_left == 3  # before: 2 (it dealt twice)
    assert mismatches(presenter) == []


def test_a_double_tap_on_a_card_moves_it_alone(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    queen = top_id(presenter, 6)
    point = card_center(presenter, queen)
    tap(presenter.view, point)
    assert presenter.game.table().columns[0][-1][0] == queen
    jack = top_id(presenter, 6)
    assert presenter.scene.card_at(presenter.view.mapToScene(point)).card_id == jack
    tap(presenter.view, point)  # lands on the jack the queen uncovered
    assert presenter.game.moves == 1  # before: 2 (the jack followed the queen)
    assert top_id(presenter, 6) == jack
    assert mismatches(presenter) == []


def test_taps_an_interval_apart_are_two_actions(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    queen = top_id(presenter, 6)
    point = card_center(presenter, queen)
    tap(presenter.view, point)
    qtbot.wait(double_tap_interval() + 60)
    tap(presenter.view, point)  # the jack, a moment later: a second move
    assert presenter.game.moves == 2
    point = stock_center(presenter)
    tap(presenter.view, point)
    qtbot.wait(double_tap_interval() + 60)
    tap(presenter.view, point)
    assert presenter.game.deals_left == 2


def test_a_second_tap_elsewhere_acts_at_once(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    queen = top_id(presenter, 6)
    tap(presenter.view, card_center(presenter, queen))
    tap(presenter.view, stock_center(presenter))
    assert presenter.game.deals_left == 3 and presenter.game.moves == 2


def test_a_mouse_double_click_on_the_stock_still_deals_once(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    viewport, point = presenter.view.viewport(), stock_center(presenter)
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, none, point)
    QTest.mouseDClick(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)
    assert presenter.game.deals_left == 3
