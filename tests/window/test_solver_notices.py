"""The solver's notices stay until seen (issue 21): "This game can no longer be won" went by
in the status bar, overwritten by the next message; the verdict after a game popped up over
the next game. Both go to the message bar now (window/solver/notices.py)."""

from __future__ import annotations

from solver_app.jobs import frozen_line_solve_job

from spiderette_qt.engine import Game
from spiderette_qt.solver_app.requests import SolveAnswer
from spiderette_qt.window.solver.dialogs import VerdictDialog, Verdicts
from spiderette_qt.window.solver.notices import verdict_summary

LOST = "no longer be won"


def _lost_noticed(window, qtbot) -> None:
    solver = window.solver
    solver.actions.lost_notice.setChecked(True)
    solver.jobs.solve = frozen_line_solve_job  # "unwinnable" from any position but the start
    window.session.start_game(Game.new(1, 5))
    move = window.game.legal_moves()[0]
    with qtbot.waitSignal(solver.lostNoticed, timeout=20000):
        window.presenter.move(move.source, move.count, move.target)


def _bar_says(window, words: str) -> bool:
    return window.message_bar.isVisible() and any(
        words in text for text in window.message_bar.messages())


def test_the_lost_notice_stays_through_the_next_messages(window, qtbot) -> None:
    _lost_noticed(window, qtbot)
    assert _bar_says(window, LOST) and _bar_says(window, "Undo a few actions")
    window.statusBar().showMessage("Jack of hearts moved to column 3", 6000)
    window.presenter.deal()  # more play, more status messages
    assert _bar_says(window, LOST)  # not overwritten: the bar stays until closed


def test_the_lost_notice_goes_when_an_undo_or_a_new_game_makes_it_moot(window, qtbot) -> None:
    _lost_noticed(window, qtbot)
    window.presenter.undo()
    window.presenter.finish_animations()
    assert not _bar_says(window, LOST)
    _lost_noticed(window, qtbot)
    window.settings.confirm_new_game = False
    window.session.start_game(Game.new(1, 6))
    assert not _bar_says(window, LOST)


def test_closing_the_bar_closes_the_notice(window, qtbot) -> None:
    _lost_noticed(window, qtbot)
    window.message_bar.close_button.click()
    assert not window.message_bar.isVisible()


def test_the_verdict_after_a_game_is_a_line_with_a_details_button(window, qtbot) -> None:
    from window.winning_line import DECK

    solver = window.solver
    solver.actions.verdicts.setChecked(True)
    solver.jobs.solve = frozen_line_solve_job
    window.settings.confirm_new_game = False
    window.session.start_game(Game.from_deck(DECK, suits=1))
    assert window.presenter.deal()
    with qtbot.waitSignal(solver.verdictShown, timeout=20000):
        window.session.start_game(Game.new(1, 5))
    assert window.current_dialog is None  # nothing over the new game
    assert _bar_says(window, "Was it winnable?")
    text = window.message_bar.messages()[-1]
    assert "winnable from the start" in text and "not winnable from where you left it" in text
    button = window.message_bar.action_button
    assert button.isVisible() and button.text() == "Show the Verdict…"
    button.click()
    assert isinstance(window.current_dialog, VerdictDialog)
    assert window.current_dialog is solver.verdict_dialog
    assert not window.message_bar.isVisible()  # read: the bar closed with its button


def test_the_verdict_line_names_the_deal_and_what_was_found() -> None:
    winnable = SolveAnswer("winnable", ("deal",))
    unknown = SolveAnswer("unknown")
    left = Verdicts("{}", "SD2-S1-LZVOZLN", False, winnable, unknown, 10.0)
    assert verdict_summary(left) == ("Was it winnable? Deal SD2-S1-LZVOZLN: winnable from the "
                                     "start, undecided from where you left it.")
    won = Verdicts("{}", "", True, winnable, None, 10.0)
    assert verdict_summary(won) == "Was it winnable? The last deal (won): winnable from the start."


def test_the_message_bar_takes_one_message_back(qtbot) -> None:
    from spiderette_qt.window.chrome.message_bar import MessageBar

    bar = MessageBar()
    qtbot.addWidget(bar)
    bar.show_message("first")
    bar.show_message("second", action=("Do It", lambda: None))
    bar.remove_message("second")
    assert bar.messages() == ["first"] and not bar.action_button.isVisibleTo(bar)
    bar.remove_message("first")
    assert bar.messages() == [] and bar.isHidden()


def test_the_bar_shows_the_warning_sign_only_while_a_warning_stands(qtbot) -> None:
    """News (a verdict, how the Demo ended) gets the information sign; a warning (a damaged
    save) the warning sign, also beside news, until it is taken back."""
    from PySide6.QtWidgets import QStyle

    from spiderette_qt.window.chrome.message_bar import MessageBar

    bar = MessageBar()
    qtbot.addWidget(bar)
    style = bar.style()
    size = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)

    def sign(kind: QStyle.StandardPixmap) -> object:
        return style.standardIcon(kind).pixmap(size).toImage()

    info, warning = (sign(QStyle.StandardPixmap.SP_MessageBoxInformation),
                     sign(QStyle.StandardPixmap.SP_MessageBoxWarning))
    assert info != warning  # else this test could not tell them apart
    bar.show_message("The Demo won this game.", warning=False)
    assert not bar.is_warning() and bar.icon.pixmap().toImage() == info
    bar.show_message("The saved game was damaged.")
    assert bar.is_warning() and bar.icon.pixmap().toImage() == warning
    bar.remove_message("The saved game was damaged.")
    assert not bar.is_warning() and bar.icon.pixmap().toImage() == info


def test_the_lost_notice_comes_back_after_the_app_restarts(window, qtbot, settings) -> None:
    """It did not: the check ran only after an action."""
    from spiderette_qt.window.main_window import MainWindow

    _lost_noticed(window, qtbot)
    window.close()
    again = MainWindow(settings, resume=True)
    qtbot.addWidget(again)
    again.solver.jobs.solve = frozen_line_solve_job
    again.show()
    with qtbot.waitSignal(again.solver.lostNoticed, timeout=20000):
        pass
    assert _bar_says(again, LOST)
