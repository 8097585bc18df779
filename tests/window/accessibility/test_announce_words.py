"""The new spoken words in every language: the figures of Describe the Table, the target's
verdict, the empty column."""

from __future__ import annotations

import pytest

from spiderette_qt.i18n import LANGUAGES
from spiderette_qt.i18n.announce import status_text, words


@pytest.mark.parametrize(("language", "one", "many"), [
    ("en", "Score 499, 1 move, 1 deal left, 0 of 4 sequences removed",
     "Score 480, 20 moves, 3 deals left, 2 of 8 sequences removed"),
    ("sv", "Poäng 499, 1 drag, 1 utdelning kvar, 0 av 4 sekvenser borttagna",
     "Poäng 480, 20 drag, 3 utdelningar kvar, 2 av 8 sekvenser borttagna"),
    ("de", "Punkte 499, 1 Zug, noch 1 Austeilung, 0 von 4 Folgen entfernt",
     "Punkte 480, 20 Züge, noch 3 Austeilungen, 2 von 8 Folgen entfernt"),
    ("tr", "Puan 499, 1 hamle, kalan dağıtım sayısı 1, 4 seriden 0 tanesi kaldırıldı",
     "Puan 480, 20 hamle, kalan dağıtım sayısı 3, 8 seriden 2 tanesi kaldırıldı"),
    ("da", "Point 499, 1 træk, 1 omgang tilbage, 0 af 4 rækker fjernet",
     "Point 480, 20 træk, 3 omgange tilbage, 2 af 8 rækker fjernet"),
])
def test_the_figures_read_naturally(language, one, many) -> None:
    assert status_text(499, 1, 1, 0, 4, language) == one
    assert status_text(480, 20, 3, 2, 8, language) == many


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_language_has_the_new_words(language) -> None:
    w = words(language)
    assert w.fits and w.does_not_fit and w.fits != w.does_not_fit
    assert "10" in w.empty_column(10)
    assert "3" in w.target_top(3, "x") and "x" in w.target_top(3, "x")
