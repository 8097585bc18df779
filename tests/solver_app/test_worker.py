"""The search process: answers come back, failures are told, Cancel ends the child at once
(no process left, no zombie), the memory cap holds."""

from __future__ import annotations

import os
from functools import partial
from pathlib import Path

import pytest

from solver_app.jobs import echo_job, exit_job, fail_job, hog_job, spin_job
from spiderette_qt.solver_app.requests import Job
from spiderette_qt.solver_app.runner import SolverRunner
from spiderette_qt.solver_app.worker import SolverProcess


def _gone(pid: int) -> bool:
    """True when no process (not even a zombie waiting to be reaped) has this pid."""
    return not Path(f"/proc/{pid}").exists()


def _wait_for(qtbot, path: Path) -> None:
    qtbot.waitUntil(path.exists, timeout=20000)


def _failure(qtbot, runner: SolverRunner, job: Job[object]) -> str:
    """The reason the job failed (it must not answer)."""
    answers: list[object] = []
    reasons: list[str] = []
    runner.start(job, answers.append, reasons.append)
    qtbot.waitUntil(lambda: bool(answers or reasons), timeout=20000)
    assert answers == []
    return reasons[0]


def test_an_answer_comes_back_through_the_runner(qtbot):
    runner = SolverRunner()
    answers: list[dict] = []
    runner.start(Job(echo_job, {"x": [1, 2]}), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    assert answers[0]["payload"] == {"x": [1, 2]}
    assert answers[0]["pid"] != os.getpid()  # it really ran elsewhere
    assert not runner.busy


def test_an_exception_in_the_job_is_told_not_raised(qtbot):
    assert "bad position" in _failure(qtbot, SolverRunner(), Job(fail_job, "bad position"))


def test_a_child_that_dies_without_an_answer_is_told(qtbot):
    assert "without an answer" in _failure(qtbot, SolverRunner(), Job(exit_job, None))


@pytest.mark.skipif(not os.path.exists("/proc/self"), reason="the cap is set on Linux")
def test_the_memory_cap_stops_a_greedy_search(qtbot):
    runner = SolverRunner(memory_cap=512 * 1024 * 1024)
    assert "memory" in _failure(qtbot, runner, Job(hog_job, 2 * 1024 * 1024 * 1024))


@pytest.mark.skipif(not os.path.exists("/proc/self"), reason="checks /proc")
def test_cancel_mid_search_kills_and_reaps_the_child(qtbot, tmp_path):
    runner = SolverRunner()
    finished: list[object] = []
    failed: list[str] = []
    marker = tmp_path / "started"
    runner.start(Job(partial(spin_job, str(marker)), None), finished.append, failed.append)
    _wait_for(qtbot, marker)  # the child is inside the job, working
    pid = runner.last_pid
    assert pid is not None and not _gone(pid)
    runner.cancel()
    assert _gone(pid)  # at once: killed and reaped, no zombie left
    assert not runner.busy
    qtbot.wait(100)  # the poll timer must not deliver anything for the cancelled search
    assert finished == [] and failed == []


@pytest.mark.skipif(not os.path.exists("/proc/self"), reason="checks /proc")
def test_starting_again_cancels_the_previous_search(qtbot, tmp_path):
    runner = SolverRunner()
    first = tmp_path / "first"
    runner.start(Job(partial(spin_job, str(first)), None), lambda _answer: None)
    _wait_for(qtbot, first)
    pid = runner.last_pid
    answers: list[dict] = []
    runner.start(Job(echo_job, {}), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    assert pid is not None and _gone(pid)


def test_a_process_cancelled_before_it_answers_gives_cancelled():
    process = SolverProcess(Job(echo_job, {}))
    process.start()
    process.cancel()
    outcome = process.poll()
    assert outcome is not None and not outcome.ok and outcome.error == "cancelled"
