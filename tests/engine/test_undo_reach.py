"""How far undo reaches: as the rules say (the variant's undo_limit), or all the way back.

All the way back keeps the pictures of the newest actions only; an older one's record is
made again when undo or redo comes to it, so it must be the very record it was. The save
says which reach the game was played with, and a save that does not say it reads as before.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace
from pathlib import Path

import pytest

from spiderette_qt.engine import VARIANTS, Game, IllegalMove, Move, Reason

from .helpers import play_randomly, position

SPIDER = VARIANTS["spider"]
LIMIT = SPIDER.undo_limit  # 400, the seed's reach in Spider
PAST = LIMIT + 50  # more actions than the rules let undo reach
FIXTURES = Path(__file__).parent / "fixtures"


def spider_shuttle(actions: int, *, undo_all: bool) -> Game:
    """A Spider game of `actions` moves: the 5S back and forth between two sixes."""
    game = position([("", "6S 5S"), ("", "6H")], variant=SPIDER)
    game = game.with_undo_all(undo_all)
    for k in range(actions):
        game.move(k % 2, 1, 1 - k % 2)
    return game


def random_spider(actions: int, seed: int = 3) -> Game:
    """A one-suit Spider deal played all the way back: moves, deals, removed sequences."""
    game = Game.new(1, seed, "spider", undo_all=True)
    return play_randomly(game, random.Random(seed), actions, 0.02)


def test_undo_goes_past_the_rules_reach_only_all_the_way_back() -> None:
    ruled = spider_shuttle(PAST, undo_all=False)
    for _ in range(LIMIT):
        ruled.undo()
    with pytest.raises(IllegalMove) as info:
        ruled.undo()
    assert info.value.reason is Reason.UNDO_LIMIT

    game = spider_shuttle(PAST, undo_all=True)
    assert game.undo_all
    for _ in range(PAST):
        game.undo()
    assert (game.moves, game.score) == (0, 500)
    assert game.table() == game.start_position().table()
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.reason is Reason.NOTHING_TO_UNDO
    for _ in range(PAST):
        game.redo()
    assert game.moves == PAST


def test_an_old_action_undone_and_redone_gives_the_records_it_gave_when_played() -> None:
    game = Game.new(1, 3, "spider", undo_all=True)
    rng = random.Random(3)
    for _ in range(PAST + 100):
        before = game.moves
        play_randomly(game, rng, 1, 0.02)
        if game.moves == before:
            break
    played = game.played()
    assert played is not None and len(played) > PAST, "the deal must give a long game"
    assert sum(1 for a in played if a is None) >= 2, "deals in the old part too"
    undone = [game.undo() for _ in played]  # the newest first
    assert game.moves == 0
    redone = [game.redo() for _ in played]
    # Each action's records, as a game whose newest action it is gives them.
    for k in (1, 2, len(played) // 3, len(played) - LIMIT - 1, len(played) - LIMIT):
        fresh = Game.new(1, 3, "spider", undo_all=True)
        for action in played[:k - 1]:
            fresh._act(action)
        forward = fresh._act(played[k - 1])
        assert redone[k - 1] == replace(forward, kind="redo")
        assert undone[len(played) - k] == fresh.undo()


def test_all_the_way_back_keeps_pictures_for_the_newest_actions_only() -> None:
    game = spider_shuttle(PAST, undo_all=True)
    kept = [entry.record is not None for entry in game._undo]
    assert kept == [False] * (PAST - LIMIT) + [True] * LIMIT


def test_the_save_says_the_reach_and_resume_keeps_it() -> None:
    game = spider_shuttle(PAST, undo_all=True)
    for _ in range(30):
        game.undo()  # a long undo line and some redo
    data = json.loads(game.to_json())
    assert data["undo_reach"] == "all"
    assert (len(data["undo"]), len(data["redo"])) == (PAST - 30, 30)
    resumed = Game.from_json(game.to_json())
    assert resumed.undo_all and resumed.to_json() == game.to_json()
    for _ in range(PAST - 30):
        resumed.undo()
    assert resumed.moves == 0
    assert json.loads(Game.new(1, 5, "spider").to_json())["undo_reach"] == "rules"


def test_an_old_save_without_the_reach_reads_as_before() -> None:
    game = spider_shuttle(PAST, undo_all=False)
    data = json.loads(game.to_json())
    del data["undo_reach"]  # as every save before the setting
    old = Game.from_json(json.dumps(data))
    assert not old.undo_all
    assert old.history() == game.history() and old.played() == game.played()
    for _ in range(LIMIT):
        old.undo()
    assert not old.can_undo


def test_a_save_written_before_the_setting_reads_as_it_did() -> None:
    """Written by the engine before "undo_reach" (a Spider game 450 actions long, 10
    undone): the same game, its text the same but for the new key."""
    text = (FIXTURES / "v2_sp4_before_undo_reach.json").read_text()
    assert "undo_reach" not in text
    game = Game.from_json(text)
    assert not game.undo_all and (game.moves, len(game.history().undo)) == (440, 390)
    data = json.loads(game.to_json())
    assert data.pop("undo_reach") == "rules"
    assert data == json.loads(text)
    while game.can_undo:
        game.undo()
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.reason is Reason.UNDO_LIMIT


@pytest.mark.parametrize("reach", [None, "rules"])
def test_a_history_past_the_rules_reach_is_refused_unless_the_save_says_all(reach) -> None:
    data = json.loads(spider_shuttle(PAST, undo_all=True).to_json())
    if reach is None:
        del data["undo_reach"]
    else:
        data["undo_reach"] = reach
    with pytest.raises(ValueError, match="at most 400 actions"):
        Game.from_json(json.dumps(data))


def test_an_unknown_reach_is_refused() -> None:
    data = json.loads(Game.new(1, 5, "spider").to_json())
    data["undo_reach"] = "forever"
    with pytest.raises(ValueError, match="undo_reach must be rules or all"):
        Game.from_json(json.dumps(data))


def test_the_save_kept_as_it_grows_says_what_a_fresh_one_says() -> None:
    """Undo, redo and new actions after undo cut the line back: every save on the way
    must list exactly what undo and redo reach."""
    rng = random.Random(11)
    game = random_spider(LIMIT + 20)
    for _ in range(300):
        roll = rng.random()
        if roll < 0.35 and game.can_undo:
            for _ in range(rng.randrange(1, 40)):
                if game.can_undo:
                    game.undo()
        elif roll < 0.55 and game.can_redo:
            game.redo()
        else:
            play_randomly(game, rng, 1, 0.05)
        data = json.loads(game.to_json())
        history = game.history()
        assert data["undo"] == [_action(a) for a in history.undo]
        assert data["redo"] == [_action(a) for a in history.redo]
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


def _action(action: Move | None) -> object:
    return "deal" if action is None else {"move": [action.source, action.count, action.target]}


def test_changing_the_reach_keeps_the_game_where_it_is() -> None:
    game = spider_shuttle(PAST, undo_all=False)
    game.undo()
    everything = game.with_undo_all(True)
    assert everything.table() == game.table() and everything.moves == game.moves
    assert everything.can_redo
    for _ in range(PAST - 1):
        everything.undo()
    assert everything.moves == 0
    back = spider_shuttle(PAST, undo_all=True).with_undo_all(False)
    assert not back.undo_all and back.moves == PAST
    assert len(back.history().undo) == LIMIT and back.played() is not None
    assert len(back.played() or ()) == PAST


def test_a_record_opened_all_the_way_back_undoes_to_its_deal() -> None:
    game = random_spider(PAST + 40)
    text = game.record()
    ruled = Game.from_record(text)
    assert not ruled.undo_all and len(ruled.history().undo) == LIMIT
    opened = Game.from_record(text, undo_all=True)
    assert opened.undo_all and opened.table() == game.table()
    while opened.can_undo:
        opened.undo()
    assert opened.moves == 0 and opened.table() == game.start_position().table()


def test_restart_keeps_the_reach() -> None:
    assert spider_shuttle(3, undo_all=True).restarted().undo_all
    assert not spider_shuttle(3, undo_all=False).restarted().undo_all


def test_the_fast_action_text_is_the_json_of_the_action() -> None:
    from spiderette_qt.engine.position import move_table
    from spiderette_qt.engine.savefile import action_json, action_text

    actions = [None] + [m for by_count in move_table() for row in by_count for m in row]
    for action in actions:
        assert action_text(action) == json.dumps(action_json(action), separators=(",", ":"))
