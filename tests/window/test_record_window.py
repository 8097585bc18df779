"""Game records in the window (issue 23): Save Game As / Open Game (.spiderette files),
Copy / Paste Game Record, Replay forward and back, and the winning line as a record."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from spiderette_qt.engine import Game
from spiderette_qt.window.records import record_files
from spiderette_qt.window.records.replay_dialog import ReplayDialog, replay_parts
from tests.window.winning_line import LINE, nearly_won_game


def play_some(window, count: int = 12) -> None:
    for _ in range(count):
        moves = window.game.legal_moves()
        if not moves:
            assert window.presenter.deal()
            continue
        m = moves[len(moves) // 2]
        assert window.presenter.move(m.source, m.count, m.target)


def test_saved_then_opened_in_another_window_is_the_same_game(window, qtbot, tmp_path):
    window.session.start_game(Game.new(2, 29))
    assert window.presenter.deal()
    play_some(window)
    path = record_files.write_record(window, tmp_path / "mine.spiderette")
    assert path is not None and path.read_text().startswith("Format: spiderette-record 1")
    played = window.game
    window.session.start_game(Game.new(4, 1))
    window.settings.confirm_new_game = False
    assert record_files.open_path(window, path)
    opened = window.game
    assert (opened.code, opened.table(), opened.score, opened.moves) == \
        (played.code, played.table(), played.score, played.moves)
    # An ordinary game the player can go on with, and Undo works on its history.
    assert window.presenter.undo() and window.game.moves == played.moves - 1


def test_a_binary_a_huge_and_a_damaged_file_get_a_clear_message(window, qtbot, tmp_path):
    before = window.game
    binary = tmp_path / "a.spiderette"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    huge = tmp_path / "b.spiderette"
    huge.write_bytes(b"x" * (record_files.MAX_FILE_BYTES + 1))
    damaged = tmp_path / "c.spiderette"
    damaged.write_text(Game.new(1, 5).record().replace("Moves: 0\n", "Moves: 0\n1. 9:1>1\n"))
    for path, words in ((binary, "not text"), (huge, "far too large"),
                        (damaged, "line 9, action 1"), (tmp_path, "not a file"),
                        (tmp_path / "missing.spiderette", "cannot be read")):
        assert not record_files.open_path(window, path)
        box = window.current_dialog
        assert isinstance(box, QMessageBox) and words in box.text(), (path, box.text())
        box.close()
        assert window.game is before


def test_copy_and_paste_a_record(window, qtbot):
    window.session.start_game(Game.new(1, 77, "spider"))
    play_some(window, 6)
    text = record_files.copy_record(window)
    assert QApplication.clipboard().text() == text and "Code: SP1-S1-" in text
    played = window.game
    window.session.start_game(Game.new(1, 78))
    window.settings.confirm_new_game = False
    assert record_files.paste_record(window)
    assert window.game.table() == played.table() and window.game.code == played.code
    QApplication.clipboard().setText("not a record")
    assert not record_files.paste_record(window)
    assert "cannot be played" in window.current_dialog.text()
    # The reason is in the message, not only under Show Details.
    assert "Cannot read 'not a record'" in window.current_dialog.informativeText()


def test_the_menu_has_the_record_items(window):
    names = [a.objectName() for a in window.menu_game.actions()]
    for name in ("action_daily", "action_open_game", "action_save_as", "action_copy_record",
                 "action_paste_record", "action_replay"):
        assert name in names
    assert names.index("action_daily") < names.index("action_deal")


def test_replay_steps_forward_and_back(window, qtbot):
    game, last = nearly_won_game()
    game.move(*last)
    assert game.is_won
    start, actions = replay_parts(game)
    assert len(actions) == len(LINE)
    dialog = ReplayDialog(start, actions, window)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.shown == 0 and not dialog.buttons["back"].isEnabled()
    dialog.forward()
    dialog.forward()
    assert dialog.shown == 2 and dialog.game.moves == 2
    assert "Action 2 of" in dialog.progress.text()
    dialog.back()
    assert dialog.shown == 1 and dialog.game.moves == 1
    dialog.to_end()
    assert dialog.game.is_won and "won" in dialog.progress.text()
    dialog.back()  # a won game refuses Undo: the table is set up again
    assert dialog.shown == len(actions) - 1 and not dialog.game.is_won
    dialog.to_start()
    assert dialog.game.moves == 0 and dialog.game.table() == start.table()


def test_replay_of_the_game_in_play_and_play_from_here(window, qtbot):
    window.session.start_game(Game.new(2, 11))
    play_some(window, 8)
    window.settings.confirm_new_game = False
    window.daily.actions.replay.trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, ReplayDialog) and len(dialog.steps) == window.game.moves == 8
    dialog.to_start()
    for _ in range(3):
        dialog.forward()
    dialog.buttons["take"].click()
    assert window.game.moves == 3 and window.game.code == "SD2-S1-AAAAAAL"


def test_play_from_here_is_the_same_game_and_asks_no_leave_question(window, qtbot,
                                                                    monkeypatch):
    """Replay › Play From Here asked "Leave this game... it will count as lost" for the same
    deal. It is the same game, as Restart is: no question, no loss, Undo brings it back."""
    from spiderette_qt.window import abandon_question

    asked = []
    monkeypatch.setattr(abandon_question, "ask_to_abandon",
                        lambda *args, **kwargs: asked.append(args) or (True, False))
    window.session.start_game(Game.new(2, 11))
    play_some(window, 8)
    figures = window.session.statistics.for_game("spiderette", 2)
    played, won = figures.played, figures.won
    window.daily.actions.replay.trigger()
    dialog = window.current_dialog
    dialog.to_start()
    for _ in range(3):
        dialog.forward()
    dialog.buttons["take"].click()
    assert asked == []
    assert window.game.moves == 3
    figures = window.session.statistics.for_game("spiderette", 2)
    assert (figures.played, figures.won, figures.lost) == (played, won, 0)
    for _ in range(3):  # its own actions first, as after a restart
        assert window.presenter.undo()
    assert window.presenter.undo() and window.game.moves == 8  # then back where it was


def test_the_winning_line_is_shared_as_a_record(window, qtbot):
    from spiderette_qt.window.solver.playback import WinningLineDialog

    game, last = nearly_won_game()
    dialog = WinningLineDialog(game, [last], window, autoplay=False)
    qtbot.addWidget(dialog)
    text = dialog.line_record()
    assert "Result: won" in text
    assert Game.from_record(text).is_won
    dialog.findChild(type(dialog.play_button), "line_copy_record").click()
    assert QApplication.clipboard().text() == text


def test_the_replay_and_the_winning_line_look_like_the_players_table(window, qtbot) -> None:
    """The Replay and Winning Line windows drew the default card back and table colour
    whatever the player had chosen."""
    from spiderette_qt.window.records.table_show import TableLooks
    from spiderette_qt.window.solver.playback import WinningLineDialog

    window.appearance.choose("card_back", "tartan")
    window.appearance.choose("felt", "blue")
    window.presenter.move(*next((m.source, m.count, m.target)
                                for m in window.game.legal_moves()))
    window.daily.show_replay()
    replay = window.current_dialog
    assert isinstance(replay, ReplayDialog)
    line = WinningLineDialog(window.game, [], window, looks=TableLooks.of(window.settings),
                             autoplay=False)
    for dialog in (replay, line):
        assert dialog.presenter.painter.back == "tartan"
        assert dialog.presenter.scene.felt_name == "blue"
    line.close()


def test_in_the_replay_the_arrow_keys_step(window, qtbot) -> None:
    """Left and Right moved the focus between the buttons instead of stepping."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    game, last = nearly_won_game()
    start, actions = replay_parts(game)
    dialog = ReplayDialog(start, actions, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    button = dialog.buttons["play"]
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    QTest.keyClick(button, Qt.Key.Key_Right)
    QTest.keyClick(button, Qt.Key.Key_Right)
    assert dialog.shown == 2 and button.hasFocus()
    QTest.keyClick(button, Qt.Key.Key_Left)
    assert dialog.shown == 1
    QTest.keyClick(button, Qt.Key.Key_End)
    assert dialog.shown == len(actions)
    QTest.keyClick(button, Qt.Key.Key_Home)
    assert dialog.shown == 0


def test_the_file_dialogs_start_in_the_folder_last_used(window, monkeypatch, tmp_path) -> None:
    """They started in the home folder every time."""
    from PySide6.QtWidgets import QFileDialog

    from spiderette_qt.window.records.record_files import open_game, save_as

    folder = tmp_path / "my games"
    folder.mkdir()
    started = []

    def save_name(_parent, _title, start, _filter):
        started.append(str(Path(start).parent))
        return str(folder / "one.spiderette"), ""

    def open_name(_parent, _title, start, _filter):
        started.append(start)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_name)
    assert save_as(window) == folder / "one.spiderette"
    open_game(window)
    assert started == [str(Path.home()), str(folder)]
