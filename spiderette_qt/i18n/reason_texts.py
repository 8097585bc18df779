"""The rule texts of every refusal Reason, in the Qt catalogue (context "Reasons").

The English text is the Reason's own value (engine/errors.py); the literals below repeat it
so that pyside6-lupdate files it in the .ts files, where Swedish, German, Turkish and Danish
translate it (tests/i18n/test_i18n_reasons.py checks that every literal is its Reason's
value, so the two cannot drift apart). A counted rule (STOCK_EMPTY, UNDO_LIMIT) names
Spiderette's number; reason_text (reasons.py) puts the game's in its place.
"""

from __future__ import annotations

from spiderette_qt.engine.errors import Reason
from spiderette_qt.i18n.catalogue import Texts

R = Reason


class Reasons(Texts):
    """The rule texts in one language."""

    def texts(self) -> dict[Reason, str]:
        return {
            R.NO_SUCH_COLUMN: self.tr("There is no such column"),
            R.NO_SUCH_CARDS: self.tr("That column does not have that many face-up cards"),
            R.FACE_DOWN: self.tr("A face-down card cannot be moved"),
            R.NOT_A_RUN: self.tr("Cards move together only when their ranks go down one by one"),
            R.MIXED_SUITS: self.tr("Only a run of one suit moves together"),
            R.SAME_COLUMN: self.tr("A run must move to another column"),
            R.ONTO_ACE: self.tr("Nothing can be put on an ace"),
            R.KING_TO_EMPTY_ONLY: self.tr("A king can only move to an empty column"),
            R.NOT_ONE_HIGHER: self.tr("A card goes only on a card exactly one rank higher"),
            R.DEAL_WITH_EMPTY_COLUMN: self.tr("Fill the empty column before dealing"),
            R.STOCK_EMPTY: self.tr("The stock is empty: all 4 deals are made"),
            R.NOTHING_TO_UNDO: self.tr("There is nothing to undo"),
            R.UNDO_LIMIT: self.tr("Undo reaches back only over the last 100 actions"),
            R.NOTHING_TO_REDO: self.tr("There is nothing to redo"),
            R.NO_TARGET: self.tr("No column can take this run"),
            R.GAME_WON: self.tr("The game is won: start a new one"),
        }


class NoStock(Texts):
    """The one sentence of a deal refused for want of any stock (its own context: the
    Reasons context holds exactly the engine's Reason values)."""

    def text(self) -> str:
        return self.tr("This game has no stock: there is nothing to deal")


def no_stock_text(language: str) -> str:
    """The deal refused in a game that has no stock at all (Simple Simon): "all 0 deals are
    made" would be true but odd. Not a Reason of its own: the engine's is STOCK_EMPTY."""
    return NoStock(language).text()


def builtin_reason_text(reason: Reason, language: str) -> str:
    """The rule text in `language` from the catalogue (English: the Reason's value)."""
    return Reasons(language).texts().get(reason, reason.value)
