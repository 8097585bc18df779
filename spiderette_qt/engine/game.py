"""The Game: a deal of one game of the Spider family, its rules (SPEC §1, §5) and its
undo/redo history. Every size and rule that differs between the games comes from the
Variant (variants.py).

Inside, a column is a list of card ids (indexes into ``deck``), bottom first, with a count of
how many of them, from the bottom, are face down; the stock is a list of ids, next dealt
first. That keeps ``legal_moves`` and ``move`` cheap. History follows python-chess: every
action stores a snapshot of the state before and after it, so undo and redo restore it
exactly (score, move counter, removed sequences, face-down cards) with no reverse logic.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import cache

from .cards import RANKS, Card, check_suit_count, full_deck
from .codes import DEAL_NUMBERS, format_code, parse_code, shuffled_deck
from .errors import IllegalMove, Reason
from .records import ActionRecord, Move, TableState
from .variants import DEFAULT_VARIANT, MAX_COLUMNS, Variant, get_variant

# Spiderette's sizes under their old names, for callers that predate the Variant table.
COLUMNS = DEFAULT_VARIANT.columns
DECK_SIZE = DEFAULT_VARIANT.deck_size
SEQUENCE = RANKS
SEQUENCES_TO_WIN = DEFAULT_VARIANT.sequences
UNDO_LIMIT = DEFAULT_VARIANT.undo_limit
START_SCORE = 500
SEQUENCE_BONUS = 100

# (columns, hidden counts, stock, removed sequences, score, moves): an exact, immutable state.
Snapshot = tuple[
    tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], tuple[tuple[int, ...], ...],
    int, int,
]


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One action in the history: the states around it and what it recorded (record.move
    says what it was: the Move, or None for a deal)."""

    before: Snapshot
    after: Snapshot
    record: ActionRecord


@dataclass(frozen=True, slots=True)
class Column:
    """A read-only view of one column, bottom of the pile first."""

    hidden: tuple[Card, ...]
    visible: tuple[Card, ...]
    hidden_ids: tuple[int, ...]
    visible_ids: tuple[int, ...]


@cache
def _move_table() -> list[list[list[Move]]]:
    """Every Move the engine can hand out, made once: legal_moves() then allocates nothing new.

    Built at the first move or legal_moves(), not at import: ~1 ms the first paint need not wait
    for (a new game shows its table before anyone moves)."""
    return [[[Move(s, c, t) for t in range(MAX_COLUMNS)] for c in range(RANKS + 1)]
            for s in range(MAX_COLUMNS)]


class Game:
    """One game of the family. Build it with new(), from_code(), from_deck() or from_json()."""

    def __init__(self, deck: Iterable[Card], suits: int, number: int | None = None,
                 variant: Variant | str = DEFAULT_VARIANT) -> None:
        self._variant = get_variant(variant)
        self._ncols = self._variant.columns
        self._deck = tuple(deck)
        self._suits = suits
        self._number = number
        self._rank = tuple(card.rank for card in self._deck)
        self._suit = tuple(card.suit for card in self._deck)
        ids = list(range(len(self._deck)))
        self._cols: list[list[int]] = []
        start = 0
        for n in self._variant.first_deal:
            self._cols.append(ids[start:start + n])
            start += n
        self._hidden = list(self._variant.start_hidden)
        self._stock = ids[start:]
        self._removed: list[tuple[int, ...]] = []
        self._score = START_SCORE
        self._moves = 0
        self._undo: list[HistoryEntry] = []
        self._redo: list[HistoryEntry] = []
        self._trimmed = False  # the undo history lost its oldest actions (undo_limit)

    # ----------------------------------------------------------------- construction
    @classmethod
    def new(cls, suits: int = 1, number: int | None = None,
            variant: Variant | str = DEFAULT_VARIANT) -> Game:
        """A game of a numbered deal; a random number when none is given."""
        chosen = get_variant(variant)
        check_suit_count(suits)
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
        """A game dealt from the variant's cards (52 or 104) in SPEC §1/§5 deal order."""
        chosen = get_variant(variant)
        return cls(check_deck(cards, suits, chosen), suits, None, chosen)

    def restarted(self) -> Game:
        """A fresh game of the same deal."""
        return Game(self._deck, self._suits, self._number, self._variant)

    # ----------------------------------------------------------------- reading
    @property
    def variant(self) -> Variant:
        return self._variant

    @property
    def code(self) -> str | None:
        if self._number is None:
            return None
        return format_code(self._suits, self._number, variant=self._variant)

    @property
    def number(self) -> int | None:
        return self._number

    @property
    def suits(self) -> int:
        return self._suits

    @property
    def deck(self) -> tuple[Card, ...]:
        return self._deck

    @property
    def columns(self) -> tuple[Column, ...]:
        deck = self._deck
        views = []
        for col, h in zip(self._cols, self._hidden, strict=True):
            down, up = tuple(col[:h]), tuple(col[h:])
            views.append(Column(tuple(deck[i] for i in down), tuple(deck[i] for i in up),
                                down, up))
        return tuple(views)

    @property
    def stock(self) -> tuple[Card, ...]:
        return tuple(self._deck[i] for i in self._stock)

    @property
    def deals_left(self) -> int:
        return self._variant.deals_left(len(self._stock))

    @property
    def removed(self) -> int:
        return len(self._removed)

    @property
    def score(self) -> int:
        return self._score

    @property
    def moves(self) -> int:
        return self._moves

    @property
    def is_won(self) -> bool:
        return len(self._removed) == self._variant.sequences

    def table(self) -> TableState:
        cols = tuple(
            tuple(zip(col, (False,) * h + (True,) * (len(col) - h), strict=True))
            for col, h in zip(self._cols, self._hidden, strict=True)
        )
        return TableState(cols, tuple(self._stock), tuple(self._removed))

    # ----------------------------------------------------------------- rules
    def check_lift(self, source: int, count: int) -> None:
        """Raise IllegalMove unless the last `count` cards of the column can move together."""
        if not self._is_column(source):
            raise IllegalMove(Reason.NO_SUCH_COLUMN, f"column {source!r}")
        col = self._cols[source]
        n = len(col)
        if type(count) is not int or not 1 <= count <= n:
            raise IllegalMove(Reason.NO_SUCH_CARDS)
        if count > n - self._hidden[source]:
            raise IllegalMove(Reason.FACE_DOWN)
        rank = self._rank
        for k in range(n - count, n - 1):
            if rank[col[k + 1]] != rank[col[k]] - 1:
                raise IllegalMove(Reason.NOT_A_RUN)
        suit = self._suit
        first = suit[col[n - count]]
        for k in range(n - count + 1, n):
            if suit[col[k]] is not first:
                raise IllegalMove(Reason.MIXED_SUITS)

    def check_move(self, source: int, count: int, target: int) -> None:
        """Raise IllegalMove (with the rule) unless the move is legal."""
        if self.is_won:
            raise IllegalMove(Reason.GAME_WON)
        if not self._is_column(target):
            raise IllegalMove(Reason.NO_SUCH_COLUMN, f"column {target!r}")
        self.check_lift(source, count)
        if source == target:
            raise IllegalMove(Reason.SAME_COLUMN)
        dest = self._cols[target]
        if dest:
            top = self._rank[dest[-1]]
            first = self._rank[self._cols[source][-count]]
            if top == 1:
                raise IllegalMove(Reason.ONTO_ACE)
            if first == RANKS:
                raise IllegalMove(Reason.KING_TO_EMPTY_ONLY)
            if top != first + 1:
                raise IllegalMove(Reason.NOT_ONE_HIGHER)

    def can_move(self, source: int, count: int, target: int) -> bool:
        try:
            self.check_move(source, count, target)
        except IllegalMove:
            return False
        return True

    def movable_count(self, source: int) -> int:
        """How many cards at the end of the column form the longest run that can move."""
        if not self._is_column(source):
            raise IllegalMove(Reason.NO_SUCH_COLUMN, f"column {source!r}")
        return self._movable(source)

    def _is_column(self, value: object) -> bool:
        return type(value) is int and 0 <= value < self._ncols

    def _movable(self, source: int) -> int:
        col = self._cols[source]
        n = len(col)
        if not n:
            return 0
        rank, suit = self._rank, self._suit
        up = n - self._hidden[source]
        k = 1
        while k < up:
            upper, lower = col[n - k - 1], col[n - k]
            if rank[upper] != rank[lower] + 1 or suit[upper] is not suit[lower]:
                break
            k += 1
        return k

    def legal_moves(self) -> list[Move]:
        """Every legal move, pointless ones included, by source, then count, then target."""
        if len(self._removed) == self._variant.sequences:
            return []
        ncols = self._ncols
        cols, rank = self._cols, self._rank
        tops = [rank[col[-1]] if col else 0 for col in cols]
        moves = _move_table()
        result: list[Move] = []
        for s in range(ncols):
            col = cols[s]
            n = len(col)
            by_count = moves[s]
            for count in range(1, self._movable(s) + 1):
                wanted = rank[col[n - count]] + 1
                row = by_count[count]
                for t in range(ncols):
                    if t != s and (tops[t] == 0 or tops[t] == wanted):
                        result.append(row[t])
        return result

    def can_deal(self) -> bool:
        return self._deal_refusal() is None

    def _deal_refusal(self) -> Reason | None:
        if self.is_won:
            return Reason.GAME_WON
        if not self._stock:
            return Reason.STOCK_EMPTY
        if not self._variant.relaxed_deal and not all(self._cols):
            return Reason.DEAL_WITH_EMPTY_COLUMN
        return None

    def _refused(self, reason: Reason) -> IllegalMove:
        count = self._variant.deals if reason is Reason.STOCK_EMPTY else None
        return IllegalMove(reason, count=count)

    def best_target(self, source: int, count: int) -> int | None:
        """Where a double-click sends the run (SPEC §3), or None when no column takes it."""
        if self.is_won:
            return None
        try:
            self.check_lift(source, count)
        except IllegalMove:
            return None
        col = self._cols[source]
        first = col[-count]
        wanted, suit = self._rank[first] + 1, self._suit[first]
        ncols = self._ncols
        order = [(source + d) % ncols for d in range(1, ncols)]
        higher = [t for t in order if self._cols[t] and self._rank[self._cols[t][-1]] == wanted]
        for t in higher:
            if self._suit[self._cols[t][-1]] is suit:
                return t
        # Moving a whole column with nothing under it to an empty column changes nothing.
        if not (count == len(col) and self._hidden[source] == 0):
            for t in order:
                if not self._cols[t]:
                    return t
        return higher[0] if higher else None

    # ----------------------------------------------------------------- actions
    def move(self, source: int, count: int, target: int) -> ActionRecord:
        """Move the last `count` cards of `source` onto `target`; IllegalMove if refused."""
        self.check_move(source, count, target)
        before = self._snapshot()
        action = _move_table()[source][count][target]
        record = self._apply_move(action)
        self._push(before, record)
        return record

    def deal(self) -> ActionRecord:
        """Deal one card face up onto each column from the first (a short last deal: as far
        as the stock reaches)."""
        refusal = self._deal_refusal()
        if refusal is not None:
            raise self._refused(refusal)
        before = self._snapshot()
        record = self._apply_deal()
        self._push(before, record)
        return record

    def _apply_move(self, action: Move) -> ActionRecord:
        source, count, target = action.source, action.count, action.target
        src = self._cols[source]
        run = src[-count:]
        del src[-count:]
        self._cols[target].extend(run)
        flipped: list[tuple[int, bool]] = []
        if src and self._hidden[source] == len(src):
            self._hidden[source] -= 1
            flipped.append((src[-1], True))
        self._score -= 1
        self._moves += 1
        phases = [self.table()]
        removed = self._remove_sequences(flipped)
        if removed:
            phases.append(self.table())
        return ActionRecord("move", action, moved=tuple((i, source, target) for i in run),
                            flipped=tuple(flipped), removed=removed, phases=tuple(phases))

    def _apply_deal(self) -> ActionRecord:
        stock = self._stock
        n = min(self._variant.deal_size, len(stock))
        dealt = tuple((stock[c], c) for c in range(n))
        for card_id, c in dealt:
            self._cols[c].append(card_id)
        del stock[:n]
        self._score -= 1
        self._moves += 1
        phases = [self.table()]
        flipped: list[tuple[int, bool]] = []
        removed = self._remove_sequences(flipped)
        if removed:
            phases.append(self.table())
        return ActionRecord("deal", None, dealt=dealt, flipped=tuple(flipped), removed=removed,
                            phases=tuple(phases))

    def _remove_sequences(self, flipped: list[tuple[int, bool]]) -> tuple[int, ...]:
        """Take away every completed K..A one-suit face-up sequence; flip what it uncovers."""
        rank, suit = self._rank, self._suit
        removed = []
        for c in range(self._ncols):
            col = self._cols[c]
            n = len(col)
            if n - self._hidden[c] < SEQUENCE or rank[col[-1]] != 1:
                continue
            ace_suit = suit[col[-1]]
            if all(rank[col[n - 1 - k]] == k + 1 and suit[col[n - 1 - k]] is ace_suit
                   for k in range(SEQUENCE)):
                self._removed.append(tuple(col[-SEQUENCE:]))
                del col[-SEQUENCE:]
                self._score += SEQUENCE_BONUS
                removed.append(c)
                if col and self._hidden[c] == len(col):
                    self._hidden[c] -= 1
                    flipped.append((col[-1], True))
        return tuple(removed)

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
                raise IllegalMove(Reason.UNDO_LIMIT, count=self._variant.undo_limit)
            raise IllegalMove(Reason.NOTHING_TO_UNDO)
        entry = self._undo.pop()
        self._restore(entry.before)
        self._redo.append(entry)
        rec = entry.record
        return ActionRecord(
            "undo", rec.move,
            moved=tuple((i, to, frm) for i, frm, to in reversed(rec.moved)),
            undealt=tuple(reversed(rec.dealt)),
            flipped=tuple((i, False) for i, _ in reversed(rec.flipped)),
            restored=rec.removed,
            phases=tuple(reversed(rec.phases[:-1])) + (self.table(),),
        )

    def redo(self) -> ActionRecord:
        """Do again the last undone action (a new action clears what can be redone)."""
        if not self._redo:
            raise IllegalMove(Reason.NOTHING_TO_REDO)
        entry = self._redo.pop()
        self._restore(entry.after)
        self._undo.append(entry)
        return replace(entry.record, kind="redo")

    def _push(self, before: Snapshot, record: ActionRecord) -> None:
        self._undo.append(HistoryEntry(before, self._snapshot(), record))
        if len(self._undo) > self._variant.undo_limit:
            del self._undo[0]
            self._trimmed = True
        self._redo.clear()

    def _snapshot(self) -> Snapshot:
        return (tuple(map(tuple, self._cols)), tuple(self._hidden), tuple(self._stock),
                tuple(self._removed), self._score, self._moves)

    def _restore(self, snap: Snapshot) -> None:
        cols, hidden, stock, removed, score, moves = snap
        self._cols = [list(col) for col in cols]
        self._hidden = list(hidden)
        self._stock = list(stock)
        self._removed = list(removed)
        self._score = score
        self._moves = moves

    # ----------------------------------------------------------------- saving
    def to_json(self) -> str:
        from .savefile import game_to_json

        return game_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> Game:
        from .savefile import game_from_json

        return game_from_json(text)

    def __repr__(self) -> str:
        name = self.code or f"from_deck({self._variant.key}, {self._suits} suits)"
        return f"<Game {name} score={self._score} moves={self._moves}>"


def check_deck(cards: Iterable[Card | str], suits: int,
               variant: Variant | str = DEFAULT_VARIANT) -> list[Card]:
    """The variant's cards as Cards, or ValueError saying what is wrong for this suit count."""
    chosen = get_variant(variant)
    size = chosen.deck_size
    check_suit_count(suits)
    if isinstance(cards, str | bytes):
        raise ValueError(f"a deck is a list of {size} cards, not one string")
    try:
        items = list(cards)
    except TypeError:
        raise ValueError(f"a deck is a list of {size} cards, not {type(cards).__name__}") from None
    if len(items) != size:
        raise ValueError(f"a deck of {chosen.name} has {size} cards, not {len(items)}")
    deck = [item if isinstance(item, Card) else Card.parse(item) for item in items]
    have, want = Counter(deck), Counter(full_deck(suits, chosen.decks))
    if have != want:
        raise ValueError(
            f"these are not the {size} cards of a {suits}-suit game of {chosen.name}: "
            f"too many {_few(have - want)}; missing {_few(want - have)}"
        )
    return deck


def _few(cards: Counter[Card]) -> str:
    """Up to ten cards of a multiset, as text, for an error message."""
    listed = sorted(cards.elements())
    text = " ".join(map(str, listed[:10])) or "-"
    return text + (f" and {len(listed) - 10} more" if len(listed) > 10 else "")
