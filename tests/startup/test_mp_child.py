"""The bundle's multiprocessing children are told apart by their arguments alone, and only
they import multiprocessing (spiderette_qt.startup.mp_child)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from spiderette_qt import startup
from spiderette_qt.startup import mp_child

FLAGS = subprocess._args_from_interpreter_flags()  # type: ignore[attr-defined]


def test_the_game_s_own_arguments_are_no_child() -> None:
    for argv in (["Spiderette"], ["Spiderette", "SD1-S1-AAAAABD"], ["Spiderette", "-platform",
                 "xcb"], ["Spiderette", "-c"], ["Spiderette", "-c", "print('hello')"]):
        assert not mp_child.is_worker(argv)
        assert mp_child.helper_command(argv) is None


def test_a_worker_and_a_helper_are_recognised() -> None:
    worker = ["Spiderette", "--multiprocessing-fork", "tracker_fd=5", "pipe_handle=7"]
    assert mp_child.is_worker(worker)
    command = "from multiprocessing.resource_tracker import main;main(5)"
    assert mp_child.helper_command(["Spiderette", *FLAGS, "-c", command]) == command


def _frozen_run(code: str, *, patches: bool = True) -> subprocess.CompletedProcess[str]:
    """`code` in a process that calls itself frozen; with the start-up patches on (whatever
    this run of the suite has) unless `patches` is False."""
    driver = "import sys\nsys.frozen = True\n" + code
    env = {k: v for k, v in os.environ.items() if k != startup.DISABLE_ENV}
    if not patches:
        env[startup.DISABLE_ENV] = "1"
    return subprocess.run([sys.executable, "-c", driver], capture_output=True, text=True,
                          timeout=60, check=False, env=env)


def test_the_frozen_game_itself_imports_no_multiprocessing() -> None:
    done = _frozen_run(
        "from spiderette_qt.startup.mp_child import become_child_if_asked\n"
        "become_child_if_asked(['Spiderette', 'SD1-S1-AAAAABD'])\n"
        "print('multiprocessing' in sys.modules, 'socket' in sys.modules)\n")
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["False", "False"]


def test_with_the_patches_off_every_frozen_process_imports_multiprocessing_first() -> None:
    """As PyInstaller's own hook does (SPIDERETTE_NO_STARTUP_PATCHES: no lazy decision)."""
    done = _frozen_run(
        "from spiderette_qt.startup.mp_child import become_child_if_asked\n"
        "become_child_if_asked(['Spiderette', 'SD1-S1-AAAAABD'])\n"
        "import multiprocessing\n"
        "print('multiprocessing.spawn' in sys.modules, multiprocessing.process.ORIGINAL_DIR)\n",
        patches=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["True", "None"]


@pytest.mark.parametrize("patches", [True, False])
def test_a_frozen_worker_runs_spawn_main_with_its_arguments_then_exits(patches: bool) -> None:
    done = _frozen_run(
        "import multiprocessing.spawn\n"
        "multiprocessing.spawn.spawn_main = lambda **kw: print(sorted(kw.items()),"
        " multiprocessing.process.ORIGINAL_DIR)\n"
        "from spiderette_qt.startup.mp_child import become_child_if_asked\n"
        "become_child_if_asked(['Spiderette', '--multiprocessing-fork', 'tracker_fd=5',"
        " 'pipe_handle=None'])\n"
        "print('not reached')\n", patches=patches)
    assert done.returncode == 0, done.stderr
    # ORIGINAL_DIR None: spawn does not look for a main script (as PyInstaller's hook did).
    assert done.stdout.strip() == "[('pipe_handle', None), ('tracker_fd', 5)] None"


@pytest.mark.parametrize("patches", [True, False])
def test_a_frozen_helper_runs_its_command_then_exits(patches: bool) -> None:
    command = "from multiprocessing.resource_tracker import main; main(5)"
    done = _frozen_run(
        "import multiprocessing.resource_tracker as tracker\n"
        "tracker.main = lambda fd: print('tracker', fd)\n"
        "from subprocess import _args_from_interpreter_flags as flags\n"
        "from spiderette_qt.startup.mp_child import become_child_if_asked\n"
        f"become_child_if_asked(['Spiderette', *flags(), '-c', {command!r}])\n"
        "print('not reached')\n", patches=patches)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "tracker 5"


def test_outside_a_bundle_nothing_happens(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    mp_child.become_child_if_asked(["python", "--multiprocessing-fork", "x=1"])  # returns
