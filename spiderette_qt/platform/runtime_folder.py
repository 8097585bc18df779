"""The user's private runtime folder: where the one-instance lock and socket live.

They used to be `/tmp/spiderette-<checksum>`, a name any local user can compute: another user
could create it first and then receive the player's game codes, or make every launch wait and
open a second window. They now live in a folder only the player can enter:

1. `$XDG_RUNTIME_DIR` (the session's /run/user/<uid>, made 0700 by the login manager), when
   it is an absolute path to a real folder (not a link) that the player owns and nobody else
   may enter;
2. else `/tmp/spiderette-<uid>` (or `$TMPDIR`), made 0700 by us, with the same check (a
   folder of that name made by someone else is refused);
3. else `runtime` in the user's cache folder, made 0700, when its path is short enough for a
   socket (a Unix socket's path has at most ~108 bytes).

None when no folder passes (or off POSIX, where the socket is a named pipe and the lock stays
in the data folder): the caller then runs without the one-instance check rather than trusting
a folder someone else controls. No Qt; looked up at each call (tests change the environment).
"""

from __future__ import annotations

import os
import stat
import sys
import zlib
from pathlib import Path

#: A Unix socket's path holds 108 bytes on Linux and 104 on macOS and the BSDs, with its final
#: NUL; "/spiderette-<16 hex>.lock" is 32 of them.
SUN_PATH_BYTES = 108 if sys.platform.startswith("linux") else 104
MAX_FOLDER_BYTES = SUN_PATH_BYTES - 1 - 32


def is_private_folder(path: Path) -> bool:
    """A real folder (not a link to one) of this user that nobody else may enter or change."""
    try:
        info = os.lstat(path)
    except OSError:
        return False
    return (stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid()
            and info.st_mode & 0o077 == 0)


def _make_private(path: Path) -> bool:
    """Make `path` (its parent must exist) 0700, or accept it when it is ours already."""
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        try:
            info = os.lstat(path)
            if stat.S_ISDIR(info.st_mode) and info.st_uid == os.getuid():
                os.chmod(path, 0o700)  # ours but too open (made under an old umask?): close it
        except OSError:
            return False
    except OSError:
        return False
    return is_private_folder(path)


def _short_enough(path: Path) -> bool:
    return len(os.fsencode(path)) <= MAX_FOLDER_BYTES


def runtime_folder() -> Path | None:
    """The first trustworthy folder of the module docstring's list, or None."""
    if os.name != "posix":
        return None
    session = os.environ.get("XDG_RUNTIME_DIR", "")
    if os.path.isabs(session) and is_private_folder(Path(session)) and \
            _short_enough(Path(session)):
        return Path(session)
    temporary = os.environ.get("TMPDIR", "")
    base = Path(temporary if os.path.isabs(temporary) else "/tmp")
    ours = base / f"spiderette-{os.getuid()}"
    if _short_enough(ours) and _make_private(ours):
        return ours
    from spiderette_qt.platform.user_folders import make_private_folder, user_cache_path

    try:
        cache = user_cache_path()
        make_private_folder(cache)
    except OSError:
        return None
    fallback = cache / "runtime"
    if _short_enough(fallback) and _make_private(fallback):
        return fallback
    return None


def instance_key(data_folder: str) -> str:
    """`spiderette-<checksum of the user and the data folder>`: one instance per data folder
    (a test with its own data folder never meets the player's game). zlib, not hashlib:
    hashlib loads OpenSSL, a few ms of every start; this needs no cryptography (the folder
    is private)."""
    getuid = getattr(os, "getuid", None)  # POSIX; on Windows the user's name
    user = str(getuid()) if getuid is not None else \
        os.environ.get("USERNAME") or os.environ.get("USER") or "user"
    raw = f"{user}\0{data_folder}".encode("utf-8", "surrogatepass")
    return f"spiderette-{zlib.crc32(raw):08x}{zlib.adler32(raw):08x}"


def data_folder_name() -> str:
    """The app's data folder as text (there is one instance per data folder), not created."""
    from spiderette_qt.platform.user_folders import user_data_path

    return str(user_data_path())
