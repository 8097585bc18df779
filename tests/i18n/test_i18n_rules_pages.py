"""The rules pages: one per language, complete, well-formed, written anew in each language."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from spiderette_qt.i18n import LANGUAGES, rules_html
from spiderette_qt.resources import resource_path

SEEDS = Path(__file__).resolve().parents[3] / "shared" / "seeds"

# Letters each language's page must contain, spelled right (not as ASCII stand-ins).
SPECIAL_LETTERS = {
    "sv": "åäöÅ",
    "de": "äöüß",
    "tr": "ıİşğçöüÇÖ",
    "da": "æøå",
}


def page(language: str) -> str:
    return resource_path("rules", f"rules_{language}.html").read_text(encoding="utf-8")


class _TagChecker(HTMLParser):
    """Collects tags and checks the block tags we use open and close in order."""

    CHECKED = {"html", "head", "body", "h2", "h3", "p", "ul", "li", "table", "tr", "th", "td", "b"}

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.counts: dict[str, int] = {}
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.counts[tag] = self.counts.get(tag, 0) + 1
        if tag in self.CHECKED:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in self.CHECKED:
            assert self.stack and self.stack[-1] == tag, f"</{tag}> closes {self.stack[-1:]}"
            self.stack.pop()

    def handle_data(self, data):
        self.text.append(data)


@pytest.mark.parametrize("language", LANGUAGES)
def test_page_is_complete_and_well_formed(language):
    html = page(language)
    checker = _TagChecker()
    checker.feed(html)
    checker.close()
    assert checker.stack == []
    assert checker.counts["h2"] == 1
    assert checker.counts["h3"] >= 10
    assert checker.counts["table"] == 2  # suit counts and scoring
    text = " ".join(" ".join(checker.text).split())
    for needed in ("52", "24", "500", "−1", "+100", "847", "500 − 53 + 400", "100",
                   "SD1-S1-AAAAABD"):
        assert needed in text, needed
    assert "Ã" not in html and "\ufffd" not in html  # no mojibake


@pytest.mark.parametrize("language", SPECIAL_LETTERS)
def test_page_uses_the_languages_own_letters(language):
    html = page(language)
    missing = [ch for ch in SPECIAL_LETTERS[language] if ch not in html]
    assert missing == []


@pytest.mark.parametrize(("language", "levels"), [
    ("en", ("Easy", "Medium", "Hard")), ("sv", ("Lätt", "Medel", "Svår")),
    ("de", ("Leicht", "Mittel", "Schwer")), ("tr", ("Kolay", "Orta", "Zor")),
    ("da", ("Let", "Mellem", "Svær")),
])
def test_page_names_the_levels_as_the_app_does(language, levels):
    html = page(language)
    for level in levels:
        assert f"<td>{level}</td>" in html


def test_pages_are_not_copies_of_each_other():
    paragraphs = {lang: set(re.findall(r"<p>(.*?)</p>", page(lang), re.S)) for lang in LANGUAGES}
    for a in LANGUAGES:
        for b in LANGUAGES:
            if a < b:
                assert not paragraphs[a] & paragraphs[b], (a, b)
                assert page(a) != page(b)


def _sentences(text: str) -> list[str]:
    parts = re.split(r"(?<=[.:;!?])\s+|\n", text)
    return [" ".join(p.split()) for p in parts if len(p.split()) >= 7]


@pytest.mark.skipif(not SEEDS.is_dir(), reason="seeds are outside the repository")
def test_pages_do_not_copy_the_seeds_sentences():
    seed_sentences = [s for f in sorted(SEEDS.glob("*.txt"))
                      for s in _sentences(f.read_text(encoding="utf-8"))]
    assert len(seed_sentences) > 50
    for language in LANGUAGES:
        plain = " ".join(re.sub(r"<[^>]+>", " ", page(language)).split())
        copied = [s for s in seed_sentences if s.rstrip(".:;") in plain]
        assert copied == [], (language, copied)


@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_html_reads_the_language_page(language):
    assert rules_html(language) == page(language)


def test_rules_html_falls_back_to_english():
    assert rules_html("fr") == page("en")
    assert rules_html("de_CH") == page("de")


def test_qt_renders_the_page(qtbot):
    from PySide6.QtGui import QTextDocument

    for language in LANGUAGES:
        document = QTextDocument()
        document.setHtml(rules_html(language))
        plain = document.toPlainText()
        assert "847" in plain and "SD1-S1-AAAAABD" in plain
        assert "<" not in plain  # every tag understood, none shown as text
