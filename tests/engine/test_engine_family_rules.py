"""The rules of SPEC §1 and §5 in every game of the family, on positions set up by notation.

test_engine_rules.py holds one test per rule sentence for Spiderette; here the same rules run
over every Variant (the layouts leave the columns a test does not name empty), together with
what differs: the deal, the stock, the win, the undo limit and the deal onto an empty column.
"""

from __future__ import annotations

import pytest

from spiderette_qt.engine import VARIANTS, Card, Game, IllegalMove, Reason, Variant

from .helpers import all_ids, cards, position

ALL = list(VARIANTS.values())
KING_TO_TWO = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


@pytest.fixture(params=ALL, ids=[v.key for v in ALL])
def variant(request: pytest.FixtureRequest) -> Variant:
    return request.param  # type: ignore[no-any-return]


def full(variant: Variant, named: list[tuple[str, str]],
         filler: str = "C") -> list[tuple[str, str]]:
    """Named columns, then one card of `filler` suit on every other column (none empty)."""
    ranks = "23456789TJ"
    rest = [("", ranks[k % len(ranks)] + filler) for k in range(variant.columns - len(named))]
    return named + rest


def test_a_card_goes_on_one_rank_higher_whatever_the_suit(variant: Variant) -> None:
    game = position([("", "TS"), ("", "9H"), ("", "7H")], variant=variant)
    game.move(1, 1, 0)
    assert cards(game, 0) == "TS 9H"
    with pytest.raises(IllegalMove) as info:
        game.move(2, 1, 0)
    assert info.value.reason is Reason.NOT_ONE_HIGHER


def test_nothing_on_an_ace_and_a_king_only_to_an_empty_column(variant: Variant) -> None:
    game = position([("", "AS"), ("", "2H"), ("", "KD"), ("", "QC")], variant=variant)
    with pytest.raises(IllegalMove) as info:
        game.move(1, 1, 0)
    assert info.value.reason is Reason.ONTO_ACE
    with pytest.raises(IllegalMove) as info:
        game.move(2, 1, 3)
    assert info.value.reason is Reason.KING_TO_EMPTY_ONLY
    game.move(2, 1, variant.columns - 1)
    assert cards(game, variant.columns - 1) == "KD"


def test_only_a_run_of_one_suit_moves_together(variant: Variant) -> None:
    game = position([("", "8S 7H 6H"), ("", "9H"), ("", "8D")], variant=variant)
    with pytest.raises(IllegalMove) as info:
        game.move(0, 3, 1)
    assert info.value.reason is Reason.MIXED_SUITS
    assert game.movable_count(0) == 2
    game.move(0, 2, 2)
    assert cards(game, 2) == "8D 7H 6H" and cards(game, 0) == "8S"
    game.move(0, 1, 1)
    assert cards(game, 1) == "9H 8S" and not game.columns[0].visible_ids


def test_the_face_down_card_turns_up_and_cannot_move_before(variant: Variant) -> None:
    game = position([("2D 3D", "TS"), ("", "JH")], variant=variant)
    with pytest.raises(IllegalMove) as info:
        game.move(0, 2, 1)
    assert info.value.reason is Reason.FACE_DOWN
    record = game.move(0, 1, 1)
    column = game.columns[0]
    assert column.visible == (Card.parse("3D"),) and column.hidden == (Card.parse("2D"),)
    assert record.flipped == ((column.visible_ids[0], True),)


def test_a_completed_sequence_leaves_and_uncovers_a_card(variant: Variant) -> None:
    game = position([("4D", KING_TO_TWO), ("", "AS")], variant=variant)
    record = game.move(1, 1, 0)
    assert game.removed == 1 and record.removed == (0,) and len(record.phases) == 2
    assert game.columns[0].visible == (Card.parse("4D"),)
    assert (game.score, game.moves) == (500 - 1 + 100, 1)
    game.undo()
    assert game.removed == 0 and game.columns[0].hidden == (Card.parse("4D"),)


def test_a_deal_gives_one_card_to_each_column_from_the_first(variant: Variant) -> None:
    game = Game.new(4, 5, variant)
    stock = game.table().stock
    if not variant.has_stock:  # Simple Simon: every card is on the table from the start
        with pytest.raises(IllegalMove) as info:
            game.deal()
        assert info.value.reason is Reason.STOCK_EMPTY and not stock and game.deals_left == 0
        return
    record = game.deal()
    size = variant.deal_sizes[0]
    assert record.dealt == tuple((stock[c], c) for c in range(size))
    assert len(game.stock) == variant.stock_size - size
    assert game.deals_left == variant.deals - 1
    assert all_ids(game) == list(range(variant.deck_size))


def test_a_deal_onto_an_empty_column_only_in_relaxed_spider(variant: Variant) -> None:
    layout = full(variant, [("", "5S"), ("", "6H")])
    game = position(layout, stock="9D QH", variant=variant)
    game.move(0, 1, 1)
    assert not game.columns[0].visible_ids
    if variant.relaxed_deal:
        record = game.deal()
        assert record.dealt[0][1] == 0 and cards(game, 0) == "9D"
        assert cards(game, 1).split()[-1] == "QH"
    else:
        with pytest.raises(IllegalMove) as info:
            game.deal()
        assert info.value.reason is Reason.DEAL_WITH_EMPTY_COLUMN and not game.can_deal()


def test_the_stock_runs_out_after_the_variants_deals(variant: Variant) -> None:
    game = Game.new(1, 9, variant)
    for _ in range(variant.deals):
        if game.is_won:
            break
        game.deal()
    assert game.stock == () and game.deals_left == 0 and not game.can_deal()
    with pytest.raises(IllegalMove) as info:
        game.deal()
    assert info.value.reason in (Reason.STOCK_EMPTY, Reason.GAME_WON)


def test_the_game_is_won_with_the_variants_sequences(variant: Variant) -> None:
    others = ("H", "D", "C", "H", "D", "C", "S", "H", "D", "C", "S")[:variant.sequences - 1]
    game = position([("", KING_TO_TWO), ("", "AS")], removed=others, suits=4,
                    moves=60, score=500 - 60 + 100 * len(others), variant=variant)
    assert not game.is_won and game.removed == variant.sequences - 1
    game.move(1, 1, 0)
    assert game.is_won and game.removed == variant.sequences
    assert game.legal_moves() == [] and not game.can_deal()
    with pytest.raises(IllegalMove) as info:
        game.move(0, 1, 1)
    assert info.value.reason is Reason.GAME_WON


def test_undo_reaches_back_exactly_over_the_variants_limit(variant: Variant) -> None:
    game = position([("", "5S")], variant=variant)
    limit = variant.undo_limit
    for k in range(limit + 1):
        game.move(k % 2, 1, 1 - k % 2)
    for _ in range(limit):
        game.undo()
    assert (game.score, game.moves) == (499, 1) and not game.can_undo
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.reason is Reason.UNDO_LIMIT and info.value.count == limit
    assert str(limit) in str(info.value)
    for _ in range(limit):
        game.redo()
    assert (game.score, game.moves) == (500 - limit - 1, limit + 1)
    back = Game.from_json(game.to_json())
    assert back.history() == game.history() and back.to_json() == game.to_json()


def test_move_indices_range_over_the_variants_columns(variant: Variant) -> None:
    game = position([("", "9H")] + [("", "")] * (variant.columns - 2) + [("", "TS")],
                    variant=variant)
    last = variant.columns - 1
    game.move(0, 1, last)
    assert cards(game, last) == "TS 9H"
    for bad in (variant.columns, -1):
        with pytest.raises(IllegalMove) as info:
            game.move(last, 1, bad)
        assert info.value.reason is Reason.NO_SUCH_COLUMN
    assert game.best_target(last, 1) == 0


def test_a_set_up_position_saves_and_restarts_where_it_began(variant: Variant) -> None:
    game = position([("3C", "TS"), ("", "9H")], variant=variant)
    start = game.table()
    game.move(1, 1, 0)
    back = Game.from_json(game.to_json())
    assert back.table() == game.table() and back.code is None
    back.undo()
    assert back.table() == start
    assert game.restarted().table() == start and not game.restarted().can_undo
