"""hint_bench's ismctsN: a closed-loop honest search, information-set Monte Carlo tree search
(a diagnostic of the hint's strength, not the app's hint).

Every honest search measured so far was open-loop or one step deep: the app's votes and judge
average clairvoyant plans, `choice3` takes one honest step after the move, `joint` plans one
line for all arrangements. Here the player's whole look-ahead is a tree of what the player
*sees*, so it branches on each card turned up (single-observer ISMCTS, Cowling, Powley and
Whitehouse 2012). Each of N iterations:
1. draws one arrangement of the unseen cards (a determinization) from the unseen multiset and
   the seed, as the hint draws its arrangements;
2. walks down the tree from the seen position, choosing at each node by UCB1 among the steps
   a player could take there (the same in every arrangement: they depend on face-up cards
   only), and plays each step in the arrangement; the node reached is the seen position after
   it (seen_key: a card turned up makes a node of its own, so a step below it is chosen
   knowing that card and only that card);
3. adds the first node the walk reaches that is not in the tree yet and scores it by a
   clairvoyant plan in that arrangement (hints._plan, a share of the node budget): fusion
   (plans that know the cards) only begins below the tree, not at the hint's first step;
4. adds the score to every node on the way down.

The step at the root with the most visits is the hint. Widening: a node with n visits
chooses among its first 1 + WIDEN * sqrt(n) steps in the cores' order (a card turned up, a
column emptied, a run in suit first), for a tree that is deep, not only wide. Steps back to a
seen position of this stage (hints.been_before) or of the way down are left out (a circle).
At the root the steps are the hint's candidates (hints.candidates) and the deal, and, as the
app does, a move that turns a card up goes before a deal (hints.TURN_FIRST).

Versions (hint_bench --hints): ismctsN, new nodes scored by plans, N walks (256 without N);
ismctsvN, scored by hint_value's fitted value of the seen position instead (value_leaf: no
card is known before the walk turns it up, so nothing is clairvoyant at any depth); ismctsgN,
guided: a new node tries first the step its plan began with, the root its steps in the order
of the app's votes (plan_votes); a suffix cC takes C off a walk's score for each step in the
tree and in its plan. What they won is in docs/research/hint.md ("What limits the hint").

The hint reads only what the player has seen, the seed and the budget (the honesty test of
tests/benchmarks/test_hint_ismcts.py).
"""

from __future__ import annotations

import math
import random
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import hints, pycore
from spiderette_qt.engine.solver.core import DEAL, WON, evaluate, play
from spiderette_qt.engine.solver.position import SearchPosition

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))

Step = tuple[int, int, int]
ITERATIONS = 256  # ismcts without a number
#: UCB1's exploration, in units of the plans' measure (pycore.BEAM_WEIGHTS: a card turned up
#: is 25, a run link in suit 30, a sequence removed 1000).
EXPLORE = 150.0
#: A win's score above the root's measure (a won plan's reach is hints.WIN_VALUE, which would
#: swamp every mean): two sequences' worth.
WIN_BONUS = 2000
WIDEN = 2.0


#: What a player sees of a position: the key hints.been_before keeps for the stage's tables.
seen_key = hints.seen_key


class Node:
    """A seen position in the tree: its steps (cores' order) and each one's visits and total."""

    __slots__ = ("steps", "visits", "n", "total")

    def __init__(self, steps: list[Step]) -> None:
        self.steps = steps
        self.visits = 0
        self.n = [0] * len(steps)
        self.total = [0.0] * len(steps)

    def choose(self, explore: float = EXPLORE) -> int:
        """UCB1 over the steps widening allows (an untried one first, in order)."""
        allowed = min(len(self.steps), 1 + int(WIDEN * math.sqrt(self.visits)))
        log_n = math.log(max(1, self.visits))
        best, best_score = 0, -math.inf
        for i in range(allowed):
            if not self.n[i]:
                return i
            score = self.total[i] / self.n[i] + explore * math.sqrt(log_n / self.n[i])
            if score > best_score:
                best, best_score = i, score
        return best


def node_steps(pos: SearchPosition, avoid: set[hints.SeenKey]) -> list[Step]:
    """The steps a player could take in pos (the cores' moves, the deal last), without those
    back to a position in avoid. The same for every arrangement: moves read face-up cards."""
    steps = []
    for step in pycore.replayer(pos).moves():
        if step != DEAL and seen_key(play(pos, step)) in avoid:
            continue
        steps.append(step)
    return steps


#: How a position is scored: (position, a share of the node budget, or None for the position
#: as it stands: a dead end, a circle, the root) -> (a score, the first step of the plan that
#: scored it, if any); a win scores hints.WIN_VALUE (plans) or VALUE_SCALE (the value).
Leaf = Callable[[SearchPosition, tuple[float, int | None] | None], tuple[float, Step | None]]


def plan_leaf(step_cost: float = 0.0, width: int = hints.STAGE_WIDTH,
              core: str | None = None) -> Leaf:
    """A new node's score: a clairvoyant plan's reach in the walk's arrangement (hints._plan
    with a share of the budget), less step_cost for each step of the plan (a plan that knows
    the cards loses nothing by turning a card up later: a cost for its steps makes the tree
    prefer progress sooner)."""
    def score(pos: SearchPosition, share: tuple[float, int | None] | None
              ) -> tuple[float, Step | None]:
        if share is None:
            return float(hints.WIN_VALUE if pos.is_won else evaluate(pos)), None
        status, line, reach = hints._plan(pos, share, core, width)
        return (float(hints.WIN_VALUE if status == WON else reach - step_cost * len(line)),
                line[0] if line else None)
    return score


def value_leaf(weights: Sequence[float]) -> Leaf:
    """A new node's score: the fitted chance that the seen position is still winnable
    (benchmarks/hint_value.py) times 1000, so the search is honest all the way down: the
    arrangement shows only the cards the walk turned up."""
    import hint_value

    def score(pos: SearchPosition, share: tuple[float, int | None] | None
              ) -> tuple[float, Step | None]:
        return VALUE_SCALE * hint_value.value_of(weights, hints._blind(pos)), None
    return score


VALUE_SCALE = 1000.0
#: UCB1's exploration for value_leaf: a move changes the fitted chance by a few hundredths.
VALUE_EXPLORE = 50.0


def ismcts_hint(game: Game, nodes: int | None, iterations: int = ITERATIONS, seed: int = 0,
                leaf: Leaf | None = None, explore: float = EXPLORE, step_cost: float = 0.0,
                guided: bool = False, judge: int = 0) -> Any:
    """The root step most visited in `iterations` walks (see the module's text); "deal";
    None when no move helps and no deal is possible. leaf: how a new node is scored
    (plan_leaf(step_cost), the default, or value_leaf); step_cost: taken off a walk's score
    for each step of the walk in the tree; guided: a node tries first the step its plan
    began with, and the root its steps in the order of the app's votes (plan_votes); judge:
    the tree only judges the app's `judge` most voted moves (guided below the root), and the
    app's own hint is the answer where it would deal or has nothing to judge (0: the tree
    judges every step)."""
    leaf = leaf or plan_leaf(step_cost)
    if game.is_won:
        return None
    moves, can_deal, _floor = hints.candidates(game)
    if not moves:
        return "deal" if can_deal else None
    seen, unseen, _ = hints.unseen_values(game)
    past = hints.been_before(game).keys
    by_step = {(m.source, m.count, m.target): m for m in moves}
    core_order = [s for s in pycore.replayer(seen).moves() if s in by_step]
    root_steps = core_order + [s for s in by_step if s not in core_order]
    if can_deal:
        root_steps.append(DEAL)
    guided = guided or judge > 0
    walks = iterations + (hints.DEFAULT_SAMPLES if guided else 0)
    share = (1.0 / walks, None if nodes is None else max(1, nodes // walks))
    if guided:
        votes = plan_votes(game, share)
        root_steps = sorted(root_steps, key=lambda s: -votes[s])
    if judge:
        top = [s for s in root_steps if s != DEAL and votes[s]][:judge]
        if len(top) < 2 or votes[DEAL] > votes[top[0]]:
            return hints.hint(game, seconds=1.0, seed=seed, nodes=nodes)
        root_steps = top
    root = Node(root_steps)
    root_key = seen_key(seen)
    tree: dict[hints.SeenKey, Node] = {root_key: root}
    base = leaf(seen, None)[0]
    rng = random.Random(seed)
    for _ in range(iterations):
        pos = hints._arrangement(seen, unseen, rng)
        path: list[tuple[Node, int]] = []
        on_path = set(past) | {root_key}
        node = root
        while True:
            if not node.steps:  # a dead end: what the position itself is worth
                score = leaf(pos, None)[0] - base
                break
            i = node.choose(explore)
            path.append((node, i))
            pos = play(pos, node.steps[i])
            if pos.is_won:
                score = min(leaf(pos, None)[0] - base, float(WIN_BONUS))
                break
            key = seen_key(pos)
            if key in on_path:  # round in a circle (a transposition led back): no progress
                score = leaf(pos, None)[0] - base
                break
            on_path.add(key)
            child = tree.get(key)
            if child is None:
                tree[key] = new = Node(node_steps(pos, on_path))
                reach, first = leaf(pos, share)
                score = min(reach - base, float(WIN_BONUS))
                if guided and first in new.steps:
                    new.steps.remove(first)
                    new.steps.insert(0, first)
                break
            node = child
        score -= step_cost * len(path)
        for visited, i in path:
            visited.visits += 1
            visited.n[i] += 1
            visited.total[i] += score
    order = {s: i for i, s in enumerate(root.steps)}

    def rank(i: int) -> tuple[int, float, int]:
        return root.n[i], root.total[i] / max(1, root.n[i]), -i

    best = root.steps[max(range(len(root.steps)), key=rank)]
    if best == DEAL and hints.TURN_FIRST:
        turning = [order[s] for s, m in by_step.items()
                   if s in order and hints._progress(game, m) == 3]
        if turning:
            best = root.steps[max(turning, key=rank)]
    return "deal" if best == DEAL else by_step[best]


def plan_votes(game: Game, share: tuple[float, int | None]) -> Counter[Step]:
    """The app's votes (hints.plan_votes over the hint's own arrangements and candidates), as
    the tree's steps: a move's (source, count, target), DEAL for the deal."""
    moves, _can_deal, floor = hints.candidates(game)
    votes = hints.plan_votes(moves, hints.arrangements(game), share, None, floor)
    return Counter({DEAL if step == "deal" else (step.source, step.count, step.target): n
                    for step, n in votes.items()})
