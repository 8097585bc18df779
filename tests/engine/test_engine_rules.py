"""One test per rule sentence of SPEC §1, named after the rule."""

from __future__ import annotations

from collections import Counter

import pytest

from spiderette_qt.engine import Card, Game, IllegalMove, Move, Reason, Suit
from spiderette_qt.engine.cards import full_deck

from .helpers import all_ids, cards, position

DECK4 = [str(c) for c in full_deck(4)]


# --- Cards and suit count -------------------------------------------------------------------
def test_one_suit_game_has_four_times_thirteen_spades() -> None:
    deck = Game.new(1, 7).deck
    assert Counter(deck) == Counter({Card(r, Suit.SPADES): 4 for r in range(1, 14)})


def test_two_suit_game_has_two_times_thirteen_spades_and_hearts() -> None:
    deck = Game.new(2, 7).deck
    assert Counter(deck) == Counter({Card(r, s): 2 for r in range(1, 14)
                                     for s in (Suit.SPADES, Suit.HEARTS)})


def test_four_suit_game_has_thirteen_of_each_suit() -> None:
    assert sorted(Game.new(4, 7).deck) == sorted(full_deck(4))


def test_ace_is_lowest_and_king_highest() -> None:
    game = position([("", "KS"), ("", "QH"), ("", "AS"), ("", "2D")])
    assert game.can_move(1, 1, 0)  # queen on king
    assert game.can_move(2, 1, 3)  # ace on 2
    assert not game.can_move(0, 1, 2)


# --- The deal -------------------------------------------------------------------------------
def test_deal_makes_columns_of_one_to_seven_cards() -> None:
    game = Game.new(4, 1)
    assert [len(c.hidden) + len(c.visible) for c in game.columns] == [1, 2, 3, 4, 5, 6, 7]


def test_only_the_last_card_of_each_column_is_face_up() -> None:
    game = Game.new(2, 1)
    assert [len(c.visible) for c in game.columns] == [1] * 7
    assert sum(len(c.hidden) for c in game.columns) == 21


def test_stock_holds_24_cards_for_four_deals() -> None:
    game = Game.new(1, 1)
    assert len(game.stock) == 24 and game.deals_left == 4


def test_from_deck_deals_columns_left_to_right_bottom_up_then_stock_from_the_front() -> None:
    game = Game.from_deck(DECK4, suits=4)
    start = 0
    for c, column in enumerate(game.columns):
        assert column.hidden_ids + column.visible_ids == tuple(range(start, start + c + 1))
        assert column.visible == (game.deck[start + c],)
        start += c + 1
    assert game.stock == tuple(Card.parse(c) for c in DECK4[28:])
    assert game.deck == tuple(Card.parse(c) for c in DECK4)


def test_from_deck_refuses_wrong_count_or_composition() -> None:
    with pytest.raises(ValueError, match="52 cards, not 51"):
        Game.from_deck(DECK4[:51], suits=4)
    with pytest.raises(ValueError, match="too many AS"):
        Game.from_deck(["AS", "AS"] + [str(c) for c in full_deck(1)][2:], suits=1)
    with pytest.raises(ValueError, match="not a card"):
        Game.from_deck(["ZZ"] + DECK4[1:], suits=4)
    with pytest.raises(ValueError, match="suit count"):
        Game.from_deck(DECK4, suits=3)
    assert Game.from_deck([Card.parse(c) for c in DECK4], 4).code is None


# --- Moves ----------------------------------------------------------------------------------
def test_card_goes_on_a_card_one_rank_higher_whatever_the_suit() -> None:
    game = position([("", "TS"), ("", "9H")])
    game.move(1, 1, 0)
    assert cards(game, 0) == "TS 9H"


def test_queen_goes_on_a_king() -> None:
    game = position([("", "KS"), ("", "QD")])
    game.move(1, 1, 0)
    assert cards(game, 0) == "KS QD"


def test_card_not_one_rank_lower_is_refused() -> None:
    game = position([("", "TS"), ("", "8H")])
    with pytest.raises(IllegalMove, match="exactly one rank higher") as info:
        game.move(1, 1, 0)
    assert info.value.reason is Reason.NOT_ONE_HIGHER


def test_nothing_can_be_put_on_an_ace() -> None:
    game = position([("", "AS"), ("", "2H"), ("", "KD")])
    with pytest.raises(IllegalMove) as info:
        game.move(1, 1, 0)
    assert info.value.reason is Reason.ONTO_ACE
    assert str(info.value) == "Nothing can be put on an ace"


def test_a_king_can_only_move_to_an_empty_column() -> None:
    game = position([("", "KS"), ("", "QH"), ("", "KD")])
    with pytest.raises(IllegalMove) as info:
        game.move(0, 1, 1)
    assert info.value.reason is Reason.KING_TO_EMPTY_ONLY
    game.move(0, 1, 3)
    assert cards(game, 3) == "KS"


def test_several_cards_move_together_only_if_ranks_descend_one_by_one() -> None:
    game = position([("", "9S 7S"), ("", "TH")])
    with pytest.raises(IllegalMove) as info:
        game.move(0, 2, 1)
    assert info.value.reason is Reason.NOT_A_RUN


def test_a_run_of_one_suit_moves_together() -> None:
    game = position([("", "8S 7S 6S"), ("", "9H")])
    game.move(0, 3, 1)
    assert cards(game, 1) == "9H 8S 7S 6S"
    assert game.columns[0].visible == ()


def test_a_run_of_mixed_suits_stays_where_it_is() -> None:
    game = position([("", "8S 7H 6S"), ("", "9H"), ("", "")])
    for count in (2, 3):
        with pytest.raises(IllegalMove) as info:
            game.move(0, count, 1)
        assert info.value.reason is Reason.MIXED_SUITS
    assert game.movable_count(0) == 1


def test_a_mixed_run_is_taken_apart_card_by_card() -> None:
    game = position([("", "8S 7H"), ("", "9H"), ("", "8C")])
    game.move(0, 1, 2)
    game.move(0, 1, 1)
    assert cards(game, 1) == "9H 8S" and cards(game, 2) == "8C 7H"


def test_a_run_is_placed_as_its_first_card_would_be() -> None:
    game = position([("", "8S 7S"), ("", "9D"), ("", "8D"), ("", "AC")])
    assert game.can_move(0, 2, 1)  # 8 on 9, whatever the suit
    assert not game.can_move(0, 2, 2)  # 8 on 8: no
    with pytest.raises(IllegalMove) as info:
        game.move(0, 2, 3)
    assert info.value.reason is Reason.ONTO_ACE


def test_an_empty_column_accepts_any_card_or_run_not_only_a_king() -> None:
    game = position([("", "5S 4S 3S"), ("", "9H"), ("", "")])
    game.move(0, 2, 2)
    assert cards(game, 2) == "4S 3S"
    game.move(1, 1, 3)
    assert cards(game, 3) == "9H"


def test_face_down_card_turns_up_by_itself_when_the_last_face_up_card_leaves() -> None:
    game = position([("2D 3D", "TS"), ("", "JH")])
    record = game.move(0, 1, 1)
    column = game.columns[0]
    assert column.visible == (Card.parse("3D"),) and column.hidden == (Card.parse("2D"),)
    assert record.flipped == ((column.visible_ids[0], True),)


def test_a_face_down_card_cannot_be_moved() -> None:
    game = position([("2D 3D", "TS"), ("", "")])
    with pytest.raises(IllegalMove) as info:
        game.move(0, 2, 1)
    assert info.value.reason is Reason.FACE_DOWN


# --- Dealing from the stock -----------------------------------------------------------------
def test_a_deal_puts_one_card_face_up_on_each_column_from_first_to_seventh() -> None:
    game = Game.from_deck(DECK4, suits=4)
    record = game.deal()
    assert record.dealt == tuple((28 + c, c) for c in range(7))
    assert [c.visible[-1] for c in game.columns] == [Card.parse(x) for x in DECK4[28:35]]
    assert [len(c.visible) for c in game.columns] == [2] * 7
    assert game.deals_left == 3 and len(game.stock) == 17


def test_the_last_deal_gives_cards_to_columns_one_to_three() -> None:
    game = Game.from_deck(DECK4, suits=4)
    for _ in range(3):
        game.deal()
    record = game.deal()
    assert record.dealt == ((49, 0), (50, 1), (51, 2))


def test_a_deal_is_refused_while_any_column_is_empty() -> None:
    game = position([("", "5S"), ("", "6H")] + [("", "KC")] * 0 + [("", c) for c in
                                                                    "2C 3C 4C 5C 6C".split()])
    game.move(0, 1, 1)
    with pytest.raises(IllegalMove, match="empty column") as info:
        game.deal()
    assert info.value.reason is Reason.DEAL_WITH_EMPTY_COLUMN
    assert not game.can_deal()


def test_the_stock_is_empty_after_the_fourth_deal() -> None:
    game = Game.from_deck(DECK4, suits=4)
    for _ in range(4):
        game.deal()
    assert game.stock == () and game.deals_left == 0 and not game.can_deal()
    with pytest.raises(IllegalMove) as info:
        game.deal()
    assert info.value.reason is Reason.STOCK_EMPTY


# --- Removing sequences ---------------------------------------------------------------------
KING_TO_TWO = "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"


def test_a_completed_sequence_is_removed_automatically_after_the_move() -> None:
    game = position([("4D", KING_TO_TWO), ("", "AS"), ("", "5H")])
    record = game.move(1, 1, 0)
    assert game.removed == 1 and record.removed == (0,)
    assert game.table().removed == (tuple(range(12, -1, -1)),)  # ids king first down to ace
    assert len(record.phases) == 2
    assert record.phases[0].columns[0][-1] == (0, True)  # the ace landed first
    assert record.phases[1] == game.table()


def test_the_face_down_card_under_a_removed_sequence_turns_up() -> None:
    game = position([("4D", KING_TO_TWO), ("", "AS")])
    record = game.move(1, 1, 0)
    assert game.columns[0].visible == (Card.parse("4D"),)
    assert (29, True) in record.flipped  # 4D is id 2 * 13 + 3


def test_a_deal_can_complete_several_sequences_at_once() -> None:
    hearts = KING_TO_TWO.replace("S", "H")
    game = position([("", KING_TO_TWO), ("", hearts)] + [("", c) for c in "2C 3C 4C 5C 6C".split()],
                    stock="AS AH 9C TC JC QC KC")
    record = game.deal()
    assert record.removed == (0, 1) and game.removed == 2
    assert game.score == 500 - 1 + 200
    assert game.columns[0].visible == () and game.columns[1].visible == ()


def test_only_single_suit_sequences_are_removed() -> None:
    mixed = KING_TO_TWO.replace("2S", "2H")
    game = position([("", mixed), ("", "AS")])
    game.move(1, 1, 0)
    assert game.removed == 0 and len(game.columns[0].visible) == 13


def test_a_sequence_with_its_king_face_down_is_not_removed() -> None:
    game = position([("KS", KING_TO_TWO[3:]), ("", "AS")])
    game.move(1, 1, 0)
    assert game.removed == 0


# --- End ------------------------------------------------------------------------------------
def test_the_game_is_won_when_four_sequences_are_removed() -> None:
    game = position([("", KING_TO_TWO), ("", "AS")], removed=("H", "D", "C"), moves=52,
                    score=500 - 52 + 300)
    assert not game.is_won
    game.move(1, 1, 0)
    assert game.is_won and game.removed == 4
    assert game.legal_moves() == [] and not game.can_deal()
    with pytest.raises(IllegalMove) as info:
        game.move(0, 1, 1)
    assert info.value.reason is Reason.GAME_WON


# --- Scoring and move counter ---------------------------------------------------------------
def test_score_starts_at_500() -> None:
    assert Game.new(4, 3).score == 500 and Game.new(4, 3).moves == 0


def test_each_move_and_each_deal_costs_one_point_and_counts_one() -> None:
    game = position([("", "TS"), ("", "9H")] + [("", "2C")] * 0 +
                    [("", c) for c in "3C 4C 5C 6C 7C".split()])
    game.move(1, 1, 0)
    game.move(0, 1, 1)
    game.deal()
    assert (game.score, game.moves) == (497, 3)


def test_each_removed_sequence_scores_100_and_is_not_a_move() -> None:
    game = position([("", KING_TO_TWO), ("", "AS")])
    game.move(1, 1, 0)
    assert (game.score, game.moves) == (500 - 1 + 100, 1)


def test_a_game_won_in_53_moves_scores_847() -> None:
    game = position([("", KING_TO_TWO), ("", "AS")], removed=("H", "D", "C"), moves=52,
                    score=500 - 52 + 300)
    game.move(1, 1, 0)
    assert (game.moves, game.score) == (53, 847)


def test_the_score_has_no_lower_bound() -> None:
    game = position([("", "5S")])
    for k in range(502):
        game.move(k % 2, 1, 1 - k % 2)
    assert game.score == -2 and game.moves == 502


# --- Order of refusals and bad input ----------------------------------------------------------
def test_refusals_name_the_first_rule_broken() -> None:
    game = position([("", "9S 7H"), ("", "TH"), ("", "AC")])
    checks = [((9, 1, 1), Reason.NO_SUCH_COLUMN), ((0, 1, 7), Reason.NO_SUCH_COLUMN),
              ((0, 3, 1), Reason.NO_SUCH_CARDS), ((0, 0, 1), Reason.NO_SUCH_CARDS),
              ((0, 2, 1), Reason.NOT_A_RUN), ((0, 1, 0), Reason.SAME_COLUMN),
              ((4, 1, 0), Reason.NO_SUCH_CARDS)]
    for (s, c, t), reason in checks:
        with pytest.raises(IllegalMove) as info:
            game.check_move(s, c, t)
        assert info.value.reason is reason, (s, c, t)
    with pytest.raises(IllegalMove) as info:
        game.check_lift(0, 2)
    assert info.value.reason is Reason.NOT_A_RUN


def test_a_refused_move_leaves_the_state_untouched() -> None:
    game = position([("", "9S 7H"), ("", "TH")])
    before = (game.table(), game.score, game.moves, game.can_undo)
    with pytest.raises(IllegalMove):
        game.move(0, 2, 1)
    assert (game.table(), game.score, game.moves, game.can_undo) == before


def test_legal_moves_lists_every_legal_move() -> None:
    game = position([("", "9S 8S"), ("", "TH"), ("", "9D"), ("", "")])
    moves = game.legal_moves()
    expected = [Move(s, c, t) for s in range(7) for c in range(1, 14) for t in range(7)
                if game.can_move(s, c, t)]
    assert sorted(moves, key=repr) == sorted(expected, key=repr)
    assert Move(0, 2, 1) in moves and Move(0, 1, 2) in moves and Move(1, 1, 3) in moves
    assert eval(repr(Move(0, 2, 1))) == Move(0, 2, 1)


def test_movable_count_is_the_longest_movable_run_at_the_end() -> None:
    game = position([("3C", "9H 8S 7S 6S"), ("", "5D 4D 3S"), ("", "")])
    assert [game.movable_count(c) for c in range(3)] == [3, 1, 0]


def test_all_52_cards_stay_accounted_for() -> None:
    game = Game.new(2, 11)
    for _ in range(4):
        game.deal()
    assert all_ids(game) == list(range(52))


# --- Double-click target (SPEC §3) ----------------------------------------------------------
def test_best_target_prefers_same_suit_then_empty_then_other_suit() -> None:
    game = position([("", "8S"), ("", "9H"), ("", ""), ("", "9S"), ("", "9D")])
    assert game.best_target(0, 1) == 3
    game = position([("2C", "8S"), ("", "9H"), ("", ""), ("", "9D")])
    assert game.best_target(0, 1) == 2
    game = position([("2C", "8S"), ("", "9H"), ("", "3C"), ("", "9D")] +
                    [("", c) for c in "4C 5C 6C".split()])
    assert game.best_target(0, 1) == 1


def test_best_target_takes_the_nearest_column_to_the_right_wrapping_round() -> None:
    game = position([("", "9H"), ("", "2C"), ("", "9D"), ("", "8S"), ("", "9C")])
    assert game.best_target(3, 1) == 4
    game = position([("", "9H"), ("", "2C"), ("", "9D"), ("", "8S"), ("", "3C")] +
                    [("", "4C"), ("", "5C")])
    assert game.best_target(3, 1) == 0


def test_best_target_never_moves_a_bare_whole_column_to_an_empty_one() -> None:
    game = position([("", "8S 7S"), ("", ""), ("", "5C")])
    assert game.best_target(0, 2) is None
    assert game.best_target(0, 1) == 1
    game = position([("2C", "8S"), ("", "")])
    assert game.best_target(0, 1) == 1


def test_best_target_is_none_when_nothing_takes_the_run_or_it_cannot_lift() -> None:
    game = position([("", "8S 7H"), ("", "4C"), ("", "3C")] +
                    [("", c) for c in "5C 6C 7C 8C".split()])
    assert game.best_target(0, 2) is None  # mixed suits: cannot lift
    assert game.best_target(1, 1) == 3  # 4C on 5C
    assert game.best_target(6, 1) is None  # nothing ends with a 9 and no column is empty
