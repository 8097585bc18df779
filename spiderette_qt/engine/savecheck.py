"""Reading a save's parts and checking them against the rules (shared by every version).

Everything raises ValueError("bad Spiderette save: ...") saying what is wrong and where.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .errors import PositionError
from .position import SEQUENCE_BONUS, History, Position
from .records import Move
from .variants import Variant

MAX_COUNT = 1_000_000_000  # bound for score and move counter: rejects absurd numbers


@dataclass(frozen=True, slots=True)
class SavedGame:
    """What a save holds: enough for Game.resume(start, history, number)."""

    start: Position
    history: History
    current: Position
    number: int | None
    before: tuple[Move | None, ...] | None = None  # start -> history.base, when kept
    undo_all: bool = False  # undo reaches all the way back, not only over the undo_limit


@dataclass(frozen=True, slots=True)
class Header:
    """The parts every version has: which deal, of which game."""

    version: int
    variant: Variant
    suits: int
    deck: list[Any]
    number: int | None
    data: dict[str, Any]


def need(cond: bool, message: str) -> None:
    if not cond:
        raise ValueError(f"bad Spiderette save: {message}")


# The messages below are made only when a check fails: made for every value (show() is a
# json.dumps), they were most of the time a 100,000-action save took to load.
def whole(value: object, where: str, lo: int, hi: int) -> int:
    if type(value) is not int:
        need(False, f"{where} must be a whole number, not {show(value)}")
    assert isinstance(value, int)
    if not lo <= value <= hi:
        need(False, f"{where} must be {lo}..{hi}, not {value}")
    return value


def items(value: object, where: str) -> list[Any]:
    if not isinstance(value, list):
        need(False, f"{where} must be a list, not {show(value)}")
    assert isinstance(value, list)
    return value


def fields(value: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    if not isinstance(value, dict):
        need(False, f"{where} must be an object, not {show(value)}")
    assert isinstance(value, dict)
    missing = [k for k in keys if k not in value]
    if missing:
        need(False, f"{where} lacks {', '.join(missing)}")
    return value


def show(value: object) -> str:
    try:
        text = json.dumps(value)
    except (ValueError, TypeError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def read_actions(value: object, where: str, variant: Variant) -> list[Move | None]:
    result: list[Move | None] = []
    for n, action in enumerate(items(value, where), 1):
        result.append(read_action(action, f"{where} entry {n}", variant))
    return result


def read_action(action: object, name: str, variant: Variant) -> Move | None:
    if action == "deal":
        return None
    body = fields(action, f"{name} action", ("move",))
    if len(body) != 1:
        need(False, f"{name} action must be {{\"move\": [source, count, target]}} or "
             f"\"deal\", not {show(action)}")
    triple = items(body["move"], f"{name} move")
    if len(triple) != 3:
        need(False, f"{name} move must be [source, count, target]")
    last = variant.columns - 1
    return Move(whole(triple[0], f"{name} source", 0, last),
                whole(triple[1], f"{name} count", 1, variant.deck_size),
                whole(triple[2], f"{name} target", 0, last))


def replay(position: Position, actions: list[Move | None], where: str,
           end: Position | None, befores: list[Position] | None = None) -> None:
    """Play each action from `position` (a copy): each must be legal, lead to the next
    'before' state when the save lists them (version 1), and the last one to `end`."""
    pos = position.copy()
    for n, action in enumerate(actions, 1):
        if befores is not None:
            need(befores[n - 1] == pos, f"{where} entry {n - 1} does not lead to the state "
                 "that follows it" if n > 1 else f"{where} entry 1 does not start from the state")
        refusal = pos.refusal(action)
        if refusal is not None:
            raise ValueError(f"bad Spiderette save: {where} entry {n} is refused: "
                             f"{refusal.value}")
        pos.apply(action)
    if end is not None:
        need(pos == end, f"{where} entry {len(actions)} does not lead to the state that "
             "follows it" if actions else f"{where}: the history does not lead to the state")


def _ids(value: object, where: str, size: int) -> list[int]:
    return [whole(v, f"a card id in {where}", 0, size - 1) for v in items(value, where)]


def read_state(value: object, where: str, deal: Position, start: Position | None) -> Position:
    """Read one state and check what the rules allow: against `start` (face-down cards dealt
    there, its stock's tail, the score), or only its form when start is None."""
    state = fields(value, where, ("columns", "stock", "removed", "score", "moves"))
    variant, size = deal.variant, len(deal.deck)
    columns = items(state["columns"], f"{where} columns")
    need(len(columns) == variant.columns,
         f"{where} must have {variant.columns} columns, not {len(columns)}")
    laid = []
    for c, item in enumerate(columns):
        name = f"{where} column {c + 1}"
        column = fields(item, name, ("hidden", "visible"))
        laid.append((_ids(column["hidden"], f"{name} hidden", size),
                     _ids(column["visible"], name, size)))
    stock = _ids(state["stock"], f"{where} stock", size)
    removed = [_ids(seq, f"{where} removed sequence {n + 1}", size)
               for n, seq in enumerate(items(state["removed"], f"{where} removed"))]
    moves = whole(state["moves"], f"{where} moves", 0, MAX_COUNT)
    score = whole(state["score"], f"{where} score", -MAX_COUNT, MAX_COUNT)
    try:
        pos = Position.build(variant, deal.suits, deal.deck, laid, stock, removed, score, moves)
    except PositionError as exc:
        raise ValueError(f"bad Spiderette save: {where}: {exc}") from None
    if start is not None:
        check_reachable(pos, start, where)
    return pos


def check_reachable(pos: Position, start: Position, where: str) -> None:
    """What any position played from `start` keeps: the rest is for the replay to check."""
    for c, (col, h) in enumerate(zip(pos.cols, pos.hidden, strict=True)):
        # Face-down cards never move: they are the ones the start put there, bottom first,
        # and never more of them than the start put face down there.
        need(h <= start.hidden[c] and col[:h] == start.cols[c][:h],
             f"{where} column {c + 1}: the face-down cards are not the ones the deal put there")
    sizes, left = [len(start.stock)], len(start.stock)
    while left:
        left -= min(start.variant.deal_size, left)
        sizes.append(left)
    need(len(pos.stock) in sizes, f"{where} stock cannot hold {len(pos.stock)} cards")
    need(pos.stock == start.stock[len(start.stock) - len(pos.stock):],
         f"{where} stock is not what is left of the deal's stock")
    need(pos.removed[:len(start.removed)] == start.removed,
         f"{where}: the sequences removed at the start are not all removed")
    deals_made = sizes.index(len(pos.stock))
    moves = pos.moves - start.moves
    need(moves >= deals_made, f"{where}: {pos.moves} moves cannot include {deals_made} deals")
    expected = start.score - moves + SEQUENCE_BONUS * (len(pos.removed) - len(start.removed))
    need(pos.score == expected,
         f"{where}: score {pos.score} does not match {pos.moves} moves and "
         f"{len(pos.removed)} removed sequences (it would be {expected})")
