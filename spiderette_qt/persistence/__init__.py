"""Crash-safe save file for the current game, and statistics (pure Python: no Qt)."""

from __future__ import annotations

from spiderette_qt.persistence.atomic import atomic_write_text, quarantine
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.persistence.savegame import LoadResult, SaveStore
from spiderette_qt.persistence.statistics import (
    GameResult,
    Statistics,
    StatisticsStore,
    SuitStats,
    deal_id,
)

__all__ = [
    "GameResult",
    "LoadResult",
    "SaveStore",
    "Statistics",
    "StatisticsStore",
    "SuitStats",
    "atomic_write_text",
    "data_dir",
    "deal_id",
    "quarantine",
]
