"""What the window's solver features run, and with which budgets: one object the tests can
adjust (small node budgets, stand-in handlers) without touching the features themselves.

One typed attribute per kind of request, holding the handler that answers it in the child:
a feature makes `Job(jobs.hint, HintRequest(...))`, and mypy checks that the request fits the
handler and that the callback takes the handler's answer. A stand-in must be a module-level
function (or a functools.partial of one): the child gets it by pickling."""

from __future__ import annotations

import os

from spiderette_qt.solver_app import handlers
from spiderette_qt.solver_app.requests import (
    DailyAnswer,
    DailyRequest,
    Handler,
    Hint,
    HintRequest,
    SolveAnswer,
    SolveRequest,
    TurningPointAnswer,
    TurningPointRequest,
    WinnableDealRequest,
)

WINNABLE_SECONDS = 60.0  # the longest a New Game waits for a proof before dealing at random
#: Winnable-deal searches run side by side (different random deals): the first proof wins.
#: A hard deal often resists for seconds while the next one falls at once, so two cores find
#: one sooner than one core twice as long (the machine this is tuned on has two).
DEAL_SEARCHERS = max(1, min(2, os.cpu_count() or 1))


class SolverJobs:
    """The handlers and budgets the features use; tests swap in small node budgets (or
    handlers). A budget left None is the seconds' own (a node budget on every machine)."""

    def __init__(self) -> None:
        self.solve: Handler[SolveRequest, tuple[SolveAnswer, ...]] = handlers.run_solve
        self.hint: Handler[HintRequest, Hint] = handlers.run_hint
        self.deal: Handler[WinnableDealRequest, int | None] = handlers.run_winnable_deal
        self.daily: Handler[DailyRequest, DailyAnswer] = handlers.run_daily
        self.turning: Handler[TurningPointRequest, TurningPointAnswer] = \
            handlers.run_turning_point
        self.hint_nodes: int | None = None
        self.verdict_nodes: int | None = None
        self.lost_nodes: int | None = None
        self.turning_nodes: int | None = None  # each position the turning point searches
        self.deal_seconds = WINNABLE_SECONDS
        self.deal_searchers = DEAL_SEARCHERS
        #: The winnable-deal search's seed (searcher i tries seed + i; None: random deals)
        #: and node budget per deal tried (None: the search's own): for repeatable tests.
        self.deal_seed: int | None = None
        self.deal_nodes_per_try: int | None = None
