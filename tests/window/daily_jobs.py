"""Stand-in daily handlers: module-level, so the 'spawn' child can import them by name."""

from __future__ import annotations

import time
from typing import NoReturn

from spiderette_qt.solver_app.requests import DailyAnswer, DailyRequest


def endless_daily_job(request: DailyRequest) -> NoReturn:
    """A search that never ends by itself (only a cancel ends it)."""
    while True:
        time.sleep(0.01)


def wrong_daily_job(request: DailyRequest) -> DailyAnswer:
    """Answers with a code of another game: the feature must not play it."""
    return DailyAnswer("SP4-S1-AAAAAAA", request.date, request.variant, request.suits)
