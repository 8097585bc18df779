"""Issue 12's "Done when", played in the running app on a real X display (Xvfb), for a look.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python -m tests.qa.xvfb_solver_tour \
        OUT_DIR [--hint-seconds S] [--max-actions N]

Not a test (pytest does not collect it), like tests/qa/xvfb_play.py: the app's own window on
the xcb platform, fresh settings and XDG folders in a temp dir, animations at "fast", and a
player's hands: menu items through their QActions, dialogs answered through their buttons,
the hint asked for with the H key, moves made by mouse drags and clicks on the stock
(qa_helpers, as the whole-game tests do). Screenshots of the whole X screen (`import`).

1. Settings > Solver: every switch on; they must be in the settings file afterwards.
2. A winnable Hard (4-suit) Spiderette from the New Game dialog; the hint followed (what
   the table shows: the outline and arrow, or "No move on the table helps" -> the stock)
   until the game is won, the hint says no move helps, or it goes round in circles.
3. The same for a winnable 2-suit Spider.
4. A winnable game given up (New Game over it, the "leave?" question answered Yes), the
   verdict that follows, its "Show the Winning Line" played to the end in its window.

Exit code 0 only if every step worked. A game lost by following the hint is the hint's
quality, not a failure of the script: it is reported as such.
"""

from __future__ import annotations

import argparse
import faulthandler
import os
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPoint, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QMessageBox,
    QPushButton,
    QWidget,
)

from spiderette_qt.settings import Settings
from spiderette_qt.ui import durations
from spiderette_qt.window import solver_features
from spiderette_qt.window.main_window import MainWindow
from tests.qa.qa_helpers import (
    controller_of,
    drop_point,
    grab_point,
    mouse_drag,
    run_first_id,
    stock_point,
    table_problems,
)

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
SWITCHES = ("solver_winnable_deals", "solver_hints", "solver_verdicts", "solver_lost_notice")


def wait_until(condition: Callable[[], object], seconds: float) -> bool:
    """Run the event loop until `condition()` holds or `seconds` pass (never hangs)."""
    end = time.monotonic() + seconds
    while True:
        QApplication.processEvents()
        if condition():
            return True
        if time.monotonic() > end:
            return False
        time.sleep(0.005)


def pause(seconds: float) -> None:
    wait_until(lambda: False, seconds)


def settle(window: MainWindow, seconds: float = 5.0) -> None:
    wait_until(lambda: controller_of(window).idle, seconds)
    for _ in range(3):
        QApplication.processEvents()


def click(widget: QWidget) -> None:
    QTest.mouseClick(widget, LEFT, NONE, widget.rect().center())


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


@dataclass
class Tour:
    out: Path
    window: MainWindow
    settings_path: Path
    hint_seconds: float
    max_actions: int
    steps: list[tuple[str, bool, str]] = field(default_factory=list)
    hints: list[object] = field(default_factory=list)
    verdicts: list[object] = field(default_factory=list)
    lost: int = 0
    games_started: int = 0

    def shot(self, name: str) -> None:
        QApplication.processEvents()
        path = self.out / f"tour-{name}.png"
        done = subprocess.run(["import", "-window", "root", str(path)], timeout=30,
                              check=False).returncode == 0
        print(f"  shot {path}" if done else f"  shot {path} FAILED", flush=True)

    def step(self, name: str, ok: bool, detail: str) -> bool:
        self.steps.append((name, ok, detail))
        print(f"[{'ok' if ok else 'FAIL'}] {name}: {detail}", flush=True)
        return ok

    @property
    def controller(self):  # noqa: ANN201 - the app's Controller
        return controller_of(self.window)

    @property
    def solver(self):  # noqa: ANN201 - the window's SolverFeatures
        return self.window.solver


# ----- 1. the switches -----
def turn_options_on(tour: Tour) -> bool:
    actions = tour.solver.actions
    menu = actions.menu
    tour.window.menu_settings.popup(tour.window.mapToGlobal(tour.window.rect().center()))
    QApplication.processEvents()
    menu.popup(tour.window.mapToGlobal(tour.window.rect().center()))
    pause(0.3)
    for action in actions.switches().values():
        if not action.isChecked():
            action.trigger()  # what a click on the menu item does
    pause(0.3)
    tour.shot("1-solver-menu")
    menu.hide()
    tour.window.menu_settings.hide()
    tour.window.settings.sync()
    stored = Settings(QSettings(str(tour.settings_path), QSettings.Format.IniFormat))
    values = {key: bool(stored.get(key)) for key in SWITCHES}
    shown = actions.hint.isVisible() and actions.verdict.isVisible()
    return tour.step("1 options on", all(values.values()) and shown,
                     f"in the settings file {values}; Hint and Was It Winnable? visible {shown}")


# ----- a winnable game through the New Game dialog -----
class Answerer:
    """Answers the blocking "Leave this game?" box with Yes, as a player would click it."""

    def __init__(self, tour: Tour, name: str) -> None:
        self.tour, self.name, self.answered = tour, name, 0
        self.timer = QTimer()
        self.timer.setInterval(50)
        self.timer.timeout.connect(self._look)
        self.timer.start()

    def _look(self) -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, QMessageBox) and widget.objectName() == "confirm_abandon" \
                    and widget.isVisible():
                self.tour.shot(f"{self.name}-leave-question")
                button = widget.button(QMessageBox.StandardButton.Yes)
                self.answered += 1
                click(button)

    def stop(self) -> None:
        self.timer.stop()


def start_winnable(tour: Tour, variant: str, suits: int, name: str) -> bool:
    window, before = tour.window, tour.games_started
    answerer = Answerer(tour, name)
    try:
        window.window_actions.new_game.trigger()  # blocks in the leave question, if asked
        found = wait_until(lambda: window.current_dialog is not None and
                           window.current_dialog.objectName() == "new_game_dialog", 10)
    finally:
        answerer.stop()
    if not found:
        return tour.step(f"{name} new game", False, "the New Game dialog did not open")
    dialog = window.current_dialog
    assert dialog is not None
    radio = dialog.games[variant]
    # On its circle: a radio button takes clicks on its circle and text, not its whole width.
    QTest.mouseClick(radio, LEFT, NONE, QPoint(9, radio.height() // 2))
    if dialog.chosen_variant() != variant:
        dialog.reject()
        return tour.step(f"{name} new game", False, f"a click did not choose {variant}")
    box = dialog.winnable_box
    if box is None:
        return tour.step(f"{name} new game", False, "no 'Winnable deals only' box")
    if not box.isChecked():
        click(box)
    pause(0.2)
    tour.shot(f"{name}-new-game-dialog")
    t = time.monotonic()
    click(dialog.buttons[suits])
    busy = wait_until(lambda: window.current_dialog is not None and
                      window.current_dialog.objectName() == "solver_progress", 5)
    if busy:
        tour.shot(f"{name}-busy")
    started = wait_until(lambda: tour.games_started > before, 90)
    seconds = time.monotonic() - t
    settle(window)
    game = window.game
    failed_text = solver_features._t("deal_failed")
    ordinary = window.statusBar().currentMessage() == failed_text
    left_open = window.current_dialog.objectName() if window.current_dialog else None
    ok = started and busy and not ordinary and game.variant.key == variant and \
        game.suits == suits and left_open is None and answerer.answered <= 1
    pause(0.3)
    tour.shot(f"{name}-start")
    return tour.step(f"{name} new game", ok, (
        f"{game.code} ({game.variant.key}, {game.suits} suits) after {seconds:.1f} s; "
        f"busy dialog seen {busy}; 'no winnable deal found' {ordinary}; leave question answered "
        f"{answerer.answered}x; started {started}; dialog left open {left_open}"))


# ----- following the hint -----
@dataclass
class Followed:
    code: str
    actions: int = 0
    hints: int = 0
    won: bool = False
    end: str = ""
    times: list[float] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    lost_at: int | None = None


def close_stray_verdict(tour: Tour, name: str) -> None:
    """A verdict on the game left before this one pops up beside the table: read, close."""
    dialog = tour.solver.verdict_dialog
    if dialog is not None and dialog.isVisible():
        texts = [label.text() for label in dialog.texts.values()]
        print(f"  verdict on the game left ({dialog.verdicts.code}): {texts}", flush=True)
        tour.shot(f"{name}-verdict-on-previous-game")
        box = dialog.findChild(QDialogButtonBox)
        click(box.button(QDialogButtonBox.StandardButton.Close))
        wait_until(lambda: tour.solver.verdict_dialog is None, 5)


def ask_hint(tour: Tour, record: Followed) -> tuple[object, float] | None:
    """Press H on the table; the app's answer once it shows (None: no answer in time)."""
    count = len(tour.hints)
    view = tour.controller.view
    if not tour.window.isActiveWindow():  # no window manager gives it the focus back
        tour.window.activateWindow()
        wait_until(tour.window.isActiveWindow, 2)
    t = time.monotonic()
    QTest.keyClick(view, Qt.Key.Key_H)
    if not wait_until(lambda: tour.solver.hint_runner.busy or len(tour.hints) > count, 1.0):
        record.problems.append("the H key started no hint; Game > Hint used")
        tour.solver.actions.hint.trigger()
    record.hints += 1
    if not wait_until(lambda: len(tour.hints) > count, tour.hint_seconds * 5 + 30):
        return None
    return tour.hints[-1], time.monotonic() - t


def shown_hint(tour: Tour, value: object, record: Followed) -> object:
    """What the table shows for the hint: (source, count, target), "deal" or "none"; a
    highlight that does not cover the move it stands for is a problem."""
    scene = tour.controller.scene
    item = tour.solver._hint_item
    banner = scene.banner.text if scene.banner.isVisible() else ""
    if item is not None and item.isVisible() and item.move is not None:
        source, count, target = item.move
        layout = scene.layout
        run_ids = layout.column_ids[source][-count:]
        covered = all(item.run_rect.contains(layout.card_rect(i).center()) for i in run_ids)
        ids = layout.column_ids[target]
        landing = layout.card_rect(ids[-1]) if ids else layout.column_slots[target]
        if not covered or not item.target_rect.contains(landing.center()):
            record.problems.append(f"highlight does not cover the move {item.move}")
        if tuple(value) != item.move:  # type: ignore[arg-type]
            record.problems.append(f"highlight {item.move} but the hint said {value}")
        legal = {(m.source, m.count, m.target) for m in tour.window.game.legal_moves()}
        if item.move not in legal:
            record.problems.append(f"the hint {item.move} is not a legal move")
        return item.move
    if banner == solver_features._t("hint_deal"):
        return "deal"
    if banner == solver_features._t("hint_none"):
        return "none"
    record.problems.append(f"hint {value!r} but the table shows {banner!r}")
    return "unseen"


def follow_hints(tour: Tour, name: str, limit: int) -> Followed:
    window, controller = tour.window, tour.controller
    game = window.game
    record = Followed(game.code or "")
    viewport = controller.view.viewport()
    seen: dict[object, int] = {}
    first_hint_shot = first_deal_shot = False
    lost_before = tour.lost
    while not game.is_won and record.actions < limit:
        close_stray_verdict(tour, name)
        answer = ask_hint(tour, record)
        if answer is None:
            failed = window.statusBar().currentMessage() == solver_features._t("hint_failed")
            record.end = "the hint search stopped" if failed else "no hint within the time"
            break
        value, seconds = answer
        record.times.append(seconds)
        shown = shown_hint(tour, value, record)
        if shown in ("none", "unseen"):
            record.end = "the hint says no move helps" if shown == "none" else "hint not shown"
            tour.shot(f"{name}-no-move-helps")
            break
        if shown == "deal":
            if not first_deal_shot:
                tour.shot(f"{name}-hint-deal")
                first_deal_shot = True
            QTest.mouseClick(viewport, LEFT, NONE, stock_point(controller))
        else:
            if not first_hint_shot:
                tour.shot(f"{name}-hint-shown")
                first_hint_shot = True
            source, count, target = shown  # type: ignore[misc]
            start = grab_point(controller, run_first_id(controller, source, count))
            mouse_drag(controller, start, drop_point(controller, source, start, target))
        record.actions += 1
        settle(window)
        if game.moves != record.actions:
            record.problems.append(f"action {record.actions} ({shown}) did not happen")
            record.end = "the hinted action could not be made"
            tour.shot(f"{name}-stuck")
            break
        problems = table_problems(window)
        if tour.solver._hint_item is not None and tour.solver._hint_item.isVisible():
            problems.append("the hint stayed on the table after the move")
        if problems:
            record.problems.extend(problems[:3])
            record.end = "the table disagrees with the game"
            tour.shot(f"{name}-stuck")
            break
        if tour.lost > lost_before and record.lost_at is None:
            record.lost_at = record.actions
            tour.shot(f"{name}-lost-notice")
        if record.actions % 50 == 0:
            tour.shot(f"{name}-action-{record.actions:03d}")
        key = game.table()
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 2:
            record.end = "the hint goes round in circles"
            break
    record.won = game.is_won
    if record.won:
        record.end = "won"
    elif not record.end:
        record.end = f"stopped at --max-actions {limit}"
    return record


def after_game(tour: Tour, name: str, record: Followed) -> None:
    """Screenshot the end; a won game's win panel is closed through its Close button."""
    window = tour.window
    if record.won:
        from spiderette_qt.window.win_dialog import WinDialog

        panel = wait_until(lambda: isinstance(window.current_dialog, WinDialog), 20)
        pause(0.3)
        tour.shot(f"{name}-end")
        if panel:
            click(window.current_dialog.close_button)  # type: ignore[union-attr]
            wait_until(lambda: window.current_dialog is None, 5)
        else:
            record.problems.append("no win panel after the win")
    else:
        pause(0.5)
        tour.shot(f"{name}-end")


def report_game(tour: Tour, name: str, record: Followed, quality: bool) -> None:
    times = record.times
    line = (f"{record.code}: {record.actions} actions, {record.hints} hints, "
            f"{'WON' if record.won else 'not won'} ({record.end}); hint time med/p90 "
            f"{pct(times, .5):.2f}/{pct(times, .9):.2f} s (max {max(times, default=0):.2f})")
    if record.lost_at is not None:
        line += f"; 'can no longer be won' after action {record.lost_at}"
    if record.problems:
        line += f"; problems: {record.problems[:4]}"
    # Not won by following the hint is the hint's quality (reported), not a broken app.
    broken = bool(record.problems) or record.end in (
        "no hint within the time", "hint not shown", "the hinted action could not be made",
        "the table disagrees with the game")
    if quality:
        tour.step(f"{name} followed the hint", not broken, line)


def play_followed(tour: Tour, variant: str, suits: int, name: str) -> Followed | None:
    if not start_winnable(tour, variant, suits, name):
        return None
    record = follow_hints(tour, name, tour.max_actions)
    after_game(tour, name, record)
    report_game(tour, name, record, quality=True)
    return record


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
    from spiderette_qt.window.solver_playback import WinningLineDialog

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
    ended = middle and wait_until(lambda: line.finished_line and line.controller.idle,
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--hint-seconds", type=float, default=solver_features.HINT_SECONDS,
                        help="the hint's time budget (the app's own by default)")
    parser.add_argument("--max-actions", type=int, default=1000,
                        help="a followed game stops after this many actions")
    parser.add_argument("--total-minutes", type=float, default=60.0,
                        help="the whole tour is killed (with a traceback) after this")
    args = parser.parse_args(argv[1:])
    faulthandler.dump_traceback_later(args.total_minutes * 60, exit=True)
    solver_features.HINT_SECONDS = args.hint_seconds  # read at every hint request
    out = args.out
    out.mkdir(parents=True, exist_ok=True)
    folder = Path(tempfile.mkdtemp(prefix="xvfb-solver-tour-"))
    os.environ["XDG_DATA_HOME"] = str(folder / "data")  # never the player's own files
    os.environ["XDG_CONFIG_HOME"] = str(folder / "config")
    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings_path = folder / "settings.ini"
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.animation_speed = "fast"
    window = MainWindow(settings)
    window.setGeometry(app.primaryScreen().availableGeometry())  # no window manager here
    window.show()
    settle(window)
    pause(0.5)
    durations.set_speed("fast")
    tour = Tour(out, window, settings_path, args.hint_seconds, args.max_actions)
    solver = window.solver
    solver.hintShown.connect(tour.hints.append)
    solver.verdictShown.connect(tour.verdicts.append)
    solver.lostNoticed.connect(lambda: setattr(tour, "lost", tour.lost + 1))
    window.controller.gameStarted.connect(
        lambda: setattr(tour, "games_started", tour.games_started + 1))
    print(f"platform {app.platformName()}, window {window.width()}x{window.height()}, "
          f"hint {args.hint_seconds:g} s, settings {settings_path}", flush=True)
    t0 = time.monotonic()
    games: dict[str, Followed | None] = {}
    phases: list[tuple[str, Callable[[], object]]] = [
        ("1 options on", lambda: turn_options_on(tour)),
        ("2 Hard Spiderette", lambda: games.__setitem__(
            "2 Hard Spiderette", play_followed(tour, "spiderette", 4, "2-spiderette-4"))),
        ("3 Medium Spider", lambda: games.__setitem__(
            "3 Medium Spider", play_followed(tour, "spider", 2, "3-spider-2"))),
        ("4 give up", lambda: give_up_and_watch(tour)),
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
    every = bool(tour.steps) and all(ok for _, ok, _ in tour.steps) and len(tour.steps) >= 8
    print(f"  RESULT: {'every step worked' if every else 'NOT every step worked'}")
    faulthandler.cancel_dump_traceback_later()
    return 0 if every else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
