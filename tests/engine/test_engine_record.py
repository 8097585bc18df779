"""Game records (issue 23): Game.record() / Game.from_record() round trips over random games
of the three games, and damaged records refused with the line and the action named."""

from __future__ import annotations

import datetime
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spiderette_qt.engine import VARIANTS, Game, IllegalMove, Move, Position
from spiderette_qt.engine.codes import DEAL_NUMBERS
from spiderette_qt.engine.record import RecordError, action_text, read

from .helpers import play_randomly
from .test_engine_properties import act

deals = st.tuples(st.sampled_from([1, 2, 4]), st.integers(0, DEAL_NUMBERS - 1),
                  st.sampled_from(list(VARIANTS)))
choices = st.lists(st.integers(0, 10**6), min_size=0, max_size=150)
DAY = datetime.date(2026, 12, 3)


def same(a: Game, b: Game) -> None:
    assert (a.code, a.variant, a.suits) == (b.code, b.variant, b.suits)
    assert a.table() == b.table()
    assert (a.score, a.moves, a.is_won) == (b.score, b.moves, b.is_won)
    assert a.history().undo == b.history().undo
    assert a.history().base == b.history().base
    assert a.history().trimmed == b.history().trimmed


def played(game: Game, count: int, seed: int) -> Game:
    """count random moves and deals (no undo), as a player leaves a game."""
    return play_randomly(game, random.Random(seed), count, 0.01)


@settings(max_examples=40, deadline=None)
@given(deals, choices)
def test_round_trip_over_random_games(deal: tuple[int, int, str], picks: list[int]) -> None:
    game = Game.new(*deal)
    for pick in picks:
        act(game, pick)
    text = game.record(DAY)
    again = Game.from_record(text)
    same(again, game)
    assert again.record(DAY) == text


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_long_game_keeps_every_action_even_past_the_undo_limit(variant: str) -> None:
    game = played(Game.new(2, 1234, variant), VARIANTS[variant].undo_limit + 60, seed=5)
    assert game.history().trimmed
    text = game.record(DAY)
    assert f"{game.moves}. " in text  # numbered from the very first action
    same(Game.from_record(text), game)
    # The save keeps the actions undo no longer reaches: the record survives a restart.
    resumed = Game.from_json(game.to_json())
    assert resumed.record(DAY) == text


def test_an_old_save_of_a_long_game_records_from_what_undo_reaches() -> None:
    game = played(Game.new(1, 99), 140, seed=2)
    data = game.to_json().replace(',"before":', ',"ignored":')
    resumed = Game.from_json(data)
    assert resumed.played() is None
    text = resumed.record(DAY)
    assert "Start: " in text
    again = Game.from_record(text)
    assert again.notation() == game.notation()
    assert again.history().undo == game.history().undo


def test_the_record_reads_like_the_readme_says() -> None:
    game = Game.from_code("SD2-S1-AAAAABD")
    game.move(*next((m.source, m.count, m.target) for m in game.legal_moves()))
    game.deal()
    text = game.record(DAY, daily=DAY)
    lines = text.splitlines()
    assert lines[:5] == ["Format: spiderette-record 1", "Code: SD2-S1-AAAAABD",
                         "Game: Spiderette", "Suits: 2", "Date: 2026-12-03"]
    assert "Daily: 2026-12-03" in lines and "Result: unfinished" in lines
    assert "Score: 498" in lines and "Moves: 2" in lines and "2. deal" in lines
    assert lines[-1] == f"Position: {game.notation()}"
    parsed = read(text)
    assert parsed.date == DAY and parsed.daily == DAY and parsed.number == game.number


def test_a_won_game_and_a_solver_line() -> None:
    from spiderette_qt.engine.daily import find_daily

    found = find_daily(DAY, "spider", 1)
    game = Game.from_code(found.code)
    for s, c, t in found.line:
        game.deal() if s < 0 else game.move(s, c, t)
    text = game.record(DAY)
    assert "Result: won" in text
    again = Game.from_record(text)
    assert again.is_won and again.score == game.score


def test_a_game_without_a_code_round_trips_by_its_position() -> None:
    start = Game.new(4, 77, "spider").position()
    game = played(Game.from_position(Position.parse(start.notation())), 30, seed=1)
    text = game.record(DAY)
    assert "Code: -" in text and "Start: " in text
    again = Game.from_record(text)
    assert again.code is None
    same(again, game)


def test_hand_edits_are_read() -> None:
    text = ("# a game I liked\nformat: spiderette-record 1\ngame: spider\nsuits: 1\n"
            "Code: sp1-s1-aaaaaab\nPlayer: me\n\n1 . deal\n2. D\n")
    game = Game.from_record(text)
    assert game.moves == 2 and game.code == "SP1-S1-AAAAAAB"
    assert read(text).header["player"] == "me"


GOOD = Game.from_code("SD1-S1-AAAAAAA")
played(GOOD, 12, seed=3)
GOOD_TEXT = GOOD.record(DAY)


def damaged(old: str, new: str) -> str:
    assert old in GOOD_TEXT
    return GOOD_TEXT.replace(old, new, 1)


@pytest.mark.parametrize(("text", "line", "action", "words"), [
    (damaged("3. ", "4. "), 12, 3, "expected action 3"),
    (damaged("\n5. " + action_text(GOOD.played()[4]), "\n5. 9:1>1"), 14, 5, "column"),
    (damaged("\n5. " + action_text(GOOD.played()[4]), "\n5. 1:1>1"), 14, 5, "refused"),
    (damaged("\n5. " + action_text(GOOD.played()[4]), "\n5. fly"), 14, 5, "not an action"),
    (damaged("Score: ", "Score: 1"), 7, None, "Score says"),
    (damaged("Moves: 12", "Moves: 13"), 8, None, "Moves says"),
    (damaged("Result: unfinished", "Result: won"), 6, None, "result says"),
    (damaged("Result: unfinished", "Result: maybe"), 6, None, "won or unfinished"),
    (damaged("Game: Spiderette", "Game: Klondike"), 3, None, "unknown game"),
    (damaged("Game: Spiderette", "Game: Spider"), 2, None, "not a 1-suit game of Spider"),
    (damaged("Suits: 1", "Suits: 3"), 4, None, "suit count"),
    (damaged("Code: SD1-S1-AAAAAAA", "Code: SD1-S1-AAAAAA!"), 2, None, "code"),
    (damaged("Format: spiderette-record 1", "Format: spiderette-record 9"), 1, None,
     "format"),
    (damaged("Position: SD1 ", "Position: SD1 ."), 22, None, "final position"),
    (GOOD_TEXT + "13. deal\n", 23, None, "nothing may follow"),
    (damaged("Suits: 1", "Suits: 1\nsuits: 1"), 5, None, "twice"),
    (damaged("\n1. ", "\nwhat is this\n1. "), 10, None, "cannot read"),
    (damaged("\n3. ", "\nNote: late\n3. "), 12, None, "after the actions"),
])
def test_damaged_records_name_the_line_and_the_action(text: str, line: int, action: int | None,
                                                      words: str) -> None:
    with pytest.raises(RecordError, match=words) as caught:
        Game.from_record(text)
    assert (caught.value.line, caught.value.action) == (line, action)
    assert f"line {line}" in str(caught.value)
    if action is not None:
        assert f"action {action}" in str(caught.value)


@pytest.mark.parametrize(("text", "words"), [
    (b"\xff\xfe\x00binary", "not UTF-8"),
    ("Format: spiderette-record 1\x00", "NUL"),
    ("x" * 2_000_001, "too long"),
    (12, "expected text"),
    ("Format: spiderette-record 1\nGame: Spider\nSuits: 2\n", "Code or a Start"),
    ("Game: Spider\nSuits: 2\nCode: SP2-S1-AAAAAAA\n", "lacks Format"),
    ("", "lacks Format"),
])
def test_not_a_record(text: object, words: str) -> None:
    with pytest.raises(RecordError, match=words):
        Game.from_record(text)  # type: ignore[arg-type]


def test_a_record_error_is_a_value_error() -> None:
    assert issubclass(RecordError, ValueError)


def test_continued_plays_on_a_copy() -> None:
    game = Game.from_code("SD2-S1-AAAAABD")
    first = game.legal_moves()[0]
    later = game.continued([first, None])
    assert (game.moves, later.moves) == (0, 2) and later.played() == [first, None]
    with pytest.raises(IllegalMove):
        later.continued([Move(0, 1, 0)])
    assert later.code == game.code


FIRST = next(line for line in GOOD_TEXT.splitlines() if line.startswith("1. "))
FIRST_LINE = GOOD_TEXT.splitlines().index(FIRST) + 1


@pytest.mark.parametrize(("text", "line", "words"), [
    # A superscript two is a digit to str.isdigit, not to int().
    (damaged("Suits: 1", "Suits: \u00b2"), 4, "suit count"),
    (damaged("Suits: 1", "Suits: \u0661"), 4, "suit count"),  # an Arabic-Indic one
    # Past Python's 4,300-digit limit for int().
    (damaged(FIRST, "1" * 5000 + ". deal"), FIRST_LINE, "expected action 1"),
    (damaged(FIRST, "1. 4:" + "1" * 5000 + ">2"), FIRST_LINE, "card count"),
    (damaged(FIRST, "1. \u0664:1>2"), FIRST_LINE, "not an action"),
])
def test_odd_digits_are_a_record_error_not_a_crash(text: str, line: int, words: str) -> None:
    with pytest.raises(RecordError, match=words) as caught:
        Game.from_record(text)
    assert caught.value.line == line


DIGITS = st.text(alphabet=st.sampled_from("0123456789\u00b2\u00b3\u0661\u0664\u096c\uff11"
                                          "-+ ._"), max_size=12)


ODD = st.sampled_from(["\u00b2", "\u0661", "\uff11", "1" * 5000, "-1", "01", "4 "])


@given(suits=st.one_of(ODD, DIGITS), index=st.one_of(ODD, DIGITS),
       count=st.one_of(ODD, DIGITS), source=st.one_of(ODD, DIGITS))
@settings(max_examples=300, deadline=None)
def test_any_header_and_action_digits_give_a_record_or_a_record_error(
        suits: str, index: str, count: str, source: str) -> None:
    text = damaged("Suits: 1", f"Suits: {suits}").replace(FIRST, f"{index}. {source}:{count}>2")
    try:
        Game.from_record(text)
    except RecordError:
        pass


def test_a_record_longer_than_undos_reach_opens_as_the_game_it_was() -> None:
    """Actions before undo's reach are replayed on the position core alone: the game is the
    same as one played action by action (its save text, what undo reaches, its record)."""
    game = Game.from_code("SP2-S1-AAAAABC")
    rng = random.Random(11)
    while game.moves < 700:
        moves = game.legal_moves()
        if moves:
            move = rng.choice(moves)
            game.move(move.source, move.count, move.target)
        elif game.deals_left:
            game.deal()
        else:
            break
    assert game.moves > game.variant.undo_limit
    again = Game.from_record(game.record())
    assert again.to_json() == game.to_json()
    assert again.history() == game.history() and again.played() == game.played()
    assert again.record() == game.record()
    for _ in range(game.variant.undo_limit):
        again.undo()
    assert not again.can_undo
