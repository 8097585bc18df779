"""The settings file before QSettings writes it (issue 22, items 4 and 9): 0600 in a 0700
folder whatever the umask, and a link in its place never written through."""

from __future__ import annotations

import os
import stat
from pathlib import Path

from PySide6.QtCore import QSettings

from spiderette_qt.settings.settings_file import prepare


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def _write(path: Path) -> None:
    store = QSettings(str(path), QSettings.Format.IniFormat)
    prepare(store.fileName())
    store.setValue("suits", 2)
    store.sync()
    assert store.status() == QSettings.Status.NoError


def test_a_new_settings_file_is_private_whatever_the_umask(tmp_path: Path) -> None:
    path = tmp_path / "config" / "Spiderette" / "Spiderette.conf"
    old = os.umask(0)
    try:
        _write(path)  # before: 0666 in 0777 folders
    finally:
        os.umask(old)
    assert _mode(path) == 0o600 and _mode(path.parent) == 0o700
    assert "suits=2" in path.read_text()


def test_an_open_settings_file_of_ours_is_closed(tmp_path: Path) -> None:
    path = tmp_path / "Spiderette.conf"
    path.write_text("[General]\nsuits=4\n")
    os.chmod(path, 0o666)
    _write(path)
    assert _mode(path) == 0o600 and "suits=2" in path.read_text()


def test_a_link_in_the_settings_place_is_not_written_through(tmp_path: Path) -> None:
    target = tmp_path / "someone-elses.conf"
    target.write_text("[General]\nlanguage=de\n")
    path = tmp_path / "config" / "Spiderette.conf"
    path.parent.mkdir()
    path.symlink_to(target)
    _write(path)
    assert target.read_text() == "[General]\nlanguage=de\n"  # before: suits=2 written there
    assert not path.is_symlink() and _mode(path) == 0o600
    text = path.read_text()
    assert "language=de" in text and "suits=2" in text  # what the link held is kept


def test_a_dangling_link_becomes_an_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "Spiderette.conf"
    path.symlink_to(tmp_path / "nowhere" / "x.conf")
    _write(path)
    assert not path.is_symlink() and "suits=2" in path.read_text()
    assert not (tmp_path / "nowhere").exists()
