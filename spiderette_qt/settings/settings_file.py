"""The settings file made safe before QSettings writes it.

QSettings makes its folder and file with the umask's modes (0777 and 0666 under umask 000)
and writes *through* a symbolic link in the file's place, into whatever file it points at.
prepare() runs before the first write: the folder is made 0700 (user_folders), a link in the
file's place is replaced by a regular file holding what the link's target held (so no
setting is lost, and the target is never written), and the file exists with mode 0600
(QSettings keeps an existing file's mode). No Qt; nothing here may stop the start.
"""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

from spiderette_qt.platform.user_folders import make_private_folder, open_private_file

log = logging.getLogger(__name__)

#: A settings file is a few hundred bytes; a link to anything bigger is not copied.
MAX_COPY_BYTES = 1024 * 1024


def _target_text(path: Path) -> bytes:
    """What the link at `path` points at, when that is a small regular file; else nothing."""
    try:
        info = os.stat(path)
        if stat.S_ISREG(info.st_mode) and info.st_size <= MAX_COPY_BYTES:
            return path.read_bytes()[:MAX_COPY_BYTES]
    except OSError:
        pass
    return b""


def _replace_link(path: Path) -> None:
    data = _target_text(path)
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with os.fdopen(open_private_file(temporary), "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)  # replaces the link itself, never its target
    except OSError:
        try:
            temporary.unlink()
        except OSError:
            pass
        raise
    log.warning("the settings file %s was a link; it is now a file of its own", path)


def prepare(path: str | Path) -> None:
    """Make the settings file at `path` ready for QSettings (see the module docstring)."""
    target = Path(path)
    try:
        make_private_folder(target.parent)
        if target.is_symlink():
            _replace_link(target)
            return
        try:
            os.close(open_private_file(target))  # a new, empty file, 0600
        except FileExistsError:
            info = os.lstat(target)
            getuid = getattr(os, "getuid", None)  # POSIX: Windows has its own rights
            if getuid is not None and stat.S_ISREG(info.st_mode) and info.st_mode & 0o077 \
                    and info.st_uid == getuid():
                os.chmod(target, 0o600)
    except OSError as exc:
        log.warning("cannot prepare the settings file %s: %s", target, exc)
