"""One JSON text file in the data directory: the file handling both stores share.

SaveStore and StatisticsStore differ only in what their text means. Everything about the
file itself lives here, once: where it is, tidying temp files a crash left behind, reading
with a size limit and a strict UTF-8 decode, moving a damaged file aside (kept for
inspection), and writing atomically only when the text changed, keeping the last failure
for the window to show. Parsing stays with the stores.
"""

from __future__ import annotations

import logging
import stat
from pathlib import Path

from spiderette_qt.persistence import atomic
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


class JsonFile:
    """directory/name, looked up at each use (the data directory is never cached)."""

    def __init__(self, name: str, directory: Path | None = None, *, max_bytes: int) -> None:
        self.name = name
        self.max_bytes = max_bytes
        self._directory = directory
        self._last_text: str | None = None  # what the file holds as far as we know
        self.last_error: OSError | None = None  # the last failed write

    @property
    def path(self) -> Path:
        directory = self._directory if self._directory is not None else data_dir()
        return directory / self.name

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
        path = self.path
        self._last_text = None
        log.warning("%s is damaged: %s", path, exc)
        try:
            return atomic.quarantine(path)
        except OSError as move_error:
            log.warning("cannot move %s aside: %s", path, move_error)
            return None

    def write_if_changed(self, text: str) -> bool:
        """Write text atomically unless it is what the file already holds; True if written.

        A failed write keeps the old file, is logged and kept in last_error; it does not
        raise, because the stores save after every action. A success clears last_error.
        """
        if text == self._last_text:
            return False
        try:
            atomic.atomic_write_text(self.path, text)
        except OSError as exc:  # self.path itself may be what failed
            log.warning("cannot write %s: %s", self.name, exc)
            self.last_error = exc
            return False
        self.last_error = None
        self._last_text = text
        return True

    def remove(self) -> None:
        """Delete the file (missing is fine); a failure is only logged."""
        self._last_text = None
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:  # self.path itself may be what failed
            log.warning("cannot remove %s: %s", self.name, exc)
