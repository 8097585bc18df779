"""The solver's child processes search no folder but the app's own for code: a
`multiprocessing` package planted in the folder the app was started from (another user's, in
a world-writable place) must never run as the player."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from spiderette_qt.solver_app import handlers
from spiderette_qt.solver_app.requests import Job, PingRequest
from spiderette_qt.solver_app.worker import Answered, Worker

PLANTED = '''
import pathlib
pathlib.Path({marker!r}).write_text("ran as the player")
raise SystemExit("a planted multiprocessing package ran")
'''


@pytest.mark.skipif(os.name != "posix", reason="the attack needs a POSIX shared folder")
def test_a_package_planted_in_the_current_folder_never_runs_in_a_child(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shared = tmp_path / "shared"
    (shared / "multiprocessing").mkdir(parents=True)
    marker = tmp_path / "marker"
    (shared / "multiprocessing" / "__init__.py").write_text(PLANTED.format(marker=str(marker)))
    monkeypatch.chdir(shared)
    worker = Worker()
    try:
        worker.submit(Job(handlers.run_ping, PingRequest(7)))
        outcome = None
        while outcome is None:
            outcome = worker.poll()
    finally:
        worker.close()
    assert not marker.exists()
    assert isinstance(outcome, Answered) and outcome.value.value == 7
