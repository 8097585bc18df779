"""Crash-safe save file for the current game, and statistics (pure Python: no Qt)."""

from __future__ import annotations

from spiderette_qt.persistence.atomic import atomic_write_text, quarantine
from spiderette_qt.persistence.json_file import (
    DamagedFile,
    FileProblem,
    JsonFile,
    UnreadableFile,
)
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.persistence.problems import ProblemKind
from spiderette_qt.persistence.savegame import LoadResult, SaveStore
from spiderette_qt.persistence.statistics import (
    GameResult,
    Statistics,
    SuitStats,
    deal_id,
)
from spiderette_qt.persistence.statistics_store import StatisticsLoad, StatisticsStore

__all__ = [
    "DamagedFile",
    "FileProblem",
    "GameResult",
    "JsonFile",
    "LoadResult",
    "ProblemKind",
    "SaveStore",
    "Statistics",
    "StatisticsLoad",
    "StatisticsStore",
    "SuitStats",
    "UnreadableFile",
    "atomic_write_text",
    "data_dir",
    "deal_id",
    "quarantine",
]
