"""The screen reader starts after the game, then quits: the second channel follows it.

Orca 43 started after the game used to hear no deal or undo: the window asked the registry
which events are listened to only after its first paint and at a focus-in (issue 22). Now it
follows the registry's EventListenerRegistered / -Deregistered signals. Here a pyatspi
listener plays the screen reader on a private bus (as test_atspi_bus does) and registers
only once the game is up (the other start order is test_atspi_bus's); it then deregisters.
"""

from __future__ import annotations

import json
import os
import socket
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from spiderette_qt.window.accessibility import atspi_listeners as wire
from tests.window.accessibility.test_atspi_bus import (
    ANNOUNCEMENT,
    DESCRIPTION,
    NAME,
    RESULT,
    SYSTEM_PYTHON,
)
from tests.window.accessibility.test_atspi_bus import _missing as missing_tools

HERE = Path(__file__).resolve().parent


def late_listener(events: list[str], tmp_path: Path) -> dict:
    reason = missing_tools()
    if reason:
        pytest.skip(reason)
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "dbus-run-session", "--",
               SYSTEM_PYTHON, str(HERE / "atspi_late_driver.py"), ",".join(events),
               sys.executable, str(tmp_path / "settings.ini")]
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    for name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[name] = str(tmp_path / name.lower())
    try:
        run = subprocess.run(command, capture_output=True, text=True, timeout=90, env=env)
    except subprocess.TimeoutExpired:
        pytest.skip("the private bus and display did not come up in time")
    lines = [line for line in run.stdout.splitlines() if line.startswith("DRIVER ")]
    if not lines:
        pytest.skip(f"the AT-SPI bus could not start: {run.stderr[-400:]}")
    report = json.loads(lines[-1][len("DRIVER "):])
    if len(report["answers"]) != 5:
        pytest.fail(f"the game did not answer every step: {report} {run.stderr[-800:]}")
    return report


def test_an_orca_43_started_after_the_game_hears_the_results(tmp_path) -> None:
    report = late_listener([NAME, DESCRIPTION], tmp_path)
    before, started, played, quiet, quit_ = report["answers"]
    assert before["second_channel"] is False and before["watching"] is True
    assert quiet["changes"] == 0  # its own checks leaving the bus did not loop
    assert started["second_channel"] is True  # followed the registry's signals
    assert played["moves"] == 1 and played["announced"] == RESULT
    assert played["name"] == RESULT  # what Orca 43 speaks for the focused table
    names = [e["data"] for e in report["events"]
             if e["type"] == NAME and e["role"] == "filler"]
    assert RESULT in names
    assert quit_["second_channel"] is False  # it quit: announcements alone again


def test_an_orca_45_started_after_the_game_keeps_announcements_alone(tmp_path) -> None:
    report = late_listener([NAME, DESCRIPTION, ANNOUNCEMENT], tmp_path)
    before, started, played, quiet, quit_ = report["answers"]
    assert before["second_channel"] is False and started["second_channel"] is False
    assert quiet["changes"] == 0
    assert played["announced"] == RESULT and played["name"] != RESULT
    announced = [e["data"] for e in report["events"]
                 if e["type"] == ANNOUNCEMENT and e["role"] == "filler"]
    assert announced[-1] == RESULT and announced.count(RESULT) == 1
    assert quit_["second_channel"] is False


def _signal(member: str, interface: str = "org.a11y.atspi.Registry", bus: str = ":1.1",
            event: str = "Object:") -> bytes:
    """A signal as the bus sends it, its body the (bus name, event) strings."""
    message = bytearray(wire._call(9, "/org/a11y/atspi/registry", interface, member, ":1.4"))
    message[1] = 4  # a signal, not a method call
    body = bytearray()
    for text in (bus, event):
        wire._align(body, 4)
        raw = text.encode()
        body.extend(struct.pack("<I", len(raw)) + raw + b"\0")
    fields_len = struct.unpack_from("<I", message, 12)[0]
    fields = bytearray(message[16:16 + fields_len])
    wire._align(fields, 8)  # the signature field (code 8, "g") after the others
    fields.extend(bytes([8, 1]) + b"g\0" + bytes([2]) + b"ss\0")
    head = bytearray(message[:16])
    struct.pack_into("<I", head, 4, len(body))
    struct.pack_into("<I", head, 12, len(fields))
    head.extend(fields)
    wire._align(head, 8)
    return bytes(head + body)


def test_the_watch_reads_the_registrys_listener_signals_only() -> None:
    ours, bus = socket.socketpair()
    ours.setblocking(False)
    buffer = bytearray()
    try:
        assert wire.listener_signals(ours, buffer) == []
        data = (_signal("EventListenerRegistered", event="Object:StateChanged")
                + _signal("NameAcquired", "org.freedesktop.DBus")
                + _signal("EventListenerDeregistered", bus=":1.7", event="")
                + _signal("EventListenerRegistered"))
        bus.sendall(data[:50])  # half a message: nothing yet, the rest waits in the buffer
        assert wire.listener_signals(ours, buffer) == []
        bus.sendall(data[50:])
        assert wire.listener_signals(ours, buffer) == [
            ("EventListenerRegistered", ":1.1", "Object:StateChanged"),
            ("EventListenerDeregistered", ":1.7", ""),
            ("EventListenerRegistered", ":1.1", "Object:")]
        bus.close()
        with pytest.raises(OSError):
            wire.listener_signals(ours, buffer)
    finally:
        ours.close()


def test_a_client_that_never_listened_leaving_the_bus_is_no_change(qapp) -> None:
    """The registry sends EventListenerDeregistered whenever any client leaves the bus, the
    window's own re-checks too: counted, they made a re-check loop five times a second once
    a screen reader ran (issue 22, seen with Orca 43 and 48)."""
    from spiderette_qt.window.accessibility.atspi_watch import ListenerWatch

    ours, bus = socket.socketpair()
    ours.setblocking(False)
    watch = ListenerWatch()
    watch._sock, watch._listeners = ours, {":1.2"}  # as start() leaves it: Orca is :1.2
    try:
        bus.sendall(_signal("EventListenerDeregistered", bus=":1.9", event=""))
        watch._readable()
        assert not watch._settle.isActive()  # a re-check's own connection left
        bus.sendall(_signal("EventListenerRegistered", bus=":1.10", event="Object:"))
        watch._readable()
        assert watch._settle.isActive()  # a new listener
        watch._settle.stop()
        bus.sendall(_signal("EventListenerDeregistered", bus=":1.2", event=""))
        watch._readable()
        assert watch._settle.isActive()  # the screen reader quit (or was killed)
        assert watch._listeners == {":1.10"}
    finally:
        watch._sock = None
        ours.close()
        bus.close()


def test_add_match_carries_its_rule() -> None:
    call = wire._call(2, "/org/freedesktop/DBus", "org.freedesktop.DBus", "AddMatch",
                      "org.freedesktop.DBus", "type='signal'")
    taken = wire._take_message(bytearray(call))
    assert taken is not None
    kind, fields, body = taken
    assert kind == 1 and fields[3] == "AddMatch"
    assert body[4:-1] == b"type='signal'"
