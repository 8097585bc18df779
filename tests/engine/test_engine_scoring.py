"""The three scoring systems (docs/RULES.md §7): the seeds' maxima on real winning lines, a
position counted by hand, and the score as a function of the table (undo, redo, a resumed save
and a replayed record give the same numbers)."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game, scoring
from spiderette_qt.engine.variants import VARIANTS
from tests.qa import winning_lines
from tests.window import winning_line


def spiderette_after(count: int) -> Game:
    game = Game.from_deck(winning_line.DECK, suits=1)
    for action in winning_line.LINE[:count]:
        if action == "D":
            game.deal()
        else:
            assert isinstance(action, tuple)
            game.move(*action)
    return game


def test_a_won_spider_game_scores_the_seeds_figures() -> None:
    game = winning_lines.play(Game.from_code(winning_lines.SPIDER_CODE),
                              winning_lines.SPIDER_LINE)
    assert game.is_won
    assert scoring.parts(game) == scoring.Parts(turned=44, columns_cleared=10, links=0,
                                                sequences=8, actions=235)
    assert scoring.all_scores(game) == {"windows": 500 - 235 + 800, "sun": 990,
                                        "edderkop": 1020}


def test_a_won_relaxed_game_scores_as_spider() -> None:
    game = winning_lines.play(Game.from_code(winning_lines.RELAXED_CODE),
                              winning_lines.RELAXED_LINE)
    assert game.is_won
    assert scoring.score(game, "sun") == 990
    assert scoring.score(game, "edderkop") == 1020


def test_a_won_spiderette_game_scores_500_and_505() -> None:
    game = spiderette_after(len(winning_line.LINE))
    assert game.is_won
    assert scoring.all_scores(game) == {"windows": 500 - 57 + 400, "sun": 500, "edderkop": 505}


def test_maxima_are_the_won_games() -> None:
    assert scoring.maximum(VARIANTS["spider"], "sun") == 990
    assert scoring.maximum(VARIANTS["spider"], "edderkop") == 1020
    assert scoring.maximum(VARIANTS["spiderette"], "sun") == 500
    assert scoring.maximum(VARIANTS["spiderette"], "edderkop") == 505


def test_a_position_counted_by_hand() -> None:
    # SD1 .9S/2S.KSQSJS/2STS.JS5S4S/8SASQS.5S/6STS9S3S.9S7S6S5S4S/3S9S8S.AS/... 494 6:
    # 21 face-down at the deal, 19 now: 2 turned; links Q-K, J-Q, 4-5, 6-7, 5-6, 4-5.
    game = spiderette_after(6)
    assert scoring.parts(game) == scoring.Parts(turned=2, columns_cleared=0, links=6,
                                                sequences=0, actions=6)
    assert scoring.all_scores(game) == {"windows": 494, "sun": 2 * 10 + 6 * 2,
                                        "edderkop": 2 * 5}


def test_undo_redo_save_and_record_give_the_same_scores() -> None:
    game = spiderette_after(30)
    expected = scoring.all_scores(game)
    while game.can_undo:
        game.undo()
    assert scoring.all_scores(game) == {"windows": 500, "sun": 0, "edderkop": 0}
    while game.can_redo:
        game.redo()
    assert scoring.all_scores(game) == expected
    assert scoring.all_scores(Game.from_json(game.to_json())) == expected
    assert scoring.all_scores(Game.from_record(game.record())) == expected


def test_an_unknown_system_is_a_value_error() -> None:
    game = spiderette_after(0)
    for wrong in ("Windows", "", "vegas"):
        with pytest.raises(ValueError, match="unknown scoring"):
            scoring.score(game, wrong)


def test_a_record_claiming_an_impossible_start_score_is_refused() -> None:
    from spiderette_qt.engine.record import RecordError

    game = spiderette_after(len(winning_line.LINE) - 1)
    for score in (999_999_999, -1_000_000_000):
        position = game.position()
        position.score = score
        text = Game.from_position(position).record()
        with pytest.raises(RecordError, match="impossible score"):
            Game.from_record(text)
    fair = game.position()
    fair.score = 12_345
    assert Game.from_record(Game.from_position(fair).record()).score == 12_345
