"""Game records: a game as a short text a person can read, edit and share (like chess's PGN).

Form (version 1)::

    Format: spiderette-record 1
    Code: SD2-S1-AAAAABD
    Game: Spiderette
    Suits: 2
    Date: 2026-12-03
    Result: won
    Score: 847
    Moves: 53

    1. 7:1>3
    2. 6:2>1
    3. deal
    ...
    Position: SD2 -/-/-/-/-/-/- - SSHH 847 53

- Header lines are ``Key: value`` before the first action. ``Format``, ``Game`` and
  ``Suits`` are required; ``Code`` is the deal's game code (``-`` for a game without one);
  ``Start`` (a position notation, see notation.py) is there when the game did not start
  from its deal's first position (then the record replays from that position); ``Date``,
  ``Daily`` (the date of a deal of the day), ``Result`` (``won`` or ``unfinished``),
  ``Score`` and ``Moves`` say where the record ends; other keys are kept as text and
  ignored, so a person may add ``Player:`` or ``Note:``.
- ``Score`` is in the scoring system the writer chose (scoring.py): a bare number is the
  Windows score (the only form before the other systems, still written for Windows, so such
  a record reads as before everywhere); another system is named after it, as in
  ``Score: 1020 (edderkop)``, so a reader whose own setting differs still knows what the
  number is. Either way it is checked against the replay, counted from the record's start.
- Actions are numbered from 1, one a line: ``S:C>T`` moves the last C cards of column S
  onto column T (columns counted from 1), ``deal`` deals from the stock.
- ``Position:`` (optional, after the actions) is the final position's notation.
- Blank lines and lines starting with ``#`` are ignored.

Reading checks everything before anything is built: each action is replayed on the
position core and must be legal; the header's result, score and move count and the final
position (when given) must be what the replay reaches. Anything wrong raises RecordError
(a ValueError) naming the line and the action. This module knows Positions, never Game:
Game.record() and Game.from_record() are thin wrappers over write() and read().
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from .cards import either
from .codes import parse_code, shuffled_deck
from .errors import PositionError
from .position import Position
from .records import Move
from .scoring import DEFAULT_SYSTEM, SYSTEMS, score_positions
from .variants import VARIANTS, Variant

FORMAT = "spiderette-record"
VERSION = 1
MAX_TEXT = 2_000_000  # characters; a record of a long Spider game is ~20 kB
MAX_ACTIONS = 100_000
# A Start line's score and move count: far beyond any real game (a Spider game ends in a
# few hundred actions), far below the save's bound, so a record's game can be played on.
MAX_START = 1_000_000
# ASCII digits only: `\d` also takes other scripts' digits (and int() reads some, not others),
# and no number in a record is longer than NUMBER_DIGITS (int() refuses past 4,300 digits).
_ACTION = re.compile(r"^([0-9]+)\s*\.\s*(.*?)\s*$")
_MOVE = re.compile(r"^([0-9]+)\s*:\s*([0-9]+)\s*>\s*([0-9]+)$")
#: The longest number a record may write (an action's number, a column, a card count).
NUMBER_DIGITS = 9
_HEADER = re.compile(r"^([A-Za-z][A-Za-z_-]*)\s*:\s*(.*?)\s*$")
# A Score value: the number, then the system in brackets when it is not Windows.
_SCORE = re.compile(r"^(-?[0-9]{1,12})(?:\s*\(\s*([A-Za-z]+)\s*\))?$")
RESULTS = ("won", "unfinished")


class RecordError(ValueError):
    """A record that cannot be read or replayed; str() names the line and the action."""

    def __init__(self, message: str, line: int | None = None, action: int | None = None,
                 ) -> None:
        self.line = line  # 1-based line of the text, or None for the whole record
        self.action = action  # 1-based action number, or None
        self.reason = message  # what is wrong, without the place
        where = []
        if line is not None:
            where.append(f"line {line}")
        if action is not None:
            where.append(f"action {action}")
        prefix = f"game record, {', '.join(where)}: " if where else "game record: "
        super().__init__(prefix + message)


@dataclass(frozen=True, slots=True)
class ParsedRecord:
    """What read() found, already replayed and checked."""

    variant: Variant
    suits: int
    number: int | None  # the deal number of the code, when the record starts at its deal
    start: Position
    actions: tuple[Move | None, ...]
    final: Position
    header: dict[str, str] = field(default_factory=dict)

    @property
    def date(self) -> datetime.date | None:
        return _date_or_none(self.header.get("date"))

    @property
    def daily(self) -> datetime.date | None:
        return _date_or_none(self.header.get("daily"))


def _date_or_none(text: str | None) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(text) if text else None
    except ValueError:
        return None


def action_text(action: Move | None) -> str:
    """One action in the record's notation (columns counted from 1)."""
    if action is None:
        return "deal"
    return f"{action.source + 1}:{action.count}>{action.target + 1}"


def parse_action(text: str, variant: Variant) -> Move | None:
    """An action from its notation; ValueError (without a place) when it is not one."""
    word = text.strip().lower()
    if word in ("deal", "d"):
        return None
    match = _MOVE.match(word)
    if match is None:
        raise ValueError(f"{text!r} is not an action (a move is like 7:1>3, or 'deal')")
    if any(len(group) > NUMBER_DIGITS for group in match.groups()):
        raise ValueError(f"{text[:40]!r}: the card count must be 1..{variant.deck_size} and "
                         f"the columns 1..{variant.columns}")
    source, count, target = (int(g) for g in match.groups())
    columns = variant.columns
    for name, column in (("source", source), ("target", target)):
        if not 1 <= column <= columns:
            raise ValueError(f"{text!r}: the {name} column must be 1..{columns}")
    if not 1 <= count <= variant.deck_size:
        raise ValueError(f"{text!r}: the card count must be 1..{variant.deck_size}")
    return Move(source - 1, count, target - 1)


def write(*, code: str | None, start: Position | None, variant: Variant, suits: int,
          actions: Sequence[Move | None], final: Position,
          date: datetime.date | None = None, daily: datetime.date | None = None,
          system: str = DEFAULT_SYSTEM, origin: Position | None = None) -> str:
    """The record's text. start: None when the game starts from the deal of its code;
    `origin` is then that deal (what a reader replays from), for a score in `system`
    other than Windows (scoring.py; ValueError for an unknown one)."""
    won = final.is_won
    first = start if start is not None else origin
    if system != DEFAULT_SYSTEM and first is None:
        raise ValueError("a score other than Windows needs the position the record starts at")
    score = score_text(final.score if first is None else
                       score_positions(first, final, system), system)
    lines = [f"Format: {FORMAT} {VERSION}", f"Code: {code or '-'}", f"Game: {variant.name}",
             f"Suits: {suits}"]
    if start is not None:
        lines.append(f"Start: {start.notation()}")
    lines.append(f"Date: {(date or datetime.date.today()).isoformat()}")
    if daily is not None:
        lines.append(f"Daily: {daily.isoformat()}")
    lines += [f"Result: {'won' if won else 'unfinished'}", f"Score: {score}",
              f"Moves: {final.moves}", ""]
    lines += [f"{n}. {action_text(a)}" for n, a in enumerate(actions, 1)]
    lines.append(f"Position: {final.notation()}")
    return "\n".join(lines) + "\n"


def score_text(score: int, system: str = DEFAULT_SYSTEM) -> str:
    """A Score line's value: the bare number for Windows, else the number and its system."""
    if system not in SYSTEMS:
        raise ValueError(f"unknown scoring {system!r}; the systems are {', '.join(SYSTEMS)}")
    return str(score) if system == DEFAULT_SYSTEM else f"{score} ({system})"


def parse_score(text: str) -> tuple[int, str]:
    """(score, system) of a Score line's value (ValueError, without a place, if it is bad)."""
    match = _SCORE.match(text.strip())
    if match is None:
        raise ValueError(f"the score must be a number, with its scoring in brackets when it "
                         f"is not Windows (like 1020 (edderkop)), not {text[:40]!r}")
    system = (match.group(2) or DEFAULT_SYSTEM).lower()
    if system not in SYSTEMS:
        raise ValueError(f"unknown scoring {match.group(2)[:20]!r} (the systems are "
                         f"{', '.join(SYSTEMS)})")
    return int(match.group(1)), system


def _variant_named(name: str) -> Variant | None:
    wanted = name.strip().lower()
    for variant in VARIANTS.values():
        if wanted in (variant.key, variant.name.lower(), variant.code_prefix.lower()):
            return variant
    return None


def read(text: object) -> ParsedRecord:
    """Parse, replay and check a record (see the module docstring); RecordError if bad.

    Every failure is a RecordError: the checks below name what is wrong, and a ValueError
    one of them missed is still the record's fault, never a crash of the app."""
    try:
        return _read(text)
    except RecordError:
        raise
    except (ValueError, OverflowError) as exc:
        raise RecordError(f"cannot read this record ({exc})") from exc


def _read(text: object) -> ParsedRecord:
    if isinstance(text, bytes | bytearray):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("the text is not UTF-8") from None
    if not isinstance(text, str):
        raise RecordError(f"expected text, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise RecordError(f"{len(text)} characters is far too long for a record")
    if "\x00" in text:
        raise RecordError("this is not text (it holds NUL bytes)")
    header: dict[str, str] = {}
    header_line: dict[str, int] = {}
    steps: list[tuple[int, str]] = []  # (line number, action text)
    final_text: tuple[int, str] | None = None
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if final_text is not None:
            raise RecordError("nothing may follow the final Position line", number)
        action = _ACTION.match(line)
        if action is not None:
            digits = action.group(1)
            if len(digits) > NUMBER_DIGITS or int(digits) != len(steps) + 1:
                shown = digits if len(digits) <= NUMBER_DIGITS else f"a {len(digits)}-digit number"
                raise RecordError(f"expected action {len(steps) + 1} here, not {shown}",
                                  number, len(steps) + 1)
            if len(steps) >= MAX_ACTIONS:
                raise RecordError(f"more than {MAX_ACTIONS} actions", number)
            steps.append((number, action.group(2)))
            continue
        pair = _HEADER.match(line)
        if pair is None:
            raise RecordError(f"cannot read {line[:40]!r} (a header is 'Key: value', an "
                              "action '12. 7:1>3')", number)
        key, value = pair.group(1).lower(), pair.group(2)
        if key == "position":
            final_text = (number, value)
            continue
        if steps:
            raise RecordError(f"the header line {pair.group(1)!r} comes after the actions",
                              number)
        if key in header:
            raise RecordError(f"{pair.group(1)!r} is given twice", number)
        header[key] = value
        header_line[key] = number
    return _check(header, header_line, steps, final_text)


def _need(header: dict[str, str], lines: dict[str, int], key: str) -> tuple[str, int]:
    if key not in header:
        raise RecordError(f"the header lacks {key.capitalize()}:")
    return header[key], lines[key]


def _check(header: dict[str, str], lines: dict[str, int], steps: list[tuple[int, str]],
           final_text: tuple[int, str] | None) -> ParsedRecord:
    form, at = _need(header, lines, "format")
    if form.split() != [FORMAT, str(VERSION)]:
        raise RecordError(f"the format must be '{FORMAT} {VERSION}', not {form[:40]!r}", at)
    name, at = _need(header, lines, "game")
    variant = _variant_named(name)
    if variant is None:
        raise RecordError(f"unknown game {name[:40]!r} (the games are "
                          f"{', '.join(v.name for v in VARIANTS.values())})", at)
    suits_text, at = _need(header, lines, "suits")
    if suits_text not in [str(n) for n in variant.suit_counts]:
        raise RecordError(f"the suit count of {variant.name} must be "
                          f"{either([str(n) for n in variant.suit_counts])}, not "
                          f"{suits_text[:20]!r}", at)
    suits = int(suits_text)
    code = header.get("code", "-")
    number = None
    deal = None
    if code != "-":
        try:
            parsed = parse_code(code)
        except ValueError as exc:
            raise RecordError(str(exc), lines["code"]) from None
        if (parsed.variant, parsed.suits) != (variant, suits):
            raise RecordError(f"code {parsed} is not a {suits}-suit game of {variant.name}",
                              lines["code"])
        number = parsed.number
        deal = Position.dealt(variant, suits, shuffled_deck(suits, number, parsed.version,
                                                            variant))
    if "start" in header:
        try:
            start = Position.parse(header["start"])
        except PositionError as exc:
            raise RecordError(f"the start position: {exc}", lines["start"]) from None
        if (start.variant, start.suits) != (variant, suits):
            raise RecordError("the start position is of another game or suit count",
                              lines["start"])
        if abs(start.score) > MAX_START or start.moves > MAX_START:
            # No game gets there, and a few more actions would put the score beyond what a
            # save or the statistics can hold: the record is refused, not played.
            raise RecordError(f"the start position claims an impossible score or move count "
                              f"({start.score}, {start.moves}); at most {MAX_START:,} either way",
                              lines["start"])
        number = None
    elif deal is None:
        raise RecordError("a record needs a Code or a Start position")
    else:
        start = deal
    pos = start.copy()
    actions: list[Move | None] = []
    for n, (line, step) in enumerate(steps, 1):
        try:
            action = parse_action(step, variant)
        except ValueError as exc:
            raise RecordError(str(exc), line, n) from None
        refusal = pos.refusal(action)
        if refusal is not None:
            raise RecordError(f"{step!r} is refused: {refusal.value}", line, n)
        pos.apply(action)
        actions.append(action)
    _check_end(header, lines, start, pos, final_text)
    return ParsedRecord(variant, suits, number, start, tuple(actions), pos, dict(header))


def _check_end(header: dict[str, str], lines: dict[str, int], start: Position,
               pos: Position, final_text: tuple[int, str] | None) -> None:
    result = header.get("result")
    if result is not None:
        if result.lower() not in RESULTS:
            raise RecordError(f"the result must be won or unfinished, not {result[:20]!r}",
                              lines["result"])
        if (result.lower() == "won") != pos.is_won:
            raise RecordError(f"the result says {result.lower()}, but the actions end "
                              f"{'won' if pos.is_won else 'unfinished'}", lines["result"])
    given = header.get("score")
    if given is not None:
        try:
            claimed, system = parse_score(given)
        except ValueError as exc:
            raise RecordError(str(exc), lines["score"]) from None
        reached = score_positions(start, pos, system)
        if claimed != reached:
            raise RecordError(f"Score says {given[:20]}, but the actions end with "
                              f"{score_text(reached, system)}", lines["score"])
    given = header.get("moves")
    if given is not None and given != str(pos.moves):
        raise RecordError(f"Moves says {given[:20]}, but the actions end with {pos.moves}",
                          lines["moves"])
    if final_text is not None:
        line, text = final_text
        try:
            final = Position.parse(text)
        except PositionError as exc:
            raise RecordError(f"the final position: {exc}", line) from None
        if final.key() != pos.key() or (final.score, final.moves) != (pos.score, pos.moves):
            raise RecordError("the actions do not end in the final position given", line)


__all__ = ["FORMAT", "VERSION", "ParsedRecord", "RecordError", "action_text", "parse_action",
           "parse_score", "read", "score_text", "write"]
