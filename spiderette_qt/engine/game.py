"""The Game: a deal of one game of the Spider family, its rules (docs/RULES.md §1-§9), its
undo/redo history and the action records the presenter animates.

The position itself (cards, rules, cheap move/undo) is the Position core (position.py); every
size and rule that differs between the games comes from the Variant (variants.py). Game adds
what a player needs around it: checked actions that raise IllegalMove with the rule, an
ActionRecord with the animation pictures (``phases``) for each action, and a history kept as
(action, undo token, record), so undo is the core's exact undo and redo replays the action.

How far undo reaches is the game's own (``undo_all``, kept in its save): as the rules say
(``variant.undo_limit`` actions, the oldest leaving the history as new ones come), or all the
way back. A game played all the way back keeps the pictures (the record) of only the newest
``undo_limit`` actions: an older entry is its action and the core's undo token (tens of bytes,
not the kilobytes of its phases), and undo or redo makes its record again when it comes to it.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

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
    record: ActionRecord | None  # None: dropped to save memory (undo all the way back)


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
                 variant: Variant | str = DEFAULT_VARIANT, *, undo_all: bool = False) -> None:
        self._setup(Position.dealt(get_variant(variant), suits, tuple(deck)), number, undo_all)

    def _setup(self, start: Position, number: int | None, undo_all: bool = False) -> None:
        self._start = start  # never changed: restarted() and saves read it
        self._number = number
        # Undo reaches all the way back (True) or over variant.undo_limit actions (False).
        self._undo_all = undo_all
        # All the way back, a save lists every action undo and redo reach: the JSON of that
        # line (undo's actions, then redo's) as far as it is still right, so a save encodes
        # only the actions played since the last one (savefile.ActionsText).
        self._line_text: savefile.ActionsText | None = None
        self._line_clean = 0  # the line's first actions whose text in _line_text is right
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
            variant: Variant | str = DEFAULT_VARIANT, *, undo_all: bool = False) -> Game:
        """A game of a numbered deal; a random number when none is given. undo_all: undo
        reaches all the way back, not only over the variant's undo_limit actions."""
        chosen = get_variant(variant)
        chosen.check_suits(suits)
        if number is None:
            number = random.SystemRandom().randrange(DEAL_NUMBERS)
        if type(number) is not int or not 0 <= number < DEAL_NUMBERS:
            raise ValueError(f"a deal number is 0..{DEAL_NUMBERS - 1}, not {number!r}")
        return cls(shuffled_deck(suits, number, variant=chosen), suits, number, chosen,
                   undo_all=undo_all)

    @classmethod
    def from_code(cls, code: str, *, undo_all: bool = False) -> Game:
        """The game a code names; its prefix picks the variant (InvalidGameCode, a
        ValueError, if it cannot be read)."""
        parsed = parse_code(code)
        deck = shuffled_deck(parsed.suits, parsed.number, parsed.version, parsed.variant)
        return cls(deck, parsed.suits, parsed.number, parsed.variant, undo_all=undo_all)

    @classmethod
    def from_deck(cls, cards: Iterable[Card | str], suits: int,
                  variant: Variant | str = DEFAULT_VARIANT, *, undo_all: bool = False) -> Game:
        """A game dealt from the variant's cards (52 or 104) in docs/RULES.md §2/§9 deal order."""
        chosen = get_variant(variant)
        return cls(check_deck(cards, suits, chosen), suits, None, chosen, undo_all=undo_all)

    @classmethod
    def from_position(cls, position: Position, *, undo_all: bool = False) -> Game:
        """A game that starts in this position (a test, a bug report); it has no code, and
        restarted() returns to this position."""
        return cls.resume(position, History(position, (), (), False), undo_all=undo_all)

    @classmethod
    def resume(cls, start: Position, history: History, number: int | None = None,
               before: Sequence[Move | None] | None = None, *,
               before_checked: bool = False, undo_all: bool = False,
               history_checked: bool = False) -> Game:
        """A game from its start, its history and (for a coded deal) its deal number.

        Replays history.undo from history.base and history.redo after it, so every action
        must be legal where it is played; ValueError says which one is not. number must name
        the deal whose first deal `start` is. before: the actions from start to history.base
        (checked, unless `before_checked`: the save file's reader replayed them already), so a
        record can list the game from its start. undo_all: undo reaches all the way back (a
        history longer than the variant's undo_limit is accepted only then). history_checked:
        the save file's reader replayed the history already (its oldest actions, beyond the
        undo_limit, are then not checked twice)."""
        game = cls.__new__(cls)
        game._setup(start.copy(), None, undo_all)
        base = history.base
        if (base.variant, base.suits, base.deck) != (start.variant, start.suits, start.deck):
            raise ValueError("the history's base is a position of another deal")
        limit = start.variant.undo_limit
        if not undo_all and len(history.undo) + len(history.redo) > limit:
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
        game._replay(history.undo, "undo", checked=history_checked)
        game._replay_redo(history.redo, checked=history_checked)
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
        """A fresh game of the same deal (or the same start position), undo reaching as
        far as this one's."""
        game = Game.__new__(Game)
        game._setup(self._start, self._number, self._undo_all)
        return game

    def with_undo_all(self, undo_all: bool) -> Game:
        """This game, at the same point, with undo reaching all the way back (True) or as
        the rules say; itself when it already does. As the rules say, the newest undo_limit
        actions stay undoable (what redo reaches is kept when it fits in them); all the way
        back reaches every action the game knows (from its start, or for a long game from an
        older save, from the oldest action undo reached)."""
        if undo_all == self._undo_all:
            return self
        game = Game.__new__(Game)
        game._setup(self._start, self._number, undo_all)
        played = self.played()
        if played is None:  # the oldest actions are not known: start where undo reached
            history = self.history()
            game._pos, game._base = history.base.copy(), history.base.copy()
            game._before, game._trimmed = None, history.trimmed
            played = list(history.undo)
        game._replay(played, "undo")
        redo = [entry.action for entry in reversed(self._redo)]
        if undo_all or len(redo) <= self._start.variant.undo_limit:
            game._replay_redo(redo)
        return game

    # ----------------------------------------------------------------- reading
    @property
    def variant(self) -> Variant:
        return self._start.variant

    @property
    def undo_all(self) -> bool:
        """Does undo reach all the way back (not only over the variant's undo_limit)?"""
        return self._undo_all

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
        return self._push(self._move_entry(move_table()[source][count][target]))

    def deal(self) -> ActionRecord:
        """Deal one card face up onto each column from the first (a short last deal: as far
        as the stock reaches)."""
        refusal = self._pos.deal_refusal()
        if refusal is not None:
            raise self._refused(refusal)
        return self._push(self._deal_entry())

    def _act(self, action: Move | None) -> ActionRecord:
        if action is None:
            return self.deal()
        return self.move(action.source, action.count, action.target)

    def _entry(self, action: Move | None) -> HistoryEntry:
        """Play a checked action on the position, its record made (not yet in the history)."""
        return self._deal_entry() if action is None else self._move_entry(action)

    def _move_entry(self, action: Move) -> HistoryEntry:
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
        return HistoryEntry(action, (source, count, target, turned, removals), record)

    def _deal_entry(self) -> HistoryEntry:
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
        return HistoryEntry(None, (-1, n, 0, False, removals), record)

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
        rec = entry.record if entry.record is not None else self._record_of(entry.action)
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
        record = entry.record if entry.record is not None else self._record_of(entry.action)
        token = self._pos.apply(entry.action)  # legal: it was played from this very position
        self._undo.append(HistoryEntry(entry.action, token, record))
        self._slim()
        return replace(record, kind="redo")

    def _record_of(self, action: Move | None) -> ActionRecord:
        """The record `action` makes from the current position, which stays as it is: the
        pictures of a history entry that dropped them (undo all the way back)."""
        position = self._pos
        self._pos = position.copy()
        try:
            record = self._entry(action).record
        finally:
            self._pos = position
        assert record is not None
        return record

    def _slim(self) -> None:
        """All the way back: the entry that just left the newest undo_limit keeps only its
        action and undo token (its record is made again if undo comes back to it)."""
        index = len(self._undo) - self._start.variant.undo_limit - 1
        if self._undo_all and index >= 0 and self._undo[index].record is not None:
            entry = self._undo[index]
            self._undo[index] = HistoryEntry(entry.action, entry.token, None)

    def _push(self, entry: HistoryEntry) -> ActionRecord:
        """A new action's entry onto the undo stack (what redo reached is gone); its record."""
        self._line_clean = min(self._line_clean, len(self._undo))  # the line changes here
        self._undo.append(entry)
        self._redo.clear()
        if self._undo_all:
            self._slim()
        elif len(self._undo) > self._start.variant.undo_limit:
            oldest = self._undo.pop(0)
            if self._base is None:
                self._base = self._start.copy()
            self._base.apply(oldest.action)  # the base follows: it is what undo reaches
            if self._before is not None:
                self._before.append(oldest.action)
            self._trimmed = True
        assert entry.record is not None
        return entry.record

    def _replay(self, actions: Sequence[Move | None], where: str, *,
                checked: bool = False) -> None:
        """Play `actions` from the current position onto the undo stack, each checked
        (ValueError: which one is refused). Only the newest undo_limit are played with their
        records: the older ones get, all the way back, an entry without one, and as the rules
        say, only move the position on (to the base undo reaches, as _push leaves it). So a
        100,000-action record opens in a fraction of the time. `checked`: they were replayed
        and checked already (a record's or a save's reader), so the older ones are not."""
        cut = max(0, len(actions) - self._start.variant.undo_limit)
        assert self._undo_all or not cut or not self._undo, "a trimmed replay starts afresh"
        pos = self._pos
        for n, action in enumerate(actions[:cut], 1):
            reason = None if checked else pos.refusal(action)
            if reason is not None:
                raise ValueError(f"{where} action {n} is refused: {self._refused(reason)}")
            token = pos.apply(action)
            if self._undo_all:
                self._undo.append(HistoryEntry(action, token, None))
        if cut and not self._undo_all:
            self._base = pos.copy()
            if self._before is not None:
                self._before.extend(actions[:cut])
            self._trimmed = True
        for n, action in enumerate(actions[cut:], cut + 1):
            try:
                self._act(action)
            except IllegalMove as exc:
                raise ValueError(f"{where} action {n} is refused: {exc}") from None

    def _replay_redo(self, redo: Sequence[Move | None], *, checked: bool = False) -> None:
        """Make `redo` (next redo first) what redo reaches from the current position: played,
        each checked, then taken back without their pictures being made again."""
        if self._undo_all:
            self._replay(redo, "redo", checked=checked)
        else:
            for n, action in enumerate(redo, 1):
                try:
                    self._act(action)
                except IllegalMove as exc:
                    raise ValueError(f"redo action {n} is refused: {exc}") from None
        for _ in redo:
            entry = self._undo.pop()
            self._pos.undo(entry.token)
            self._redo.append(entry)

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
        if not self._undo_all:
            return savefile.dumps(savefile.SavedGame(self.start_position(), self.history(),
                                                     self.position(), self._number, None), text)
        # All the way back: undo's and redo's actions are slices of the line's text, kept
        # as it grows, so a save costs the same at 100 or 100,000 actions.
        base = self._base if self._base is not None else self._start
        saved = savefile.SavedGame(self._start.copy(), History(base.copy(), (), (), self._trimmed),
                                   self.position(), self._number, None, undo_all=True)
        undo_text, redo_text = self._line_json()
        return savefile.dumps(saved, text, undo_text=undo_text, redo_text=redo_text)

    def _line_json(self) -> tuple[str, str]:
        """The JSON lists of what undo reaches (oldest first) and redo (next first): one line
        of actions, re-encoded only from where it changed since the last save."""
        undo, redo = self._undo, self._redo
        at, length = len(undo), len(undo) + len(redo)
        cache = self._line_text
        if cache is None:
            cache = self._line_text = savefile.ActionsText()
        cache.truncate(min(cache.count, self._line_clean))
        cache.extend([undo[i].action if i < at else redo[length - 1 - i].action
                      for i in range(cache.count, length)])
        self._line_clean = length
        return cache.text(0, at), cache.text(at, length)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        """A game from to_json()'s text (or a version-1 save); ValueError if it is bad."""
        saved = savefile.loads(text)  # every action checked, "before" included
        return cls.resume(saved.start, saved.history, saved.number, saved.before,
                          before_checked=True, undo_all=saved.undo_all, history_checked=True)

    def record(self, date: datetime.date | None = None,
               daily: datetime.date | None = None, system: str = "windows") -> str:
        """The game as a record (record.py): header, numbered actions, final position; its
        Score line in `system` (scoring.py), counted from where the record starts."""
        actions = self.played()
        start: Position | None = self._start
        origin = self._start
        if actions is None:  # replay from what undo reaches (the record says where)
            start, actions = self.history().base, [e.action for e in self._undo]
            origin = start
        elif self._number is not None and self.is_dealt():
            start = None
        from . import record as game_record  # not needed to start a game (start-up)

        return game_record.write(code=self.code, start=start, variant=self.variant,
                                 suits=self.suits, actions=actions, final=self._pos,
                                 date=date, daily=daily, system=system, origin=origin)

    @classmethod
    def from_record(cls, text: str | bytes, *, undo_all: bool = False) -> Game:
        """The game a record describes, replayed (RecordError, a ValueError, if bad), undo
        reaching all the way back when `undo_all`."""
        from . import record as game_record  # not needed to start a game (start-up)

        parsed = game_record.read(text)  # every action checked: nothing fails half-way
        game = cls.resume(parsed.start, History(parsed.start, (), (), False), parsed.number,
                          undo_all=undo_all)
        # Only the newest actions get their animation's pictures (_replay): a 100,000-action
        # record opened in 2 s, now in a fraction of that.
        game._replay(parsed.actions, "record", checked=True)
        return game

    def __repr__(self) -> str:
        name = self.code or f"from a position ({self.variant.key}, {self.suits} suits)"
        return f"<Game {name} score={self._pos.score} moves={self._pos.moves}>"
