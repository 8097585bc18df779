"""One JSON text file in the data directory: the file handling both stores share.

SaveStore and StatisticsStore differ only in what their text means. Everything about the
file itself lives here, once: where it is, tidying temp files a crash left behind, reading
with a size limit and a strict UTF-8 decode, moving a damaged file aside (kept for
inspection), and writing atomically only when the text changed, keeping the last failure
for the window to show. Parsing stays with the stores.

Asked to (`deferred`: the window's stores are), the write itself runs on the shared
background writer (background_writer.py), off the GUI thread: write_if_changed() only
queues the text, and everything that reads the file back or changes it (read, peek,
reject, remove) first waits for the queued write of that path (flush). With
`SPIDERETTE_SYNC_SAVES=1` in the environment every write happens on the calling thread, as
before: for triage, and for the benchmark's "before" figure.
"""

from __future__ import annotations

import logging
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path

from spiderette_qt.persistence import atomic
from spiderette_qt.persistence.background_writer import (
    BackgroundWriter,
    shared_writer,
    shared_writer_if_made,
)
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.persistence.problems import UnreadableReason

log = logging.getLogger(__name__)


class FileProblem(Exception):
    """Why read() gave no text; the base of the two cases below."""


class UnreadableFile(FileProblem):
    """The file is there but cannot be read (permission, a directory in its place...).

    It is left where it is: its content may be fine, and moving it would likely fail too.
    `reason` says which (an UnreadableReason), for the window to tell the player.
    """

    def __init__(self, message: str, reason: UnreadableReason = UnreadableReason.OTHER) -> None:
        super().__init__(message)
        self.reason = reason


class DamagedFile(FileProblem):
    """The bytes cannot be the app's text (too large, not UTF-8): call reject()."""


def synchronous_saves() -> bool:
    """Does the environment ask for writes on the calling thread (SPIDERETTE_SYNC_SAVES=1)?"""
    return os.environ.get("SPIDERETTE_SYNC_SAVES", "") not in ("", "0")


class JsonFile:
    """directory/name, looked up at each use (the data directory is never cached).

    Writes happen inline unless `deferred` (or a `writer` is given): then on `writer`, by
    default the shared one, unless synchronous_saves() says to write inline all the same.
    """

    def __init__(self, name: str, directory: Path | None = None, *, max_bytes: int,
                 writer: BackgroundWriter | None = None, deferred: bool | None = None) -> None:
        self.name = name
        self.max_bytes = max_bytes
        self._directory = directory
        self._last_text: str | None = None  # what the file holds (or will) as far as we know
        self.last_error: OSError | None = None  # the last failed write
        if deferred is None:
            deferred = writer is not None
        self._writer = (writer or shared_writer()) if deferred and not synchronous_saves() \
            else None
        self._lock = threading.Lock()  # _last_text and last_error, shared with the writer
        #: Called with the error when a deferred write fails, on the writer thread (the
        #: window posts it to its own thread, to tell the player at once).
        self.on_failure: Callable[[OSError], object] | None = None

    @property
    def deferred(self) -> bool:
        """Are writes done on the background writer?"""
        return self._writer is not None

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the queued write of this file is done (at once when none); True if done.

        The writer's jobs are keyed by path, so this also waits for another store's write of
        the same file in this process (two windows' stores in a test, a reader of the file).
        """
        writer = self._writer or shared_writer_if_made()
        if writer is None:
            return True
        try:
            key: str | None = str(self.path)
        except OSError:
            key = None  # the folder cannot be reached: wait for every write
        return writer.flush(key, timeout)

    def busy(self) -> bool:
        """Is a write of this file queued or running?"""
        return self._writer is not None and self._writer.busy(str(self.path))

    @property
    def path(self) -> Path:
        directory = self._directory if self._directory is not None else data_dir()
        return directory / self.name

    def stamp(self) -> tuple[int, int, int] | None:
        """The file's identity now (inode, size, modification time in ns), None if it is
        missing: a store compares it with the one it last read or wrote to notice that
        another program (or window) wrote the file meanwhile."""
        try:
            info = os.stat(self.path)
        except OSError:
            return None
        return (info.st_ino, info.st_size, info.st_mtime_ns)

    def read(self) -> str | None:
        """The file's text, or None when there is no file.

        Raises UnreadableFile or DamagedFile (with the cause chained). A text returned here
        counts as already written, so saving it unchanged writes nothing; a caller that
        then finds the text bad calls reject(), which forgets it.
        """
        text = self.peek(tidy=True)
        if text is not None:
            self._last_text = text
        return text

    def peek(self, *, tidy: bool = False) -> str | None:
        """What read() reads (with its checks and exceptions), without taking it as written:
        a look at what another process may have put there (a problem is raised, not logged:
        the caller looks after every action). `tidy`: read()'s own logging and tidying."""
        self.flush()  # our own queued write first: what is read back is what we last wrote
        warn = log.warning if tidy else log.debug
        try:
            path = self.path
        except OSError as exc:  # the data directory cannot be made (a file in its way, no
            warn("cannot reach %s: %s", self.name, exc)  # permission): unreadable
            raise UnreadableFile(str(exc)) from exc
        if tidy:
            atomic.remove_stale_temp_files(path)  # litter of a write that a crash cut short
        try:
            info = path.stat()
            if not stat.S_ISREG(info.st_mode):
                # A directory or a device: reading it fails or, for a pipe, never returns.
                warn("cannot read %s: not a regular file", path)
                raise UnreadableFile(f"{path} is not a regular file", UnreadableReason.NOT_A_FILE)
            if info.st_size > self.max_bytes:
                # Checked before reading: a huge file must not be loaded into memory.
                raise DamagedFile(f"the file is too large ({info.st_size} bytes)")
            raw = path.read_bytes()
        except FileNotFoundError:
            return None
        except PermissionError as exc:
            warn("cannot read %s: %s", path, exc)
            raise UnreadableFile(str(exc), UnreadableReason.NO_PERMISSION) from exc
        except OSError as exc:
            warn("cannot read %s: %s", path, exc)
            raise UnreadableFile(str(exc)) from exc
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise DamagedFile(str(exc)) from exc

    def reject(self, exc: BaseException) -> Path | None:
        """Move the damaged file aside; the new path, or None if it could not be moved."""
        self.flush()
        path = self.path
        self._last_text = None
        log.warning("%s is damaged: %s", path, exc)
        try:
            return atomic.quarantine(path)
        except OSError as move_error:
            log.warning("cannot move %s aside: %s", path, move_error)
            return None

    def write_if_changed(self, text: str, on_written: Callable[[], object] | None = None) -> bool:
        """Write text atomically unless it is what the file already holds (or will hold).

        True when written, or, deferred, queued (a newer text queued before this one is
        written replaces it); `on_written` runs after a good write (on the writer thread when
        deferred). A failed write keeps the old file, is logged and kept in last_error (when
        deferred, the next look at last_error after the write sees it); it does not raise,
        because the stores save after every action. A success clears last_error.
        """
        with self._lock:
            if text == self._last_text:
                return False
            if self._writer is not None:
                self._last_text = text  # taken as written; a failure forgets it again
        try:
            path = self.path  # looked up now, on the caller's thread
        except OSError as exc:  # the data directory cannot be made
            self._failed(text, exc)
            return False
        if self._writer is None:
            return self._write(path, text, on_written)
        self._writer.submit(str(path), lambda: self._write(path, text, on_written))
        return True

    def _write(self, path: Path, text: str, on_written: Callable[[], object] | None) -> bool:
        try:
            atomic.atomic_write_text(path, text)
        except OSError as exc:
            self._failed(text, exc)
            return False
        with self._lock:
            self.last_error = None
            self._last_text = text
        if on_written is not None:
            on_written()
        return True

    def _failed(self, text: str, exc: OSError) -> None:
        log.warning("cannot write %s: %s", self.name, exc)
        with self._lock:
            self.last_error = exc
            if self._last_text == text:  # not written after all: the next save tries again
                self._last_text = None
        callback = self.on_failure
        if callback is not None and self._writer is not None:
            try:
                callback(exc)
            except Exception:  # noqa: BLE001 - telling must not stop the writer
                log.exception("cannot tell that %s was not written", self.name)

    def remove(self) -> None:
        """Delete the file (missing is fine); a failure is only logged."""
        self.flush()  # else a queued write would put the file back
        self._last_text = None
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:  # self.path itself may be what failed
            log.warning("cannot remove %s: %s", self.name, exc)
