"""The solver's features with the engine's real solver in the child process, on small node
budgets (the answers are then the same on every run)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton
from window.winning_line import DECK, nearly_won_game

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import core_name, solve, winnable_deal
from spiderette_qt.window.solver.dialogs import SolverProgress, VerdictDialog
from spiderette_qt.window.solver.playback import WinningLineDialog

#: A search is "long" when it is still undecided after this many positions: seconds on the
#: compiled core (a few million positions a second) as on the pure one (about 100,000).
LONG_SEARCH_NODES = 3_000_000 if core_name(None) == "c" else 200_000


def _long_search_game() -> Game:
    """A 4-suit Spider deal the solver cannot decide within LONG_SEARCH_NODES (deterministic:
    a node budget gives the same answer on every run). As the solver grows stronger the
    first candidates may fall; then the next one is taken."""
    for number in (2, 3, 6, 7, 8, 9, 10, 11):
        game = Game.new(4, number, variant="spider")
        if solve(game, nodes=LONG_SEARCH_NODES).verdict == "unknown":
            return game
    pytest.fail("no candidate deal is still a long search for this solver: add others")


def _gone(pid: int | None) -> bool:
    return pid is not None and not Path(f"/proc/{pid}").exists()


def test_the_hint_points_at_the_obvious_move(window, qtbot):
    game, last = nearly_won_game()  # one move from a won game
    window.session.start_game(game)
    solver = window.solver
    solver.actions.hints.setChecked(True)
    solver.jobs.hint_nodes = 2000
    with qtbot.waitSignal(solver.hintShown, timeout=30000) as blocker:
        solver.actions.hint.trigger()
    assert blocker.args[0] == last
    item = solver.hint_item
    assert item.isVisible() and item.move == last
    layout = window.presenter.scene.layout
    source, count, target = last
    for card_id in layout.column_ids[source][-count:]:
        assert item.run_rect.contains(layout.card_rect(card_id).center())
    assert item.target_rect.contains(layout.card_rect(layout.column_ids[target][-1]).center())


def test_asked_for_the_verdict_and_shown_the_line_from_the_position(window, qtbot):
    solver = window.solver
    solver.actions.verdicts.setChecked(True)
    solver.jobs.verdict_nodes = 20000
    window.session.start_game(Game.from_deck(DECK, suits=1))
    assert window.presenter.deal()
    window.solver.ask_verdict()
    warning = window.current_dialog
    assert warning is not None and warning.objectName() == "solver_peek_warning"
    with qtbot.waitSignal(solver.verdictShown, timeout=60000) as blocker:
        warning.findChild(QPushButton, "solver_look").click()
        assert isinstance(window.current_dialog, SolverProgress)
    verdicts = blocker.args[0]
    assert verdicts.start.verdict == "winnable"
    assert verdicts.position.verdict == "winnable"
    dialog = window.current_dialog
    assert isinstance(dialog, VerdictDialog)
    player_game = window.game
    moves = player_game.moves
    dialog.show_buttons[False].click()
    line = window.current_dialog
    assert isinstance(line, WinningLineDialog)
    assert line.game.deals_left == player_game.deals_left  # it starts where the player is
    qtbot.waitUntil(lambda: line.game.is_won, timeout=30000)
    assert line.played == len(verdicts.position.line)
    assert window.game is player_game and player_game.moves == moves


def test_a_winnable_deal_is_the_one_the_solver_proved(window, qtbot):
    solver = window.solver
    solver.actions.winnable_deals.setChecked(True)
    solver.jobs.deal_seed, solver.jobs.deal_nodes_per_try = 7, 20000
    solver.jobs.deal_searchers = 1  # one searcher: its answer is the seed's
    with qtbot.waitSignal(window.session.gameShown, timeout=60000):
        window.choices.new_game_chosen(1)
    found = winnable_deal("spiderette", 1, seconds=60, seed=7, nodes_per_try=20000)
    assert found is not None and window.game.number == found[0]
    assert solve(window.game, nodes=20000).verdict == "winnable"


def test_the_table_plays_on_while_the_real_solver_searches(window, qtbot):
    solver = window.solver
    solver.actions.verdicts.setChecked(True)
    hard = _long_search_game()
    solver.jobs.verdict_nodes = 10**12  # far beyond the test: it searches until cancelled
    solver.check_verdict(hard, on_request=True)  # asked about a game, the table plays on
    busy_at_each_move = []
    for _ in range(3):
        legal = window.game.legal_moves()
        move = legal[0]
        busy_at_each_move.append(solver.verdict_runner.busy)
        assert window.presenter.move(move.source, move.count, move.target)
        qtbot.wait(30)
    assert busy_at_each_move == [True, True, True]
    assert window.game.moves == 3
    pid = solver.verdict_runner.last_pid
    window.current_dialog.findChild(QPushButton, "solver_cancel").click()
    assert _gone(pid)
    assert window.current_dialog is None


def test_the_worker_finds_a_winnable_two_suit_spider_deal(qtbot):
    from spiderette_qt.solver_app.handlers import run_winnable_deal
    from spiderette_qt.solver_app.requests import Job, WinnableDealRequest
    from spiderette_qt.solver_app.runner import SolverRunner

    runner = SolverRunner()
    request = WinnableDealRequest("spider", 2, seconds=60.0, seed=3, nodes_per_try=200_000)
    answers: list[int | None] = []
    runner.start(Job(run_winnable_deal, request), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=90000)
    number = answers[0]
    assert number is not None
    found = winnable_deal("spider", 2, seconds=60.0, seed=3, nodes_per_try=200_000)
    assert found is not None and number == found[0]
    assert solve(Game.new(2, number, variant="spider"), nodes=200_000).verdict == "winnable"


def test_the_notice_comes_when_the_game_has_become_lost(window, qtbot):
    """Hard deal 3: undecided after three deals within the budget, proven lost after the
    fourth (a small exhaustive search): the notice comes then, and only once."""
    solver = window.solver
    solver.actions.lost_notice.setChecked(True)
    solver.jobs.lost_nodes = 200_000
    game = Game.new(4, 3)
    window.session.start_game(game)
    noticed = []
    solver.lostNoticed.connect(lambda: noticed.append(window.game.deals_left))
    for _ in range(3):
        assert window.presenter.deal()
    qtbot.waitUntil(lambda: not solver._lost_timer.isActive() and not solver.lost_runner.busy,
                    timeout=30000)
    assert noticed == []  # not proven lost (yet): nothing said
    with qtbot.waitSignal(solver.lostNoticed, timeout=30000):
        assert window.presenter.deal()
    assert noticed == [0]
    assert any("no longer be won" in text for text in window.message_bar.messages())
    legal = window.game.legal_moves()
    if legal:  # playing on in a lost game: told once, not after every action
        window.presenter.move(legal[0].source, legal[0].count, legal[0].target)
        qtbot.wait(1000)
        assert noticed == [0]


def test_a_winnable_two_suit_spider_game_through_new_game_and_a_hint_on_it(window, qtbot):
    solver = window.solver
    solver.actions.winnable_deals.setChecked(True)
    solver.actions.hints.setChecked(True)
    solver.jobs.deal_seed, solver.jobs.deal_nodes_per_try = 3, 200_000
    solver.jobs.deal_searchers = 1
    with qtbot.waitSignal(window.session.gameShown, timeout=90000):
        window.choices.new_game_chosen(2, "spider")
    game = window.game
    assert game.variant.key == "spider" and game.suits == 2
    found = winnable_deal("spider", 2, seconds=60.0, seed=3, nodes_per_try=200_000)
    assert found is not None and game.number == found[0]
    solver.jobs.hint_nodes = 20_000
    with qtbot.waitSignal(solver.hintShown, timeout=30000) as blocker:
        solver.request_hint()
    shown = blocker.args[0]
    assert isinstance(shown, tuple)  # a move (a fresh deal has some): outlined on ten columns
    source, count, target = shown
    assert window.game.can_move(source, count, target)
    assert solver.hint_item.isVisible() and solver.hint_item.move == shown
