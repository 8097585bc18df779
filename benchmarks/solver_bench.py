"""How good and how fast the solver is: a plain script that prints figures (no assertions).

Run: python benchmarks/solver_bench.py [--deals 200] [--seconds 10] [--variants ...]
     [--suits ...] [--first 5000000] [--budget nodes|clock] [--speed-seconds 0]
Only the hint: python benchmarks/solver_bench.py --hint-only --hint-deals 6 --seconds 5
One process, one core. Per variant and suit count it prints:
  decided   share of N deals proven winnable or proven unwinnable within S seconds each
            (deals F..F+N-1 of the row: the same deals every run); the budget is the app's
            (S x solve.NODES_PER_SECOND nodes, the clock only a cap) or, --budget clock, S s
  win/lost  how many were proven winnable / unwinnable
  med/p90   median and 90th-percentile time to decide, over the decided deals
  pos/s     positions (search nodes) per second of the core that ran
  new deal  median and p90 time of winnable_deal() (a proven-winnable new deal)
  hint      (a line of its own) the share of H deals won by always following the hint,
            beside the share of those H deals the solver proves winnable, and the median and
            p90 time of one hint under the node budget
A last line gives the pure-Python core's positions per second on the same kind of search.
"""

from __future__ import annotations

import argparse
import time

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.engine.solver import hint, solve, winnable_deal
from spiderette_qt.engine.solver.core import core_name, run_search
from spiderette_qt.engine.solver.position import position_of
from spiderette_qt.engine.solver.solve import NODES_PER_SECOND, WALL_CAP, SolveResult


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def follow_hints(game: Game, nodes: int, max_actions: int) -> tuple[bool, list[float]]:
    """Play a game by always doing what hint() says; (won, seconds of each hint).

    The player follows blindly, with a new seed each hint; the game ends won, when the hint
    says None ("no move helps"), or when it has passed the same table three times (the hint
    is going round in circles, so the player gives up)."""
    times: list[float] = []
    seen: dict[object, int] = {}
    for step in range(max_actions):
        t = time.perf_counter()
        h = hint(game, seed=step, nodes=nodes)
        times.append(time.perf_counter() - t)
        if h is None:
            break
        if h == "deal":
            game.deal()
        else:
            assert not isinstance(h, str)
            game.move(h.source, h.count, h.target)
        if game.is_won:
            return True, times
        key = game.table()
        seen[key] = seen.get(key, 0) + 1
        if seen[key] > 2:
            break
    return game.is_won, times


def hint_row(variant: str, suits: int, args: argparse.Namespace,
             winnable: dict[int, bool] | None = None) -> None:
    """Follow the hint through H deals; print wins beside the deals proven winnable."""
    hint_times: list[float] = []
    followed = proven = 0
    t0 = time.perf_counter()
    for number in range(args.hint_deals):
        if winnable is not None and number in winnable:
            ok_deal = winnable[number]
        else:
            ok_deal = solve(Game.new(suits, number, variant),
                            seconds=args.seconds).verdict == "winnable"
        proven += ok_deal
        ok, times = follow_hints(Game.new(suits, number, variant), args.hint_nodes,
                                 args.max_actions)
        followed += ok
        hint_times.extend(times)
    print(f"hint {variant:18} {suits}  won {followed}/{args.hint_deals} following it vs "
          f"{proven}/{args.hint_deals} proven winnable;  hint med/p90 "
          f"{pct(hint_times, .5) * 1000:4.0f}/{pct(hint_times, .9) * 1000:4.0f} ms "
          f"({len(hint_times)} hints, {time.perf_counter() - t0:.0f} s)", flush=True)


def judge(game: Game, args: argparse.Namespace) -> SolveResult:
    """solve() as the app runs it: --budget nodes (the app's, seconds x NODES_PER_SECOND,
    the clock only as a cap) or --budget clock (the seconds themselves, as before)."""
    if args.budget == "nodes":
        return solve(game, nodes=int(args.seconds * NODES_PER_SECOND),
                     wall_cap=args.seconds * WALL_CAP)
    return solve(game, seconds=args.seconds)


def row(variant: str, suits: int, args: argparse.Namespace) -> None:
    decide: list[float] = []
    won = lost = 0
    nodes = 0
    secs = 0.0
    winnable_by_deal: dict[int, bool] = {}
    for number in range(args.first, args.first + args.deals):
        result = judge(Game.new(suits, number, variant), args)
        nodes += result.nodes
        secs += result.seconds
        winnable_by_deal[number] = result.verdict == "winnable"
        if result.verdict != "unknown":
            decide.append(result.seconds)
            won += result.verdict == "winnable"
            lost += result.verdict == "unwinnable"
    new_deal: list[float] = []
    for trial in range(args.new_deals):
        t = time.perf_counter()
        found = winnable_deal(variant, suits, seconds=args.seconds * 3, seed=1000 + trial)
        if found is not None:
            new_deal.append(time.perf_counter() - t)
    print(f"{variant:18} {suits}  decided {len(decide) / args.deals:6.1%}  "
          f"win/lost {won:3}/{lost:<3}  med/p90 {pct(decide, .5):5.2f}/{pct(decide, .9):5.2f} s  "
          f"pos/s {nodes / max(secs, 1e-9) / 1e6:4.2f} M  "
          f"new deal {pct(new_deal, .5):5.2f}/{pct(new_deal, .9):5.2f} s "
          f"({len(new_deal)}/{args.new_deals})", flush=True)
    if args.hint_deals:
        hint_row(variant, suits, args, winnable_by_deal)


def pure_speed(seconds: float) -> None:
    """Positions per second of each core on the same exhaustive searches."""
    for core in ("python", "c"):
        if core_name(core) != core:
            print(f"{core} core: not built")
            continue
        total_nodes, total_secs = 0, 0.0
        for number in range(3):
            pos = position_of(Game.new(4, number, "spiderette"))
            t = time.perf_counter()
            _, _, n = run_search(pos, nodes=None, seconds=seconds, core=core)
            total_secs += time.perf_counter() - t
            total_nodes += n
        print(f"{core} core: {total_nodes / total_secs / 1e6:.3f} M positions/s "
              "(exhaustive DFS, 4-suit Spiderette deals 0-2)", flush=True)


def suit_counts(variant: str, args: argparse.Namespace) -> list[int]:
    """The rows of a game: the suit counts asked for that it is played in (all by default)."""
    played = VARIANTS[variant].suit_counts
    return list(played) if args.suits is None else [s for s in args.suits if s in played]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--first", type=int, default=0, help="the first deal number")
    parser.add_argument("--budget", choices=("clock", "nodes"), default="nodes",
                        help="nodes: seconds x NODES_PER_SECOND, as the app; clock: seconds")
    parser.add_argument("--variants", nargs="*", default=list(VARIANTS))
    parser.add_argument("--suits", nargs="*", type=int, default=None,
                        help="suit counts (default: each game's own); a game not played "
                             "in one skips it")
    parser.add_argument("--new-deals", type=int, default=10)
    parser.add_argument("--hint-deals", type=int, default=5)
    # About one second of the compiled beam on this 2-core machine (the app gives a hint
    # seconds=1.0); most hints use far less (their beams end before their share runs out).
    parser.add_argument("--hint-nodes", type=int, default=4_000_000)
    parser.add_argument("--max-actions", type=int, default=1000)
    parser.add_argument("--speed-seconds", type=float, default=2.0,
                        help="each core's speed line (0: none)")
    parser.add_argument("--hint-only", action="store_true",
                        help="only the hint's quality and time (small N: --hint-deals 6)")
    args = parser.parse_args()
    if args.hint_only:
        print(f"core: {core_name()}; hints on {args.hint_deals} deals, {args.hint_nodes} "
              f"nodes each; proven winnable within {args.seconds} s", flush=True)
        for variant in args.variants:
            for suits in suit_counts(variant, args):
                hint_row(variant, suits, args)
        return
    print(f"core: {core_name()}; deals {args.first}.. ({args.deals}) x {args.seconds} s "
          f"({args.budget}); "
          f"{args.new_deals} new deals; hints on {args.hint_deals} deals, "
          f"{args.hint_nodes} nodes each", flush=True)
    for variant in args.variants:
        for suits in suit_counts(variant, args):
            row(variant, suits, args)
    if args.speed_seconds > 0:
        pure_speed(args.speed_seconds)


if __name__ == "__main__":
    main()
