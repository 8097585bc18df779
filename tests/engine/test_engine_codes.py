"""Game codes (SPEC §2): parsing, formatting, and the shuffle pinned by golden vectors.

The golden decks were computed once with shuffle version 1 and pasted here: if any of these
tests fails, the shuffle changed and old codes would replay different deals. Never "fix" the
strings; make a new shuffle version instead.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from spiderette_qt.engine import VARIANTS, Card, CodeProblem, Game, InvalidGameCode
from spiderette_qt.engine.codes import (
    DEAL_NUMBERS,
    SplitMix64,
    format_code,
    parse_code,
    shuffled_deck,
)

GOLDEN = [
    ("SD1-S1-AAAAAAA", 1, 0,
     "9S 2S KS 2S TS JS 8S AS QS 5S 6S TS 9S 3S 9S 3S 9S 8S AS JS 5S 6S 4S KS 2S TS "
     "8S AS 6S 4S 5S QS 7S 4S 7S QS KS KS TS 4S 7S AS 5S 3S JS JS 7S 2S QS 6S 8S 3S"),
    ("SD1-S1-AAAAABD", 1, 29,
     "8S AS JS 5S 6S KS 9S 8S 8S JS 9S KS 4S 3S KS 3S 7S 9S TS TS 8S QS 2S JS AS 6S "
     "3S AS 7S 2S 3S KS 2S TS AS 7S 5S 6S JS 4S 6S 7S 2S 4S 4S QS 5S QS 5S QS TS 9S"),
    ("SD1-S1-AKKEEKB", 1, 123456789,
     "QS 7S 4S 6S QS 3S 5S 3S TS 2S JS 8S TS KS JS JS KS 2S QS 7S 7S 2S 9S 6S JS KS "
     "8S 6S 6S TS 9S 2S 5S 5S AS 4S 4S AS 9S 9S 7S 5S 3S 8S QS 8S 4S TS AS KS AS 3S"),
    ("SD1-S1-ZZZZZZZ", 1, 8031810175,
     "AS 3S 2S QS 5S 9S 4S 8S QS 6S 9S 4S TS AS 7S 5S 6S KS 7S 9S 4S JS JS QS 7S 5S "
     "4S 5S 6S JS 7S AS TS 2S 3S KS TS QS 2S KS 3S 2S KS 8S 9S AS JS 6S 8S TS 8S 3S"),
    ("SD2-S1-AAAAAAA", 2, 0,
     "8S TS JS 9H 7H 6S 4S TH JH 3H AS 2H 7S 5S TS 7H QS QH 8H 9S 4H KS KH 6H 3S QH "
     "TH JH 6S 2S KS 8S 3H 5S 4H 6H 7S JS KH QS 2S 9H 9S AH 8H 5H 5H 3S 2H 4S AH AS"),
    ("SD2-S1-AAAAABD", 2, 29,
     "9S 6H 7S KS 8H 4H 3H 5S 6S QS JS JH KS TH 4S JH 2H 2S 2S 8H QS 9H 7S 9S TH 6S "
     "JS 5S 8S KH 8S AH AH 3H 2H TS 6H 3S 3S TS 4H QH KH AS 4S 7H 5H 9H QH 7H 5H AS"),
    ("SD2-S1-AKKEEKB", 2, 123456789,
     "JH KS QH 4H 5S TH KH AS 3S QS 3H TH 8H 7H JS 5H 6S QH 9H KH AH 7S 2S JH 6S 9S "
     "3H 6H 8S 5S 2H AS 4S AH 5H 8S 3S KS 2H 9S QS 7H TS 4S 4H TS 8H JS 7S 9H 2S 6H"),
    ("SD2-S1-ZZZZZZZ", 2, 8031810175,
     "KH QS 4H AH 3S 8S TH TS QH 6S 5S 3H 9H QS AH 8S KS 6H QH 9H 3H 7H 2H 9S JS 6H "
     "9S 4H 2S JH 2S 8H 3S 2H 5S 8H 7S 7S 5H 4S TS JH KH AS AS 5H JS 7H 4S 6S TH KS"),
    ("SD4-S1-AAAAAAA", 4, 0,
     "9H 9S 6H 4D QC 8D 3H KS TD AC 5H QH JH JD 5D AD AH 3C 3D 9C KC 2D 6S QD 2H 4S "
     "7S JS 2C 9D 2S 6C 7C KD 8C 5C QS AS 7H 8S 7D TS TH 4H KH 6D 4C 5S 3S 8H TC JC"),
    ("SD4-S1-AAAAABD", 4, 29,
     "8S QS QD KH JC 6H AC 7C 6S 9D TC JD TH JS 6D 2S 5H 4D QH AS 8D KD 3H AD TD 9S "
     "2D 7D 4C 3D 9H 6C 3S 5C 3C KS QC 4S 9C 7S 5D 5S 8H 2H KC 4H TS 8C 7H JH AH 2C"),
    ("SD4-S1-AKKEEKB", 4, 123456789,
     "3H 7S 5D 2S QH 4C TD 6S 7D 3S QS 5S 9H 2H 3C 4D JS KH KS 2D KD 9S JC 4H 2C 9D "
     "4S 3D 6H AD 8S QD QC TH AC 8H 8C KC JH 6C TC AH 7H 7C 5H 6D 9C TS 5C 8D AS JD"),
    ("SD4-S1-ZZZZZZZ", 4, 8031810175,
     "9D 3H 9S 4S 2D AD TC JH 5H 5C 7H 2H QC AS 8D 6S JS 4C QS JC 2C 7D AC TH 9C 5D "
     "KS 7S QH 8C 9H 2S KH 6D QD AH 4D 3C TS 6C 8S 8H 7C JD 3D TD KD KC 5S 6H 3S 4H"),
]


@pytest.mark.parametrize(("code", "suits", "number", "deck"), GOLDEN)
def test_golden_shuffle_vectors(code: str, suits: int, number: int, deck: str) -> None:
    assert format_code(suits, number) == code
    assert " ".join(map(str, shuffled_deck(suits, number))) == deck
    game = Game.from_code(code)
    assert game.deck == tuple(Card.parse(c) for c in deck.split())
    assert (game.code, game.number, game.suits) == (code, number, suits)
    assert Game.new(suits, number).deck == game.deck


def test_splitmix64_reference_outputs() -> None:
    # The published SplitMix64 outputs for seed 0 (same constants as Java's SplittableRandom).
    rng = SplitMix64(0)
    assert [rng.next() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_bounded_draws_stay_in_range() -> None:
    rng = SplitMix64(12345)
    for n in (1, 2, 3, 7, 52, 2**63 + 1):
        assert all(0 <= rng.below(n) < n for _ in range(50))


def test_code_letters_are_base_26_most_significant_first() -> None:
    assert parse_code("SD1-S1-AAAAABD").number == 29
    assert format_code(1, 29) == "SD1-S1-AAAAABD"
    assert format_code(4, 0) == "SD4-S1-AAAAAAA"
    assert format_code(2, DEAL_NUMBERS - 1) == "SD2-S1-ZZZZZZZ"


def test_parse_ignores_case_and_surrounding_spaces() -> None:
    assert parse_code("  sd2-s1-aaaaabd\n") == parse_code("SD2-S1-AAAAABD")
    assert Game.from_code(" sd4-S1-aKkEeKb ").code == "SD4-S1-AKKEEKB"


def test_different_numbers_and_suit_counts_give_different_deals() -> None:
    assert shuffled_deck(4, 0) != shuffled_deck(4, 1)
    assert shuffled_deck(1, 0) != shuffled_deck(1, 1)


@given(st.sampled_from([1, 2, 4]), st.integers(0, DEAL_NUMBERS - 1))
def test_codes_round_trip(suits: int, number: int) -> None:
    code = format_code(suits, number)
    parsed = parse_code(code)
    assert (parsed.suits, parsed.number, parsed.version) == (suits, number, 1)
    assert str(parsed) == code
    assert Game.from_code(code.lower()).code == code


@pytest.mark.parametrize(("code", "complaint"), [
    ("", "empty"),
    ("   ", "empty"),
    ("SD1S1AAAAABD", "3 parts"),
    ("SD1-S1-AAAAABD-X", "3 parts"),
    ("SD3-S1-AAAAABD", "SD1, SD2 or SD4"),
    ("XX1-S1-AAAAABD", "SD, SP, SR, SW, SS or ST (the game)"),
    ("SD3-S1-AAAAABD", "SD1, SD2 or SD4"),
    ("SD1-V1-AAAAABD", "shuffle version"),
    ("SD1-S-AAAAABD", "shuffle version"),
    ("SD1-S2-AAAAABD", "shuffle version 2 is unknown"),
    ("SD1-S1-AAAABD", "7 letters"),
    ("SD1-S1-AAAAAABD", "7 letters"),
    ("SD1-S1-AAAA1BD", "7 letters"),
    ("SD1-S1-AAAAÄBD", "7 letters"),
    ("x" * 100, "too long"),
])
def test_bad_codes_say_what_is_wrong_and_what_a_code_looks_like(code: str,
                                                                 complaint: str) -> None:
    with pytest.raises(InvalidGameCode) as info:
        Game.from_code(code)
    assert complaint in str(info.value)
    assert "SD1-S1-AAAAABD" in str(info.value)
    assert isinstance(info.value, ValueError)


def test_code_must_be_text() -> None:
    with pytest.raises(InvalidGameCode, match="text"):
        Game.from_code(29)  # type: ignore[arg-type]


def test_new_game_without_number_picks_a_valid_random_deal() -> None:
    numbers = {Game.new(2).number for _ in range(5)}
    assert all(n is not None and 0 <= n < DEAL_NUMBERS for n in numbers)
    assert len(numbers) > 1


@pytest.mark.parametrize(("suits", "number"),
                         [(3, 0), (True, 0), (2.0, 0), (1, -1), (1, DEAL_NUMBERS), (1, "5")])
def test_new_game_refuses_bad_arguments(suits: int, number: object) -> None:
    with pytest.raises(ValueError):
        Game.new(suits, number)  # type: ignore[arg-type]


@pytest.mark.parametrize("rank", [True, 1.5, "3", 0, 14])
def test_a_card_rank_is_a_whole_number_from_1_to_13(rank):
    with pytest.raises(ValueError, match="rank"):
        Card(rank, Card.parse("AS").suit)


@pytest.mark.parametrize(("code", "problem", "detail"), [
    (29, CodeProblem.NOT_TEXT, "int"),
    ("  ", CodeProblem.EMPTY, ""),
    ("x" * 41, CodeProblem.TOO_LONG, "X" * 20),
    ("SD1S1AAAAABD", CodeProblem.PARTS, "1"),
    ("XX1-S1-AAAAABD", CodeProblem.GAME, "XX1"),
    ("sd3-S1-AAAAABD", CodeProblem.SUITS, "SD3"),
    ("SR2-V1-AAAAABD", CodeProblem.VERSION_FORM, "V1"),
    ("SD2-S02-AAAAABD", CodeProblem.VERSION_UNKNOWN, "2"),
    ("SD2-S1-AAAA1BD", CodeProblem.LETTERS, "AAAA1BD"),
])
def test_bad_codes_say_what_is_wrong_as_a_value(code: object, problem: CodeProblem,
                                                detail: str) -> None:
    # The UI maps .problem and .detail to its own words without parsing the code again.
    with pytest.raises(InvalidGameCode) as info:
        parse_code(code)
    assert (info.value.problem, info.value.detail) == (problem, detail)
    if isinstance(code, str) and code.strip():
        assert info.value.code == code.strip().upper()


def test_every_game_prefix_parses_to_its_variant() -> None:
    for key, variant in VARIANTS.items():
        parsed = parse_code(f"{variant.code_prefix.lower()}4-s1-aaaaabd")
        assert parsed.variant is variant and parsed.variant.key == key
        assert str(parsed) == f"{variant.code_prefix}4-S1-AAAAABD"
