"""What the window's solver features run, and with which budgets: one object the tests can
adjust (small node budgets, stand-in jobs) without touching the features themselves."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from spiderette_qt.solver_app.worker import Job

WINNABLE_SECONDS = 60.0  # the longest a New Game waits for a proof before dealing at random
#: Winnable-deal searches run side by side (different random deals): the first proof wins.
#: A hard deal often resists for seconds while the next one falls at once, so two cores find
#: one sooner than one core twice as long (the machine this is tuned on has two).
DEAL_SEARCHERS = max(1, min(2, os.cpu_count() or 1))


class SolverJobs:
    """The jobs and budgets the features use; tests swap in small node budgets (or jobs).
    A job left None is the worker's own (imported at the first search)."""

    def __init__(self) -> None:
        self.solve: Job | None = None
        self.hint: Job | None = None
        self.deal: Job | None = None
        self.daily: Job | None = None  # the deal of the day (engine/daily.py)
        self.hint_nodes: int | None = None
        self.verdict_nodes: int | None = None
        self.lost_nodes: int | None = None
        self.deal_seconds = WINNABLE_SECONDS
        self.deal_searchers = DEAL_SEARCHERS
        self.extra: dict[str, Any] = {}

    def job(self, kind: str) -> Job:
        chosen: Job | None = getattr(self, kind)
        if chosen is not None:
            return chosen
        from spiderette_qt.engine.daily import daily_job
        from spiderette_qt.solver_app import worker as solver_worker

        jobs: dict[str, Job] = {"solve": solver_worker.solve_job, "hint": solver_worker.hint_job,
                                "deal": solver_worker.winnable_deal_job, "daily": daily_job}
        return jobs[kind]
