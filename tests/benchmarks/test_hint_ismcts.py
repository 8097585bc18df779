"""benchmarks/hint_ismcts.py: a closed-loop honest tree search (hint_bench --hints ismctsN; a
diagnostic of issue 25, never the app's hint)."""

from __future__ import annotations

import random

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.core import WON
from tests.benchmarks.scripts import hint_bench, load_script
from tests.engine.solver.test_hint import assert_blind_to_the_unseen_cards, random_play


@pytest.fixture
def ismcts():
    return load_script("benchmarks/hint_ismcts.py")


def test_the_tree_knows_a_position_by_the_key_the_stage_remembers(ismcts):
    game = Game.new(2, 4)
    random_play(game, random.Random(4), 12)
    seen = hints.unseen_values(game)[0]
    assert ismcts.seen_key(seen) == hints._key(hints._seen_position(game))
    assert ismcts.seen_key(seen) in hints.been_before(game).keys


def test_an_untried_step_comes_first_and_widening_holds_back_the_rest(ismcts):
    node = ismcts.Node([(0, 1, 1), (1, 1, 2), (2, 1, 3), (3, 1, 4), (4, 1, 5), (5, 1, 6)])
    assert node.choose() == 0
    node.visits, node.n[0], node.total[0] = 1, 1, 10.0
    assert node.choose() == 1  # 1 + 2 * sqrt(1) = 3 steps allowed; the next untried one
    node.visits, node.n[1], node.total[1] = 2, 1, 500.0
    node.n[2], node.total[2], node.visits = 1, 20.0, 3
    # 1 + 2 * sqrt(3): four steps; step 3 is untried
    assert node.choose() == 3
    node.n[3], node.total[3], node.visits = 1, 0.0, 4
    # five allowed now (1 + 2 * sqrt(4)); step 4 untried, step 5 still held back
    assert node.choose() == 4
    node.n[4], node.total[4], node.visits = 1, 0.0, 5
    assert node.choose() == 1  # every allowed step tried once: the best mean (500)


def test_the_search_finds_the_step_its_plans_favour(ismcts, monkeypatch):
    """With a stand-in plan that scores only positions after one chosen move well, that move
    is the hint: the tree's statistics really decide it."""
    game = Game.new(2, 1)
    moves = hints.candidates(game).moves
    assert len(moves) >= 3
    wanted = moves[-1]
    before = hints.unseen_values(game)[0]

    def plan(pos, share, core, width):
        made = (len(pos.columns[wanted.source]) < len(before.columns[wanted.source])
                and len(pos.columns[wanted.target]) > len(before.columns[wanted.target]))
        return 0, [], hints.evaluate(before) + (600 if made else 0)

    monkeypatch.setattr(ismcts.hints, "_plan", plan)
    assert ismcts.ismcts_hint(game, 40_000, iterations=64) == wanted


def test_a_won_plan_counts_as_a_win_not_as_its_huge_reach(ismcts, monkeypatch):
    game = Game.new(2, 1)
    monkeypatch.setattr(ismcts.hints, "_plan", lambda pos, share, core, width:
                        (WON, [], hints.WIN_VALUE))
    step = ismcts.ismcts_hint(game, 40_000, iterations=32)
    assert step in hints.candidates(game).moves or step == "deal"


def test_the_hint_is_a_candidate_or_the_deal(ismcts):
    for suits, number in ((1, 2), (4, 6)):
        game = Game.new(suits, number)
        random_play(game, random.Random(number), 20)
        moves, can_deal, _ = hints.candidates(game)
        step = ismcts.ismcts_hint(game, 40_000, iterations=48)
        assert step in moves or (step == "deal" and can_deal)


def test_the_ismcts_hint_is_blind_to_the_unseen_cards(ismcts):
    for suits, number in ((2, 9), (4, 10)):
        game = Game.new(suits, number)
        steps = random_play(game, random.Random(number), 8)
        assert_blind_to_the_unseen_cards(game, steps, suits, {},
                                         ask=lambda g: ismcts.ismcts_hint(g, 20_000, 24))


def test_hint_bench_names_the_search_by_its_walks(ismcts, monkeypatch):
    bench = hint_bench()
    asked = []
    monkeypatch.setattr(bench.hint_ismcts, "ismcts_hint",
                        lambda game, nodes, walks, **options: asked.append((walks, options))
                        or "deal")
    game = Game.new(2, 1)
    assert bench.hint_function("ismcts64")(game, 10) == "deal"
    assert bench.hint_function("ismcts")(game, 10) == "deal"
    assert bench.hint_function("ismctsg32c3")(game, 10) == "deal"
    assert bench.hint_function("ismctsv16")(game, 10) == "deal"
    assert bench.hint_function("ismctsj8")(game, 10) == "deal"
    assert [walks for walks, _ in asked] == [64, bench.hint_ismcts.ITERATIONS, 32, 16, 8]
    assert asked[0][1] == {"step_cost": 0.0, "guided": False, "judge": 0}
    assert asked[2][1] == {"step_cost": 3.0, "guided": True, "judge": 0}
    assert asked[4][1] == {"step_cost": 0.0, "guided": False, "judge": hints.RESCORE}
    assert asked[3][1]["explore"] == bench.hint_ismcts.VALUE_EXPLORE
    assert asked[3][1]["leaf"] is not None
    with pytest.raises(ValueError):
        bench.hint_function("ismcts0")


def test_guided_the_root_tries_the_most_voted_step_first(ismcts, monkeypatch):
    """The votes are the first steps of the plans of the hint's own arrangements (a plan
    that deals at once votes for the deal); guided, the root tries the most voted first."""
    game = Game.new(2, 1)
    seen = hints.unseen_values(game)[0]
    steps = list(ismcts.pycore.replayer(seen).moves())
    favourite = steps[2]
    monkeypatch.setattr(ismcts.hints, "_plan", lambda pos, share, core, width:
                        (0, [favourite], 0))
    assert ismcts.plan_votes(game, (0.0, 1000)) == {favourite: hints.DEFAULT_SAMPLES}
    tried = []
    real_choose = ismcts.Node.choose

    def choose(node, explore):
        tried.append(node.steps[0])
        return real_choose(node, explore)

    monkeypatch.setattr(ismcts.Node, "choose", choose)
    ismcts.ismcts_hint(game, 40_000, iterations=1, guided=True)
    assert tried == [favourite]  # the first walk's first step: the most voted
    monkeypatch.setattr(ismcts.hints, "_plan", lambda pos, share, core, width: (0, [], 0))
    assert ismcts.plan_votes(game, (0.0, 1000)) == {ismcts.DEAL: hints.DEFAULT_SAMPLES}


def test_the_value_leaf_sees_only_the_cards_turned_up(ismcts):
    game = Game.new(4, 7)
    random_play(game, random.Random(7), 10)
    weights = [0.1] * 15
    score = ismcts.value_leaf(weights)
    one, other = hints.arrangements(game, 2, seed=3)
    assert one.stock != other.stock  # two different arrangements of the unseen cards
    assert score(one, (0.0, 1)) == score(other, (0.0, 1))
    assert score(one, None)[1] is None  # no plan: nothing to guide the tree
    won = one.copy()
    won.removed = won.rules.sequences
    assert score(won, None)[0] == ismcts.VALUE_SCALE


def test_as_a_judge_the_tree_weighs_only_the_most_voted_moves(ismcts, monkeypatch):
    game = Game.new(2, 1)
    moves = hints.candidates(game).moves
    assert len(moves) >= 3
    root = hints.unseen_values(game)[0]
    first, second, unvoted = ((m.source, m.count, m.target) for m in moves[:3])
    calls = []

    def made(pos, step):
        s, _k, t = step
        return (len(pos.columns[s]) < len(root.columns[s])
                and len(pos.columns[t]) > len(root.columns[t]))

    def plan(pos, share, core, width):
        if [len(c) for c in pos.columns] == [len(c) for c in root.columns]:  # a vote
            calls.append(pos)
            return 0, [first if len(calls) % 2 else second], 0
        # a new node's score: the second voted move best, the unvoted one better still
        bonus = 900 if made(pos, unvoted) else 600 if made(pos, second) else 0
        return 0, [], hints.evaluate(root) + bonus

    monkeypatch.setattr(ismcts.hints, "_plan", plan)
    monkeypatch.setattr(ismcts.hints, "hint", lambda game, **options: "the app's")
    assert ismcts.ismcts_hint(game, 40_000, iterations=64, judge=3) == moves[1]
    assert len(calls) == hints.DEFAULT_SAMPLES  # the votes were the app's: one per arrangement
    # with every vote for one move (nothing to judge) or for the deal, the app's hint stands
    monkeypatch.setattr(ismcts.hints, "_plan", lambda pos, share, core, width: (0, [first], 0))
    assert ismcts.ismcts_hint(game, 40_000, iterations=8, judge=3) == "the app's"
    monkeypatch.setattr(ismcts.hints, "_plan", lambda pos, share, core, width: (0, [], 0))
    assert ismcts.ismcts_hint(game, 40_000, iterations=8, judge=3) == "the app's"
