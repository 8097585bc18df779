"""Animations never leave the table wrong: input mid-animation, resizes, long random games."""

from __future__ import annotations

import random

import pytest
from helpers import make_controller, mismatches, stock_center, top_id
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from spiderette_qt.engine import Game, IllegalMove, TableState
from spiderette_qt.table import durations


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def test_undo_during_a_deal_animation_finishes_the_deal_then_undoes(qtbot) -> None:
    controller = make_controller(qtbot)
    durations.set_speed("normal")
    idles: list[bool] = []
    controller.animationsIdle.connect(lambda: idles.append(True))
    assert controller.deal()
    assert not controller.idle, "a deal at normal speed takes time"
    assert controller.undo()  # arrives mid-animation
    assert controller.game.deals_left == 4
    assert idles, "finishing the deal said idle"
    qtbot.waitUntil(lambda: controller.idle, timeout=5000)
    assert mismatches(controller) == []


def test_stock_click_during_a_move_animation_is_handled(qtbot) -> None:
    controller = make_controller(qtbot)
    durations.set_speed("normal")
    controller.move(6, 1, 0)
    assert not controller.idle
    QTest.mouseClick(controller.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, stock_center(controller))
    assert controller.game.moves == 2 and controller.game.deals_left == 3
    qtbot.waitUntil(lambda: controller.idle, timeout=5000)
    assert mismatches(controller) == []


def test_animation_really_runs_and_lands(qtbot) -> None:
    controller = make_controller(qtbot)
    durations.set_speed("fast")
    queen = top_id(controller, 6)
    start = controller.scene.cards[queen].pos()
    controller.move(6, 1, 0)
    assert controller.scene.cards[queen].pos() == start, "the card starts from where it was"
    with qtbot.waitSignal(controller.animationsIdle, timeout=5000):
        pass
    assert mismatches(controller) == []


def test_removal_animates_in_two_phases(qtbot) -> None:
    controller = make_controller(qtbot)
    for _ in range(7):
        controller.move(6, 1, 0)
    for _ in range(4):
        controller.move(5, 1, 0)
    durations.set_speed("normal")
    controller.move(5, 1, 0)
    qtbot.waitUntil(lambda: controller.idle, timeout=8000)
    assert controller.game.removed == 1
    assert mismatches(controller) == []
    controller.undo()
    qtbot.waitUntil(lambda: controller.idle, timeout=8000)
    assert mismatches(controller) == []


@pytest.mark.parametrize("width,height", [(800, 600), (1920, 1080), (1024, 768)])
def test_resize_relayouts_every_card_inside_the_view(qtbot, width: int, height: int) -> None:
    controller = make_controller(qtbot)
    controller.deal()
    controller.view.resize(width, height)
    assert controller.view.table_size() == (width, height)
    assert mismatches(controller) == []
    view_rect = QRectF(0, 0, width, height)
    for item in controller.scene.cards.values():
        assert view_rect.contains(item.sceneBoundingRect())
    assert controller.scene.cards[0].size()[0] == controller.scene.layout.card_width


def test_resize_mid_animation_is_never_wrong(qtbot) -> None:
    controller = make_controller(qtbot)
    durations.set_speed("normal")
    controller.deal()
    controller.view.resize(900, 640)
    assert controller.idle
    assert mismatches(controller) == []


def test_a_column_of_25_cards_fits_the_view(qtbot) -> None:
    controller = make_controller(qtbot, 800, 600)
    ids = iter(range(52))
    columns = []
    for c in range(7):
        count = 25 if c == 2 else 1
        columns.append(tuple((next(ids), c != 2 or i >= 5) for i in range(count)))
    state = TableState(tuple(columns), tuple(ids), ())
    controller._adopt_layout(state)
    controller._settle(0)
    view_rect = QRectF(0, 0, 800, 600)
    for card_id, _ in state.columns[2]:
        assert view_rect.contains(controller.scene.cards[card_id].sceneBoundingRect())


def _random_action(controller, rng: random.Random) -> str:
    game: Game = controller.game
    roll = rng.random()
    if roll < 0.12 and game.can_undo:
        controller.undo()
        return "undo"
    if roll < 0.18 and game.can_redo:
        controller.redo()
        return "redo"
    moves = game.legal_moves()
    if roll < 0.3 or not moves:
        if game.can_deal():
            controller.deal()
            return "deal"
        if not moves:
            try:
                game.check_lift(0, 1)
            except IllegalMove:
                pass
            controller.deal()  # refused: the rule shows, nothing changes
            return "refused deal"
    move = rng.choice(moves)
    controller.move(move.source, move.count, move.target)
    return f"move {move}"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_items_match_the_engine_after_every_action_of_a_random_game(qtbot, seed: int) -> None:
    rng = random.Random(seed)
    controller = make_controller(qtbot, 1024, 700, Game.new(rng.choice([1, 2, 4]), seed))
    for step in range(30):
        what = _random_action(controller, rng)
        assert mismatches(controller) == [], f"after step {step}: {what}"


def test_random_game_with_animations_interrupted(qtbot) -> None:
    rng = random.Random(9)
    controller = make_controller(qtbot, 1024, 700, Game.new(1, 9))
    durations.set_speed("normal")
    for _ in range(30):
        _random_action(controller, rng)  # each one interrupts the last one's animation
    controller.finish_animations()
    assert controller.idle
    assert mismatches(controller) == []
