"""The rules engine of the Spider family (Spiderette, Spider, Relaxed Spider): pure Python,
standard library only (never imports Qt).

See docs/ARCHITECTURE.md for the contract: card ids, TableState, ActionRecord.
"""

from __future__ import annotations

from .cards import Card, Suit
from .errors import CodeProblem, IllegalMove, InvalidGameCode, PositionError, Reason
from .game import Column, Game
from .position import History, Position
from .records import ActionRecord, Move, TableState
from .variants import VARIANTS, Variant

__all__ = [
    "ActionRecord",
    "Card",
    "CodeProblem",
    "Column",
    "Game",
    "History",
    "IllegalMove",
    "InvalidGameCode",
    "Move",
    "Position",
    "PositionError",
    "Reason",
    "Suit",
    "TableState",
    "VARIANTS",
    "Variant",
]
