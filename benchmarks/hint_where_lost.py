"""Where a game followed by the hint was lost (issue 25, a diagnostic; plain script that
prints figures, no assertions).

    nice python benchmarks/hint_where_lost.py spiderette 4 [--set tuning] [--deals 40]
        [--hints app] [--jobs 2]

Each deal is followed as hint_bench follows it (the version's hint, no undo). For a lost
game whose deal the solver proves winnable, it finds the last position of the game the
solver still proves winnable (with every card known, NODES a verdict; a position after an
unwinnable one is unwinnable too, so a binary search over the game's positions will do) and
prints the step that followed it (a move or the deal), how far into the game it came, how
many deals came before it, the cards face down then, and the verdict on the position after
it ("unknown": the solver could not decide it in NODES, so the loss may be later). The end:
how the losses split between a move and a deal, and the medians.
"""

from __future__ import annotations

import argparse
import bisect
import multiprocessing
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import solve
from spiderette_qt.engine.solver.hints import hint_nodes_for
from spiderette_qt.engine.solver.solve import copy_game

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
import hint_bench  # noqa: E402

NODES = 4_000_000  # a verdict: a little over a second of the compiled solver


class Loss(NamedTuple):
    at: int  # actions before the last position proven winnable
    actions: int  # actions in the game
    step: Any  # what was played there (a Move or "deal")
    deals: int  # deals before it
    down: int  # cards face down then
    after: str  # the verdict on the position after it


def last_winnable(verdicts: Callable[[int], bool], end: int) -> int:
    """The last index in 0..end whose verdict is True, given that index 0 is True, `end` is
    not, and no True comes after a False (a loss stays lost): a bisection of 1..end-1."""
    return bisect.bisect_left(range(end), True, lo=1, key=lambda i: not verdicts(i)) - 1


def verdict(game: Game) -> str:
    return solve(game, nodes=NODES, wall_cap=30.0).verdict


def where_lost(variant: str, suits: int, number: int, version: str) -> tuple[str, Loss | None]:
    """("won" | "not proven" (the deal is not proven winnable) | "still winnable" (where it
    ended) | "lost", the Loss of a lost game)."""
    game = Game.new(suits, number, variant)
    ask = hint_bench.hint_function(version)
    positions, steps = [copy_game(game)], []
    for _ in range(hint_bench.MAX_ACTIONS):
        step = ask(game, hint_nodes_for(1.0))
        if step is None:
            break
        if step == "deal":
            game.deal()
        else:
            game.move(step.source, step.count, step.target)
        steps.append(step)
        positions.append(copy_game(game))
        if game.is_won:
            return "won", None
    if verdict(positions[0]) != "winnable":
        return "not proven", None
    if verdict(positions[-1]) == "winnable":
        return "still winnable", None
    at = last_winnable(lambda i: verdict(positions[i]) == "winnable", len(positions) - 1)
    down = sum(len(c.hidden) for c in positions[at].columns)
    return "lost", Loss(at, len(steps), steps[at], steps[:at].count("deal"), down,
                        verdict(positions[at + 1]))


def run_one(task: tuple[str, int, int, str]) -> tuple[int, str, Loss | None]:
    variant, suits, number, version = task
    return (number, *where_lost(variant, suits, number, version))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", choices=("spiderette", "spider", "relaxed"))
    parser.add_argument("suits", type=int, choices=(1, 2, 4))
    parser.add_argument("--set", choices=sorted(hint_bench.FIRST), default="tuning")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--hints", default="app")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    first = hint_bench.FIRST[args.set]
    tasks = [(args.variant, args.suits, first + i, args.hints) for i in range(args.deals)]
    losses: list[Loss] = []
    ends: Counter[str] = Counter()
    with multiprocessing.Pool(args.jobs) as pool:
        for number, end, loss in pool.imap_unordered(run_one, tasks):
            ends[end] += 1
            print(number, end, *(loss or ()), flush=True)
            if loss:
                losses.append(loss)
    kinds = Counter("deal" if x.step == "deal" else "move" for x in losses)
    print(f"{args.variant} {args.suits} {args.hints}, deals {first}..{first + args.deals - 1}:"
          f" {dict(ends)}; lost by a move {kinds['move']}, by a deal {kinds['deal']};"
          f" deals before the loss {dict(sorted(Counter(x.deals for x in losses).items()))};"
          f" median share of the game played before it"
          f" {hint_bench.pct([x.at / x.actions for x in losses], .5):.2f};"
          f" median cards face down then {hint_bench.pct([float(x.down) for x in losses], .5):.0f};"
          f" the position after it {dict(Counter(x.after for x in losses))}")


if __name__ == "__main__":
    main()
