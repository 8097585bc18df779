"""Our folders are 0700 and our files 0600 whatever the umask (issue 22, item 4), and a
start-up cache is loaded only when nobody but the player (or root) could have written it:
under umask 000 another user could rewrite the compile cache and run code as the player.

The umask is process-wide: each test sets 000 for its own few lines and puts it back.
"""

from __future__ import annotations

import marshal
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from spiderette_qt.persistence import atomic
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.platform import cache_files, crash_log
from spiderette_qt.platform.user_folders import make_private_folder
from spiderette_qt.startup import pyside_compile_cache as compile_cache

OTHER_UID = 54321


@contextmanager
def umask_000() -> Iterator[None]:
    old = os.umask(0)
    try:
        yield
    finally:
        os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_folders_are_made_0700_with_their_missing_parents(tmp_path: Path) -> None:
    with umask_000():
        made = make_private_folder(tmp_path / "a" / "b" / "Spiderette")
    assert made.is_dir()
    assert [mode(p) for p in (tmp_path / "a", tmp_path / "a" / "b", made)] == [0o700] * 3


def test_an_app_folder_others_may_write_to_is_closed(tmp_path: Path) -> None:
    old = tmp_path / "Spiderette"
    old.mkdir()
    os.chmod(old, 0o777)  # made by an earlier version under umask 000
    make_private_folder(old)
    assert mode(old) == 0o700


def test_the_data_folder_and_the_save_are_private(tmp_path: Path) -> None:
    with umask_000():
        folder = data_dir()  # before: 0777
        atomic.atomic_write_text(folder / "savegame.json", "{}")
    assert mode(folder) == 0o700 and mode(folder / "savegame.json") == 0o600


def test_cache_files_are_private(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "cards" / "x.png"
    with umask_000():
        assert cache_files.replace_file(path, b"data")  # before: 0666 in 0777 folders
    assert mode(path) == 0o600 and mode(path.parent) == 0o700 and mode(path.parent.parent) == 0o700


def test_crash_logs_are_private(tmp_path: Path) -> None:
    log = crash_log.CrashLog(tmp_path / "log")
    with umask_000():
        log.install()
        try:
            raise RuntimeError("boom")
        except RuntimeError as exc:
            written = log.write((type(exc), exc, exc.__traceback__))
    try:
        assert written is not None and mode(written) == 0o600
        assert log._fatal_path is not None and mode(log._fatal_path) == 0o600
        assert mode(tmp_path / "log") == 0o700
    finally:
        log.close()


def _stored(place: Path) -> None:
    with compile_cache.compiled_once([place]):
        compile(b"ANSWER = 42\n", "shibokensupport/answer.py", "exec")
    assert compile_cache.load(place)


def test_the_compile_cache_is_written_private(tmp_path: Path) -> None:
    place = tmp_path / "cache" / "c.marshal"
    with umask_000():
        _stored(place)
    assert mode(place) == 0o600


def test_a_compile_cache_others_may_write_is_not_loaded(tmp_path: Path) -> None:
    place = tmp_path / "c.marshal"
    _stored(place)
    os.chmod(place, 0o666)  # anyone could have put code in it
    assert compile_cache.load(place) == {}  # before: loaded, and its code run
    os.chmod(place, 0o620)
    assert compile_cache.load(place) == {}
    os.chmod(place, 0o644)
    assert compile_cache.load(place)


@pytest.mark.skipif(os.getuid() != 0, reason="playing another user needs root")
def test_a_compile_cache_of_another_user_is_not_loaded(tmp_path: Path) -> None:
    place = tmp_path / "c.marshal"
    _stored(place)
    os.chown(place, OTHER_UID, OTHER_UID)
    assert compile_cache.load(place) == {}


def test_a_linked_compile_cache_is_not_followed(tmp_path: Path) -> None:
    real = tmp_path / "real.marshal"
    _stored(real)
    link = tmp_path / "c.marshal"
    link.symlink_to(real)
    assert compile_cache.load(link) == {}
    assert marshal.loads(real.read_bytes())  # the file itself is fine


def test_read_trusted_refuses_what_is_not_a_plain_file(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe")
    assert cache_files.read_trusted(tmp_path / "pipe") is None  # and does not hang
    assert cache_files.read_trusted(tmp_path) is None
    assert cache_files.read_trusted(tmp_path / "missing") is None
    (tmp_path / "big").write_bytes(b"x" * 10)
    assert cache_files.read_trusted(tmp_path / "big", max_bytes=9) is None
    assert cache_files.read_trusted(tmp_path / "big") == b"x" * 10
