"""The four-colour deck's inks differ in lightness for every eye (issue 14, item 8).

Luminance is WCAG's relative luminance of linear sRGB; colour-vision deficiencies are
simulated with the Machado, Oliveira and Fernandes (2009) matrices at full severity,
applied to linear RGB. Grayscale is the luminance itself (normal vision's).
"""

from __future__ import annotations

import itertools

import pytest

from spiderette_qt.engine.cards import Suit
from spiderette_qt.table.card_art import palette

MACHADO = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
}
MIN_PAIR_RATIO = 1.4  # the old blue/green/red: 1.10 (hearts and clubs under deuteranopia)
MIN_FACE_CONTRAST = 3.0  # WCAG's floor for large text and graphics, for the pips and ranks


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour, vision: str = "normal") -> float:
    rgb = [_linear(colour.red()), _linear(colour.green()), _linear(colour.blue())]
    seen = [min(1.0, max(0.0, sum(m * c for m, c in zip(row, rgb, strict=True))))
            for row in MACHADO[vision]]
    return 0.2126 * seen[0] + 0.7152 * seen[1] + 0.0722 * seen[2]


def ratio(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


@pytest.mark.parametrize("vision", MACHADO)
def test_every_two_inks_differ_in_lightness(vision) -> None:
    inks = {suit: palette.suit_colour(suit, four_colour=True) for suit in Suit}
    for (s1, c1), (s2, c2) in itertools.combinations(inks.items(), 2):
        got = ratio(luminance(c1, vision), luminance(c2, vision))
        assert got >= MIN_PAIR_RATIO, (vision, s1.name, s2.name, round(got, 2))


@pytest.mark.parametrize("vision", MACHADO)
def test_every_ink_stands_out_on_the_face(vision) -> None:
    face = luminance(palette.FACE, vision)
    for suit in Suit:
        ink = palette.suit_colour(suit, four_colour=True)
        assert ratio(face, luminance(ink, vision)) >= MIN_FACE_CONTRAST, (vision, suit.name)


def test_the_check_would_catch_the_old_inks() -> None:
    from PySide6.QtGui import QColor

    old_hearts, old_clubs = QColor("#C8102E"), QColor("#1E7B34")
    assert ratio(luminance(old_hearts, "deuteranopia"),
                 luminance(old_clubs, "deuteranopia")) < MIN_PAIR_RATIO


def test_the_classic_deck_keeps_red_and_black() -> None:
    assert palette.suit_colour(Suit.HEARTS, four_colour=False) == palette.RED
    assert palette.suit_colour(Suit.SPADES, four_colour=False) == palette.BLACK
