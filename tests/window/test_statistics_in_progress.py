"""Statistics opened during a game (issue 21): the game on the table counts as played, and
says so ("1 (1 in progress)"), rather than "played 1, won 0, lost 0" and "No games yet"."""

from __future__ import annotations

from spiderette_qt.engine import Game
from spiderette_qt.window.dialogs.statistics_dialog import StatisticsDialog


def _played(dialog: StatisticsDialog, suits: int) -> str:
    table = dialog.table(suits)
    return table.item(StatisticsDialog.ROWS.index("played"), 1).text()


def _open(window) -> StatisticsDialog:
    window.show_statistics()
    dialog = window.current_dialog
    assert isinstance(dialog, StatisticsDialog)
    return dialog


def test_the_game_in_progress_is_counted_as_such(window) -> None:
    window.session.start_game(Game.new(1, 3))
    move = window.game.legal_moves()[0]
    window.presenter.move(move.source, move.count, move.target)
    dialog = _open(window)
    assert _played(dialog, 1) == "1 (1 in progress)"
    assert _played(dialog, 2) == "0"  # the other difficulties have no game under way
    chart = dialog.chart(1)
    assert chart.results() == [] and "in progress" in chart.placeholder()
    assert dialog.chart(2).placeholder() == "No games yet"
    dialog.close()


def test_a_game_not_yet_played_is_not_in_progress(window) -> None:
    window.session.start_game(Game.new(1, 3))
    dialog = _open(window)
    assert _played(dialog, 1) == "0"
    assert dialog.chart(1).placeholder() == "No games yet"
    dialog.close()


def test_a_left_game_is_lost_and_the_new_one_in_progress(window, settings) -> None:
    settings.confirm_new_game = False
    window.session.start_game(Game.new(1, 3))
    move = window.game.legal_moves()[0]
    window.presenter.move(move.source, move.count, move.target)
    window.session.start_game(Game.new(1, 4))
    move = window.game.legal_moves()[0]
    window.presenter.move(move.source, move.count, move.target)
    dialog = _open(window)
    assert _played(dialog, 1) == "2 (1 in progress)"
    assert len(dialog.chart(1).results()) == 1  # the left one, lost
    dialog.close()
