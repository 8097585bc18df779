"""The search core's public API: which core runs (the compiled one when it was built, else
the pure-Python twin), and what a caller (solve, the hint) may ask of a SearchPosition.

The searches, on the compiled core when it is there: run_search (the DFS), run_beam and
run_stage_beam (the beam; stage_only=TO_DEAL / TO_DEAL + 1 for the hint's plans),
ordered_moves. Both cores take the same flat arguments and return the same (status, line,
nodes) for a node budget; see pycore. One step and the measure of a position, on the pure
core's rules (cheap next to a search, so neither has a compiled twin): play, evaluate,
dealable. ``SPIDERETTE_SOLVER_CORE=python`` in the environment forces the pure core
(benchmarks, tests). Nothing outside the solver's core modules uses pycore's search state.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from types import ModuleType

from ..variants import MAX_COLUMN, MAX_COLUMNS, MAX_DECK, VARIANTS
from . import pycore
from .position import SearchPosition

WON, EXHAUSTED, STOPPED = pycore.WON, pycore.EXHAUSTED, pycore.STOPPED
DEAL = pycore.DEAL  # a line's deal step: (-1, 0, 0)
TO_DEAL = pycore.TO_DEAL  # run_stage_beam(stage_only=TO_DEAL): a plan that ends dealable

Raw = tuple[int, list[tuple[int, int, int]], int]

# Entries of the transposition table. The C core stores 16 bytes a slot (a 128-bit key) and
# keeps the table at most 3/4 full, so 12 M entries fit in 2^24 slots: a 256 MiB cap (the
# beam's table has the same cap). The Python core's entries are ~10x larger but it fills
# them ~30x slower, so in a search of seconds it never gets near the cap.
DEFAULT_TABLE_ENTRIES = 12_000_000

#: The compiled core's calling convention (CCORE_INTERFACE in _ccore.c). A build of older
#: sources (an editable install not rebuilt after a pull) has another number or none, and
#: is not used: the pure core gives the same answers, only slower.
INTERFACE = 7  # not a game size


def needed_limits() -> dict[str, int]:
    """What the compiled core must hold (its LIMITS, _cstate.h) for every game of the
    family: the most columns, cards in play, cards in the stock, and cards in one column."""
    return {"columns": MAX_COLUMNS, "cards": MAX_DECK,
            "stock": max(v.stock_size for v in VARIANTS.values()), "column": MAX_COLUMN}


def fits_the_family(limits: object) -> bool:
    """Does a compiled core with these LIMITS take every game of the family?"""
    if not isinstance(limits, dict):
        return False
    return all(isinstance(limits.get(name), int) and limits[name] >= need
               for name, need in needed_limits().items())


def _load_compiled() -> ModuleType | None:
    if os.environ.get("SPIDERETTE_SOLVER_CORE", "") == "python":
        return None
    try:
        from . import _ccore  # type: ignore[attr-defined]
    except ImportError:
        return None
    module: ModuleType = _ccore
    if getattr(module, "INTERFACE", None) != INTERFACE:
        return None
    # A core built too small for a game of the table would refuse its positions mid-game:
    # the pure core takes any size (test_c_limits.py keeps the build big enough).
    if not fits_the_family(getattr(module, "LIMITS", None)):
        return None
    return module


compiled = _load_compiled()


def core_name(core: str | None = None) -> str:
    """"c" or "python": the core a search with this choice (None: the best one) uses."""
    if core == "python" or compiled is None:
        return "python"
    return "c"


def _args(pos: SearchPosition) -> tuple[int, int, bool, int, list[list[int]], list[int], list[int]]:
    r = pos.rules
    return (r.columns, r.deal_size, r.relaxed_deal, r.sequences - pos.removed,
            pos.columns, pos.hidden, pos.stock)


def _limits(nodes: int | None, seconds: float | None) -> tuple[int, float]:
    """The cores' (node limit, seconds); 0 means no such limit, and one of them must be set."""
    node_limit = 0 if nodes is None else max(1, int(nodes))
    secs = 0.0 if seconds is None else max(1e-6, float(seconds))
    if node_limit == 0 and secs == 0.0:
        raise ValueError("a search needs a node budget or a time limit")
    return node_limit, secs


def run_search(pos: SearchPosition, *, nodes: int | None, seconds: float | None,
               table_entries: int = DEFAULT_TABLE_ENTRIES,
               should_stop: Callable[[], bool] | None = None,
               core: str | None = None, greedy: int = 0) -> Raw:
    """Search pos with the chosen core. nodes/seconds None: no such limit (not both None)."""
    node_limit, secs = _limits(nodes, seconds)
    if core_name(core) == "c":
        assert compiled is not None
        result: Raw = compiled.search(*_args(pos), node_limit, secs, table_entries, should_stop,
                                       greedy)
        return result
    return pycore.search(*_args(pos), node_limit, secs, table_entries, should_stop, greedy)


def ordered_moves(pos: SearchPosition, core: str | None = None,
                  greedy: int = 0) -> list[tuple[int, int, int]]:
    """The search's children of pos, in its order (tests compare the cores on this)."""
    if core_name(core) == "c":
        assert compiled is not None
        result: list[tuple[int, int, int]] = compiled.ordered_moves(*_args(pos), greedy)
        return result
    return pycore.ordered_moves(*_args(pos), greedy)



def run_beam(pos: SearchPosition, *, width: int, levels: int, nodes: int | None,
             seconds: float | None, should_stop: Callable[[], bool] | None = None,
             core: str | None = None) -> Raw:
    """Beam search of pos for a win (see pycore.beam); STOPPED when it found none."""
    node_limit, secs = _limits(nodes, seconds)
    status, line, count, _ = run_stage_beam(pos, width=width, levels=levels, nodes=nodes,
                                            seconds=seconds, should_stop=should_stop,
                                            core=core, stage_only=0)
    return status, line, count


def run_stage_beam(pos: SearchPosition, *, width: int, levels: int, nodes: int | None,
                   seconds: float | None, should_stop: Callable[[], bool] | None = None,
                   core: str | None = None, stage_only: int = 1, turnover: int = 0,
                   ) -> tuple[int, list[tuple[int, int, int]], int, int]:
    """The beam, also giving the best beam_eval it met; stage_only: no deal (for hints; 2:
    the best dealable position, 3: one deal further, see pycore.beam); turnover: the
    measure's bonus per guaranteed turnover (pycore.has_turnover; 0 for the solver)."""
    node_limit, secs = _limits(nodes, seconds)
    if core_name(core) == "c":
        assert compiled is not None
        result: tuple[int, list[tuple[int, int, int]], int, int] = compiled.beam(
            *_args(pos), width, levels, node_limit, secs, should_stop, stage_only, turnover)
        return result
    return pycore.beam(*_args(pos), width, levels, node_limit, secs, should_stop, stage_only,
                       turnover)


def play(pos: SearchPosition, step: tuple[int, int, int]) -> SearchPosition:
    """The position after one step (a move (source, count, target), or DEAL) by the cores'
    rules: a completed sequence is removed, an uncovered card turned; pos stays as it is."""
    st = pycore.replayer(pos)
    need = st.need
    st.do(step)
    return SearchPosition(pos.rules, st.cols, st.hid, st.stock[st.sp:],
                          pos.removed + need - st.need)


def evaluate(pos: SearchPosition, turnover: int = 0) -> int:
    """How promising pos looks: the beam's measure (pycore.beam_eval; run_stage_beam's
    reach, with the same turnover, is this number of the position its line leads to)."""
    return pycore.position_eval(pos, turnover)


def dealable(pos: SearchPosition) -> bool:
    """Can the stock be dealt (it has cards, and no column is empty unless the rules
    allow it)?"""
    return bool(pos.stock) and (pos.rules.relaxed_deal or all(pos.columns))
