"""Follow a hint blindly, without undo, and count the wins (docs/RULES.md §12).
Plain script that prints figures; no assertions.

    nice -n 19 python benchmarks/hint_bench.py [--rows spiderette:4 spiderette:2 ...]
        [--deals 20] [--set reporting|tuning | --first N] [--hints app sure ...] [--jobs 1]

Versions: "app", the app's own hint, hint(game, seed=0, nodes=hint_nodes_for(1.0)), the budget
the app gives it (Settings › Solver › Hints, and the Demo); "sure", the search where the choice
is close (spiderette_qt/engine/solver/sure.py), today's pick unless it is sure of better; NAME@N
asks NAME with seed N (luck alone). A game ends won; when the hint says None ("no move helps");
or when the same table comes back a third time (the hint goes round in circles: the Demo stops
there too). Deals: the tuning set is 5,000,000 on, the reporting set 6,000,000 on (never tuned
on; report those); --first for a fresh set. Every game and every verdict is a task of its own
in --jobs processes. Per row and version it prints: games won with the 95 % interval of that
share, the share the solver proves winnable (solve() with the app's 10 s verdict as a node
budget; --no-proof skips it), the median and p90 time of one hint, the hints asked, the cards
still face down when a game is lost, how the losses ended ("no move helps", or going round in
circles), and the deals won. With two or more versions, once a row is complete, each version
against the first on the same deals: the deals only one of them won, and the exact sign test
of that split (a few games either way is the churn between near-equal hints).

The directions measured before (ISMCTS, HOP, a fitted value as judge, persistent worlds, a
joint plan, play-outs, peeks...) are kept at the tag hint-lab-2026-12-07; docs/research/hint.md
sums up what they measured.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import re
import time
from collections.abc import Callable
from typing import Any

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hint, solve
from spiderette_qt.engine.solver.hints import hint_nodes_for
from spiderette_qt.engine.solver.solve import NODES_PER_SECOND
from spiderette_qt.engine.solver.sure import sure_hint

FIRST = {"tuning": 5_000_000, "reporting": 6_000_000}
SAME_TABLE_LIMIT = 3
MAX_ACTIONS = 2000
VERDICT_NODES = 10 * NODES_PER_SECOND


def app_hint(game: Game, nodes: int | None, seed: int = 0) -> Any:
    """The app's hint (hints.hint), as the app asks it."""
    return hint(game, seconds=1.0, seed=seed, nodes=nodes)


def sure_version(game: Game, nodes: int | None, seed: int = 0) -> Any:
    """The search where the choice is close (solver/sure.py), today's pick unless it is
    sure of better."""
    return sure_hint(game, seconds=1.0, seed=seed, nodes=nodes)


#: The versions a row can compare (name -> function of (game, node budget, seed)); "NAME@N"
#: asks NAME with seed N (its arrangements another draw: how far the deals won move by luck).
HINTS: dict[str, Callable[..., Any]] = {"app": app_hint, "sure": sure_version}


def hint_function(version: str) -> Callable[[Game, int | None], Any]:
    """HINTS[version], or HINTS[name] with another seed for "name@N"; ValueError otherwise."""
    name, at, seed = version.partition("@")
    if name not in HINTS or (at and not re.fullmatch(r"0|[1-9]\d*", seed)):
        raise ValueError(f"unknown hint version {version!r}; known: {', '.join(HINTS)}"
                         f" (each may take @N, a seed)")
    ask = HINTS[name]
    number = int(seed) if at else 0
    return lambda game, nodes: ask(game, nodes, number)


def follow(game: Game, ask: Callable[[Game, int | None], Any],
           nodes: int | None) -> tuple[bool, list[float], int, str]:
    """(won, seconds of each hint, cards still face down at the end, how it ended: "won",
    "none" (no move helps), "circle" (a table came back a third time) or "long")."""
    times: list[float] = []
    seen: dict[object, int] = {}
    end = "long"
    for _ in range(MAX_ACTIONS):
        start = time.perf_counter()
        step = ask(game, nodes)
        times.append(time.perf_counter() - start)
        if step is None:
            end = "none"
            break
        if step == "deal":
            game.deal()
        else:
            game.move(step.source, step.count, step.target)
        if game.is_won:
            end = "won"
            break
        table = game.table()
        seen[table] = seen.get(table, 0) + 1
        if seen[table] >= SAME_TABLE_LIMIT:
            end = "circle"
            break
    down = sum(len(c.hidden) for c in game.columns) if not game.is_won else 0
    return game.is_won, times, down, end


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def play_one(task: tuple[str, int, int, str]) -> tuple[str, int, str, int, bool, list[float], int,
                                                    str]:
    """One game followed (a pool task): (variant, suits, version, deal, won, hint seconds,
    cards face down at the end, how it ended)."""
    variant, suits, n, version = task
    ok, t, d, end = follow(Game.new(suits, n, variant), hint_function(version),
                           hint_nodes_for(1.0))
    return variant, suits, version, n, ok, t, d, end


def prove_one(task: tuple[str, int, int]) -> tuple[str, int, int, bool]:
    """The solver's verdict on one deal (a pool task): the app's 10 s as a node budget."""
    variant, suits, n = task
    verdict = solve(Game.new(suits, n, variant), nodes=VERDICT_NODES, wall_cap=40.0).verdict
    return variant, suits, n, verdict == "winnable"


def interval(won: int, count: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % (Wilson score) interval of a share of wins: how far the true rate may be from
    won/count on this many deals (on 20 deals about +-20 points, on 400 about +-5)."""
    if count == 0:
        return 0.0, 1.0
    share = won / count
    centre = (share + z * z / (2 * count)) / (1 + z * z / count)
    half = z * math.sqrt(share * (1 - share) / count + z * z / (4 * count * count)) / (
        1 + z * z / count)
    return max(0.0, centre - half), min(1.0, centre + half)


def row_line(variant: str, suits: int, version: str, games: list[tuple[int, bool, list[float],
                                                                      int, str]],
             proven: int | None, count: int, seconds: float) -> str:
    won = sorted(n for n, ok, *_ in games if ok)
    times = [x for g in games for x in g[2]]
    down = [float(g[3]) for g in games if not g[1]]
    ends: dict[str, int] = {}
    for g in games:
        ends[g[4]] = ends.get(g[4], 0) + 1
    low, high = interval(len(won), count)
    return (f"{variant:10} {suits}  {version:6} won {len(won):2}/{count}"
            f" ({100 * len(won) / max(1, count):.0f} %, 95 % {100 * low:.0f}-{100 * high:.0f})"
            f"  proven {proven if proven is not None else '-':>2}/{count}"
            f"  hint med/p90 {pct(times, .5) * 1000:4.0f}/{pct(times, .9) * 1000:4.0f} ms"
            f"  {len(times):5} hints  {seconds:5.0f} s of play"
            f"  face down at a loss (median) {pct(down, .5):.0f}"
            f"  losses: {ends.get('none', 0)} no move, {ends.get('circle', 0)} circles"
            f"  won: {' '.join(str(n) for n in won) or '-'}")


def sign_test(only_a: int, only_b: int) -> float:
    """The exact two-sided sign test of a paired comparison: how likely a split at least as
    uneven as only_a : only_b is when both versions are as strong (ties, deals both or neither
    won, carry no information). Win sets churn by a few games between near-equal hints, so a
    difference in wins means little without it."""
    n = only_a + only_b
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(min(only_a, only_b) + 1))
    return min(1.0, 2 * tail / 2 ** n)


def paired_line(name: str, won: set[int], base: str, base_won: set[int]) -> str:
    """One version against the row's first, deal by deal on the same deals."""
    only, only_base = sorted(won - base_won), sorted(base_won - won)
    return (f"    {name} against {base}: won only by {name} {len(only)}, only by {base}"
            f" {len(only_base)}, sign test p = {sign_test(len(only), len(only_base)):.2f}"
            f"  (only {name}: {' '.join(map(str, only)) or '-'};"
            f" only {base}: {' '.join(map(str, only_base)) or '-'})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", nargs="*", default=["spiderette:4", "spiderette:2"],
                        help="variant:suits, e.g. spider:4")
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--set", choices=tuple(FIRST), default="reporting")
    parser.add_argument("--first", type=int, default=None, help="instead of --set")
    parser.add_argument("--hints", nargs="*", default=["app"],
                        help=f"versions: {', '.join(HINTS)}; NAME@N asks it with seed N")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--no-proof", action="store_true", help="skip the solver's verdicts")
    args = parser.parse_args()
    for version in args.hints:
        try:
            hint_function(version)
        except ValueError as exc:
            parser.error(f"--hints {version}: {exc}")
    first = FIRST[args.set] if args.first is None else args.first
    numbers = list(range(first, first + args.deals))
    rows = [(r.split(":")[0], int(r.split(":")[1])) for r in args.rows]
    print(f"deals {first}..{first + args.deals - 1} ({args.set if args.first is None else 'own'}"
          f" set); hint budget {hint_nodes_for(1.0)} nodes, seed 0 (the app's)", flush=True)
    games = [(v, s, n, version) for v, s in rows for version in args.hints for n in numbers]
    played: dict[tuple[str, int, str], list[tuple[int, bool, list[float], int, str]]] = {}
    proven: dict[tuple[str, int], int] = {}
    # Every game and verdict is a task of its own, so the processes stay busy to the end.
    with multiprocessing.get_context("spawn").Pool(max(1, args.jobs)) as pool:
        if not args.no_proof:
            for v, s, _n, ok in pool.imap_unordered(prove_one, [(v, s, n) for v, s in rows
                                                                for n in numbers]):
                proven[(v, s)] = proven.get((v, s), 0) + ok
        for v, s, version, n, ok, t, d, end in pool.imap_unordered(play_one, games):
            played.setdefault((v, s, version), []).append((n, ok, t, d, end))
            group = played[(v, s, version)]
            if len(group) == len(numbers):
                print(row_line(v, s, version, group, proven.get((v, s)) if proven else None,
                               len(numbers), sum(sum(g[2]) for g in group)), flush=True)
            row = [played.get((v, s, h), []) for h in args.hints]
            if len(args.hints) > 1 and all(len(g) == len(numbers) for g in row):
                # the row is complete: each version against the first, on the same deals
                won = [{n for n, ok, *_ in g if ok} for g in row]
                for h, w in zip(args.hints[1:], won[1:], strict=True):
                    print(paired_line(h, w, args.hints[0], won[0]), flush=True)


if __name__ == "__main__":
    main()
