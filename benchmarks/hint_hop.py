"""hint_bench's hopK: the app's hint, overruled where a perfect solver in K sampled worlds
says another step keeps more of them winnable (a diagnostic, far too slow for the
app: every hint asks the solver K times or more).

hint_where_lost --choices found that, at the points where the app's followed games were lost,
an honest judge with the solver in each sampled world (hindsight optimisation: each world is
solved with its cards known, but the step is chosen for all of them together, from what the
player sees) would often have played another step, and one that keeps more fresh worlds
winnable. This asks whether that judge wins more games when it judges every step of the
game: the app's step is kept when the solver proves every world winnable after it (most
steps; the cheap case), else every step the hint could take (hints.candidates, and the deal)
is judged on the same worlds and the one winnable in most of them is played (ties: the app's
step). The worlds come from the unseen cards only (hints.arrangements, another seed than
the hint's), so the hint stays blind to them.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hint, hints

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
import hint_where_lost  # noqa: E402

#: A verdict in one world: a fifth of hint_where_lost's, so a game of 100-odd hints takes
#: minutes, not hours; "unknown" counts as not winnable.
HOP_NODES = 400_000


def hop_hint(game: Game, nodes: int | None, worlds: int, world_nodes: int = HOP_NODES,
             margin: int = 1) -> Any:
    """The app's step, or the step at least `margin` more of `worlds` sampled worlds stay
    winnable after (a margin above one asks the other step to beat the app's by more than
    the luck of being the best of many judged on the same few worlds)."""
    step = hint(game, seconds=1.0, seed=0, nodes=nodes)
    if step is None:
        return None
    draws = hints.arrangements(game, worlds, hint_where_lost.CHOICE_SEED)
    mine = hint_where_lost.winnable_share(step, draws, world_nodes)
    if mine == 1.0:
        return step
    others = [s for s in hint_where_lost.steps_of(game) if s != step]
    if not others:
        return step
    best, share = hint_where_lost.most_winnable(others, draws, world_nodes)
    return best if share >= mine + (margin - 0.5) / worlds else step
