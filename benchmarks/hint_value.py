"""A learned value of a seen position: the chance the deal is still winnable (a diagnostic
of the hint and its tuning script; plain script that prints figures, no assertions).

One way to a stronger hint is an evaluation tuned offline on positions scored by solver
outcomes. This is one, kept reproducible:

    nice python benchmarks/hint_value.py collect spiderette 2 --deals 100 --out /tmp/hv/s2.jsonl
    python benchmarks/hint_value.py fit /tmp/hv/s2.jsonl [/tmp/hv/s4.jsonl ...]
        [--weights benchmarks/hint_value_weights.json]

collect follows the app's hint on the tuning deals (as hint_bench follows it, no undo) and
writes every position the game passed through as the player saw it (face-down and stock cards
unknown), labelled with what the solver says of the true deal there (every card known,
hint_where_lost.NODES a verdict): 1 while it is still winnable, 0 once it is proven lost. A
won game is winnable all along; a lost one is bisected as hint_where_lost bisects it (a
position after an unwinnable one is unwinnable too), so a game costs a dozen verdicts, not
one per position. Positions between the last proven winnable and the first proven lost stay
unlabelled.

fit fits a logistic model of that label on features of the seen position (features(): what
a Spider player counts) per row (variant and suits), the games split in two by their deal
number's parity to report how well it predicts positions of games it was not fitted on, then
fits on all of them and writes the weights (a small JSON table).

hint_bench's versions `value` (the candidate move, or the deal, with the best expected value
after it, the expectation over the hint's own arrangements of the unseen cards: honest, it
sees only the card a move turns up) and `vjudge` (the app's three most voted moves judged by
that expectation instead of the mean of clairvoyant plans) use those weights.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import multiprocessing
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from spiderette_qt.engine import Game
from spiderette_qt.engine.records import Move
from spiderette_qt.engine.solver import hints, pycore
from spiderette_qt.engine.solver.core import DEAL, play
from spiderette_qt.engine.solver.position import SearchPosition

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
# hint_bench and hint_where_lost are imported where collect needs them: hint_bench imports
# this module for its versions.
WEIGHTS = HERE / "hint_value_weights.json"
RIDGE = 1e-3  # the fit's L2 penalty per position: keeps rare features' weights finite

FEATURES = ("bias", "sequences left", "face down", "deals left", "empty columns",
            "links in suit", "links off suit", "breaks", "guaranteed turnovers",
            "columns clear of face-down cards", "most face down in a column", "moves",
            "moves in suit", "face down x deals left", "empty x deals left")


# ------------------------------------------------------------------------- the features
def features(seen: SearchPosition) -> list[float]:
    """What a Spider player counts in a seen position (FEATURES, in that order). Reads face-up
    cards, counts and nothing else: the face-down cards and the stock may be 0."""
    rules = seen.rules
    st = pycore.replayer(seen)
    empties = sum(1 for col in seen.columns if not col)
    suited = off = breaks = clear = 0
    for col, h in zip(seen.columns, seen.hidden, strict=True):
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
                  if seen.columns[t] and seen.columns[t][-1] == seen.columns[s][-k] + 1)
    down = sum(seen.hidden)
    deals = len(seen.stock) / rules.deal_size
    return [1.0, float(rules.sequences - seen.removed), down / 10, deals, float(empties),
            float(suited), float(off), float(breaks), float(turnovers), float(clear),
            max(seen.hidden) / 5, len(moves) / 10, float(in_suit), down / 10 * deals,
            empties * deals]


# ------------------------------------------------------------------------- collect
def label_game(variant: str, suits: int, number: int,
               verdict: Callable[[Game], str] | None = None,
               ask: Callable[[Game, int | None], Any] | None = None
               ) -> list[tuple[list[float], int]]:
    """The app's hint (or `ask`) followed on one deal: (features of each seen position,
    label) for every position the solver's verdicts (or `verdict`'s) label (see the
    module's docstring)."""
    import hint_bench
    import hint_where_lost
    verdict = verdict or hint_where_lost.verdict
    ask = ask or hint_bench.hint_function("app")
    positions, _steps = hint_where_lost.followed(Game.new(suits, number, variant), ask)
    seen = [features(hints._seen_position(g)) for g in positions]
    end = len(positions) - 1
    if positions[-1].is_won:
        return [(f, 1) for f in seen]
    first = verdict(positions[0])
    if first != "winnable":
        return [(f, 0) for f in seen] if first == "unwinnable" else []
    if verdict(positions[end]) == "winnable":
        return [(f, 1) for f in seen]
    at = hint_where_lost.last_winnable(lambda i: verdict(positions[i]) == "winnable", end)
    labelled = [(f, 1) for f in seen[:at + 1]]
    lost = first_lost(lambda i: verdict(positions[i]) == "unwinnable", at + 1, end)
    if lost is not None:
        labelled += [(f, 0) for f in seen[lost:]]
    return labelled


def first_lost(proven: Callable[[int], bool], lo: int, end: int) -> int | None:
    """The first index in lo..end the solver proves lost, by bisection (what is after a lost
    position is lost; one it cannot decide counts as not proven), or None if not even the end
    is proven lost."""
    if not proven(end):
        return None
    hi = end
    while lo < hi:
        mid = (lo + hi) // 2
        if proven(mid):
            hi = mid
        else:
            lo = mid + 1
    return hi


def collect_one(task: tuple[str, int, int]) -> tuple[int, list[tuple[list[float], int]]]:
    variant, suits, number = task
    return number, label_game(variant, suits, number)


def collect(variant: str, suits: int, first: int, deals: int, out: Path, jobs: int) -> None:
    """Every deal's labelled positions (label_game) as JSON lines, a deal at a time."""
    out.parent.mkdir(parents=True, exist_ok=True)
    tasks = [(variant, suits, first + i) for i in range(deals)]
    with multiprocessing.Pool(jobs) as pool, out.open("w", encoding="utf-8") as f:
        for number, rows in pool.imap_unordered(collect_one, tasks):
            for feats, label in rows:
                f.write(json.dumps({"row": f"{variant}:{suits}", "deal": number,
                                    "x": [round(v, 4) for v in feats], "y": label}) + "\n")
            f.flush()
            print(number, len(rows), sum(y for _, y in rows), flush=True)


# ------------------------------------------------------------------------- fit
def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            if f:
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / m[r][r]
    return x


def logistic(z: float) -> float:
    return 1 / (1 + math.exp(-z)) if z >= -700 else 0.0


def fit(xs: Sequence[Sequence[float]], ys: Sequence[int], rounds: int = 25) -> list[float]:
    """Logistic regression by Newton's method, with a small ridge (RIDGE) on every weight
    but the bias."""
    n = len(xs[0])
    w = [0.0] * n
    ridge = RIDGE * len(xs)
    for _ in range(rounds):
        grad = [0.0] * n
        hess = [[0.0] * n for _ in range(n)]
        for x, y in zip(xs, ys, strict=True):
            p = logistic(sum(a * b for a, b in zip(w, x, strict=True)))
            g = p - y
            s = max(p * (1 - p), 1e-9)
            for i in range(n):
                grad[i] += g * x[i]
                xi = s * x[i]
                row = hess[i]
                for j in range(i, n):
                    row[j] += xi * x[j]
        for i in range(n):
            for j in range(i):
                hess[i][j] = hess[j][i]
            if i:
                grad[i] += ridge * w[i]
                hess[i][i] += ridge
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def log_loss(w: Sequence[float], xs: Sequence[Sequence[float]], ys: Sequence[int]) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        p = min(max(logistic(sum(a * b for a, b in zip(w, x, strict=True))), 1e-9), 1 - 1e-9)
        total -= math.log(p if y else 1 - p)
    return total / max(1, len(xs))


def read(paths: Sequence[Path]) -> dict[str, list[dict[str, Any]]]:
    rows: dict[str, list[dict[str, Any]]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                record = json.loads(line)
                rows.setdefault(record["row"], []).append(record)
    return rows


def fit_rows(paths: Sequence[Path], weights: Path) -> None:
    table: dict[str, list[float]] = {}
    for row, records in sorted(read(paths).items()):
        train = [r for r in records if r["deal"] % 2 == 0]
        test = [r for r in records if r["deal"] % 2 == 1]
        w = fit([r["x"] for r in train], [r["y"] for r in train])
        base = sum(r["y"] for r in train) / len(train)
        const = [math.log(base / (1 - base))] + [0.0] * (len(FEATURES) - 1)
        tx, ty = [r["x"] for r in test], [r["y"] for r in test]
        right = sum((logistic(sum(a * b for a, b in zip(w, r["x"], strict=True))) > .5) == r["y"]
                    for r in test)
        print(f"{row}: {len(records)} positions ({sum(r['y'] for r in records)} winnable) from"
              f" {len({r['deal'] for r in records})} games; fitted on the even deals, on the odd:"
              f" log loss {log_loss(w, tx, ty):.3f} (a constant {log_loss(const, tx, ty):.3f}),"
              f" right {right}/{len(test)}")
        table[row] = fit([r["x"] for r in records], [r["y"] for r in records])
        print("   ", ", ".join(f"{name} {v:+.3f}" for name, v in zip(FEATURES, table[row],
                                                                     strict=True)))
    weights.write_text(json.dumps({"features": FEATURES, "weights": table}, indent=1) + "\n",
                       encoding="utf-8")
    print("weights written to", weights)


# ------------------------------------------------------------------------- the hints
@functools.cache
def load_weights(path: Path = WEIGHTS) -> dict[str, list[float]]:
    """The fitted weights per row ("spiderette:2", ...), read once."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if list(data["features"]) != list(FEATURES):
        raise ValueError(f"{path}: fitted on other features; run fit again")
    return {row: list(map(float, w)) for row, w in data["weights"].items()}


def row_of(game: Game) -> str:
    return f"{game.variant.key}:{game.suits}"


def weights_for(game: Game) -> list[float]:
    """The fitted weights of the game's row (a clear error for a row never fitted)."""
    table = load_weights()
    if row_of(game) not in table:
        raise ValueError(f"no fitted value for {row_of(game)} (fitted: {sorted(table)});"
                         f" run hint_value.py collect and fit for it")
    return table[row_of(game)]


def value_of(w: Sequence[float], seen: SearchPosition) -> float:
    """The fitted chance that a seen position is still winnable (a won one is)."""
    if seen.is_won:
        return 1.0
    return logistic(sum(a * b for a, b in zip(w, features(seen), strict=True)))


def mean_value(w: Sequence[float], step: tuple[int, int, int],
               arrangements: Sequence[SearchPosition]) -> float:
    """The expected value after a step, over the arrangements: each shows only what the step
    turns up (a card, the dealt row), the rest stays unseen (hints._blind)."""
    return sum(value_of(w, hints._blind(play(a, step))) for a in arrangements) / len(arrangements)


def value_hint(game: Game, nodes: int | None, weights: dict[str, list[float]] | None = None) -> Any:
    """The candidate move (hints.candidates), or the deal, with the best expected value after
    it; None when neither is possible."""
    if game.is_won:
        return None
    w = weights[row_of(game)] if weights else weights_for(game)
    moves, can_deal, _floor = hints.candidates(game)
    if not moves:
        return "deal" if can_deal else None
    arrangements = hints.arrangements(game)
    worth = {m: mean_value(w, (m.source, m.count, m.target), arrangements) for m in moves}
    best = max(moves, key=lambda m: (worth[m], -moves.index(m)))
    if can_deal and mean_value(w, DEAL, arrangements) > worth[best]:
        return "deal"
    return best


def judge(w: Sequence[float]) -> Callable[..., float]:
    """A stand-in for hints._mean_after with the weights of the game's row: a move's worth is
    its expected fitted value after it (mean_value) instead of the mean of the clairvoyant
    plans' best."""
    def mean_after(move: Move, arrangements: list[SearchPosition], share: Any, core: Any,
                   width: int) -> float:
        return mean_value(w, (move.source, move.count, move.target), arrangements)
    return mean_after


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    c = sub.add_parser("collect")
    c.add_argument("variant", choices=("spiderette", "spider", "relaxed"))
    c.add_argument("suits", type=int, choices=(1, 2, 4))
    c.add_argument("--set", choices=("tuning", "reporting"), default="tuning")
    c.add_argument("--first", type=int, default=None, help="instead of --set")
    c.add_argument("--deals", type=int, default=100)
    c.add_argument("--out", type=Path, required=True)
    c.add_argument("--jobs", type=int, default=2)
    f = sub.add_parser("fit")
    f.add_argument("data", type=Path, nargs="+")
    f.add_argument("--weights", type=Path, default=WEIGHTS)
    args = parser.parse_args(argv)
    if args.command == "collect":
        import hint_bench
        first = args.first if args.first is not None else hint_bench.FIRST[args.set]
        collect(args.variant, args.suits, first, args.deals, args.out, args.jobs)
    else:
        fit_rows(args.data, args.weights)


if __name__ == "__main__":
    main()
