"""Animations never leave the table wrong: input mid-animation, resizes, long random games."""

from __future__ import annotations

import random

import pytest
from helpers import make_presenter, mismatches, stock_center, top_id
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
    presenter = make_presenter(qtbot)
    durations.set_speed("normal")
    idles: list[bool] = []
    presenter.animationsIdle.connect(lambda: idles.append(True))
    assert presenter.deal()
    assert not presenter.idle, "a deal at normal speed takes time"
    assert presenter.undo()  # arrives mid-animation
    assert presenter.game.deals_left == 4
    assert idles, "finishing the deal said idle"
    qtbot.waitUntil(lambda: presenter.idle, timeout=5000)
    assert mismatches(presenter) == []


def test_stock_click_during_a_move_animation_is_handled(qtbot) -> None:
    presenter = make_presenter(qtbot)
    durations.set_speed("normal")
    presenter.move(6, 1, 0)
    assert not presenter.idle
    QTest.mouseClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, stock_center(presenter))
    assert presenter.game.moves == 2 and presenter.game.deals_left == 3
    qtbot.waitUntil(lambda: presenter.idle, timeout=5000)
    assert mismatches(presenter) == []


def test_animation_really_runs_and_lands(qtbot) -> None:
    presenter = make_presenter(qtbot)
    durations.set_speed("fast")
    queen = top_id(presenter, 6)
    start = presenter.scene.cards[queen].pos()
    presenter.move(6, 1, 0)
    assert presenter.scene.cards[queen].pos() == start, "the card starts from where it was"
    with qtbot.waitSignal(presenter.animationsIdle, timeout=5000):
        pass
    assert mismatches(presenter) == []


def test_removal_animates_in_two_phases(qtbot) -> None:
    presenter = make_presenter(qtbot)
    for _ in range(7):
        presenter.move(6, 1, 0)
    for _ in range(4):
        presenter.move(5, 1, 0)
    durations.set_speed("normal")
    presenter.move(5, 1, 0)
    qtbot.waitUntil(lambda: presenter.idle, timeout=8000)
    assert presenter.game.removed == 1
    assert mismatches(presenter) == []
    presenter.undo()
    qtbot.waitUntil(lambda: presenter.idle, timeout=8000)
    assert mismatches(presenter) == []


@pytest.mark.parametrize("width,height", [(800, 600), (1920, 1080), (1024, 768)])
def test_resize_relayouts_every_card_inside_the_view(qtbot, width: int, height: int) -> None:
    presenter = make_presenter(qtbot)
    presenter.deal()
    presenter.view.resize(width, height)
    assert presenter.view.table_size() == (width, height)
    assert mismatches(presenter) == []
    view_rect = QRectF(0, 0, width, height)
    for item in presenter.scene.cards.values():
        assert view_rect.contains(item.sceneBoundingRect())
    assert presenter.scene.cards[0].size()[0] == presenter.scene.layout.card_width


def test_resize_mid_animation_is_never_wrong(qtbot) -> None:
    presenter = make_presenter(qtbot)
    durations.set_speed("normal")
    presenter.deal()
    presenter.view.resize(900, 640)
    assert presenter.idle
    assert mismatches(presenter) == []


def test_a_column_of_25_cards_fits_the_view(qtbot) -> None:
    presenter = make_presenter(qtbot, 800, 600)
    ids = iter(range(52))
    columns = []
    for c in range(7):
        count = 25 if c == 2 else 1
        columns.append(tuple((next(ids), c != 2 or i >= 5) for i in range(count)))
    state = TableState(tuple(columns), tuple(ids), ())
    presenter._adopt_layout(state)
    presenter._settle(0)
    view_rect = QRectF(0, 0, 800, 600)
    for card_id, _ in state.columns[2]:
        assert view_rect.contains(presenter.scene.cards[card_id].sceneBoundingRect())


def _random_action(presenter, rng: random.Random) -> str:
    game: Game = presenter.game
    roll = rng.random()
    if roll < 0.12 and game.can_undo:
        presenter.undo()
        return "undo"
    if roll < 0.18 and game.can_redo:
        presenter.redo()
        return "redo"
    moves = game.legal_moves()
    if roll < 0.3 or not moves:
        if game.can_deal():
            presenter.deal()
            return "deal"
        if not moves:
            try:
                game.check_lift(0, 1)
            except IllegalMove:
                pass
            presenter.deal()  # refused: the rule shows, nothing changes
            return "refused deal"
    move = rng.choice(moves)
    presenter.move(move.source, move.count, move.target)
    return f"move {move}"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_items_match_the_engine_after_every_action_of_a_random_game(qtbot, seed: int) -> None:
    rng = random.Random(seed)
    presenter = make_presenter(qtbot, 1024, 700, Game.new(rng.choice([1, 2, 4]), seed))
    for step in range(30):
        what = _random_action(presenter, rng)
        assert mismatches(presenter) == [], f"after step {step}: {what}"


def test_random_game_with_animations_interrupted(qtbot) -> None:
    rng = random.Random(9)
    presenter = make_presenter(qtbot, 1024, 700, Game.new(1, 9))
    durations.set_speed("normal")
    for _ in range(30):
        _random_action(presenter, rng)  # each one interrupts the last one's animation
    presenter.finish_animations()
    assert presenter.idle
    assert mismatches(presenter) == []
