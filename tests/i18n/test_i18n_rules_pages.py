"""The rules pages: one per game of the family and language, complete, well-formed, built for
screen readers (headings, lists, no tables, the keys named), written anew in each language."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from spiderette_qt.engine import VARIANTS
from spiderette_qt.i18n import LANGUAGES, rules_html
from spiderette_qt.i18n.rules_pages import MISSING, rules_title
from spiderette_qt.platform.resources import resource_path

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"
GAMES = tuple(VARIANTS)
PAGES = [(lang, game) for lang in LANGUAGES for game in GAMES]

# Letters each language's page must contain, spelled right (not as ASCII stand-ins).
SPECIAL_LETTERS = {
    "sv": "åäöÅ",
    "de": "äöüß",
    "tr": "ıİşğçöüÇÖ",
    "da": "æøå",
}
LEVELS = {
    "en": ("Easy", "Medium", "Hard"), "sv": ("Lätt", "Medel", "Svår"),
    "de": ("Leicht", "Mittel", "Schwer"), "tr": ("Kolay", "Orta", "Zor"),
    "da": ("Let", "Mellem", "Svær"),
}
MEDIUM_HARD = {"en": "Medium-hard", "sv": "Medelsvår", "de": "Mittelschwer", "tr": "Orta-zor",
               "da": "Mellemsvær"}


class _TagChecker(HTMLParser):
    """Collects tags and checks the block tags we use open and close in order."""

    CHECKED = {"html", "head", "body", "h1", "h2", "h3", "p", "ul", "li", "table", "tr", "th",
               "td", "b"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.counts: dict[str, int] = {}
        self.text: list[str] = []
        self.order: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.counts[tag] = self.counts.get(tag, 0) + 1
        if tag in ("h1", "h2", "h3"):
            self.order.append(tag)
        if tag in self.CHECKED:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.CHECKED:
            assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


def checked(html: str) -> _TagChecker:
    checker = _TagChecker()
    checker.feed(html)
    checker.close()
    return checker


def plain(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).split())


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_page_is_complete_and_well_formed(language, game):
    variant = VARIANTS[game]
    html = rules_html(language, game)
    checker = checked(html)
    assert checker.stack == []
    assert "{{" not in html and "}}" not in html  # every slot filled
    # One title, then sections: a heading structure a screen reader can jump through.
    assert checker.order[0] == "h1" and checker.counts["h1"] == 1
    assert checker.counts["h2"] >= 12
    assert "table" not in checker.counts  # lists, not tables (Qt reads cells as junk)
    assert checker.counts["ul"] >= 4
    text = " ".join(" ".join(checker.text).split())
    cards = str(variant.decks * 52)
    stock = str(variant.decks * 52 - sum(variant.first_deal))
    wins = 500 - 53 + variant.sequences * 100 if game == "spiderette" else None
    for needed in (cards, stock, "500", "−1", "+100", str(variant.undo_limit),
                   f"{variant.code_prefix}1-S1-AAAAABD", "Esc", "F10", "B", "D"):
        assert needed in text, (language, game, needed)
    assert "Ctrl+Z" in text or "Strg+Z" in text  # German keyboards say Strg
    if wins is not None:
        assert "500 − 53 + 400" in text and str(wins) in text
    else:
        assert f"+ {variant.sequences * 100}" in text
    assert "Ã" not in html and "\ufffd" not in html  # no mojibake


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_the_keys_page_names_the_games_column_keys(language, game):
    text = plain(rules_html(language, game))
    columns = VARIANTS[game].columns
    if columns <= 9:
        assert f"1–{columns}" in text
    else:
        assert "1–9" in text and "0" in text


@pytest.mark.parametrize("language", SPECIAL_LETTERS)
def test_page_uses_the_languages_own_letters(language):
    html = "".join(rules_html(language, game) for game in GAMES)
    missing = [ch for ch in SPECIAL_LETTERS[language] if ch not in html]
    assert missing == []


@pytest.mark.parametrize(("language", "game"), PAGES)
def test_page_names_the_levels_as_the_app_does(language, game):
    html = rules_html(language, game)
    for level in LEVELS[language]:
        assert f"<li><b>{level}</b>" in html
    # KPat's three suits: only where the game is played in them (Spider, Relaxed Spider).
    three = MEDIUM_HARD[language]
    assert (f"<li><b>{three}</b>, 3 " in html) == (3 in VARIANTS[game].suit_counts)


def test_each_game_reads_as_its_own_page():
    for language in LANGUAGES:
        pages = {game: rules_html(language, game) for game in GAMES}
        assert len(set(pages.values())) == len(GAMES)
        relaxed, spider = plain(pages["relaxed-spider"]), plain(pages["spider"])
        assert relaxed != spider
    # Relaxed Spider's one difference is said in words (English checked here).
    assert "empty column does not stop the deal" in plain(rules_html("en", "relaxed-spider"))
    assert "will not deal while a column is empty" in plain(rules_html("en", "spider"))
    # What only each new game has is said in words (English checked here).
    assert "no stock" in plain(rules_html("en", "simple-simon"))
    assert "Each deal from the stock" not in plain(rules_html("en", "simple-simon"))
    assert "columns of three" in plain(rules_html("en", "will-o-the-wisp"))
    assert "- (minus) and = (equals)" in plain(rules_html("en", "spider-three-decks"))


def test_every_language_has_the_same_slots_for_every_game():
    english = json.loads((resource_path("rules", "en") / "games.json").read_text("utf-8"))
    for language in LANGUAGES:
        table = json.loads((resource_path("rules", language) / "games.json")
                           .read_text("utf-8"))
        assert set(table) == set(GAMES)
        for game in GAMES:
            assert set(table[game]) == set(english[game]), (language, game)


def test_pages_are_not_copies_of_each_other():
    for game in GAMES:
        paragraphs = {lang: set(re.findall(r"<p>(.*?)</p>", rules_html(lang, game), re.S))
                      for lang in LANGUAGES}
        for a in LANGUAGES:
            for b in LANGUAGES:
                if a < b:
                    assert not paragraphs[a] & paragraphs[b], (game, a, b)


def _sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.:;!?])\s+|\n", text)
    return [" ".join(p.split()) for p in parts if len(p.split()) >= 7]


@pytest.mark.skipif(not SEEDS.is_dir(), reason="seeds are outside the repository")
def test_pages_do_not_copy_the_seeds_sentences():
    seed_sentences = [s for f in sorted(SEEDS.glob("*.txt"))
                      for s in _sentences(f.read_text(encoding="utf-8"))]
    assert len(seed_sentences) > 50
    for language, game in PAGES:
        text = plain(rules_html(language, game))
        copied = [s for s in seed_sentences if s.rstrip(".:;") in text]
        assert copied == [], (language, game, copied)


def test_rules_html_falls_back_to_english_and_to_spiderette():
    assert rules_html("fr", "spider") == rules_html("en", "spider")
    assert rules_html("de_CH", "spider") == rules_html("de", "spider")
    assert rules_html("en", "no-such-game") == rules_html("en", "spiderette")
    assert rules_html("sv") == rules_html("sv", "spiderette")
    assert rules_html("en") != MISSING


@pytest.mark.parametrize(("language", "title"), [
    ("en", "How to play Spider"), ("sv", "Så spelar du Spider"),
    ("de", "So wird Spider gespielt"), ("tr", "Spider nasıl oynanır"),
    ("da", "Sådan spiller du Spider"),
])
def test_the_title_names_the_game(language, title):
    assert rules_title(language, "spider") == title


def test_qt_renders_every_page(qtbot):
    from PySide6.QtGui import QTextDocument

    for language, game in PAGES:
        document = QTextDocument()
        document.setHtml(rules_html(language, game))
        text = document.toPlainText()
        assert f"{VARIANTS[game].code_prefix}1-S1-AAAAABD" in text
        assert "<" not in text and "{" not in text  # every tag understood, every slot filled
        assert "\ufffc" not in text  # no object replacement characters (what tables become)


def test_every_page_states_the_engines_maximum_of_each_scoring():
    from spiderette_qt.engine import scoring
    from spiderette_qt.engine.variants import VARIANTS

    for language in LANGUAGES:
        table = json.loads((resource_path("rules", language) / "games.json").read_text("utf-8"))
        for game in GAMES:
            variant = VARIANTS[game]
            for system in ("sun", "edderkop"):
                stated = table[game][f"{system}_max"].split(" (")[0]
                assert int(re.sub(r"\D", "", stated)) == scoring.maximum(variant, system), \
                    (language, game, system)
                parts = table[game][f"{system}_max"].split("(")[1].rstrip(")").split(" + ")
                # Parts may have thousands separators too ("1,200 + 210", "1.200 + 210").
                assert sum(int(re.sub(r"\D", "", p)) for p in parts) == \
                    scoring.maximum(variant, system)
            assert table[game]["sun_max"] in rules_html(language, game)
