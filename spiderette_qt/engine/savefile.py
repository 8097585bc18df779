"""A game as versioned JSON text, and back, checking everything on the way in.

This module knows Positions and History (position.py), never Game: Game.to_json() hands it a
SavedGame made of Game's public readings, and Game.from_json() resumes the SavedGame it gets
back, so game imports savefile and not the other way round.

Form (version 2)::

    {"format": "spiderette-game", "version": 2, "variant": "spider", "suits": 4,
     "code": "SP4-S1-AAAAABD" or null, "deck": ["9H", ... every card in from_deck order],
     "start": null or STATE, "base": null or STATE, "state": STATE,
     "undo": [ACTION, ... oldest first], "redo": [ACTION, ... next redo first],
     "undo_trimmed": false, "undo_reach": "rules" or "all", "before": [ACTION, ...] (optional)}
    STATE = {"columns": [{"hidden": [ids], "visible": [ids]} x columns], "stock": [ids],
             "removed": [[13 ids, king first], ...], "score": 447, "moves": 53}
    ACTION = {"move": [source, count, target]} or "deal"

"start" is null for a game that began with the first deal of "deck" (always, when there is a
code), else the position it was set up in. "base" is the position before the oldest action
undo reaches; replaying "undo" from it gives "state", and "redo" then plays from "state".
"base" is null when it is the start, or when there is nothing to undo (then it is "state":
a save without history says only where the game is). "before" (only when undo_trimmed, and
optional: older saves lack it) lists the actions from the start to "base", so a game record
can list the game from its deal. "undo_reach" says how far undo reached in this game: "rules",
the variant's undo_limit (undo and redo together keep at most that many actions), or "all",
all the way back (any number). A save without it (older ones) reads as "rules". Version 1
(read by savefile_v1.py) is Spiderette's older form: no "variant", "start" or "base", and each
history entry is {"before": STATE, "action": ACTION}.

Card ids are indexes into "deck". Every state is checked against the start (face-down cards
are the ones dealt there, the stock is what is left of its stock, the score adds up) and
every action is replayed, so a history the rules could not have produced is refused.
Anything wrong raises ValueError with a message that says what and where; nothing else
escapes.
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Sequence
from typing import Any

from .cards import either
from .codes import format_code, parse_code, shuffled_deck
from .position import History, Position, check_deck
from .records import Move
from .savecheck import (
    Header,
    SavedGame,
    fields,
    items,
    need,
    read_actions,
    read_state,
    replay,
    show,
)
from .savefile_v1 import load_v1
from .variants import DEFAULT_VARIANT, VARIANTS

__all__ = ["FORMAT", "VERSION", "VERSIONS", "SavedGame", "dumps", "loads"]

FORMAT = "spiderette-game"
VERSION = 2
VERSIONS = (1, 2)  # every version this engine reads
MAX_TEXT = 8_000_000  # far above any real save (a version-1 save of 100 snapshots is ~60 kB)
REACHES = ("rules", "all")  # "undo_reach": the variant's undo_limit, or all the way back


# ---------------------------------------------------------------------- writing
def state_json(position: Position) -> dict[str, Any]:
    return {
        "columns": [{"hidden": col[:h], "visible": col[h:]}
                    for col, h in zip(position.cols, position.hidden, strict=True)],
        "stock": list(position.stock),
        "removed": [list(seq) for seq in position.removed],
        "score": position.score,
        "moves": position.moves,
    }


def action_json(action: Move | None) -> Any:
    return "deal" if action is None else {"move": [action.source, action.count, action.target]}


def action_text(action: Move | None) -> str:
    """json.dumps(action_json(action), separators=(",", ":")), 15 times faster: a 100,000-
    action game's first save encodes every action."""
    if action is None:
        return '"deal"'
    return f'{{"move":[{action.source},{action.count},{action.target}]}}'


class ActionsText:
    """The JSON text of a list of actions that mostly grows (a long game's "before", or the
    line undo and redo reach), kept as it grows: a save re-encoded every action the game
    ever played (about 33 ms a save at 10,000 actions, half a second at 100,000), now only
    the ones played since. Cutting it back (a new action after undo) and reading a slice
    of it are string slices, not encoding."""

    def __init__(self) -> None:
        self.count = 0  # actions encoded so far
        self._text = ""
        self._ends = array("q")  # where each action's text ends in _text

    def extend(self, actions: Sequence[Move | None]) -> None:
        if actions:
            parts = [action_text(a) for a in actions]
            end = len(self._text)
            for part in parts:
                end += len(part) + (1 if end else 0)  # the comma before all but the first
                self._ends.append(end)
            new = ",".join(parts)
            self._text = f"{self._text},{new}" if self._text else new
            self.count += len(actions)

    def truncate(self, count: int) -> None:
        """Keep only the first `count` actions."""
        if count < self.count:
            self._text = self._text[:self._ends[count - 1]] if count else ""
            del self._ends[count:]
            self.count = count

    def text(self, start: int = 0, stop: int | None = None) -> str:
        """The JSON text of the list's actions[start:stop]: [ACTION,...]."""
        stop = self.count if stop is None else stop
        if start >= stop:
            return "[]"
        begin = self._ends[start - 1] + 1 if start else 0
        return f"[{self._text[begin:self._ends[stop - 1]]}]"


def dumps(saved: SavedGame, before_text: str | None = None, *, undo_text: str | None = None,
          redo_text: str | None = None) -> str:
    """The save's JSON text. `before_text`, `undo_text`, `redo_text`: the "before", "undo" and
    "redo" lists already encoded (ActionsText), given instead of saved.before and the
    history's; the text says the same either way."""
    start, history = saved.start, saved.history
    has_undo = bool(history.undo) if undo_text is None else undo_text != "[]"
    dealt = start == Position.dealt(start.variant, start.suits, start.deck)
    code = None
    if saved.number is not None:
        code = format_code(start.suits, saved.number, variant=start.variant)
    data = {
        "format": FORMAT,
        "version": VERSION,
        "variant": start.variant.key,
        "suits": start.suits,
        "code": code,
        "deck": [str(card) for card in start.deck],
        "start": None if dealt else state_json(start),
        "base": (None if not has_undo or history.base == start
                 else state_json(history.base)),
        "state": state_json(saved.current),
    }
    # Lists given as text go last: the dict's text with them spliced in before the brace.
    spliced = []
    for key, listed, text in (("undo", history.undo, undo_text),
                              ("redo", history.redo, redo_text)):
        if text is None:
            data[key] = [action_json(a) for a in listed]
        else:
            spliced.append(f'"{key}":{text}')
    data["undo_trimmed"] = history.trimmed
    data["undo_reach"] = REACHES[saved.undo_all]
    if before_text is not None and history.trimmed:
        spliced.append('"before":' + before_text)
    elif saved.before is not None and history.trimmed:
        data["before"] = [action_json(a) for a in saved.before]
    text = json.dumps(data, separators=(",", ":"))
    return text[:-1] + "".join("," + part for part in spliced) + "}" if spliced else text


# ---------------------------------------------------------------------- reading
def loads(text: object) -> SavedGame:
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ValueError(f"not a Spiderette save: the text is not UTF-8 ({exc})") from None
    if not isinstance(text, str):
        raise ValueError(f"not a Spiderette save: expected text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise ValueError(f"not a Spiderette save: {len(text)} characters is far too long")
    try:
        data = json.loads(text)
    except RecursionError:
        raise ValueError("not a Spiderette save: the JSON is nested too deeply") from None
    except ValueError as exc:
        raise ValueError(f"not a Spiderette save: the JSON cannot be read ({exc})") from None
    try:
        return _load(data)
    except RecursionError:
        raise ValueError("not a Spiderette save: the data is nested too deeply") from None
    except (TypeError, KeyError, IndexError, AttributeError) as exc:  # defence in depth
        raise ValueError(f"not a Spiderette save: malformed data ({exc!r})") from None


def _header(data: object) -> Header:
    top = fields(data, "the file", ("format", "version"))
    need(top["format"] == FORMAT, f"format must be {FORMAT!r}, not {show(top['format'])}")
    version = top["version"]
    need(type(version) is int and version in VERSIONS,
         f"version {show(version)} is unknown (this Spiderette reads versions "
         f"{', '.join(map(str, VERSIONS))})")
    variant = DEFAULT_VARIANT
    if version >= 2:
        key = fields(top, "the file", ("variant",))["variant"]
        need(isinstance(key, str) and key in VARIANTS,
             f"variant must be one of {', '.join(VARIANTS)}, not {show(key)}")
        variant = VARIANTS[key]
    fields(top, "the file", ("suits", "code", "deck", "state", "undo", "redo", "undo_trimmed"))
    suits = top["suits"]
    need(type(suits) is int and suits in variant.suit_counts,
         f"suits must be {either(list(map(str, variant.suit_counts)))}, not {show(suits)}")
    deck_strings = items(top["deck"], "deck")
    need(all(isinstance(s, str) for s in deck_strings), "the deck must be a list of card texts")
    try:
        deck = check_deck(deck_strings, suits, variant)
    except ValueError as exc:
        raise ValueError(f"bad Spiderette save: deck: {exc}") from None
    code, number = top["code"], None
    if code is not None:
        need(isinstance(code, str), f"code must be text or null, not {show(code)}")
        try:
            parsed = parse_code(code)
        except ValueError as exc:
            raise ValueError(f"bad Spiderette save: code: {exc}") from None
        need(parsed.suits == suits, f"code {code} is a {parsed.suits}-suit deal, not {suits}")
        need(parsed.variant == variant,
             f"code {code} is a deal of {parsed.variant.name}, not of {variant.name}")
        need(shuffled_deck(parsed.suits, parsed.number, parsed.version, variant) == deck,
             f"the deck does not match the cards of code {code}")
        number = parsed.number
    need(isinstance(top["undo_trimmed"], bool), "undo_trimmed must be true or false")
    return Header(version, variant, suits, deck, number, top)


def _load(data: object) -> SavedGame:
    head = _header(data)
    if head.version == 1:
        return load_v1(head)
    top = head.data
    fields(top, "the file", ("start", "base"))
    dealt = Position.dealt(head.variant, head.suits, head.deck)
    start = dealt
    if top["start"] is not None:
        need(head.number is None, "a game with a code starts with its deal (start must be null)")
        start = read_state(top["start"], "start", dealt, None)
    current = read_state(top["state"], "state", start, start)
    undo = read_actions(top["undo"], "undo", head.variant)
    if top["base"] is not None:
        base = read_state(top["base"], "base", start, start)
    else:
        base = start if undo else current
    redo = read_actions(top["redo"], "redo", head.variant)
    reach = top.get("undo_reach", "rules")
    need(isinstance(reach, str) and reach in REACHES,
         f"undo_reach must be {' or '.join(REACHES)}, not {show(reach)}")
    limit = head.variant.undo_limit
    need(reach == "all" or len(undo) + len(redo) <= limit,
         f"undo and redo keep at most {limit} actions together, not {len(undo) + len(redo)}")
    replay(base, undo, "undo", current)
    replay(current, redo, "redo", None)
    before = None
    if top.get("before") is not None:  # the actions undo no longer reaches (records)
        before = read_actions(top["before"], "before", head.variant)
        replay(start, before, "before", base)
    return SavedGame(start, History(base, tuple(undo), tuple(redo), top["undo_trimmed"]),
                     current, head.number, None if before is None else tuple(before),
                     undo_all=reach == "all")


