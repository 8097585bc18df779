"""The plans' "guaranteed turnover" (pycore.has_turnover): a column whose face-up cards are
one run in suit that can move whole, so the card under them turns up whatever it is."""

from __future__ import annotations

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import core, hints, pycore
from spiderette_qt.engine.solver.position import SearchPosition, rules_of

SPADES, HEARTS = 0, 1
RULES = rules_of(Game.new(4, 1, "spiderette"))


def card(rank: int, suit: int = SPADES) -> int:
    return suit * 16 + rank


def turnovers(columns: list[list[int]], hidden: list[int]) -> list[int]:
    """The columns with a guaranteed turnover (seven columns: the rest get a lone ace)."""
    columns = columns + [[card(1, HEARTS)] for _ in range(7 - len(columns))]
    hidden = hidden + [0] * (7 - len(hidden))
    st = pycore.replayer(SearchPosition(RULES, columns, hidden, [], 0))
    empties = sum(not c for c in st.cols)
    return [c for c in range(7) if pycore.has_turnover(st, c, empties)]


def test_a_run_in_suit_over_a_face_down_card_with_a_place_to_go() -> None:
    # column 0: a face-down card, then 8 7 6 of spades; column 1 ends in a 9 (any suit)
    assert turnovers([[card(4), card(8), card(7), card(6)], [card(9, HEARTS)]], [1, 0]) == [0]


def test_no_turnover_without_a_place_to_go() -> None:
    assert turnovers([[card(4), card(8), card(7), card(6)], [card(10)]], [1, 0]) == []


def test_an_empty_column_is_a_place_for_any_run_even_a_king() -> None:
    assert turnovers([[card(4), card(13), card(12)], []], [1, 0]) == [0]


def test_a_run_broken_in_suit_cannot_move_whole() -> None:
    assert turnovers([[card(4), card(8), card(7, HEARTS)], [card(9)]], [1, 0]) == []


def test_nothing_to_turn_no_turnover() -> None:
    # no face-down card under the run, or only face-down cards (nothing face up to move)
    assert turnovers([[card(8), card(7)], [card(9)]], [0, 0]) == []
    assert turnovers([[card(4), card(5)], [card(9)]], [2, 0]) == []


def test_the_measure_adds_the_bonus_for_each_turnover() -> None:
    columns = [[card(4), card(8), card(7)], [card(2), card(5)], [card(9, HEARTS)],
               [card(6, HEARTS)]]
    hidden = [1, 1, 0, 0]
    assert turnovers(columns, hidden) == [0, 1]
    pos = SearchPosition(RULES, columns + [[card(1, HEARTS)]] * 3, hidden + [0] * 3, [], 0)
    assert core.evaluate(pos, 50) == core.evaluate(pos) + 100
    assert hints._stage_eval(pos) == core.evaluate(pos, hints.TURNOVER)
