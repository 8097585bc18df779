"""The crash log: unexpected errors go to a file in the user's log folder, not nowhere.

The bundle has no console, so an exception in a slot or a fatal signal used to vanish. After
`install()`:

- an uncaught Python exception (main thread, other threads, Qt slots: PySide6 hands them to
  sys.excepthook) is written with its traceback to `crash-<time>-<pid>.log`; the game is
  saved right away (the save callback from `attach`), the player is told once per session
  where the file is, and the game goes on;
- a fatal signal (a crash inside Qt, SIGSEGV, SIGABRT...) is written by faulthandler into the
  session's `fatal-<time>-<pid>.log`, which stays empty when all goes well and is removed at
  a normal exit; at the next start a non-empty one is renamed into a crash log and the player
  is told about it then;
- only the newest KEEP crash logs stay;
- Qt's own messages go through a handler (install_qt_messages) that keeps the last few: when
  Qt gives up (qFatal, then abort) they are written into the fatal log first, so the crash
  log says what Qt said (a platform that could not start, say), not only where Python was.

The folder is platformdirs' user log folder (~/.local/state/Spiderette/log on Linux,
%LOCALAPPDATA%\\Spiderette\\Logs on Windows, ~/Library/Logs/Spiderette on macOS). Nothing
here may raise: a crash log that crashes the start would be worse than none.
"""

from __future__ import annotations

import atexit
import faulthandler
import os
import sys
import threading
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import IO, TYPE_CHECKING, Any

from spiderette_qt.platform.user_folders import make_private_folder, open_private_file

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

APP_NAME = "Spiderette"
KEEP = 5
#: Qt messages kept for the fatal log.
QT_MESSAGES_KEPT = 20
CRASH_PREFIX = "crash-"
FATAL_PREFIX = "fatal-"

ExcInfo = tuple[type[BaseException], BaseException, TracebackType | None]


def default_folder() -> Path:
    from spiderette_qt.platform.user_folders import user_log_path

    return user_log_path()


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


def _pid_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    if sys.platform.startswith("win"):  # os.kill(pid, 0) is not a probe there
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # exists, owned by someone else
        return True
    return True


class CrashLog:
    """One session's crash log; `install()` makes the process-wide one."""

    def __init__(self, folder: Path, keep: int = KEEP) -> None:
        self.folder = folder
        self.keep = keep
        self.previous: Path | None = None  # a fatal log the last session left
        self._fatal: IO[str] | None = None
        self._fatal_path: Path | None = None
        self._save: Callable[[], object] | None = None
        self._notify: Callable[[Path], object] | None = None
        self._told = False
        self._old_hooks: tuple[object, object] | None = None

    # ----- files ---------------------------------------------------------------------------

    def crash_logs(self) -> list[Path]:
        """The kept crash logs, oldest first."""
        try:
            found = [p for p in self.folder.glob(f"{CRASH_PREFIX}*.log") if p.is_file()]
        except OSError:
            return []
        return sorted(found, key=lambda p: (p.stat().st_mtime, p.name))

    def prune(self) -> None:
        for old in self.crash_logs()[: -self.keep or None]:
            try:
                old.unlink()
            except OSError:
                pass

    def _adopt_fatal_logs(self) -> Path | None:
        """Turn the fatal logs earlier sessions left into crash logs; the newest such one."""
        newest: Path | None = None
        for path in sorted(self.folder.glob(f"{FATAL_PREFIX}*.log")):
            pid_text = path.stem.rsplit("-", 1)[-1]
            pid = int(pid_text) if pid_text.isdigit() else -1
            if path == self._fatal_path or _pid_alive(pid):
                continue  # ours, or another running instance's
            try:
                if path.stat().st_size == 0:
                    path.unlink()
                    continue
                target = path.with_name(CRASH_PREFIX + path.name[len(FATAL_PREFIX):])
                path.replace(target)
                newest = target
            except OSError:
                continue
        return newest

    def write(self, exc_info: ExcInfo, where: str = "main thread") -> Path | None:
        """Write one exception's report; its path (None if the folder is not writable)."""
        try:
            make_private_folder(self.folder)
            path = self.folder / f"{CRASH_PREFIX}{_stamp()}-{os.getpid()}.log"
            counter = 1
            while path.exists():
                counter += 1
                path = self.folder / f"{CRASH_PREFIX}{_stamp()}-{os.getpid()}-{counter}.log"
            text = "".join(traceback.format_exception(*exc_info))
            with os.fdopen(open_private_file(path), "w", encoding="utf-8") as handle:
                handle.write(_header(where) + text)
        except OSError:
            return None
        self.prune()
        return path

    # ----- hooks ---------------------------------------------------------------------------

    def handle(self, exc_info: ExcInfo, where: str = "main thread") -> Path | None:
        """An uncaught exception: log it, save the game, tell the player (once)."""
        path = self.write(exc_info, where)
        if self._save is not None:
            try:
                self._save()
            except Exception:  # noqa: BLE001 - the game's own save failed; the log still stands
                pass
        if path is not None and not self._told and self._notify is not None:
            self._told = True
            try:
                self._notify(path)
            except Exception:  # noqa: BLE001
                pass
        return path

    def _excepthook(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, value, tb)
            return
        self.handle((kind, value, tb))
        if sys.stderr is not None:  # a console, or a terminal start: show it there too
            try:
                sys.__excepthook__(kind, value, tb)
            except Exception:  # noqa: BLE001
                pass

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "a thread"
        self.handle((args.exc_type, args.exc_value, args.exc_traceback), f"thread {name}")

    def install(self) -> CrashLog:
        try:
            make_private_folder(self.folder)
            self._fatal_path = self.folder / f"{FATAL_PREFIX}{_stamp()}-{os.getpid()}.log"
            self._fatal = os.fdopen(open_private_file(self._fatal_path, exclusive=False), "w",
                                    encoding="utf-8")
            faulthandler.enable(self._fatal, all_threads=True)
            self.previous = self._adopt_fatal_logs()
            self.prune()
        except OSError:
            self._fatal = None
        self._old_hooks = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._excepthook
        threading.excepthook = self._thread_hook
        atexit.register(self.close)
        return self

    def install_qt_messages(self) -> None:
        """Route Qt's messages through a handler that prints them as Qt would (to stderr)
        and keeps the last QT_MESSAGES_KEPT; a fatal one writes them into the fatal log
        before Qt aborts (faulthandler then adds where Python was)."""
        try:
            self._install_qt_handler()
        except Exception:  # noqa: BLE001 - Qt's own handler then prints as before
            pass

    def _install_qt_handler(self) -> None:
        from collections import deque

        from PySide6.QtCore import QtMsgType, qInstallMessageHandler

        recent: deque[str] = deque(maxlen=QT_MESSAGES_KEPT)
        fatal = QtMsgType.QtFatalMsg

        def handler(kind: QtMsgType, context: Any, message: str) -> None:
            category = getattr(context, "category", None)
            line = f"{category}: {message}" if category and category != "default" else message
            recent.append(line)
            if sys.stderr is not None:
                try:
                    sys.stderr.write(line + "\n")
                    sys.stderr.flush()
                except (OSError, ValueError):
                    pass
            if kind == fatal:
                self.write_qt_messages(list(recent))

        qInstallMessageHandler(handler)

    def write_qt_messages(self, lines: list[str]) -> None:
        """Qt's last messages into the session's fatal log (Qt is about to abort)."""
        if self._fatal is None:
            return
        try:
            self._fatal.write("Qt's last messages:\n" + "".join(f"  {line}\n" for line in lines)
                              + "\n")
            self._fatal.flush()
        except (OSError, ValueError):
            pass

    def close(self) -> None:
        """A normal end: the session's fatal log is empty, so it goes."""
        if self._old_hooks is not None:
            sys.excepthook, threading.excepthook = self._old_hooks  # type: ignore[assignment]
            self._old_hooks = None
        if self._fatal is not None:
            try:
                faulthandler.disable()
                self._fatal.close()
                if self._fatal_path is not None and self._fatal_path.stat().st_size == 0:
                    self._fatal_path.unlink()
            except OSError:
                pass
            self._fatal = None

    # ----- the app -------------------------------------------------------------------------

    def attach(self, window: QWidget, save: Callable[[], object], *,
               game_kept: bool = True) -> None:
        """Save with `save` after an error, and tell the player in a message over `window`;
        `game_kept`: a saved game was resumed (the notice of a last crash says so only then)."""
        self._save = save
        self._notify = lambda path: show_notice(window, path, earlier=False)
        if self.previous is not None:
            from PySide6.QtCore import QTimer

            previous = self.previous
            QTimer.singleShot(0, window, lambda: show_notice(window, previous, earlier=True,
                                                             game_kept=game_kept))


def _header(where: str) -> str:
    from spiderette_qt import __version__

    qt = sys.modules.get("PySide6.QtCore")
    qt_version = qt.qVersion() if qt is not None else "not loaded"
    frozen = "bundle" if getattr(sys, "frozen", False) else "source"
    return (
        f"Spiderette {__version__} ({frozen}), Python {_platform().python_version()}, "
        f"Qt {qt_version}, {_platform().platform()}\n"
        f"{time.strftime('%Y-%m-%d %H:%M:%S %z')}, in the {where}\n\n"
    )


def show_notice(parent: QWidget, path: Path, earlier: bool, *, game_kept: bool = True) -> None:
    """Tell the player, once, that something went wrong and where the details are."""
    from PySide6.QtCore import QCoreApplication, Qt
    from PySide6.QtWidgets import QMessageBox

    if earlier and not game_kept:  # no game was there to keep (a first run, say)
        text = QCoreApplication.translate(
            "CrashLog",
            "Spiderette closed unexpectedly last time. The details are in this file, which "
            "you can send with a bug report:\n%1",
        )
    elif earlier:
        text = QCoreApplication.translate(
            "CrashLog",
            "Spiderette closed unexpectedly last time. Your game was kept. The details are "
            "in this file, which you can send with a bug report:\n%1",
        )
    else:
        text = QCoreApplication.translate(
            "CrashLog",
            "Something went wrong inside Spiderette. Your game has been saved and you can "
            "go on playing. The details are in this file, which you can send with a bug "
            "report:\n%1",
        )
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("CrashLog", "Spiderette"),
        text.replace("%1", str(path)),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setObjectName("crash_notice")
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)  # copy the path
    box.open()


_current: CrashLog | None = None


def install(folder: Path | None = None) -> CrashLog:
    """Install the process's crash log (once; a second call returns the first)."""
    global _current
    if _current is None:
        try:
            where = folder if folder is not None else default_folder()
        except Exception:  # noqa: BLE001 - no log folder: log nowhere rather than not start
            where = Path(os.devnull)
        _current = CrashLog(where).install()
    return _current


def _platform() -> Any:
    """The platform module, imported when a log is written (not on the way to the first frame:
    it costs a few ms and pulls in more)."""
    import platform

    return platform
