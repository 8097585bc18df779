"""Writing and reading a cache file: whole or not at all, private, and never worth an error.

The start-up caches (pyside_compile_cache, ui.card_disk_cache) only spare work that can be
done again, so unlike the saved game (persistence.atomic, which syncs to disk) a write here
does not wait for the disk: a reader sees the old file or the whole new one (a rename), and
a write that fails (a full disk, a read-only home) is a False, not an exception.

A cache is private: its folders are made 0700 and its files 0600 whatever the umask, and
read_trusted() reads a file only when nobody but the player (or root, who installs the
bundle's own copy) could have written it. The compile cache holds code that runs at the next
start: a file another user could rewrite would run their code as the player. No Qt, and
nothing imported: the compile cache uses it before PySide6 is.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from spiderette_qt.platform.user_folders import make_private_folder, open_private_file


def replace_file(path: Path, data: bytes) -> bool:
    """Put `data` at `path` (0600) through a temporary file beside it; True if it is there."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        make_private_folder(path.parent)
        try:
            temporary.unlink()  # a crashed write of this pid's: O_EXCL must not trip on it
        except FileNotFoundError:
            pass
        with os.fdopen(open_private_file(temporary), "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
    except OSError:
        try:
            temporary.unlink()
        except OSError:
            pass
        return False
    return True


def trusted(info: os.stat_result) -> bool:
    """A regular file owned by the player (or root) that no one else may write to."""
    getuid = getattr(os, "getuid", None)
    if getuid is None:  # Windows: the per-user folder's own rights decide
        return stat.S_ISREG(info.st_mode)
    return (stat.S_ISREG(info.st_mode) and info.st_uid in (getuid(), 0)
            and info.st_mode & 0o022 == 0)


def read_trusted(path: Path, max_bytes: int | None = None) -> bytes | None:
    """The bytes of `path`, or None when it is missing, unreadable, larger than `max_bytes`
    or not trusted() (checked on the opened file itself, so a swap after the check is no
    way around it)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not trusted(info) or (max_bytes is not None and info.st_size > max_bytes):
            return None
        with os.fdopen(fd, "rb") as handle:
            fd = -1
            return handle.read()
    except OSError:
        return None
    finally:
        if fd >= 0:
            os.close(fd)
