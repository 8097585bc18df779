"""A one-suit deal and a winning line for it (found by a small search, then frozen here).

`nearly_won_game()` plays every action but the last, so one move through the presenter wins.
"""

from __future__ import annotations

from spiderette_qt.engine import Game

DECK = (
    "9S 2S KS 2S TS JS 8S AS QS 5S 6S TS 9S 3S 9S 3S 9S 8S AS JS 5S 6S 4S KS 2S TS 8S AS 6S "
    "4S 5S QS 7S 4S 7S QS KS KS TS 4S 7S AS 5S 3S JS JS 7S 2S QS 6S 8S 3S"
).split()

# "D" is a deal; (source, count, target) is a move, columns counted from 0.
LINE: list[str | tuple[int, int, int]] = [
    "D", (5, 2, 0), (5, 1, 3), (0, 3, 4), (1, 1, 2), (3, 2, 1), "D", (0, 1, 1), (0, 1, 3),
    (1, 2, 0), (3, 2, 1), (4, 1, 3), "D", (3, 1, 6), (1, 1, 3), (5, 1, 3), "D", (3, 4, 0),
    (0, 5, 4), (4, 6, 1), (2, 1, 4), (2, 1, 3), (6, 2, 2), (6, 1, 1), (1, 1, 4), (6, 1, 1),
    (6, 1, 4), (4, 7, 6), (6, 8, 4), (4, 9, 6), (6, 10, 2), (4, 1, 2), (6, 1, 2), (3, 2, 6),
    (3, 1, 2), (1, 1, 3), (6, 3, 1), (6, 1, 0), (3, 2, 4), (4, 3, 3), (4, 1, 1), (3, 3, 1),
    (4, 1, 1), (6, 1, 5), (2, 5, 1), (2, 1, 1), (2, 1, 1), (0, 2, 5), (1, 2, 0), (5, 4, 1),
    (5, 1, 2), (1, 4, 5), (5, 5, 1), (5, 1, 0), (1, 5, 0), (2, 2, 5), (5, 3, 0),
]


def nearly_won_game() -> tuple[Game, tuple[int, int, int]]:
    """The game one move from winning, and that last move."""
    game = Game.from_deck(DECK, suits=1)
    for action in LINE[:-1]:
        if action == "D":
            game.deal()
        else:
            assert isinstance(action, tuple)
            game.move(*action)
    last = LINE[-1]
    assert isinstance(last, tuple) and not game.is_won
    return game, last
