"""The table for the two-deck games: ten columns of glows and drop areas, 104 items that
match the layout through deals, moves and undo, drop targets in every column."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import VARIANTS, Game
from tests.table.helpers import make_presenter, mismatches


def spider_with_a_target_beyond_column_seven() -> tuple[Game, int, int]:
    """A Spider deal where a run can go to column 8, 9 or 10 (index 7..9)."""
    for number in range(200):
        game = Game.new(1, number, variant="spider")
        for move in game.legal_moves():
            if move.target >= 7:
                return game, move.source, move.target
    raise AssertionError("no deal with such a move")


def test_drop_targets_include_the_last_three_columns(qtbot) -> None:
    game, source, target = spider_with_a_target_beyond_column_seven()
    presenter = make_presenter(qtbot, game=game)
    targets = presenter.drop_targets(source, 1)
    assert target in targets  # the presenter once asked only columns 0..6
    assert targets == {t for t in range(10) if game.can_move(source, 1, t)}


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_table_follows_the_game_through_deals_and_undo(qtbot, variant: str) -> None:
    game = Game.new(2, 12, variant=variant)
    presenter = make_presenter(qtbot, game=game)
    shape = VARIANTS[variant]
    assert len(presenter.scene.cards) == shape.deck_size
    assert len(presenter.scene.layout.column_rects) == shape.columns
    assert len(presenter.scene.highlights) == shape.columns
    assert presenter.scene.badge.value == shape.deals
    presenter.deal()  # Simple Simon has no stock: refused, nothing changes
    presenter.finish_animations()
    assert presenter.scene.badge.value == max(0, shape.deals - 1)
    assert presenter.game.moves == (1 if shape.has_stock else 0)
    assert mismatches(presenter) == []
    presenter.scene.highlight_columns(set(range(shape.columns)))
    assert presenter.scene.highlighted_columns() == set(range(shape.columns))
    presenter.scene.clear_highlights()
    presenter.undo()
    presenter.finish_animations()
    assert mismatches(presenter) == []
    # Back to Spiderette: the extra glows and items go.
    presenter.new_game(Game.new(1, 3))
    assert len(presenter.scene.highlights) == 7 and len(presenter.scene.cards) == 52
    assert mismatches(presenter) == []


def test_a_game_without_a_stock_shows_no_stock_place(qtbot) -> None:
    """Simple Simon: no deals badge and no stock outline (an empty place there read as an
    eleventh column); the next game with a stock has both again."""
    presenter = make_presenter(qtbot, game=Game.new(1, 4, variant="simple-simon"))
    scene = presenter.scene
    assert not scene.badge.isVisible() and not scene.has_stock
    from spiderette_qt.table.felt import felt_pixmap

    layout = scene.layout
    bare = felt_pixmap(layout, 1.0, stock=False).toImage()
    outlined = felt_pixmap(layout, 1.0, stock=True).toImage()
    corner = layout.stock_rect.topLeft().toPoint()
    edge = [(corner.x() + x, corner.y() + 2) for x in range(4, int(layout.card_width) - 4)]
    assert any(bare.pixel(x, y) != outlined.pixel(x, y) for x, y in edge)
    presenter.new_game(Game.new(1, 4, variant="will-o-the-wisp"))
    assert scene.badge.isVisible() and scene.has_stock
