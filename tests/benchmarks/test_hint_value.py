"""benchmarks/hint_value.py: a fitted value of a seen position (the chance the deal is still
winnable) and the hints that use it (hint_bench --hints value / vjudge; a diagnostic of issue
25, never the app's hint). The features must read only what the player sees, the fit must
find a model it is given, the labels must follow the solver's verdicts, and both hints must
be blind to the unseen cards."""

from __future__ import annotations

import math
import random

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.position import SearchPosition, position_of, rules_of_variant
from spiderette_qt.engine.variants import get_variant
from tests.benchmarks.scripts import hint_bench, load_script
from tests.engine.solver.test_hint import assert_version_blind, random_play


@pytest.fixture
def hv():
    return load_script("benchmarks/hint_value.py")


def some_weights(hv):
    """Weights of a plausible sign for every row (the tests must not depend on a fit)."""
    w = [0.5, -0.3, -0.8, 0.1, 0.6, 0.2, 0.05, -0.1, 0.3, 0.2, -0.1, 0.1, 0.2, -0.05, 0.1]
    assert len(w) == len(hv.FEATURES)
    return {f"{v}:{s}": w for v in ("spiderette", "spider") for s in (1, 2, 4)}


def test_the_features_of_a_made_position(hv):
    rules = rules_of_variant(get_variant("spiderette"))
    s, h = 0, 16  # spades, hearts: value = suit * 16 + rank
    columns = [
        [h + 2, s + 9, s + 8, s + 7],  # one face down, then a run in suit: a turnover
        [h + 5, h + 4, s + 3, s + 12],  # nothing face down: links in suit, off suit, a break
        [],
        [s + 1],
        [h + 13], [s + 10], [h + 6],
    ]
    pos = SearchPosition(rules, columns, [1, 0, 0, 0, 0, 0, 0], [s + 1] * 7, 1)
    f = dict(zip(hv.FEATURES, hv.features(pos), strict=True))
    assert f["bias"] == 1
    assert f["sequences left"] == rules.sequences - 1
    assert f["face down"] == pytest.approx(0.1)
    assert f["deals left"] == 1
    assert f["empty columns"] == 1
    assert f["links in suit"] == 3  # 9-8, 8-7 of spades; 5-4 of hearts
    assert f["links off suit"] == 1  # 4 of hearts on... 3 of spades
    assert f["breaks"] == 1  # the queen on the 3
    assert f["guaranteed turnovers"] == 1  # column 0 moves whole (an empty column takes it)
    assert f["columns clear of face-down cards"] == 5
    assert f["empty x deals left"] == 1


def test_the_features_read_only_what_the_player_sees(hv):
    for suits, number in ((2, 1), (4, 2), (1, 3)):
        rng = random.Random(number)
        game = Game.new(suits, number)
        random_play(game, rng, rng.randrange(5, 20))
        pos = position_of(game)
        other = pos.copy()
        down = [v for c, h in zip(other.columns, other.hidden, strict=True) for v in c[:h]]
        rng.shuffle(down)
        for c, h in enumerate(other.hidden):
            other.columns[c][:h], down = down[:h], down[h:]
        other.stock = list(reversed(other.stock))
        assert hv.features(pos) == hv.features(hints._blind(pos)) == hv.features(other)


def test_the_fit_finds_the_model_that_made_the_labels(hv):
    rng = random.Random(7)
    true = [0.4, -1.5, 2.0]
    xs, ys = [], []
    for _ in range(4000):
        x = [1.0, rng.uniform(-2, 2), rng.uniform(-1, 1)]
        p = hv.logistic(sum(a * b for a, b in zip(true, x, strict=True)))
        xs.append(x)
        ys.append(1 if rng.random() < p else 0)
    w = hv.fit(xs, ys)
    assert w == pytest.approx(true, abs=0.25)
    assert hv.log_loss(w, xs, ys) < hv.log_loss([math.log(sum(ys) / (len(ys) - sum(ys))), 0, 0],
                                               xs, ys)


@pytest.mark.parametrize("end", [1, 2, 5, 40])
def test_the_first_lost_position_is_found_by_bisection(hv, end):
    for first in range(1, end + 1):
        asked = []

        def proven(i, first=first, asked=asked):
            asked.append(i)
            return i >= first

        assert hv.first_lost(proven, 1, end) == first
        assert len(asked) <= end.bit_length() + 2
    assert hv.first_lost(lambda i: False, 1, end) is None


def dealer(game, nodes):
    """A stand-in hint: deal while it can, then no move helps."""
    return "deal" if game.can_deal() else None


def test_the_labels_follow_the_verdicts(hv):
    # Spiderette deals four times (7, 7, 7, 3 cards): five positions. A stand-in solver says
    # winnable while two deals or more are left, so positions 0-2 are winnable, 3-4 lost.
    labelled = hv.label_game("spiderette", 1, 0, ask=dealer, verdict=lambda game: (
        "winnable" if game.deals_left >= 2 else "unwinnable"))
    assert [y for _, y in labelled] == [1, 1, 1, 0, 0]
    assert [f[hv.FEATURES.index("deals left")] for f, _ in labelled][0] == pytest.approx(24 / 7)
    # A position the solver cannot decide stays unlabelled; a deal never proven, all of it.
    labelled = hv.label_game("spiderette", 1, 0, ask=dealer, verdict=lambda game: (
        "winnable" if game.deals_left >= 2 else "unwinnable" if not game.deals_left
        else "unknown"))
    assert [y for _, y in labelled] == [1, 1, 1, 0]
    assert hv.label_game("spiderette", 1, 0, ask=dealer, verdict=lambda game: "unknown") == []
    assert [y for _, y in hv.label_game("spiderette", 1, 0, ask=dealer,
                                        verdict=lambda game: "unwinnable")] == [0] * 5


def test_the_value_hint_is_a_legal_move_or_a_deal(hv):
    weights = some_weights(hv)
    for suits, number in ((2, 3), (4, 4), (1, 5)):
        rng = random.Random(number)
        game = Game.new(suits, number)
        random_play(game, rng, rng.randrange(3, 12))
        step = hv.value_hint(game, None, weights)
        if isinstance(step, Move):
            assert game.can_move(step.source, step.count, step.target)
        else:
            assert step == "deal" and game.can_deal() or step is None


@pytest.mark.parametrize("suits, seed", [(2, 12), (2, 17), (4, 14)])  # seeds where a peek shows
def test_the_value_hint_is_blind_to_the_unseen_cards(hv, suits, seed):
    weights = some_weights(hv)
    assert_version_blind(lambda game: hv.value_hint(game, None, weights), suits, seed)


@pytest.mark.parametrize("suits, seed", [(2, 13), (4, 14)])
def test_the_value_judge_is_blind_to_the_unseen_cards(suits, seed):
    ask = hint_bench().hint_function("vjudge")
    assert_version_blind(lambda game: ask(game, 40_000), suits, seed)


def test_weights_fitted_on_other_features_are_refused(hv, tmp_path):
    path = tmp_path / "w.json"
    path.write_text('{"features": ["bias"], "weights": {"spiderette:2": [1.0]}}')
    with pytest.raises(ValueError, match="other features"):
        hv.load_weights(path)


def test_the_weights_in_the_repository_cover_the_rows_they_were_fitted_for(hv):
    weights = hv.load_weights()
    assert {"spiderette:2", "spiderette:4"} <= set(weights)
    for w in weights.values():
        assert len(w) == len(hv.FEATURES) and all(math.isfinite(v) for v in w)


def test_a_row_never_fitted_is_a_clear_error(hv):
    with pytest.raises(ValueError, match="no fitted value for spider:4"):
        hv.weights_for(Game.new(4, 0, "spider"))
