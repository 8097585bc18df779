"""The machinery of the solver tour (tests/qa/xvfb_solver_tour.py): waiting on the event
loop with a timeout, a winnable game through the New Game dialog, and a game played by
following the hint the table shows, with the mouse."""

from __future__ import annotations

import subprocess
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QMessageBox,
    QWidget,
)

from spiderette_qt.engine import Game
from spiderette_qt.table.presenter import TablePresenter
from spiderette_qt.window.dialogs.code_dialog import CodeDialog
from spiderette_qt.window.dialogs.new_game_dialog import NewGameDialog
from spiderette_qt.window.main_window import MainWindow
from spiderette_qt.window.solver import features as solver_features
from spiderette_qt.window.solver.features import SolverFeatures
from tests.qa.qa_helpers import (
    drop_point,
    grab_point,
    mouse_drag,
    presenter_of,
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
    wait_until(lambda: presenter_of(window).idle, seconds)
    for _ in range(3):
        QApplication.processEvents()


def click(widget: QWidget | None) -> None:
    assert widget is not None, "the button is not there"
    QTest.mouseClick(widget, LEFT, NONE, widget.rect().center())


def close_button(dialog: QWidget) -> QWidget | None:
    """The Close button of a dialog's button box."""
    box = dialog.findChild(QDialogButtonBox)
    return None if box is None else box.button(QDialogButtonBox.StandardButton.Close)


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
    stall_actions: int
    steps: list[tuple[str, bool, str]] = field(default_factory=list)
    hints: list[object] = field(default_factory=list)
    verdicts: list[object] = field(default_factory=list)
    lost: int = 0
    games_started: int = 0
    name: str = ""  # the part of the tour being played (for screenshot names)
    lost_shots: set[str] = field(default_factory=set)

    def shot(self, name: str) -> None:
        QApplication.processEvents()
        path = self.out / f"tour-{name}.png"
        done = subprocess.run(["import", "-window", "root", str(path)], timeout=30,
                              check=False).returncode == 0
        print(f"  shot {path}" if done else f"  shot {path} FAILED", flush=True)

    def lost_noticed(self) -> None:
        """The app says the game can no longer be won: a shot while it says so."""
        self.lost += 1
        if self.name not in self.lost_shots:
            self.lost_shots.add(self.name)
            self.shot(f"{self.name}-lost-notice")

    def step(self, name: str, ok: bool, detail: str) -> bool:
        self.steps.append((name, ok, detail))
        print(f"[{'ok' if ok else 'FAIL'}] {name}: {detail}", flush=True)
        return ok

    @property
    def presenter(self) -> TablePresenter:
        return presenter_of(self.window)

    @property
    def solver(self) -> SolverFeatures:
        return self.window.solver


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
    assert isinstance(dialog, NewGameDialog)
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
    activations: int = 0  # times the window had to be given the focus back before H


def close_stray_verdict(tour: Tour, name: str) -> None:
    """A verdict on the game left before this one pops up beside the table: read, close."""
    dialog = tour.solver.verdict_dialog
    if dialog is not None and dialog.isVisible():
        texts = [label.text() for label in dialog.texts.values()]
        print(f"  verdict on the game left ({dialog.verdicts.code}): {texts}", flush=True)
        tour.shot(f"{name}-verdict-on-previous-game")
        click(close_button(dialog))
        wait_until(lambda: tour.solver.verdict_dialog is None, 5)


def ask_hint(tour: Tour, record: Followed) -> tuple[object, float] | None:
    """Press H on the table; the app's answer once it shows (None: no answer in time)."""
    count = len(tour.hints)
    view = tour.presenter.view
    if not tour.window.isActiveWindow():
        # Without a window manager nothing gives the window the focus (with one, a dialog
        # that took it would be a finding: counted, printed with the game).
        record.activations += 1
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


def shown_hint(tour: Tour, value: object, record: Followed) -> tuple[int, int, int] | str:
    """What the table shows for the hint: (source, count, target), "deal" or "none"; a
    highlight that does not cover the move it stands for is a problem."""
    scene = tour.presenter.scene
    item = tour.solver._hint_item
    banner = scene.banner.text if scene.banner.isVisible() else ""
    if item is not None and item.isVisible() and item.move is not None:
        source, count, target = item.move
        layout = scene.layout
        assert layout is not None
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


def progress_mark(game: Game) -> tuple[int, int, int]:
    """What only goes forward in a game: cards face down, deals left, sequences off."""
    face_down = sum(not up for column in game.table().columns for _, up in column)
    return face_down, game.deals_left, game.removed


def follow_hints(tour: Tour, name: str, limit: int) -> Followed:
    window, presenter = tour.window, tour.presenter
    game = window.game
    record = Followed(game.code or "")
    tour.name = name
    viewport = presenter.view.viewport()
    seen: dict[object, int] = {}
    first_hint_shot = first_deal_shot = False
    lost_before, moves_before = tour.lost, game.moves
    progress, since_progress = progress_mark(game), 0
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
            tour.shot(f"{name}-no-move-helps" if shown == "none" else f"{name}-hint-not-shown")
            break
        if shown == "deal":
            if not first_deal_shot:
                tour.shot(f"{name}-hint-deal")
                first_deal_shot = True
            QTest.mouseClick(viewport, LEFT, NONE, stock_point(presenter))
        else:
            if not first_hint_shot:
                tour.shot(f"{name}-hint-shown")
                first_hint_shot = True
            assert not isinstance(shown, str)
            source, count, target = shown
            start = grab_point(presenter, run_first_id(presenter, source, count))
            mouse_drag(presenter, start, drop_point(presenter, source, start, target))
        record.actions += 1
        settle(window)
        if game.moves != moves_before + record.actions:
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
        if record.actions % 50 == 0:
            tour.shot(f"{name}-action-{record.actions:03d}")
        key = game.table()
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 2:
            record.end = "the hint goes round in circles (the same table a third time)"
            break
        mark = progress_mark(game)
        since_progress = 0 if mark != progress else since_progress + 1
        progress = mark
        if since_progress >= tour.stall_actions:
            # The hint never returns to a position, so a lost game can be shuffled for
            # hundreds of moves (seen: 335 in a 2-suit Spider); a player gives up.
            record.end = (f"the hint goes round in circles (no card turned, no deal, no "
                          f"sequence off in {since_progress} actions)")
            tour.shot(f"{name}-circles")
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
        from spiderette_qt.window.dialogs.win_dialog import WinDialog

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
    if record.activations:
        line += f"; the window was given the focus back {record.activations}x before H"
    if record.problems:
        line += f"; problems: {record.problems[:4]}"
    # Not won by following the hint is the hint's quality (reported), not a broken app.
    broken = bool(record.problems) or record.end in (
        "no hint within the time", "hint not shown", "the hinted action could not be made",
        "the table disagrees with the game")
    if quality:
        tour.step(f"{name} followed the hint", not broken, line)


def start_code(tour: Tour, code: str, name: str) -> bool:
    """Game > Play a Game Code: the code typed into its dialog and OK clicked (a deal the
    solver proved winnable elsewhere, to replay one that a followed hint is known to win)."""
    window, before = tour.window, tour.games_started
    answerer = Answerer(tour, name)
    try:
        window.window_actions.play_code.trigger()
        found = wait_until(lambda: isinstance(window.current_dialog, CodeDialog), 10)
        if not found:
            return tour.step(f"{name} code", False, "the Play a Game Code dialog did not open")
        dialog = window.current_dialog
        assert isinstance(dialog, CodeDialog)
        dialog.line_edit.clear()
        QTest.keyClicks(dialog.line_edit, code)
        pause(0.2)
        tour.shot(f"{name}-code-dialog")
        click(dialog.ok_button)
        started = wait_until(lambda: tour.games_started > before, 10)
    finally:
        answerer.stop()
    settle(window)
    pause(0.3)
    tour.shot(f"{name}-start")
    return tour.step(f"{name} code", started and window.game.code == code,
                     f"{window.game.code} started from the code dialog: {started}")


def play_followed(tour: Tour, variant: str, suits: int, name: str,
                  code: str | None = None) -> Followed | None:
    started = start_code(tour, code, name) if code else start_winnable(tour, variant, suits,
                                                                       name)
    if not started:
        return None
    record = follow_hints(tour, name, tour.max_actions)
    after_game(tour, name, record)
    report_game(tour, name, record, quality=True)
    return record
