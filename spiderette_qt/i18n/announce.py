"""The words a screen reader speaks after each action and each keyboard-cursor step.

Its words are in the Qt catalogue, context "Announce" (catalogue.py), like describe.py's:
the announcer (spiderette_qt.window.accessibility.announcer) turns an ActionRecord into one
short sentence here and sends it to assistive technology and the status bar. Card names come
from card_names.card_name, so they read as the table description reads them. Refusals are
not worded here: the rule text (i18n.reasons) is what is announced.
"""

from __future__ import annotations

from collections.abc import Sequence

from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.engine.records import ActionRecord, TableState
from spiderette_qt.i18n.card_names import card_name, sentence_case, short_card_name, suit_name
from spiderette_qt.i18n.catalogue import Texts, fill
from spiderette_qt.i18n.languages import normalize_language


class Announce(Texts):
    """The spoken words in one language (context "Announce" of the catalogue). The keyboard
    reads some of them too: `cancelled`, `table`, `target`, `fits`, `does_not_fit`,
    `empty_column`, `selected`, `target_top`."""

    def moved_one(self, card: str, column: int) -> str:
        """(card name, 1-based column)."""
        return fill(self.tr("%1 moved to column %2"), card, column)

    def moved_many(self, count: int, column: int) -> str:
        return fill(self.tr("%n card(s) moved to column %1", "", count), column)

    def removed(self, suit: str) -> str:
        return fill(self.tr("sequence of %1 removed"), suit)

    def turned_up(self, card: str) -> str:
        return fill(self.tr("%1 turned up"), card)

    @property
    def dealt(self) -> str:
        """Then ": " and the cards in column order."""
        return self.tr("Cards dealt")

    @property
    def redealt(self) -> str:
        return self.tr("Deal redone")

    @property
    def deal_undone(self) -> str:
        return self.tr("Deal undone")

    @property
    def undone(self) -> str:
        """Before an undone move: "Undone: ..."."""
        return self.tr("Undone")

    @property
    def redone(self) -> str:
        return self.tr("Redone")

    @property
    def won(self) -> str:
        return self.tr("game won")

    def picked_one(self, card: str) -> str:
        return fill(self.tr("Picked up %1"), card)

    def picked_many(self, count: int, card: str) -> str:
        """(count, first card's name)."""
        return fill(self.tr("Picked up %n card(s) from %1", "", count), card)

    def selected(self, count: int) -> str:
        """How many cards the keyboard cursor holds."""
        return self.tr("%n card(s) selected", "", count)

    @property
    def target(self) -> str:
        """Before a column's description."""
        return self.tr("Target")

    @property
    def cancelled(self) -> str:
        return self.tr("Put back")

    @property
    def table(self) -> str:
        """The accessible name of the table."""
        return self.tr("Table")

    def target_top(self, column: int, card: str) -> str:
        """Where a run would land: (1-based column, its last card)."""
        return fill(self.tr("column %1, on %2"), column, card)

    @property
    def fits(self) -> str:
        """After "Target: column N ...": the held run may go there."""
        return self.tr("fits")

    @property
    def does_not_fit(self) -> str:
        return self.tr("does not fit")

    def empty_column(self, column: int) -> str:
        """Enter on an empty column (1-based)."""
        return fill(self.tr("Column %1 is empty: nothing to pick up"), column)

    def status(self, score: int, moves: int, deals: int, done: int, total: int) -> str:
        return fill(self.tr("Score %1, %2, %3, %4"), score, self.tr("%n move(s)", "", moves),
                    self.tr("%n deal(s) left", "", deals),
                    fill(self.tr("%1 of %2 sequences removed"), done, total))

    def score(self, score: int, moves: int) -> str:
        """Describe the Table's figures."""
        return fill(self.tr("Score %1, %2"), score, self.tr("%n move(s)", "", moves))

    @property
    def nothing_to_undo(self) -> str:
        return self.tr("Nothing to undo")

    @property
    def nothing_to_redo(self) -> str:
        return self.tr("Nothing to redo")


def words(language: str) -> Announce:
    return Announce(language)


def _moved_text(deck: Sequence[Card], moved: Sequence[tuple[int, int, int]],
                lang: str) -> str:
    w = Announce(lang)
    if not moved:
        return ""
    first_id, _source, target = moved[0]
    if len(moved) == 1:
        return w.moved_one(card_name(deck[first_id], lang), target + 1)
    return w.moved_many(len(moved), target + 1)


def _removed_suits(state: TableState, deck: Sequence[Card], count: int) -> list[Suit]:
    """Suits of the last `count` sequences removed (the ones this action removed)."""
    if count <= 0:
        return []
    return [deck[sequence[0]].suit for sequence in state.removed[-count:] if sequence]


def _dealt_text(deck: Sequence[Card], dealt: Sequence[tuple[int, int]], lead: str,
                lang: str) -> str:
    """ "Cards dealt: 4, 9, king" (one suit: ranks alone) or "Cards dealt: 4 of hearts, 9 of
    spades": the cards in column order, so the player knows every new last card without
    stepping over the columns. With suits, the names a move's message uses: a short "king
    hearts" read as broken English beside "6 of hearts moved" (the other languages' names
    are the same either way)."""
    if not dealt:
        return lead
    with_suit = len({card.suit for card in deck}) > 1
    cards = ", ".join(card_name(deck[cid], lang) if with_suit
                      else short_card_name(deck[cid], lang, suit=False) for cid, _col in dealt)
    return f"{lead}: {cards}"


def announce_record(record: ActionRecord, deck: Sequence[Card], state: TableState,
                    language: str = "en", won: bool = False) -> str:
    """One sentence for an action's result, in sentence case: "9 of hearts moved to column 3;
    5 of clubs turned up" (its first letter upper case), "Cards dealt: 4, 9, king",
    "Undone: ...".

    `state` is the table after the action (game.table()); `deck` maps card ids to cards.
    """
    lang = normalize_language(language)
    w = Announce(lang)
    parts: list[str] = []
    if record.kind in ("move", "deal"):
        parts.append(_moved_text(deck, record.moved, lang) if record.kind == "move"
                     else _dealt_text(deck, record.dealt, w.dealt, lang))
        parts.extend(w.removed(suit_name(suit, lang))
                     for suit in _removed_suits(state, deck, len(record.removed)))
        parts.extend(w.turned_up(card_name(deck[cid], lang))
                     for cid, up in record.flipped if up)
        if won:
            parts.append(w.won)
    else:
        prefix = w.undone if record.kind == "undo" else w.redone
        if record.move is None:  # a deal undone or redone
            parts.append(w.deal_undone if record.kind == "undo"
                         else _dealt_text(deck, record.dealt, w.redealt, lang))
        else:
            parts.append(f"{prefix}: {_moved_text(deck, record.moved, lang)}")
        if record.kind == "redo":
            parts.extend(w.removed(suit_name(suit, lang))
                         for suit in _removed_suits(state, deck, len(record.removed)))
    return sentence_case("; ".join(part for part in parts if part), lang)


def nothing_text(kind: str, language: str = "en") -> str:
    """ "Nothing to undo" / "Nothing to redo" (`kind` "undo" or "redo")."""
    w = Announce(language)
    return w.nothing_to_undo if kind == "undo" else w.nothing_to_redo


def score_text(score: int, moves: int, language: str = "en") -> str:
    """ "Score 495, 5 moves": the figures Describe the Table says before the table, whose
    first sentence already gives the deals left and the sequences removed."""
    return Announce(language).score(score, moves)


def status_text(score: int, moves: int, deals_left: int, removed: int, sequences: int,
                language: str = "en") -> str:
    """ "Score 495, 5 moves, 3 deals left, 1 of 4 sequences removed" (Describe the Table)."""
    return Announce(language).status(score, moves, deals_left, removed,
                                                       sequences)


def picked_up_text(cards: Sequence[Card], language: str = "en") -> str:
    """ "Picked up 9 of hearts" / "Picked up 3 cards from 9 of hearts"."""
    lang = normalize_language(language)
    w = Announce(lang)
    if len(cards) == 1:
        return sentence_case(w.picked_one(card_name(cards[0], lang)), lang)
    return sentence_case(w.picked_many(len(cards), card_name(cards[0], lang)), lang)


__all__ = ["announce_record", "nothing_text", "picked_up_text", "score_text", "status_text",
           "words"]
