"""Where a game followed by the hint was lost (a diagnostic of the hint, docs/RULES.md §12;
plain script that prints figures, no assertions).

    nice python benchmarks/hint_where_lost.py spiderette 4 [--set tuning] [--deals 40]
        [--hints app] [--jobs 2] [--choices 8]

Each deal is followed as hint_bench follows it (the version's hint, no undo). For a lost
game whose deal the solver proves winnable, it finds the last position of the game the
solver still proves winnable (with every card known, NODES a verdict; a position after an
unwinnable one is unwinnable too, so a binary search over the game's positions will do) and
prints the step that followed it (a move or the deal), how far into the game it came, how
many deals came before it, the cards face down then, and the verdict on the position after
it ("unknown": the solver could not decide it in NODES, so the loss may be later). The end:
how the losses split between a move and a deal, and the medians.

--choices K asks, at each loss, whether a player who cannot see the cards could have known
better there: every step the hint could have taken (hints.candidates, and the deal) is played
in K arrangements of the unseen cards (drawn as the hint draws them, from another seed) and
the solver says whether each world is still winnable after it; the step winnable in most of
them is the honest judge's pick. Its share is then measured again on K fresh arrangements
(a pick is flattered by the draws it was picked on), beside the hint's step on the same: where
the pick keeps more of them winnable, what the player could see favoured it. The true deal
says whether the pick would have kept the game winnable, beside the share of all the other
steps that would have (at a loss point the position is winnable and the hint's step is not, so
many other steps may be: that share is what a truly winnable pick is to be weighed against).
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
from spiderette_qt.engine.solver import hints, solve
from spiderette_qt.engine.solver.core import DEAL, WON, play
from spiderette_qt.engine.solver.hints import hint_nodes_for
from spiderette_qt.engine.solver.position import SearchPosition
from spiderette_qt.engine.solver.solve import copy_game, search_position

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
import hint_bench  # noqa: E402

NODES = 4_000_000  # a verdict: a little over a second of the compiled solver
WORLD_NODES = 2_000_000  # a verdict on one arrangement (--choices asks dozens a loss)
CHOICE_SEED = 1000  # not the hint's seed 0: the judge must not reuse the hint's own draws


class Choice(NamedTuple):
    """What an honest judge with a perfect solver in each world makes of a loss position."""

    pick: Any  # the step most often winnable over the first K arrangements
    pick_share: float  # the share of K fresh arrangements winnable after the pick
    played_share: float  # the same for the step the hint played
    pick_true: str  # the true deal's verdict after the pick
    steps: int  # the steps the judge chose from
    others_true: float  # the share of the other steps (not the hint's) truly winnable after


class Loss(NamedTuple):
    at: int  # actions before the last position proven winnable
    actions: int  # actions in the game
    step: Any  # what was played there (a Move or "deal")
    deals: int  # deals before it
    down: int  # cards face down then
    after: str  # the verdict on the position after it
    choice: Choice | None = None  # with --choices


def last_winnable(verdicts: Callable[[int], bool], end: int) -> int:
    """The last index in 0..end whose verdict is True, given that index 0 is True, `end` is
    not, and no True comes after a False (a loss stays lost): a bisection of 1..end-1."""
    return bisect.bisect_left(range(end), True, lo=1, key=lambda i: not verdicts(i)) - 1


def verdict(game: Game) -> str:
    return solve(game, nodes=NODES, wall_cap=30.0).verdict


def take(game: Game, step: Any) -> None:
    """Play a hint's step (a Move, or "deal") in the game."""
    if step == "deal":
        game.deal()
    else:
        game.move(step.source, step.count, step.target)


def followed(game: Game, ask: Callable[[Game, int | None], Any]) -> tuple[list[Game], list[Any]]:
    """The game followed by a hint with the app's budget, no undo, until it is won or the hint
    has no step: every position it passed through (copies, the start first) and the steps."""
    positions, steps = [copy_game(game)], []
    for _ in range(hint_bench.MAX_ACTIONS):
        step = ask(game, hint_nodes_for(1.0))
        if step is None:
            break
        take(game, step)
        steps.append(step)
        positions.append(copy_game(game))
        if game.is_won:
            break
    return positions, steps


def world_winnable(pos: SearchPosition, nodes: int = WORLD_NODES) -> bool:
    """The solver's verdict on one arrangement, every card known (unknown counts as no)."""
    return search_position(pos, nodes=nodes, wall_cap=15.0)[0] == WON


def winnable_share(step: Any, worlds: list[SearchPosition], nodes: int = WORLD_NODES) -> float:
    """The share of the worlds the solver proves winnable after the step."""
    raw = DEAL if step == "deal" else (step.source, step.count, step.target)
    return sum(world_winnable(play(w, raw), nodes) for w in worlds) / len(worlds)


def steps_of(game: Game) -> list[Any]:
    """What a hint may choose from: the candidate moves, and the deal where it is possible."""
    moves, can_deal, _ = hints.candidates(game)
    return list(moves) + (["deal"] if can_deal else [])


def most_winnable(steps: list[Any], worlds: list[SearchPosition],
                  nodes: int = WORLD_NODES) -> tuple[Any, float]:
    """The step after which the solver proves most of the worlds winnable (ties: the first),
    and its share."""
    shares = [winnable_share(step, worlds, nodes) for step in steps]
    best = max(range(len(steps)), key=lambda i: (shares[i], -i))
    return steps[best], shares[best]


def honest_choice(game: Game, played: Any, worlds: int) -> Choice:
    """The honest judge at a loss position (see --choices in the module's docstring)."""
    # the played step first, so a tie keeps it
    steps = [played] + [step for step in steps_of(game) if step != played]
    draws = hints.arrangements(game, 2 * worlds, CHOICE_SEED)
    pick_worlds, fresh = draws[:worlds], draws[worlds:]
    pick, _share = most_winnable(steps, pick_worlds)
    true = {}
    for step in steps[1:]:  # the true deal after every step but the hint's (lost: a loss point)
        after = copy_game(game)
        take(after, step)
        true[step] = verdict(after)
    others = sum(v == "winnable" for v in true.values()) / max(1, len(true))
    pick_true = true.get(pick, "not winnable (the hint's step)")
    return Choice(pick, winnable_share(pick, fresh), winnable_share(played, fresh),
                  pick_true, len(steps), others)


def where_lost(variant: str, suits: int, number: int, version: str,
               choices: int = 0) -> tuple[str, Loss | None]:
    """("won" | "not proven" (the deal is not proven winnable) | "still winnable" (where it
    ended) | "lost", the Loss of a lost game)."""
    positions, steps = followed(Game.new(suits, number, variant),
                                hint_bench.hint_function(version))
    if positions[-1].is_won:
        return "won", None
    if verdict(positions[0]) != "winnable":
        return "not proven", None
    if verdict(positions[-1]) == "winnable":
        return "still winnable", None
    at = last_winnable(lambda i: verdict(positions[i]) == "winnable", len(positions) - 1)
    down = sum(len(c.hidden) for c in positions[at].columns)
    choice = honest_choice(positions[at], steps[at], choices) if choices else None
    return "lost", Loss(at, len(steps), steps[at], steps[:at].count("deal"), down,
                        verdict(positions[at + 1]), choice)


def run_one(task: tuple[str, int, int, str, int]) -> tuple[int, str, Loss | None]:
    variant, suits, number, version, choices = task
    return (number, *where_lost(variant, suits, number, version, choices))


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", choices=("spiderette", "spider", "relaxed"))
    parser.add_argument("suits", type=int, choices=(1, 2, 4))
    parser.add_argument("--set", choices=sorted(hint_bench.FIRST), default="tuning")
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--hints", default="app")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--choices", type=int, default=0, metavar="K",
                        help="at each loss, the honest judge over K arrangements (see above)")
    args = parser.parse_args(argv)
    first = hint_bench.FIRST[args.set]
    tasks = [(args.variant, args.suits, first + i, args.hints, args.choices)
             for i in range(args.deals)]
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
    judged = [(x.step, x.choice) for x in losses if x.choice]
    if judged:
        print(f"the honest judge over {args.choices} + {args.choices} arrangements at"
              f" {len(judged)} losses: its pick differs from the hint's step at"
              f" {sum(c.pick != step for step, c in judged)} and is truly winnable at"
              f" {sum(c.pick_true == 'winnable' for _, c in judged)};"
              f" the other steps truly winnable on average"
              f" {sum(c.others_true for _, c in judged) / len(judged):.2f};"
              f" share of fresh arrangements winnable after the pick"
              f" {sum(c.pick_share for _, c in judged) / len(judged):.2f}, after the hint's"
              f" step {sum(c.played_share for _, c in judged) / len(judged):.2f}")


if __name__ == "__main__":
    main()
