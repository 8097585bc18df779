"""The window's saves go through the background writer: after fast play and a flush the
files hold the last state, a failing disk is still told, and closing leaves it all on disk."""

from __future__ import annotations

import errno
import threading

import pytest
from PySide6.QtWidgets import QApplication

from spiderette_qt.persistence import SaveStore, StatisticsStore, atomic
from spiderette_qt.persistence.background_writer import flush_all
from spiderette_qt.session.file_problems import save_error_text


def play_fast(window, count: int) -> None:
    """`count` actions back to back (moves where there are, else deals), no waiting."""
    for _ in range(count):
        moves = window.game.legal_moves()
        if moves:
            move = moves[-1]
            assert window.presenter.move(move.source, move.count, move.target)
        elif window.game.can_deal():
            assert window.presenter.deal()
        else:
            assert window.presenter.undo()


def test_after_fast_actions_and_a_flush_the_files_hold_the_last_state(window) -> None:
    assert window.session.save_store._file.deferred and window.session.stats_store._file.deferred
    play_fast(window, 25)
    assert flush_all()
    saved = SaveStore().load()
    assert saved.game is not None
    assert saved.game.to_json() == window.game.to_json()  # the undo history included
    on_disk = StatisticsStore().load_result().statistics
    assert on_disk.to_json() == window.session.statistics.to_json()


def test_closing_the_window_leaves_the_last_state_on_disk(window) -> None:
    play_fast(window, 5)
    game = window.game.to_json()
    window.close()
    assert flush_all()  # what the process's exit (atexit) does after a quit or SIGTERM
    saved = SaveStore().load()
    assert saved.game is not None and saved.game.to_json() == game


def test_a_failing_disk_is_still_told_to_the_player(window, monkeypatch: pytest.MonkeyPatch,
                                                    qtbot) -> None:
    gate = threading.Event()

    def full(_path: object, _text: str) -> None:
        gate.wait(10)  # the disk answers only after the action is over
        raise OSError(errno.ENOSPC, "No space left on device")

    assert flush_all()  # the start's own saves are written before the disk fills up
    real = atomic.atomic_write_text
    monkeypatch.setattr(atomic, "atomic_write_text", full)
    play_fast(window, 1)
    QApplication.processEvents()
    assert window.session.save_store.last_error is None  # not known yet when the action ended
    gate.set()
    # Told after this one action, though the write failed on the writer thread afterwards.
    text = save_error_text(OSError(errno.ENOSPC, "full"))
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() == text)
    assert window.session.save_store.last_error is not None
    monkeypatch.setattr(atomic, "atomic_write_text", real)  # the disk has room again
    play_fast(window, 1)
    assert flush_all()
    session = window.session
    assert session.save_store.last_error is None and session.stats_store.last_error is None
    saved = SaveStore().load()
    assert saved.game is not None and saved.game.to_json() == window.game.to_json()
