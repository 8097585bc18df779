"""Run in a child process by test_c_faults.py: python drive.py CORE_PATH [N...].

Loads the fault-injecting build of the compiled core, counts the allocations of each call,
then makes each of them fail in turn (N = 1..K) and prints one line per call: the call's
name, K, and the outcomes ("ok" or "MemoryError"), or the exception that should not be.
A hang or a crash shows as a child that does not finish.
"""

from __future__ import annotations

import ctypes
import importlib.machinery
import importlib.util
import random
import sys
from collections.abc import Callable

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver.core import _args
from spiderette_qt.engine.solver.position import position_of


def load(path: str) -> tuple[object, ctypes.c_long, ctypes.c_long]:
    loader = importlib.machinery.ExtensionFileLoader("_ccore", path)
    spec = importlib.util.spec_from_file_location("_ccore", path, loader=loader)
    assert spec is not None
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    lib = ctypes.CDLL(path)  # the same loaded library: its globals are the module's
    return module, ctypes.c_long.in_dll(lib, "fi_countdown"), ctypes.c_long.in_dll(lib, "fi_calls")


def position(seed: int, variant: str) -> tuple[object, ...]:
    rng = random.Random(seed)
    game = Game.new(2, seed, variant)
    for _ in range(30):
        moves = game.legal_moves()
        if moves:
            m = rng.choice(moves)
            game.move(m.source, m.count, m.target)
    return _args(position_of(game))


def main(path: str) -> None:
    core, countdown, calls = load(path)
    args = position(3, "spiderette")
    spider = position(4, "spider")
    runs: dict[str, Callable[[], object]] = {
        f"beam stage_only={s} {name}": (
            lambda a=a, s=s: core.beam(*a, 12, 6, 20000, 0.0, None, s, 50))  # type: ignore[attr-defined]
        for s in (0, 1, 2, 3) for name, a in (("spiderette", args), ("spider", spider))
    }
    for greedy in (0, 1):
        runs[f"search greedy={greedy}"] = (
            lambda g=greedy: core.search(*args, 3000, 0.0, 10**6, None, g))  # type: ignore[attr-defined]
    for name, run in runs.items():
        countdown.value = 0
        before = calls.value
        run()
        k = calls.value - before
        outcomes = []
        for n in range(1, k + 1):
            countdown.value = n
            try:
                result = run()
            except MemoryError:
                outcomes.append("MemoryError")
            else:
                assert isinstance(result, tuple) and isinstance(result[1], list), result
                outcomes.append("ok")
            print(f"{name}: {n}/{k} {outcomes[-1]}", file=sys.stderr, flush=True)
        countdown.value = 0
        print(f"{name}|{k}|{','.join(outcomes)}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1])
