"""The crash log: exceptions and fatal signals land in files, the game is saved, the player told."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest

from spiderette_qt.platform import crash_log
from spiderette_qt.platform.crash_log import CrashLog


def _exc_info(message: str = "boom") -> crash_log.ExcInfo:
    try:
        raise RuntimeError(message)
    except RuntimeError as exc:
        return type(exc), exc, exc.__traceback__


def _dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_an_exception_is_written_saved_and_told_once(tmp_path: Path) -> None:
    log = CrashLog(tmp_path / "log")
    saves: list[int] = []
    told: list[Path] = []
    log._save = lambda: saves.append(1)
    log._notify = told.append
    first = log.handle(_exc_info("first"))
    second = log.handle(_exc_info("second"))
    assert first is not None and second is not None and first != second
    text = first.read_text(encoding="utf-8")
    assert "RuntimeError: first" in text and "Traceback" in text and "Spiderette" in text
    assert saves == [1, 1]  # saved after every error
    assert told == [first]  # but told only once


def test_a_failing_save_or_notice_does_not_raise(tmp_path: Path) -> None:
    log = CrashLog(tmp_path)

    def broken() -> None:
        raise OSError("disk full")

    log._save = broken
    log._notify = lambda _path: broken()
    assert log.handle(_exc_info()) is not None


def test_only_the_newest_logs_stay(tmp_path: Path) -> None:
    log = CrashLog(tmp_path, keep=3)
    written = [log.handle(_exc_info(str(i))) for i in range(6)]
    kept = log.crash_logs()
    assert len(kept) == 3
    assert set(kept) == set(written[-3:])


def test_an_unwritable_folder_gives_no_log_and_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert CrashLog(blocker / "log").handle(_exc_info()) is None


def test_install_routes_uncaught_exceptions_and_close_restores(tmp_path: Path) -> None:
    before = sys.excepthook, threading.excepthook
    log = CrashLog(tmp_path).install()
    try:
        assert sys.excepthook == log._excepthook
        thread = threading.Thread(target=lambda: 1 / 0, name="worker")
        thread.start()
        thread.join()
        logs = log.crash_logs()
        assert len(logs) == 1
        text = logs[0].read_text(encoding="utf-8")
        assert "ZeroDivisionError" in text and "thread worker" in text
    finally:
        log.close()
    assert (sys.excepthook, threading.excepthook) == before
    assert not list(tmp_path.glob("fatal-*.log"))  # a clean end leaves no empty fatal log


def test_a_previous_sessions_fatal_log_is_kept_and_reported(tmp_path: Path) -> None:
    dead = _dead_pid()
    left = tmp_path / f"fatal-20260101-120000-{dead}.log"
    left.write_text("Fatal Python error: Segmentation fault\n", encoding="utf-8")
    empty = tmp_path / f"fatal-20260101-110000-{dead}.log"
    empty.write_text("", encoding="utf-8")
    log = CrashLog(tmp_path).install()
    try:
        assert log.previous is not None and log.previous.name.startswith("crash-")
        assert "Segmentation fault" in log.previous.read_text(encoding="utf-8")
        assert not left.exists() and not empty.exists()
    finally:
        log.close()


def test_a_running_instances_fatal_log_is_left_alone(tmp_path: Path) -> None:
    live = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        theirs = tmp_path / f"fatal-20260101-120000-{live.pid}.log"
        theirs.write_text("", encoding="utf-8")
        log = CrashLog(tmp_path).install()
        log.close()
        assert theirs.exists()
    finally:
        live.kill()
        live.wait()


@pytest.mark.skipif(sys.platform.startswith("win"), reason="SIGSEGV handling differs")
def test_a_real_fatal_signal_reaches_the_next_start(tmp_path: Path) -> None:
    code = (
        "import faulthandler, sys; from pathlib import Path; "
        "from spiderette_qt.platform.crash_log import CrashLog; "
        f"CrashLog(Path({str(tmp_path)!r})).install(); faulthandler._sigsegv()"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=60)
    assert result.returncode != 0
    log = CrashLog(tmp_path).install()
    try:
        assert log.previous is not None
        assert "Segmentation fault" in log.previous.read_text(encoding="utf-8")
    finally:
        log.close()


def test_the_notice_names_the_file(qtbot: object, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox, QWidget

    parent = QWidget()
    qtbot.addWidget(parent)  # type: ignore[attr-defined]
    path = tmp_path / "crash-x.log"
    crash_log.show_notice(parent, path, earlier=False)
    box = parent.findChild(QMessageBox, "crash_notice")
    assert box is not None and str(path) in box.text() and "saved" in box.text()
    box.close()


def test_the_notice_of_a_last_crash_claims_a_kept_game_only_when_there_was_one(
        qtbot: object, tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox, QWidget

    for kept, claimed in ((True, True), (False, False)):
        parent = QWidget()
        qtbot.addWidget(parent)  # type: ignore[attr-defined]
        crash_log.show_notice(parent, tmp_path / "crash-x.log", earlier=True, game_kept=kept)
        box = parent.findChild(QMessageBox, "crash_notice")
        assert box is not None and str(tmp_path / "crash-x.log") in box.text()
        assert ("Your game was kept" in box.text()) is claimed  # before: always claimed
        box.close()


def test_attach_tells_the_notice_whether_a_game_was_resumed(qtbot: object,
                                                            tmp_path: Path) -> None:
    from PySide6.QtWidgets import QMessageBox, QWidget

    folder = tmp_path / "log"
    folder.mkdir()
    (folder / f"{crash_log.FATAL_PREFIX}20200101-000000-{_dead_pid()}.log").write_text("x")
    log = CrashLog(folder).install()
    try:
        parent = QWidget()
        qtbot.addWidget(parent)  # type: ignore[attr-defined]
        log.attach(parent, lambda: None, game_kept=False)  # a first run: no game to keep
        qtbot.waitUntil(lambda: parent.findChild(QMessageBox, "crash_notice") is not None)  # type: ignore[attr-defined]
        box = parent.findChild(QMessageBox, "crash_notice")
        assert "Your game was kept" not in box.text() and "closed unexpectedly" in box.text()
        box.close()
    finally:
        log.close()


def test_qt_s_last_messages_are_written_into_the_fatal_log(tmp_path: Path) -> None:
    log = CrashLog(tmp_path / "log").install()
    try:
        log.write_qt_messages(["qt.qpa.xcb: could not connect to display", "giving up"])
        assert log._fatal_path is not None
        text = log._fatal_path.read_text(encoding="utf-8")
        assert "Qt's last messages:" in text and "could not connect to display" in text
    finally:
        log.close()
