"""benchmarks/hint_choice.py, a judge of the hint's most voted moves that takes the player's
next step honestly, one step for all arrangements that look the same (hint_bench --hints
choiceN; a diagnostic of issue 25, never the app's hint). It must stay as blind to the unseen
cards as the hint it stands in for."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.core import play
from spiderette_qt.engine.solver.position import position_of
from tests.engine.solver.test_hint import assert_version_blind

NODES = 200_000  # a twentieth of the app's: enough to vote, small enough for the suite
A, B = (0, 1, 2), (3, 1, 4)  # two next steps (source, count, target)


@pytest.fixture
def choices(bench, monkeypatch):
    """Counts the groups whose plans disagreed on the next step (a real choice was made)."""
    count = Counter[str]()
    real = bench.hint_choice.group_worth

    def counting(afters, plans, *args):
        if len({tuple(line[:1]) for _, line, _ in plans}) > 1:
            count["choices"] += 1
        return real(afters, plans, *args)

    monkeypatch.setattr(bench.hint_choice, "group_worth", counting)
    return count


def test_choice_n_is_read_as_a_number(bench):
    assert bench.numbered("choice3") == ("choice", 3)
    for wrong in ("choice", "choice0", "choice03", "choicex"):
        assert bench.numbered(wrong) is None, wrong


def test_the_seen_key_leaves_the_unseen_cards_out_and_keeps_a_turned_card(bench):
    world = position_of(Game.new(4, 6_200_004, "spiderette"))
    unseen = [v for c, h in zip(world.columns, world.hidden, strict=True)
              for v in c[:h]] + world.stock
    other = hints._arrangement(world, unseen, random.Random(1))
    assert other != world
    key = bench.hint_choice.seen_key
    assert key(other) == key(world)
    # move the whole face-up part of a column with a card under it: a card turns up, and
    # which one it is is part of what the player sees
    col = next(c for c in range(len(world.columns))
               if world.hidden[c] and world.columns[c][world.hidden[c] - 1]
               != other.columns[c][other.hidden[c] - 1])
    lone = world.copy()  # make the column's face-up card movable: an empty column takes it
    lone.columns[(col + 1) % len(lone.columns)] = []
    lone.hidden[(col + 1) % len(lone.columns)] = 0
    twin = other.copy()
    twin.columns[(col + 1) % len(twin.columns)] = []
    twin.hidden[(col + 1) % len(twin.columns)] = 0
    step = (col, len(lone.columns[col]) - lone.hidden[col], (col + 1) % len(lone.columns))
    assert key(play(lone, step)) != key(play(twin, step))


def worths(table):
    """A stand-in for hint_choice._worth_after: a member's plan's best after a step."""
    return lambda after, step, *_: table[(after, step)]


def test_a_group_takes_one_step_for_all_its_members(bench, monkeypatch):
    """Plans 0 and 1 begin with A and B (bests 100, 90). A player who cannot tell them apart
    takes one step for both: A gives 100 + 80, B 10 + 90, so the group is worth 180, not the
    190 of two clairvoyant plans."""
    group_worth = bench.hint_choice.group_worth
    plans = [(0, [A], 100), (0, [B], 90)]
    monkeypatch.setattr(bench.hint_choice, "_worth_after", worths({(0, B): 10, (1, A): 80}))
    assert group_worth([0, 1], plans, 3, (0.0, 1), None, 32) == 180
    monkeypatch.setattr(bench.hint_choice, "_worth_after", worths({(0, B): 95, (1, A): 0}))
    assert group_worth([0, 1], plans, 3, (0.0, 1), None, 32) == 185
    # with one candidate only the most common first step is tried (a tie: the first)
    assert group_worth([0, 1], plans, 1, (0.0, 1), None, 32) == 100


def test_a_group_that_agrees_keeps_its_plans(bench, monkeypatch):
    monkeypatch.setattr(bench.hint_choice, "_worth_after", worths({}))  # never asked
    plans = [(0, [A], 100), (0, [A, B], 70)]
    assert bench.hint_choice.group_worth([0, 1], plans, 3, (0.0, 1), None, 32) == 170


@pytest.mark.parametrize("suits,seed", [(2, 5), (4, 3)])  # both make a choice
def test_the_choice_judged_hint_is_blind_to_the_unseen_cards(bench, choices, suits, seed):
    """Permuting the cards never seen never changes the hint judged so, and the judge did
    make a choice for a group whose plans disagreed."""
    judged = bench.hint_function("choice3")
    assert_version_blind(lambda g: judged(g, NODES), suits, seed)
    assert choices["choices"] > 0, "no group had a choice to make: pick another position"


def test_hint_bench_puts_the_apps_judge_back(bench):
    app_judge = hints._mean_after
    bench.hint_function("choice2")(Game.new(2, 0), NODES)
    assert hints._mean_after is app_judge
