"""A window per test (as in tests/window), with the solver's features reachable."""

from __future__ import annotations

import pytest

from spiderette_qt.settings.preferences import Settings
from spiderette_qt.table import durations


@pytest.fixture
def make_window(qtbot, settings):
    from spiderette_qt.window.main_window import MainWindow

    def make(store: Settings = settings) -> MainWindow:
        durations.set_speed("off")
        store.animation_speed = "off"
        win = MainWindow(store)
        qtbot.addWidget(win)
        win.show()
        qtbot.waitExposed(win)
        return win

    yield make
    durations.set_speed("off")


#: A one-suit deal with moves on the table from the start (a random deal may have none).
DEAL_WITH_MOVES = 5


@pytest.fixture
def window(make_window):
    from spiderette_qt.engine import Game

    win = make_window()
    win.session.start_game(Game.new(1, DEAL_WITH_MOVES))
    assert len(win.game.legal_moves()) >= 3
    return win


@pytest.fixture
def played_with_verdicts(window):
    """The window with "Was it winnable?" on (a frozen-line search instead of the real one),
    no leave question, and a game with one action made: leaving it now asks for a verdict."""
    from window.winning_line import DECK

    from solver_app.jobs import frozen_line_solve_job
    from spiderette_qt.engine import Game

    solver = window.solver
    solver.actions.verdicts.setChecked(True)
    solver.jobs.solve = frozen_line_solve_job
    window.settings.confirm_new_game = False
    window.session.start_game(Game.from_deck(DECK, suits=1))
    assert window.presenter.deal()  # played: leaving it now counts
    return window
