"""One Spiderette per user (issue 13): a second launch hands its arguments over and exits.

The second launch runs in a real second process (the first must answer from its event loop,
which a blocking call in the same process would stall). A crashed first instance's socket
file (SIGKILL: no clean-up) must not stop the next launch from becoming the instance.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import uuid

import pytest
from PySide6.QtWidgets import QApplication

from spiderette_qt.app.single_instance import (
    SingleInstance,
    claim,
    decode_message,
    encode_message,
    server_name,
)

SEND = """
import sys
from PySide6.QtCore import QCoreApplication
from spiderette_qt.app.single_instance import claim
app = QCoreApplication([])
listener = claim(sys.argv[2:], name=sys.argv[1])
print("second" if listener is None else "first", flush=True)
"""

LISTEN_AND_HANG = """
import sys, time
from PySide6.QtCore import QCoreApplication
from spiderette_qt.app.single_instance import SingleInstance
app = QCoreApplication([])
listener = SingleInstance(sys.argv[1])
assert listener.listen()
print("listening", flush=True)
time.sleep(60)
"""


@pytest.fixture
def name() -> str:
    return f"spiderette-test-{uuid.uuid4().hex[:12]}"


def _python(script: str, *args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen([sys.executable, "-c", script, *args], stdout=subprocess.PIPE,
                            text=True, env=env)


def test_a_second_launch_hands_its_code_to_the_first_and_exits(qtbot, name) -> None:
    assert QApplication.instance() is not None
    first = claim(["ignored"], name=name)
    assert first is not None and first.listening
    with qtbot.waitSignal(first.argumentsReceived, timeout=15000) as received:
        second = _python(SEND, name, "SP2-S1-AAAAABD")
    out, _ = second.communicate(timeout=15)
    assert out.strip() == "second" and second.returncode == 0
    assert received.args == [["SP2-S1-AAAAABD"]]
    first.close()


def test_a_crashed_instances_socket_does_not_block_the_next_launch(qtbot, name) -> None:
    crashed = _python(LISTEN_AND_HANG, name)
    assert crashed.stdout is not None and crashed.stdout.readline().strip() == "listening"
    os.kill(crashed.pid, signal.SIGKILL)  # no clean-up: the socket file stays behind
    crashed.wait(timeout=10)
    listener = claim([], name=name)
    assert listener is not None and listener.listening
    listener.close()


def test_a_listener_ignores_what_is_not_our_message(qtbot, name) -> None:
    listener = SingleInstance(name)
    assert listener.listen()
    assert decode_message(encode_message(["a", "b"])) == ["a", "b"]
    assert decode_message(b"\xff") is None
    assert decode_message(b'{"arguments": [1]}') is None
    assert decode_message(b"[]") is None
    listener.close()


def test_the_name_is_per_user_and_per_data_folder() -> None:
    assert server_name("/a") != server_name("/b")
    assert server_name("/a") == server_name("/a")
    assert len(server_name("/" + "x" * 500)) < 60
