"""Invariants over random play (hypothesis) in every game of the family, and the engine's
independence from Qt."""

from __future__ import annotations

import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from spiderette_qt.engine import VARIANTS, ActionRecord, Game, Position
from spiderette_qt.engine.codes import DEAL_NUMBERS, format_code

from .helpers import all_ids

# (suits, number, variant key): Game.new(*deal)
deals = st.tuples(st.sampled_from([1, 2, 4]), st.integers(0, DEAL_NUMBERS - 1),
                  st.sampled_from(list(VARIANTS)))
choices = st.lists(st.integers(0, 10**6), min_size=0, max_size=150)


def act(game: Game, choice: int) -> ActionRecord | None:
    """One random action: mostly moves, some deals, some undos and redos."""
    kind = choice % 10
    if kind == 0 and game.can_deal():
        return game.deal()
    if kind == 1 and game.can_undo:
        return game.undo()
    if kind == 2 and game.can_redo:
        return game.redo()
    moves = game.legal_moves()
    if moves:
        m = moves[choice // 10 % len(moves)]
        return game.move(m.source, m.count, m.target)
    if game.can_deal():
        return game.deal()
    return None


def check_invariants(game: Game) -> None:
    assert all_ids(game) == list(range(game.variant.deck_size))
    assert game.score == 500 - game.moves + 100 * game.removed
    for column in game.columns:
        assert column.visible or not column.hidden  # a face-down card on top turns up
    assert game.is_won == (game.removed == game.variant.sequences)
    assert len(game.columns) == game.variant.columns


@settings(max_examples=40, deadline=None)
@given(deals, choices)
def test_random_play_never_raises_and_keeps_every_card(deal: tuple[int, int, str],
                                                       picks: list[int]) -> None:
    game = Game.new(*deal)
    for choice in picks:
        record = act(game, choice)
        if record is not None:
            assert record.phases[-1] == game.table()
        check_invariants(game)
        for m in game.legal_moves():
            assert game.can_move(m.source, m.count, m.target)


@settings(max_examples=30, deadline=None)
@given(deals, st.lists(st.integers(0, 10**6), min_size=1, max_size=99))
def test_undoing_everything_returns_the_start(deal: tuple[int, int, str],
                                              picks: list[int]) -> None:
    game = Game.new(*deal)
    start = game.table(), game.score, game.moves
    for choice in picks:
        act(game, choice * 10 + 3)  # moves and deals only
    while game.can_undo:
        game.undo()
    assert (game.table(), game.score, game.moves) == start


@settings(max_examples=25, deadline=None)
@given(deals, choices, st.integers(0, 20))
def test_json_round_trips_mid_game_with_history(deal: tuple[int, int, str],
                                                picks: list[int], undos: int) -> None:
    game = Game.new(*deal)
    for choice in picks:
        act(game, choice)
    for _ in range(undos):
        if game.can_undo:
            game.undo()
    text = game.to_json()
    back = Game.from_json(text)
    assert back.to_json() == text
    assert back.table() == game.table() and back.legal_moves() == game.legal_moves()
    while game.can_undo:
        assert back.undo() == game.undo()


@settings(max_examples=25, deadline=None)
@given(deals, choices)
def test_best_target_is_always_a_legal_move(deal: tuple[int, int, str],
                                            picks: list[int]) -> None:
    game = Game.new(*deal)
    for choice in picks:
        act(game, choice)
        for source in range(game.variant.columns):
            for count in range(1, game.movable_count(source) + 1):
                target = game.best_target(source, count)
                if target is not None:
                    assert game.can_move(source, count, target)


@settings(max_examples=30, deadline=None)
@given(deals, st.lists(st.integers(0, 10**6), min_size=0, max_size=120))
def test_the_core_undoes_every_token_back_to_the_start(deal: tuple[int, int, str],
                                                       picks: list[int]) -> None:
    # The Position core alone: move/deal return tokens, undo(token) in reverse order returns
    # exactly the start (ids, face-down counts, stock, removed, score, moves).
    start = Game.new(*deal).position()
    pos = start.copy()
    tokens = []
    for choice in picks:
        moves = pos.legal_moves()
        if moves and (choice % 7 or pos.deal_refusal() is not None):
            m = moves[choice % len(moves)]
            tokens.append(pos.move(m.source, m.count, m.target))
        elif pos.deal_refusal() is None:
            tokens.append(pos.deal())
    for token in reversed(tokens):
        pos.undo(token)
    assert pos == start and pos.notation() == start.notation()


@settings(max_examples=30, deadline=None)
@given(deals, choices)
def test_the_notation_round_trips_mid_game(deal: tuple[int, int, str],
                                           picks: list[int]) -> None:
    game = Game.new(*deal)
    for choice in picks:
        act(game, choice)
    text = game.notation()
    back = Position.parse(text)
    assert back.notation() == text and "\n" not in text
    assert back.key() == game.position().key()
    assert (back.score, back.moves, back.deals_left) == (game.score, game.moves,
                                                         game.deals_left)
    again = Game.from_position(back)
    assert again.legal_moves() == game.legal_moves()
    assert again.can_deal() == game.can_deal() and again.is_won == game.is_won


@settings(max_examples=40, deadline=None)
@given(deals)
def test_codes_of_every_game_round_trip(deal: tuple[int, int, str]) -> None:
    suits, number, key = deal
    game = Game.new(suits, number, key)
    assert game.code == format_code(suits, number, variant=key)
    again = Game.from_code(game.code.lower())
    assert again.deck == game.deck and again.variant is game.variant


def test_the_engine_imports_without_qt() -> None:
    code = (
        "import sys\n"
        "sys.modules['PySide6'] = None\n"
        "import spiderette_qt.engine as e\n"
        "g = e.Game.new(4, 1); g.deal(); g.undo(); e.Game.from_json(g.to_json())\n"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken'))"
        " and sys.modules[m] is not None]\n"
        "assert not bad, bad\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
