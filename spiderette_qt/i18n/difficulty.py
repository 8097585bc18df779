"""The names of the suit counts 1, 2, 3 and 4 ("Easy", "Medium", "Medium-hard", "Hard").

en/sv/de/tr come from docs/RULES.md §1 and the seeds' tables ("Lätt/Medel/Svår",
"Leicht/Mittel/Schwer", "Kolay/Orta/Zor"); Danish ("Let/Mellem/Svær") is our own choice, and
so is the name of KPat's three suits between Medium and Hard in every language.
The words are in the Qt catalogue, context "Difficulty" (catalogue.py).
"""

from __future__ import annotations

from spiderette_qt.engine.cards import SUIT_COUNTS
from spiderette_qt.i18n.catalogue import Texts
from spiderette_qt.i18n.languages import DEFAULT_LANGUAGE


class Difficulty(Texts):
    """The difficulty names in one language."""

    def name(self, suits: int) -> str:
        names = dict(zip(SUIT_COUNTS, (self.tr("Easy"), self.tr("Medium"),
                                       self.tr("Medium-hard"), self.tr("Hard")), strict=True))
        if suits not in names:
            raise ValueError(f"the suit count must be one of {SUIT_COUNTS}, not {suits!r}")
        return names[suits]


def difficulty_name(suits: int, language: str = DEFAULT_LANGUAGE) -> str:
    """The name of a suit count (1 to 4) in a language: difficulty_name(2, "sv") == "Medel"."""
    return Difficulty(language).name(suits)
