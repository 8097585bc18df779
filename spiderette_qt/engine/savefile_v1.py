"""Version 1 of the save file (Spiderette before the family): read, never written.

Form::

    {"format": "spiderette-game", "version": 1, "suits": 4,
     "code": "SD4-S1-AAAAABD" or null, "deck": ["9H", ... 52 cards in from_deck order],
     "state": STATE, "undo": [ENTRY, ... oldest first], "redo": [ENTRY, ... next redo first],
     "undo_trimmed": false}
    ENTRY = {"before": STATE, "action": {"move": [source, count, target]} or "deal"}

STATE as in version 2 (savefile.py). Every such file is a Spiderette game that started with
its deal. Each entry's "before" state is checked against the deal, and the chain is replayed:
every action must be legal and lead to the next entry's "before" (the last undo entry to
"state"). A file saved by the app before version 2 loads with its whole undo/redo history.
"""

from __future__ import annotations

from .position import History, Position
from .records import Move
from .savecheck import Header, SavedGame, fields, items, need, read_action, read_state, replay


def _entries(value: object, where: str, deal: Position) -> tuple[list[Position],
                                                                 list[Move | None]]:
    befores: list[Position] = []
    actions: list[Move | None] = []
    for n, item in enumerate(items(value, where), 1):
        name = f"{where} entry {n}"
        entry = fields(item, name, ("before", "action"))
        befores.append(read_state(entry["before"], f"{name} before", deal, deal))
        actions.append(read_action(entry["action"], name, deal.variant))
    return befores, actions


def load_v1(head: Header) -> SavedGame:
    top = head.data
    deal = Position.dealt(head.variant, head.suits, head.deck)
    current = read_state(top["state"], "state", deal, deal)
    undo_befores, undo = _entries(top["undo"], "undo", deal)
    redo_befores, redo = _entries(top["redo"], "redo", deal)
    limit = head.variant.undo_limit
    need(len(undo) <= limit and len(redo) <= limit,
         f"undo and redo keep at most {limit} actions each")
    base = undo_befores[0] if undo_befores else current
    replay(base, undo, "undo", current, undo_befores)
    replay(current, redo, "redo", None, redo_befores)
    return SavedGame(deal, History(base, tuple(undo), tuple(redo), top["undo_trimmed"]),
                     current, head.number)
