"""Game › Where Did I Lose? with the real solver in its child, on a small node budget (the
answer is then the same on every run), on a real lost game (lost at its 13th action)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QPushButton

from spiderette_qt.engine import Game
from spiderette_qt.window.records.replay_dialog import ReplayDialog
from spiderette_qt.window.solver.dialogs import SolverProgress, VerdictDialog
from spiderette_qt.window.solver.playback import WinningLineDialog
from spiderette_qt.window.solver.turning_dialog import TurningDialog

FIXTURES = Path(__file__).parent.parent / "engine" / "solver" / "fixtures"
SENTENCE = ("Winnable until your 13th action; jack of spades onto queen of spades (column 5 to 3) "
            "lost it.")


def lost_game() -> Game:
    return Game.from_record((FIXTURES / "lost_sd1_c.txt").read_text(encoding="utf-8"))


def _verdicts_on(window) -> None:
    solver = window.solver
    solver.actions.verdicts.setChecked(True)
    solver.jobs.turning_nodes = 200_000
    solver.jobs.verdict_nodes = 200_000


def test_the_menu_shows_it_beside_was_it_winnable_only_with_the_verdicts(window):
    solver = window.solver
    items = window.menu_game.actions()
    assert items.index(solver.where_lost.action) == items.index(solver.actions.verdict) + 1
    assert not solver.where_lost.action.isVisible()
    solver.actions.verdicts.setChecked(True)
    assert solver.where_lost.action.isVisible()


def test_asked_in_play_it_warns_makes_the_game_assisted_and_names_the_action(window, qtbot):
    _verdicts_on(window)
    session = window.session
    session.start_game(lost_game())
    game = session.game
    assert session.counts(game)
    window.solver.where_lost.action.trigger()
    warning = window.current_dialog
    assert warning is not None and warning.objectName() == "where_lost_warning"
    assert session.counts(game)  # nothing happens before the player says Look
    with qtbot.waitSignal(window.solver.where_lost.answered, timeout=60000) as blocker:
        warning.findChild(QPushButton, "where_lost_look").click()
        assert isinstance(window.current_dialog, SolverProgress)
    assert blocker.args[0] == SENTENCE
    assert not session.counts(game) and session.statistics.current_assisted
    assert window.accessibility.announcer.last_text == SENTENCE  # spoken
    dialog = window.current_dialog
    assert isinstance(dialog, TurningDialog)
    assert dialog.sentence.text() == SENTENCE

    dialog.buttons["replay"].click()
    replay = window.solver.where_lost.step_dialog
    assert isinstance(replay, ReplayDialog)
    assert replay.shown == 13 and replay.marked == 13
    assert "the action that lost the game" in replay.progress.text()
    replay.back()
    assert "the action that lost the game" not in replay.progress.text()
    replay.reject()

    dialog.buttons["line"].click()
    line = window.solver.where_lost.step_dialog
    assert isinstance(line, WinningLineDialog)
    assert line.game.moves == 12  # from the last winnable position
    qtbot.waitUntil(lambda: line.game.is_won, timeout=30000)
    line.reject()

    window.settings.confirm_new_game = False  # the "leave this game?" question is its own test
    dialog.buttons["try"].click()
    tried = session.game
    assert tried is not game and session.is_practice(tried)
    assert tried.table() == lost_game().restarted().continued(
        (lost_game().played() or [])[:12]).table()


def test_after_a_lost_game_the_verdict_offers_it_without_assisting(window, qtbot):
    _verdicts_on(window)
    session = window.session
    session.start_game(lost_game())
    solver = window.solver
    with qtbot.waitSignal(solver.verdictShown, timeout=60000) as blocker:
        session.start_game(Game.new(1, 5))  # the lost game is left
    verdicts = blocker.args[0]
    assert verdicts.start.verdict == "winnable" and verdicts.position.verdict == "unwinnable"
    solver.open_verdict(verdicts)
    dialog = window.current_dialog
    assert isinstance(dialog, VerdictDialog) and dialog.where_button.isVisibleTo(dialog)
    with qtbot.waitSignal(solver.where_lost.answered, timeout=60000) as answer:
        dialog.where_button.click()
    assert answer.args[0] == SENTENCE
    assert session.counts(session.game)  # the new game is untouched


def test_the_menu_after_a_lost_game_asks_about_it(window, qtbot):
    _verdicts_on(window)
    session = window.session
    session.start_game(lost_game())
    session.start_game(Game.new(1, 5))  # left unwon; the new one is not played
    with qtbot.waitSignal(window.solver.where_lost.answered, timeout=60000) as answer:
        window.solver.where_lost.action.trigger()
    assert answer.args[0] == SENTENCE
    assert session.counts(session.game)


def test_cancel_stops_the_search_and_shows_nothing(window, qtbot):
    _verdicts_on(window)
    window.solver.jobs.turning_nodes = 10**12  # searches until cancelled
    window.session.start_game(lost_game())
    window.solver.where_lost.action.trigger()
    window.current_dialog.findChild(QPushButton, "where_lost_look").click()
    progress = window.current_dialog
    assert isinstance(progress, SolverProgress)
    progress.reject()
    assert window.solver.where_lost.dialog is None
    runner = window.solver._runners["turning"]
    qtbot.waitUntil(lambda: not runner.busy, timeout=10000)
