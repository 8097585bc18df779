"""The first-instance lock (issue 13): one holder at a time, and a crash (SIGKILL) never
leaves it held, so the next launch is the first again."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from spiderette_qt.app.instance_lock import InstanceLock

HOLD = """
import sys, time
from pathlib import Path
from spiderette_qt.app.instance_lock import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print("held" if lock.acquire() and lock.held else "refused", flush=True)
time.sleep(60)
"""


def test_one_holder_at_a_time_and_a_killed_holder_lets_go(tmp_path: Path) -> None:
    path = tmp_path / "instance.lock"
    holder = subprocess.Popen([sys.executable, "-c", HOLD, str(path)], stdout=subprocess.PIPE,
                              text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        assert not InstanceLock(path).acquire()
        os.kill(holder.pid, signal.SIGKILL)  # a crash: nothing is cleaned up
        holder.wait(timeout=10)
        second = InstanceLock(path)
        assert second.acquire() and second.held
        second.release()
        assert not second.held
    finally:
        if holder.poll() is None:
            holder.kill()


def test_a_lock_that_cannot_be_opened_does_not_stop_the_app(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    lock = InstanceLock(blocker / "instance.lock")
    assert lock.acquire() and not lock.held  # runs alone rather than not at all
