"""The solver (docs/RULES.md §12): pure engine code, no Qt; the app runs it in a worker process.

    from spiderette_qt.engine.solver import solve, hint, winnable_deal
    result = solve(game, seconds=10.0, from_start=False, nodes=None)
    result.verdict in ("winnable", "unwinnable", "unknown"); result.line; result.nodes
    hint(game, seconds=1.0, seed=0, nodes=None) -> Move | "deal" | None
    winnable_deal("spiderette", 4, seconds=10.0, seed=None) -> (number, line) | None
    turning_point(game, seconds=5.0, nodes=None) -> TurningPoint (where a game was lost)

A solve runs passes (solve.PASSES): a short greedy DFS, beams of growing width that find
most wins fast, then the exhaustive DFS that alone may say "unwinnable". The search runs
on the compiled core (_ccore, built by ``pip install -e .`` when a C
compiler is there) or else on its pure-Python twin (pycore), the reference for tests.
"""

from __future__ import annotations

from .core import core_name
from .deals import winnable_deal
from .hints import hint
from .position import Step
from .solve import SolveResult, replays_to_win, solve
from .turning import TurningPoint, turning_point

__all__ = ["SolveResult", "Step", "TurningPoint", "core_name", "hint", "replays_to_win", "solve",
           "turning_point", "winnable_deal"]
