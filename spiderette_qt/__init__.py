"""Spiderette: one-deck Spider solitaire in 1, 2 and 4 suits, for the desktop (PySide6).

`spiderette_qt.__version__` is computed when first asked for (module `__getattr__`), and read
straight from the installed distribution's METADATA file: `importlib.metadata` would pull in
the `email` package, about 20 ms of a start-up that should show the table as soon as it can.
"""

from __future__ import annotations

import os
import sys

_DIST_PREFIX = "spiderette_qt-"  # the dist-info folder of the "spiderette-qt" distribution
_SOURCE_VERSION = "0.0.0+source"  # running from a source tree that was never installed
_version: str | None = None


def _metadata_version(folder: str) -> str | None:
    """The `Version:` field of one dist-info folder's METADATA (None if unreadable)."""
    try:
        with open(os.path.join(folder, "METADATA"), encoding="utf-8") as metadata:
            for line in metadata:
                if line.startswith("Version:"):
                    return line.partition(":")[2].strip() or None
                if not line.strip():  # the headers end at the first blank line
                    break
    except (OSError, UnicodeDecodeError):  # read at every start-up: never stop the app
        return None
    return None


def _find_version() -> str:
    """Look along sys.path as importlib.metadata does; fall back to it for odd layouts."""
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:  # not a folder (a zip, a missing path): importlib handles those
            continue
        for name in names:
            if name.startswith(_DIST_PREFIX) and name.endswith(".dist-info"):
                found = _metadata_version(os.path.join(entry or ".", name))
                if found:
                    return found
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("spiderette-qt")
    except PackageNotFoundError:
        return _SOURCE_VERSION


def __getattr__(name: str) -> str:
    global _version
    if name == "__version__":
        if _version is None:
            _version = _find_version()
        return _version
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
