"""Writing a cache file: whole or not at all, and never worth an error.

The start-up caches (pyside_compile_cache, ui.card_disk_cache) only spare work that can be
done again, so unlike the saved game (persistence.atomic, which syncs to disk) a write here
does not wait for the disk: a reader sees the old file or the whole new one (a rename), and
a write that fails (a full disk, a read-only home) is a False, not an exception. No Qt, and
nothing imported: the compile cache uses it before PySide6 is.
"""

from __future__ import annotations

import os
from pathlib import Path


def replace_file(path: Path, data: bytes) -> bool:
    """Put `data` at `path` through a temporary file beside it; True if it is there."""
    temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_bytes(data)
        os.replace(temporary, path)
    except OSError:
        try:
            temporary.unlink()
        except OSError:
            pass
        return False
    return True
