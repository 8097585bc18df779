"""statistics.json beside the saved game: the Statistics rules on a JsonFile.

The file handling (atomic writes, size limit, moving a damaged file aside) is JsonFile's;
this module turns text into Statistics and back, names what went wrong, and guards the file
as the save is guarded (savegame.py): before each write it checks that the file is still the
one it last read or wrote. If another program changed it since, nothing is written blindly:
valid statistics there (a restored copy, another window's) are handed to the caller to merge
(`take_found`); garbage there is set aside under another name (`set_aside`) and ours written;
a file that cannot be read is left alone. Nothing is lost either way.
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
        # (inode, size, mtime) of the file as this store last read or wrote it (None: no file
        # known); _known: load() or save() has told us what is on disk.
        self._signature: tuple[int, int, int] | None = None
        self._known = False
        self._found: Statistics | None = None  # valid statistics another program wrote
        self.set_aside: Path | None = None  # where the last garbage found at a save went
        self.unreadable = False  # the file there could not be read: nothing written over it

    @property
    def path(self) -> Path:
        return self._file.path

    def take_found(self) -> Statistics | None:
        """The statistics another program wrote since we last read or wrote the file (the
        save that found them wrote nothing), once; the caller merges and saves again."""
        found, self._found = self._found, None
        return found

    def take_set_aside(self) -> Path | None:
        """Where garbage found at the last save was kept (once), or None."""
        kept, self.set_aside = self.set_aside, None
        return kept

    def _changed_by_another(self) -> bool:
        """Did another program write the file since we last read or wrote it? Valid
        statistics there are kept in _found (True); garbage is set aside (False: ours is
        written in its place); an unreadable file is left alone (True)."""
        self.unreadable = False
        now = self._file.stamp()
        if now is None or not self._known or now == self._signature:
            return False  # no file, or one we never read (a tool's store), or ours
        try:
            text = self._file.peek()
        except UnreadableFile:
            self.unreadable = True
            return True
        except DamagedFile as exc:
            self.set_aside = self._file.reject(exc)
            return False
        if text is None:
            return False
        try:
            found = Statistics.from_json(text)
        except (ValueError, RecursionError, MemoryError) as exc:
            self.set_aside = self._file.reject(exc)
            return False
        # Read now: the next save may write over it (the caller merged it).
        self._signature, self._known = now, True
        self._file.read()  # taken as what is on disk (an unchanged text writes nothing)
        self._found = found
        return True

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
        self._known = True
        self._signature = self._file.stamp()
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

    def save(self, stats: Statistics) -> bool:
        """Write atomically (on the background writer: queued, a newer save replacing one not
        yet written); skipped when nothing changed; an OSError is kept in last_error.

        False, and nothing written, when another program changed the file since we last read
        or wrote it (see the module's text: take_found() has its statistics)."""
        self._file.flush()  # our last write done: the check compares with its result
        if self._changed_by_another():
            return False

        def written() -> None:  # after the write (on the writer thread when deferred)
            self._signature = self._file.stamp()
            self._known = True

        self._file.write_if_changed(stats.to_json(), written)
        return True

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the statistics handed to save() are on disk (or failed: see last_error)."""
        return self._file.flush(timeout)

    def _reject(self, exc: BaseException) -> StatisticsLoad:
        moved = self._file.reject(exc)
        self._signature = self._file.stamp()
        return StatisticsLoad(Statistics(), ProblemKind.STATISTICS_DAMAGED, moved)
