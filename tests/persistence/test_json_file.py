"""JsonFile: the file handling both stores share (read, reject, write only on change)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from spiderette_qt.persistence import atomic
from spiderette_qt.persistence.json_file import (
    DamagedFile,
    FileProblem,
    JsonFile,
    UnreadableFile,
)
from spiderette_qt.persistence.paths import data_dir


def test_a_missing_file_reads_as_none(tmp_path: Path) -> None:
    assert JsonFile("x.json", tmp_path, max_bytes=100).read() is None


def test_the_path_follows_the_data_directory_at_each_use(tmp_path: Path, monkeypatch) -> None:
    file = JsonFile("x.json", max_bytes=100)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "one"))
    first = file.path
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "two"))
    assert file.path != first and file.path == data_dir() / "x.json"


def test_text_round_trip_and_unchanged_text_is_not_rewritten(tmp_path: Path, monkeypatch) -> None:
    file = JsonFile("x.json", tmp_path, max_bytes=100)
    assert file.write_if_changed('{"a": "å"}')
    assert file.read() == '{"a": "å"}'
    writes: list[str] = []
    monkeypatch.setattr(atomic, "atomic_write_text", lambda p, t: writes.append(t))
    assert not file.write_if_changed('{"a": "å"}')
    # a fresh JsonFile that has read the text knows it is on disk, too
    other = JsonFile("x.json", tmp_path, max_bytes=100)
    other.read()
    assert not other.write_if_changed('{"a": "å"}')
    assert writes == []
    assert file.write_if_changed("{}")
    assert writes == ["{}"]


def test_a_failed_write_is_kept_then_cleared_by_the_next_success(tmp_path, monkeypatch) -> None:
    file = JsonFile("x.json", tmp_path, max_bytes=100)
    file.write_if_changed("old")

    def failing(path, text):
        raise OSError("disk full")

    monkeypatch.setattr(atomic, "atomic_write_text", failing)
    assert not file.write_if_changed("new")
    assert isinstance(file.last_error, OSError)
    assert file.path.read_text() == "old"
    monkeypatch.undo()
    assert file.write_if_changed("new")  # the same text is retried, not skipped
    assert file.last_error is None and file.path.read_text() == "new"


def test_a_file_over_the_limit_is_damaged_and_not_read(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "x.json").write_text("x" * 101)
    real = Path.read_bytes

    def read_bytes(self: Path) -> bytes:
        # Only this file: a window of an earlier test may still read its card images.
        if self.name == "x.json":
            pytest.fail("read a huge file")
        return real(self)

    monkeypatch.setattr(Path, "read_bytes", read_bytes)
    with pytest.raises(DamagedFile, match="too large"):
        JsonFile("x.json", tmp_path, max_bytes=100).read()


def test_bytes_that_are_not_utf8_are_damaged(tmp_path: Path) -> None:
    (tmp_path / "x.json").write_bytes(b"\xff\xfe{}")
    with pytest.raises(DamagedFile) as caught:
        JsonFile("x.json", tmp_path, max_bytes=100).read()
    assert isinstance(caught.value.__cause__, UnicodeDecodeError)


def test_a_directory_in_place_of_the_file_is_unreadable(tmp_path: Path) -> None:
    (tmp_path / "x.json").mkdir()
    with pytest.raises(UnreadableFile) as caught:
        JsonFile("x.json", tmp_path, max_bytes=100).read()
    assert isinstance(caught.value, FileProblem)
    assert (tmp_path / "x.json").is_dir()  # left where it is


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_named_pipe_is_unreadable_and_not_waited_on(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "x.json")  # reading it would block until a writer came
    with pytest.raises(UnreadableFile):
        JsonFile("x.json", tmp_path, max_bytes=100).read()


def test_a_read_error_is_unreadable_with_the_cause(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "x.json").write_text("{}")

    def denied(self):
        raise PermissionError("no permission")

    monkeypatch.setattr(Path, "read_bytes", denied)
    with pytest.raises(UnreadableFile) as caught:
        JsonFile("x.json", tmp_path, max_bytes=100).read()
    assert isinstance(caught.value.__cause__, PermissionError)


def test_reject_moves_the_file_aside_and_forgets_its_text(tmp_path: Path, monkeypatch) -> None:
    file = JsonFile("x.json", tmp_path, max_bytes=100)
    file.path.write_text("bad")
    assert file.read() == "bad"
    moved = file.reject(ValueError("not json"))
    assert moved is not None and moved.name.startswith("x.corrupt-") and moved.suffix == ".json"
    assert moved.read_text() == "bad" and not file.path.exists()
    # the text is forgotten: writing the same text again really writes it
    assert file.write_if_changed("bad") and file.path.read_text() == "bad"


def test_reject_that_cannot_move_returns_none(tmp_path: Path, monkeypatch) -> None:
    file = JsonFile("x.json", tmp_path, max_bytes=100)
    file.path.write_text("bad")

    def refuse(path):
        raise OSError("read-only")

    monkeypatch.setattr(atomic, "quarantine", refuse)
    assert file.reject(ValueError("bad")) is None
    assert file.path.exists()


def test_read_removes_stale_temp_files_only(tmp_path: Path) -> None:
    stale = tmp_path / ".x.json.abc.tmp"
    fresh = tmp_path / ".x.json.def.tmp"
    stale.write_text("cut short")
    fresh.write_text("being written")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    JsonFile("x.json", tmp_path, max_bytes=100).read()
    assert not stale.exists() and fresh.exists()


def test_remove_deletes_and_forgets(tmp_path: Path) -> None:
    file = JsonFile("x.json", tmp_path, max_bytes=100)
    file.write_if_changed("t")
    file.remove()
    file.remove()  # a missing file is fine
    assert not file.path.exists()
    assert file.write_if_changed("t")
