"""Bad input a player (or the machine) throws at the real window: malformed codes, broken
settings, a data directory that cannot be written, actions in the middle of animations,
closing mid-animation, undo/redo at their limits, odd clicks. Nothing may crash or be lost."""

from __future__ import annotations

import errno
from pathlib import Path

import shiboken6
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from spiderette_qt.engine import Game, Reason
from spiderette_qt.i18n.reasons import reason_text
from spiderette_qt.persistence import atomic
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.table import durations
from spiderette_qt.window.dialogs.win_dialog import WinDialog
from spiderette_qt.window.main_window import MainWindow
from tests.qa.qa_helpers import (
    double_click,
    grab_point,
    make_window,
    presenter_of,
    stock_point,
    table_problems,
)
from tests.table.helpers import removal_game
from tests.window.winning_line import DECK, LINE, nearly_won_game


def _play(game: Game, actions: list) -> None:
    for action in actions:
        if action == "D":
            game.deal()
        else:
            game.move(*action)


def test_malformed_codes_in_the_code_dialog_keep_the_game(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "off")
    window.settings.confirm_new_game = False
    before = window.game
    window.window_actions.play_code.trigger()
    dialog = window.current_dialog
    assert dialog is not None
    for text in ["SD3-S1-AAAAAAA", "SD1-S2-AAAAAAA", "SD1-S1-AAAA", "SD1-S1-AAAAAA1",
                 "x" * 10000, "SD1\u200b-S1-AAAAAAA", "\x00\x01", "SD1-S1-ÅÄÖAAAA", "-",
                 "SD1--S1-AAAAAAA", "💥"]:
        dialog.line_edit.clear()
        dialog.line_edit.insert(text)  # as a paste does
        assert not dialog.ok_button.isEnabled(), text
        assert dialog.message.text(), text
        assert not window.choices.play_code(text)
    dialog.reject()
    assert window.game is before
    assert "SD" in window.statusBar().currentMessage()


def test_a_corrupt_settings_file_starts_with_defaults(qtbot, settings_path: Path):
    settings_path.write_bytes(
        b"[General]\nanimation_speed=warp\nsuits=7\ndouble_click=perhaps\n"
        b"geometry=@ByteArray(\xff\xfe garbage)\nwindow_state=12\nlanguage=klingon\n"
        b"four_colour=\nlarger_cards=2\n\x00\x00[[[broken\nconfirm_new_game=@Variant(\x00)\n")
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    QTest.qWaitForWindowExposed(window)
    assert durations.speed() in ("off", "fast", "normal")
    assert window.game is not None and window.game.suits in (1, 2, 4)
    presenter = presenter_of(window)
    durations.set_speed("off")
    assert presenter.deal()
    assert table_problems(window) == []
    window.close()


def test_a_data_directory_that_cannot_be_written_is_told_and_play_goes_on(
        qtbot, settings_path, monkeypatch):
    def refuse(path, text):
        raise OSError(errno.EROFS, "Read-only file system", str(path))

    window = make_window(qtbot, settings_path, "off")
    monkeypatch.setattr(atomic, "atomic_write_text", refuse)
    presenter = presenter_of(window)
    assert presenter.deal()
    # Told after the action's own announcement, which must not hide it; in the player's
    # words (translated), not the system's English "[Errno 30] Read-only file system".
    qtbot.waitUntil(lambda: "read-only disk" in window.statusBar().currentMessage(),
                    timeout=1000)
    assert "Errno" not in window.statusBar().currentMessage()
    assert table_problems(window) == []
    window.close()  # saving at quit fails quietly too


def test_a_data_directory_that_cannot_be_made_does_not_stop_the_app(
        qtbot, settings_path, monkeypatch, tmp_path):
    blocker = tmp_path / "not-a-directory"
    blocker.write_text("a file where the data directory should be")
    monkeypatch.setenv("XDG_DATA_HOME", str(blocker))
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    window = MainWindow(settings, resume=True)
    qtbot.addWidget(window)
    window.show()
    durations.set_speed("off")
    presenter = presenter_of(window)
    assert presenter.deal()
    qtbot.waitUntil(lambda: "cannot be written" in window.statusBar().currentMessage(),
                    timeout=1000)  # the failed save is told, in the player's words
    assert table_problems(window) == []
    window.close()


def test_new_game_restart_and_code_while_animations_run(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "normal")
    window.settings.confirm_new_game = False
    presenter = presenter_of(window)
    for start in (lambda: window.session.start_game(Game.new(2)),
                  window.choices.restart_deal,
                  lambda: window.choices.play_code("SD4-S1-AAAABCD")):
        assert presenter.deal()
        assert not presenter.idle  # the deal is flying
        start()
        presenter.finish_animations()
        assert presenter.game.moves == 0
        assert table_problems(window) == []
    assert presenter.game.code == "SD4-S1-AAAABCD"


def test_close_during_an_animation_then_reopen_resumes_exactly(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "normal")
    presenter = presenter_of(window)
    game = Game.from_deck(DECK, suits=1)
    _play(game, LINE[:10])
    window.session.start_game(game)
    presenter.move(*LINE[10])
    assert not presenter.idle
    state, score, moves = game.table(), game.score, game.moves
    window.close()
    again = MainWindow(Settings(QSettings(str(settings_path), QSettings.Format.IniFormat)),
                       resume=True)
    qtbot.addWidget(again)
    again.show()
    QTest.qWaitForWindowExposed(again)
    resumed = again.game
    assert resumed.table() == state
    assert (resumed.score, resumed.moves) == (score, moves)
    presenter_of(again).finish_animations()
    assert table_problems(again) == []
    assert presenter_of(again).undo()  # the history came back too
    assert resumed.moves == moves - 1


def test_undo_and_redo_at_their_limits(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "off")
    presenter = presenter_of(window)
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    assert not presenter.undo() and not presenter.redo()
    assert len(refused) == 2 and presenter.scene.banner.isVisible()
    game = removal_game()
    window.session.start_game(game)
    for _ in range(7):  # Q..6 onto the lone king: column 7 is empty
        assert presenter.move(6, 1, 0)
    for _ in range(52):  # then the 6 to the empty column and back: 111 actions in all
        assert presenter.move(0, 1, 6) and presenter.move(6, 1, 0)
    undone = 0
    while presenter.undo():
        undone += 1
    assert undone == 100
    assert refused[-1] == reason_text(Reason.UNDO_LIMIT)
    assert not window.window_actions.undo.isEnabled()
    assert window.window_actions.redo.isEnabled()
    for _ in range(100):
        assert presenter.redo()
    assert not presenter.redo()
    assert refused[-1] == reason_text(Reason.NOTHING_TO_REDO)
    assert game.moves == 111
    assert table_problems(window) == []


def test_odd_clicks_do_nothing_harmful(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "off")
    presenter = presenter_of(window)
    game = removal_game()
    window.session.start_game(game)
    viewport = presenter.view.viewport()
    none = Qt.KeyboardModifier.NoModifier
    # A double-click on the stock deals once, not twice.
    double_click(viewport, stock_point(presenter))
    assert game.deals_left == 3
    # A double-click on a face-down card: its rule, nothing moves.
    hidden = game.table().columns[6][0][0]
    before = game.table()
    refused: list[str] = []
    presenter.ruleRefused.connect(refused.append)
    double_click(viewport, grab_point(presenter, hidden))
    assert game.table() == before and refused
    # Right-clicks anywhere: nothing.
    size = viewport.size()
    for point in (QPoint(5, 5), QPoint(size.width() // 2, size.height() // 2),
                  stock_point(presenter), grab_point(presenter, game.table().columns[0][-1][0])):
        QTest.mouseClick(viewport, Qt.MouseButton.RightButton, none, point)
        QTest.mouseDClick(viewport, Qt.MouseButton.RightButton, none, point)
    assert game.table() == before
    # A double-click on an empty column: nothing moves, nothing breaks.
    window.session.start_game(removal_game())
    game = window.game
    for _ in range(7):
        assert presenter.move(6, 1, 0)
    before = game.table()
    layout = presenter.scene.layout
    double_click(viewport, presenter.view.mapFromScene(layout.column_slots[6].center()))
    assert game.table() == before
    assert table_problems(window) == []


def test_restart_right_after_the_winning_move_shows_no_celebration(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "normal")
    window.settings.confirm_new_game = False
    presenter = presenter_of(window)
    game, last = nearly_won_game()
    window.session.start_game(game)
    presenter.move(*last)
    assert game.is_won and not presenter.idle  # the last sequence is still flying
    window.choices.restart_deal()
    assert not window.game.is_won
    qtbot.wait(50)
    assert window.win_show.celebration is None or not window.win_show.celebration.isVisible()
    assert not isinstance(window.current_dialog, WinDialog)


def test_clicking_copy_leaves_the_keys_on_the_table(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "off")
    presenter = presenter_of(window)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.isActiveWindow(), timeout=2000)
    presenter.view.setFocus()
    QTest.mouseClick(window.status_panel.copy_button, Qt.MouseButton.LeftButton)
    assert "copied" in window.statusBar().currentMessage()
    # The next table key must reach the table, not the button (Space would copy again).
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    # (The first arrow shows the cursor where it is, on column 1; issue 14.)
    assert presenter.keyboard.state.shown and presenter.keyboard.state.column == 0


def test_undo_during_the_winning_flight_keeps_the_win(qtbot, settings_path):
    """A won game is over (issue 13): Ctrl+Z while the last cards fly does not un-win it
    (Undo is off), and the celebration and the panel follow."""
    window = make_window(qtbot, settings_path, "normal")
    presenter = presenter_of(window)
    game, last = nearly_won_game()
    window.session.start_game(game)
    presenter.move(*last)
    assert game.is_won and not presenter.idle
    QTest.keyClick(presenter.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.is_won and window.game is game
    presenter.finish_animations()
    assert table_problems(window) == []
    qtbot.waitUntil(lambda: window.win_show.celebration is not None, timeout=2000)
    window.win_show.celebration.skip()
    assert isinstance(window.current_dialog, WinDialog)
    window.current_dialog.reject()



def test_a_key_during_the_celebration_skips_it_and_the_game_stays_won(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "normal")
    presenter = presenter_of(window)
    game, last = nearly_won_game()
    window.session.start_game(game)
    presenter.move(*last)
    presenter.finish_animations()
    shown = window.win_show
    qtbot.waitUntil(lambda: shown.celebration is not None and shown.celebration.running,
                    timeout=2000)
    # Even the undo shortcut only skips it: the celebration has the focus.
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier)
    assert game.is_won and not window.win_show.celebration.isVisible()
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog), timeout=1000)
    window.current_dialog.reject()
    assert table_problems(window) == []


def test_a_window_deleted_right_after_the_win_runs_no_late_celebration(qtbot, settings_path):
    # Not through make_window: qtbot would close the deleted window again at teardown.
    durations.set_speed("off")
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.animation_speed = "off"
    window = MainWindow(settings)
    presenter = presenter_of(window)
    game, last = nearly_won_game()
    window.session.start_game(game)
    presenter.move(*last)
    assert game.is_won and presenter.idle  # the celebration is queued for the next loop
    shiboken6.delete(window)
    qtbot.wait(20)  # pytest-qt fails the test if the queued call reaches the deleted window
