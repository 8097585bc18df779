"""The colours of the deck, in one place so the four-colour option changes them all."""

from __future__ import annotations

from PySide6.QtGui import QColor

from spiderette_qt.engine.cards import Suit

RED = QColor("#C8102E")
BLACK = QColor("#1A1A1A")

# The four-colour deck's inks. Chosen so that they differ in lightness, not only in hue:
# the previous blue, green and red had nearly one luminance, and to deuteranopic eyes (the
# most common colour-vision deficiency) hearts and clubs became the same dark olive
# (luminance ratio 1.14), to protanopic eyes hearts went near-black like spades, and in
# grayscale all four were alike. Now, from dark to light: spades near-black, diamonds deep
# blue-violet, clubs forest green, hearts coral red; every pair keeps a luminance ratio of
# at least 1.4 for normal vision, grayscale and the Machado (2009) deuteranopia and
# protanopia simulations, and every ink at least 3:1 against the ivory face
# (tests/window/accessibility/test_four_colour_inks.py computes it). The suit shapes stay the
# main cue.
FOUR_SPADES = QColor("#101010")
FOUR_DIAMONDS = QColor("#2A1C92")
FOUR_CLUBS = QColor("#2B6012")
FOUR_HEARTS = QColor("#DE5248")
BLUE = FOUR_DIAMONDS  # the names the four-colour deck was first drawn with
GREEN = FOUR_CLUBS

FACE = QColor("#FFFEF8")  # ivory white
BORDER = QColor("#8A8A8A")
GOLD = QColor("#D9A520")
GOLD_DARK = QColor("#9C7414")
SKIN = QColor("#F6DDB8")

BACK_FIELD = QColor("#173A78")
BACK_LATTICE = QColor("#3B66B3")
BACK_DARK = QColor("#0E2652")

FOUR_INKS = {Suit.SPADES: FOUR_SPADES, Suit.HEARTS: FOUR_HEARTS,
             Suit.DIAMONDS: FOUR_DIAMONDS, Suit.CLUBS: FOUR_CLUBS}
_FOUR = FOUR_INKS


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
