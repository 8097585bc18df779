"""The value types the engine hands out: a move, a picture of the table, an action record.

The presenter animates ``ActionRecord.phases``; each phase is a ``TableState`` (where every
card id is and whether it is face up). See docs/ARCHITECTURE.md for the contract.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Move:
    source: int  # column the run leaves (0 .. variant.columns - 1)
    count: int  # cards taken from the end of the source column
    target: int  # column that receives them


@dataclass(frozen=True, slots=True)
class TableState:
    # variant.columns columns of (card id, face_up), bottom first
    columns: tuple[tuple[tuple[int, bool], ...], ...]
    stock: tuple[int, ...]  # next card dealt first
    removed: tuple[tuple[int, ...], ...]  # removed sequences, oldest first; ids king..ace


@dataclass(frozen=True, slots=True)
class ActionRecord:
    kind: str  # "move" | "deal" | "undo" | "redo"
    move: Move | None  # the move (for undo/redo: the move undone/redone); None for a deal
    moved: tuple[tuple[int, int, int], ...] = ()  # (card id, from column, to column)
    dealt: tuple[tuple[int, int], ...] = ()  # (card id, column), in dealing order
    undealt: tuple[tuple[int, int], ...] = ()  # (card id, column) back to the stock (undo)
    flipped: tuple[tuple[int, bool], ...] = ()  # (card id, now face up?)
    removed: tuple[int, ...] = ()  # columns whose completed sequence left the table
    restored: tuple[int, ...] = ()  # columns a sequence came back to (undo)
    phases: tuple[TableState, ...] = ()  # pictures to animate; phases[-1] == game.table()
