"""Crash-safe file writes and moving bad files aside.

A save must never leave a half-written file behind: the battery can die at any instant.
So a write goes to a temporary file in the same directory (same file system, so the final
rename is atomic), is flushed and fsynced, and only then replaces the real file with
os.replace. At any instant the real path holds either the whole old text or the whole new
text. Fsyncing the directory afterwards makes the rename itself durable where the platform
allows it (POSIX; Windows has no directory handles to fsync).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

from spiderette_qt.platform.user_folders import make_private_folder

if TYPE_CHECKING:
    from datetime import datetime


def atomic_write_text(path: Path | str, text: str) -> None:
    """Write text (UTF-8) to path so that a crash leaves the old or the new file, never a mix.

    Raises OSError when the write cannot be done; the old file is then untouched and the
    temporary file is removed.
    """
    target = Path(path)
    directory = target.parent
    make_private_folder(directory)
    data = text.encode("utf-8")
    # mkstemp makes the file 0600, whatever the umask; os.replace keeps that mode.
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        # Any failure (disk full, permission, KeyboardInterrupt): leave no litter behind.
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _fsync_directory(directory)


def remove_stale_temp_files(path: Path | str, older_than: float = 60.0) -> int:
    """Delete temporary files that a killed process left beside path; return how many.

    Only files older than older_than seconds go, so a write in progress in another instance
    of the app is not disturbed. Errors are ignored: this is tidying, not saving.
    """
    target = Path(path)
    removed = 0
    limit = time.time() - older_than
    try:
        candidates = list(target.parent.glob(f".{target.name}.*.tmp"))
    except OSError:
        return 0
    for candidate in candidates:
        try:
            if candidate.stat().st_mtime < limit:
                candidate.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def _fsync_directory(directory: Path) -> None:
    """Make a rename in directory durable; silently skipped where directories cannot be opened."""
    if os.name != "posix":
        return
    try:
        dir_fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass  # some file systems refuse fsync on a directory; the data is already safe
    finally:
        os.close(dir_fd)


def quarantine(path: Path | str, now: datetime | None = None) -> Path:
    """Move a bad file aside as <stem>.corrupt-YYYYmmdd-HHMMSS[-n]<suffix>; return the new path.

    The file is kept (not deleted) so that a player or a developer can inspect it. A number
    is added when a file of that name already exists (two bad files in the same second).
    """
    if now is None:
        # Imported here: only a damaged file needs the clock, so the start-up need not
        # import datetime (~1 ms) for it.
        from datetime import datetime

        now = datetime.now()
    source = Path(path)
    stamp = now.strftime("%Y%m%d-%H%M%S")
    stem, suffix = source.stem, source.suffix
    candidate = source.with_name(f"{stem}.corrupt-{stamp}{suffix}")
    counter = 1
    while candidate.exists():
        candidate = source.with_name(f"{stem}.corrupt-{stamp}-{counter}{suffix}")
        counter += 1
    os.replace(source, candidate)
    return candidate
