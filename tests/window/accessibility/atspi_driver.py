"""Listens on a private AT-SPI bus while the game plays one move (system Python: pyatspi).

Run inside ``dbus-run-session`` with a display:  atspi_driver.py EVENTS APP_PYTHON SETTINGS
EVENTS is a comma list of AT-SPI event types to listen for, as a screen reader registers
them (Orca 43: names and descriptions, no announcements; Orca 45 adds "object:announcement").
Prints one JSON line: the events seen (type, source role and name, any_data) and the app's
own RESULT line.
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
    launcher = subprocess.Popen([LAUNCHER, "--launch-immediately"])
    time.sleep(0.5)
    import pyatspi
    from gi.repository import GLib

    seen: list[dict[str, object]] = []

    def on_event(event) -> None:
        try:
            role = event.source.getRoleName()
            name = event.source.name
        except Exception:  # noqa: BLE001 - a source gone before we ask
            role, name = "", ""
        seen.append({"type": event.type, "role": role, "name": name,
                     "data": event.any_data if isinstance(event.any_data, str) else ""})

    for kind in events_wanted:
        pyatspi.Registry.registerEventListener(on_event, kind)
    env = dict(os.environ, QT_ACCESSIBILITY="1", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
               QT_QPA_PLATFORM="xcb")
    app = subprocess.Popen([app_python, str(HERE / "atspi_app.py"), settings],
                           stdout=subprocess.PIPE, text=True, env=env)
    deadline = time.monotonic() + 30

    def poll() -> bool:
        if app.poll() is not None or time.monotonic() > deadline:
            pyatspi.Registry.stop()
            return False
        return True

    GLib.timeout_add(100, poll)
    pyatspi.Registry.start()
    if app.poll() is None:
        app.kill()
    out = app.stdout.read() if app.stdout else ""
    launcher.terminate()
    result = next((json.loads(line[7:]) for line in out.splitlines()
                   if line.startswith("RESULT ")), None)
    print("DRIVER " + json.dumps({"events": seen, "app": result}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
