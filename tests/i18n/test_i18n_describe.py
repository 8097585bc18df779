"""The table description (SPEC §4) in every language, against a small fake game."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from spiderette_qt.engine.cards import Card
from spiderette_qt.i18n import LANGUAGES, describe, describe_column


@dataclass(frozen=True)
class FakeColumn:
    hidden: tuple[Card, ...] = ()
    visible: tuple[Card, ...] = ()


@dataclass(frozen=True)
class FakeGame:
    columns: tuple[FakeColumn, ...]
    stock: tuple[Card, ...] = ()
    deals_left: int = 0
    removed: int = 0
    _note: str = field(default="", repr=False)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def col(hidden: int, visible: str = "") -> FakeColumn:
    # The hidden cards' faces never show in the description; any card will do.
    return FakeColumn(hidden=cards("KS " * hidden), visible=cards(visible))


# The SPEC §4 start position: column n has n-1 hidden cards and one face-up card.
START = FakeGame(
    columns=(col(0, "4C"), col(1, "AC"), col(2, "TH"), col(3, "QD"), col(4, "3H"),
             col(5, "AS"), col(6, "5H")),
    stock=cards("2S " * 24),
    deals_left=4,
    removed=0,
)



@pytest.mark.parametrize("language", LANGUAGES)
def test_start_position_matches_spec_and_seeds(language, expected_start):
    assert describe(START, language) == expected_start[language]


def test_default_and_unknown_language_are_english(expected_start):
    assert describe(START) == expected_start["en"]
    assert describe(START, "fr_FR") == expected_start["en"]
    assert describe(START, "de_DE.UTF-8") == expected_start["de"]


# A later position: 1 stock card (not reachable in play, but the form must exist), 1 deal
# left, 1 sequence removed, column 1 empty, a run of three face-up cards, a picture-card mix.
LATER = FakeGame(
    columns=(col(0), col(1, "9S 8S 7S"), col(0, "KH"), col(2, "JC TD"), col(0, "AD"),
             col(3, "KD"), col(1, "QS")),
    stock=cards("2S"),
    deals_left=1,
    removed=1,
)

EXPECTED_LATER = {
    "en": "Stock: 1 card, 1 deal left; 1 sequence removed. Column 1: empty; column 2: 1 "
          "hidden card, then 9 of spades, 8 of spades, 7 of spades; column 3: 0 hidden cards, "
          "then king of hearts; column 4: 2 hidden cards, then jack of clubs, 10 of diamonds; "
          "column 5: 0 hidden cards, then ace of diamonds; column 6: 3 hidden cards, then king "
          "of diamonds; column 7: 1 hidden card, then queen of spades.",
    "sv": "Talong: 1 kort, 1 utdelning kvar; 1 sekvens borttagen. Kolumn 1: tom; kolumn 2: "
          "1 dolda kort, sedan spader 9, spader 8, spader 7; kolumn 3: 0 dolda kort, sedan "
          "hjärter kung; kolumn 4: 2 dolda kort, sedan klöver knekt, ruter 10; kolumn 5: 0 "
          "dolda kort, sedan ruter ess; kolumn 6: 3 dolda kort, sedan ruter kung; kolumn 7: "
          "1 dolda kort, sedan spader dam.",
    "de": "Talon: 1 Karte, noch 1 Austeilung; 1 Folge entfernt. Spalte 1: leer; Spalte 2: "
          "1 verdeckt, dann Pik 9, Pik 8, Pik 7; Spalte 3: 0 verdeckt, dann Herz-König; "
          "Spalte 4: 2 verdeckt, dann Kreuz-Bube, Karo 10; Spalte 5: 0 verdeckt, dann "
          "Karo-Ass; Spalte 6: 3 verdeckt, dann Karo-König; Spalte 7: 1 verdeckt, dann "
          "Pik-Dame.",
    "tr": "Çekme destesi: 1 kart, kalan dağıtım sayısı 1; 1 seri kaldırıldı. Sütun 1: boş; "
          "sütun 2: 1 kapalı kart, ardından maça 9, maça 8, maça 7; sütun 3: 0 kapalı kart, "
          "ardından kupa papazı; sütun 4: 2 kapalı kart, ardından sinek valesi, karo 10; "
          "sütun 5: 0 kapalı kart, ardından karo ası; sütun 6: 3 kapalı kart, ardından karo "
          "papazı; sütun 7: 1 kapalı kart, ardından maça kızı.",
    "da": "Bunke: 1 kort, 1 omgang tilbage; 1 række fjernet. Søjle 1: tom; søjle 2: 1 skjult "
          "kort, derefter spar 9, spar 8, spar 7; søjle 3: 0 skjulte kort, derefter hjerter "
          "konge; søjle 4: 2 skjulte kort, derefter klør knægt, ruder 10; søjle 5: 0 skjulte "
          "kort, derefter ruder es; søjle 6: 3 skjulte kort, derefter ruder konge; søjle 7: "
          "1 skjult kort, derefter spar dame.",
}


@pytest.mark.parametrize("language", LANGUAGES)
def test_singular_forms_empty_column_and_runs(language):
    assert describe(LATER, language) == EXPECTED_LATER[language]


# Nothing in the stock, several sequences removed, an empty column in the middle.
END = FakeGame(
    columns=(col(0, "5S"), col(0), col(0), col(0), col(0), col(0), col(0)),
    stock=(),
    deals_left=0,
    removed=3,
)

EXPECTED_END_HEAD = {
    "en": "Stock: 0 cards, 0 deals left; 3 sequences removed. Column 1: 0 hidden cards, "
          "then 5 of spades; column 2: empty; ",
    "sv": "Talong: 0 kort, inga utdelningar kvar; 3 sekvenser borttagna. Kolumn 1: 0 dolda "
          "kort, sedan spader 5; kolumn 2: tom; ",
    "de": "Talon: 0 Karten, keine Austeilung mehr; 3 Folgen entfernt. Spalte 1: 0 verdeckt, "
          "dann Pik 5; Spalte 2: leer; ",
    "tr": "Çekme destesi: 0 kart, dağıtım kalmadı; 3 seri kaldırıldı. Sütun 1: 0 kapalı kart, "
          "ardından maça 5; sütun 2: boş; ",
    "da": "Bunke: 0 kort, ingen omgange tilbage; 3 rækker fjernet. Søjle 1: 0 skjulte kort, "
          "derefter spar 5; søjle 2: tom; ",
}
EXPECTED_END_TAIL = {"en": "column 7: empty.", "sv": "kolumn 7: tom.", "de": "Spalte 7: leer.",
                     "tr": "sütun 7: boş.", "da": "søjle 7: tom."}


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_forms_and_nothing_left_to_deal(language):
    text = describe(END, language)
    assert text.startswith(EXPECTED_END_HEAD[language])
    assert text.endswith(EXPECTED_END_TAIL[language])
    assert text.count(": ") == 1 + 7  # stock label + one per column


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_counts_of_two(language):
    game = FakeGame(columns=(col(2, "3S"),), stock=cards("AS AS"), deals_left=2, removed=2)
    expected = {
        "en": "Stock: 2 cards, 2 deals left; 2 sequences removed. Column 1: 2 hidden cards, "
              "then 3 of spades.",
        "sv": "Talong: 2 kort, 2 utdelningar kvar; 2 sekvenser borttagna. Kolumn 1: 2 dolda "
              "kort, sedan spader 3.",
        "de": "Talon: 2 Karten, noch 2 Austeilungen; 2 Folgen entfernt. Spalte 1: 2 verdeckt, "
              "dann Pik 3.",
        "tr": "Çekme destesi: 2 kart, kalan dağıtım sayısı 2; 2 seri kaldırıldı. Sütun 1: 2 "
              "kapalı kart, ardından maça 3.",
        "da": "Bunke: 2 kort, 2 omgange tilbage; 2 rækker fjernet. Søjle 1: 2 skjulte kort, "
              "derefter spar 3.",
    }
    assert describe(game, language) == expected[language]


def test_removed_given_as_a_collection_is_counted():
    game = FakeGame(columns=(col(0),), removed=((1, 2), (3, 4)))  # type: ignore[arg-type]
    assert describe(game).startswith("Stock: 0 cards, 0 deals left; 2 sequences removed.")


def test_column_with_only_hidden_cards_reads_the_count():
    assert describe_column(col(2), 3) == "column 3: 2 hidden cards"
    assert describe_column(col(1), 1, "de", first=True) == "Spalte 1: 1 verdeckt"


def test_empty_column_first_is_capitalised():
    assert describe_column(col(0), 4) == "column 4: empty"
    assert describe_column(col(0), 1, "tr", first=True) == "Sütun 1: boş"


SHARED = Path(__file__).resolve().parents[3] / "shared"


@pytest.mark.skipif(not (SHARED / "seeds").is_dir(), reason="seeds are outside the repository")
@pytest.mark.parametrize(("language", "seed", "opening"), [
    ("sv", "000_*.txt", "Talong: "), ("tr", "001_*.txt", "Çekme destesi: "),
    ("de", "002_*.txt", "Talon: "),
])
def test_expected_sentences_are_the_seeds_own(language, seed, opening, expected_start):
    """Guards the copied expectations against a typo: compare with the seed file itself."""
    (path,) = (SHARED / "seeds").glob(seed)
    lines = [line for line in path.read_text(encoding="utf-8").splitlines()
             if line.startswith(opening)]
    assert lines == [expected_start[language]]
    assert describe(START, language) == lines[0]


@pytest.mark.skipif(not (SHARED / "SPEC.md").is_file(), reason="SPEC is outside the repository")
def test_expected_english_is_the_specs_own(expected_start):
    spec = (SHARED / "SPEC.md").read_text(encoding="utf-8")
    (sentence,) = re.findall(r"`(Stock: [^`]*)`", spec)
    assert sentence == expected_start["en"] == describe(START, "en")
