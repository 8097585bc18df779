"""hint(): the move most likely to win, from what the player can see and nothing else.

What the player has seen: the face-up cards (where they are), the removed sequences, how
many cards are face down in each column and how many are in the stock, and the positions
this game has passed through. The identities of the face-down and stock cards are
*unseen*; we take them as a multiset (the whole deck's values minus the seen ones), sort it
into a canonical order, and let random.Random(seed) deal arrangements of it into the unseen
places. Because the samples depend only on the seen cards, the seed and the budget,
permuting the unseen cards of a game can never change its hint (tests/engine/solver/test_hint.py
proves it).

Why a plan and not "solve each arrangement": with every card known nearly every move wins
(the solver knows what the next deal brings), so counting wins cannot tell the moves apart,
and a following player lost most proven-winnable deals. Instead every arrangement gets a
*plan*: a look-ahead beam (run_stage_beam, stage_only=TO_DEAL + 1) plays this stage, deals
the arrangement's stock from its best dealable positions and plays the next stage, and its
way to the best position it reached there is the plan; while a stage has stock only
positions it can be dealt from count (a plan that leaves a column empty cannot deal, and
the old stage-only plans went round in circles so). The first step of each plan is the
arrangement's vote; a plan that deals at once votes for dealing. The few most voted moves
are then weighed by expectation over the arrangements (each played in every arrangement,
the look-ahead beam's best from there averaged): a vote counts clairvoyant plans, the mean
prices what a move leaves for every arrangement. Like seed 004 the hint does not suggest
dealing while a move helps: "deal" comes when more plans deal at once than start with any
one move (and suggest_deal is on); in the last stage (no stock) a plan that gets no
further than the stage's best so far counts as no help. None means no move helps and
dealing is not possible either. A move back to a position this game has already been in is
never suggested (that is how a hint goes round in circles).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import NamedTuple

from ..game import Game
from ..position import Position
from ..records import Move
from .core import TO_DEAL, WON, core_name, dealable, evaluate, play, run_stage_beam
from .position import Rules, SearchPosition, Step, rules_of, value
from .solve import BEAM_LEVELS

# Arrangements of the unseen cards: more smooth out the luck of one arrangement (measured
# with benchmarks/solver_bench.py --hint-only: 16 beat 8 on 1- and 2-suit Spiderette at a
# few tens of ms a hint); not a game size.
DEFAULT_SAMPLES = 16
# The plan's beam: measured with benchmarks/solver_bench.py --hint-only (2-suit Spiderette,
# deals 0-29 followed): width 8 won 7, 16 won 8, 32 won 11; not a game size.
STAGE_WIDTH = 32
# A plan looks one deal past this stage (the stock of its arrangement): with full knowledge
# that won 13 instead of 8 of 30 4-suit Spiderette deals, 22 instead of 15 2-suit ones.
LOOK_AHEAD = TO_DEAL + 1
RESCORE = 3  # the most voted moves weighed by expectation (2-suit Spiderette: 11 -> 15 of 30)
#: The app's hint seconds as a node budget (hint_nodes_for), so the app's hint, and so the
#: Demo's game, is the same on every machine and under any load (benchmarks/hint_bench.py
#: follows it). 4 M is a little over one second of the compiled look-ahead beam on this
#: two-core machine (3.3 M nodes/s measured); most hints end far sooner (their beams stop).
#: It was 2 M, which cut some plans short: 2-suit Spider, reporting deals 6,000,000-029, the
#: hint of the 1 s clock won 22/30 and that of 2 M nodes 17/30; on the tuning deals 4 M won
#: the very deals the clock did.
NODES_PER_SECOND = 4_000_000
WIN_VALUE = 1 << 30  # a plan that wins: above every beam_eval
#: Before a deal, a move that turns a card up (see _stage_plan). hint_bench, tuning deals
#: 5,000,000-5,000,019: 4-suit Spiderette 1/20 won (0/20 without), 2-suit 8/20 (the same).
TURN_FIRST = True
#: A card the player has not seen, in a blind plan: rank 15, so no card goes on it and it goes
#: on none (only to an empty column); never in a run.
UNKNOWN = 15
#: Actions without a position better than the stage's best so far (_stage_eval) after
#: which the hint suggests only a move that beats it, else dealing (no stock: no move
#: helps). Remembering the whole stage keeps the hint from going back to a table, but it
#: can still wander through new ones: with every card known (the lab's peek, at the tag
#: hint-lab-2026-12-07), 11 of 30 four-suit Spider tuning deals wandered so for 3000
#: actions. Not a game size.
WANDER_LIMIT = 100
#: Blind plans (see hint): 0 none, 1 one beside the sampled arrangements, 2 only it.
BLIND = 0
#: What the plans' measure adds for each column with a "guaranteed turnover" (its face-up
#: cards one run in suit that can move whole, so the card under them turns up whatever it
#: is; pycore.has_turnover), as Spider players count them. 0: left out, as in the solver's
#: measure. 50 (the lab's turnover50, at the tag hint-lab-2026-12-07) lifts the planner when
#: it sees every card (four-suit Spider reporting deals 17/30 instead of 11/30) but not the
#: honest hint (four-suit Spider 5/30 against 4/30, two-suit 20/30 against 22/30, the
#: Spiderette rows as many wins as without): measured 2026-12-06, docs/research/hint.md.
#: So the app's plans leave it out.
TURNOVER = 0


def unseen_values(game: Game) -> tuple[SearchPosition, list[int], list[int]]:
    """The seen position with unseen places as 0, its unseen values sorted, and how many
    unseen places each column has (stock last). Reads only what the player can see."""
    table = game.table()
    deck = game.deck
    pool = Counter(value(card) for card in deck)  # the deck's multiset: public knowledge
    columns: list[list[int]] = []
    hidden: list[int] = []
    for col in table.columns:
        vals = []
        down = 0
        for card_id, up in col:
            if up:
                v = value(deck[card_id])
                pool[v] -= 1
                vals.append(v)
            else:
                down += 1
                vals.append(0)
        columns.append(vals)
        hidden.append(down)
    for seq in table.removed:
        for card_id in seq:
            pool[value(deck[card_id])] -= 1
    stock = [0] * len(table.stock)
    pos = SearchPosition(rules_of(game), columns, hidden, stock, len(table.removed))
    return pos, sorted(pool.elements()), hidden + [len(stock)]


def _arrangement(pos: SearchPosition, unseen: list[int], rng: random.Random) -> SearchPosition:
    cards = list(unseen)
    rng.shuffle(cards)
    sample = pos.copy()
    i = 0
    for c, h in enumerate(sample.hidden):
        sample.columns[c][:h] = cards[i:i + h]
        i += h
    sample.stock = cards[i:]
    return sample


def arrangements(game: Game, samples: int = DEFAULT_SAMPLES,
                 seed: int = 0) -> list[SearchPosition]:
    """`samples` arrangements of the unseen cards dealt into the unseen places by
    random.Random(seed): the hint's own with seed 0 (the search of sure.py draws its candidates'
    votes here too)."""
    pos, unseen, _ = unseen_values(game)
    rng = random.Random(seed)
    return [_arrangement(pos, unseen, rng) for _ in range(samples)]


def _blind(pos: SearchPosition) -> SearchPosition:
    """The seen position as it is: every unseen card (face down, the stock) UNKNOWN. A plan
    on it cannot profit from what the cards will turn out to be (no strategy fusion)."""
    blind = pos.copy()
    for c, h in enumerate(blind.hidden):
        blind.columns[c][:h] = [UNKNOWN] * h
    blind.stock = [UNKNOWN] * len(blind.stock)
    return blind


def _progress(game: Game, move: Move) -> int:
    """A seen-only guess of how much a move helps, for when no sample was won in time:
    turning a card up, then emptying a column, then building in suit; 0: no progress."""
    cols = game.columns
    src = cols[move.source]
    rest = len(src.visible) - move.count
    if rest == 0 and src.hidden:
        return 3
    if rest == 0 and not src.hidden and cols[move.target].visible:
        return 2
    dest = cols[move.target].visible
    first = src.visible[-move.count]
    if dest and dest[-1].suit == first.suit and (
            rest == 0 or src.visible[rest - 1].suit != first.suit
            or src.visible[rest - 1].rank != first.rank + 1):
        return 1
    return 0


def _key(pos: SearchPosition) -> SeenKey:
    """A seen position's identity: face-up values (face-down ones are 0), how many cards
    are face down in each column, how many are in the stock, sequences still to remove."""
    return (tuple(tuple(c) for c in pos.columns), tuple(pos.hidden), len(pos.stock),
            pos.rules.sequences - pos.removed)


SeenKey = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], int, int]


def _seen_position(game: Game) -> SearchPosition:
    """The position as the player sees it (face-down and stock cards as 0)."""
    return _seen_of(game.position(), rules_of(game))


def _seen_of(position: Position, rules: Rules) -> SearchPosition:
    table = position.table()
    deck = position.deck
    columns = [[value(deck[i]) if up else 0 for i, up in col] for col in table.columns]
    hidden = [sum(1 for _, up in col if not up) for col in table.columns]
    return SearchPosition(rules, columns, hidden, [0] * len(table.stock), len(table.removed))


def _stage_eval(pos: SearchPosition) -> int:
    """What a stage plan is measured by (as the TO_DEAL beam measures it): while the stock
    has cards only a position it can be dealt from counts, for a stage has to end in a deal;
    an empty column that cannot be filled is no progress at all."""
    if pos.stock and not dealable(pos):
        return NOT_DEALABLE
    return evaluate(pos, TURNOVER)


NOT_DEALABLE = -(1 << 30)  # below every beam_eval


class Stage(NamedTuple):
    """What the hint remembers of the stage so far (since the last deal, or the start)."""

    keys: set[SeenKey]  # every position's seen key: a move back to one goes round in a circle
    floor: int  # the best _stage_eval met: a plan that gets no further is wandering
    stale: int  # actions since the floor last rose (or the stage began)


def been_before(game: Game) -> Stage:
    """The seen keys of every position since the last deal (the player watched them all go
    by): a hint back to one of them is a step round in a circle. Also the best _stage_eval
    of those positions: a stage plan that gets no further than that is wandering, and
    dealing is what remains. Positions before the last deal cannot come back (the stock
    had more cards), so they are left out. The whole game is read (Game.played), not only
    what undo reaches (100 actions in Spiderette, 400 in Spider): a stage can be longer,
    and a hint that forgot its older positions went round in circles longer than that.
    Also how many actions ago the floor last rose (see WANDER_LIMIT)."""
    history = game.history()
    start, actions = history.base, list(history.undo)
    played = game.played() if history.trimmed and None not in actions else None
    if played is not None:  # the stage began before what undo reaches: replay the game
        start, actions = game.start_position(), played
    # (played is None for a long game resumed from an old save: then what undo reaches)
    last_deal = max((i for i, a in enumerate(actions) if a is None), default=-1)
    for action in actions[:last_deal + 1]:
        start.apply(action)  # before the last deal: nothing to remember, only to replay
    rules = rules_of(game)
    seen = _seen_of(start, rules)
    keys = {_key(seen)}
    floor = _stage_eval(seen)
    stale = 0
    for action in actions[last_deal + 1:]:
        start.apply(action)
        seen = _seen_of(start, rules)
        keys.add(_key(seen))
        reached = _stage_eval(seen)
        stale = 0 if reached > floor else stale + 1
        floor = max(floor, reached)
    return Stage(keys, floor, stale)


def _key_after(seen: SearchPosition, move: Move) -> SeenKey:
    """The seen key after a move (a card it turns up stays 0: no past position has as few
    face-down cards, so it can never match one)."""
    return _key(play(seen, (move.source, move.count, move.target)))


def _plan(pos: SearchPosition, budget: tuple[float, int | None],
          core: str | None) -> tuple[int, list[tuple[int, int, int]], int]:
    """One arrangement's plan: the look-ahead beam's status, way and the best it reached."""
    secs, nodes = budget
    if pos.is_won:
        return WON, [], WIN_VALUE
    status, line, _n, reach = run_stage_beam(
        pos, width=STAGE_WIDTH, levels=BEAM_LEVELS, core=core, nodes=nodes,
        seconds=None if nodes is not None else secs, stage_only=LOOK_AHEAD, turnover=TURNOVER)
    return status, line, WIN_VALUE if status == WON else reach


def _stage_plan(game: Game, moves: list[Move], arrangements: list[SearchPosition], budget: _Budget,
                can_deal: bool, suggest_deal: bool, core: str | None,
                floor: int, turn_first: bool = False) -> Step | None:
    """Each arrangement's plan: the way a look-ahead beam found to the best position it
    met one deal further on (or, in the last stage, to the best of that stage); its first
    step is the arrangement's vote. A plan that deals at once, or (last stage) gets no
    further than the stage's best so far (floor), votes for dealing. The RESCORE most voted
    moves are then weighed by expectation: each is played in every arrangement and the
    look-ahead beam's best from there is averaged; the best mean wins (ties: votes, the
    best-looking position after it on average, visible progress, the order of
    legal_moves). "deal" only when it has more votes than every move and a deal is
    possible (with an empty column the best move is the hint: it must fill the column
    before the stock can be dealt)."""
    share = budget.share(len(arrangements) * (1 + RESCORE))
    votes = plan_votes(moves, arrangements, share, core, floor)
    order = {m: i for i, m in enumerate(moves)}
    looks = {m: sum(evaluate(play(a, (m.source, m.count, m.target)), TURNOVER)
                    for a in arrangements) / len(arrangements) for m in moves}

    def rank(m: Move) -> tuple[float, float, int, int]:
        return votes[m], looks[m], _progress(game, m), -order[m]

    chosen = max(moves, key=rank)
    if can_deal and votes["deal"] > votes[chosen]:
        # turn_first: a deal covers every column; while a move still turns a card up (seen:
        # the whole face-up part of a column with cards under it moves), make it first.
        turning = [m for m in moves if _progress(game, m) == 3] if turn_first else []
        if turning:
            return max(turning, key=rank)
        return "deal" if suggest_deal else None
    top = [m for m in sorted(moves, key=rank, reverse=True)[:RESCORE] if votes[m]]
    if len(top) < 2:
        return chosen
    mean = {m: _mean_after(m, arrangements, share, core) for m in top}
    return max(top, key=lambda m: (mean[m], *rank(m)))


def plan_votes(moves: list[Move], arrangements: list[SearchPosition],
               share: tuple[float, int | None], core: str | None,
               floor: int) -> Counter[Step]:
    """Each arrangement's vote (see _stage_plan): its plan's first step if that is one of
    `moves`, "deal" for a plan that deals at once or (last stage) gets no further than the
    stage's best so far (floor); a plan that begins with another step does not vote."""
    votes: Counter[Step] = Counter()
    allowed = set(moves)
    for a in arrangements:
        status, line, reach = _plan(a, share, core)
        if not line or line[0][0] < 0 or (status != WON and not a.stock and reach <= floor):
            votes["deal"] += 1
            continue
        first = Move(*line[0])
        if first in allowed:
            votes[first] += 1
    return votes


def _mean_after(move: Move, arrangements: list[SearchPosition], share: tuple[float, int | None],
                core: str | None) -> float:
    """What a move leaves, by expectation: it is played in every arrangement and the
    look-ahead beam's best from there is averaged."""
    step = (move.source, move.count, move.target)
    return sum(_plan(play(a, step), share, core)[2]
               for a in arrangements) / len(arrangements)


class Candidates(NamedTuple):
    """What a hint may choose from (see candidates)."""

    moves: list[Move]  # legal, not pointless, not back to a table of this stage
    can_deal: bool
    floor: int  # the best _stage_eval of this stage so far (been_before; with no moves, unread)


def candidates(game: Game) -> Candidates:
    """The moves a hint may suggest: legal and not pointless, none back to a table this stage
    has shown (a step round in a circle), and after WANDER_LIMIT actions without progress only
    a move that turns a card up or beats the stage's best. No moves: dealing is what remains
    (if can_deal), else no move helps. Reads only what the player has seen."""
    legal = [m for m in game.legal_moves()
             if not game.is_pointless(m.source, m.count, m.target)]
    can_deal = game.can_deal()
    seen = _seen_position(game)
    if not legal:  # nothing to filter: no need to replay the stage (floor unused then)
        return Candidates([], can_deal, _stage_eval(seen))
    past, floor, stale = been_before(game)
    moves = [m for m in legal if _key_after(seen, m) not in past]
    if stale >= WANDER_LIMIT and (can_deal or not game.deals_left):
        # Round and round through new tables: only a move that turns a card up, or one to a
        # better position than the stage's best, will do; else deal, or no move helps. (A
        # turn is named: the measure can rate the turnover it uses up above the card it turns.)
        moves = [m for m in moves if _progress(game, m) == 3
                 or _stage_eval(play(seen, (m.source, m.count, m.target))) > floor]
    return Candidates(moves, can_deal, floor)


def hint_nodes_for(seconds: float, core: str | None = None) -> int | None:
    """The node budget of an app's hint of `seconds`; None for the pure-Python core (some 30
    times slower: it keeps the clock)."""
    return None if core_name(core) != "c" else max(1, int(seconds * NODES_PER_SECOND))


def hint(game: Game, seconds: float = 1.0, seed: int = 0, nodes: int | None = None, *,
         samples: int = DEFAULT_SAMPLES, suggest_deal: bool = True,
         core: str | None = None, turn_first: bool = TURN_FIRST,
         blind: int = BLIND) -> Step | None:
    """The suggested Move, "deal" (no move helps: dealing is what remains), or None (no move
    helps and no deal is possible).

    nodes: the total node budget instead of the clock; with nodes and seed given the answer
    is always the same for the same seen position and history."""
    if game.is_won:
        return None
    moves, can_deal, floor = candidates(game)
    if not moves:
        return ("deal" if suggest_deal else None) if can_deal else None
    if not unseen_values(game)[1]:
        # Every card is seen (Simple Simon always, any game late): all arrangements are the
        # same one, so one plan gets the whole budget instead of a sixteenth of it.
        samples = 1
    drawn = [] if blind == 2 else arrangements(game, max(1, samples), seed)
    if blind:
        drawn.append(_blind(unseen_values(game)[0]))
    return _stage_plan(game, moves, drawn, _Budget(seconds, nodes), can_deal,
                       suggest_deal, core, floor, turn_first)


class _Budget:
    """Hands out equal shares of a time or node budget."""

    def __init__(self, seconds: float, nodes: int | None) -> None:
        self.seconds = seconds
        self.nodes = nodes

    def share(self, parts: int) -> tuple[float, int | None]:
        parts = max(1, parts)
        if self.nodes is not None:
            return 0.0, max(1, self.nodes // parts)
        return max(0.001, self.seconds / parts), None
