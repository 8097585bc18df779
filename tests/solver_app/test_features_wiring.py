"""The window's solver features, wired to stand-in jobs (tests/solver_app/jobs.py) so the
behaviour of the window is tested apart from the search: off by default and absent, switches
remembered, hint shown and stale hints dropped, the table playable while a search runs,
winnable deals and their Cancel, the verdict and its winning line, the lost-game notice."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QPushButton

from solver_app.jobs import (
    first_move_hint_job,
    fixed_deal_job,
    frozen_line_solve_job,
    no_deal_job,
    odd_seed_deal_job,
    spin_job,
)
from spiderette_qt.engine import Game
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.window.dialogs.new_game_dialog import NewGameDialog
from spiderette_qt.window.solver.dialogs import SolverProgress, VerdictDialog
from spiderette_qt.window.solver.playback import WinningLineDialog

SWITCHES = ("solver_winnable_deals", "solver_hints", "solver_verdicts", "solver_lost_notice")


def _gone(pid: int | None) -> bool:
    return pid is not None and not Path(f"/proc/{pid}").exists()


def _spin_forever(solver, tmp_path, attribute: str) -> Path:
    """Make one of the features' handlers a search that never ends; returns its start
    marker."""
    marker = tmp_path / f"{attribute}-started"
    setattr(solver.jobs, attribute, partial(spin_job, str(marker)))
    return marker


def test_everything_is_off_and_out_of_sight_by_default(window, qtbot):
    solver = window.solver
    for key in SWITCHES:
        assert window.settings.get(key) is False
        assert not solver.actions.switches()[key].isChecked()
    assert not solver.actions.hint.isVisible()
    assert not solver.actions.verdict.isVisible()
    visible = [a for a in window.menu_game.actions() if a.isVisible()]
    assert solver.actions.hint not in visible and solver.actions.verdict not in visible
    button = window.toolbar.widgetForAction(solver.actions.hint)
    assert button is None or not button.isVisible()
    assert solver.new_game_choice() is None  # the New Game dialog gets no check box
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_H)
    assert not solver.hint_runner.busy
    window.solver.game_left(window.game)  # nothing is searched for a player who never asked
    assert not solver.verdict_runner.busy


def test_the_new_game_dialog_shows_the_check_box_only_when_asked():
    assert NewGameDialog(1).winnable_only() is None
    assert NewGameDialog(1, winnable=True).winnable_only() is True
    assert NewGameDialog(1, winnable=False).findChild(object, "winnable_only") is not None


def test_switches_are_remembered_in_qsettings(make_window, settings_path):
    window = make_window()
    for action in window.solver.actions.switches().values():
        action.setChecked(True)
    assert window.solver.actions.hint.isVisible() and window.solver.actions.verdict.isVisible()
    window.settings.sync()
    again = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    assert all(again.get(key) is True for key in SWITCHES)
    second = make_window(again)
    assert all(a.isChecked() for a in second.solver.actions.switches().values())
    assert second.solver.actions.hint.isVisible()
    second.solver.actions.hints.setChecked(False)
    assert not second.solver.actions.hint.isVisible()
    assert Settings(QSettings(str(settings_path), QSettings.Format.IniFormat)).solver_hints \
        is False


def test_the_hint_is_shown_on_the_table(window, qtbot):
    window.solver.actions.hints.setChecked(True)
    window.solver.jobs.hint = first_move_hint_job
    with qtbot.waitSignal(window.solver.hintShown, timeout=20000) as blocker:
        window.solver.actions.hint.trigger()
    source, count, target = blocker.args[0]
    item = window.solver.hint_item
    assert item.isVisible() and item.move == (source, count, target)
    layout = window.presenter.scene.layout
    top = layout.card_rect(layout.column_ids[source][-1])
    assert item.run_rect.contains(top.center())
    window.presenter.move(source, count, target)  # following it takes it away
    assert not item.isVisible()


def test_an_action_while_the_hint_thinks_makes_it_stale(window, qtbot):
    solver = window.solver
    solver.actions.hints.setChecked(True)
    solver.jobs.hint = first_move_hint_job
    solver.jobs.hint_nodes = -1  # the stand-in thinks for a while
    shown = []
    solver.hintShown.connect(shown.append)
    solver.request_hint()
    pid = solver.hint_runner.last_pid
    move = window.game.legal_moves()[0]
    assert window.presenter.move(move.source, move.count, move.target)
    assert _gone(pid) and not solver.hint_runner.busy
    qtbot.wait(1200)
    assert shown == [] and not solver.hint_item.isVisible()


def test_the_table_stays_playable_while_a_search_runs(window, qtbot, tmp_path):
    solver = window.solver
    solver.actions.verdicts.setChecked(True)
    marker = _spin_forever(solver, tmp_path, "solve")
    solver.check_verdict(window.game, on_request=True)
    qtbot.waitUntil(marker.exists, timeout=20000)
    assert isinstance(window.current_dialog, SolverProgress)
    moves_before = window.game.moves
    played = 0
    for _ in range(3):  # the player keeps playing while the child searches
        legal = window.game.legal_moves()
        if not legal:
            break
        assert window.presenter.move(legal[0].source, legal[0].count, legal[0].target)
        qtbot.wait(50)
        played += 1
    assert window.game.moves == moves_before + played and played > 0
    assert solver.verdict_runner.busy
    pid = solver.verdict_runner.last_pid
    window.current_dialog.findChild(QPushButton, "solver_cancel").click()
    assert _gone(pid) and not solver.verdict_runner.busy
    assert solver.verdict_dialog is None


def test_winnable_deals_only_starts_the_proven_deal(window, qtbot):
    solver = window.solver
    solver.jobs.deal = fixed_deal_job
    window.settings.confirm_new_game = False
    window.solver.actions.hints.setChecked(True)  # a solver user: the check box shows
    window.choices.ask_new_game()
    dialog = window.current_dialog
    assert isinstance(dialog, NewGameDialog) and dialog.winnable_box is not None
    dialog.winnable_box.setChecked(True)
    with qtbot.waitSignal(window.session.gameShown, timeout=20000):
        dialog.choose(2)
    assert window.game.number == 4242 and window.game.suits == 2
    assert window.game.code == Game.new(2, 4242).code  # an ordinary code: replays anywhere
    assert window.settings.solver_winnable_deals is True


def test_the_s_key_deals_a_winnable_deal_when_asked_for_as_new_game_does(window, qtbot):
    """S (the next suit count) starts its deal through New Game's path: with winnable deals
    only, the deal the solver proved (it used to deal at random)."""
    solver = window.solver
    solver.jobs.deal = fixed_deal_job
    window.settings.confirm_new_game = False
    solver.actions.winnable_deals.setChecked(True)
    assert window.game.suits == 1
    with qtbot.waitSignal(window.session.gameShown, timeout=20000):
        window.window_actions.cycle_suits.trigger()
    assert window.game.number == 4242 and window.game.suits == 2
    assert window.settings.suits == 2


def _searching(window, qtbot, tmp_path) -> tuple[SolverProgress, list[int]]:
    """New Game with winnable deals only, the search running (and never ending)."""
    solver = window.solver
    solver.actions.winnable_deals.setChecked(True)
    marker = _spin_forever(solver, tmp_path, "deal")
    window.settings.confirm_new_game = False
    window.choices.new_game_chosen(1)
    qtbot.waitUntil(marker.exists, timeout=20000)
    pids = [runner.last_pid for runner in solver.deal_runners if runner.busy]
    assert pids  # one search per core, all cancelled below
    dialog = window.current_dialog
    assert isinstance(dialog, SolverProgress)
    return dialog, pids


def test_cancel_goes_back_to_the_game_the_player_had(window, qtbot, tmp_path):
    """Issue 21: Cancel started an unproven new game and dropped the game in progress."""
    move = window.game.legal_moves()[0]
    window.presenter.move(move.source, move.count, move.target)
    before, played = window.game, window.session.statistics.for_suits(1).played
    starts = []
    window.session.gameShown.connect(lambda _shown: starts.append(1))
    dialog, pids = _searching(window, qtbot, tmp_path)
    dialog.findChild(QPushButton, "solver_cancel").click()
    qtbot.waitUntil(lambda: all(_gone(pid) for pid in pids), timeout=2000)
    assert window.game is before and window.game.moves == 1 and starts == []
    assert window.session.statistics.for_suits(1).played == played  # not left, not lost
    assert window.current_dialog is None


def test_deal_any_game_gives_an_ordinary_deal_at_once(window, qtbot, tmp_path):
    before = window.game
    dialog, pids = _searching(window, qtbot, tmp_path)
    other = dialog.findChild(QPushButton, "solver_other")
    assert other is not None and other.text() == "Deal Any Game"
    with qtbot.waitSignal(window.session.gameShown, timeout=2000):
        other.click()
    assert window.game is not before and window.game.moves == 0
    assert all(_gone(pid) for pid in pids)


def test_the_verdict_after_a_game_is_left_and_its_winning_line(played_with_verdicts, qtbot):
    window = played_with_verdicts
    solver = window.solver
    played_before = window.session.statistics.for_suits(1).played
    with qtbot.waitSignal(solver.verdictShown, timeout=20000):
        window.session.start_game(Game.new(1))  # the played game is left for another
    # A line in the message bar, not a dialog over the new game (issue 21); its button
    # opens the details.
    assert solver.verdict_dialog is None and window.current_dialog is None
    assert any("Was it winnable?" in text for text in window.message_bar.messages())
    window.message_bar.action_button.click()
    dialog = solver.verdict_dialog
    assert isinstance(dialog, VerdictDialog) and dialog.isVisible()
    assert dialog.show_buttons[True].isVisibleTo(dialog)
    assert not dialog.show_buttons[False].isVisibleTo(dialog)  # "not winnable" from there
    new_game = window.game
    dialog.show_buttons[True].click()
    line = window.current_dialog
    assert isinstance(line, WinningLineDialog)
    qtbot.waitUntil(lambda: line.game.is_won, timeout=20000)
    assert window.game is new_game and window.game.moves == 0  # the player's table untouched
    # The solver's win is not the player's: nothing more was counted.
    assert window.session.statistics.for_suits(1).won == 0
    assert window.session.statistics.for_suits(1).played == played_before


def test_the_lost_notice_comes_after_an_action(window, qtbot):
    solver = window.solver
    solver.actions.lost_notice.setChecked(True)
    solver.jobs.solve = frozen_line_solve_job  # "unwinnable" from any position
    move = window.game.legal_moves()[0]
    with qtbot.waitSignal(solver.lostNoticed, timeout=20000):
        window.presenter.move(move.source, move.count, move.target)
    assert "no longer be won" in window.presenter.scene.banner.text
    assert any("no longer be won" in text for text in window.message_bar.messages())


@pytest.mark.skipif(os.name != "posix", reason="/proc")
def test_closing_the_window_stops_every_search(make_window, qtbot, tmp_path):
    window = make_window()
    marker = _spin_forever(window.solver, tmp_path, "hint")
    window.solver.actions.hints.setChecked(True)
    window.solver.request_hint()
    qtbot.waitUntil(marker.exists, timeout=20000)
    pid = window.solver.hint_runner.last_pid
    window.close()
    assert _gone(pid)


@pytest.mark.parametrize("code", ["en", "sv", "de", "tr", "da"])
def test_menus_keep_unique_accelerators_with_everything_on(window, qtbot, code):
    import re

    from PySide6.QtWidgets import QMenu

    for action in window.solver.actions.switches().values():
        action.setChecked(True)
    window.language.set_language(code)
    hint = window.solver.actions.hint
    if code != "en":  # really translated (LanguageChange is delivered by the event loop)
        qtbot.waitUntil(lambda: hint.text() != "&Hint", timeout=5000)
    try:
        for menu in [window.menuBar(), *window.findChildren(QMenu)]:
            letters = [match.group(1).lower() for action in menu.actions()
                       if action.isVisible() and not action.isSeparator()
                       and (match := re.search(r"&([^&])", action.text()))]
            assert len(letters) == len(set(letters)), (code, menu.objectName(), letters)
    finally:
        window.language.set_language("en")


def test_one_searcher_finding_a_deal_is_enough(window, qtbot):
    solver = window.solver
    solver.actions.winnable_deals.setChecked(True)
    solver.jobs.deal = odd_seed_deal_job
    solver.jobs.deal_searchers = 2
    solver.jobs.deal_seed = 0
    with qtbot.waitSignal(window.session.gameShown, timeout=20000):
        window.choices.new_game_chosen(1)
    assert window.game.number == 777
    assert not any(runner.busy for runner in solver.deal_runners)


def test_no_deal_found_in_time_gives_an_ordinary_one_and_says_so(window, qtbot):
    solver = window.solver
    solver.actions.winnable_deals.setChecked(True)
    solver.jobs.deal = no_deal_job
    solver.jobs.deal_searchers = 2
    starts = []
    window.session.gameShown.connect(lambda _shown: starts.append(window.game))
    with qtbot.waitSignal(window.session.gameShown, timeout=20000):
        window.choices.new_game_chosen(2)
    qtbot.wait(100)
    assert len(starts) == 1 and starts[0].suits == 2  # one ordinary deal, not one per searcher
    assert "ordinary deal" in window.statusBar().currentMessage()
    assert window.current_dialog is None  # the progress indicator is gone


def test_the_verdict_names_the_position_as_left_or_as_now(played_with_verdicts, qtbot):
    # Asked from the Game menu about the game in play, the second row is "where you are
    # now"; after a game is left it is "where you left it".
    window = played_with_verdicts
    solver = window.solver
    titles = {}
    for asked_in_play in (True, False):
        with qtbot.waitSignal(solver.verdictShown, timeout=20000):
            if asked_in_play:
                solver.check_verdict(window.game, on_request=True)
            else:
                window.session.start_game(Game.new(1))
        if not asked_in_play:
            window.message_bar.action_button.click()  # the bar's button opens the details
        dialog = solver.verdict_dialog
        assert isinstance(dialog, VerdictDialog)
        titles[asked_in_play] = [label.text() for label in dialog.findChildren(QLabel)]
    assert "From where you are now:" in titles[True]
    assert "From where you left it:" not in titles[True]
    assert "From where you left it:" in titles[False]
