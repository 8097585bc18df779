"""The per-user folders of the app: its data (the saved game, the statistics), its logs and
its cache (card images).

A module of its own, outside the persistence package, because the crash log asks for its
folder before anything else is imported. Folders are looked up at call time, never cached at
import time, so tests (which point XDG_DATA_HOME at a fresh folder per test) and users who
change their environment get the folder they expect.

platformdirs decides, except in the plain Linux case, which is answered here without
importing it: its import (its platform classes, and copy) is 3-4 ms of every start before
the window can show. That answer is the XDG Base Directory rule, the one
platformdirs follows (an absolute $XDG_DATA_HOME, else $HOME/.local/share; the same for the
state folder), and tests/platform/test_user_folders.py checks it against platformdirs itself.
Anything else (another system, a relative or missing HOME, Android) goes to platformdirs.

Folders and files of ours are private whatever the umask (under umask 000 they used to be
0777 and 0666, and another user could rewrite the start-up compile cache): make_private_folder
creates each missing folder 0700, and open_private_file creates files 0600.
"""

from __future__ import annotations

import os
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

APP_NAME = "Spiderette"

#: The XDG variable of each per-user folder, and its default under $HOME.
_XDG_FOLDERS = {"data": ("XDG_DATA_HOME", ".local/share"),
                "state": ("XDG_STATE_HOME", ".local/state"),
                "cache": ("XDG_CACHE_HOME", ".cache")}

#: A folder that replaces the data directory for a while (the self-test's throw-away one).
_data_override: list[Path] = []


def linux_xdg_folder(kind: str) -> Path | None:
    """platformdirs' per-user `kind` ("data", "state" or "cache") folder of the app on Linux, in the
    plain case; None where platformdirs must decide."""
    if not sys.platform.startswith("linux") or "ANDROID_DATA" in os.environ:
        return None
    variable, default = _XDG_FOLDERS[kind]
    base = os.environ.get(variable, "")
    if not os.path.isabs(base):  # unset, empty or relative: the spec says ignore it
        home = os.environ.get("HOME", "")
        if not os.path.isabs(home):  # platformdirs then asks the password database
            return None
        base = os.path.join(home, default)
    return Path(base) / APP_NAME


def user_data_path() -> Path:
    """The per-user data directory, not created."""
    if _data_override:
        return _data_override[-1]
    fast = linux_xdg_folder("data")
    if fast is not None:
        return fast
    import platformdirs

    return platformdirs.user_data_path(APP_NAME, appauthor=False)


def user_log_path() -> Path:
    """The per-user log directory (crash logs), not created."""
    fast = linux_xdg_folder("state")
    if fast is not None:
        return fast / "log"  # platformdirs' "opinion": logs in a log folder of the state one
    import platformdirs

    return Path(platformdirs.user_log_path(APP_NAME, appauthor=False))


def user_cache_path() -> Path:
    """The per-user cache directory (card images drawn at an earlier start), not created."""
    fast = linux_xdg_folder("cache")
    if fast is not None:
        return fast
    import platformdirs

    return platformdirs.user_cache_path(APP_NAME, appauthor=False)


def make_private_folder(path: Path) -> Path:
    """`path` and its missing parents, each created 0700 (mkdir's mode only takes bits away,
    so no umask opens it); an app folder of ours that others may write to is closed (0700).
    Raises OSError as Path.mkdir does (a file in the way, no permission)."""
    missing: list[Path] = []
    folder = path
    while not os.path.lexists(folder) and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for folder in reversed(missing):
        try:
            os.mkdir(folder, 0o700)
        except FileExistsError:  # another process made it meanwhile
            pass
    info = os.stat(path)
    if not stat.S_ISDIR(info.st_mode):
        raise NotADirectoryError(f"not a folder: {path}")
    if not missing and APP_NAME in (path.name, path.parent.name) and info.st_mode & 0o022 and \
            info.st_uid == getattr(os, "getuid", lambda: info.st_uid)():
        os.chmod(path, stat.S_IMODE(info.st_mode) & 0o700)  # made by an older version
    return path


def open_private_file(path: Path, *, exclusive: bool = True, append: bool = False) -> int:
    """A descriptor on `path`, created 0600 (an existing file keeps its mode); `exclusive`
    refuses a file already there, `append` opens one for reading and appending."""
    flags = os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    if append:
        flags |= os.O_RDWR | os.O_APPEND
    else:
        flags |= os.O_WRONLY | (os.O_EXCL if exclusive else os.O_TRUNC)
    return os.open(path, flags, 0o600)


@contextmanager
def data_dir_replaced(folder: Path) -> Iterator[Path]:
    """Every save and statistics file in `folder` for the duration (the self-test's
    throw-away folder: it must not touch the player's game)."""
    _data_override.append(folder)
    try:
        yield folder
    finally:
        _data_override.remove(folder)
