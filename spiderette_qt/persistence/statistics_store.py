"""statistics.json beside the saved game: the Statistics rules on a JsonFile.

The file handling (atomic writes, size limit, moving a damaged file aside) is JsonFile's;
this module only turns text into Statistics and back, and names what went wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from spiderette_qt.persistence.json_file import DamagedFile, JsonFile, UnreadableFile
from spiderette_qt.persistence.problems import ProblemKind
from spiderette_qt.persistence.statistics import Statistics

FILE_NAME = "statistics.json"
# A full file (3 suit counts, 20 recent games each) is about 2 KB: anything near this is damage.
MAX_BYTES = 1024 * 1024


@dataclass(frozen=True, slots=True)
class StatisticsLoad:
    """What load_result() found: the statistics to use, and a problem to tell once."""

    statistics: Statistics
    kind: ProblemKind | None
    moved_to: Path | None

    @property
    def problem(self) -> str | None:
        """The problem in English (for logs and Qt-free callers); None when there is none."""
        return self.kind.english(self.moved_to) if self.kind is not None else None


class StatisticsStore:
    """statistics.json in the data directory (or in a directory of the caller's choice)."""

    def __init__(self, directory: Path | None = None, *, deferred: bool = False) -> None:
        # deferred: written on the background writer (the window's stores), else inline.
        self._file = JsonFile(FILE_NAME, directory, max_bytes=MAX_BYTES, deferred=deferred)

    @property
    def path(self) -> Path:
        return self._file.path

    @property
    def last_error(self) -> OSError | None:
        """The last failed save (None after a good one), for the window to show."""
        return self._file.last_error

    def on_write_failure(self, callback: Callable[[OSError], object] | None) -> None:
        """Call `callback` (on the writer thread) when a deferred write fails."""
        self._file.on_failure = callback

    def load_result(self) -> StatisticsLoad:
        """The saved statistics, or empty ones and the problem that stopped the load.

        Never raises because of the file's content: a missing file gives empty statistics,
        a damaged one is moved aside, an unreadable one is left in place.
        """
        try:
            text = self._file.read()
        except UnreadableFile:
            return StatisticsLoad(Statistics(), ProblemKind.STATISTICS_UNREADABLE, None)
        except DamagedFile as exc:
            return self._reject(exc)
        if text is None:
            return StatisticsLoad(Statistics(), None, None)
        try:
            stats = Statistics.from_json(text)
        except (ValueError, RecursionError, MemoryError) as exc:
            return self._reject(exc)
        return StatisticsLoad(stats, None, None)

    def load(self) -> tuple[Statistics, str | None, Path | None]:
        """(statistics, the problem in English or None, where a bad file was moved or None)."""
        result = self.load_result()
        return result.statistics, result.problem, result.moved_to

    def save(self, stats: Statistics) -> None:
        """Write atomically (on the background writer: queued, a newer save replacing one not
        yet written); skipped when nothing changed; an OSError is kept in last_error."""
        self._file.write_if_changed(stats.to_json())

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the statistics handed to save() are on disk (or failed: see last_error)."""
        return self._file.flush(timeout)

    def _reject(self, exc: BaseException) -> StatisticsLoad:
        moved = self._file.reject(exc)
        return StatisticsLoad(Statistics(), ProblemKind.STATISTICS_DAMAGED, moved)
