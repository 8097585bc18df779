"""The colours of the deck, in one place so the four-colour option changes them all."""

from __future__ import annotations

from PySide6.QtGui import QColor

from spiderette_qt.engine.cards import Suit

RED = QColor("#C8102E")
BLACK = QColor("#1A1A1A")
BLUE = QColor("#1F4FBF")
GREEN = QColor("#1E7B34")

FACE = QColor("#FFFEF8")  # ivory white
BORDER = QColor("#8A8A8A")
GOLD = QColor("#D9A520")
GOLD_DARK = QColor("#9C7414")
SKIN = QColor("#F6DDB8")

BACK_FIELD = QColor("#173A78")
BACK_LATTICE = QColor("#3B66B3")
BACK_DARK = QColor("#0E2652")

_FOUR = {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: BLUE, Suit.CLUBS: GREEN}


def suit_colour(suit: Suit, four_colour: bool) -> QColor:
    """The ink of a suit: classic red/black, or one colour per suit."""
    if four_colour:
        return QColor(_FOUR[suit])
    return QColor(RED if suit.is_red else BLACK)


def accent_colour(suit: Suit, four_colour: bool) -> QColor:
    """A second colour for court robes: the one that contrasts with the suit's ink."""
    ink = suit_colour(suit, four_colour)
    return QColor(BLACK) if ink == RED else QColor(RED)


def tint(colour: QColor, amount: float) -> QColor:
    """Mix `amount` (0..1) of `colour` into the ivory face: a light wash of the suit."""
    a = max(0.0, min(1.0, amount))
    return QColor(
        round(FACE.red() * (1 - a) + colour.red() * a),
        round(FACE.green() * (1 - a) + colour.green() * a),
        round(FACE.blue() * (1 - a) + colour.blue() * a),
    )
