"""The solver tour's steps (see tests/qa/xvfb_solver_tour.py, which starts them): the
switches in Settings > Solver, the two followed games, a given-up game's verdict and its
winning line, and Game > Was It Winnable? on the game in play."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from spiderette_qt.settings.preferences import Settings
from spiderette_qt.table import durations
from spiderette_qt.window.main_window import MainWindow
from spiderette_qt.window.solver import features as solver_features
from spiderette_qt.window.solver.dialogs import VerdictDialog
from spiderette_qt.window.solver.playback import WinningLineDialog
from tests.qa.xvfb_tour_play import (
    LEFT,
    NONE,
    Followed,
    Tour,
    click,
    close_button,
    follow_hints,
    pause,
    pct,
    play_followed,
    settle,
    start_winnable,
    wait_until,
)

SWITCHES = ("solver_winnable_deals", "solver_hints", "solver_verdicts", "solver_lost_notice")
#: 1 options, 2 and 3 (a new game, the followed game each), 4 (two new games, the line), 5.
EXPECTED_STEPS = 9


# ----- 1. the switches -----
def open_solver_menu(tour: Tour) -> bool:
    """Click Settings in the menu bar, then its Solver item: the submenu opens beside it."""
    window, menu = tour.window, tour.solver.actions.menu
    bar, settings_menu = window.menuBar(), window.menu_settings
    QTest.mouseClick(bar, LEFT, NONE, bar.actionGeometry(settings_menu.menuAction()).center())
    if not wait_until(settings_menu.isVisible, 3):
        return False
    QTest.mouseClick(settings_menu, LEFT, NONE,
                     settings_menu.actionGeometry(menu.menuAction()).center())
    return wait_until(menu.isVisible, 3)


def turn_options_on(tour: Tour) -> bool:
    actions, problems = tour.solver.actions, []
    for number, action in enumerate(actions.switches().values()):
        if action.isChecked():
            continue
        if not open_solver_menu(tour):
            problems.append(f"the Solver menu did not open for {action.objectName()}")
            action.trigger()
            continue
        if number == 3:  # the last switch, the others already ticked
            pause(0.2)
            tour.shot("1-solver-menu")
        QTest.mouseClick(actions.menu, LEFT, NONE, actions.menu.actionGeometry(action).center())
        wait_until(lambda: not tour.window.menu_settings.isVisible(), 3)
        if not action.isChecked():
            problems.append(f"a click did not tick {action.objectName()}")
    if open_solver_menu(tour):  # all four ticked, as the player sees them
        pause(0.2)
        tour.shot("1-solver-menu-all-on")
        QTest.keyClick(actions.menu, Qt.Key.Key_Escape)
        QTest.keyClick(tour.window.menu_settings, Qt.Key.Key_Escape)
        wait_until(lambda: not tour.window.menu_settings.isVisible(), 3)
    tour.window.settings.sync()
    stored = Settings(QSettings(str(tour.settings_path), QSettings.Format.IniFormat))
    values = {key: bool(stored.get(key)) for key in SWITCHES}
    shown = actions.hint.isVisible() and actions.verdict.isVisible()
    return tour.step("1 options on", all(values.values()) and shown and not problems,
                     f"in the settings file {values}; Hint and Was It Winnable? visible "
                     f"{shown}; problems {problems}")


# ----- 4. give up, was it winnable?, the winning line -----
def give_up_and_watch(tour: Tour) -> bool:
    name = "4-give-up"
    window = tour.window
    if not start_winnable(tour, "spiderette", 2, f"{name}-game"):
        return False
    record = follow_hints(tour, name, 6)
    code = window.game.code
    if window.game.moves == 0 or window.game.is_won:
        return tour.step(name, False, f"the game to give up has {window.game.moves} moves")
    shown: list[object] = []
    tour.solver.verdictShown.connect(shown.append)
    if not start_winnable(tour, "spiderette", 1, f"{name}-next"):
        return False
    if not wait_until(lambda: any(v.code == code for v in shown), 90):  # type: ignore[attr-defined]
        return tour.step(name, False, f"no verdict on {code} within 90 s")
    dialog = tour.solver.verdict_dialog
    if dialog is None or dialog.verdicts.code != code:
        return tour.step(name, False, "the verdict dialog is not the given-up game's")
    pause(0.3)
    texts = {("start" if k else "position"): label.text() for k, label in dialog.texts.items()}
    tour.shot(f"{name}-verdict")
    print(f"  verdict on {code} ({record.actions} actions played): {texts}", flush=True)
    buttons = [b for k, b in dialog.show_buttons.items() if b.isVisible()]
    if not buttons:
        return tour.step(name, False, f"no 'Show the Winning Line' button: {texts}")
    click(buttons[0])
    if not wait_until(lambda: isinstance(window.current_dialog, WinningLineDialog), 10):
        return tour.step(name, False, "the winning line's window did not open")
    line = window.current_dialog
    assert isinstance(line, WinningLineDialog)
    total = len(line.line)
    pause(0.5)
    tour.shot(f"{name}-line-start")
    middle = wait_until(lambda: line.played >= total // 2, total * 3 + 30)
    tour.shot(f"{name}-line-middle")
    ended = middle and wait_until(lambda: line.finished_line and line.presenter.idle,
                                  total * 3 + 30)
    pause(1.0)
    tour.shot(f"{name}-line-end")
    won = line.game.is_won
    text = line.progress.text()
    close = line.findChild(QPushButton, "line_close")
    if close is not None:
        click(close)
    wait_until(lambda: window.current_dialog is None, 5)
    return tour.step(name, ended and won and line.played == total, (
        f"{code} given up after {record.actions} actions; verdict {texts}; line of {total} "
        f"actions played {line.played}, won {won}, says {text!r}"))


# ----- 5. Game > Was It Winnable? on the game in play -----
def ask_from_menu(tour: Tour) -> bool:
    """A few hinted moves, then Game > Was It Winnable?: the warning (Look), the busy
    dialog, the verdict over the table; closed with its Close button."""
    name, window = "5-asked", tour.window
    record = follow_hints(tour, name, 3)
    code = window.game.code
    bar, game_menu = window.menuBar(), window.menu_game
    QTest.mouseClick(bar, LEFT, NONE, bar.actionGeometry(game_menu.menuAction()).center())
    if not wait_until(game_menu.isVisible, 3):
        return tour.step(name, False, "the Game menu did not open")
    pause(0.2)
    tour.shot(f"{name}-game-menu")
    QTest.mouseClick(game_menu, LEFT, NONE,
                     game_menu.actionGeometry(tour.solver.actions.verdict).center())
    if not wait_until(lambda: window.current_dialog is not None and
                      window.current_dialog.objectName() == "solver_peek_warning", 5):
        return tour.step(name, False, "no warning that the solver looks at every card")
    warning = window.current_dialog
    assert warning is not None
    pause(0.2)
    tour.shot(f"{name}-warning")
    count = len(tour.verdicts)
    click(warning.findChild(QPushButton, "solver_look"))
    busy = window.current_dialog is not None and \
        window.current_dialog.objectName() == "solver_progress"
    if not wait_until(lambda: len(tour.verdicts) > count, 60):
        return tour.step(name, False, f"no verdict within 60 s (busy dialog {busy})")
    dialog = window.current_dialog
    if not isinstance(dialog, VerdictDialog) or dialog.verdicts.code != code:
        return tour.step(name, False, f"the verdict is not over the table: {dialog}")
    pause(0.3)
    tour.shot(f"{name}-verdict")
    texts = {("start" if k else "position"): label.text() for k, label in dialog.texts.items()}
    click(close_button(dialog))
    closed = wait_until(lambda: window.current_dialog is None, 5)
    start = dialog.verdicts.start
    ok = busy and closed and start is not None and start.verdict == "winnable"
    return tour.step(name, ok, f"{code} after {record.actions} actions: busy dialog {busy}; "
                     f"verdict {texts}; closed {closed}")


def run(args: argparse.Namespace) -> int:
    if args.hint_seconds is not None:
        solver_features.HINT_SECONDS = args.hint_seconds  # read at every hint request
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="xvfb-solver-tour-"))
    os.environ["XDG_DATA_HOME"] = str(folder / "data")  # never the player's own files
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    settings_path = folder / "settings.ini"
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.animation_speed = "fast"
    window = MainWindow(settings)
    window.setGeometry(app.primaryScreen().availableGeometry())  # no window manager here
    window.show()
    settle(window)
    pause(0.5)
    durations.set_speed("fast")
    tour = Tour(out, window, settings_path, solver_features.HINT_SECONDS, args.max_actions,
                args.stall_actions)
    solver = window.solver
    solver.hintShown.connect(tour.hints.append)
    solver.verdictShown.connect(tour.verdicts.append)
    solver.lostNoticed.connect(tour.lost_noticed)
    window.session.gameShown.connect(
        lambda _shown: setattr(tour, "games_started", tour.games_started + 1))
    print(f"platform {app.platformName()}, window {window.width()}x{window.height()}, "
          f"hint {tour.hint_seconds:g} s, settings {settings_path}", flush=True)
    t0 = time.monotonic()
    games: dict[str, Followed | None] = {}
    phases: list[tuple[str, Callable[[], object]]] = [
        ("1 options on", lambda: turn_options_on(tour)),
        ("2 Hard Spiderette", lambda: games.__setitem__(
            "2 Hard Spiderette", play_followed(tour, "spiderette", 4, "2-spiderette-4",
                                               args.spiderette_code))),
        ("3 Medium Spider", lambda: games.__setitem__(
            "3 Medium Spider", play_followed(tour, "spider", 2, "3-spider-2",
                                             args.spider_code))),
        ("4 give up", lambda: give_up_and_watch(tour)),
        ("5 asked in play", lambda: ask_from_menu(tour)),
    ]
    for phase, run in phases:
        try:
            run()
        except Exception:  # a broken step is reported, and the next one still runs
            tour.step(phase, False, "raised:\n" + traceback.format_exc())
            tour.shot(f"crash-{phase.replace(' ', '-')}")
            for dialog in (window.current_dialog, solver.verdict_dialog):
                if dialog is not None:
                    dialog.reject()
    solver.shutdown()
    window.close()
    print(f"\nSUMMARY ({time.monotonic() - t0:.0f} s, platform {app.platformName()}, "
          f"shots in {out})")
    for title, record in games.items():
        if record is not None:
            print(f"  game {title}: {record.code} {record.actions} actions, {record.hints} "
                  f"hints, {'won' if record.won else 'NOT won: ' + record.end}, hint med/p90 "
                  f"{pct(record.times, .5):.2f}/{pct(record.times, .9):.2f} s")
    for step_name, ok, detail in tour.steps:
        print(f"  [{'ok' if ok else 'FAIL'}] {step_name}: {detail}")
    every = len(tour.steps) >= EXPECTED_STEPS and all(ok for _, ok, _ in tour.steps)
    print(f"  RESULT: {'every step worked' if every else 'NOT every step worked'}")
    return 0 if every else 1
