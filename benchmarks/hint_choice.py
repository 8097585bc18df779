"""The player's next choice made honestly: another judge of the hint's most voted moves, for
benchmarks/hint_bench.py (`--hints choiceN`). A diagnostic, never the app's hint.

The app weighs a move by the mean, over the arrangements of the unseen cards, of a
clairvoyant plan's best after it (hints._mean_after). Each of those plans picks its own next
step knowing its arrangement: the mean is of "the best next step for these cards", an
average of maxima, which a player who cannot see the cards cannot reach (strategy fusion,
one step after the move). Here the arrangements are grouped by what the player sees after
the move (the same face-up cards: one group if the move turns no card, else one per card it
can turn up), and in each group the player takes *one* next step for all of them: the one,
of the N most common first steps of the group's plans, whose plans from there have the best
mean. The move's worth is the mean over the groups, weighted by their sizes: an average over
what the player may see, of the maximum over what the player may then do, of clairvoyant
plans from there. So one step of fusion, the one after the move, is taken out; the plans
below it still see their arrangements.

A plan after a next step it did not choose gets a plan's share of the hint's budget, as the
app's judge's plans do: a judged hint may spend more than the budget (hint_bench prints the
time it took). The grouping and the candidates depend only on what the plans found, so the
hint stays a function of what the player has seen, its seed and its budget.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import hints
from spiderette_qt.engine.solver.core import evaluate, play
from spiderette_qt.engine.solver.position import SearchPosition

Step = tuple[int, int, int]
Judge = Callable[[Move, list[SearchPosition], tuple[float, int | None], str | None, int], float]


#: What a player sees of a position (the hint's own key of a seen position): the arrangements
#: after a move are grouped by it.
seen_key = hints.seen_key


def _worth_after(pos: SearchPosition, step: Step | None, share: tuple[float, int | None],
                 core: str | None, width: int) -> int:
    """A clairvoyant plan's best after the player's next step (None: the player stops)."""
    if step is None:
        return evaluate(pos, hints.TURNOVER)
    return hints._plan(play(pos, step), share, core, width)[2]


def group_worth(afters: list[SearchPosition], plans: list[tuple[int, list[Step], int]],
                candidates: int, share: tuple[float, int | None], core: str | None,
                width: int) -> int:
    """The total worth of one group (one thing the player sees): the best total, over the
    `candidates` most common first steps of its plans, of every member's plan after that
    step (a member whose own plan begins with it keeps its plan's best)."""
    firsts: list[Step | None] = [line[0] if line else None for _, line, _ in plans]
    if len(set(firsts)) == 1:  # every member takes the same step: nothing to choose
        return sum(reach for _, _, reach in plans)
    common = [s for s, _ in Counter(firsts).most_common(max(1, candidates))]
    return max(sum(plan[2] if first == step else _worth_after(after, step, share, core, width)
                   for after, plan, first in zip(afters, plans, firsts, strict=True))
               for step in common)


def judge(candidates: int) -> Judge:
    """A stand-in for hints._mean_after (see the module's text)."""
    def mean_after(move: Move, arrangements: list[SearchPosition],
                   share: tuple[float, int | None], core: str | None, width: int) -> float:
        step = (move.source, move.count, move.target)
        afters = [play(a, step) for a in arrangements]
        plans = [hints._plan(p, share, core, width) for p in afters]
        groups: dict[hints.SeenKey, list[int]] = {}
        for i, after in enumerate(afters):
            groups.setdefault(seen_key(after), []).append(i)
        total = sum(group_worth([afters[i] for i in members], [plans[i] for i in members],
                                candidates, share, core, width)
                    for members in groups.values())
        return total / len(arrangements)
    return mean_after
