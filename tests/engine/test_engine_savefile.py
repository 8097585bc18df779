"""The versioned JSON save: round trips, and a clear ValueError for anything malformed."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

from spiderette_qt.engine import Game

from .helpers import position


def played(seed: int = 3, actions: int = 60, undos: int = 5) -> Game:
    game = Game.new(2, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        moves = game.legal_moves()
        if moves:
            m = rng.choice(moves)
            game.move(m.source, m.count, m.target)
        elif game.can_deal():
            game.deal()
    for _ in range(undos):
        game.undo()
    return game


def test_a_game_mid_play_round_trips_with_its_history() -> None:
    game = played()
    text = game.to_json()
    data = json.loads(text)
    assert data["format"] == "spiderette-game" and data["version"] == 2
    assert data["variant"] == "spiderette"
    assert data["code"] == game.code and len(data["redo"]) == 5
    back = Game.from_json(text)
    assert back.to_json() == text
    assert (back.table(), back.score, back.moves, back.code) == (
        game.table(), game.score, game.moves, game.code)
    assert back.redo() == game.redo()
    assert back.undo() == game.undo()
    assert back.undo() == game.undo()


def test_a_game_from_a_deck_round_trips() -> None:
    game = Game.from_deck(Game.new(4, 8).deck, 4)
    game.deal()
    back = Game.from_json(game.to_json().encode())
    assert back.code is None and back.deck == game.deck and back.table() == game.table()


def test_a_won_game_and_a_trimmed_history_round_trip() -> None:
    game = position([("", "KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"), ("", "AS")],
                    removed=("H", "D", "C"), moves=200, score=500 - 200 + 300)
    game.move(1, 1, 0)
    back = Game.from_json(game.to_json())
    assert back.is_won and back.score == game.score
    again = Game.from_json(played(actions=130, undos=0).to_json())
    for _ in range(100):
        again.undo()
    with pytest.raises(ValueError, match="100"):
        again.undo()


def mutate(change: Callable[[dict[str, Any]], object]) -> str:
    data = json.loads(played().to_json())
    change(data)
    return json.dumps(data)


def set_key(path: str, value: object) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


def swap_two_ids(data: dict[str, Any]) -> None:
    cols = data["state"]["columns"]
    cols[0]["visible"][-1] = cols[1]["visible"][-1]


BAD: list[tuple[str, object, str]] = [
    ("not json", "{nope", "JSON cannot be read"),
    ("not text", 12, "expected text"),
    ("not utf-8", b"\xff\xfe{", "UTF-8"),
    ("a list", "[]", "must be an object"),
    ("deep nesting", "[" * 100000 + "]" * 100000, "nested too deeply"),
    ("huge int", '{"format": "spiderette-game", "version": ' + "9" * 5000 + "}", "cannot be read"),
    ("wrong format", mutate(set_key("format", "chess")), "format"),
    ("unknown version", mutate(set_key("version", 3)), "version 3 is unknown"),
    ("unknown variant", mutate(set_key("variant", "klondike")), "variant must be one of"),
    ("no variant", mutate(lambda d: d.pop("variant")), "lacks variant"),
    ("version as text", mutate(set_key("version", "1")), "unknown"),
    ("version as bool", mutate(set_key("version", True)), "unknown"),
    ("missing state", mutate(lambda d: d.pop("state")), "lacks state"),
    ("bad suits", mutate(set_key("suits", 3)), "suits must be 1, 2 or 4"),
    ("bad card", mutate(set_key("deck.0", "ZZ")), "not a card"),
    ("short deck", mutate(lambda d: d["deck"].pop()), "52 cards"),
    ("deck not matching code", mutate(lambda d: d["deck"].reverse()), "does not match"),
    ("bad code", mutate(set_key("code", "SD2-S1-AAA")), "7 letters"),
    ("code of other suits", mutate(set_key("code", "SD4-S1-AAAAAAD")), "4-suit deal"),
    ("id not a permutation", mutate(swap_two_ids), "permutation"),
    ("id out of range", mutate(set_key("state.columns.0.visible.0", 52)), "0..51"),
    ("id as bool", mutate(set_key("state.columns.0.visible.0", True)), "whole number"),
    ("id as float", mutate(set_key("state.columns.0.visible.0", 1.5)), "whole number"),
    ("score inconsistent", mutate(lambda d: d["state"].update(score=d["state"]["score"] + 1)),
     "does not match"),
    ("moves fewer than deals", mutate(lambda d: d["state"].update(moves=0, score=500)),
     "cannot include"),
    ("huge score", mutate(set_key("state.score", 10**40)), "must be"),
    ("seven columns", mutate(lambda d: d["state"]["columns"].pop()), "7 columns"),
    ("bad removed", mutate(set_key("state.removed", [[0, 1, 2]])), "king..ace"),
    ("redo not bool", mutate(set_key("undo_trimmed", 0)), "true or false"),
    ("history action illegal", mutate(set_key("undo.0", {"move": [0, 5, 1]})),
     "undo entry 1 is refused"),
    ("history bad action", mutate(set_key("undo.0", {"move": [0, 1]})), "source, count"),
    ("history bad source", mutate(set_key("undo.0", {"move": [7, 1, 0]})), "source must be 0..6"),
    ("history not an action", mutate(set_key("undo.0", "shuffle")), "must be an object"),
    ("history chain broken", mutate(lambda d: d["undo"].pop(0)), "undo entry"),
    ("history not to state", mutate(lambda d: d["undo"].append("deal")), "undo entry"),
    ("redo refused", mutate(set_key("redo.0", {"move": [0, 5, 1]})), "redo entry 1 is refused"),
    ("too much history", mutate(lambda d: d["undo"].extend(d["undo"] * 3)), "at most 100"),
    ("start with a code", mutate(lambda d: d.update(start=d["state"])), "start must be null"),
    ("base not reachable", mutate(lambda d: d.update(base=d["state"] | {"score": 1})),
     "base: score 1 does not match"),
]


@pytest.mark.parametrize(("name", "text", "complaint"), BAD, ids=[b[0] for b in BAD])
def test_bad_saves_give_a_clear_value_error(name: str, text: object, complaint: str) -> None:
    with pytest.raises(ValueError) as info:
        Game.from_json(text)  # type: ignore[arg-type]
    assert type(info.value) is ValueError, name
    assert complaint in str(info.value), str(info.value)


def test_hidden_cards_must_be_the_dealt_ones() -> None:
    data = json.loads(Game.new(4, 1).to_json())
    cols = data["state"]["columns"]
    cols[6]["hidden"][0], cols[5]["hidden"][0] = cols[5]["hidden"][0], cols[6]["hidden"][0]
    with pytest.raises(ValueError, match="face-down cards are not the ones the deal put"):
        Game.from_json(json.dumps(data))


def test_every_truncation_of_a_save_is_refused_cleanly() -> None:
    text = played(actions=10, undos=2).to_json()
    for cut in range(0, len(text), max(1, len(text) // 300)):
        with pytest.raises(ValueError):
            Game.from_json(text[:cut])


def test_a_card_dealt_face_up_cannot_be_saved_face_down() -> None:
    # Column 7's last dealt card starts face up; only the 21 cards under the last ones are
    # ever face down, so a save with 22 face-down cards is one the rules never produce.
    game = Game.new(4, 1)
    game.deal()
    data = json.loads(game.to_json())
    data["undo"] = []
    col = data["state"]["columns"][6]
    col["hidden"].append(col["visible"].pop(0))  # the dealt card stays face up above it
    with pytest.raises(ValueError, match="face-down"):
        Game.from_json(json.dumps(data))


def test_an_action_with_anything_more_than_its_move_is_refused() -> None:
    data = json.loads(played().to_json())
    data["undo"][1]["action"] = {"move": [6, 1, 0]}
    with pytest.raises(ValueError, match="undo entry 2 action must be"):
        Game.from_json(json.dumps(data))


def test_a_long_games_save_text_is_the_same_when_its_old_actions_are_kept_encoded() -> None:
    """The actions undo no longer reaches are encoded once (savefile.ActionsText): the text
    is exactly what encoding them all on every save gave, after more play and a resume."""
    import random

    from spiderette_qt.engine import savefile

    game = Game.new(2, 31, "spider")
    rng = random.Random(4)
    for _round in range(3):
        for _ in range(250):
            moves = game.legal_moves()
            if rng.random() < 0.05 and game.can_undo:
                game.undo()
            elif moves:
                move = rng.choice(moves)
                game.move(move.source, move.count, move.target)
            elif game.deals_left:
                game.deal()
        whole = savefile.dumps(savefile.SavedGame(
            game.start_position(), game.history(), game.position(), game.number,
            tuple(game.played()[:len(game.played()) - len(game.history().undo)])))
        assert game.to_json() == whole
        game = Game.from_json(game.to_json())  # resumed: the cache starts again
    assert game.history().trimmed


def _long_spider(actions: int = 600) -> Game:
    game = Game.new(1, 8, "spider")
    rng = random.Random(9)
    while game.moves < actions:
        moves = game.legal_moves()
        if moves:
            move = rng.choice(moves)
            game.move(move.source, move.count, move.target)
        elif game.deals_left:
            game.deal()
        else:
            break
    assert game.history().trimmed
    return game


def test_a_resumed_long_game_saves_the_same_text() -> None:
    """A resumed long game (its old actions beyond undo's reach) writes again exactly the save
    it came from, from text or bytes, and a save with its keys in another order loads too."""
    game = _long_spider()
    text = game.to_json()
    assert Game.from_json(text).to_json() == text
    assert Game.from_json(text.encode()).to_json() == text
    data = json.loads(text)
    data["before"], data["redo"] = data.pop("before"), data.pop("redo")  # redo after it
    assert Game.from_json(json.dumps(data, separators=(",", ":"))).to_json() == text
