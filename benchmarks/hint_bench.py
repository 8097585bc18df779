"""Follow the app's hint blindly, without undo, and count the wins (docs/RULES.md §12).
Plain script that prints figures; no assertions.

    nice -n 19 python benchmarks/hint_bench.py [--rows spiderette:4 spiderette:2 ...]
        [--deals 20] [--set reporting|tuning] [--hints app ...] [--jobs 2]

The hint is the app's own: hint(game, seed=0, nodes=hint_nodes_for(1.0)), the budget the app
gives it (Settings › Solver › Hints, and the Demo). A game ends won; when the hint says
None ("no move helps"); or when the same table comes back a third time (the hint goes round
in circles: the Demo stops there too). Deals: the tuning set is 5,000,000 on, the reporting
set 6,000,000 on (never tuned on; report those). Every game and every verdict is a task
of its own in --jobs processes (the machine has two cores). Per row and hint version it
prints: games won, the share the solver proves winnable (solve() with the app's 10 s verdict
as a node budget), the median and p90 time of one hint, the hints asked, the cards still
face down when a game is lost, how the losses ended ("no move helps", or going round in
circles), and the deals won. With two or more versions, once a row is complete, each version
against the first on the same deals: the deals only one of them won, and the exact sign test
of that split (a few games either way is the churn between near-equal hints).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hint, hints, solve
from spiderette_qt.engine.solver.core import TO_DEAL
from spiderette_qt.engine.solver.hints import hint_nodes_for
from spiderette_qt.engine.solver.position import SearchPosition, position_of
from spiderette_qt.engine.solver.solve import NODES_PER_SECOND

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:  # its sibling, whether run as a script or loaded by a test
    sys.path.insert(0, HERE)
import hint_choice  # noqa: E402
import hint_hop  # noqa: E402
import hint_ismcts  # noqa: E402
import hint_joint  # noqa: E402
import hint_persist  # noqa: E402
import hint_rollouts  # noqa: E402
import hint_value  # noqa: E402

FIRST = {"tuning": 5_000_000, "reporting": 6_000_000}
SAME_TABLE_LIMIT = 3
MAX_ACTIONS = 2000
VERDICT_NODES = 10 * NODES_PER_SECOND


def app_hint(game: Game, nodes: int | None) -> Any:
    return hint(game, seconds=1.0, seed=0, nodes=nodes)


def turn_hint(game: Game, nodes: int | None) -> Any:
    return hint(game, seconds=1.0, seed=0, nodes=nodes, turn_first=True)


def keep_hint(game: Game, nodes: int | None) -> Any:
    return hint(game, seconds=1.0, seed=0, nodes=nodes, turn_first=False)


def blind_hint(game: Game, nodes: int | None) -> Any:
    return hint(game, seconds=1.0, seed=0, nodes=nodes, turn_first=True, blind=2)


def mixed_hint(game: Game, nodes: int | None) -> Any:
    return hint(game, seconds=1.0, seed=0, nodes=nodes, turn_first=True, blind=1)


def blind_wide_hint(game: Game, nodes: int | None) -> Any:
    return hint(game, seconds=1.0, seed=0, nodes=nodes, turn_first=True, blind=2, width=512)


def blind_wider_hint(game: Game, nodes: int | None) -> Any:
    return hint(game, seconds=1.0, seed=0, nodes=nodes, turn_first=True, blind=2, width=2048)


def composed_hint(version: str) -> Callable[[Game, int | None], Any]:
    """A version made of modifiers joined by "+", e.g. "peek+look2+wide": the app's hint
    with each applied (peek: the deal's true arrangement, one sample, a diagnostic only;
    peekdown / peekstock: only the face-down cards / only the stock true, the rest sampled
    as the app samples it, also diagnostics; peeknext: only the next face-down card of each
    column true, a diagnostic of what a search branching on the card turned up could reach;
    lookN: plans N deals past this stage, look1 the app's; wide: beams of 128; many: 48
    arrangements; few: 8; samplesN: N arrangements; rescoreN: the N most voted moves weighed
    by expectation (hints.RESCORE); rollN: those moves judged by play-outs of a player who
    does not see the hidden cards, planning on N reshuffles of them at each card turned up
    (hint_rollouts), not by clairvoyant plans; choiceN: those moves judged with the player's
    next step taken honestly, one of the N most common of the plans' first steps for all
    arrangements that look the same after the move (hint_choice); turnoverN: the plans'
    measure adds N for each guaranteed turnover (hints.TURNOVER; turnover0 leaves it out,
    the hint before it); seedN: the app's hint with seed N (its arrangements another draw:
    how far the deals won move by luck alone); double: twice the nodes; vjudge: those moves
    judged by the expected value a model fitted on the solver's verdicts gives the seen
    position after them, hint_value; persist: arrangements drawn once at the start of the
    game and kept up to date with each card turned up, not drawn anew, hint_persist). Used
    to ask which part of the planner limits it, and which hidden cards the hint misses
    most."""
    parts = version.split("+")
    numbers = {part: numbered(part) for part in parts}
    unknown = [p for p in parts if p not in MODIFIERS and p not in PEEKS and p not in JUDGES
               and p not in DRAWS and not numbers[p]]
    if unknown:
        known = sorted(MODIFIERS) + sorted(PEEKS) + sorted(JUDGES) + sorted(DRAWS)
        raise ValueError(f"unknown modifier(s) {unknown}; known: {known}, {USAGE_NUMBERED}")

    def ask(game: Game, nodes: int | None) -> Any:
        options: dict[str, Any] = {"seconds": 1.0, "seed": 0, "nodes": nodes}
        saved = {name: getattr(hints, name) for name in PATCHED}
        try:
            for part in parts:
                name, number = numbers[part] or (part, 0)
                if name == "look":
                    hints.LOOK_AHEAD = TO_DEAL + number
                elif name == "samples":
                    options["samples"] = number
                elif name == "seed":
                    options["seed"] = number
                elif name == "rescore":
                    hints.RESCORE = number
                elif name == "turnover":
                    hints.TURNOVER = number
                elif name == "roll":
                    hints._mean_after = hint_rollouts.judge(number)  # type: ignore[assignment]
                elif part in JUDGES:
                    hints._mean_after = JUDGES[part](game)  # type: ignore[assignment]
                elif name == "choice":
                    hints._mean_after = hint_choice.judge(number)  # type: ignore[assignment]
                elif part in DRAWS:
                    hints.arrangements = DRAWS[part]  # type: ignore[assignment]
                elif part in PEEKS:
                    # (a Callable where mypy expects the function it stands in for)
                    hints._arrangement = partly_true(game, PEEKS[part])  # type: ignore[assignment]
                    if PEEKS[part] == "all":
                        options["samples"] = 1  # every arrangement would be the same
                else:
                    MODIFIERS[part](options)
            return hint(game, **options)
        finally:
            for name, was in saved.items():
                setattr(hints, name, was)

    return ask


#: The hints module's names a version may stand something else in for (composed_hint puts
#: each back after the call).
PATCHED = ("LOOK_AHEAD", "_arrangement", "arrangements", "RESCORE", "_mean_after", "TURNOVER")
#: Modifiers with a number (composed_hint): name -> the digits it takes (look: one).
NUMBERED = {"look": r"\d", "samples": r"[1-9]\d*", "rescore": r"[1-9]\d*",
            "roll": r"[1-9]\d*", "choice": r"[1-9]\d*", "turnover": r"(?:0|[1-9]\d*)",
            "seed": r"(?:0|[1-9]\d*)"}
USAGE_NUMBERED = ", ".join(f"{name}N" for name in NUMBERED)


def numbered(part: str) -> tuple[str, int] | None:
    """("samples", 64) for "samples64": a numbered modifier read once; None if it is not one."""
    for name, digits in NUMBERED.items():
        if re.fullmatch(name + digits, part):
            return name, int(part[len(name):])
    return None


Arrange = Callable[[SearchPosition, list[int], random.Random], SearchPosition]
#: Diagnostics that let the planner see hidden cards (partly_true's `keep`): never a hint.
PEEKS = {"peek": "all", "peekdown": "down", "peekstock": "stock", "peeknext": "next"}


#: How many of a column's h face-down cards (the lowest) a partial peek samples.
SAMPLED_DOWN: dict[str, Callable[[int], int]] = {
    "down": lambda h: 0, "next": lambda h: max(0, h - 1), "stock": lambda h: h}


def partly_true(game: Game, keep: str) -> Arrange:
    """A stand-in for hints._arrangement that peeks (a diagnostic, never a hint): the deal's
    true arrangement ("all"), or only its face-down cards ("down"), only its stock
    ("stock"), or only the face-down card each column would turn up next ("next") as they
    truly are, the other unseen cards shuffled into the other places by the hint's own rng,
    as the hint would shuffle them."""
    def arrange(pos: SearchPosition, unseen: list[int], rng: random.Random) -> SearchPosition:
        true = position_of(game)
        if keep == "all":
            return true
        # The places sampled: each column's `redo` lowest face-down cards, and the stock
        # unless it is kept; every other unseen card stays as it truly is.
        redo = [SAMPLED_DOWN[keep](h) for h in true.hidden]
        kept = [v for col, h, r in zip(true.columns, true.hidden, redo, strict=True)
                for v in col[r:h]]
        if keep == "stock":
            kept += true.stock
        rest = list((Counter(unseen) - Counter(kept)).elements())
        rng.shuffle(rest)
        for c, r in enumerate(redo):
            true.columns[c][:r], rest = rest[:r], rest[r:]
        if keep != "stock":
            true.stock = rest
        return true
    return arrange


def _double(options: dict[str, Any]) -> None:
    options["seconds"] *= 2
    if options["nodes"] is not None:
        options["nodes"] *= 2


#: Judges of the most voted moves that stand in for hints._mean_after (composed_hint), made
#: for the game asked: vjudge, the expected fitted value after the move (hint_value).
JUDGES: dict[str, Callable[[Game], Callable[..., float]]] = {
    "vjudge": lambda game: hint_value.judge(hint_value.weights_for(game))}


#: Draws of the arrangements that stand in for hints.arrangements (composed_hint): persist,
#: worlds drawn once at the start and kept up to date with each card seen (hint_persist).
DRAWS: dict[str, Callable[..., list[SearchPosition]]] = {"persist": hint_persist.arrangements}


#: Modifiers that change the hint's options (composed_hint).
MODIFIERS: dict[str, Callable[[dict[str, Any]], None]] = {
    "wide": lambda options: options.update(width=128),
    "many": lambda options: options.update(samples=48),
    "few": lambda options: options.update(samples=8), "double": _double}


#: The named versions a row can compare (name -> function of (game, node budget)): the app's,
#: with hints.TURN_FIRST on and off; a blind plan (unseen cards unknown) alone (beams of 32,
#: 512 or 2048: a blind beam may spend the budget), or beside the 16 arrangements; and, as
#: modifiers of the app's (composed_hint), beams of 128, 48 arrangements, twice the nodes,
#: plans two deals deep, and as diagnostics only the planner with every card known ("peek"),
#: with only the face-down cards known ("peekdown"), only the stock ("peekstock") or only the
#: card each column turns up next ("peeknext"); and one open-loop plan for all 16 arrangements
#: at once, honest by construction ("joint"; "jointfit" may also say "onto whichever card it
#: fits": benchmarks/hint_joint.py); the candidate move with the best expected value of a model
#: fitted on the solver's verdicts ("value": benchmarks/hint_value.py).
#: Any "+" of modifiers is a version too (hint_function).
HINTS: dict[str, Callable[[Game, int | None], Any]] = {
    "app": app_hint, "turn": turn_hint, "noturn": keep_hint, "blind": blind_hint,
    "mixed": mixed_hint, "blind512": blind_wide_hint, "blind2048": blind_wider_hint,
    "joint": hint_joint.joint_hint,
    "jointfit": lambda game, nodes: hint_joint.joint_hint(game, nodes, fit=True),
    "value": hint_value.value_hint,
    **{name: composed_hint(name) for name in ("wide", "many", "double", "look2", "peek",
                                             "peekdown", "peekstock", "peeknext")}}


def hint_function(version: str) -> Callable[[Game, int | None], Any]:
    """HINTS[version]; ismcts / ismctsN, a closed-loop honest tree search of N walks
    (hint_ismcts; ismctsv / ismctsvN: its new nodes scored by hint_value's fitted value, not
    by clairvoyant plans; ismctsg: steps tried in the order of the plans' first steps;
    ismctsj: the tree judges only the app's most voted moves; a suffix cC takes C off a
    walk's score for each step); hopK
    (hopKmM), the app's hint overruled by the solver in K sampled worlds (by a margin of M
    worlds, 1 if not given: hint_hop); or a version composed of modifiers (composed_hint)."""
    if version in HINTS:
        return HINTS[version]
    tree = re.fullmatch(r"ismcts([vgj]?)([1-9]\d*)?(?:c([1-9]\d*))?", version)
    if tree:
        walks = int(tree[2] or hint_ismcts.ITERATIONS)
        cost = float(tree[3] or 0)
        if tree[1] == "v":  # scored by the fitted value (hint_value), honest all the way down
            return lambda game, nodes: hint_ismcts.ismcts_hint(
                game, nodes, walks, leaf=hint_ismcts.value_leaf(hint_value.weights_for(game)),
                explore=hint_ismcts.VALUE_EXPLORE, step_cost=cost)
        return lambda game, nodes: hint_ismcts.ismcts_hint(
            game, nodes, walks, step_cost=cost, guided=tree[1] == "g",
            judge=hints.RESCORE if tree[1] == "j" else 0)
    hop = re.fullmatch(r"hop([1-9]\d*)(?:m([1-9]\d*))?", version)
    if hop:
        worlds, margin = int(hop[1]), int(hop[2] or 1)
        return lambda game, nodes: hint_hop.hop_hint(game, nodes, worlds, margin=margin)
    return composed_hint(version)


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


def row_line(variant: str, suits: int, version: str, games: list[tuple[int, bool, list[float],
                                                                      int, str]],
             proven: int | None, count: int, seconds: float) -> str:
    won = sorted(n for n, ok, *_ in games if ok)
    times = [x for g in games for x in g[2]]
    down = [float(g[3]) for g in games if not g[1]]
    ends: dict[str, int] = {}
    for g in games:
        ends[g[4]] = ends.get(g[4], 0) + 1
    return (f"{variant:10} {suits}  {version:6} won {len(won):2}/{count}"
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
                        help=f"versions: {', '.join(HINTS)}, or modifiers joined by '+' "
                             f"({', '.join([*MODIFIERS, *PEEKS])}, {USAGE_NUMBERED}), "
                             f"e.g. peek+look2")
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
