"""A game with no stock (Simple Simon) greys the Deal button out: a press could only be
refused. It comes back with a game that has a stock."""

from __future__ import annotations

from spiderette_qt.engine import Game


def test_deal_is_greyed_out_only_in_a_game_without_a_stock(window) -> None:
    deal = window.window_actions.deal
    window.session.start_game(Game.new(4, 7, variant="simple-simon"))
    assert not deal.isEnabled()
    window.session.start_game(Game.new(2, 7, variant="spider"))
    assert deal.isEnabled()
