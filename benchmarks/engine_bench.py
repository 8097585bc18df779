"""How fast the engine is: a plain script that prints figures (no assertions).

Run: python benchmarks/engine_bench.py
Figures: legal_moves() calls per second on mid-game positions, move+undo pairs per second,
and random playouts of 200 actions (each step: legal_moves, then one random move, or a deal
when there is no move), as playouts per second and the median time of one.
"""

from __future__ import annotations

import random
import statistics
import time

from spiderette_qt.engine import Game, Move


def playout(game: Game, rng: random.Random, actions: int = 200) -> int:
    done = 0
    for _ in range(actions):
        moves = game.legal_moves()
        if moves:
            m = rng.choice(moves)
            game.move(m.source, m.count, m.target)
        elif game.can_deal():
            game.deal()
        else:
            break
        done += 1
    return done


def mid_game_positions(count: int) -> list[Game]:
    rng = random.Random(1)
    positions = []
    for n in range(count):
        game = Game.new((1, 2, 4)[n % 3], rng.randrange(10**6))
        playout(game, rng, 40)
        positions.append(game)
    return positions


def rate(seconds: float, count: int) -> str:
    return f"{count / seconds:,.0f}/s ({seconds / count * 1e6:.1f} us each)"


def main() -> None:
    positions = mid_game_positions(60)
    rounds = 200
    start = time.perf_counter()
    for _ in range(rounds):
        for game in positions:
            game.legal_moves()
    print("legal_moves():   ", rate(time.perf_counter() - start, rounds * len(positions)))

    pairs = [(game, game.legal_moves()) for game in positions]
    pairs = [(g, ms) for g, ms in pairs if ms]
    count = 0
    start = time.perf_counter()
    for _ in range(100):
        for game, moves in pairs:
            m: Move = moves[count % len(moves)]
            game.move(m.source, m.count, m.target)
            game.undo()
            count += 1
    print("move + undo:     ", rate(time.perf_counter() - start, count))

    rng = random.Random(7)
    times, actions = [], 0
    for n in range(300):
        game = Game.new((1, 2, 4)[n % 3], n)
        t0 = time.perf_counter()
        actions += playout(game, rng)
        times.append(time.perf_counter() - t0)
    total = sum(times)
    print("200-action playout:", rate(total, len(times)),
          f"median {statistics.median(times) * 1000:.2f} ms,",
          f"{actions / len(times):.0f} actions on average")

    start = time.perf_counter()
    texts = [game.to_json() for game in positions]
    for text in texts:
        Game.from_json(text)
    print("to_json+from_json:", rate(time.perf_counter() - start, len(texts)))


if __name__ == "__main__":
    main()
