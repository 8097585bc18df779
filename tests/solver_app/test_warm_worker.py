"""The warm worker: one child serves search after search, a cancelled one is replaced in
the background, a failed one is not reused, and no child outlives a killed app."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from functools import partial
from pathlib import Path

import pytest

from solver_app.jobs import echo_job, fail_job, spin_job
from spiderette_qt.solver_app.requests import Job
from spiderette_qt.solver_app.runner import SolverRunner
from spiderette_qt.solver_app.worker import SolverProcess, WorkerPool

linux_only = pytest.mark.skipif(not os.path.exists("/proc/self"), reason="checks /proc")
TESTS = Path(__file__).resolve().parents[1]


def _dead(pid: int) -> bool:
    """No such process, or only a zombie (its parent gone, nobody reaps it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in ("Z", "X")


def _answer(qtbot, runner: SolverRunner, job, request):
    answers: list[dict] = []
    runner.start(Job(job, request), answers.append)
    qtbot.waitUntil(lambda: bool(answers), timeout=20000)
    return answers[0]


@pytest.fixture
def pool():
    made = WorkerPool()
    yield made
    made.shutdown()


def test_searches_one_after_another_run_in_the_same_warm_child(qtbot, pool):
    pool.warm()
    waiting = pool.idle[0].pid
    runner = SolverRunner(pool=pool)
    first = _answer(qtbot, runner, echo_job, {"n": 1})
    second = _answer(qtbot, runner, echo_job, {"n": 2})
    assert first["pid"] == second["pid"] == waiting  # the warm child, no new start
    assert second["payload"] == {"n": 2}
    assert pool.started == 1
    assert [w.pid for w in pool.idle] == [waiting]  # back, waiting for the next


@linux_only
def test_cancel_kills_the_warm_child_and_a_fresh_one_waits(qtbot, pool, tmp_path):
    runner = SolverRunner(pool=pool)
    marker = tmp_path / "started"
    finished: list[object] = []
    runner.start(Job(partial(spin_job, str(marker)), None), finished.append)
    qtbot.waitUntil(marker.exists, timeout=20000)
    pid = runner.last_pid
    assert pid is not None
    runner.cancel()
    assert not Path(f"/proc/{pid}").exists()  # at once: killed and reaped
    assert len(pool.idle) == 1 and pool.idle[0].pid != pid  # the next one is starting
    answer = _answer(qtbot, runner, echo_job, {})
    assert answer["pid"] != pid
    assert finished == []  # nothing came from the cancelled search


def test_a_child_whose_job_failed_is_not_used_again(qtbot, pool):
    runner = SolverRunner(pool=pool)
    failed: list[str] = []
    runner.start(Job(fail_job, "broken"), lambda _answer: None, failed.append)
    qtbot.waitUntil(lambda: bool(failed), timeout=20000)
    failed_pid = runner.last_pid
    answer = _answer(qtbot, runner, echo_job, {})
    assert answer["pid"] != failed_pid


@linux_only
def test_a_dead_idle_worker_is_replaced(qtbot, pool):
    pool.warm()
    dead = pool.idle[0]
    assert dead.pid is not None
    os.kill(dead.pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: not dead.alive, timeout=20000)
    answer = _answer(qtbot, SolverRunner(pool=pool), echo_job, {})
    assert answer["pid"] != dead.pid


def test_without_a_pool_each_search_has_a_child_of_its_own():
    pids = []
    for _ in range(2):
        process = SolverProcess(Job(echo_job, {}))
        process.start()
        while (outcome := process.poll()) is None:
            time.sleep(0.01)
        pids.append(outcome.value["pid"])
    assert pids[0] != pids[1]


# ----- a killed app takes its children with it ---------------------------------------------
APP = """
import sys, time
sys.path.insert(0, {tests!r})
from functools import partial
from solver_app.jobs import spin_job
from spiderette_qt.solver_app.requests import Job
from spiderette_qt.solver_app.worker import Worker
if __name__ == "__main__":
    busy, idle = Worker(death_signal={signal_on}), Worker(death_signal={signal_on})
    idle.start()
    busy.submit(Job(partial(spin_job, {marker!r}), None))
    print(busy.pid, idle.pid, flush=True)
    time.sleep(600)
"""


@linux_only
@pytest.mark.parametrize("signal_on", [True, False], ids=["death-signal", "lifeline-pipe"])
def test_no_child_outlives_an_app_killed_by_sigkill(tmp_path, signal_on):
    marker = tmp_path / "started"
    script = tmp_path / "app.py"
    script.write_text(APP.format(tests=str(TESTS), marker=str(marker), signal_on=signal_on))
    app = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True)
    try:
        assert app.stdout is not None
        pids = [int(p) for p in app.stdout.readline().split()]
        deadline = time.monotonic() + 30
        while not marker.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert marker.exists()  # the busy child is inside its endless search
        assert not any(_dead(pid) for pid in pids)
        app.send_signal(signal.SIGKILL)  # no clean-up of any kind runs in the app
        app.wait()
        deadline = time.monotonic() + 20
        while not all(_dead(pid) for pid in pids) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert all(_dead(pid) for pid in pids)
        assert "Traceback" not in (app.stderr.read() if app.stderr else "")
    finally:
        if app.poll() is None:
            app.kill()
        for pid in pids if "pids" in locals() else []:
            if not _dead(pid):
                os.kill(pid, signal.SIGKILL)


# ----- in the window ------------------------------------------------------------------------
def test_the_window_keeps_one_warm_worker_for_its_hints(qtbot, window):
    from solver_app.jobs import first_move_hint_job

    solver = window.solver
    assert not solver.warm.made  # the hint is off: no child at all
    solver.actions.hints.setChecked(True)
    assert len(solver.warm.pool.idle) == 1  # turned on: one waits
    solver.jobs.hint = first_move_hint_job
    pids = set()
    for _ in range(3):
        with qtbot.waitSignal(solver.hintShown, timeout=30000):
            solver.request_hint()
        pids.add(solver.hint_runner.last_pid)
    assert len(pids) == 1 and solver.warm.pool.started == 1
    pid = pids.pop()
    window.close()  # the window's shutdown ends the worker
    assert pid is not None and _dead(pid)
