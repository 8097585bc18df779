"""How fast the engine is, per game of the family: a plain script that prints figures.

Run: python benchmarks/engine_bench.py [--quick]
Per variant (Spiderette, Spider, Relaxed Spider), on mid-game positions of 1, 2 and 4 suits:
- legal_moves() and key() calls per second (the core);
- move+undo pairs per second on the Position core (what a solver's search step costs), and
  the same through Game (which also builds the ActionRecord and its animation phases);
- random playouts of 200 actions on the core (each step: legal_moves, then one random move,
  or a deal when there is no move), as playouts per second and the median time of one;
- to_json + from_json of a game with its history.
One process, no assertions: the figures are for reading (and for the notes on a change). Times are
this process's CPU time (time.process_time), best of three rounds, so other programs sharing
the machine change them less.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable

from spiderette_qt.engine import VARIANTS, Game, Move, Position, Variant


def playout(pos: Position, rng: random.Random, actions: int = 200) -> int:
    done = 0
    for _ in range(actions):
        moves = pos.legal_moves()
        if moves:
            m = rng.choice(moves)
            pos.move(m.source, m.count, m.target)
        elif pos.deal_refusal() is None:
            pos.deal()
        else:
            break
        done += 1
    return done


def mid_game(variant: Variant, count: int) -> list[Game]:
    rng = random.Random(1)
    games = []
    for n in range(count):
        game = Game.new((1, 2, 4)[n % 3], rng.randrange(10**6), variant)
        for _ in range(40):
            moves = game.legal_moves()
            if moves:
                m = rng.choice(moves)
                game.move(m.source, m.count, m.target)
            elif game.can_deal():
                game.deal()
        games.append(game)
    return games


def rate(seconds: float, count: int) -> str:
    return f"{count / seconds:>11,.0f}/s ({seconds / count * 1e6:6.2f} us each)"


def best_of(rounds: int, work: Callable[[], int]) -> tuple[float, int]:
    """The fastest of `rounds` runs of work() (which returns how many steps it did)."""
    best, count = float("inf"), 0
    for _ in range(rounds):
        t0 = time.process_time()
        count = work()
        best = min(best, time.process_time() - t0)
    return best, count


def bench(variant: Variant, scale: int) -> None:
    print(f"--- {variant.name} ({variant.columns} columns, {variant.deck_size} cards)")
    games = mid_game(variant, 30)
    positions = [g.position() for g in games]
    def legal() -> int:
        for _ in range(20 * scale):
            for pos in positions:
                pos.legal_moves()
        return 20 * scale * len(positions)

    print("  legal_moves():      ", rate(*best_of(3, legal)))

    def keys() -> int:
        for _ in range(20 * scale):
            for pos in positions:
                pos.key()
        return 20 * scale * len(positions)

    print("  key():              ", rate(*best_of(3, keys)))

    work = [(pos, pos.legal_moves()) for pos in positions]
    work = [(p, ms) for p, ms in work if ms]

    def core() -> int:
        count = 0
        for _ in range(100 * scale):
            for pos, moves in work:
                m: Move = moves[count % len(moves)]
                pos.undo(pos.move(m.source, m.count, m.target))
                count += 1
        return count

    print("  core move+undo:     ", rate(*best_of(3, core)))

    pairs = [(g, g.legal_moves()) for g in games]
    pairs = [(g, ms) for g, ms in pairs if ms]

    def whole() -> int:
        count = 0
        for _ in range(10 * scale):
            for game, moves in pairs:
                m = moves[count % len(moves)]
                game.move(m.source, m.count, m.target)
                game.undo()
                count += 1
        return count

    print("  Game move+undo:     ", rate(*best_of(3, whole)))

    rng = random.Random(7)
    times, actions = [], 0
    for n in range(30 * scale):
        pos = Game.new((1, 2, 4)[n % 3], n, variant).position()
        t0 = time.process_time()
        actions += playout(pos, rng)
        times.append(time.process_time() - t0)
    total = sum(times)
    print("  200-action playout: ", rate(total, len(times)),
          f"median {statistics.median(times) * 1000:.2f} ms,",
          f"{actions / len(times):.0f} actions on average")

    def save() -> int:
        for game in games:
            Game.from_json(game.to_json())
        return len(games)

    print("  to_json+from_json:  ", rate(*best_of(3, save)))


def main() -> None:
    scale = 1 if "--quick" in sys.argv else 5
    for variant in VARIANTS.values():
        bench(variant, scale)


if __name__ == "__main__":
    main()
