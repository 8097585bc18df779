"""Atomic writes leave the old or the new file, never a mix; bad files are moved aside."""

from __future__ import annotations

import os
import sys
from datetime import datetime
from pathlib import Path

import pytest

from spiderette_qt.persistence import atomic
from spiderette_qt.persistence.atomic import atomic_write_text, quarantine
from spiderette_qt.persistence.paths import data_dir


def test_write_creates_and_replaces(tmp_path: Path) -> None:
    tmp_path = tmp_path / "w"
    target = tmp_path / "sub" / "file.json"
    atomic_write_text(target, "first")
    assert target.read_text(encoding="utf-8") == "first"
    atomic_write_text(target, "second ♠")
    assert target.read_text(encoding="utf-8") == "second ♠"
    assert sorted(p.name for p in target.parent.iterdir()) == ["file.json"]


def test_failed_replace_keeps_old_file_and_no_temp(tmp_path, monkeypatch) -> None:
    tmp_path = tmp_path / "w"
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def broken_replace(src, dst):
        raise OSError("simulated crash before the rename")

    monkeypatch.setattr(atomic.os, "replace", broken_replace)
    with pytest.raises(OSError, match="simulated"):
        atomic_write_text(target, "new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_failed_fsync_midway_keeps_old_file_and_no_temp(tmp_path, monkeypatch) -> None:
    tmp_path = tmp_path / "w"
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(atomic.os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk full"):
        atomic_write_text(target, "new" * 1000)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_interrupt_during_write_cleans_up(tmp_path, monkeypatch) -> None:
    tmp_path = tmp_path / "w"
    target = tmp_path / "file.json"
    atomic_write_text(target, "old")
    real_fdopen = os.fdopen

    class Exploding:
        def __init__(self, handle):
            self._handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self._handle.close()
            return False

        def write(self, data):
            self._handle.write(data[: len(data) // 2])  # half of it reached the disk
            raise KeyboardInterrupt

    def fdopen(fd, mode, *args, **kwargs):
        # Only atomic's own call (os.fdopen is the os module's: a window of an earlier test
        # may still write its card images through cache_files meanwhile).
        if sys._getframe(1).f_globals.get("__name__") != atomic.__name__:
            return real_fdopen(fd, mode, *args, **kwargs)
        return Exploding(real_fdopen(fd, mode))

    monkeypatch.setattr(atomic.os, "fdopen", fdopen)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_text(target, "new content")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.json"]


def test_quarantine_names_and_keeps_the_file(tmp_path: Path) -> None:
    when = datetime(2026, 11, 29, 13, 5, 9)
    names = []
    for content in ("bad one", "bad two", "bad three"):
        bad = tmp_path / "savegame.json"
        bad.write_text(content)
        moved = quarantine(bad, now=when)
        assert not bad.exists()
        assert moved.read_text() == content
        names.append(moved.name)
    assert names == [
        "savegame.corrupt-20261129-130509.json",
        "savegame.corrupt-20261129-130509-1.json",
        "savegame.corrupt-20261129-130509-2.json",
    ]


def test_quarantine_uses_the_current_time(tmp_path: Path) -> None:
    bad = tmp_path / "statistics.json"
    bad.write_text("x")
    moved = quarantine(bad)
    assert moved.name.startswith("statistics.corrupt-")
    assert moved.suffix == ".json"
    stamp = moved.name.removeprefix("statistics.corrupt-").removesuffix(".json")
    datetime.strptime(stamp, "%Y%m%d-%H%M%S")  # raises if the stamp is malformed


def test_data_dir_follows_the_environment_at_call_time(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "one"))
    first = data_dir()
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "two"))
    second = data_dir()
    assert first != second
    assert first.is_dir() and second.is_dir()
    assert second.name == "Spiderette"


def test_stale_temp_files_are_removed_fresh_ones_kept(tmp_path: Path) -> None:
    folder = tmp_path / "w"
    folder.mkdir()
    target = folder / "savegame.json"
    target.write_text("real")
    stale = folder / ".savegame.json.abc123.tmp"
    fresh = folder / ".savegame.json.def456.tmp"
    other = folder / ".statistics.json.xyz.tmp"
    for temp in (stale, fresh, other):
        temp.write_text("half")
    old = datetime(2020, 1, 1).timestamp()
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    assert atomic.remove_stale_temp_files(target) == 1
    assert sorted(p.name for p in folder.iterdir()) == sorted([target.name, fresh.name, other.name])
