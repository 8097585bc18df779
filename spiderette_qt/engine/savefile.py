"""A Game as versioned JSON text, and back, checking everything on the way in.

Form (version 2; version 1 is the same without "variant", and is always Spiderette)::

    {"format": "spiderette-game", "version": 2, "variant": "spider", "suits": 4,
     "code": "SP4-S1-AAAAABD" or null, "deck": ["9H", ... every card in from_deck order],
     "state": STATE, "undo": [ENTRY, ... oldest first], "redo": [ENTRY, ... next redo first],
     "undo_trimmed": false}
    STATE = {"columns": [{"hidden": [ids], "visible": [ids]} x columns], "stock": [ids],
             "removed": [[13 ids, king first], ...], "score": 447, "moves": 53}
    ENTRY = {"before": STATE, "action": {"move": [source, count, target]} or "deal"}

Card ids are indexes into "deck". Loading replays every history entry from its "before"
state, so a history that the rules could not have produced is refused. Anything wrong raises
ValueError with a message that says what and where; nothing else escapes.
"""

from __future__ import annotations

import json
from typing import Any

from .cards import Card
from .codes import parse_code, shuffled_deck
from .errors import IllegalMove
from .game import (
    SEQUENCE,
    SEQUENCE_BONUS,
    START_SCORE,
    Game,
    HistoryEntry,
    Snapshot,
    check_deck,
)
from .records import Move
from .variants import DEFAULT_VARIANT, VARIANTS, Variant

FORMAT = "spiderette-game"
VERSION = 2
VERSIONS = (1, 2)  # every version this engine reads
MAX_TEXT = 8_000_000  # far above any real save (about 800 snapshots of 104 ids)
MAX_COUNT = 10**9  # bound for score and move counter: rejects absurd numbers


def _state_json(snap: Snapshot) -> dict[str, Any]:
    cols, hidden, stock, removed, score, moves = snap
    return {
        "columns": [{"hidden": list(col[:h]), "visible": list(col[h:])}
                    for col, h in zip(cols, hidden, strict=True)],
        "stock": list(stock),
        "removed": [list(seq) for seq in removed],
        "score": score,
        "moves": moves,
    }


def _entry_json(entry: HistoryEntry) -> dict[str, Any]:
    move = entry.record.move
    action: Any = "deal" if move is None else {"move": [move.source, move.count, move.target]}
    return {"before": _state_json(entry.before), "action": action}


def game_to_json(game: Game) -> str:
    data = {
        "format": FORMAT,
        "version": VERSION,
        "variant": game.variant.key,
        "suits": game.suits,
        "code": game.code,
        "deck": [str(card) for card in game.deck],
        "state": _state_json(game._snapshot()),
        "undo": [_entry_json(e) for e in game._undo],
        "redo": [_entry_json(e) for e in reversed(game._redo)],
        "undo_trimmed": game._trimmed,
    }
    return json.dumps(data, separators=(",", ":"))


def game_from_json(text: object) -> Game:
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


def _need(cond: bool, message: str) -> None:
    if not cond:
        raise ValueError(f"bad Spiderette save: {message}")


def _int(value: object, where: str, lo: int, hi: int) -> int:
    _need(type(value) is int, f"{where} must be a whole number, not {_show(value)}")
    assert isinstance(value, int)
    _need(lo <= value <= hi, f"{where} must be {lo}..{hi}, not {value}")
    return value


def _list(value: object, where: str) -> list[Any]:
    _need(isinstance(value, list), f"{where} must be a list, not {_show(value)}")
    assert isinstance(value, list)
    return value


def _dict(value: object, where: str, keys: tuple[str, ...]) -> dict[str, Any]:
    _need(isinstance(value, dict), f"{where} must be an object, not {_show(value)}")
    assert isinstance(value, dict)
    missing = [k for k in keys if k not in value]
    _need(not missing, f"{where} lacks {', '.join(missing)}")
    return value


def _show(value: object) -> str:
    try:
        text = json.dumps(value)
    except (ValueError, TypeError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= 40 else text[:37] + "..."


def _ids(value: object, where: str, game: Game) -> tuple[int, ...]:
    return tuple(_int(v, f"a card id in {where}", 0, len(game.deck) - 1)
                 for v in _list(value, where))


def _load(data: object) -> Game:
    top = _dict(data, "the file", ("format", "version"))
    _need(top["format"] == FORMAT, f"format must be {FORMAT!r}, not {_show(top['format'])}")
    version = top["version"]
    _need(type(version) is int and version in VERSIONS,
          f"version {_show(version)} is unknown (this Spiderette reads versions "
          f"{', '.join(map(str, VERSIONS))})")
    variant: Variant = DEFAULT_VARIANT
    if version >= 2:
        key = _dict(data, "the file", ("variant",))["variant"]
        _need(isinstance(key, str) and key in VARIANTS,
              f"variant must be one of {', '.join(VARIANTS)}, not {_show(key)}")
        variant = VARIANTS[key]
    top = _dict(data, "the file", ("suits", "code", "deck", "state", "undo", "redo",
                                   "undo_trimmed"))
    suits = top["suits"]
    _need(type(suits) is int and suits in (1, 2, 4), f"suits must be 1, 2 or 4, not {_show(suits)}")
    deck_strings = _list(top["deck"], "deck")
    _need(all(isinstance(s, str) for s in deck_strings), "the deck must be a list of card texts")
    try:
        deck = check_deck(deck_strings, suits, variant)
    except ValueError as exc:
        raise ValueError(f"bad Spiderette save: deck: {exc}") from None
    code, number = top["code"], None
    if code is not None:
        _need(isinstance(code, str), f"code must be text or null, not {_show(code)}")
        try:
            parsed = parse_code(code)
        except ValueError as exc:
            raise ValueError(f"bad Spiderette save: code: {exc}") from None
        _need(parsed.suits == suits, f"code {code} is a {parsed.suits}-suit deal, not {suits}")
        _need(parsed.variant == variant, f"code {code} is a deal of {parsed.variant.name}, "
              f"not of {variant.name}")
        _need(shuffled_deck(parsed.suits, parsed.number, parsed.version, variant) == deck,
              f"the deck does not match the cards of code {code}")
        number = parsed.number
    trimmed = top["undo_trimmed"]
    _need(isinstance(trimmed, bool), "undo_trimmed must be true or false")

    game = Game(deck, suits, number, variant)
    start = game._snapshot()
    current = _state(top["state"], "state", game, start)
    undo = _entries(top["undo"], "undo", game, start)
    redo = _entries(top["redo"], "redo", game, start)
    limit = variant.undo_limit
    _need(len(undo) <= limit and len(redo) <= limit,
          f"undo and redo keep at most {limit} actions each")
    undo_entries = _replay(game, undo, current, "undo")
    redo_entries = _replay(game, redo, None, "redo")
    if redo_entries:
        _need(redo_entries[0].before == current, "redo entry 1 does not start from the state")
    game._restore(current)
    game._undo = undo_entries
    game._redo = list(reversed(redo_entries))
    game._trimmed = trimmed
    return game


def _entries(value: object, where: str, game: Game,
             start: Snapshot) -> list[tuple[Snapshot, Move | None]]:
    result: list[tuple[Snapshot, Move | None]] = []
    for n, item in enumerate(_list(value, where), 1):
        name = f"{where} entry {n}"
        entry = _dict(item, name, ("before", "action"))
        before = _state(entry["before"], f"{name} before", game, start)
        action = entry["action"]
        move: Move | None = None
        if action != "deal":
            body = _dict(action, f"{name} action", ("move",))
            triple = _list(body["move"], f"{name} move")
            _need(len(triple) == 3, f"{name} move must be [source, count, target]")
            last = game.variant.columns - 1
            move = Move(_int(triple[0], f"{name} source", 0, last),
                        _int(triple[1], f"{name} count", 1, len(game.deck)),
                        _int(triple[2], f"{name} target", 0, last))
        result.append((before, move))
    return result


def _replay(game: Game, entries: list[tuple[Snapshot, Move | None]], end: Snapshot | None,
            where: str) -> list[HistoryEntry]:
    """Redo each action from its saved 'before' state; each must lead to the next state."""
    result = []
    for n, (before, action) in enumerate(entries, 1):
        game._restore(before)
        try:
            if action is None:
                refusal = game._deal_refusal()
                if refusal is not None:
                    raise IllegalMove(refusal)
                record = game._apply_deal()
            else:
                game.check_move(action.source, action.count, action.target)
                record = game._apply_move(action)
        except IllegalMove as exc:
            raise ValueError(f"bad Spiderette save: {where} entry {n} is refused: {exc}") from None
        after = game._snapshot()
        following = entries[n][0] if n < len(entries) else end
        _need(following is None or following == after,
              f"{where} entry {n} does not lead to the state that follows it")
        result.append(HistoryEntry(before, after, record))
    return result


def _state(value: object, where: str, game: Game, start: Snapshot) -> Snapshot:
    """Read and check one state against the deal: what the rules allow, and nothing else."""
    state = _dict(value, where, ("columns", "stock", "removed", "score", "moves"))
    variant = game.variant
    size = len(game.deck)
    columns = _list(state["columns"], f"{where} columns")
    _need(len(columns) == variant.columns,
          f"{where} must have {variant.columns} columns, not {len(columns)}")
    cols, hidden = [], []
    for c, item in enumerate(columns):
        name = f"{where} column {c + 1}"
        column = _dict(item, name, ("hidden", "visible"))
        down = _ids(column["hidden"], f"{name} hidden", game)
        up = _ids(column["visible"], name, game)
        _need(bool(up) or not down, f"{name} has face-down cards but no face-up card")
        # Face-down cards never move: they are the ones the deal put there, bottom first,
        # and never more of them than the deal put face down there.
        _need(len(down) <= start[1][c] and down == start[0][c][:len(down)],
              f"{name}: the face-down cards are not the ones the deal put there")
        cols.append(down + up)
        hidden.append(len(down))
    stock = _ids(state["stock"], f"{where} stock", game)
    _need(len(stock) in variant.stock_sizes, f"{where} stock cannot hold {len(stock)} cards")
    _need(stock == start[2][len(start[2]) - len(stock):],
          f"{where} stock is not what is left of the deal's stock")
    removed = []
    for n, seq_value in enumerate(_list(state["removed"], f"{where} removed")):
        seq = _ids(seq_value, f"{where} removed sequence {n + 1}", game)
        _need(_is_sequence(game, seq),
              f"{where} removed sequence {n + 1} is not a king..ace run of one suit")
        removed.append(seq)
    _need(len(removed) <= variant.sequences,
          f"{where} has more than {variant.sequences} removed sequences")
    every = [i for col in cols for i in col] + list(stock) + [i for s in removed for i in s]
    seen = set(every)
    _need(len(every) == size and len(seen) == size,
          f"{where}: the card ids are not a permutation of 0..{size - 1} "
          f"({len(every)} ids, missing {sorted(set(range(size)) - seen)[:5]})")
    for c, col in enumerate(cols):
        _need(len(col) - hidden[c] < SEQUENCE or not _is_sequence(game, col[-SEQUENCE:]),
              f"{where} column {c + 1} ends with a sequence that should have been removed")
    moves = _int(state["moves"], f"{where} moves", 0, MAX_COUNT)
    score = _int(state["score"], f"{where} score", -MAX_COUNT, MAX_COUNT)
    deals_made = variant.stock_sizes.index(len(stock))
    _need(moves >= deals_made, f"{where}: {moves} moves cannot include {deals_made} deals")
    expected = START_SCORE - moves + SEQUENCE_BONUS * len(removed)
    _need(score == expected,
          f"{where}: score {score} does not match {moves} moves and {len(removed)} "
          f"removed sequences (it would be {expected})")
    return (tuple(cols), tuple(hidden), stock, tuple(removed), score, moves)


def _is_sequence(game: Game, ids: tuple[int, ...]) -> bool:
    cards: list[Card] = [game.deck[i] for i in ids]
    return (len(cards) == SEQUENCE and all(card.suit is cards[0].suit for card in cards)
            and [card.rank for card in cards] == list(range(SEQUENCE, 0, -1)))
