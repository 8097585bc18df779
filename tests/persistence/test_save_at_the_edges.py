"""What may be found where the game is saved while it runs (issue 22, items 5 and 6).

Garbage (deeply nested JSON, bytes that are no JSON, JSON that is no game) is damage, not a
newer game of another window: it is moved aside like a damaged file at start-up and this
session's game is saved. A place that cannot be read at all (no permission; a folder, a pipe
or a device there) is not a newer game either: nothing is written over it, `conflict` stays
False and `unreadable` says why, for the window to tell the player.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.persistence.problems import UnreadableReason
from spiderette_qt.persistence.savegame import FILE_NAME, SaveStore

NESTED = "[" * 100_000 + "]" * 100_000


def _playing(tmp_path: Path) -> tuple[SaveStore, Game]:
    store = SaveStore(tmp_path)
    assert store.load().game is None
    game = Game.from_code("SD2-S1-AAAAABD")
    assert store.save(game)
    game.deal()
    return store, game


def _saved_code(tmp_path: Path) -> str:
    return json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))["game"]["code"]


def _kept_aside(tmp_path: Path) -> list[Path]:
    return sorted(tmp_path.glob("savegame.corrupt-*.json"))


@pytest.mark.parametrize("garbage", [NESTED, "not json at all", '{"format": "x"}', "[]",
                                     '{"format": "spiderette-save", "version": 1, "game": {}}'])
def test_garbage_written_during_the_game_is_set_aside_and_the_game_saved(
        tmp_path: Path, garbage: str) -> None:
    store, game = _playing(tmp_path)
    (tmp_path / FILE_NAME).write_text(garbage, encoding="utf-8")
    assert store.save(game)  # before: RecursionError, or a refusal as "another window's game"
    assert not store.conflict and store.unreadable is None
    assert _saved_code(tmp_path) == "SD2-S1-AAAAABD"
    assert SaveStore(tmp_path).load().game.to_json() == game.to_json()
    [kept] = _kept_aside(tmp_path)
    assert kept.read_text(encoding="utf-8") == garbage  # kept byte for byte
    assert store.set_aside == kept


def test_bytes_that_are_not_text_are_damage_too(tmp_path: Path) -> None:
    store, game = _playing(tmp_path)
    (tmp_path / FILE_NAME).write_bytes(b"\xff\xfe\x00garbage")
    assert store.save(game) and _saved_code(tmp_path) == "SD2-S1-AAAAABD"
    assert len(_kept_aside(tmp_path)) == 1


def test_another_windows_real_game_is_still_not_overwritten(tmp_path: Path) -> None:
    store, game = _playing(tmp_path)
    other = SaveStore(tmp_path)
    assert other.save(Game.from_code("SD4-S1-CCCCCCC"), overwrite=True)
    assert not store.save(game)
    assert store.conflict and store.unreadable is None
    assert not store.save(game)  # asked again: the same answer, from the file's signature
    assert _saved_code(tmp_path) == "SD4-S1-CCCCCCC" and _kept_aside(tmp_path) == []


def _directory(path: Path) -> None:
    path.mkdir()


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _device(path: Path) -> None:
    path.symlink_to("/dev/zero")


@pytest.mark.parametrize("make", [_directory, _fifo, _device])
def test_a_folder_pipe_or_device_in_the_saves_place_is_said_so(tmp_path: Path, make) -> None:
    store, game = _playing(tmp_path)
    (tmp_path / FILE_NAME).unlink()
    make(tmp_path / FILE_NAME)
    assert not store.save(game)  # a pipe must not hang it, /dev/zero must not fill memory
    assert not store.conflict  # before: "another window saved a newer game"
    assert store.unreadable is UnreadableReason.NOT_A_FILE
    assert (tmp_path / FILE_NAME).exists() or (tmp_path / FILE_NAME).is_symlink()


def test_a_save_it_may_not_read_is_said_so(tmp_path: Path, monkeypatch) -> None:
    store, game = _playing(tmp_path)
    other = SaveStore(tmp_path)
    assert other.save(Game.from_code("SD4-S1-CCCCCCC"), overwrite=True)
    os.chmod(tmp_path / FILE_NAME, 0)
    if os.access(tmp_path / FILE_NAME, os.R_OK):  # root reads anything: refuse as mode 000 would
        real = Path.read_bytes

        def refuse(self: Path) -> bytes:
            if self.name == FILE_NAME:
                raise PermissionError(13, "Permission denied", str(self))
            return real(self)

        monkeypatch.setattr(Path, "read_bytes", refuse)
    assert not store.save(game)
    assert not store.conflict and store.unreadable is UnreadableReason.NO_PERMISSION


def test_an_unreadable_save_at_start_up_is_not_a_newer_game_either(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).mkdir()
    store = SaveStore(tmp_path)
    assert store.load().game is None
    assert not store.save(Game.from_code("SD1-S1-AAAAABD"))
    assert not store.conflict and store.unreadable is UnreadableReason.NOT_A_FILE
    store.clear()  # after a win: not ours to remove, and not a conflict
    assert (tmp_path / FILE_NAME).is_dir() and not store.conflict


def test_a_resumed_game_is_known_as_such(tmp_path: Path) -> None:
    assert SaveStore(tmp_path).load().game is None
    assert not SaveStore(tmp_path).loaded_game
    SaveStore(tmp_path).save(Game.from_code("SD1-S1-AAAAABD"))
    store = SaveStore(tmp_path)
    assert store.load().game is not None and store.loaded_game
