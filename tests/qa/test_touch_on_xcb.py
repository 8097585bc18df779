"""Touch at the right coordinates on a real display: the whole Spider game by touch alone
(late columns spread open to pick) in the real window on xcb, under an Xvfb of its own at a
laptop's 1366 x 768 and 112 dpi, the window away from the screen's origin. Offscreen, where
the window sits at (0, 0), a touch point read as a screen point still hits: only a real
display tells the two apart. Skipped, saying why, where Xvfb or Qt's xcb plugin is missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 300.0


def _start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-screen", "0", "1366x768x24", "-dpi", "112",
         "-nolisten", "tcp"], pass_fds=(write,), stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        server.wait()
        pytest.skip("Xvfb did not start")
    return server, f":{number}"


@pytest.mark.skipif(shutil.which("Xvfb") is None,
                    reason="Xvfb is not installed (apt-get install xvfb): no real display")
def test_a_whole_spider_game_by_touch_on_a_real_display(tmp_path: Path) -> None:
    server, display = _start_xvfb()
    try:
        env = dict(os.environ, QT_QPA_PLATFORM="xcb", DISPLAY=display,
                   PYTHONPATH=str(ROOT), HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "d"),
                   XDG_CONFIG_HOME=str(tmp_path / "c"), XDG_CACHE_HOME=str(tmp_path / "k"),
                   XDG_STATE_HOME=str(tmp_path / "s"))
        done = subprocess.run([sys.executable, "-m", "tests.qa.xcb_touch_game", "spider"],
                              cwd=ROOT, env=env, capture_output=True, text=True,
                              timeout=TIMEOUT)
    finally:
        server.terminate()
        server.wait()
    if "platform xcb" not in done.stdout and "xcb" in done.stderr:
        pytest.skip("Qt's xcb platform plugin cannot load here (its xcb libraries are missing)")
    assert done.returncode == 0, done.stdout + done.stderr[-2000:]
    assert "won True" in done.stdout
