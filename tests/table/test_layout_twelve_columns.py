"""Twelve columns (Spider Three Decks) keep their cards big: as wide as the lanes allow at
1366x768's and 1024x600's table sizes, the same late in a game with a long column as at the
start (the card size never drops move by move while a column still fits)."""

from __future__ import annotations

from functools import cache

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.table.layout import card_size

# The table's view in the window at 1366x768, at 1024x600 (the first window), and at 1024x600
# maximised (measured on Xvfb with the app's own chrome).
VIEWS = [(1160, 515), (870, 440), (1020, 500)]


@cache
def late_game() -> Game:
    """Every deal dealt, then runs stacked onto the longest column: a column of 20+ cards."""
    game = Game.new(2, 11, variant="spider-three-decks")
    while game.can_deal():
        game.deal()
    seen = {game.table()}
    for _ in range(400):
        lengths = [len(c.hidden) + len(c.visible) for c in game.columns]
        moves = sorted((m for m in game.legal_moves()
                        if not game.is_pointless(m.source, m.count, m.target)),
                       key=lambda m: -lengths[m.target])
        for move in moves:
            game.move(move.source, move.count, move.target)
            if game.table() not in seen:
                seen.add(game.table())
                break
            game.undo()
        else:
            break
    return game


@pytest.mark.parametrize(("width", "height"), VIEWS)
def test_twelve_columns_keep_their_cards_late_in_a_game(width: int, height: int) -> None:
    start = Game.new(2, 11, variant="spider-three-decks")
    late = late_game()
    assert max(len(c.hidden) + len(c.visible) for c in late.columns) >= 20
    at_start = card_size(width, height, start.table(), deck=start.deck)[0]
    at_end = card_size(width, height, late.table(), deck=late.deck)[0]
    assert at_end == at_start
    # Thirteen lanes (twelve columns and the stock's) against Spider's eleven: the cards are
    # as big as the width allows, not smaller.
    spider = Game.new(2, 11, variant="spider")
    spider_width = card_size(width, height, spider.table(), deck=spider.deck)[0]
    assert at_end >= int(spider_width * 11 / 13)
    assert at_end >= 55
