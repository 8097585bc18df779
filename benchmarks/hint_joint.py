"""hint_bench's `joint` versions (a diagnostic, never the app's hint): ONE plan for
all the arrangements of the unseen cards at once (benchmarks/cjoint.c), its first step the
hint.

The app's hint plans each arrangement on its own, so each plan knows its cards (strategy
fusion). A joint plan is a sequence of moves a player can make without seeing the cards
("column s onto column t", made where it is legal and skipped where not; with `fit`, also
"column s onto whichever card it fits"), valued by its mean over the arrangements: the worth
of a policy a player really could follow. So it is honest by construction, and open-loop (its
later moves cannot depend on a card once turned, beyond what `fit` allows). Everything else
is the app's: the same 16 arrangements (seed 0), beam width and levels, measure, look-ahead
one deal further, the moves a hint may choose from (hints.candidates), and "turn a card before
dealing".
"""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
import tempfile
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from spiderette_qt.engine import Game
from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import core, hints
from spiderette_qt.engine.solver.position import SearchPosition
from spiderette_qt.engine.solver.solve import BEAM_LEVELS

HERE = Path(__file__).resolve().parent
SOLVER = HERE.parent / "spiderette_qt" / "engine" / "solver"
SOURCES = (HERE / "cjoint.c", SOLVER / "_cbeam.c", SOLVER / "_cstate.h",
           SOLVER / "_cparse.h")


@cache
def module() -> ModuleType:
    """The compiled joint beam, built beside this file (gcc, -O3, with the core's beam_eval
    from _cbeam.c and its reading of a position, _cparse.h) when missing or older than its
    sources. A new build is written aside and renamed, so a process that has the old one
    loaded keeps a whole file."""
    so = HERE / f"_cjoint{sysconfig.get_config_var('EXT_SUFFIX')}"
    if not so.exists() or so.stat().st_mtime < max(p.stat().st_mtime for p in SOURCES):
        include = sysconfig.get_paths()["include"]
        fd, tmp = tempfile.mkstemp(suffix=".so", dir=HERE)
        os.close(fd)
        subprocess.run(["gcc", "-O3", "-shared", "-fPIC", f"-I{include}", f"-I{SOLVER}",
                        str(SOURCES[0]), str(SOURCES[1]), "-o", tmp], check=True)
        os.replace(tmp, so)
    if str(HERE) not in sys.path:
        sys.path.insert(0, str(HERE))
    import _cjoint  # type: ignore[import-not-found]
    return _cjoint  # type: ignore[no-any-return]


def joint_plan(worlds: list[SearchPosition], nodes: int, width: int = hints.STAGE_WIDTH,
               look: int = hints.LOOK_AHEAD, fit: bool = False,
               ) -> tuple[int, list[tuple[int, int, int]], int, int]:
    """(status, line, nodes used, best) of the joint plan for these arrangements of one seen
    position: status 1 when it wins in every arrangement; best is the sum of the
    arrangements' measures at the best joint position (look: as the app's plans, one deal
    further). The line's first step is a move of the position (every arrangement agrees on
    it); later steps onto a card have count 0 ("the run that fits"), target 16 is `fit`."""
    result: tuple[int, list[tuple[int, int, int]], int, int] = module().joint_beam(
        [core._args(w) for w in worlds], width, BEAM_LEVELS, nodes, look, fit)
    return result


def joint_hint(game: Game, nodes: int | None, samples: int = hints.DEFAULT_SAMPLES,
               width: int = hints.STAGE_WIDTH, look: int = hints.LOOK_AHEAD,
               fit: bool = False) -> Any:
    """The joint plan's first step, or "deal" when it deals at once (a move that turns a card
    up first, as the app's hint does), or None when no move helps (in the last stage: the
    plan gets no further, on average, than the stage's best so far)."""
    if game.is_won:
        return None
    moves, can_deal, floor = hints.candidates(game)
    if not moves:
        return "deal" if can_deal else None
    worlds = hints.arrangements(game, samples, seed=0)
    status, line, _nodes, best = joint_plan(worlds, nodes or 4_000_000, width, look, fit)
    no_help = status != 1 and not worlds[0].stock and best / samples <= floor
    if line and line[0][0] >= 0 and not no_help:
        first = Move(*line[0])
        if first in moves:
            return first
        # a step back to a table this stage has shown: the app's choice among the others
        return hints.hint(game, seconds=1.0, seed=0, nodes=nodes)
    turning = [m for m in moves if hints._progress(game, m) == 3]
    if can_deal:
        return turning[0] if turning else "deal"
    return None if no_help else hints.hint(game, seconds=1.0, seed=0, nodes=nodes)
