"""What the statistics say in the real window after a win of the player's own, a game the
Demo helped in, a trimmed winning line pasted as a record and made-up records, and what the
next launch reads after each (nothing set aside). Run with -s to see the figures."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox
from window.winning_line import DECK, LINE

from solver_app.jobs import line_hint_job
from spiderette_qt.engine import Game, scoring
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.session.counting_notices import (
    assisted_text,
    assisted_won_text,
    practice_text,
    practice_won_text,
)
from spiderette_qt.window.dialogs.win_dialog import WinDialog
from spiderette_qt.window.records import record_files


def figures(win) -> tuple:
    f = win.session.statistics.for_game("spiderette", 1)
    return (f.played, f.won, f.lost, f.assisted, f.best("windows"), f.best("sun"),
            f.best("edderkop"), f.current_streak)


def play(win, actions) -> None:
    for action in actions:
        assert win.presenter.deal() if action == "D" else win.presenter.move(*action)


def rest_of_line(game: Game) -> list:
    """The actions of LINE still to play from the table as it stands."""
    replay = Game.from_deck(DECK, suits=1)
    for index, action in enumerate(LINE):
        if replay.table() == game.table():
            return LINE[index:]
        replay.deal() if action == "D" else replay.move(*action)
    raise AssertionError("the table is not on the line")


def relaunch(make_window, qtbot, win, label: str):
    win.close()  # saves as a quit does
    win.session.save_store.flush()
    win.session.stats_store.flush()
    again = make_window()
    qtbot.waitUntil(lambda: again.started)
    assert again.session.startup_problems == [], label
    aside = [p.name for p in Path(data_dir()).glob("*corrupt*")]
    assert aside == [], label
    print(f"{label}: next launch {figures(again)}, set aside: {aside or 'nothing'}")
    return again


def test_the_statistics_after_each_and_at_the_next_launch(make_window, qtbot, monkeypatch):
    win = make_window()
    qtbot.waitUntil(lambda: win.started)
    win.settings.confirm_new_game = False
    print("\n(played, won, lost, assisted, best windows, best sun, best edderkop, streak)")
    # 0. The player's own win, scored in Sun: the panel shows the parts.
    win.set_scoring("sun")
    win.session.start_game(Game.from_deck(DECK, suits=1))
    play(win, LINE)
    qtbot.waitUntil(lambda: isinstance(win.current_dialog, WinDialog), timeout=20000)
    panel = win.current_dialog
    print("own win, panel:", panel.result_label.text(), "|",
          panel.parts_label.text().replace("\n", " | "))
    assert "Cards turned: 21 × 10 = 210" in panel.parts_label.text()
    assert figures(win) == (1, 1, 0, 0, 843, 500, 505, 1)
    print("own win:", figures(win))
    panel.close()
    win = relaunch(make_window, qtbot, win, "own win")
    assert figures(win) == (1, 1, 0, 0, 843, 500, 505, 1)
    win.settings.confirm_new_game = False

    # 1. The Demo plays some moves, the player finishes: assisted, the streak kept.
    win.solver.actions.hints.setChecked(True)
    win.solver.jobs.hint = line_hint_job
    win.session.start_game(Game.from_deck(DECK, suits=1))
    play(win, LINE[:10])
    demo = win.solver.demo
    demo.start()
    qtbot.waitUntil(lambda: demo.moves_made >= 5, timeout=20000)
    demo.stop()
    qtbot.waitUntil(lambda: win.presenter.idle)
    assert assisted_text() in win.message_bar.messages()
    play(win, rest_of_line(win.game))
    assert win.game.is_won and assisted_won_text() in win.message_bar.messages()
    assert not isinstance(win.current_dialog, WinDialog)  # no "you won"
    assert figures(win) == (2, 1, 0, 1, 843, 500, 505, 1)
    print("Demo-assisted:", figures(win))
    win = relaunch(make_window, qtbot, win, "Demo-assisted")
    assert figures(win) == (2, 1, 0, 1, 843, 500, 505, 1)
    assert assisted_won_text() not in win.message_bar.messages()  # it left with its game
    win.settings.confirm_new_game = False

    # 2. A winning line trimmed by one move, pasted as a record: practice, counted nowhere.
    trimmed = Game.from_deck(DECK, suits=1)
    for action in LINE[:-1]:
        trimmed.deal() if action == "D" else trimmed.move(*action)
    assert record_files.play_record(win, trimmed.record(), "Paste Game Record")
    assert practice_text() in win.message_bar.messages()
    play(win, LINE[-1:])
    assert win.game.is_won and practice_won_text() in win.message_bar.messages()
    assert not isinstance(win.current_dialog, WinDialog)
    assert figures(win) == (2, 1, 0, 1, 843, 500, 505, 1)
    print("trimmed winning line:", figures(win))
    win = relaunch(make_window, qtbot, win, "trimmed winning line")
    win.settings.confirm_new_game = False

    # 3. Made-up records: a start one move from a win claiming 999,999,999 or -1,000,000,000
    # is refused; a claim a game could hold (12,345) plays as practice.
    monkeypatch.setattr(QMessageBox, "open", lambda box: None)
    before = win.game
    for claim in (999_999_999, -1_000_000_000):
        position = trimmed.position()
        position.score = claim
        assert not record_files.play_record(win, Game.from_position(position).record(), "Paste")
        box = win.current_dialog
        assert isinstance(box, QMessageBox) and "cannot be played" in box.text()
        print(f"made-up start {claim:,}: refused: {box.text()} {box.informativeText()}"
              f" {box.detailedText()}".strip())
        box.close()
        assert win.game is before
    position = trimmed.position()
    position.score = 12_345
    assert record_files.play_record(win, Game.from_position(position).record(), "Paste")
    play(win, LINE[-1:])
    assert win.game.is_won and win.game.score == 12_345 - 1 + 100
    assert figures(win) == (2, 1, 0, 1, 843, 500, 505, 1)
    print("made-up record (12,345 claimed, won):", figures(win))
    win = relaunch(make_window, qtbot, win, "made-up record")
    assert figures(win) == (2, 1, 0, 1, 843, 500, 505, 1)
    assert scoring.score(win.game, "windows") == win.game.score
