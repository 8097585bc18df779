"""Why the rules refuse something, as a reason code (for translation) and an English text."""

from __future__ import annotations

import re
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


# The rules whose text names a number that depends on the game: the Reason value names
# Spiderette's (the translation key); IllegalMove.count carries the game's own.
COUNTED = (Reason.STOCK_EMPTY, Reason.UNDO_LIMIT)


class IllegalMove(ValueError):
    """A move or deal that the rules refuse; str() is the rule, in words a player understands.

    .count is the number the rule names for this game (STOCK_EMPTY: the deals there were;
    UNDO_LIMIT: how many actions undo reaches back over), None for the other reasons."""

    def __init__(self, reason: Reason, detail: str | None = None,
                 count: int | None = None) -> None:
        self.reason = reason
        self.detail = detail
        self.count = count
        text = reason.value
        if count is not None and reason in COUNTED:
            text = re.sub(r"\d+", str(count), text, count=1)
        super().__init__(text if detail is None else f"{text} ({detail})")


class CodeProblem(Enum):
    """What is wrong with a game code, in the order parse_code checks (docs/RULES.md §10).

    InvalidGameCode.problem is one of these and InvalidGameCode.detail the text it is about,
    so the UI says it in the player's language without parsing the code a second time."""

    NOT_TEXT = "not_text"  # detail: the type's name
    EMPTY = "empty"  # detail: ""
    TOO_LONG = "too_long"  # detail: the first characters
    PARTS = "parts"  # detail: how many parts there are, as digits ("2")
    GAME = "game"  # first part's letters are not a game prefix (SD, SP, SR); detail: the part
    SUITS = "suits"  # first part's suit count is not 1, 2 or 4; detail: the part
    VERSION_FORM = "version_form"  # second part is not S and digits; detail: the part
    VERSION_UNKNOWN = "version_unknown"  # detail: the version number, as digits ("2")
    LETTERS = "letters"  # last part is not exactly 7 letters A-Z; detail: the part


class InvalidGameCode(ValueError):
    """A game code that cannot be read; str() says what is wrong and what a code looks like.

    .problem (a CodeProblem) and .detail say the same as values; .code is the cleaned text
    (stripped, in capitals) that was read."""

    def __init__(self, message: str, problem: CodeProblem, detail: str = "",
                 code: str = "") -> None:
        super().__init__(message)
        self.problem = problem
        self.detail = detail
        self.code = code


class PositionError(ValueError):
    """A position (from a notation, a save, a test) that the rules could not hold; str() says
    exactly what is wrong."""
