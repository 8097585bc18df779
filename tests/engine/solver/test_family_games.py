"""The solver plays the games that joined the family later (docs/RULES.md §9): Will o' the
Wisp, Simple Simon, Spider Three Decks, and Spider and Relaxed Spider in 3 suits. For each:
a winnable deal, "was it winnable?", the hint and the search of sure.py, and the Demo's
choice (the hint followed), on small node budgets.

Simple Simon deals every card face up and has no stock, so nothing is ever unseen: the solver
is exact there, and the hint's arrangements of the unseen cards are all one.
"""

from __future__ import annotations

import random

import pytest

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import hint, hints, solve, sure, winnable_deal
from spiderette_qt.engine.solver.hints import unseen_values
from spiderette_qt.engine.solver.position import Step
from tests.engine.helpers import play_randomly

#: One row of each later game (the suit count its deals are proven fastest in) and Spider's
#: and Relaxed Spider's third suit count.
ROWS = [("will-o-the-wisp", 4), ("simple-simon", 2), ("spider-three-decks", 2),
        ("spider", 3), ("relaxed-spider", 3)]
#: The games with cards never seen (the hint must stay blind to them).
HIDDEN_ROWS = [row for row in ROWS if row[0] != "simple-simon"]
#: A deal of each row that solve() proves winnable with 400,000 positions (found by
#: winnable_deal; most 3-suit deals need more).
WINNABLE = {"will-o-the-wisp": 9_000_000, "simple-simon": 9_000_000,
            "spider-three-decks": 9_000_000, "spider": 6_053_335_037,
            "relaxed-spider": 5_487_976_219}


def play(game: Game, line: list[Step]) -> Game:
    for step in line:
        if step == "deal":
            game.deal()
        else:
            assert isinstance(step, Move)
            game.move(step.source, step.count, step.target)
    return game


def assert_legal(game: Game, step: object) -> None:
    if isinstance(step, Move):
        assert game.can_move(step.source, step.count, step.target), step
    else:
        assert step == "deal" and game.can_deal()


def played_game(key: str, suits: int, number: int, actions: int) -> Game:
    game = Game.new(suits, number, key)
    play_randomly(game, random.Random(number), actions, 0.1)
    return game


def test_the_rows_are_the_later_games() -> None:
    """Every game and suit count the first three games did not have is covered by a row."""
    old = {"spiderette": (1, 2, 4), "spider": (1, 2, 4), "relaxed-spider": (1, 2, 4)}
    later = {key for key, v in VARIANTS.items() for s in v.suit_counts
             if s not in old.get(key, ())}
    assert later == {key for key, _ in ROWS}


@pytest.mark.parametrize(("key", "suits"), ROWS)
def test_a_winnable_deal_replays_to_a_win(key: str, suits: int) -> None:
    found = winnable_deal(key, suits, seconds=120.0, seed=45, nodes_per_try=20_000)
    assert found is not None
    number, line = found
    game = play(Game.new(suits, number, key), line)
    assert game.is_won
    assert Game.from_code(Game.new(suits, number, key).code).variant.key == key


@pytest.mark.parametrize(("key", "suits"), ROWS)
def test_was_it_winnable_from_the_deal_and_from_the_table(key: str, suits: int) -> None:
    """The verdict on the deal (from its start) and on the position after some play; a
    winnable verdict's line wins from where it was asked."""
    game = played_game(key, suits, WINNABLE[key], 8)
    for from_start in (True, False):
        result = solve(game, nodes=400_000, from_start=from_start)
        assert result.verdict in ("winnable", "unwinnable", "unknown")
        if result.verdict == "winnable":
            start = game.restarted() if from_start else Game.from_json(game.to_json())
            assert play(start, result.line).is_won
    assert solve(game, nodes=400_000, from_start=True).verdict == "winnable"


def test_simple_simon_is_decided_exactly() -> None:
    """Every card is seen, so an exhaustive search is a proof: deal 9,000,010 (1 suit) is
    proven lost in under a thousand positions, and a winnable one's line wins."""
    lost = solve(Game.new(1, 9_000_010, "simple-simon"), nodes=100_000)
    assert lost.verdict == "unwinnable" and lost.nodes < 1000
    won = solve(Game.new(1, 9_000_000, "simple-simon"), nodes=100_000)
    assert won.verdict == "winnable"
    assert play(Game.new(1, 9_000_000, "simple-simon"), won.line).is_won


@pytest.mark.parametrize(("key", "suits"), ROWS)
def test_the_hint_and_the_search_give_legal_steps(key: str, suits: int) -> None:
    for actions in (0, 15):
        game = played_game(key, suits, 9_000_001, actions)
        step = hint(game, seed=1, nodes=30_000)
        searched = sure.sure_hint(game, seed=1, nodes=60_000)
        if step is None:  # no move helps: every legal one leads back to a table of this stage
            assert searched is None and not hints.candidates(game).moves
            assert not game.can_deal()
            continue
        assert_legal(game, step)
        assert searched is not None
        assert_legal(game, searched)


@pytest.mark.parametrize(("key", "suits"), HIDDEN_ROWS)
def test_the_hint_is_blind_to_the_unseen_cards(key: str, suits: int) -> None:
    """Permuting the cards never seen (face down, in the stock) keeps the hint."""
    game = played_game(key, suits, 9_000_002, 10)
    played = game.played()
    assert played is not None
    steps: list[Step] = ["deal" if action is None else action for action in played]
    replay = Game.new(suits, 9_000_002, key)
    ever_seen = seen_ids(replay)
    for step in steps:
        ever_seen |= seen_ids(play(replay, [step]))
    deck = list(game.deck)
    unseen = [i for i in range(len(deck)) if i not in ever_seen]
    assert len(unseen) > 5
    answers = set()
    for trial in range(2):
        cards = [deck[i] for i in unseen]
        random.Random(trial).shuffle(cards)
        other = list(deck)
        for i, card in zip(unseen, cards, strict=True):
            other[i] = card
        twin = play(Game.from_deck(other, suits, key), steps)
        assert twin.table() == game.table()  # the same places and ids: only values moved
        answers.add(repr(hint(twin, seed=2, nodes=20_000)))
    assert answers == {repr(hint(game, seed=2, nodes=20_000))}


def seen_ids(game: Game) -> set[int]:
    table = game.table()
    return {i for col in table.columns for i, up in col if up} | {
        i for seq in table.removed for i in seq}


def test_with_nothing_unseen_one_plan_gets_the_whole_budget(monkeypatch) -> None:
    """Simple Simon: every arrangement of no unseen cards is the same one, so the hint draws
    one (a sixteenth of the budget each bought nothing); a game with hidden cards draws its
    DEFAULT_SAMPLES."""
    asked: list[int] = []
    real = hints.arrangements

    def counting(game: Game, samples: int = hints.DEFAULT_SAMPLES, seed: int = 0) -> list:
        asked.append(samples)
        return real(game, samples, seed)

    monkeypatch.setattr(hints, "arrangements", counting)
    simon = Game.new(2, 9_000_003, "simple-simon")
    assert unseen_values(simon)[1] == []
    hint(simon, nodes=20_000)
    wisp = Game.new(2, 9_000_003, "will-o-the-wisp")
    hint(wisp, nodes=20_000)
    assert asked == [1, hints.DEFAULT_SAMPLES]


def test_the_demos_choice_wins_a_simple_simon_deal() -> None:
    """The Demo plays the hint: followed from the deal, it wins 1-suit deal 9,000,000."""
    game = Game.new(1, 9_000_000, "simple-simon")
    for seed in range(80):
        step = hint(game, seed=seed, nodes=100_000)
        assert step is not None
        play(game, [step])
        if game.is_won:
            break
    assert game.is_won


@pytest.mark.parametrize(("key", "suits"), HIDDEN_ROWS)
def test_the_demos_choice_makes_progress(key: str, suits: int) -> None:
    """Followed for 25 actions from the deal, the hint turns cards up or removes sequences,
    every step legal."""
    game = Game.new(suits, 9_000_004, key)
    hidden = sum(len(c.hidden) for c in game.columns)
    for seed in range(25):
        step = hint(game, seed=seed, nodes=20_000)
        if step is None:
            break
        assert_legal(game, step)
        play(game, [step])
    assert sum(len(c.hidden) for c in game.columns) < hidden or game.table().removed


def test_a_hunt_for_a_winnable_deal_tries_the_biggest_game_longer() -> None:
    """Spider Three Decks' tries get MORE_DECKS_SCALE times the clock (a 1 M-node try of a
    4-suit deal proves almost nothing); every other game keeps its seconds."""
    from spiderette_qt.engine.solver.deals import MORE_DECKS_SCALE, TRY_SECONDS, try_seconds

    for suits in (1, 2, 4):
        assert try_seconds(VARIANTS["spider-three-decks"], suits) == \
            TRY_SECONDS[suits] * MORE_DECKS_SCALE > TRY_SECONDS[suits]
        for key in ("spiderette", "spider", "will-o-the-wisp", "simple-simon"):
            assert try_seconds(VARIANTS[key], suits) == TRY_SECONDS[suits]


def test_a_hunts_try_is_a_node_budget_with_the_clock_as_a_cap(monkeypatch) -> None:
    """A try's seconds become nodes (as every verdict of the app), so a loaded machine proves
    as many deals per try, only later: under load, 3 s tries on the clock found no 4-suit
    Spider Three Decks deal in 60 s in 4 of 6 hunts."""
    from spiderette_qt.engine.solver import core, deals
    from spiderette_qt.engine.solver.solve import NODES_PER_SECOND, WALL_CAP

    if core.core_name() != "c":
        pytest.skip("the pure core keeps the clock")
    asked: list[dict] = []

    class Asked(Exception):
        pass

    def fake_solve(game: Game, **options: object) -> object:
        asked.append(options)
        raise Asked  # the first try's budget is all this test wants

    monkeypatch.setattr(deals, "solve", fake_solve)
    with pytest.raises(Asked):
        winnable_deal("spider-three-decks", 4, seconds=600.0, seed=1)
    secs = deals.try_seconds(VARIANTS["spider-three-decks"], 4)
    assert asked[0]["nodes"] == int(secs * NODES_PER_SECOND)
    assert asked[0]["wall_cap"] == secs * WALL_CAP
