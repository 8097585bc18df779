"""Where Spiderette keeps its files: the per-user data folder (spiderette_qt.platform.user_folders).

The directory is looked up at call time, never cached at import time, so tests (which point
XDG_DATA_HOME at a fresh folder per test) and users who change their environment get the
directory they expect.
"""

from __future__ import annotations

from pathlib import Path

from spiderette_qt.platform.user_folders import APP_NAME, make_private_folder, user_data_path

__all__ = ["APP_NAME", "data_dir"]


def data_dir() -> Path:
    """The per-user data directory (created on demand, 0700) for the save file and statistics."""
    return make_private_folder(user_data_path())
