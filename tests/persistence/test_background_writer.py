"""The background writer: the latest job per file, flushes, failing jobs and disks.

The writer thread is held in a job that waits for an Event, so what is queued behind it is
known exactly (no timing is asserted).
"""

from __future__ import annotations

import errno
import json
import threading
from pathlib import Path

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.persistence import atomic
from spiderette_qt.persistence.background_writer import BackgroundWriter, flush_all
from spiderette_qt.persistence.json_file import JsonFile
from spiderette_qt.persistence.savegame import SaveStore
from spiderette_qt.persistence.statistics import Statistics
from spiderette_qt.persistence.statistics_store import StatisticsStore


def held(writer: BackgroundWriter, key: str = "hold") -> threading.Event:
    """Keep the writer's thread busy in a job until the returned Event is set."""
    started, release = threading.Event(), threading.Event()

    def job() -> None:
        started.set()
        release.wait()

    writer.submit(key, job)
    assert started.wait(10)
    return release


def test_only_the_latest_job_of_a_file_runs_in_the_order_files_were_asked_for() -> None:
    writer = BackgroundWriter()
    release = held(writer)
    ran: list[str] = []
    for text in ("a1", "a2", "a3"):
        writer.submit("a", lambda text=text: ran.append(text))
    writer.submit("b", lambda: ran.append("b1"))
    writer.submit("a", lambda: ran.append("a4"))  # replaces a3, keeps a's place before b
    assert writer.busy("a") and writer.busy("b")
    release.set()
    assert writer.flush()
    assert ran == ["a4", "b1"]
    assert writer.jobs_run == 3  # the holder, a4, b1: the coalesced ones never ran
    assert not writer.busy()


def test_flush_waits_for_the_file_asked_for() -> None:
    writer = BackgroundWriter()
    release = held(writer, "a")
    ran: list[str] = []
    writer.submit("b", lambda: ran.append("b"))
    assert not writer.flush("a", timeout=0.01)  # still running
    assert writer.flush("c")  # nothing of that file: at once
    release.set()
    assert writer.flush("b")
    assert ran == ["b"]


def test_a_failing_job_is_logged_and_the_next_one_runs(caplog: pytest.LogCaptureFixture) -> None:
    writer = BackgroundWriter()
    ran: list[str] = []

    def bad() -> None:
        raise RuntimeError("boom")

    writer.submit("a", bad)
    writer.submit("b", lambda: ran.append("b"))
    assert writer.flush()
    assert ran == ["b"]
    assert "a background write failed" in caplog.text


def test_a_job_that_flushes_does_not_wait_for_itself() -> None:
    writer = BackgroundWriter()
    answers: list[bool] = []
    writer.submit("a", lambda: answers.append(writer.flush("a")))
    assert writer.flush()
    assert answers == [True]


def test_a_deferred_file_writes_the_latest_text_once(tmp_path: Path) -> None:
    writer = BackgroundWriter()
    file = JsonFile("x.json", tmp_path, max_bytes=1000, writer=writer)
    release = held(writer)
    for n in range(5):
        assert file.write_if_changed(f"{n}\n")
    assert not file.write_if_changed("4\n")  # what the file will hold already
    assert not (tmp_path / "x.json").exists()
    release.set()
    assert file.read() == "4\n"  # read waits for the queued write
    assert writer.jobs_run == 2


def test_a_failed_deferred_write_is_reported_and_tried_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    writer = BackgroundWriter()
    file = JsonFile("x.json", tmp_path, max_bytes=1000, writer=writer)
    real = atomic.atomic_write_text

    def full(_path: object, _text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic, "atomic_write_text", full)
    assert file.write_if_changed("new\n")  # queued
    assert file.flush()
    assert file.last_error is not None and file.last_error.errno == errno.ENOSPC
    monkeypatch.setattr(atomic, "atomic_write_text", real)
    assert file.write_if_changed("new\n")  # not taken as written: written now
    assert file.flush()
    assert file.last_error is None
    assert (tmp_path / "x.json").read_text() == "new\n"


def test_stores_survive_a_failing_disk_and_save_the_last_state(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    saves = SaveStore(tmp_path, deferred=True)
    stats_store = StatisticsStore(tmp_path, deferred=True)
    stats = Statistics()
    game = Game.from_code("SD1-S1-AAAAAAB")
    stats.game_started(1, "deal")
    assert saves.save(game)
    real = atomic.atomic_write_text

    def broken(_path: object, _text: str) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(atomic, "atomic_write_text", broken)
    for _ in range(3):
        game.deal()
        stats.action_made(game.score, game.moves)
        saves.save(game, elapsed_ms=1000)
        stats_store.save(stats)
    assert saves.flush() and stats_store.flush()
    assert saves.last_error is not None and stats_store.last_error is not None
    monkeypatch.setattr(atomic, "atomic_write_text", real)  # the disk is back
    game.undo()
    stats.action_made(game.score, game.moves)
    assert saves.save(game, elapsed_ms=2000)
    stats_store.save(stats)
    assert saves.flush() and stats_store.flush()
    assert saves.last_error is None and stats_store.last_error is None
    resumed = SaveStore(tmp_path).load()
    assert resumed.game is not None and resumed.game.to_json() == game.to_json()
    assert resumed.elapsed_ms == 2000
    assert StatisticsStore(tmp_path).load_result().statistics.to_json() == stats.to_json()


def test_deferred_saves_keep_the_generation_and_the_conflict_guard(tmp_path: Path) -> None:
    first = SaveStore(tmp_path, deferred=True)
    game = Game.from_code("SD1-S1-AAAAAAB")
    for _ in range(4):
        game.deal()
        assert first.save(game)  # each waits for the one before: never a conflict with itself
    flush_all()
    data = json.loads((tmp_path / "savegame.json").read_text())
    assert data["generation"] == 4
    assert not first.conflict
    second = SaveStore(tmp_path, deferred=True)  # another window, which never read the file
    assert not second.save(Game.from_code("SD2-S1-AAAAAAB"))
    assert second.conflict
    game.undo()
    assert first.save(game)  # the first window's own game is still its to save
    assert first.flush()
    assert json.loads((tmp_path / "savegame.json").read_text())["generation"] == 5


def test_clearing_after_a_queued_save_leaves_no_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path, deferred=True)
    game = Game.from_code("SD1-S1-AAAAAAB")
    store.save(game)
    game.deal()
    store.save(game)
    store.clear()  # a win: the queued write must not put the file back afterwards
    flush_all()
    assert not (tmp_path / "savegame.json").exists()


EXITING_CHILD = r"""
import sys, time
from pathlib import Path
from spiderette_qt.engine import Game
from spiderette_qt.persistence import atomic
from spiderette_qt.persistence.savegame import SaveStore

real = atomic.atomic_write_text
def slow(path, text):  # a slow disk: writes are still queued when the script ends
    time.sleep(0.05)
    real(path, text)
atomic.atomic_write_text = slow
store = SaveStore(Path(sys.argv[1]), deferred=True)
game = Game.from_code("SD1-S1-AAAAAAB")
store.save(game)
for _ in range(4):
    game.deal()
    store.save(game, elapsed_ms=game.moves)
print(game.to_json(), flush=True)
"""


def test_the_process_exit_waits_for_the_queued_writes(tmp_path: Path) -> None:
    """A quit (and SIGTERM, which the app turns into one) ends the interpreter normally:
    the writer is flushed at exit, so the last game is on disk."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", EXITING_CHILD, str(tmp_path)],
                          capture_output=True, text=True, timeout=60, check=True)
    result = SaveStore(tmp_path).load()
    assert result.game is not None
    assert result.game.to_json() == done.stdout.strip()
    assert result.elapsed_ms == result.game.moves == 4
