"""Why the rules refuse something, as a reason code (for translation) and an English text."""

from __future__ import annotations

from enum import Enum


class Reason(Enum):
    """One member per rule that can refuse an action; the value is the English rule text.

    The UI translates by member (spiderette_qt.i18n), never by parsing the text.
    """

    NO_SUCH_COLUMN = "There is no such column"
    NO_SUCH_CARDS = "That column does not have that many face-up cards"
    FACE_DOWN = "A face-down card cannot be moved"
    NOT_A_RUN = "Cards move together only when their ranks go down one by one"
    MIXED_SUITS = "Only a run of one suit moves together"
    SAME_COLUMN = "A run must move to another column"
    ONTO_ACE = "Nothing can be put on an ace"
    KING_TO_EMPTY_ONLY = "A king can only move to an empty column"
    NOT_ONE_HIGHER = "A card goes only on a card exactly one rank higher"
    DEAL_WITH_EMPTY_COLUMN = "Fill the empty column before dealing"
    STOCK_EMPTY = "The stock is empty: all 4 deals are made"
    NOTHING_TO_UNDO = "There is nothing to undo"
    UNDO_LIMIT = "Undo reaches back only over the last 100 actions"
    NOTHING_TO_REDO = "There is nothing to redo"
    NO_TARGET = "No column can take this run"
    GAME_WON = "The game is won: start a new one"


class IllegalMove(ValueError):
    """A move or deal that the rules refuse; str() is the rule, in words a player understands."""

    def __init__(self, reason: Reason, detail: str | None = None) -> None:
        self.reason = reason
        self.detail = detail
        super().__init__(reason.value if detail is None else f"{reason.value} ({detail})")


class InvalidGameCode(ValueError):
    """A game code that cannot be read; str() says what is wrong and what a code looks like."""
