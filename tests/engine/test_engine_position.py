"""The position core: its notation (round trip, exact errors), its key, cheap move/undo."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import VARIANTS, Game, Move, Position, PositionError

from .helpers import notation

SD4_START = ("SD4 .8S/QS.QD/KHJC.6H/AC7C6S.9D/TCJDTHJS.6D/2S5H4DQHAS.8D/KD3HADTD9S2D.7D "
             "4C3D9H6C3S5C3CKSQC4S9C7S5D5S8H2HKC4HTS8C7HJHAH2C - 500 0")


def test_the_notation_of_a_deal_is_pinned() -> None:
    game = Game.from_code("SD4-S1-AAAAABD")
    assert game.notation() == SD4_START
    again = Position.parse(SD4_START)
    assert again.notation() == SD4_START and again.key() == game.position().key()
    assert Game.from_position(again).legal_moves() == game.legal_moves()


@pytest.mark.parametrize("key", list(VARIANTS))
@pytest.mark.parametrize("suits", [1, 2, 4])
def test_every_start_round_trips(key: str, suits: int) -> None:
    game = Game.new(suits, 4242, key)
    text = game.notation()
    assert text.startswith(f"{VARIANTS[key].code_prefix}{suits} ")
    assert Position.parse(text).notation() == text
    assert Position.parse(text.lower()).notation() == text  # case does not matter


def test_parsing_gives_each_card_the_lowest_free_id_of_its_value() -> None:
    pos = Position.parse(notation([("AS", "2S"), ("", "AS")], suits=1))
    # One suit: the canonical deck is 4 x (AS..KS); the first AS read is id 0, the next 13.
    assert pos.cols[0] == [0, 1] and pos.cols[1] == [13]
    assert pos.hidden[:2] == [1, 0]


def test_the_key_is_by_card_values_so_identical_cards_are_one_position() -> None:
    text = notation([("", "9S"), ("", "9S TS")], suits=1)
    pos = Position.parse(text)
    swapped = pos.copy()
    swapped.cols[0], swapped.cols[1][0] = [pos.cols[1][0]], pos.cols[0][0]
    assert swapped != pos and swapped.table() != pos.table()  # other ids
    assert swapped.key() == pos.key() and swapped.notation() == pos.notation()
    moved = pos.copy()
    moved.move(0, 1, 2)
    assert moved.key() != pos.key()
    scored = pos.copy()
    scored.score -= 7
    assert scored.key() == pos.key()  # score and move counter are not part of a position


def test_move_and_undo_in_the_core_change_nothing_else() -> None:
    pos = Position.parse(notation([("4D", "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"), ("", "AS"),
                                   ("3C", "TH"), ("", "JC")]))
    start = pos.copy()
    token = pos.move(1, 1, 0)  # completes a sequence and uncovers the 4D
    assert len(pos.removed) == 1 and pos.hidden[0] == 0 and pos.score == 599
    second = pos.move(2, 1, 3)  # uncovers the 3C
    pos.undo(second)
    pos.undo(token)
    assert pos == start
    deal = pos.deal()
    assert pos.moves == 1 and len(pos.stock) == len(start.stock) - 7
    pos.undo(deal)
    assert pos == start


@pytest.mark.parametrize(("text", "message"), [
    ("", "a position has 6 fields separated by spaces (game columns stock removed score "
         "moves), not 0"),
    ("SD4 ././././././. - - 500", "a position has 6 fields"),
    ("XX4 ././././././. - - 500 0", "game: 'XX4' is not a game (SD, SP, SR, SW, SS, ST) "
                                  "and a suit count (1, 2, 3, 4), like SD4"),
    ("SD3 ././././././. - - 500 0", "game: 'SD3' is not a game"),
    ("SD4 ./././././././. - - 500 0", "columns: Spiderette has 7 columns, not 8"),
    ("SP4 ././././././. - - 500 0", "columns: Spider has 10 columns, not 7"),
    ("SD4 ././././././8S - - 500 0", "column 7: '8S' needs exactly one '.' between its "
                                   "face-down and face-up cards"),
    ("SD4 ././././././.8 - - 500 0", "column 7 face-up: '8' is not a list of cards (two "
                                   "letters each, like KS9H)"),
    ("SD4 ././././././.8SX9 - - 500 0", "column 7 face-up: 'X9' (card 2) is not a card; a card "
                                     "is a rank (A 2-9 T J Q K) and a suit (S H D C)"),
    ("SD4 ././././././. 8Z - 500 0", "stock: '8Z' (card 1) is not a card"),
    ("SD4 ././././././. - SX 500 0", "removed: 'SX' must be suit letters (S H D C), one per "
                                   "removed sequence, or '-'"),
    ("SD4 ././././././. - - 5a0 0", "score: '5a0' is not a whole number"),
    ("SD4 ././././././. - - 500 -1", "moves: '-1' is not a whole number from 0"),
    ("SD1 ././././././.AH - - 500 0", "there are more AH than the 0 of a 1-suit game of "
                                    "Spiderette"),
    ("SD4 ././././././.ASAS - - 500 0", "there are more AS than the 1 of a 4-suit game"),
    ("SD4 ././././././.AS - - 500 0", "cards are missing: AH AD AC 2S 2H 2D 2C 3S 3H 3D and 41 "
                                    "more"),
    (None, "a position notation is text, not NoneType"),
    ("SD4 " + "x" * 5000, "5004 characters is far too long for a position"),
])
def test_bad_notations_say_exactly_what_is_wrong(text: object, message: str) -> None:
    with pytest.raises(PositionError) as info:
        Position.parse(text)
    assert str(info.value).startswith(message), str(info.value)
    assert isinstance(info.value, ValueError)


def test_positions_the_rules_cannot_hold_are_refused() -> None:
    with pytest.raises(PositionError, match="column 1 has face-down cards but no face-up"):
        Position.parse(notation([("AS", "")]))
    with pytest.raises(PositionError, match="column 1 ends with a sequence the rules would"):
        Position.parse(notation([("", "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S AS")]))
    with pytest.raises(PositionError, match="removed sequence 1 is not a king..ace run"):
        game = Game.new(4, 1)
        Position.build(game.variant, 4, game.deck, [((), ())] * 7, [], [list(range(13))],
                       500, 0)
    with pytest.raises(PositionError, match="permutation of 0..51"):
        game = Game.new(4, 1)
        Position.build(game.variant, 4, game.deck, [((), (0,))] * 7, [], [], 500, 0)


def test_legal_moves_of_the_core_are_moves_of_the_variants_columns() -> None:
    pos = Position.parse(notation([("", "9H")] + [("", "")] * 8 + [("", "TS")],
                                  variant=VARIANTS["spider"]))
    assert Move(0, 1, 9) in pos.legal_moves()
    assert all(0 <= m.target < 10 for m in pos.legal_moves())
