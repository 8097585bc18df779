"""Spiderette: one-deck Spider solitaire in 1, 2 and 4 suits, for the desktop (PySide6)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("spiderette-qt")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0+source"
