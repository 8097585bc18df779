"""The real app, twice: the second launch hands its game code to the first and
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
                XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_STATE_HOME=str(tmp_path / "state"),
                XDG_CACHE_HOME=str(tmp_path / "cache"))


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
        first.terminate()  # SIGTERM quits the normal way, which removes the socket too
        first.wait(timeout=LAUNCH_TIMEOUT)


def test_an_argument_over_64_kb_is_handed_over_not_a_second_window(tmp_path: Path) -> None:
    env = _env(tmp_path)
    save = tmp_path / "data" / "Spiderette" / "savegame.json"
    first = subprocess.Popen([sys.executable, "-m", "spiderette_qt", "SD1-S1-AAAAABD"],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: _saved_code(save) == "SD1-S1-AAAAABD", "the first window's deal")
        # Before: the message was over the listener's limit, dropped unanswered, and the
        # second launch opened a window of its own (it never exited: the timeout here).
        second = subprocess.run(
            [sys.executable, "-m", "spiderette_qt", "-style", "fusion", "x" * 70_000,
             *(["y" * 4000] * 20)], env=env, capture_output=True, timeout=LAUNCH_TIMEOUT)
        assert second.returncode == 0, second.stderr.decode()
        assert first.poll() is None and _saved_code(save) == "SD1-S1-AAAAABD"
    finally:
        first.terminate()
        first.wait(timeout=LAUNCH_TIMEOUT)


def _record_file(folder: Path) -> Path:
    from spiderette_qt.engine import Game

    game = Game.from_code("SD4-S1-CCCCCCC")  # no action: the next open asks nothing
    path = folder / "a game.spiderette"
    path.write_text(game.record(), encoding="utf-8")
    return path


def _saved(save: Path) -> dict:
    try:
        return json.loads(save.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


def test_a_record_file_on_the_command_line_and_from_a_second_launch(tmp_path: Path) -> None:
    """`spiderette "a game.spiderette"` opens the record (as practice); a second launch with
    a file given relative to its own folder hands it to the running window."""
    env = _env(tmp_path)
    # The second launch runs in another folder: a relative PYTHONPATH must still find us.
    here = str(Path(__file__).resolve().parents[2])
    env["PYTHONPATH"] = os.pathsep.join([here, *filter(None, [env.get("PYTHONPATH")])])
    save = tmp_path / "data" / "Spiderette" / "savegame.json"
    record = _record_file(tmp_path)
    first = subprocess.Popen([sys.executable, "-m", "spiderette_qt", str(record)],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: _saved(save).get("practice") is True, "the record opened")
        assert _saved_code(save) == "SD4-S1-CCCCCCC"
        other = tmp_path / "elsewhere"
        other.mkdir()
        from spiderette_qt.engine import Game

        (other / "next.spiderette").write_text(Game.from_code("SD2-S1-AAAAABD").record(),
                                               encoding="utf-8")
        second = subprocess.run([sys.executable, "-m", "spiderette_qt", "next.spiderette"],
                                env=env, cwd=other, capture_output=True,
                                timeout=LAUNCH_TIMEOUT)
        assert second.returncode == 0, second.stderr.decode()
        _wait_for(lambda: _saved_code(save) == "SD2-S1-AAAAABD", "the handed-over record")
        assert first.poll() is None
    finally:
        first.terminate()
        first.wait(timeout=LAUNCH_TIMEOUT)


def test_a_folder_in_the_sockets_place_is_moved_aside_and_one_window_kept(
        tmp_path: Path, monkeypatch) -> None:
    """Something made a folder where the socket goes: listening failed ("Unknown error 21"),
    and a second launch waited 4.5 s and opened a second window. Now the first moves the
    folder aside (in the user's private runtime folder: ours to tidy) and says so; the second
    hands its code over as usual."""
    import shutil
    import tempfile

    # Short: a socket's path has a length limit, and pytest's own folders are long.
    runtime = Path(tempfile.mkdtemp(prefix="sp-", dir="/tmp"))
    runtime.chmod(0o700)
    env = dict(_env(tmp_path), XDG_RUNTIME_DIR=str(runtime))
    for key in ("XDG_DATA_HOME", "XDG_RUNTIME_DIR"):
        monkeypatch.setenv(key, env[key])
    from spiderette_qt.app.single_instance import server_name

    socket_path = Path(server_name() or "")
    assert socket_path.parent == runtime
    (socket_path / "inside").mkdir(parents=True)  # a folder, not even an empty one
    save = tmp_path / "data" / "Spiderette" / "savegame.json"
    first = subprocess.Popen([sys.executable, "-m", "spiderette_qt", "SD1-S1-AAAAABD"],
                             env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        _wait_for(lambda: _saved_code(save) == "SD1-S1-AAAAABD", "the first window's deal")
        _wait_for(socket_path.is_socket, "the socket in the folder's place")
        second = subprocess.run([sys.executable, "-m", "spiderette_qt", "SD4-S1-CCCCCCC"],
                                env=env, capture_output=True, timeout=LAUNCH_TIMEOUT)
        assert second.returncode == 0, second.stderr.decode()
        _wait_for(lambda: _saved_code(save) == "SD4-S1-CCCCCCC", "the handed-over deal")
        assert first.poll() is None
        moved = [p for p in runtime.iterdir() if p.name.startswith(socket_path.name + ".in-the")]
        assert len(moved) == 1 and (moved[0] / "inside").is_dir()
    finally:
        first.terminate()
        _, stderr = first.communicate(timeout=LAUNCH_TIMEOUT)
        shutil.rmtree(runtime, ignore_errors=True)
    assert str(moved[0]) in stderr.decode(errors="replace")
