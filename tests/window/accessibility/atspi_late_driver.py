"""A screen reader that starts after the game, and quits (system Python: pyatspi).

Run inside ``dbus-run-session`` with a display:  atspi_late_driver.py EVENTS APP_PYTHON SETTINGS
Starts the bus and the game (atspi_late_app.py) with nobody listening; once the game is up,
registers EVENTS (a comma list, as a screen reader registers them), asks the game to wait for
its second channel to follow, plays a move, then deregisters everything and asks again.
Prints one JSON line: the game's answers in order, and the table's events seen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


def main() -> int:
    events_wanted, app_python, settings = sys.argv[1].split(","), sys.argv[2], sys.argv[3]
    orca43 = "object:announcement" not in events_wanted
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"])
    time.sleep(0.5)
    import pyatspi
    from gi.repository import GLib

    seen: list[dict[str, object]] = []
    answers: list[object] = []

    def on_event(event) -> None:
        try:
            role = event.source.getRoleName()
        except Exception:  # noqa: BLE001 - a source gone before we ask
            role = ""
        seen.append({"type": event.type, "role": role,
                     "data": event.any_data if isinstance(event.any_data, str) else ""})

    env = dict(os.environ, QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               QT_QPA_PLATFORM="xcb")
    app = subprocess.Popen([app_python, str(HERE / "atspi_late_app.py"), settings],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
    assert app.stdin is not None and app.stdout is not None
    # The script: what to send after each answer (READY first).
    steps = [
        ("WAIT 0", None),  # nobody listens yet: no second channel
        ("WAIT 1" if orca43 else "WAIT 0", "register"),  # the screen reader started
        ("PLAY", None),
        ("QUIET", None),  # the game's own checks do not feed the watch
        ("WAIT 0", "deregister"),  # it quit: back to announcements alone
    ]

    def send(line: str) -> None:
        app.stdin.write(line + "\n")
        app.stdin.flush()

    def next_step() -> None:
        if not steps:
            pyatspi.Registry.stop()
            return
        line, action = steps.pop(0)
        if action == "register":
            for kind in events_wanted:
                pyatspi.Registry.registerEventListener(on_event, kind)
        elif action == "deregister":
            for kind in events_wanted:
                pyatspi.Registry.deregisterEventListener(on_event, kind)
        send(line)

    def readable(_source, _condition) -> bool:
        line = app.stdout.readline()
        if not line:
            pyatspi.Registry.stop()
            return False
        if line.strip() == "READY":
            next_step()
        elif line.startswith("{"):
            answers.append(json.loads(line))
            next_step()
        return True

    GLib.io_add_watch(app.stdout, GLib.IO_IN | GLib.IO_HUP, readable)
    deadline = time.monotonic() + 40

    def poll() -> bool:
        if app.poll() is not None or time.monotonic() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(200, poll)
    pyatspi.Registry.start()
    app.kill()
    launcher.terminate()
    print("DRIVER " + json.dumps({"answers": answers, "events": seen}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
