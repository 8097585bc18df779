"""Every dialog fits the screen it opens on (issue 21): at 1024x600 the keyboard shortcuts
(480x640) and the rules (640x600) were taller than the screen, their Close buttons off it.

The screen is faked as in test_fit.py: fit.available_geometry is what the window asks; the
window manager's borders are the ones the window has (under offscreen, 2 px a side)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QWidget

from spiderette_qt.engine import Game
from spiderette_qt.window.chrome import fit
from spiderette_qt.window.main_window import MainWindow

#: What the screen leaves for windows: a 1024x600 netbook and an 800x600 screen, each under
#: a panel, and the smallest screen the window supports.
SCREENS = {"netbook-600": QRect(0, 24, 1024, 576), "svga": QRect(0, 0, 800, 560),
           "tiny": QRect(0, 0, 640, 480)}


@pytest.fixture(params=list(SCREENS))
def small_window(request, qtbot, settings, monkeypatch) -> MainWindow:
    available = SCREENS[request.param]
    monkeypatch.setattr(fit, "available_geometry", lambda _widget: available)
    settings.animation_speed = "off"
    window = MainWindow(settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: window.started)
    window.available = available  # type: ignore[attr-defined]
    return window


def _assert_fits(window: MainWindow, dialog: QWidget) -> None:
    available: QRect = window.available  # type: ignore[attr-defined]
    frame, inner = window.frameGeometry(), window.geometry()
    room_w = available.width() - (frame.width() - inner.width())
    room_h = available.height() - (frame.height() - inner.height())
    name = dialog.objectName()
    assert dialog.isVisible(), name
    assert dialog.width() <= room_w and dialog.height() <= room_h, (name, dialog.size())
    # Its buttons are inside it (not squeezed off its bottom edge).
    for box in dialog.findChildren(QDialogButtonBox):
        if box.isVisible():
            bottom = box.mapTo(dialog, box.rect().bottomLeft()).y()
            assert bottom <= dialog.height(), name


def _solver_dialogs(window: MainWindow) -> list[Callable[[], QWidget]]:
    from spiderette_qt.solver_app.requests import SolveAnswer
    from spiderette_qt.window.solver.dialogs import (
        SolverProgress,
        VerdictDialog,
        Verdicts,
        peek_warning,
    )
    from spiderette_qt.window.solver.playback import WinningLineDialog

    game = Game.new(2, 5, variant="spider")
    result = SolveAnswer("winnable", ("deal",), 1, 0.1)
    verdicts = Verdicts(game.to_json(), game.code or "", False, result, result, 10.0)

    def opened(dialog: QDialog) -> QDialog:
        window.notifier.open(dialog)
        return dialog

    return [
        lambda: opened(SolverProgress("New Game", "Looking…", window)),
        lambda: opened(VerdictDialog(verdicts, window)),
        lambda: opened(peek_warning(window)),
        lambda: opened(WinningLineDialog(game, ["deal"], window)),
    ]


def _window_dialogs(window: MainWindow) -> list[Callable[[], QWidget | None]]:
    def current(open_it: Callable[[], None]) -> Callable[[], QWidget | None]:
        def run() -> QWidget | None:
            open_it()
            return window.current_dialog

        return run

    def licences() -> QWidget | None:
        window.show_about()
        about = window.current_dialog
        assert about is not None
        about.show_licenses()  # type: ignore[attr-defined]
        from spiderette_qt.window.dialogs.licenses_dialog import LicensesDialog

        return about.findChild(LicensesDialog)

    return [current(window.show_rules), current(window.show_shortcuts),
            current(window.show_about), licences, current(window.choices.ask_new_game),
            current(window.choices.ask_game_code), current(window.show_statistics),
            current(window.win_show.show_panel)]


@pytest.mark.parametrize("which", range(12))
def test_every_dialog_fits_the_small_screen(small_window, qtbot, which) -> None:
    window = small_window
    window.session.start_game(Game.new(2, 3, variant="spider"))  # the bigger game: longer texts
    openers = _window_dialogs(window) + _solver_dialogs(window)
    dialog = openers[which]()
    assert dialog is not None
    qtbot.waitExposed(dialog)
    _assert_fits(window, dialog)
    dialog.close()


def test_the_rules_and_shortcuts_were_the_ones_too_tall(small_window, qtbot) -> None:
    window = small_window
    for open_it in (window.show_rules, window.show_shortcuts):
        open_it()
        dialog = window.current_dialog
        assert dialog is not None
        assert dialog.height() < window.available.height()
        dialog.close()


def test_the_leave_this_game_question_fits(small_window, qtbot, monkeypatch) -> None:
    window = small_window
    seen: list[QMessageBox] = []

    def answer(box: QMessageBox) -> int:
        box.show()
        seen.append(box)
        _assert_fits(window, box)
        return QMessageBox.StandardButton.No.value

    monkeypatch.setattr(QMessageBox, "exec", answer)
    window.session.start_game(Game.new(1, 3))
    move = window.game.legal_moves()[0]
    window.presenter.move(move.source, move.count, move.target)  # a game in progress
    assert not window.choices.confirm_abandon()
    assert seen
