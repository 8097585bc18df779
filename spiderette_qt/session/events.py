"""What a table game says happened: the payloads of its signals, one frozen dataclass a kind.

The session (session/table_game.py, session/game_session.py) emits them; the presenter, the
window's features, speech and sound listen (window/wiring.py lists who listens to what). A
payload is a value: listeners read it and the game, and never change either.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spiderette_qt.engine import Game


@dataclass(frozen=True, slots=True)
class GameShown:
    """A game was put on the table: a new deal, a restart, a resumed save, or (restored) the
    game New Game or Restart left, brought back by Undo."""

    game: Game
    intro: bool  # a fresh deal: the table deals it out from the stock
    restored: bool = False  # Undo went back over New Game or Restart


@dataclass(frozen=True, slots=True)
class GameLeaving:
    """A game is about to replace the one on the table (`left`: None at the first game)."""

    left: Game | None
    restarted: bool  # the same deal again (Restart)


@dataclass(frozen=True, slots=True)
class TableStatus:
    """The figures the window shows beside the table, after every change."""

    score: int  # in `system`, the player's choice (engine/scoring.py)
    moves: int
    deals_left: int
    removed: int
    sequences: int  # how many a win needs
    can_undo: bool  # a won game is over; before the first action Undo brings the left game
    can_redo: bool
    system: str = "windows"


@dataclass(frozen=True, slots=True)
class GameWon:
    """The last action won the game. `counted`: it is the player's own win (not assisted by
    the Demo, not practice); `new_best`: it beat the best score of its game and suit count
    in the player's scoring system."""

    game: Game
    counted: bool
    new_best: bool = False
    practice: bool = False  # a practice game's win: counted nowhere


__all__ = ["GameLeaving", "GameShown", "GameWon", "TableStatus"]
