"""The game heard through a real audio server: PulseAudio with a null sink, its monitor
recorded while the game's window deals. Skipped (saying why) where PulseAudio is missing;
CI installs it (.ci/run)."""

from __future__ import annotations

import array
import math
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
RATE = 44100
SINK = "spiderette_test"
#: A sample louder than this (-50 dBFS) is sound, not the null sink's silence.
HEARD = 32767 * 10 ** (-50 / 20)

needs_pulse = pytest.mark.skipif(
    shutil.which("pulseaudio") is None or shutil.which("parec") is None,
    reason="PulseAudio is not installed (apt-get install pulseaudio pulseaudio-utils): "
           "the game's sound is not recorded through a real server here")


def start_server(folder: Path) -> tuple[subprocess.Popen[bytes], str]:
    """A private PulseAudio server with one null sink; (its process, its address)."""
    socket = folder / "native"
    env = dict(os.environ, HOME=str(folder), PULSE_RUNTIME_PATH=str(folder / "runtime"),
               XDG_CONFIG_HOME=str(folder / "config"))
    env.pop("PULSE_SERVER", None)
    server = subprocess.Popen(
        ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
         "--disallow-exit", "--disallow-module-loading",
         f"--load=module-null-sink sink_name={SINK}",
         f"--load=module-native-protocol-unix auth-anonymous=1 socket={socket}"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _attempt in range(200):
        if socket.exists() or server.poll() is not None:
            break
        time.sleep(0.05)
    if not socket.exists():
        server.kill()
        pytest.fail("the PulseAudio server did not start")
    return server, f"unix:{socket}"


def levels(raw: bytes) -> tuple[float, float, float]:
    """(peak dBFS, first and last heard moment in seconds) of s16le mono samples."""
    samples = array.array("h")
    samples.frombytes(raw[: len(raw) // 2 * 2])
    heard = [index for index, value in enumerate(samples) if abs(value) > HEARD]
    if not heard:
        return -math.inf, 0.0, 0.0
    peak = max(abs(value) for value in samples)
    return 20 * math.log10(peak / 32767), heard[0] / RATE, heard[-1] / RATE


@needs_pulse
def test_the_deal_is_heard_on_the_servers_sink(tmp_path: Path) -> None:
    server, address = start_server(tmp_path)
    env = dict(os.environ, PULSE_SERVER=address, PYTHONPATH=str(ROOT),
               QT_QPA_PLATFORM="offscreen")
    recording = tmp_path / "monitor.raw"
    try:
        with recording.open("wb") as out:
            recorder = subprocess.Popen(
                ["parec", "-d", f"{SINK}.monitor", "--raw", "--format=s16le", "--channels=1",
                 f"--rate={RATE}", "--latency-msec=20"], env=env, stdout=out)
            app = subprocess.run(
                [sys.executable, str(ROOT / "tests" / "sound" / "deal_aloud.py"),
                 str(tmp_path / "settings.ini")],
                env=env, capture_output=True, text=True, timeout=120)
            time.sleep(0.3)  # the last of the riffle through the server
            recorder.terminate()
            recorder.wait(timeout=10)
    finally:
        server.kill()
        server.wait(timeout=10)
    assert "dealt" in app.stdout, app.stdout + app.stderr
    assert "started: " in app.stdout and "deal" in app.stdout.split("started: ")[1].split()
    peak, first, last = levels(recording.read_bytes())
    print(f"recorded {recording.stat().st_size / 2 / RATE:.2f} s; heard from {first:.2f} s "
          f"to {last:.2f} s ({(last - first) * 1000:.0f} ms), peak {peak:.1f} dBFS")
    # The riffle (resources/sounds/deal.wav: 300 ms, peak -11 dBFS) came through whole: at
    # its level (the null sink at 100 %) and about its length, not a click, not silence.
    assert peak > -20.0
    assert 0.15 < last - first < 1.0
    assert app.stderr == ""
