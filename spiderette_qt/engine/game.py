"""The Game: a deal of one game of the Spider family, its rules (docs/RULES.md §1-§9), its
undo/redo history and the action records the presenter animates.

The position itself (cards, rules, cheap move/undo) is the Position core (position.py); every
size and rule that differs between the games comes from the Variant (variants.py). Game adds
what a player needs around it: checked actions that raise IllegalMove with the rule, an
ActionRecord with the animation pictures (``phases``) for each action, and a history of at most
``variant.undo_limit`` actions kept as (action, undo token, record), so undo is the core's
exact undo and redo replays the action.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from . import record as game_record
from . import savefile
from .cards import RANKS, Card
from .codes import DEAL_NUMBERS, format_code, parse_code, shuffled_deck
from .errors import IllegalMove, Reason
from .position import (
    SEQUENCE_BONUS,
    START_SCORE,
    History,
    Position,
    Undo,
    check_deck,
    move_table,
)
from .records import ActionRecord, Move, TableState
from .variants import DEFAULT_VARIANT, Variant, get_variant

# Spiderette's sizes under their old names, for callers that predate the Variant table.
COLUMNS = DEFAULT_VARIANT.columns
DECK_SIZE = DEFAULT_VARIANT.deck_size
SEQUENCE = RANKS
SEQUENCES_TO_WIN = DEFAULT_VARIANT.sequences
UNDO_LIMIT = DEFAULT_VARIANT.undo_limit
__all__ = ["COLUMNS", "DECK_SIZE", "SEQUENCE", "SEQUENCES_TO_WIN", "SEQUENCE_BONUS",
           "START_SCORE", "UNDO_LIMIT", "Column", "Game", "HistoryEntry", "check_deck"]


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One action in the history: what it was (a Move, None for a deal), the core's undo
    token (valid while the entry is on the undo stack) and the record it produced."""

    action: Move | None
    token: Undo
    record: ActionRecord


@dataclass(frozen=True, slots=True)
class Column:
    """A read-only view of one column, bottom of the pile first."""

    hidden: tuple[Card, ...]
    visible: tuple[Card, ...]
    hidden_ids: tuple[int, ...]
    visible_ids: tuple[int, ...]


class Game:
    """One game of the family. Build it with new(), from_code(), from_deck(), from_position(),
    resume() or from_json()."""

    def __init__(self, deck: Iterable[Card], suits: int, number: int | None = None,
                 variant: Variant | str = DEFAULT_VARIANT) -> None:
        self._setup(Position.dealt(get_variant(variant), suits, tuple(deck)), number)

    def _setup(self, start: Position, number: int | None) -> None:
        self._start = start  # never changed: restarted() and saves read it
        self._number = number
        self._pos = start.copy()
        self._base: Position | None = None  # before the oldest undo entry; None: the start
        self._undo: list[HistoryEntry] = []
        self._redo: list[HistoryEntry] = []
        self._trimmed = False  # the undo history lost its oldest actions (undo_limit)
        # The actions undo no longer reaches (start -> base), for records; None: not known
        # (a game resumed from a save that did not keep them).
        self._before: list[Move | None] | None = []
        # The JSON of _before as far as it was encoded (saves encode only what is new).
        self._before_text: savefile.ActionsText | None = None

    # ----------------------------------------------------------------- construction
    @classmethod
    def new(cls, suits: int = 1, number: int | None = None,
            variant: Variant | str = DEFAULT_VARIANT) -> Game:
        """A game of a numbered deal; a random number when none is given."""
        chosen = get_variant(variant)
        chosen.check_suits(suits)
        if number is None:
            number = random.SystemRandom().randrange(DEAL_NUMBERS)
        if type(number) is not int or not 0 <= number < DEAL_NUMBERS:
            raise ValueError(f"a deal number is 0..{DEAL_NUMBERS - 1}, not {number!r}")
        return cls(shuffled_deck(suits, number, variant=chosen), suits, number, chosen)

    @classmethod
    def from_code(cls, code: str) -> Game:
        """The game a code names; its prefix picks the variant (InvalidGameCode, a
        ValueError, if it cannot be read)."""
        parsed = parse_code(code)
        deck = shuffled_deck(parsed.suits, parsed.number, parsed.version, parsed.variant)
        return cls(deck, parsed.suits, parsed.number, parsed.variant)

    @classmethod
    def from_deck(cls, cards: Iterable[Card | str], suits: int,
                  variant: Variant | str = DEFAULT_VARIANT) -> Game:
        """A game dealt from the variant's cards (52 or 104) in docs/RULES.md §2/§9 deal order."""
        chosen = get_variant(variant)
        return cls(check_deck(cards, suits, chosen), suits, None, chosen)

    @classmethod
    def from_position(cls, position: Position) -> Game:
        """A game that starts in this position (a test, a bug report); it has no code, and
        restarted() returns to this position."""
        return cls.resume(position, History(position, (), (), False))

    @classmethod
    def resume(cls, start: Position, history: History, number: int | None = None,
               before: Sequence[Move | None] | None = None, *,
               before_checked: bool = False) -> Game:
        """A game from its start, its history and (for a coded deal) its deal number.

        Replays history.undo from history.base and history.redo after it, so every action
        must be legal where it is played; ValueError says which one is not. number must name
        the deal whose first deal `start` is. before: the actions from start to history.base
        (checked, unless `before_checked`: the save file's reader replayed them already), so a
        record can list the game from its start."""
        game = cls.__new__(cls)
        game._setup(start.copy(), None)
        base = history.base
        if (base.variant, base.suits, base.deck) != (start.variant, start.suits, start.deck):
            raise ValueError("the history's base is a position of another deal")
        limit = start.variant.undo_limit
        if len(history.undo) + len(history.redo) > limit:
            raise ValueError(f"undo and redo keep at most {limit} actions together, not "
                             f"{len(history.undo)} + {len(history.redo)}")
        if number is not None:
            deck = shuffled_deck(start.suits, number, variant=start.variant)
            if Position.dealt(start.variant, start.suits, deck) != start:
                raise ValueError(f"the start is not the deal of code "
                                 f"{format_code(start.suits, number, variant=start.variant)}")
            game._number = number
        game._pos = base.copy()
        game._base = base.copy()
        for where, actions in (("undo", history.undo), ("redo", history.redo)):
            for n, action in enumerate(actions, 1):
                try:
                    game._act(action)
                except IllegalMove as exc:
                    raise ValueError(f"{where} action {n} is refused: {exc}") from None
        for _ in history.redo:
            game.undo()
        game._trimmed = history.trimmed
        game._before = [] if base == start else None
        if before is not None and before_checked:
            game._before = list(before)
        elif before is not None:
            check = start.copy()
            for action in before:
                if check.refusal(action) is not None:
                    raise ValueError("the actions before the history are refused")
                check.apply(action)
            if check != base:
                raise ValueError("the actions before the history do not lead to its base")
            game._before = list(before)
        return game

    def continued(self, actions: Iterable[Move | None]) -> Game:
        """A copy of this game with `actions` (a Move, None for a deal) played after its
        current position; IllegalMove if one is refused. For replays off the table."""
        game = Game.from_json(self.to_json())
        for action in actions:
            game._act(action)
        return game

    def restarted(self) -> Game:
        """A fresh game of the same deal (or the same start position)."""
        game = Game.__new__(Game)
        game._setup(self._start, self._number)
        return game

    # ----------------------------------------------------------------- reading
    @property
    def variant(self) -> Variant:
        return self._start.variant

    @property
    def code(self) -> str | None:
        if self._number is None:
            return None
        return format_code(self._start.suits, self._number, variant=self._start.variant)

    @property
    def number(self) -> int | None:
        return self._number

    @property
    def suits(self) -> int:
        return self._start.suits

    @property
    def deck(self) -> tuple[Card, ...]:
        return self._start.deck

    @property
    def columns(self) -> tuple[Column, ...]:
        deck = self._start.deck
        views = []
        for col, h in zip(self._pos.cols, self._pos.hidden, strict=True):
            down, up = tuple(col[:h]), tuple(col[h:])
            views.append(Column(tuple(deck[i] for i in down), tuple(deck[i] for i in up),
                                down, up))
        return tuple(views)

    @property
    def stock(self) -> tuple[Card, ...]:
        return tuple(self._start.deck[i] for i in self._pos.stock)

    @property
    def deals_left(self) -> int:
        return self._pos.deals_left

    @property
    def removed(self) -> int:
        return len(self._pos.removed)

    @property
    def score(self) -> int:
        return self._pos.score

    @property
    def moves(self) -> int:
        return self._pos.moves

    @property
    def is_won(self) -> bool:
        return self._pos.is_won

    def table(self) -> TableState:
        return self._pos.table()

    def position(self) -> Position:
        """A copy of the current position (the core: solver, notation, save file)."""
        return self._pos.copy()

    def start_position(self) -> Position:
        """A copy of the position the game started from (the deal, or from_position's)."""
        return self._start.copy()

    def is_dealt(self) -> bool:
        """Did the game start from the first deal of its deck (not from a set-up position)?"""
        start = self._start
        return start == Position.dealt(start.variant, start.suits, start.deck)

    def history(self) -> History:
        """What undo and redo can reach, as actions from a base position (for saving)."""
        base = self._base if self._base is not None else self._start
        return History(base.copy(), tuple(e.action for e in self._undo),
                       tuple(e.action for e in reversed(self._redo)), self._trimmed)

    def notation(self) -> str:
        """The current position on one line (see notation.py), for tests and bug reports."""
        return self._pos.notation()

    # ----------------------------------------------------------------- rules
    def check_lift(self, source: int, count: int) -> None:
        """Raise IllegalMove unless the last `count` cards of the column can move together."""
        refusal = self._pos.lift_refusal(source, count)
        if refusal is not None:
            raise self._refused(refusal, source)

    def check_move(self, source: int, count: int, target: int) -> None:
        """Raise IllegalMove (with the rule) unless the move is legal."""
        refusal = self._pos.move_refusal(source, count, target)
        if refusal is not None:
            # The target is checked first (as the rules read: where, then what).
            raise self._refused(refusal, source if self._is_column(target) else target)

    def can_move(self, source: int, count: int, target: int) -> bool:
        return self._pos.move_refusal(source, count, target) is None

    def movable_count(self, source: int) -> int:
        """How many cards at the end of the column form the longest run that can move."""
        if not self._is_column(source):
            raise IllegalMove(Reason.NO_SUCH_COLUMN, f"column {source!r}")
        return self._pos.movable(source)

    def _is_column(self, value: object) -> bool:
        return type(value) is int and 0 <= value < self._start.variant.columns

    def legal_moves(self) -> list[Move]:
        """Every legal move, pointless ones included, by source, then count, then target."""
        return self._pos.legal_moves()

    def can_deal(self) -> bool:
        return self._pos.deal_refusal() is None

    def _refused(self, reason: Reason, column: object = None) -> IllegalMove:
        if reason is Reason.NO_SUCH_COLUMN:
            return IllegalMove(reason, f"column {column!r}")
        if reason is Reason.STOCK_EMPTY:
            return IllegalMove(reason, count=self._start.variant.deals)
        return IllegalMove(reason)

    def is_pointless(self, source: int, count: int, target: int) -> bool:
        """A legal move that changes nothing but a column's place (Position.is_pointless)."""
        return self._pos.is_pointless(source, count, target)

    def best_target(self, source: int, count: int) -> int | None:
        """Where a double-click sends the run (docs/RULES.md §13), or None when no column
        takes it."""
        pos = self._pos
        if pos.is_won or pos.lift_refusal(source, count) is not None:
            return None
        cols, rank, suit = pos.cols, pos.rank, pos.suit
        col = cols[source]
        first = col[-count]
        wanted = rank[first] + 1
        ncols = pos.variant.columns
        order = [(source + d) % ncols for d in range(1, ncols)]
        higher = [t for t in order if cols[t] and rank[cols[t][-1]] == wanted]
        for t in higher:
            if suit[cols[t][-1]] == suit[first]:
                return t
        for t in order:
            if not cols[t] and not pos.is_pointless(source, count, t):
                return t
        return higher[0] if higher else None

    # ----------------------------------------------------------------- actions
    def move(self, source: int, count: int, target: int) -> ActionRecord:
        """Move the last `count` cards of `source` onto `target`; IllegalMove if refused."""
        self.check_move(source, count, target)
        return self._record_move(move_table()[source][count][target])

    def deal(self) -> ActionRecord:
        """Deal one card face up onto each column from the first (a short last deal: as far
        as the stock reaches)."""
        refusal = self._pos.deal_refusal()
        if refusal is not None:
            raise self._refused(refusal)
        return self._record_deal()

    def _act(self, action: Move | None) -> ActionRecord:
        if action is None:
            return self.deal()
        return self.move(action.source, action.count, action.target)

    def _record_move(self, action: Move) -> ActionRecord:
        pos = self._pos
        source, count, target = action.source, action.count, action.target
        run = pos.cols[source][-count:]
        turned = pos.place(source, count, target)
        flipped = [(pos.cols[source][-1], True)] if turned else []
        phases = [pos.table()]
        removals = pos.remove_completed((target,))
        if removals:
            flipped += [(pos.cols[c][-1], True) for c, up in removals if up]
            phases.append(pos.table())
        record = ActionRecord("move", action, moved=tuple((i, source, target) for i in run),
                              flipped=tuple(flipped), removed=tuple(c for c, _ in removals),
                              phases=tuple(phases))
        self._push(HistoryEntry(action, (source, count, target, turned, removals), record))
        return record

    def _record_deal(self) -> ActionRecord:
        pos = self._pos
        n = min(pos.variant.deal_size, len(pos.stock))
        dealt = tuple((pos.stock[c], c) for c in range(n))
        pos.deal_cards()
        phases = [pos.table()]
        removals = pos.remove_completed(range(n))
        if removals:
            phases.append(pos.table())
        record = ActionRecord("deal", None, dealt=dealt,
                              flipped=tuple((pos.cols[c][-1], True) for c, up in removals if up),
                              removed=tuple(c for c, _ in removals), phases=tuple(phases))
        self._push(HistoryEntry(None, (-1, n, 0, False, removals), record))
        return record

    # ----------------------------------------------------------------- history
    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    def undo(self) -> ActionRecord:
        """Take back the last action; its phases play backwards, ending at the state before."""
        if not self._undo:
            if self._trimmed:
                raise IllegalMove(Reason.UNDO_LIMIT, count=self._start.variant.undo_limit)
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        entry = self._undo.pop()
        self._pos.undo(entry.token)
        self._redo.append(entry)
        rec = entry.record
        return ActionRecord(
            "undo", rec.move,
            moved=tuple((i, to, frm) for i, frm, to in reversed(rec.moved)),
            undealt=tuple(reversed(rec.dealt)),
            flipped=tuple((i, False) for i, _ in reversed(rec.flipped)),
            restored=rec.removed,
            phases=tuple(reversed(rec.phases[:-1])) + (self._pos.table(),),
        )

    def redo(self) -> ActionRecord:
        """Do again the last undone action (a new action clears what can be redone)."""
        if not self._redo:
            raise IllegalMove(Reason.NOTHING_TO_REDO)
        entry = self._redo.pop()
        token = self._pos.apply(entry.action)  # legal: it was played from this very position
        self._undo.append(HistoryEntry(entry.action, token, entry.record))
        return replace(entry.record, kind="redo")

    def _push(self, entry: HistoryEntry) -> None:
        self._undo.append(entry)
        if len(self._undo) > self._start.variant.undo_limit:
            oldest = self._undo.pop(0)
            if self._base is None:
                self._base = self._start.copy()
            self._base.apply(oldest.action)  # the base follows: it is what undo reaches
            if self._before is not None:
                self._before.append(oldest.action)
            self._trimmed = True
        self._redo.clear()

    def played(self) -> list[Move | None] | None:
        """Every action from the start to the current position (None for a deal), or None
        when the oldest are not known (a long game resumed from an older save)."""
        if self._before is None:
            return None
        return self._before + [entry.action for entry in self._undo]

    # ----------------------------------------------------------------- saving
    def to_json(self) -> str:
        """The game as versioned JSON text, history included (savefile.py). The actions undo
        no longer reaches are encoded once, as they leave its reach: a save after every action
        costs the same whatever the game's length."""
        before = self._before if self._trimmed else None
        text = None
        if before is not None:
            cache = self._before_text
            if cache is None or cache.count > len(before):  # a new list (resume)
                cache = self._before_text = savefile.ActionsText()
            cache.extend(before[cache.count:])
            text = cache.text()
        return savefile.dumps(savefile.SavedGame(self.start_position(), self.history(),
                                                 self.position(), self._number, None), text)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """A game from to_json()'s text (or a version-1 save); ValueError if it is bad."""
        saved = savefile.loads(text)  # every action checked, "before" included
        return cls.resume(saved.start, saved.history, saved.number, saved.before,
                          before_checked=True)

    def record(self, date: datetime.date | None = None,
               daily: datetime.date | None = None) -> str:
        """The game as a record (record.py): header, numbered actions, final position."""
        actions = self.played()
        start: Position | None = self._start
        if actions is None:  # replay from what undo reaches (the record says where)
            start, actions = self.history().base, [e.action for e in self._undo]
        elif self._number is not None and self.is_dealt():
            start = None
        return game_record.write(code=self.code, start=start, variant=self.variant,
                                 suits=self.suits, actions=actions, final=self._pos,
                                 date=date, daily=daily)

    @classmethod
    def from_record(cls, text: str | bytes) -> Game:
        """The game a record describes, replayed (RecordError, a ValueError, if bad)."""
        parsed = game_record.read(text)  # every action checked: nothing fails half-way
        game = cls.resume(parsed.start, History(parsed.start, (), (), False), parsed.number)
        # Only the actions undo reaches get history entries (each with its animation's
        # pictures); the ones before are played on the position core alone, as _push would
        # have left them: a 100,000-action record opened in 2 s, now in a fraction of that.
        cut = max(0, len(parsed.actions) - parsed.start.variant.undo_limit)
        if cut:
            base = parsed.start.copy()
            for action in parsed.actions[:cut]:
                base.apply(action)
            game._pos = base.copy()
            game._base = base
            game._before = list(parsed.actions[:cut])
            game._trimmed = True
        for action in parsed.actions[cut:]:
            game._act(action)
        return game

    def __repr__(self) -> str:
        name = self.code or f"from a position ({self.variant.key}, {self.suits} suits)"
        return f"<Game {name} score={self._pos.score} moves={self._pos.moves}>"
