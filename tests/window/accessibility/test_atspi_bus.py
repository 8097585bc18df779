"""The real AT-SPI bus: what a screen reader receives after a move key (issue 14).

A private D-Bus session (dbus-run-session) and display (xvfb-run) host the AT-SPI bus; a
pyatspi listener (Debian's python3-pyatspi, so the system Python in a subprocess) registers
the events a screen reader registers, and the game plays the queen onto the king by keys.

- As Orca 43 (names and descriptions, no announcements): the result sentence arrives as a
  name change of the table, which Orca 43 speaks for the focused object, and the table's
  description does not change (it would make Orca re-read the whole table first).
- As Orca 45 (announcements too): the result arrives once, as an announcement, and the
  table's name does not repeat it.

Skipped, with the reason, where the tools or the bus cannot start.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
SYSTEM_PYTHON = "/usr/bin/python3"
RESULT = "Queen of spades moved to column 1; jack of spades turned up"
NAME = "object:property-change:accessible-name"
DESCRIPTION = "object:property-change:accessible-description"
ANNOUNCEMENT = "object:announcement"


def _missing() -> str | None:
    if not sys.platform.startswith("linux"):
        return "AT-SPI is the Linux accessibility bus"
    for tool in ("xvfb-run", "dbus-run-session"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed (apt-get install xvfb dbus-x11)"
    if not Path("/usr/libexec/at-spi-bus-launcher").exists():
        return "at-spi-bus-launcher is not installed (apt-get install at-spi2-core)"
    if not Path(SYSTEM_PYTHON).exists():
        return "no system Python for pyatspi"
    check = subprocess.run([SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True)
    if check.returncode != 0:
        return "pyatspi is not installed (apt-get install python3-pyatspi)"
    return None


def listen(events: list[str], tmp_path: Path) -> dict:
    reason = _missing()
    if reason:
        pytest.skip(reason)
    command = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "dbus-run-session", "--",
               SYSTEM_PYTHON, str(HERE / "atspi_driver.py"), ",".join(events),
               sys.executable, str(tmp_path / "settings.ini")]
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    try:
        run = subprocess.run(command, capture_output=True, text=True, timeout=90, env=env)
    except subprocess.TimeoutExpired:
        pytest.skip("the private bus and display did not come up in time")
    lines = [line for line in run.stdout.splitlines() if line.startswith("DRIVER ")]
    if not lines:
        pytest.skip(f"the AT-SPI bus could not start: {run.stderr[-400:]}")
    report = json.loads(lines[-1][len("DRIVER "):])
    if report["app"] is None:
        pytest.fail(f"the game did not report: {run.stderr[-800:]}")
    if not any(e["role"] == "filler" for e in report["events"]):
        pytest.skip("the game did not reach the bus (no event from the table)")
    return report


def table_events(report: dict, kind: str) -> list[str]:
    # The table is the view (a QGraphicsView: role "filler"); the status bar and the score
    # labels change names too, but Orca speaks name changes of the focused object only.
    return [e["data"] for e in report["events"] if e["type"] == kind and e["role"] == "filler"]


def test_as_orca_43_the_result_comes_as_a_name_change_and_the_description_stays(
        tmp_path) -> None:
    report = listen([NAME, DESCRIPTION], tmp_path)
    app = report["app"]
    assert app["moves"] == 1 and app["announced"] == RESULT
    assert app["second_channel"] is True  # nobody listens to announcements
    names = table_events(report, NAME)
    assert names[-1] == RESULT  # what Orca 43 speaks for the focused table
    assert sum(RESULT in name for name in names) == 1
    assert table_events(report, DESCRIPTION) == []
    assert app["description_after"] == app["description_before"]


def test_as_orca_45_the_result_is_announced_once(tmp_path) -> None:
    report = listen([NAME, DESCRIPTION, ANNOUNCEMENT], tmp_path)
    app = report["app"]
    assert app["moves"] == 1
    assert app["second_channel"] is False
    assert table_events(report, ANNOUNCEMENT)[-1] == RESULT
    assert not any(RESULT in name for name in table_events(report, NAME))
    assert table_events(report, DESCRIPTION) == []
