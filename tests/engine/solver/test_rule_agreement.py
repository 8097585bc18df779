"""The solver's move generator against the engine's rules, over random play of every game.

The rules are written four times (engine/position.py, solver/pycore.py, the C core's
gen_moves in _cstate.h, tests/engine/solver/reference.py). Here, at every position of random games
(random deals of each game of the family in turn, in each suit count it is played in, random
legal play):

- while the stock has cards, the search core's children are exactly the engine's legal
  moves (engine Position.legal_moves) plus the deal when the engine allows one
  (Position.deal_refusal is None);
- once the stock is empty, the columns' order no longer matters and the core prunes the
  symmetric moves to empty columns: it keeps a move to an empty column only to the first
  empty one and only when it does not empty its own column. Its children are then exactly
  that subset of the engine's moves (so every engine move to a non-empty column is there);
- no child appears twice; the greedy children (greedy 1 and 2) are among the full ones;
- playing the move (or deal) in both the engine and the pure core's replayer gives the same
  position: columns, face-down counts, stock and removed sequences (flips and removals).

The compiled core is used when built (a few seconds for the default count); the pure core
otherwise, on fewer positions. SPIDERETTE_RULE_POSITIONS=N checks about N positions.
"""

from __future__ import annotations

import os
import random
from collections import Counter
from typing import Any

from spiderette_qt.engine import VARIANTS
from spiderette_qt.engine.codes import shuffled_deck
from spiderette_qt.engine.position import Position as EnginePosition
from spiderette_qt.engine.solver import core, pycore
from spiderette_qt.engine.solver.position import SearchPosition, rules_of_variant, value

DEAL = (-1, 0, 0)
DEFAULT_POSITIONS = 40_000 if core.compiled is not None else 3_000
STEPS_PER_GAME = 160  # random actions per game at most (a game often sticks sooner)
#: Every how many positions the pure core's children are also compared with the C core's.
PURE_EVERY = 25

Move3 = tuple[int, int, int]


def children(args: tuple[Any, ...], greedy: int = 0) -> list[Move3]:
    if core.compiled is not None:
        result: list[Move3] = core.compiled.ordered_moves(*args, greedy)
        return result
    return pycore.ordered_moves(*args, greedy)


def expected_children(pos: EnginePosition, engine_moves: set[Move3]) -> set[Move3]:
    """The engine's moves as the core should list them (the deal aside)."""
    if pos.stock:
        return engine_moves
    empty = [c for c, col in enumerate(pos.cols) if not col]
    kept = {m for m in engine_moves if pos.cols[m[2]]}
    for s, k, t in engine_moves:
        if empty and t == empty[0] and k < len(pos.cols[s]):
            kept.add((s, k, t))
    return kept


def solver_args(pos: EnginePosition, values: list[int]) -> tuple[Any, ...]:
    v = pos.variant
    return (v.columns, v.deal_size, v.relaxed_deal, v.sequences - len(pos.removed),
            [[values[i] for i in col] for col in pos.cols], list(pos.hidden),
            [values[i] for i in pos.stock])


def same_position(pos: EnginePosition, values: list[int], st: Any) -> bool:
    """The engine's position and the pure core's replayer state hold the same cards."""
    return (st.cols == [[values[i] for i in col] for col in pos.cols]
            and st.hid == list(pos.hidden)
            and st.stock[st.sp:] == [values[i] for i in pos.stock]
            and st.need == pos.variant.sequences - len(pos.removed))


def check_games(target: int, seed: int,
                per_game: Counter[str] | None = None) -> tuple[int, int, int]:
    """Random games until `target` positions were checked: (positions, stock-empty ones,
    games); an AssertionError says which position disagreed. per_game, when given, counts
    the positions of each game and suit count ("spider 3")."""
    rng = random.Random(seed)
    variants = list(VARIANTS.values())
    positions = final = games = 0
    while positions < target:
        games += 1
        variant = variants[games % len(variants)]
        suits = rng.choice(variant.suit_counts)
        deck = shuffled_deck(suits, rng.randrange(1 << 30), variant=variant)
        values = [value(card) for card in deck]
        pos = EnginePosition.dealt(variant, suits, deck)
        _, _, _, _, columns, hidden, stock = solver_args(pos, values)
        st = pycore.replayer(SearchPosition(rules_of_variant(variant), columns, hidden, stock, 0))
        for _ in range(STEPS_PER_GAME):
            where = f"game {games} ({variant.key}, {suits} suits): {pos.notation()}"
            if pos.is_won:
                assert pos.legal_moves() == [] and pos.deal_refusal() is not None, where
                break
            args = solver_args(pos, values)
            got = children(args)
            engine = {(m.source, m.count, m.target) for m in pos.legal_moves()}
            can_deal = pos.deal_refusal() is None
            positions += 1
            final += not pos.stock
            if per_game is not None:
                per_game[f"{variant.key} {suits}"] += 1
            assert len(got) == len(set(got)), where
            assert (DEAL in got) == can_deal, where
            assert not can_deal or got[-1] == DEAL, where  # the deal is the last child
            assert set(got) - {DEAL} == expected_children(pos, engine), where
            for greedy in (1, 2):
                assert set(children(args, greedy)) <= set(got), (greedy, where)
            if core.compiled is not None and positions % PURE_EVERY == 0:
                assert pycore.ordered_moves(*args, 0) == got, where
            # Play one action (any legal move, the deal now and then) in both and compare.
            moves = sorted(engine)
            if can_deal and (not moves or rng.random() < 0.04):
                action = DEAL
                pos.deal()
            elif moves:
                action = rng.choice(moves)
                pos.move(*action)
            else:
                break
            st.do(action)
            assert same_position(pos, values, st), (action, where)
    return positions, final, games


def test_the_solver_generates_the_engines_moves() -> None:
    target = int(os.environ.get("SPIDERETTE_RULE_POSITIONS", DEFAULT_POSITIONS))
    per_game: Counter[str] = Counter()
    positions, final, games = check_games(target, seed=24, per_game=per_game)
    assert positions >= target
    # The random play reaches both kinds of position in numbers.
    assert final >= target // 50, final
    assert games >= 10, games
    # ... in every game of the family and every suit count it is played in.
    rows = {f"{v.key} {suits}" for v in VARIANTS.values() for suits in v.suit_counts}
    assert set(per_game) == rows
    assert min(per_game.values()) >= target // (len(rows) * 10), per_game
