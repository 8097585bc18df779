"""Fixtures for the window tests: a settings store per test, a window around a presenter."""

from __future__ import annotations

import pytest

from spiderette_qt.table import durations


def make_presenter():
    """The real presenter: the window tests drive the table the player uses."""
    from spiderette_qt.table.presenter import TablePresenter

    return TablePresenter()


@pytest.fixture
def window(qtbot, settings):
    from spiderette_qt.window.main_window import MainWindow

    durations.set_speed("off")
    settings.animation_speed = "off"
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    qtbot.waitUntil(lambda: win.started)  # its size is final (see celebrating_window)
    yield win
    durations.set_speed("off")


@pytest.fixture
def celebrating_window(qtbot, settings):
    """A window whose last move has just won the game, with animations on: the win
    celebration is running and the win panel waits for it."""
    from spiderette_qt.window.main_window import MainWindow
    from tests.window.winning_line import nearly_won_game

    settings.animation_speed = "normal"
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.show()
    # The window's size is final once its start is done (its borders kept on the screen).
    qtbot.waitUntil(lambda: win.started)
    game, last = nearly_won_game()
    win.session.start_game(game)
    win.presenter.move(*last)
    win.presenter.finish_animations()
    shown = win.win_show
    qtbot.waitUntil(lambda: shown.celebration is not None and shown.celebration.running)
    yield win
    durations.set_speed("off")
