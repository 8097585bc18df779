"""A record's Score line in the scoring the player chose (docs/RULES.md §7, §14): a bare
number is Windows (every record written before, and still the Windows form), another system
is named in brackets; either is checked against the replay, and a wrong or unknown one is
refused with its line."""

from __future__ import annotations

import datetime
import random

import pytest

from spiderette_qt.engine import Game, scoring
from spiderette_qt.engine.record import RecordError, parse_score, read, score_text
from tests.engine.helpers import play_randomly
from tests.qa import winning_lines

DAY = datetime.date(2026, 12, 3)


def won_spider() -> Game:
    game = winning_lines.play(Game.from_code(winning_lines.SPIDER_CODE),
                              winning_lines.SPIDER_LINE)
    assert game.is_won
    return game


def score_line(text: str) -> str:
    return next(line for line in text.splitlines() if line.startswith("Score:"))


def test_the_score_line_follows_the_chosen_system() -> None:
    game = won_spider()
    assert score_line(game.record(DAY)) == f"Score: {500 - 235 + 800}"
    assert score_line(game.record(DAY, system="windows")) == "Score: 1065"
    assert score_line(game.record(DAY, system="sun")) == "Score: 990 (sun)"
    assert score_line(game.record(DAY, system="edderkop")) == "Score: 1020 (edderkop)"


@pytest.mark.parametrize("system", scoring.SYSTEMS)
def test_each_form_reads_back_as_the_same_game(system: str) -> None:
    game = won_spider()
    again = Game.from_record(game.record(DAY, system=system))
    assert again.table() == game.table() and scoring.all_scores(again) == scoring.all_scores(game)


def test_a_windows_record_is_written_exactly_as_before() -> None:
    # The form every record had before the other systems: an older reader opens it.
    game = Game.from_code("SD2-S1-AAAAABD")
    game.deal()
    assert "\nScore: 499\n" in game.record(DAY, system="windows")
    assert game.record(DAY, system="windows") == game.record(DAY)


def test_an_unfinished_game_from_a_position_scores_from_the_record_start() -> None:
    game = play_randomly(Game.from_code("SP1-S1-AAAAABD"), random.Random(3), 40, 0.01)
    # A record with a Start line: its Sun and Edderkop count from there, not from the deal.
    resumed = play_randomly(Game.from_position(game.position()), random.Random(4), 60, 0.01)
    for system in ("sun", "edderkop"):
        text = resumed.record(DAY, system=system)
        assert "Start: " in text
        counted = scoring.score(resumed, system)
        assert counted != scoring.score_positions(Game.from_code("SP1-S1-AAAAABD").position(),
                                                  resumed.position(), system)
        assert score_line(text) == f"Score: {counted} ({system})"
        again = Game.from_record(text)
        assert again.notation() == resumed.notation()
        assert scoring.score(again, system) == counted


@pytest.mark.parametrize(("given", "expected"), [
    ("847", (847, "windows")), ("-12", (-12, "windows")), ("990 (sun)", (990, "sun")),
    ("1020 (Edderkop)", (1020, "edderkop")), ("1020(edderkop)", (1020, "edderkop")),
    ("5 (windows)", (5, "windows")),
])
def test_parse_score_reads_both_forms(given: str, expected: tuple[int, str]) -> None:
    assert parse_score(given) == expected


def test_score_text_names_only_another_system() -> None:
    assert score_text(847) == "847"
    assert score_text(990, "sun") == "990 (sun)"
    with pytest.raises(ValueError, match="unknown scoring"):
        score_text(1, "golf")


@pytest.mark.parametrize(("replace", "match"), [
    ("Score: 1021 (edderkop)", "Score says 1021 \\(edderkop\\), but the actions end with "
                               "1020 \\(edderkop\\)$"),
    ("Score: 1020", "Score says 1020, but the actions end with 1065$"),
    ("Score: 990 (golf)", "unknown scoring 'golf'"),
    ("Score: 1065 (sun)", "end with 990 \\(sun\\)"),
    ("Score: lots", "the score must be a number"),
    ("Score: 990 sun", "the score must be a number"),
])
def test_a_wrong_score_line_is_refused_with_its_line(replace: str, match: str) -> None:
    text = won_spider().record(DAY)
    lines = text.splitlines()
    at = lines.index("Score: 1065")
    lines[at] = replace
    with pytest.raises(RecordError, match=match) as caught:
        read("\n".join(lines))
    assert caught.value.line == at + 1


def test_the_win_counts_the_same_whatever_the_form() -> None:
    game = won_spider()
    for system in scoring.SYSTEMS:
        parsed = read(game.record(DAY, system=system))
        assert parsed.final.is_won and parsed.final.score == game.score
