"""Stand-in daily jobs: module-level, so the 'spawn' child can import them by name."""

from __future__ import annotations

import time
from typing import Any


def endless_daily_job(payload: dict[str, Any]) -> None:
    """A search that never ends by itself (only a cancel ends it)."""
    while True:
        time.sleep(0.01)


def wrong_daily_job(payload: dict[str, Any]) -> dict[str, Any]:
    """Answers with a code of another game: the feature must not play it."""
    return {"code": "SP4-S1-AAAAAAA"}
