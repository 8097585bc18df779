"""Card names, suit names, languages and difficulty names."""

from __future__ import annotations

import subprocess
import sys

import pytest

from spiderette_qt.engine.cards import Card, Suit, full_deck
from spiderette_qt.i18n import (
    LANGUAGES,
    NATIVE_NAMES,
    card_name,
    difficulty_name,
    native_name,
    normalize_language,
    suit_name,
)


@pytest.mark.parametrize("language", LANGUAGES)
def test_all_52_cards_have_distinct_nonempty_names(language):
    names = [card_name(card, language) for card in full_deck(4)]
    assert all(name.strip() == name and name for name in names)
    assert len(set(names)) == 52


@pytest.mark.parametrize(("language", "expected"), [
    ("en", "9 of hearts"), ("sv", "hjärter 9"), ("de", "Herz 9"), ("tr", "kupa 9"),
    ("da", "hjerter 9"),
])
def test_nine_of_hearts(language, expected):
    assert card_name(Card.parse("9H"), language) == expected


@pytest.mark.parametrize(("card", "language", "expected"), [
    ("AC", "en", "ace of clubs"), ("QD", "en", "queen of diamonds"), ("JS", "en", "jack of spades"),
    ("KH", "en", "king of hearts"), ("TH", "en", "10 of hearts"),
    ("AC", "sv", "klöver ess"), ("QD", "sv", "ruter dam"), ("JS", "sv", "spader knekt"),
    ("KH", "sv", "hjärter kung"),
    ("AC", "de", "Kreuz-Ass"), ("QD", "de", "Karo-Dame"), ("JS", "de", "Pik-Bube"),
    ("KH", "de", "Herz-König"), ("4C", "de", "Kreuz 4"),
    # Turkish possessive suffix on the rank word: as-ı, kız-ı, papaz-ı, vale-si.
    ("AS", "tr", "maça ası"), ("AH", "tr", "kupa ası"), ("QH", "tr", "kupa kızı"),
    ("QD", "tr", "karo kızı"), ("KC", "tr", "sinek papazı"), ("JD", "tr", "karo valesi"),
    ("AC", "da", "klør es"), ("QD", "da", "ruder dame"), ("JS", "da", "spar knægt"),
    ("KH", "da", "hjerter konge"),
])
def test_picture_cards_and_aces(card, language, expected):
    assert card_name(Card.parse(card), language) == expected


def test_suit_names_with_their_special_letters():
    assert [suit_name(s, "sv") for s in Suit] == ["spader", "hjärter", "ruter", "klöver"]
    assert [suit_name(s, "de") for s in Suit] == ["Pik", "Herz", "Karo", "Kreuz"]
    assert [suit_name(s, "tr") for s in Suit] == ["maça", "kupa", "karo", "sinek"]
    assert [suit_name(s, "da") for s in Suit] == ["spar", "hjerter", "ruder", "klør"]
    assert suit_name(Suit.CLUBS) == "clubs"


def test_languages_and_native_names():
    assert LANGUAGES == ("en", "sv", "de", "tr", "da")
    assert [NATIVE_NAMES[lang] for lang in LANGUAGES] == [
        "English", "Svenska", "Deutsch", "Türkçe", "Dansk"]
    assert native_name("tr_TR") == "Türkçe"


@pytest.mark.parametrize(("locale_name", "expected"), [
    ("de_DE", "de"), ("de-AT", "de"), ("sv_SE.UTF-8", "sv"), ("tr_TR", "tr"), ("da_DK", "da"),
    ("en_US", "en"), ("EN", "en"), (" da ", "da"), ("fr_FR", "en"), ("C", "en"),
    ("POSIX", "en"), ("", "en"), (None, "en"), ("nb_NO", "en"), ("sr@latin", "en"),
])
def test_normalize_language(locale_name, expected):
    assert normalize_language(locale_name) == expected


def test_difficulty_names_from_seeds_and_danish():
    table = {lang: [difficulty_name(n, lang) for n in (1, 2, 4)] for lang in LANGUAGES}
    assert table == {
        "en": ["Easy", "Medium", "Hard"],
        "sv": ["Lätt", "Medel", "Svår"],
        "de": ["Leicht", "Mittel", "Schwer"],
        "tr": ["Kolay", "Orta", "Zor"],
        "da": ["Let", "Mellem", "Svær"],
    }
    assert difficulty_name(4, "xx") == "Hard"
    # KPat's three suits (Spider, Relaxed Spider), between Medium and Hard: our own words.
    assert [difficulty_name(3, lang) for lang in ("en", "sv", "de", "tr", "da")] == [
        "Medium-hard", "Medelsvår", "Mittelschwer", "Orta-zor", "Mellemsvær"]
    with pytest.raises(ValueError, match="1, 2, 3, 4"):
        difficulty_name(5, "en")


def test_pure_modules_import_without_qt():
    """The package and its modules import where PySide6 cannot be imported, and the language
    list and the rules pages work there. (Card names, describe() and the difficulty names
    read the Qt catalogue since issue 24, which imports QtCore on the first text: see the
    next test.)"""
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] == 'PySide6':\n"
        "            raise ImportError('PySide6 blocked')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import spiderette_qt.i18n as i\n"
        "import spiderette_qt.i18n.announce, spiderette_qt.i18n.describe\n"
        "assert i.native_name('da') == 'Dansk'\n"
        "assert '<h2>' in i.rules_html('de')\n"
        "assert not any(m.startswith('PySide6') for m in sys.modules)\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_spoken_texts_need_only_qtcore_and_no_application():
    """Card names and describe() read the Qt catalogue with QtCore alone: no QtGui, no
    QtWidgets, no QCoreApplication, so a script or a test speaks every language."""
    code = (
        "import sys\n"
        "import spiderette_qt.i18n as i\n"
        "from spiderette_qt.engine import Game\n"
        "from spiderette_qt.engine.cards import Card\n"
        "from PySide6.QtCore import QCoreApplication\n"
        "assert i.card_name(Card.parse('9H'), 'tr') == 'kupa 9'\n"
        "assert i.card_name(Card.parse('AC'), 'tr') == 'sinek ası'\n"
        "assert i.describe(Game.new(1, 1), 'de').startswith('Talon: 24 Karten, noch 4 ')\n"
        "assert i.difficulty_name(2, 'da') == 'Mellem'\n"
        "assert QCoreApplication.instance() is None\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6.QtGui',\n"
        "                                                   'PySide6.QtWidgets'))]\n"
        "print('ok')\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
