"""The lean position core: where every card id is, the rules, and cheap apply/undo.

A Position is plain lists of card ids (indexes into ``deck``): each column bottom first with a
count of how many of its cards, from the bottom, are face down; the stock, dealt first first;
the removed sequences. ``move``/``deal`` change it in place and return a small undo token;
``undo(token)`` puts it back exactly (score and move counter too). Nothing here builds the
animation pictures (``ActionRecord.phases``): Game builds those for the presenter only, so a
search (the solver) pays for the rules and nothing else.

The attributes are public for fast reading (``cols``, ``hidden``, ``stock``, ``removed``,
``rank``, ``suit``); change a Position only through its methods. ``build()`` checks data from
outside (a save file, a test); the constructor trusts its caller. Its one-line notation is
in notation.py (``Position.parse(text)`` / ``position.notation()``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from . import notation
from .cards import RANKS, Card, few, full_deck, value_of
from .errors import PositionError, Reason
from .records import Move, TableState
from .variants import DEFAULT_VARIANT, MAX_COLUMNS, Variant

START_SCORE = 500
SEQUENCE_BONUS = 100
ACTION_COST = 1  # each move or deal
KEY_SEPARATOR = 255  # between columns in key(); card values are below 64

# What remove_completed took away: (column, whether the card it uncovered turned face up).
Removals = tuple[tuple[int, bool], ...]
# An undo token: (source, count, target, source card flipped, removals) for a move;
# (-1, cards dealt, 0, False, removals) for a deal.
Undo = tuple[int, int, int, bool, Removals]


@cache
def move_table() -> list[list[list[Move]]]:
    """Every Move the engine can hand out, made once: legal_moves() then allocates nothing new.

    A movable run is one suit going down by one, so at most RANKS cards long. Built at the first
    use, not at import: the first paint need not wait for it."""
    return [[[Move(s, c, t) for t in range(MAX_COLUMNS)] for c in range(RANKS + 1)]
            for s in range(MAX_COLUMNS)]


@dataclass(frozen=True, slots=True)
class History:
    """What undo and redo can reach, as actions (a Move, or None for a deal).

    base is the position before the oldest action undo still reaches; replaying ``undo``
    from it gives the current position, and replaying ``redo`` from there the redone ones."""

    base: Position
    undo: tuple[Move | None, ...]  # oldest first
    redo: tuple[Move | None, ...]  # next redo first
    trimmed: bool  # undo lost its oldest actions to the variant's undo_limit


class Position:
    """One position of a game of the family (see the module docstring)."""

    __slots__ = ("variant", "suits", "deck", "rank", "suit", "values", "cols", "hidden",
                 "stock", "removed", "score", "moves")

    def __init__(self, variant: Variant, suits: int, deck: tuple[Card, ...],
                 cols: list[list[int]], hidden: list[int], stock: list[int],
                 removed: list[tuple[int, ...]], score: int, moves: int) -> None:
        self.variant = variant
        self.suits = suits
        self.deck = deck
        self.values = tuple(value_of(card) for card in deck)
        self.rank = tuple(card.rank for card in deck)
        self.suit = tuple(v // RANKS for v in self.values)  # small ints: fast to compare
        self.cols = cols
        self.hidden = hidden
        self.stock = stock
        self.removed = removed
        self.score = score
        self.moves = moves

    # ----------------------------------------------------------------- building
    @classmethod
    def dealt(cls, variant: Variant, suits: int, deck: Sequence[Card]) -> Position:
        """The first deal of a deck in from_deck order (docs/RULES.md §2, §9): column i takes the
        next first_deal[i] cards, bottom first, its last card face up; the rest is the stock."""
        cols: list[list[int]] = []
        start = 0
        for n in variant.first_deal:
            cols.append(list(range(start, start + n)))
            start += n
        return cls(variant, suits, tuple(deck), cols, list(variant.start_hidden),
                   list(range(start, len(deck))), [], START_SCORE, 0)

    @classmethod
    def build(cls, variant: Variant, suits: int, deck: Sequence[Card],
              columns: Sequence[tuple[Sequence[int], Sequence[int]]], stock: Sequence[int],
              removed: Sequence[Sequence[int]], score: int, moves: int) -> Position:
        """A position from outside data, checked: PositionError says what is wrong.

        columns: (face-down ids, face-up ids) per column, bottom first. Any stock size is
        allowed (a test may put every card it does not place there); whether the position
        could be reached from a deal is the save file's question, not this one."""
        try:
            cards = tuple(check_deck(deck, suits, variant))
        except ValueError as exc:
            raise PositionError(str(exc)) from None
        size = len(cards)
        if len(columns) != variant.columns:
            raise PositionError(
                f"{variant.name} has {variant.columns} columns, not {len(columns)}")
        for name, value in (("score", score), ("moves", moves)):
            if type(value) is not int:
                raise PositionError(f"{name} must be a whole number, not {value!r}")
        if moves < 0:
            raise PositionError(f"moves cannot be negative ({moves})")
        cols, hidden = [], []
        for c, (down, up) in enumerate(columns):
            if down and not up:
                raise PositionError(f"column {c + 1} has face-down cards but no face-up card")
            cols.append([*down, *up])
            hidden.append(len(down))
        every = [i for col in cols for i in col] + list(stock) + [i for s in removed for i in s]
        bad = [i for i in every if type(i) is not int or not 0 <= i < size]
        if bad:
            raise PositionError(f"card ids are 0..{size - 1}, not {bad[0]!r}")
        position = cls(variant, suits, cards, cols, hidden, list(stock),
                       [tuple(s) for s in removed], score, moves)
        for n, seq in enumerate(position.removed, 1):
            if not position.is_sequence(seq):
                raise PositionError(f"removed sequence {n} is not a king..ace run of one suit")
        if len(every) != size or len(set(every)) != size:
            missing = sorted(set(range(size)) - set(every))
            raise PositionError(
                f"the card ids are not a permutation of 0..{size - 1} ({len(every)} ids, "
                f"missing {missing[:5]})")
        for c in range(variant.columns):
            if position.completed(c):
                raise PositionError(
                    f"column {c + 1} ends with a sequence the rules would have removed")
        return position

    def copy(self) -> Position:
        clone = Position.__new__(Position)
        clone.variant, clone.suits, clone.deck = self.variant, self.suits, self.deck
        clone.values, clone.rank, clone.suit = self.values, self.rank, self.suit
        clone.cols = [col[:] for col in self.cols]
        clone.hidden = self.hidden[:]
        clone.stock = self.stock[:]
        clone.removed = self.removed[:]
        clone.score, clone.moves = self.score, self.moves
        return clone

    # ----------------------------------------------------------------- reading
    def __eq__(self, other: object) -> bool:
        """The same cards (by id) in the same places, with the same score and move count."""
        if not isinstance(other, Position):
            return NotImplemented
        return (self.variant == other.variant and self.deck == other.deck
                and self.cols == other.cols and self.hidden == other.hidden
                and self.stock == other.stock and self.removed == other.removed
                and self.score == other.score and self.moves == other.moves)

    __hash__ = None  # type: ignore[assignment]  # mutable: use key() to index positions

    def __repr__(self) -> str:
        return f"Position.parse({self.notation()!r})"

    @property
    def is_won(self) -> bool:
        return len(self.removed) == self.variant.sequences

    @property
    def deals_left(self) -> int:
        return self.variant.deals_left(len(self.stock))

    def table(self) -> TableState:
        cols = tuple(
            tuple(zip(col, (False,) * h + (True,) * (len(col) - h), strict=True))
            for col, h in zip(self.cols, self.hidden, strict=True)
        )
        return TableState(cols, tuple(self.stock), tuple(self.removed))

    def key(self) -> bytes:
        """The position by card values, not ids: two positions that differ only in which of
        two identical 9 of spades lies where have the same key. Score and move counter are
        not part of it. Per column: the face-down count, the values, a separator; then the
        stock's values and the number of removed sequences."""
        value = self.values.__getitem__
        parts = bytearray()
        for col, h in zip(self.cols, self.hidden, strict=True):
            parts.append(h)
            parts.extend(map(value, col))
            parts.append(KEY_SEPARATOR)
        parts.extend(map(value, self.stock))
        parts.append(KEY_SEPARATOR)
        parts.append(len(self.removed))
        return bytes(parts)

    def is_sequence(self, ids: Sequence[int]) -> bool:
        """King..ace of one suit, in that order."""
        rank, suit = self.rank, self.suit
        return (len(ids) == RANKS and all(suit[i] == suit[ids[0]] for i in ids)
                and [rank[i] for i in ids] == list(range(RANKS, 0, -1)))

    def completed(self, c: int) -> bool:
        """Does column c end with a face-up king..ace sequence of one suit?"""
        col = self.cols[c]
        n = len(col)
        return (n - self.hidden[c] >= RANKS and self.rank[col[-1]] == 1
                and self.is_sequence(col[n - RANKS:]))

    # ----------------------------------------------------------------- rules
    def lift_refusal(self, source: int, count: int) -> Reason | None:
        """Why the last `count` cards of column `source` cannot move together, or None."""
        if type(source) is not int or not 0 <= source < self.variant.columns:
            return Reason.NO_SUCH_COLUMN
        col = self.cols[source]
        n = len(col)
        if type(count) is not int or not 1 <= count <= n:
            return Reason.NO_SUCH_CARDS
        if count > n - self.hidden[source]:
            return Reason.FACE_DOWN
        rank = self.rank
        for k in range(n - count, n - 1):
            if rank[col[k + 1]] != rank[col[k]] - 1:
                return Reason.NOT_A_RUN
        suit = self.suit
        first = suit[col[n - count]]
        for k in range(n - count + 1, n):
            if suit[col[k]] != first:
                return Reason.MIXED_SUITS
        return None

    def move_refusal(self, source: int, count: int, target: int) -> Reason | None:
        """Why moving the last `count` cards of `source` onto `target` is refused, or None."""
        if self.is_won:
            return Reason.GAME_WON
        if type(target) is not int or not 0 <= target < self.variant.columns:
            return Reason.NO_SUCH_COLUMN
        refusal = self.lift_refusal(source, count)
        if refusal is not None:
            return refusal
        if source == target:
            return Reason.SAME_COLUMN
        dest = self.cols[target]
        if dest:
            top = self.rank[dest[-1]]
            first = self.rank[self.cols[source][-count]]
            if top == 1:
                return Reason.ONTO_ACE
            if first == RANKS:
                return Reason.KING_TO_EMPTY_ONLY
            if top != first + 1:
                return Reason.NOT_ONE_HIGHER
        return None

    def deal_refusal(self) -> Reason | None:
        if self.is_won:
            return Reason.GAME_WON
        if not self.stock:
            return Reason.STOCK_EMPTY
        if not self.variant.relaxed_deal and not all(self.cols):
            return Reason.DEAL_WITH_EMPTY_COLUMN
        return None

    def movable(self, source: int) -> int:
        """How many cards at the end of a column form the longest run that can move."""
        col = self.cols[source]
        n = len(col)
        if not n:
            return 0
        rank, suit = self.rank, self.suit
        up = n - self.hidden[source]
        k = 1
        while k < up:
            upper, lower = col[n - k - 1], col[n - k]
            if rank[upper] != rank[lower] + 1 or suit[upper] != suit[lower]:
                break
            k += 1
        return k

    def is_pointless(self, source: int, count: int, target: int) -> bool:
        """Is this (legal) move a whole column with nothing under it onto an empty one? It
        changes nothing but the column's place: a double-click never sends a run there and
        a hint never suggests it (Game.best_target, solver.hints)."""
        return (not self.cols[target] and self.hidden[source] == 0
                and count == len(self.cols[source]))

    def legal_moves(self) -> list[Move]:
        """Every legal move, pointless ones included, by source, then count, then target."""
        if len(self.removed) == self.variant.sequences:
            return []
        cols, rank = self.cols, self.rank
        ncols = self.variant.columns
        tops = [rank[col[-1]] if col else 0 for col in cols]
        moves = move_table()
        result: list[Move] = []
        for s in range(ncols):
            col = cols[s]
            n = len(col)
            by_count = moves[s]
            for count in range(1, self.movable(s) + 1):
                wanted = rank[col[n - count]] + 1
                row = by_count[count]
                for t in range(ncols):
                    if t != s and (tops[t] == 0 or tops[t] == wanted):
                        result.append(row[t])
        return result

    # ----------------------------------------------------------------- actions (unchecked)
    def place(self, source: int, count: int, target: int) -> bool:
        """Move the run without removing sequences; True when the card under it turned up.
        The caller has checked the move (move_refusal)."""
        src = self.cols[source]
        cut = len(src) - count
        self.cols[target].extend(src[cut:])
        del src[cut:]
        self.score -= ACTION_COST
        self.moves += 1
        if src and self.hidden[source] == cut:
            self.hidden[source] = cut - 1
            return True
        return False

    def deal_cards(self) -> int:
        """Deal one card face up onto each column from the first; how many were dealt."""
        stock, cols = self.stock, self.cols
        n = min(self.variant.deal_size, len(stock))
        for c in range(n):
            cols[c].append(stock[c])
        del stock[:n]
        self.score -= ACTION_COST
        self.moves += 1
        return n

    def remove_completed(self, columns: Iterable[int]) -> Removals:
        """Take away every completed sequence at the end of these columns; flip what it
        uncovers (docs/RULES.md §5: after the move or deal that formed it)."""
        removals = []
        for c in columns:
            if self.completed(c):
                col = self.cols[c]
                self.removed.append(tuple(col[-RANKS:]))
                del col[-RANKS:]
                self.score += SEQUENCE_BONUS
                flipped = bool(col) and self.hidden[c] == len(col)
                if flipped:
                    self.hidden[c] -= 1
                removals.append((c, flipped))
        return tuple(removals)

    def move(self, source: int, count: int, target: int) -> Undo:
        """Play a checked move, sequences removed; the token undo() takes."""
        flipped = self.place(source, count, target)
        removals = self.remove_completed((target,))
        return (source, count, target, flipped, removals)

    def deal(self) -> Undo:
        """Play a checked deal, sequences removed; the token undo() takes."""
        n = self.deal_cards()
        return (-1, n, 0, False, self.remove_completed(range(n)))

    def undo(self, token: Undo) -> None:
        """Put back exactly what the move or deal that returned `token` changed."""
        source, count, target, flipped, removals = token
        for c, turned in reversed(removals):
            if turned:
                self.hidden[c] += 1
            self.cols[c].extend(self.removed.pop())
            self.score -= SEQUENCE_BONUS
        self.score += ACTION_COST
        self.moves -= 1
        cols = self.cols
        if source < 0:
            self.stock[:0] = [cols[c].pop() for c in range(count)]
            return
        dest = cols[target]
        cut = len(dest) - count
        if flipped:
            self.hidden[source] += 1
        cols[source].extend(dest[cut:])
        del dest[cut:]

    def apply(self, action: Move | None) -> Undo:
        """Play a checked action: a Move, or None for a deal."""
        if action is None:
            return self.deal()
        return self.move(action.source, action.count, action.target)

    def refusal(self, action: Move | None) -> Reason | None:
        """Why an action (a Move, or None for a deal) is refused here, or None."""
        if action is None:
            return self.deal_refusal()
        return self.move_refusal(action.source, action.count, action.target)

    # ----------------------------------------------------------------- notation
    def notation(self) -> str:
        """The position on one line (notation.py): ``Position.parse(p.notation())`` has the
        same key, score and move counter as p."""
        deck = self.deck
        return notation.write(
            self.variant, self.suits,
            [([deck[i] for i in col[:h]], [deck[i] for i in col[h:]])
             for col, h in zip(self.cols, self.hidden, strict=True)],
            [deck[i] for i in self.stock], [deck[seq[0]].suit for seq in self.removed],
            self.score, self.moves)

    @classmethod
    def parse(cls, text: object) -> Position:
        """A position from its notation (notation.py); PositionError says exactly what is
        wrong. Each card gets the lowest unused id of its value in the canonical deck."""
        read = notation.read(text)
        return cls.build(read.variant, read.suits, read.deck, read.columns, read.stock,
                         read.removed, read.score, read.moves)


def check_deck(cards: Iterable[Card | str], suits: int,
               variant: Variant = DEFAULT_VARIANT) -> list[Card]:
    """The variant's cards as Cards, or ValueError saying what is wrong for this suit count."""
    size = variant.deck_size
    variant.check_suits(suits)
    if isinstance(cards, str | bytes):
        raise ValueError(f"a deck is a list of {size} cards, not one string")
    try:
        items = list(cards)
    except TypeError:
        raise ValueError(f"a deck is a list of {size} cards, not {type(cards).__name__}") from None
    if len(items) != size:
        raise ValueError(f"a deck of {variant.name} has {size} cards, not {len(items)}")
    deck = [item if isinstance(item, Card) else Card.parse(item) for item in items]
    have, want = Counter(deck), Counter(full_deck(suits, variant.decks))
    if have != want:
        raise ValueError(
            f"these are not the {size} cards of a {suits}-suit game of {variant.name}: "
            f"too many {few(have - want)}; missing {few(want - have)}"
        )
    return deck

