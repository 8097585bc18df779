"""The saved game: exact round trip with history, won games not resumed, damage moved aside."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.cards import full_deck
from spiderette_qt.persistence import atomic, savegame
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.persistence.problems import ProblemKind
from spiderette_qt.persistence.savegame import LoadResult, SaveStore


def played_game() -> Game:
    """A coded deal with a few actions, one undone, so both undo and redo are non-empty."""
    game = Game.from_code("SD2-S1-AAAAABD")
    for _ in range(2):
        moves = game.legal_moves()
        if moves:
            game.move(moves[0].source, moves[0].count, moves[0].target)
    game.deal()
    game.undo()
    assert game.can_undo and game.can_redo
    return game


def almost_won_game() -> Game:
    """Three sequences removed, K..2 of clubs on column 1 and the ace of clubs on column 2."""
    data = json.loads(Game.from_deck(full_deck(4), suits=4).to_json())
    ids = {text: index for index, text in enumerate(data["deck"])}

    def run(suit: str) -> list[int]:
        return [ids[rank + suit] for rank in "KQJT98765432A"]

    clubs = run("C")
    columns = [{"hidden": [], "visible": []} for _ in range(7)]
    columns[0]["visible"] = clubs[:-1]
    columns[1]["visible"] = clubs[-1:]
    data["state"] = {
        "columns": columns,
        "stock": [],
        "removed": [run("S"), run("H"), run("D")],
        "score": 500 - 100 + 300,
        "moves": 100,
    }
    return Game.from_json(json.dumps(data))


def test_no_file_means_nothing_to_resume(tmp_path: Path) -> None:
    assert SaveStore(tmp_path).load() == LoadResult(None, None, None)


def test_round_trip_keeps_the_game_and_its_history() -> None:
    game = played_game()
    SaveStore().save(game)
    assert (data_dir() / "savegame.json").is_file()
    result = SaveStore().load()
    assert result.problem is None and result.moved_to is None
    loaded = result.game
    assert loaded is not None
    assert loaded.to_json() == game.to_json()
    assert (loaded.code, loaded.suits, loaded.score, loaded.moves) == (
        game.code,
        game.suits,
        game.score,
        game.moves,
    )
    # the history works after the resume exactly as before it
    assert loaded.redo().kind == "redo"
    game.redo()
    assert loaded.to_json() == game.to_json()
    loaded.undo()
    loaded.undo()
    game.undo()
    game.undo()
    assert loaded.table() == game.table()


def test_saving_the_same_game_twice_writes_once(tmp_path: Path, monkeypatch) -> None:
    writes: list[str] = []
    real = atomic.atomic_write_text

    def counting(path, text):
        writes.append(text)
        real(path, text)

    monkeypatch.setattr(atomic, "atomic_write_text", counting)
    store = SaveStore(tmp_path)
    game = played_game()
    store.save(game)
    store.save(game)
    assert len(writes) == 1
    game.redo()
    store.save(game)
    assert len(writes) == 2
    # after a load, saving the unchanged game does not write either
    reloaded_store = SaveStore(tmp_path)
    resumed = reloaded_store.load().game
    assert resumed is not None
    reloaded_store.save(resumed)
    assert len(writes) == 2


def test_failed_save_keeps_the_old_file_and_is_reported(tmp_path: Path, monkeypatch) -> None:
    store = SaveStore(tmp_path)
    game = played_game()
    store.save(game)
    before = (tmp_path / "savegame.json").read_text()

    def failing(path, text):
        raise OSError("disk full")

    monkeypatch.setattr(atomic, "atomic_write_text", failing)
    game.redo()
    store.save(game)  # does not raise
    assert isinstance(store.last_error, OSError)
    assert (tmp_path / "savegame.json").read_text() == before
    monkeypatch.undo()
    store.save(game)  # the next save retries and succeeds
    assert store.last_error is None
    resumed = SaveStore(tmp_path).load().game
    assert resumed is not None and resumed.to_json() == game.to_json()


def test_a_won_game_is_not_resumed_and_its_save_is_cleared(tmp_path: Path) -> None:
    tmp_path = tmp_path / "saves"
    game = almost_won_game()
    game.move(1, 1, 0)
    assert game.is_won
    store = SaveStore(tmp_path)
    store.save(game)
    assert store.load() == LoadResult(None, None, None)
    assert not (tmp_path / "savegame.json").exists()
    assert list(tmp_path.iterdir()) == []  # nothing quarantined: a win is not damage


def test_an_unfinished_hand_built_game_is_resumed(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save(almost_won_game())
    game = store.load().game
    assert game is not None and not game.is_won and game.code is None


def test_clear_removes_the_save(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.save(played_game())
    store.clear()
    store.clear()  # twice is fine
    assert store.load() == LoadResult(None, None, None)


def _valid() -> dict:
    return json.loads(played_game().to_json())


def _mutated(change) -> str:
    data = _valid()
    change(data)
    return json.dumps(data)


def _set_score(data: dict) -> None:
    data["state"]["score"] = 10**6


BAD_CONTENTS: dict[str, bytes | str] = {
    "empty": "",
    "truncated": played_game().to_json()[:300],
    "binary": bytes(range(256)) * 8,
    "utf16": played_game().to_json().encode("utf-16"),
    "garbage": "<html>not a save</html>",
    "json list": "[]",
    "json number": "42",
    "non-game object": json.dumps({"name": "Spiderette", "cards": 52}),
    "statistics file": json.dumps({"format": "spiderette-statistics", "version": 1}),
    "unknown version": _mutated(lambda d: d.update(version=99)),
    "version as text": _mutated(lambda d: d.update(version="1")),
    "suits wrong type": _mutated(lambda d: d.update(suits="two")),
    "deck too short": _mutated(lambda d: d.update(deck=d["deck"][:51])),
    "code of another deal": _mutated(lambda d: d.update(code="SD2-S1-AAAAABE")),
    "score out of step": _mutated(_set_score),
    "huge moves": _mutated(lambda d: d["state"].update(moves=10**40)),
    "enormous integer": played_game().to_json().replace('"moves":', '"moves":' + "9" * 5000, 1),
    "state missing": _mutated(lambda d: d.pop("state")),
    "history that cannot happen": _mutated(lambda d: d.update(undo=d["undo"][::-1])),
    "nan": played_game().to_json().replace('"score":', '"score":NaN,"x":', 1),
    "deep nesting": "[" * 200_000 + "]" * 200_000,
}


@pytest.mark.parametrize("name", sorted(BAD_CONTENTS))
def test_damaged_save_is_moved_aside_and_reported(tmp_path: Path, name: str) -> None:
    content = BAD_CONTENTS[name]
    path = tmp_path / "savegame.json"
    raw = content if isinstance(content, bytes) else content.encode("utf-8")
    path.write_bytes(raw)

    result = SaveStore(tmp_path).load()

    assert result.game is None
    assert result.kind is ProblemKind.SAVE_DAMAGED
    assert result.problem and "new game" in result.problem
    assert result.moved_to is not None and result.moved_to.name in result.problem
    assert result.moved_to.name.startswith("savegame.corrupt-")
    assert result.moved_to.suffix == ".json"
    assert result.moved_to.read_bytes() == raw  # kept for inspection, unchanged
    assert not path.exists()
    # reported once: the next load finds no save and no problem
    assert SaveStore(tmp_path).load() == LoadResult(None, None, None)


def test_the_unmutated_sample_loads(tmp_path: Path) -> None:
    """Guards the table above: its damage comes from each mutation, not from the sample."""
    (tmp_path / "savegame.json").write_text(json.dumps(_valid()))
    assert SaveStore(tmp_path).load().game is not None


def test_oversized_file_is_refused_without_reading_it(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(savegame, "MAX_BYTES", 100)
    (tmp_path / "savegame.json").write_text(played_game().to_json())
    result = SaveStore(tmp_path).load()
    assert result.game is None and result.moved_to is not None


def test_an_engine_failure_of_any_kind_does_not_stop_the_app(tmp_path, monkeypatch) -> None:
    def broken(text):
        raise TypeError("an engine bug")

    monkeypatch.setattr(Game, "from_json", staticmethod(broken))
    (tmp_path / "savegame.json").write_text("{}")
    result = SaveStore(tmp_path).load()
    assert result.game is None and result.problem and result.moved_to is not None


def test_unreadable_path_is_reported_without_raising(tmp_path: Path) -> None:
    (tmp_path / "savegame.json").mkdir()
    result = SaveStore(tmp_path).load()
    assert result.game is None and result.problem
    assert result.kind is ProblemKind.SAVE_UNREADABLE and result.moved_to is None
    assert result.problem == "The saved game could not be read, so a new game was started."


def test_a_damaged_save_that_cannot_be_moved_is_still_reported(tmp_path, monkeypatch) -> None:
    from spiderette_qt.persistence import atomic

    def refuse(path):
        raise OSError("read-only")

    monkeypatch.setattr(atomic, "quarantine", refuse)
    (tmp_path / "savegame.json").write_text("not json")
    result = SaveStore(tmp_path).load()
    assert result == LoadResult(None, ProblemKind.SAVE_DAMAGED, None)
    assert result.problem == "The saved game was damaged, so a new game was started."


def test_deal_id_names_the_deal_with_or_without_a_code() -> None:
    from spiderette_qt.persistence import deal_id

    coded = Game.from_code("SD1-S1-AAAAABD")
    assert deal_id(coded) == "SD1-S1-AAAAABD"
    assert deal_id(coded.restarted()) == deal_id(coded)
    plain = Game.from_deck(full_deck(4), suits=4)
    assert deal_id(plain).startswith("deck-")
    assert deal_id(Game.from_json(plain.to_json())) == deal_id(plain)
    assert deal_id(plain) != deal_id(Game.from_deck(list(reversed(full_deck(4))), suits=4))


def test_the_demos_part_in_a_game_is_kept_and_only_true_counts(tmp_path: Path) -> None:
    """A game the Demo played in stays the Demo's after a restart (issue 25): the save keeps
    it; a player's own game is written as before, and a damaged flag is the player's game."""
    game = Game.new(1, 7)
    game.move(*next((m.source, m.count, m.target) for m in game.legal_moves()))
    store = SaveStore(tmp_path)
    assert store.save(game, 1000)
    assert "demo" not in json.loads(store.path.read_text())
    assert SaveStore(tmp_path).load().demo is False
    assert store.save(game, 1000, demo=True)  # the same game, now the Demo's: written again
    assert json.loads(store.path.read_text())["demo"] is True
    assert SaveStore(tmp_path).load().demo is True
    for damaged in ("yes", 1, None):
        data = json.loads(store.path.read_text())
        data["demo"] = damaged
        store.path.write_text(json.dumps(data))
        loaded = SaveStore(tmp_path).load()
        assert loaded.game is not None and loaded.demo is False
