"""The scoring systems of docs/RULES.md §7: Windows, Sun and Edderkop.

Each score is a function of the game's start (its deal), the table as it stands and the
action count, never of a running total: undo and redo return the score with the table, and a
resumed save or a replayed record scores what the game played live scored. A finished game
can therefore be given in all three systems at once (statistics keep a best in each).

- Windows: the game's own counter (start 500, each move or deal -1, each removed sequence
  +100); a game set up from a position keeps the score its position carried.
- Sun: +10 a face-down card turned, +15 a column once its last face-down card is turned
  (columns that had face-down cards at the start), +2 a face-up card lying on the face-up
  card one rank higher of its own suit (on the table as it stands), +50 a removed sequence.
- Edderkop: +100 a removed sequence, +5 a face-down card turned; moves and deals are free.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .position import SEQUENCE_BONUS, START_SCORE, Position
from .variants import Variant

SYSTEMS: tuple[str, ...] = ("windows", "sun", "edderkop")
DEFAULT_SYSTEM = "windows"

SUN_TURNED = 10  # points, not a game size
SUN_COLUMN = 15
SUN_LINK = 2
SUN_SEQUENCE = 50
EDDERKOP_SEQUENCE = 100
EDDERKOP_TURNED = 5


class Scorable(Protocol):
    """What a score reads from a game (the engine's Game fits; game.py need not be imported)."""

    def start_position(self) -> Position: ...

    def position(self) -> Position: ...


@dataclass(frozen=True, slots=True)
class Parts:
    """What a score is made of (the win panel shows them): counts, not points."""

    turned: int  # face-down cards turned face up since the start
    columns_cleared: int  # columns whose face-down cards are all turned (had some at the start)
    links: int  # face-up cards on the face-up card one higher of their suit, now
    sequences: int  # sequences removed since the start
    actions: int  # moves and deals (the move counter)


def parts_of(start: Position, now: Position) -> Parts:
    """The parts of the score of `now`, a position reached from `start`."""
    turned = sum(start.hidden) - sum(now.hidden)
    cleared = sum(1 for before, after in zip(start.hidden, now.hidden, strict=True)
                  if before > 0 and after == 0)
    links = 0
    for col, hidden in zip(now.cols, now.hidden, strict=True):
        for lower, upper in zip(col[hidden:], col[hidden + 1:], strict=False):
            if now.suit[upper] == now.suit[lower] and now.rank[upper] + 1 == now.rank[lower]:
                links += 1
    sequences = len(now.removed) - len(start.removed)
    return Parts(turned, cleared, links, sequences, now.moves - start.moves)


def score_parts(parts: Parts, system: str, windows: int) -> int:
    """The score of `parts` in `system`; `windows` is the Windows counter (kept by the game)."""
    if system == "windows":
        return windows
    if system == "sun":
        return (SUN_TURNED * parts.turned + SUN_COLUMN * parts.columns_cleared
                + SUN_LINK * parts.links + SUN_SEQUENCE * parts.sequences)
    if system == "edderkop":
        return EDDERKOP_SEQUENCE * parts.sequences + EDDERKOP_TURNED * parts.turned
    raise ValueError(f"unknown scoring {system!r}; the systems are {', '.join(SYSTEMS)}")


def score_positions(start: Position, now: Position, system: str) -> int:
    """The score of `now`, reached from `start`, in `system` (ValueError if unknown)."""
    if system not in SYSTEMS:
        raise ValueError(f"unknown scoring {system!r}; the systems are {', '.join(SYSTEMS)}")
    return score_parts(parts_of(start, now), system, now.score)


def score(game: Scorable, system: str) -> int:
    """The game's score in `system` ("windows", "sun" or "edderkop"; ValueError otherwise)."""
    return score_positions(game.start_position(), game.position(), system)


def parts(game: Scorable) -> Parts:
    """The parts of the game's score as it stands."""
    return parts_of(game.start_position(), game.position())


def all_scores(game: Scorable) -> dict[str, int]:
    """The game's score in every system, by system key."""
    start, now = game.start_position(), game.position()
    counted = parts_of(start, now)
    return {system: score_parts(counted, system, now.score) for system in SYSTEMS}


def maximum(variant: Variant, system: str) -> int:
    """The score of a won game of `variant` dealt from the start in `system`; for Windows the
    ceiling no game reaches (every win needs at least one action a sequence)."""
    hidden = variant.start_hidden
    turned = sum(hidden)
    columns = sum(1 for n in hidden if n > 0)
    won = Parts(turned, columns, 0, variant.sequences, 0)
    return score_parts(won, system, START_SCORE + SEQUENCE_BONUS * variant.sequences)
