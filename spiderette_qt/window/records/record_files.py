"""Game › Save Game As…, Open Game…, Copy Game Record, Paste Game Record: game records
(docs/RULES.md §14) in files and on the clipboard.

A record (engine/record.py) goes to a ``.spiderette`` file or the clipboard; opening one
replays it into an ordinary game the player can go on with, through the window's
start_game (so the presenter's new_game keeps the left game for Undo) as practice: the
statistics and the deal of the day count it nowhere, whatever score its record claims.
A file is checked as a save is before it is read: a regular
file, at most MAX_FILE_BYTES, UTF-8 text; anything else gets a clear message, never a
traceback, and nothing of it is applied.
"""

from __future__ import annotations

import stat
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from spiderette_qt.engine import Game
from spiderette_qt.engine.record import MAX_TEXT, RecordError

if TYPE_CHECKING:
    from spiderette_qt.window.window_parts import WindowParts

translate = QCoreApplication.translate  # lupdate reads translate("context", "text")

SUFFIX = ".spiderette"
MAX_FILE_BYTES = MAX_TEXT  # a record of a long Spider game is ~20 kB
MESSAGE_MS = 5000


class RecordFileProblem(Exception):
    """A file that cannot be a record; str() is a translated sentence for the player."""


def read_record_file(path: Path) -> str:
    """The file's text, checked as a save is (RecordFileProblem otherwise)."""
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):
            raise RecordFileProblem(
            translate("DailyGames", "This is not a file that can be opened."))
        if info.st_size > MAX_FILE_BYTES:
            raise RecordFileProblem(
            translate("DailyGames", "This file is far too large for a game record."))
        raw = path.read_bytes()
    except OSError as exc:
        raise RecordFileProblem(translate("DailyGames", "The file cannot be read: %1").replace(
            "%1", exc.strerror or str(exc))) from None
    if len(raw) > MAX_FILE_BYTES:
        raise RecordFileProblem(
            translate("DailyGames", "This file is far too large for a game record."))
    if b"\x00" in raw:
        raise RecordFileProblem(
            translate("DailyGames", "This is not a game record: the file is not text."))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordFileProblem(
            translate("DailyGames", "This is not a game record: the file is not text.")) \
            from None


def record_of(window: WindowParts) -> str:
    """The record of the game on the table (with its day, when it is a deal of the day), its
    score in the scoring the player chose (the Score line names a system other than Windows,
    so whoever opens it knows what the number is)."""
    game = window.game
    daily = window.session.statistics.daily
    day = daily.active.date if daily.active is not None and daily.is_active(game.code) \
        else None
    return game.record(daily=day, system=window.session.scoring)


def _file_name(game: Game) -> str:
    return f"{game.code or game.variant.name}{SUFFIX}"


def _start_folder(window: WindowParts) -> Path:
    """Where the file dialogs start: the folder a record was last opened from or saved to
    (they started in the home folder every time), or the home folder."""
    folder = Path(str(window.settings.get("records_folder") or ""))
    return folder if str(folder) not in ("", ".") and folder.is_dir() else Path.home()


def _remember_folder(window: WindowParts, path: Path) -> None:
    window.settings.set("records_folder", str(path.parent))


def save_as(window: WindowParts) -> Path | None:
    """Ask where, write the record there; the path written, or None."""
    start = _start_folder(window) / _file_name(window.game)
    name, _filter = QFileDialog.getSaveFileName(
        window.notifier.parent_widget, translate("DailyGames", "Save Game As"), str(start),
        translate("DailyGames", "Spiderette games (*.spiderette)"))
    if not name:
        return None
    path = Path(name)
    if path.suffix != SUFFIX:
        path = path.with_name(path.name + SUFFIX)
    _remember_folder(window, path)
    return write_record(window, path)


def write_record(window: WindowParts, path: Path) -> Path | None:
    from spiderette_qt.persistence import atomic_write_text

    try:
        atomic_write_text(path, record_of(window))
    except OSError as exc:
        text = translate("DailyGames", "The game could not be saved: %1")
        QMessageBox.warning(window.notifier.parent_widget, translate("DailyGames", "Save Game As"),
                            text.replace("%1", exc.strerror or str(exc)))
        return None
    text = translate("DailyGames", "Game saved to %1").replace("%1", path.name)
    window.notifier.status(text, MESSAGE_MS)
    return path


def open_game(window: WindowParts) -> bool:
    """Ask for a .spiderette file and play it; True when a game was put on the table. The
    "leave this game?" question comes after the file is chosen and read (play_record)."""
    name, _filter = QFileDialog.getOpenFileName(
        window.notifier.parent_widget, translate("DailyGames", "Open Game"),
        str(_start_folder(window)),
        translate("DailyGames", "Spiderette games (*.spiderette);;All files (*)"))
    if not name:
        return False
    _remember_folder(window, Path(name))
    return open_path(window, Path(name))


def open_argument_path(window: WindowParts, path: Path) -> bool:
    """A record file from the command line or a later launch (a file manager's Open): as
    Game › Open Game, asking first when a game is in progress."""
    if not window.choices.confirm_abandon():
        return False
    return open_path(window, path)


def open_path(window: WindowParts, path: Path) -> bool:
    try:
        text = read_record_file(path)
    except RecordFileProblem as problem:
        _refuse(window, translate("DailyGames", "Open Game"), str(problem))
        return False
    return play_record(window, text, translate("DailyGames", "Open Game"))


def play_record(window: WindowParts, text: str, title: str) -> bool:
    """Replay the record into a game on the table (nothing changes when it is bad). A good
    record asks "leave this game?" (when one is under way) before it replaces it. A long one
    is replayed off the GUI thread (record_opening.py): then True means it is being opened,
    and a bad one's message comes when the worker is done."""
    from spiderette_qt.window.records import record_opening

    if record_opening.opening_of(window) is not None:
        window.notifier.status(
            translate("DailyGames", "Another game record is being opened."), MESSAGE_MS)
        return False
    if record_opening.is_long(text):
        record_opening.RecordOpening(
            window, text, lambda read: _record_read(window, read, title))
        return True
    try:
        game = Game.from_record(text, undo_all=window.session.undo_all)
    except RecordError as exc:
        _record_refused(window, title, exc)
        return False
    return _put_on_table(window, game)


def _record_read(window: WindowParts, read: Future[Game], title: str) -> None:
    """A long record's answer from the worker (record_opening.py), on the GUI thread."""
    try:
        game = read.result()
    except RecordError as exc:
        _record_refused(window, title, exc)
        return
    _put_on_table(window, game)


def _record_refused(window: WindowParts, title: str, exc: RecordError) -> None:
    where = []
    if exc.line is not None:
        where.append(translate("DailyGames", "line %1").replace("%1", str(exc.line)))
    if exc.action is not None:
        where.append(translate("DailyGames", "action %1").replace("%1", str(exc.action)))
    head = translate("DailyGames", "This game record cannot be played")
    if where:
        head += f" ({', '.join(where)})"
    # The reason in the message itself (it showed only under Show Details).
    _refuse(window, title, head + ".", str(exc), exc.reason)


def _put_on_table(window: WindowParts, game: Game) -> bool:
    if not window.choices.confirm_abandon():
        return False
    # Practice: a record's game is not a deal the player dealt (its start and score are the
    # record's), so it counts nowhere; the session tells the player so.
    window.session.start_game(game, keep_left=True, practice=True)
    window.notifier.status(
        translate("DailyGames", "Game opened: %1 actions replayed").replace(
            "%1", str(game.moves)), MESSAGE_MS)
    return True


def _refuse(window: WindowParts, title: str, text: str, details: str = "",
            reason: str = "") -> None:
    box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok,
                      window.notifier.parent_widget)
    box.setObjectName("record_problem")
    if reason:
        box.setInformativeText(reason[:1].upper() + reason[1:] + ("" if reason.endswith(".")
                                                                   else "."))
    if details:
        box.setDetailedText(details)
    window.notifier.open(box)


def copy_record(window: WindowParts) -> str:
    text = record_of(window)
    QApplication.clipboard().setText(text)
    window.notifier.status(translate("DailyGames", "Game record copied"), MESSAGE_MS)
    return text


def paste_record(window: WindowParts) -> bool:
    text = QApplication.clipboard().text()
    if not text.strip():
        window.notifier.status(
            translate("DailyGames", "The clipboard holds no game record."), MESSAGE_MS)
        return False
    return play_record(window, text, translate("DailyGames", "Paste Game Record"))


__all__ = ["RecordFileProblem", "copy_record", "open_game", "open_path", "paste_record",
           "play_record", "read_record_file", "save_as", "write_record"]
