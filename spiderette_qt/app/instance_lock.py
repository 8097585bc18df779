"""Who is the first Spiderette of this user: an OS file lock, cheap enough for start-up.

Why a lock first and the local socket later (app/single_instance.py): the socket needs QtNetwork,
whose import and listen() cost ~10 ms before the first paint; the lock costs a file open.
So the first instance takes the lock at once and starts listening just after its window is
up, and only a second launch (which finds the lock taken) pays for QtNetwork to hand its
arguments over. The kernel drops the lock when its process dies, however it dies, so a crash
never leaves a stale lock behind (the lock file itself stays and is simply locked again).
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import IO

log = logging.getLogger(__name__)

FILE_NAME = "instance.lock"


class InstanceLock:
    """An exclusive, non-blocking lock on one file, held until release() or the process ends."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._handle: IO[bytes] | None = None

    @property
    def held(self) -> bool:
        return self._handle is not None

    def acquire(self) -> bool:
        """True if this process now holds the lock (or locking is impossible here: then
        every launch runs on its own, as before, and the save guard protects the game)."""
        try:
            from spiderette_qt.platform.user_folders import make_private_folder, open_private_file

            make_private_folder(self.path.parent)
            # Held open while the app runs; made 0600 whatever the umask.
            handle = os.fdopen(open_private_file(self.path, append=True), "a+b")
        except OSError as exc:
            log.warning("cannot open %s: %s; running without the one-instance check",
                        self.path, exc)
            return True
        try:
            _lock(handle)
        except BlockingIOError:
            handle.close()
            return False
        except OSError as exc:  # a file system without locks (some network drives)
            log.warning("cannot lock %s: %s; running without the one-instance check",
                        self.path, exc)
            handle.close()
            return True
        self._handle = handle
        return True

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing drops the lock
            self._handle = None


def _lock(handle: IO[bytes]) -> None:
    """Lock without waiting; BlockingIOError when another process holds it."""
    if os.name == "nt":
        import msvcrt

        handle.seek(0)
        try:
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)  # type: ignore[attr-defined]
        except PermissionError as exc:  # Windows says "in use" this way
            raise BlockingIOError(str(exc)) from exc
        return
    import fcntl

    fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def default_lock() -> InstanceLock:
    """The lock of this user and data folder, in the private runtime folder (so a read-only
    data folder keeps the one-instance check); beside the save file where there is none."""
    from spiderette_qt.platform.runtime_folder import data_folder_name, instance_key, runtime_folder
    from spiderette_qt.platform.user_folders import user_data_path

    folder = runtime_folder()
    if folder is None:
        return InstanceLock(user_data_path() / FILE_NAME)
    return InstanceLock(folder / f"{instance_key(data_folder_name())}.lock")
