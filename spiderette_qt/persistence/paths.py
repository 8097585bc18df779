"""Where Spiderette keeps its files.

The directory is looked up at call time, never cached at import time, so tests (which point
XDG_DATA_HOME at a fresh folder per test) and users who change their environment get the
directory they expect.
"""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP_NAME = "Spiderette"


def data_dir() -> Path:
    """The per-user data directory (created on demand) for the save file and statistics."""
    path = platformdirs.user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path
