"""The real app, twice (issue 13): the second launch hands its game code to the first and
exits; the first opens that deal. Offscreen, in a fresh data folder; the first app is
stopped at the end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

LAUNCH_TIMEOUT = 60.0


def _env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path / "data"),
                XDG_CONFIG_HOME=str(tmp_path / "config"))


def _saved_code(save: Path) -> str | None:
    try:
        data = json.loads(save.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data.get("game", {}).get("code")


def _wait_for(predicate, what: str) -> None:
    deadline = time.monotonic() + LAUNCH_TIMEOUT
    while not predicate():
        assert time.monotonic() < deadline, f"gave up waiting for {what}"
        time.sleep(0.05)  # polling a file another process writes; not a timed assertion


def test_a_second_launch_hands_its_code_to_the_running_app(tmp_path: Path) -> None:
    env = _env(tmp_path)
    save = tmp_path / "data" / "Spiderette" / "savegame.json"
    first = subprocess.Popen([sys.executable, "-m", "spiderette_qt", "SD1-S1-AAAAABD"],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: _saved_code(save) == "SD1-S1-AAAAABD", "the first window's deal")
        second = subprocess.run([sys.executable, "-m", "spiderette_qt", "SD4-S1-CCCCCCC"],
                                env=env, capture_output=True, timeout=LAUNCH_TIMEOUT)
        assert second.returncode == 0, second.stderr.decode()
        _wait_for(lambda: _saved_code(save) == "SD4-S1-CCCCCCC", "the handed-over deal")
        assert first.poll() is None, "the first app keeps running"
    finally:
        first.terminate()
        first.wait(timeout=LAUNCH_TIMEOUT)
        # SIGTERM leaves the socket file (the next launch would take it over): tidy /tmp.
        from PySide6.QtNetwork import QLocalServer

        from spiderette_qt.single_instance import server_name

        QLocalServer.removeServer(server_name(str(tmp_path / "data" / "Spiderette")))
