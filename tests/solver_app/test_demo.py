"""Game › Demo: plays the hint's moves (the same hint the player gets), stops at once on any
click or key, ends with "won" or "no move helps", and a game it won is not the player's win."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from solver_app.jobs import (
    first_move_hint_job,
    line_hint_job,
    no_move_hint_job,
    shuffle_hint_job,
)
from spiderette_qt.solver_app.requests import HintRequest


@pytest.fixture
def demo(window):
    window.solver.actions.hints.setChecked(True)
    window.solver.demo.pause = lambda: 0  # whole games: no watching pace
    return window.solver.demo


def test_with_the_animations_off_the_demo_keeps_a_pace_a_person_can_watch(window, qtbot):
    """At speed "off" the Demo paused 0 ms between moves: about six moves a second."""
    from spiderette_qt.table import durations

    for speed in ("off", "fast", "normal"):
        durations.set_speed(speed)
        assert durations.demo_pause() >= 450
    durations.set_speed("off")
    window.solver.actions.hints.setChecked(True)
    demo = window.solver.demo
    window.solver.jobs.hint = first_move_hint_job
    demo.start()
    qtbot.waitUntil(lambda: demo.moves_made == 1 and demo._timer.isActive(), timeout=20000)
    assert demo._timer.interval() >= 450  # noqa: SLF001 - the wait before the next move
    demo.stop()


def _finished(qtbot, demo, timeout=30000):
    with qtbot.waitSignal(demo.finished, timeout=timeout) as blocker:
        pass
    return blocker.args[0]


def test_the_demo_is_in_the_game_menu_and_says_it_never_peeks(window):
    demo = window.solver.demo
    assert demo.action in window.menu_game.actions()
    assert demo.action.isVisible()  # found under Game even with the hint off
    assert "never looks at face-down cards" in demo.action.toolTip()
    assert window.menu_game.toolTipsVisible()
    assert demo.action in window.solver.actions.all()  # listed in Keyboard Shortcuts
    demo.start()
    assert not demo.running  # off with the hint


def test_chosen_with_the_hint_off_it_says_what_it_needs_and_can_turn_it_on(window, qtbot,
                                                                           monkeypatch):
    """The Demo was hidden until hints were switched on: a player looking for it under Game
    found nothing. Now choosing it says where the hint is turned on, with a button."""
    told = []
    monkeypatch.setattr(window.notifier, "message",
                        lambda text, details=None, button=None, **_kw: told.append((text,
                                                                                    button)))
    demo = window.solver.demo
    window.solver.jobs.hint = first_move_hint_job
    demo.pause = lambda: 0
    assert not window.solver.hints_on
    demo.action.trigger()
    assert not demo.running
    [(text, button)] = told
    assert "Settings › Solver › Hints" in text and button is not None
    button[1]()  # Turn On Hints and Start the Demo
    assert window.solver.hints_on and demo.running
    demo.stop()


def test_it_asks_exactly_the_players_hint(window, demo, qtbot, monkeypatch):
    solver = window.solver
    asked = []
    for runner in (solver.hint_runner, demo.runner):
        monkeypatch.setattr(runner, "start", lambda job, *_callbacks: asked.append(
            (job.handler, job.request)))
    solver.request_hint()
    demo.start()
    qtbot.waitUntil(lambda: len(asked) == 2, timeout=5000)
    assert asked[0] == asked[1]  # same job, position, budget and seed: no other knowledge
    demo.stop()


def test_it_plays_a_game_to_the_win_which_is_not_the_players(window, demo, qtbot):
    from window.winning_line import DECK, LINE

    from spiderette_qt.engine import Game

    window.session.start_game(Game.from_deck(DECK, suits=1))
    window.solver.jobs.hint = line_hint_job
    demo.start()
    assert _finished(qtbot, demo) == "won"
    game = window.game
    assert game.is_won and demo.moves_made == len(LINE)
    assert not demo.running
    assert any("won" in text for text in window.message_bar.messages())
    assert not window.message_bar.is_warning()  # news, not a warning: the information sign
    figures = window.session.statistics.for_game(game.variant.key, 1)
    # played and assisted: neither won nor lost (docs/RULES.md §13)
    assert (figures.won, figures.lost, figures.assisted, figures.played) == (0, 0, 1, 1)
    qtbot.wait(50)
    assert window.win_show.celebration is None  # no "Congratulations, you won!"


def test_a_game_the_player_wins_still_counts(window, qtbot):
    from window.winning_line import nearly_won_game

    game, last = nearly_won_game()
    window.session.start_game(game)
    window.presenter.move(*last)
    assert window.session.statistics.for_game(game.variant.key, 1).won == 1
    qtbot.waitUntil(lambda: window.win_show.celebration is not None, timeout=5000)


def test_it_ends_with_no_move_helps(window, demo, qtbot):
    window.solver.jobs.hint = no_move_hint_job
    demo.start()
    assert _finished(qtbot, demo) == "stuck"
    assert any("no move helps" in text for text in window.message_bar.messages())
    assert not window.message_bar.is_warning()
    assert window.game.moves == 0


def _after_the_last_deal(number: int = 4):
    """One-suit Spiderette deal 4 with its stock dealt: a 6 lies on a 7 and another 7 is on
    top of a column, so shuffle_hint_job can move the 6 to and fro for ever."""
    from spiderette_qt.engine import Game

    game = Game.new(1, number, "spiderette")
    while game.can_deal():
        game.deal()
    assert not game.stock and shuffle_hint_job(HintRequest(game.to_json())) is not None
    return game


def test_after_the_last_deal_it_stops_when_its_moves_get_nowhere(window, demo, qtbot,
                                                                  monkeypatch):
    from spiderette_qt.window.solver import demo as demo_module

    window.session.start_game(_after_the_last_deal())
    window.solver.jobs.hint = shuffle_hint_job
    monkeypatch.setattr(demo_module, "IDLE_LIMIT", 3)
    demo.start()
    assert _finished(qtbot, demo) == "stuck"
    # three moves that get nowhere; going round in circles (the same table a third time)
    # would have taken five
    assert demo.moves_made == 3
    assert any("no move helps" in text for text in window.message_bar.messages())


def test_the_players_own_moves_that_get_nowhere_do_not_count_against_it(window, demo, qtbot,
                                                                         monkeypatch):
    from spiderette_qt.window.solver import demo as demo_module

    game = _after_the_last_deal()
    for _ in range(2):  # the player shuffles the 7 to and fro first
        game.move(*shuffle_hint_job(HintRequest(game.to_json())))
    window.session.start_game(game)
    window.solver.jobs.hint = shuffle_hint_job
    monkeypatch.setattr(demo_module, "IDLE_LIMIT", 3)
    demo.start()
    assert _finished(qtbot, demo) == "stuck"
    assert demo.moves_made == 3  # its own three, not one more after the player's two


def test_before_the_last_deal_only_going_round_in_circles_stops_it(window, demo, qtbot,
                                                                   monkeypatch):
    from spiderette_qt.engine import Game
    from spiderette_qt.window.solver import demo as demo_module

    game = Game.new(1, 0, "spiderette")
    game.deal()  # one-suit Spiderette deal 0 after one deal: a 7 to shuffle, and stock left
    assert game.stock and shuffle_hint_job(HintRequest(game.to_json())) is not None
    window.session.start_game(game)
    window.solver.jobs.hint = shuffle_hint_job
    monkeypatch.setattr(demo_module, "IDLE_LIMIT", 1)
    demo.start()
    assert _finished(qtbot, demo) == "stuck"
    assert demo.moves_made == 5  # the same table a third time, not the idle limit


def test_a_click_stops_it_at_once_and_undo_takes_its_moves_back(window, demo, qtbot):
    window.solver.jobs.hint = first_move_hint_job
    window.solver.jobs.hint_nodes = -1  # the stand-in thinks 0.8 s a move
    demo.start()
    qtbot.waitUntil(lambda: demo.moves_made >= 2, timeout=30000)
    made = window.game.moves
    viewport = window.view.viewport()
    with qtbot.waitSignal(demo.finished, timeout=1000) as blocker:
        qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    assert blocker.args[0] == "stopped" and not demo.running
    qtbot.wait(1200)  # the hint it was waiting for is dropped, no move follows
    assert window.game.moves == made
    for left in range(made - 1, made - 3, -1):  # one by one
        assert window.presenter.undo()
        assert window.game.moves == left


def test_a_key_stops_it_and_does_nothing_else(window, demo, qtbot):
    window.solver.jobs.hint = first_move_hint_job
    window.solver.jobs.hint_nodes = -1
    demo.start()
    qtbot.waitUntil(lambda: demo.moves_made >= 1, timeout=30000)
    stock = len(window.game.stock)
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # D deals, but here it only stops the Demo
    assert not demo.running
    assert len(window.game.stock) == stock
    qtbot.keyClick(window.view, Qt.Key.Key_D)  # the next key is the player's again
    assert len(window.game.stock) == stock - window.game.variant.deal_size
