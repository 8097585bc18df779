"""A long game record is opened off the GUI thread (window/records/record_opening.py): the
game still arrives, a bad record still gets its message, and while the record is read the
window takes no click, key or shortcut that would change the game it is about to replace."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from spiderette_qt.engine import Game
from spiderette_qt.window.records import record_files, record_opening
from tests.qa.qa_helpers import stock_point


@pytest.fixture
def background(monkeypatch):
    """Every record, short or long, opened on the worker (a long one is slow to make)."""
    monkeypatch.setattr(record_opening, "BACKGROUND_LINES", 0)


def played_game(moves: int = 6) -> Game:
    game = Game.new(1, 41)
    for _ in range(moves):
        legal = game.legal_moves()
        move = legal[len(legal) // 2]
        game.move(move.source, move.count, move.target)
    return game


def test_a_long_record_is_opened_on_the_worker(window, qtbot, tmp_path, background):
    played = played_game()
    path = tmp_path / "long.spiderette"
    path.write_text(played.record())
    window.settings.confirm_new_game = False
    before = window.game
    assert record_files.open_path(window, path)
    # The answer comes through the event loop: nothing has changed yet.
    assert window.game is before and record_opening.opening_of(window) is not None
    qtbot.waitUntil(lambda: window.game is not before)
    assert (window.game.code, window.game.table(), window.game.moves) == \
        (played.code, played.table(), played.moves)
    assert "Game opened: 6 actions replayed" in window.statusBar().currentMessage()
    assert record_opening.opening_of(window) is None
    assert QGuiApplication.overrideCursor() is None
    # Undo reaches into the opened game's history, as for a record opened at once.
    assert window.presenter.undo() and window.game.moves == played.moves - 1


def test_a_bad_long_record_gets_the_same_message(window, qtbot, tmp_path, background):
    before = window.game
    damaged = tmp_path / "c.spiderette"
    damaged.write_text(Game.new(1, 5).record().replace("Moves: 0\n", "Moves: 0\n1. 9:1>1\n"))
    assert record_files.open_path(window, damaged)
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, QMessageBox))
    box = window.current_dialog
    assert "line 9, action 1" in box.text() and box.informativeText()
    box.close()
    assert window.game is before
    assert record_opening.opening_of(window) is None
    assert QGuiApplication.overrideCursor() is None


def test_the_window_takes_no_input_while_a_record_is_opened(window, qtbot, monkeypatch,
                                                           background):
    window.settings.confirm_new_game = False
    window.session.start_game(played_game(3))
    old = window.game
    table, moves = old.table(), old.moves
    held = threading.Event()
    read = record_opening.read_game
    monkeypatch.setattr(record_opening, "read_game", lambda text: (held.wait(10), read(text))[1])
    record = played_game(6)
    assert record_files.play_record(window, record.record(), "Paste Game Record")

    # The player sees that the record is being opened, and why the table does not answer.
    assert "takes no clicks or keys" in window.statusBar().currentMessage()
    assert QGuiApplication.overrideCursor() is not None
    viewport = window.presenter.view.viewport()
    window.activateWindow()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     stock_point(window.presenter))  # a deal
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # Undo
    QTest.keyClick(viewport, Qt.Key.Key_D)  # the keyboard's deal
    qtbot.wait(50)
    assert window.game is old and (old.table(), old.moves) == (table, moves)
    # A second record while the first is read is refused, not queued behind it.
    assert not record_files.play_record(window, record.record(), "Paste Game Record")

    held.set()
    qtbot.waitUntil(lambda: window.game is not old)
    assert window.game.moves == record.moves
    assert QGuiApplication.overrideCursor() is None
    # Input reaches the table again: the stock deals.
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     stock_point(window.presenter))
    qtbot.waitUntil(lambda: window.game.moves == record.moves + 1)


def test_a_short_record_still_opens_at_once(window, tmp_path):
    played = played_game()
    path = tmp_path / "short.spiderette"
    path.write_text(played.record())
    window.settings.confirm_new_game = False
    assert record_files.open_path(window, path)
    assert window.game.table() == played.table()
    assert record_opening.is_long("\n" * record_opening.BACKGROUND_LINES)
    assert not record_opening.is_long(played.record())


def test_an_opening_gone_with_its_window_leaves_the_app_as_it_was(window, qtbot, monkeypatch,
                                                                   background):
    import gc

    from PySide6.QtCore import QCoreApplication, QEvent

    assert gc.isenabled()
    held = threading.Event()
    read = record_opening.read_game
    monkeypatch.setattr(record_opening, "read_game", lambda text: (held.wait(10), read(text))[1])
    assert record_files.play_record(window, played_game().record(), "Paste Game Record")
    opening = record_opening.opening_of(window)
    assert opening is not None and not gc.isenabled()
    opening.deleteLater()  # as it goes when its window is deleted
    QCoreApplication.sendPostedEvents(opening, QEvent.Type.DeferredDelete)
    held.set()
    assert gc.isenabled() and QGuiApplication.overrideCursor() is None
    assert record_opening.opening_of(window) is None
