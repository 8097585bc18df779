"""A seen position's chance to be still winnable: a logistic model of what a Spider player
counts, fitted on positions the solver labelled.

The fit (benchmarks/hint_value.py, kept at the tag hint-lab-2026-12-07): the app's hint was
followed on the tuning deals (5,000,000 on) and every position it passed through, as the player
saw it, was labelled by the solver's verdict on the true deal there (1 still winnable, 0 proven
lost; bisected along the game); logistic regression by Newton's method with a small ridge. On
the games it was not fitted on (odd deal numbers, fitted on the even ones) its log loss was
0.283 against a constant's 0.614 on two-suit Spiderette (docs/research/hint.md). It reads only
face-up cards and counts, so it is honest on a seen position and on a sampled one alike.
"""

from __future__ import annotations

import math

from . import pycore
from .position import SearchPosition

#: The features' scales, as they were fitted (not game sizes).
DOWN_SCALE = 10.0
MOST_DOWN_SCALE = 5.0
MOVES_SCALE = 10.0

#: The weights per row fitted (variant:suits), in features()'s order: bias, sequences left, face
#: down, deals left, empty columns, links in suit, links off suit, breaks, guaranteed turnovers,
#: columns clear of face-down cards, most face down in a column, moves, moves in suit, face down x
#: deals left, empty x deals left. Fitted on Spiderette; one suit and the Spider games use the
#: nearest row (their fit was never made: the value is a ranking there, not a calibrated one).
WEIGHTS: dict[str, tuple[float, ...]] = {
    "spiderette:2": (3.882647250581376, 0.0038391654863531, -1.5109781937985007, 2.2413057195090276,
        0.03825737366974732, -0.17229638099229672, -0.25668337870844904, -0.05777555760305977,
        1.2760062677997541, 0.30267708282656874, -0.4717048619681994, 1.8630466401454913,
        -0.005715610909776325, -0.7062839985243334, 0.8706445250489874),
    "spiderette:4": (3.8987143514991693, -0.2659881013787018, -1.9233021630156315,
        2.379265824550988, 0.516142386781247, -0.0966782163868674, -0.20052256573235638,
        -0.062488097085371855, 0.8179526056647627, 0.12898261305238182, -0.04420244199567483,
        2.056783429142248, 0.02195073782277106, -0.6968248759895722, 0.24071535048147977),
}


def weights_for(suits: int) -> tuple[float, ...]:
    """The fitted row nearest a game of `suits` suits (see WEIGHTS)."""
    def distance(row: str) -> tuple[int, int]:
        fitted = int(row.partition(":")[2])
        return abs(fitted - suits), fitted
    return WEIGHTS[min(WEIGHTS, key=distance)]


def features(pos: SearchPosition) -> list[float]:
    """What a Spider player counts (WEIGHTS' order); reads face-up cards and counts only."""
    rules = pos.rules
    st = pycore.replayer(pos)
    empties = sum(1 for col in pos.columns if not col)
    suited = off = breaks = clear = 0
    for col, h in zip(pos.columns, pos.hidden, strict=True):
        if col and not h:
            clear += 1
        for upper, lower in zip(col[h:], col[h + 1:], strict=False):
            if upper == lower + 1:
                suited += 1
            elif (upper & 15) == (lower & 15) + 1:
                off += 1
            else:
                breaks += 1
    turnovers = sum(pycore.has_turnover(st, c, empties) for c in range(rules.columns))
    moves = [m for m in st.moves() if m[0] >= 0]
    in_suit = sum(1 for s, k, t in moves
                  if pos.columns[t] and pos.columns[t][-1] == pos.columns[s][-k] + 1)
    down = sum(pos.hidden)
    deals = len(pos.stock) / rules.deal_size
    return [1.0, float(rules.sequences - pos.removed), down / DOWN_SCALE, deals, float(empties),
            float(suited), float(off), float(breaks), float(turnovers), float(clear),
            max(pos.hidden) / MOST_DOWN_SCALE, len(moves) / MOVES_SCALE, float(in_suit),
            down / DOWN_SCALE * deals, empties * deals]


def win_chance(pos: SearchPosition, weights: tuple[float, ...]) -> float:
    """The fitted chance that the position is still winnable (a won one is)."""
    if pos.is_won:
        return 1.0
    z = sum(w * x for w, x in zip(weights, features(pos), strict=True))
    return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0
