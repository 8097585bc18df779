"""The Spiderette rules engine: pure Python, standard library only (never imports Qt).

See docs/ARCHITECTURE.md for the contract: card ids, TableState, ActionRecord.
"""

from __future__ import annotations

from .cards import Card, Suit
from .errors import IllegalMove, InvalidGameCode, Reason
from .game import Column, Game
from .records import ActionRecord, Move, TableState

__all__ = [
    "ActionRecord",
    "Card",
    "Column",
    "Game",
    "IllegalMove",
    "InvalidGameCode",
    "Move",
    "Reason",
    "Suit",
    "TableState",
]
