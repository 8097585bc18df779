"""A long game record read and replayed off the GUI thread, the window waiting for it.

A record of 100,000 actions takes the engine most of a second to check and replay (and its
first save as long again to encode), which froze the window. A long record is read on a
worker thread instead: the window keeps painting and answering, shows that the record is
being opened (a busy cursor, a line in the status bar), and takes no click, key or menu
until the game is on the table, so nothing is done to the game it is about to replace that
the player would then lose. A short record still opens at once, as it always did.

The worker replays the record into a Game and encodes its long history for the save once
(Game.to_json keeps that text), so the GUI thread's part is only to show the game. What it
raises (a RecordError) comes back to the GUI thread as it is, for the same message as a
short record's.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from spiderette_qt.engine import Game

if TYPE_CHECKING:
    from spiderette_qt.window.window_parts import WindowParts

translate = QCoreApplication.translate  # lupdate reads translate("context", "text")

#: A record of this many lines (about one an action) or more is opened on the worker: below
#: it the replay takes a few milliseconds, not worth a busy window.
BACKGROUND_LINES = 2000

#: How often the GUI thread looks whether the worker is done.
POLL_MS = 15

#: The player's input to the window while a record is opened: dropped, not queued.
INPUT_EVENTS = frozenset({
    QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease,
    QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress, QEvent.Type.KeyRelease,
    QEvent.Type.Wheel, QEvent.Type.TouchBegin, QEvent.Type.TouchUpdate, QEvent.Type.TouchEnd,
    QEvent.Type.ContextMenu, QEvent.Type.Shortcut, QEvent.Type.ShortcutOverride,
    QEvent.Type.DragEnter, QEvent.Type.Drop,
})


def is_long(text: str) -> bool:
    """Is `text` long enough to be opened on the worker?"""
    return text.count("\n", 0, len(text)) >= BACKGROUND_LINES


def read_game(text: str) -> Game:
    """The record's game, its save text made (the worker's whole job; RecordError)."""
    game = Game.from_record(text)
    game.to_json()  # encodes the history the save will need, here rather than on the GUI
    return game


class RecordOpening(QObject):
    """One long record being opened for `window`: started at once, `done` called on the GUI
    thread with the finished Future (its result a Game, or its exception). A child of the
    window, so the window finds it (opening_of) and a closed window drops the answer."""

    def __init__(self, window: WindowParts, text: str,
                 done: Callable[[Future[Game]], None]) -> None:
        super().__init__(window.notifier.parent_widget)
        self.setObjectName("record_opening")
        self._window = window
        self._done = done
        self._future: Future[Game] = Future()
        self._note = translate(
            "DailyGames",
            "Opening the game record… The table takes no clicks or keys until it is shown.")
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._busy = False
        self._leftovers = _Leftovers()
        self._thread = threading.Thread(target=self._work, args=(text,), daemon=True,
                                        name="record-opening")
        self._start()

    @property
    def running(self) -> bool:
        return self._busy

    def _start(self) -> None:
        self._busy = True
        # No garbage collection while the worker builds the game: its thousands of new
        # objects set off full collections of the whole app, each holding the GIL (and so
        # the window) for up to a tenth of a second. The game's objects are looked at once,
        # after: a young generation's collection, some 20 ms.
        self._leftovers.collecting = gc.isenabled()
        gc.disable()
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        self._leftovers.cursor = True
        # The status bar, not the message bar: a bar that comes and goes resizes the table,
        # and each resize draws its cards again (two pauses for one opening).
        self._window.notifier.status(self._note, 0)
        # The window deleted before the answer (its timer with it): the app as it was.
        self.destroyed.connect(self._leftovers.undo)
        self._thread.start()
        self._timer.start()

    def _work(self, text: str) -> None:
        if not self._future.set_running_or_notify_cancel():
            return
        try:
            self._future.set_result(read_game(text))
        except BaseException as exc:  # noqa: BLE001 - handed to the GUI thread as it is
            self._future.set_exception(exc)

    def _poll(self) -> None:
        if not self._future.done():
            return
        self._finish()
        if self._window.notifier.parent_widget.isVisible():
            self._done(self._future)
        # else the window was closed while the record was read: nothing to show it on.

    def _finish(self) -> None:
        """The window as it was: input, cursor, the status bar."""
        self._timer.stop()
        if not self._busy:
            return
        self._busy = False
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self._leftovers.undo()
        self._window.notifier.clear_status()
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if event.type() not in INPUT_EVENTS:
            return False
        return self._is_the_windows(watched)

    def _is_the_windows(self, watched: QObject) -> bool:
        """Is `watched` (a widget, action or shortcut) part of the window being given a
        game? Other windows (a Replay dialog of its own) go on as they were."""
        window = self._window.notifier.parent_widget
        if isinstance(watched, QWidget):
            return watched.window() is window
        if isinstance(watched, QAction | QShortcut):
            return QApplication.activeWindow() is window
        return False


class _Leftovers:
    """What an opening changed in the whole app (the collector, the cursor), undone once:
    when it finishes, or when it is deleted first (its window gone: this holds nothing of
    the opening, so it can run while the opening's object goes)."""

    def __init__(self) -> None:
        self.collecting = False
        self.cursor = False

    def undo(self, *_destroyed: object) -> None:
        if self.cursor:
            self.cursor = False
            QApplication.restoreOverrideCursor()
        if self.collecting:
            self.collecting = False
            gc.enable()


def opening_of(window: WindowParts) -> RecordOpening | None:
    """The record now being opened for `window`, if any."""
    found = window.notifier.parent_widget.findChild(RecordOpening, "record_opening")
    return found if isinstance(found, RecordOpening) and found.running else None


__all__ = ["BACKGROUND_LINES", "RecordOpening", "is_long", "opening_of", "read_game"]
