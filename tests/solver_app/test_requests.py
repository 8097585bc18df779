"""The typed requests and answers: they cross to a real child and come back as the same
types, the handler a test sets is the one the feature's job runs, and a failure reaches the
failure callback (never the answer's)."""

from __future__ import annotations

import datetime
import pickle
import time

from window.winning_line import nearly_won_game

from solver_app.jobs import fail_job, failing_hint_job, first_move_hint_job
from spiderette_qt.solver_app import handlers
from spiderette_qt.solver_app.jobs import SolverJobs
from spiderette_qt.solver_app.requests import (
    DailyAnswer,
    DailyRequest,
    HintRequest,
    Job,
    PingAnswer,
    PingRequest,
    SolveAnswer,
    SolveRequest,
    SolveSearch,
)
from spiderette_qt.solver_app.runner import SolverRunner
from spiderette_qt.solver_app.worker import Answered, Failed, Outcome, Worker


def _through_worker(job: Job[object]) -> Outcome[object]:
    worker = Worker()
    try:
        worker.submit(job)
        deadline = time.monotonic() + 30
        while (outcome := worker.poll()) is None:
            assert time.monotonic() < deadline, "the child gave no answer"
            time.sleep(0.01)
        return outcome
    finally:
        worker.close()


def test_requests_pickle_as_equal_values():
    requests = [SolveRequest("{}", (SolveSearch(True, 10.0, 5), SolveSearch())),
                HintRequest("{}", 1.0, 0, None), PingRequest(3),
                DailyRequest(datetime.date(2026, 12, 3), "spiderette", 1)]
    for request in requests:
        assert pickle.loads(pickle.dumps(request)) == request
    job = pickle.loads(pickle.dumps(Job(handlers.run_ping, PingRequest(5))))
    assert job.handler is handlers.run_ping and job.request == PingRequest(5)


def test_a_ping_round_trips_through_a_real_child_typed():
    outcome = _through_worker(Job(handlers.run_ping, PingRequest(37)))
    assert isinstance(outcome, Answered)
    assert outcome.value == PingAnswer(37, False)


def test_the_real_hint_and_solve_answer_in_their_types():
    game, last = nearly_won_game()  # one move from a won game
    hint = _through_worker(Job(handlers.run_hint, HintRequest(game.to_json(), nodes=2000)))
    assert isinstance(hint, Answered) and hint.value == last
    request = SolveRequest(game.to_json(), (SolveSearch(False, 10.0, 20_000),))
    solved = _through_worker(Job(handlers.run_solve, request))
    assert isinstance(solved, Answered)
    (answer,) = solved.value
    assert isinstance(answer, SolveAnswer) and answer.verdict == "winnable"
    assert answer.line == (last,) and isinstance(answer.line, tuple)


def test_the_daily_handler_answers_a_daily_answer():
    answer = handlers.run_daily(DailyRequest(datetime.date(2026, 12, 3), "spiderette", 1))
    assert isinstance(answer, DailyAnswer)
    assert answer.code == "SD1-S1-NJDIFXA" and answer.proven is True
    assert answer.date == datetime.date(2026, 12, 3) and answer.suits == 1
    assert answer.variant == "spiderette" and answer.core in ("c", "python")


def test_the_runner_gives_a_failure_to_the_failure_callback(qtbot):
    answers: list[object] = []
    reasons: list[str] = []
    runner = SolverRunner()  # kept: a runner without a parent lives as long as its name
    runner.start(Job(fail_job, "bad position"), answers.append, reasons.append)
    qtbot.waitUntil(lambda: bool(reasons), timeout=20000)
    assert answers == [] and reasons == ["RuntimeError: bad position"]


def test_a_failure_without_a_failure_callback_is_dropped(qtbot):
    runner = SolverRunner()
    answers: list[object] = []
    runner.start(Job(fail_job, "ignored"), answers.append)
    qtbot.waitUntil(lambda: not runner.busy, timeout=20000)
    assert answers == []


def test_cancelled_is_a_failure_with_its_reason():
    from spiderette_qt.solver_app.worker import SolverProcess

    process = SolverProcess(Job(handlers.run_ping, PingRequest(1)))
    process.start()
    process.cancel()
    assert process.poll() == Failed("cancelled")


def test_the_jobs_start_with_the_real_handlers():
    jobs = SolverJobs()
    assert jobs.solve is handlers.run_solve and jobs.hint is handlers.run_hint
    assert jobs.deal is handlers.run_winnable_deal and jobs.daily is handlers.run_daily
    assert (jobs.deal_seed, jobs.deal_nodes_per_try) == (None, None)


def test_the_hint_runs_the_stand_in_handler_with_the_players_request(window, qtbot,
                                                                     monkeypatch):
    solver = window.solver
    solver.actions.hints.setChecked(True)
    solver.jobs.hint = first_move_hint_job
    solver.jobs.hint_nodes = 1234
    started: list[Job[object]] = []
    original = solver.hint_runner.start
    monkeypatch.setattr(solver.hint_runner, "start",
                        lambda job, *callbacks: (started.append(job), original(job, *callbacks)))
    with qtbot.waitSignal(solver.hintShown, timeout=20000) as blocker:
        solver.request_hint()
    (job,) = started
    assert job.handler is first_move_hint_job
    assert job.request == HintRequest(window.game.to_json(), 1.0, seed=0, nodes=1234)
    move = window.game.legal_moves()[0]
    assert blocker.args[0] == (move.source, move.count, move.target)


def test_a_failed_hint_search_says_so(window, qtbot):
    from spiderette_qt.window.solver.texts import _t

    solver = window.solver
    solver.actions.hints.setChecked(True)
    solver.jobs.hint = failing_hint_job
    shown: list[object] = []
    solver.hintShown.connect(shown.append)
    solver.request_hint()
    qtbot.waitUntil(lambda: not solver.hint_runner.busy, timeout=20000)
    assert window.statusBar().currentMessage() == _t("hint_failed")
    assert shown == []
