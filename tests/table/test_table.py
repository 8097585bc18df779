"""The playable table, driven as a player would: drag, double-click, tap, stock click.

Durations are off (every animation lands at once) except where a test is about input that
arrives mid-animation.
"""

from __future__ import annotations

import pytest
from helpers import (
    card_center,
    column_center,
    drag,
    make_presenter,
    mismatches,
    stock_center,
    tap,
    top_id,
    touch_device,
)
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from spiderette_qt.table import durations


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def test_drag_run_onto_legal_column(qtbot) -> None:
    presenter = make_presenter(qtbot)
    game = presenter.game
    queen = top_id(presenter, 6)
    with qtbot.waitSignal(presenter.table_game.actionPlayed):
        drag(qtbot, presenter.view, card_center(presenter, queen), column_center(presenter, 0))
    assert game.table().columns[0][-1][0] == queen
    assert game.moves == 1
    assert mismatches(presenter) == []


def test_drag_onto_illegal_column_springs_back_with_the_rule(qtbot) -> None:
    presenter = make_presenter(qtbot)
    game = presenter.game
    before = game.table()
    queen = top_id(presenter, 6)
    home = presenter.scene.cards[queen].pos()
    with qtbot.waitSignal(presenter.ruleRefused) as refused:
        drag(qtbot, presenter.view, card_center(presenter, queen), column_center(presenter, 1))
    assert "one rank higher" in refused.args[0]
    assert game.table() == before and game.moves == 0
    assert presenter.scene.cards[queen].pos() == home
    assert presenter.scene.banner.isVisible()
    assert refused.args[0] == presenter.scene.banner.text
    assert mismatches(presenter) == []


def test_auto_place_sends_an_illegal_drop_to_the_best_column(qtbot) -> None:
    presenter = make_presenter(qtbot)
    presenter.auto_place = True
    queen = top_id(presenter, 6)
    drag(qtbot, presenter.view, card_center(presenter, queen), column_center(presenter, 1))
    assert presenter.game.table().columns[0][-1][0] == queen
    assert mismatches(presenter) == []


def test_drop_goes_to_the_legal_column_with_the_largest_overlap(qtbot) -> None:
    presenter = make_presenter(qtbot)
    game = presenter.game
    # Move the queen onto the king first, then drag the jack of column 6 (legal on column 0's
    # queen) so it lies mostly over column 0 while the pointer is over column 1.
    game_queen = top_id(presenter, 6)
    presenter.move(6, 1, 0)
    jack = top_id(presenter, 6)
    assert game.deck[jack].rank == 11 and game.deck[game_queen].rank == 12
    layout = presenter.scene.layout
    item = presenter.scene.cards[jack]
    rect = item.sceneBoundingRect()
    grab = rect.topLeft() + (rect.topRight() - rect.topLeft()) * 0.92
    grab.setY(rect.top() + 10)
    slot0 = layout.column_slots[0]
    # Card's left edge lands 30% of a width right of column 0's left edge.
    target_left = slot0.left() + 0.3 * slot0.width()
    release = grab + (slot0.topLeft() - rect.topLeft())
    release.setX(target_left + (grab.x() - rect.left()))
    release.setY(slot0.top() + 120)
    pointer_column = [i for i, r in enumerate(layout.column_rects) if r.contains(release)]
    assert pointer_column == [1], "the pointer must be over column 1 for this test to mean much"
    view = presenter.view
    drag(qtbot, view, view.mapFromScene(grab), view.mapFromScene(release))
    assert game.table().columns[0][-1][0] == jack
    assert game.moves == 2


def test_highlights_show_the_accepting_columns_while_dragging(qtbot) -> None:
    presenter = make_presenter(qtbot)
    queen = top_id(presenter, 6)
    viewport = presenter.view.viewport()
    start = card_center(presenter, queen)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(2, 2))
    assert presenter.scene.highlighted_columns() == set(), "a drag starts after a few pixels"
    for step in range(1, 6):
        QTest.mouseMove(viewport, start + QPoint(-step * 20, step * 8))
    assert presenter.view.dragging
    assert presenter.scene.highlighted_columns() == {0}
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start + QPoint(-100, 40))
    assert presenter.scene.highlighted_columns() == set()
    assert mismatches(presenter) == []


def test_pressing_a_face_down_card_shows_the_rule_and_lifts_nothing(qtbot) -> None:
    presenter = make_presenter(qtbot)
    hidden = presenter.game.table().columns[6][0][0]
    item = presenter.scene.cards[hidden]
    point = presenter.view.mapFromScene(item.sceneBoundingRect().topLeft() + QPoint(20, 4))
    with qtbot.waitSignal(presenter.ruleRefused) as refused:
        drag(qtbot, presenter.view, point, column_center(presenter, 2))
    assert "face-down" in refused.args[0]
    assert presenter.game.moves == 0
    assert mismatches(presenter) == []


def test_double_click_sends_the_run_to_its_best_column(qtbot) -> None:
    presenter = make_presenter(qtbot)
    queen = top_id(presenter, 6)
    QTest.mouseDClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_center(presenter, queen))
    assert presenter.game.table().columns[0][-1][0] == queen
    assert mismatches(presenter) == []


def test_double_click_preference_off_does_nothing(qtbot) -> None:
    presenter = make_presenter(qtbot)
    presenter.double_click_moves = False
    queen = top_id(presenter, 6)
    QTest.mouseDClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, card_center(presenter, queen))
    assert presenter.game.moves == 0


def test_double_click_without_a_target_says_so(qtbot) -> None:
    presenter = make_presenter(qtbot)
    five = top_id(presenter, 1)  # 5 of spades: no 6 on top anywhere, no empty column
    with qtbot.waitSignal(presenter.ruleRefused) as refused:
        QTest.mouseDClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                          Qt.KeyboardModifier.NoModifier, card_center(presenter, five))
    assert refused.args[0] == "No column can take this run"
    assert presenter.game.moves == 0


# The offscreen screen is 800x600 and Qt drops touch points outside the screen, so the touch
# tests use a window that fits on it.
def test_touch_tap_sends_the_run_to_its_best_column(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    queen = top_id(presenter, 6)
    tap(presenter.view, card_center(presenter, queen))
    assert presenter.game.table().columns[0][-1][0] == queen
    assert mismatches(presenter) == []


def test_touch_tap_on_the_stock_deals(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    tap(presenter.view, stock_center(presenter))
    assert presenter.game.deals_left == 3


def test_touch_drag_moves_a_run(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 580)
    queen = top_id(presenter, 6)
    start = card_center(presenter, queen)
    end = column_center(presenter, 0)
    viewport = presenter.view.viewport()
    device = touch_device()
    QTest.touchEvent(viewport, device).press(0, start, viewport).commit()
    for i in range(1, 9):
        point = start + (end - start) * i / 8
        QTest.touchEvent(viewport, device).move(0, point, viewport).commit()
    QTest.touchEvent(viewport, device).release(0, end, viewport).commit()
    assert presenter.game.table().columns[0][-1][0] == queen
    assert mismatches(presenter) == []


def test_stock_click_deals_and_updates_the_badge(qtbot) -> None:
    presenter = make_presenter(qtbot)
    with qtbot.waitSignal(presenter.table_game.statusChanged) as changed:
        QTest.mouseClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, stock_center(presenter))
    assert changed.args[0].deals_left == 3
    assert presenter.game.deals_left == 3
    assert presenter.scene.badge.value == 3
    assert all(len(col) >= 2 for col in presenter.game.table().columns)
    assert mismatches(presenter) == []


def test_stock_click_is_refused_with_an_empty_column(qtbot) -> None:
    presenter = make_presenter(qtbot)
    for _ in range(7):
        assert presenter.move(6, 1, 0)
    assert presenter.game.table().columns[6] == ()
    with qtbot.waitSignal(presenter.ruleRefused) as refused:
        QTest.mouseClick(presenter.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, stock_center(presenter))
    assert refused.args[0] == "Fill the empty column before dealing"
    assert presenter.game.deals_left == 4
    assert mismatches(presenter) == []


def test_sequence_removal_and_its_undo(qtbot) -> None:
    presenter = make_presenter(qtbot)
    game = presenter.game
    for _ in range(7):
        presenter.move(6, 1, 0)
    for _ in range(4):
        presenter.move(5, 1, 0)
    with qtbot.waitSignal(presenter.table_game.statusChanged) as removed:
        presenter.move(5, 1, 0)
    assert removed.args[0].removed == 1
    assert game.removed == 1 and game.score == 500 - 12 + 100
    layout = presenter.scene.layout
    sequence = game.table().removed[0]
    for card_id in sequence:
        assert layout.removed_rect.contains(presenter.scene.cards[card_id].pos())
    # The card under the sequence (column 0 had only the king) and column 5's hidden card.
    assert game.table().columns[0] == ()
    assert presenter.scene.cards[game.table().columns[5][-1][0]].face_up
    assert mismatches(presenter) == []
    with qtbot.waitSignal(presenter.table_game.statusChanged) as restored:
        presenter.undo()
    assert restored.args[0].removed == 0
    assert len(game.table().columns[0]) == 12
    assert mismatches(presenter) == []
    presenter.redo()
    assert game.removed == 1
    assert mismatches(presenter) == []


def test_the_status_follows_the_game(qtbot) -> None:
    presenter = make_presenter(qtbot)
    seen: list = []
    presenter.table_game.statusChanged.connect(seen.append)
    presenter.move(6, 1, 0)
    presenter.undo()
    assert [(s.score, s.moves, s.can_undo, s.can_redo) for s in seen] == [
        (499, 1, True, False), (500, 0, False, True)]
    assert presenter.scene.badge.value == seen[-1].deals_left


def test_new_game_is_shown(qtbot) -> None:
    presenter = make_presenter(qtbot)
    from spiderette_qt.engine import Game

    with qtbot.waitSignal(presenter.table_game.gameShown):
        presenter.new_game(Game.new(4, 99))
    assert mismatches(presenter) == []
    assert len(presenter.scene.cards) == 52


def test_four_colour_redraws_the_cards(qtbot) -> None:
    presenter = make_presenter(qtbot)
    queen = presenter.scene.cards[top_id(presenter, 6)]
    before = queen._pixmap.cacheKey()
    presenter.set_four_colour(True)
    assert presenter.painter.four_colour
    assert queen._pixmap.cacheKey() != before


def test_pixmaps_follow_the_device_pixel_ratio(qtbot, monkeypatch) -> None:
    presenter = make_presenter(qtbot)
    monkeypatch.setattr(presenter.view, "devicePixelRatioF", lambda: 2.0)
    presenter.relayout()
    item = presenter.scene.cards[top_id(presenter, 6)]
    assert item._pixmap.devicePixelRatio() == 2.0
    assert item._pixmap.width() == 2 * presenter.scene.layout.card_width
    assert mismatches(presenter) == []


def test_pressing_a_mixed_suit_run_shows_the_rule_and_lifts_nothing(qtbot) -> None:
    from helpers import removal_deck

    from spiderette_qt.engine import Game

    deck = removal_deck()
    # Two suits: the queen on top of column 6 becomes a heart, and so do other copies until
    # each rank has two spades and two hearts.
    deck[27] = "QH"
    for rank in "A23456789TJQK":
        wanted = 1 if rank == "Q" else 2
        for index in range(51, 0, -1):
            if wanted and index != 27 and deck[index] == rank + "S":
                deck[index] = rank + "H"
                wanted -= 1
    presenter = make_presenter(qtbot, game=Game.from_deck(deck, suits=2))
    assert presenter.move(6, 1, 0)  # Q of hearts on the K of spades
    king = presenter.game.table().columns[0][0][0]
    with qtbot.waitSignal(presenter.ruleRefused) as refused:
        drag(qtbot, presenter.view, card_center(presenter, king),
             column_center(presenter, 3))
    assert refused.args[0] == "Only a run of one suit moves together"
    assert presenter.game.moves == 1
    assert presenter.scene.highlighted_columns() == set()
    assert mismatches(presenter) == []
