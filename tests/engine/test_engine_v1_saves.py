"""Version-1 saves, written by the app before the Spider family, load with their history.

The two fixtures were written by the engine of commit b890bc3 (save format version 1): a
two-suit game in mid-play with undo and redo, and a one-suit game whose undo history was
trimmed at 100 actions, with two sequences removed. The digests below were computed with
that same engine: the tables, scores and counters after every undo and redo, and every
ActionRecord (phases included), so today's engine must replay those histories exactly.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from spiderette_qt.engine import VARIANTS, ActionRecord, Game, IllegalMove, Reason

FIXTURES = Path(__file__).parent / "fixtures"

CASES = [
    # name, code, undo steps, redo steps after undoing all, refusal at the end of undo,
    # digest of the states, digest of the records
    ("v1_sd2_mid_game", "SD2-S1-AAAAABD", 53, 59, Reason.NOTHING_TO_UNDO,
     "c82f1770b9aafe0f", "5b4f9e3c3f51dbc6"),
    ("v1_sd1_trimmed", "SD1-S1-AAAAAAE", 96, 100, Reason.UNDO_LIMIT,
     "0a137245c6510727", "22f7a417b1fd8d87"),
]


def load(name: str) -> tuple[str, Game]:
    text = (FIXTURES / f"{name}.json").read_text(encoding="utf-8")
    return text, Game.from_json(text)


@pytest.mark.parametrize(("name", "code", "undos", "redos", "refusal", "states", "records"),
                         CASES, ids=[c[0] for c in CASES])
def test_a_version_1_save_loads_with_its_whole_history(
        name: str, code: str, undos: int, redos: int, refusal: Reason, states: str,
        records: str) -> None:
    text, game = load(name)
    assert json.loads(text)["version"] == 1
    assert game.code == code and game.variant is VARIANTS["spiderette"]
    steps = [(game.table(), game.score, game.moves, game.deals_left, game.removed)]
    done: list[ActionRecord] = []
    while game.can_undo:
        done.append(game.undo())
        steps.append((game.table(), game.score, game.moves, game.deals_left, game.removed))
    with pytest.raises(IllegalMove) as info:
        game.undo()
    assert info.value.reason is refusal
    while game.can_redo:
        done.append(game.redo())
        steps.append((game.table(), game.score, game.moves, game.deals_left, game.removed))
    assert len(done) == undos + redos
    assert hashlib.sha256(repr(steps).encode()).hexdigest()[:16] == states
    assert hashlib.sha256(repr(done).encode()).hexdigest()[:16] == records


@pytest.mark.parametrize("name", [c[0] for c in CASES])
def test_a_version_1_save_is_written_back_as_version_2_with_the_same_game(name: str) -> None:
    _, game = load(name)
    data = json.loads(game.to_json())
    assert data["version"] == 2 and data["variant"] == "spiderette"
    back = Game.from_json(game.to_json())
    assert back.to_json() == game.to_json()
    assert (back.table(), back.score, back.moves, back.code) == (
        game.table(), game.score, game.moves, game.code)
    while game.can_undo:
        assert back.undo() == game.undo()
    while game.can_redo:
        assert back.redo() == game.redo()


def test_the_trimmed_fixture_keeps_its_removed_sequences_and_limit() -> None:
    _, game = load("v1_sd1_trimmed")
    assert game.removed == 2 and game.can_redo
    assert game.history().trimmed and len(game.history().undo) == 96


def v1(change: object) -> str:
    data = json.loads((FIXTURES / "v1_sd2_mid_game.json").read_text(encoding="utf-8"))
    assert callable(change)
    change(data)
    return json.dumps(data)


BAD_V1 = [
    ("history action illegal",
     v1(lambda d: d["undo"][0].update(action={"move": [0, 5, 1]})), "undo entry 1 is refused"),
    ("history chain broken", v1(lambda d: d["undo"].pop(3)), "does not lead"),
    ("redo not from state", v1(lambda d: d["redo"].pop(0)), "redo entry 1 does not start"),
    ("too much history", v1(lambda d: d["undo"].extend(d["undo"] * 3)), "at most 100"),
    ("variant in version 1 ignored, spider code refused",
     v1(lambda d: d.update(code="SP2-S1-AAAAABD")), "not of Spiderette"),
]


@pytest.mark.parametrize(("name", "text", "complaint"), BAD_V1, ids=[b[0] for b in BAD_V1])
def test_a_damaged_version_1_save_gives_a_clear_value_error(name: str, text: str,
                                                            complaint: str) -> None:
    with pytest.raises(ValueError) as info:
        Game.from_json(text)
    assert type(info.value) is ValueError, name
    assert complaint in str(info.value), str(info.value)
