"""Which effect a piece of news plays, and how much each matters. No Qt here.

The effects are WAV files in resources/sounds/, made by tools/make_sounds.py. One action
plays one effect, the one that says the most: a move that turns a card up is heard as the
turn, a move that completes a sequence as its removal. So a deal of ten cards is one riffle,
never ten taps.
"""

from __future__ import annotations

from spiderette_qt.engine.records import ActionRecord

PICK_UP = "pick_up"
PLACE = "place"
REFUSED = "refused"
DEAL = "deal"
TURN = "turn"
REMOVED = "removed"
UNDO = "undo"
WIN = "win"

#: Every effect, with its priority: a sound may sound over a quieter moment's sound of lower
#: priority (a win over the removal that won it), never over an equal or higher one
#: (spiderette_qt/sound/gate.py).
_LEAST_TO_MOST: tuple[tuple[str, ...], ...] = (
    (PICK_UP,), (PLACE, UNDO), (DEAL, TURN), (REFUSED,), (REMOVED,), (WIN,))
PRIORITY: dict[str, int] = {name: rank for rank, names in enumerate(_LEAST_TO_MOST)
                            for name in names}
EFFECTS: tuple[str, ...] = tuple(PRIORITY)


def effect_of(record: ActionRecord) -> str:
    """The one effect an action plays."""
    if record.removed:
        return REMOVED
    if record.kind == "undo":
        return UNDO
    if any(face_up for _card, face_up in record.flipped):
        return TURN
    if record.kind == "deal":
        return DEAL
    return PLACE
