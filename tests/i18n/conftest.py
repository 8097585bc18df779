"""Shared expectations for the i18n tests."""

from __future__ import annotations

import pytest

# Copied word for word from SPEC §4 and the seeds' set-up sections (000 "Utläggningen",
# 002 "Der Aufbau", 001 "Kurulum"). Danish has no seed: it is our own sentence.
EXPECTED_START = {
    "en": "Stock: 24 cards, 4 deals left; no sequence removed. Column 1: 0 hidden cards, "
          "then 4 of clubs; column 2: 1 hidden card, then ace of clubs; column 3: 2 hidden "
          "cards, then 10 of hearts; column 4: 3 hidden cards, then queen of diamonds; "
          "column 5: 4 hidden cards, then 3 of hearts; column 6: 5 hidden cards, then ace of "
          "spades; column 7: 6 hidden cards, then 5 of hearts.",
    "sv": "Talong: 24 kort, 4 utdelningar kvar; ingen sekvens borttagen. Kolumn 1: 0 dolda "
          "kort, sedan klöver 4; kolumn 2: 1 dolda kort, sedan klöver ess; kolumn 3: 2 dolda "
          "kort, sedan hjärter 10; kolumn 4: 3 dolda kort, sedan ruter dam; kolumn 5: 4 dolda "
          "kort, sedan hjärter 3; kolumn 6: 5 dolda kort, sedan spader ess; kolumn 7: 6 dolda "
          "kort, sedan hjärter 5.",
    "de": "Talon: 24 Karten, noch 4 Austeilungen; keine Folge entfernt. Spalte 1: 0 verdeckt, "
          "dann Kreuz 4; Spalte 2: 1 verdeckt, dann Kreuz-Ass; Spalte 3: 2 verdeckt, dann "
          "Herz 10; Spalte 4: 3 verdeckt, dann Karo-Dame; Spalte 5: 4 verdeckt, dann Herz 3; "
          "Spalte 6: 5 verdeckt, dann Pik-Ass; Spalte 7: 6 verdeckt, dann Herz 5.",
    "tr": "Çekme destesi: 24 kart, kalan dağıtım sayısı 4; henüz hiçbir seri kaldırılmadı. "
          "Sütun 1: 0 kapalı kart, ardından sinek 4; sütun 2: 1 kapalı kart, ardından sinek "
          "ası; sütun 3: 2 kapalı kart, ardından kupa 10; sütun 4: 3 kapalı kart, ardından "
          "karo kızı; sütun 5: 4 kapalı kart, ardından kupa 3; sütun 6: 5 kapalı kart, "
          "ardından maça ası; sütun 7: 6 kapalı kart, ardından kupa 5.",
    "da": "Bunke: 24 kort, 4 omgange tilbage; ingen rækker fjernet. Søjle 1: 0 skjulte kort, "
          "derefter klør 4; søjle 2: 1 skjult kort, derefter klør es; søjle 3: 2 skjulte kort, "
          "derefter hjerter 10; søjle 4: 3 skjulte kort, derefter ruder dame; søjle 5: 4 "
          "skjulte kort, derefter hjerter 3; søjle 6: 5 skjulte kort, derefter spar es; "
          "søjle 7: 6 skjulte kort, derefter hjerter 5.",
}


@pytest.fixture
def expected_start() -> dict[str, str]:
    """The SPEC §4 start position described in each language."""
    return dict(EXPECTED_START)
