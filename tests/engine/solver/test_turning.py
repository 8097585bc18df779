"""turning_point(): the last position of a lost game proven winnable, on real lost games.

The fixtures are games a weak player (greedy, never back to a table it saw) played to a
stand-still: lost_sd1_c.txt (1 suit, lost at its 13th action), lost_sd4_w.txt (4 suits, a
deal the exhaustive search proves lost), lost_sd4_c.txt (4 suits, where a small budget
cannot decide the position after the last winnable one)."""

from __future__ import annotations

from pathlib import Path

from spiderette_qt.engine import Game
from spiderette_qt.engine.solver import replays_to_win, solve, turning_point
from spiderette_qt.engine.solver.turning import game_parts

FIXTURES = Path(__file__).parent / "fixtures"
NODES = 200_000


def lost(name: str) -> Game:
    return Game.from_record((FIXTURES / f"{name}.txt").read_text(encoding="utf-8"))


def at(game: Game, count: int) -> Game:
    start, actions, _first = game_parts(game)
    return start.continued(actions[:count])


def test_a_lost_game_names_the_action_that_lost_it() -> None:
    game = lost("lost_sd1_c")
    found = turning_point(game, nodes=NODES)
    assert found.actions == game.moves == 35
    assert found.last_winnable == 12
    assert found.next_verdict == "unwinnable"
    before, after = at(game, 12), at(game, 13)
    assert replays_to_win(before, found.line)
    assert solve(after, nodes=NODES).verdict == "unwinnable"
    # Winnability only falls: a few positions either side agree with the boundary.
    assert solve(at(game, 11), nodes=NODES).verdict == "winnable"
    assert solve(at(game, 20), nodes=NODES).verdict == "unwinnable"
    # A bisection: far fewer solves than positions.
    assert found.searches <= 2 + game.moves.bit_length()


def test_the_answer_is_the_same_every_time() -> None:
    game = lost("lost_sd1_c")
    first, second = turning_point(game, nodes=NODES), turning_point(game, nodes=NODES)
    assert (first.last_winnable, first.line, first.next_verdict) == \
        (second.last_winnable, second.line, second.next_verdict)
    assert first.nodes == second.nodes


def test_a_deal_that_was_never_winnable_has_no_turning_point() -> None:
    game = lost("lost_sd4_w")
    assert solve(game, nodes=NODES, from_start=True).verdict == "unwinnable"
    found = turning_point(game, nodes=NODES)
    assert found.last_winnable is None
    assert found.line == ()
    assert found.next_verdict == "unwinnable"


def test_a_budget_that_cannot_decide_says_unknown() -> None:
    game = lost("lost_sd4_c")
    found = turning_point(game, nodes=NODES)
    assert found.last_winnable is not None
    assert replays_to_win(at(game, found.last_winnable), found.line)
    assert found.next_verdict == "unknown"
    after = at(game, found.last_winnable + 1)
    assert solve(after, nodes=NODES).verdict == "unknown"
    # With a budget too small for even the deal, the deal is undecided, not "lost".
    tiny = turning_point(game, nodes=50)
    assert tiny.last_winnable is None
    assert tiny.next_verdict == "unknown"


def test_a_game_still_winnable_lost_nothing() -> None:
    game = Game.new(1, 2)
    game.move(*_first_move(game))
    found = turning_point(game, nodes=NODES)
    assert found.last_winnable == found.actions == 1
    assert found.next_verdict == "winnable"
    assert replays_to_win(game, found.line)


def test_stopped_early_it_claims_no_loss() -> None:
    game = lost("lost_sd1_c")
    calls: list[int] = []
    found = turning_point(game, nodes=NODES, on_search=calls.append,
                          should_stop=lambda: len(calls) >= 3)
    assert calls[:2] == [35, 0]  # the end first, then the deal
    assert found.next_verdict == "unknown"
    assert found.last_winnable is not None and found.last_winnable < 12
    assert replays_to_win(at(game, found.last_winnable), found.line)


def _first_move(game: Game) -> tuple[int, int, int]:
    move = next(m for m in game.legal_moves()
                if not game.is_pointless(m.source, m.count, m.target))
    return move.source, move.count, move.target
