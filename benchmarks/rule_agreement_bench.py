"""The rule-agreement check (tests/engine/solver/test_rule_agreement.py) on a larger run.

Run: python benchmarks/rule_agreement_bench.py [POSITIONS] [SEED]   (default 200000, 1)
Prints how many positions (and how many with the stock empty) of how many random games
agreed, the positions of each game and suit count, and the time; an AssertionError names the
first position that did not.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from spiderette_qt.engine.solver import core  # noqa: E402
from tests.engine.solver.test_rule_agreement import check_games  # noqa: E402


def main(argv: list[str]) -> None:
    target = int(argv[0]) if argv else 200_000
    seed = int(argv[1]) if len(argv) > 1 else 1
    started = time.perf_counter()
    per_game: Counter[str] = Counter()
    positions, final, games = check_games(target, seed, per_game)
    print(f"rule agreement ({core.core_name()} core): {positions} positions "
          f"({final} with the stock empty) of {games} games agree, "
          f"{time.perf_counter() - started:.1f} s")
    for row, count in sorted(per_game.items()):
        print(f"  {row:22} {count:8} positions")


if __name__ == "__main__":
    main(sys.argv[1:])
