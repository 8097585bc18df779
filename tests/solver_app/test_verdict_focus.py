"""The verdict that follows a game left for another must not take the keyboard from the new
game. Seen under a window manager (Xvfb + openbox, the xcb platform): the verdict dialog
became the active window, so H, D, Undo and the table's keys did nothing until the player
clicked the table again. Since issue 21 it is no dialog at all but a line in the message bar
(which takes no focus), with a button that opens the dialog when the player wants it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from window.winning_line import DECK

from solver_app.jobs import frozen_line_solve_job
from spiderette_qt.engine import Game


def test_the_verdict_after_a_game_is_shown_without_taking_the_focus(played_with_verdicts,
                                                                    qtbot):
    window = played_with_verdicts
    solver = window.solver
    window.view.setFocus()
    with qtbot.waitSignal(solver.verdictShown, timeout=20000):
        window.session.start_game(Game.new(1))
    assert solver.verdict_dialog is None and window.current_dialog is None
    assert window.message_bar.isVisible()
    assert window.view.hasFocus()  # the table's keys stay with the new game


def test_the_verdict_asked_for_takes_the_focus(window, qtbot):
    """Asked for from the Game menu, the verdict is the player's next thing: it opens over
    the table, modal, and takes the keyboard as any dialog does."""
    solver = window.solver
    solver.actions.verdicts.setChecked(True)
    solver.jobs.solve = frozen_line_solve_job
    window.session.start_game(Game.from_deck(DECK, suits=1))
    with qtbot.waitSignal(solver.verdictShown, timeout=20000):
        solver.check_verdict(window.game, on_request=True)
    dialog = solver.verdict_dialog
    assert dialog is not None and dialog.isVisible() and dialog.isModal()
    assert not dialog.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
