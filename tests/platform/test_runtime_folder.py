"""The one-instance lock and socket live in the player's private runtime folder (issue 22,
items 3 and 9), never under a name in /tmp that another local user could take first.

Another user is played by root's chown (the suite runs as root in CI; elsewhere the tests
that need it are skipped). TMPDIR points at the test's own folder, so no test touches the
real /tmp/spiderette-<uid>.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from spiderette_qt.app.instance_lock import InstanceLock, default_lock
from spiderette_qt.app.single_instance import SingleInstance, decode_message, server_name
from spiderette_qt.platform import runtime_folder
from spiderette_qt.platform.runtime_folder import is_private_folder

OTHER_UID = 54321
as_root = pytest.mark.skipif(os.getuid() != 0, reason="playing another user needs root")


@pytest.fixture
def places(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Path]]:
    # A short path: a socket's path has at most ~107 bytes (pytest's tmp_path is long).
    top = Path(tempfile.mkdtemp(prefix="sp-", dir="/tmp"))
    session = top / "run-user"
    session.mkdir(mode=0o700)
    os.chmod(session, 0o700)
    temporary = top / "tmp"
    temporary.mkdir()
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(session))
    monkeypatch.setenv("TMPDIR", str(temporary))
    monkeypatch.setenv("XDG_CACHE_HOME", str(top / "cache"))
    yield {"session": session, "tmp": temporary, "ours": temporary / f"spiderette-{os.getuid()}"}
    shutil.rmtree(top, ignore_errors=True)


def test_the_socket_and_the_lock_are_in_the_session_folder(places) -> None:
    name = server_name()
    assert name is not None and Path(name).parent == places["session"]  # before: a bare name
    assert Path(name).name.startswith("spiderette-")
    assert default_lock().path.parent == places["session"]  # before: in the data folder


def test_a_session_folder_others_may_enter_is_not_used(places) -> None:
    os.chmod(places["session"], 0o755)
    assert runtime_folder.runtime_folder() == places["ours"]
    assert is_private_folder(places["ours"])
    assert (os.stat(places["ours"]).st_mode & 0o777) == 0o700


def test_an_unset_session_folder_gives_a_private_folder_of_ours(places, monkeypatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    old = os.umask(0)  # whatever the umask: 0700
    try:
        assert runtime_folder.runtime_folder() == places["ours"]
    finally:
        os.umask(old)
    assert (os.stat(places["ours"]).st_mode & 0o777) == 0o700
    assert server_name() == str(places["ours"] / Path(server_name() or "").name)


def test_a_link_is_not_a_private_folder(places, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    places["ours"].symlink_to(elsewhere)
    folder = runtime_folder.runtime_folder()
    assert folder is not None and folder != places["ours"]
    assert is_private_folder(folder)


@as_root
def test_a_folder_another_user_made_first_is_refused(places, monkeypatch) -> None:
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    places["ours"].mkdir(mode=0o700)
    os.chown(places["ours"], OTHER_UID, OTHER_UID)  # the other user got there first
    folder = runtime_folder.runtime_folder()
    assert folder is not None and folder != places["ours"]  # the cache folder's, ours
    assert is_private_folder(folder)
    os.chown(places["session"], OTHER_UID, OTHER_UID)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(places["session"]))
    assert runtime_folder.runtime_folder() != places["session"]


def test_a_stale_socket_is_taken_over_and_a_normal_close_removes_it(qtbot, places) -> None:
    name = server_name()
    assert name is not None
    Path(name).write_text("")  # a crashed instance's socket file
    listener = SingleInstance(name)
    assert listener.listen(replace_stale=True)
    assert Path(name).exists()
    listener.close()
    assert not Path(name).exists()  # no stale sockets collect


def test_a_data_folder_that_cannot_be_written_keeps_the_one_instance_check(
        places, tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))  # no data folder can be made there
    first = default_lock()  # before: OSError from the data folder, and no check at all
    try:
        assert first.acquire() and first.held
        assert not InstanceLock(first.path).acquire()  # a second launch is second
    finally:
        first.release()


def test_a_lock_file_is_private_whatever_the_umask(places) -> None:
    old = os.umask(0)
    try:
        lock = default_lock()
        assert lock.acquire()
    finally:
        os.umask(old)
    lock.release()
    assert (os.stat(lock.path).st_mode & 0o777) == 0o600


def test_a_nested_message_does_not_crash_the_listener() -> None:
    nested = b'{"arguments": ' + b"[" * 100_000 + b"]" * 100_000 + b"}"
    assert decode_message(nested) is None  # before: RecursionError in the listener's slot
