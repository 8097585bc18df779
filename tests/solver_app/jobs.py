"""Jobs for the worker tests: module-level, so the 'spawn' child can import them by name."""

from __future__ import annotations

import os
import time
from typing import Any


def echo_job(payload: dict[str, Any]) -> dict[str, Any]:
    """Answers at once with the payload and the child's pid."""
    return {"payload": payload, "pid": os.getpid()}


def spin_job(payload: dict[str, Any]) -> None:
    """Works until killed (a search that would never end by itself); touches a file first so
    the test knows the child really started working."""
    with open(payload["started"], "w", encoding="utf-8") as marker:
        marker.write(str(os.getpid()))
    while True:
        time.sleep(0.01)


def fail_job(payload: dict[str, Any]) -> None:
    raise RuntimeError(payload["message"])


def hog_job(payload: dict[str, Any]) -> int:
    """Asks for more memory than the cap allows."""
    block = bytearray(payload["bytes"])
    return len(block)


def exit_job(payload: dict[str, Any]) -> None:
    os._exit(3)  # dies without an answer, as a crash in a C core would
