"""One catalogue: the spoken and described texts come from the Qt .ts/.qm files and say
word for word what the old Python tables of lambdas said (fixtures/spoken_texts.json, written
from those tables before the texts moved), over every input of spoken_inputs.py."""

from __future__ import annotations

import ast
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.i18n.spoken_inputs import FIXTURE, spoken_texts

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import update_translations as tool  # noqa: E402

I18N = ROOT / "spiderette_qt" / "i18n"
SPOKEN_CONTEXTS = ("CardNames", "Describe", "Announce", "Reasons", "Difficulty")


def _messages(language: str) -> dict[tuple[str, str, str], ET.Element]:
    root = ET.parse(tool.ts_path(language)).getroot()
    return {(context.findtext("name") or "", message.findtext("source") or "",
             message.findtext("comment") or ""): message
            for context in root.iter("context") for message in context.iter("message")}


def test_the_catalogue_says_every_old_text_word_for_word() -> None:
    old = json.loads(FIXTURE.read_text(encoding="utf-8"))
    new = spoken_texts()
    assert len(old) > 15000 and set(new) == set(old)
    differ = {key: (old[key], new[key]) for key in old if new[key] != old[key]}
    assert differ == {}, f"{len(differ)} texts differ, e.g. {list(differ.items())[:5]}"


@pytest.mark.parametrize("language", ["sv", "de", "tr", "da"])
def test_the_spoken_texts_are_in_the_ts_files(language: str) -> None:
    found = {key for key in _messages(language) if key[0] in SPOKEN_CONTEXTS}
    assert len(found) > 50
    assert ("Describe", "%n hidden card(s)", "") in found
    assert ("CardNames", "ace", "rank alone") in found


def test_english_has_every_plural_form_and_only_those() -> None:
    """spiderette_en.ts: the numerus messages of the catalogue, each with its two forms."""
    english = _messages("en")
    numerus = {key for key, message in _messages("sv").items()
               if message.get("numerus") == "yes"}
    assert set(english) == numerus and len(numerus) > 10
    for key, message in english.items():
        translation = message.find("translation")
        assert translation is not None and translation.get("type") is None, key
        forms = [form.text or "" for form in translation.findall("numerusform")]
        assert len(forms) == 2 and all("%n" in form for form in forms), key


def test_committed_english_qm_is_what_lrelease_makes_today(tmp_path: Path) -> None:
    fresh = tmp_path / "spiderette_en.qm"
    tool.lrelease(tool.ts_path("en"), fresh)
    assert tool.qm_path("en").read_bytes() == fresh.read_bytes()


def test_no_language_table_is_left_in_the_python_code() -> None:
    """The words live in the .ts files only: no Swedish, German, Turkish or Danish text of
    the spoken catalogue is written in the spoken modules."""
    words = ("hjärter", "Talong", "verdeckt", "Austeilung", "kapalı", "sütun", "skjult",
             "Poäng", "Kolumn", "valesi", "flyttat", "Talongen", "Spalte", "sütun", "søjle",
             "Lätt", "Mittel", "Kolay", "Mellem")
    for name in ("announce.py", "card_names.py", "describe.py", "catalogue.py",
                 "reason_texts.py", "difficulty.py", "languages.py"):
        tree = ast.parse((I18N / name).read_text(encoding="utf-8"))
        docstrings = {id(node.value) for node in ast.walk(tree) if isinstance(node, ast.Expr)}
        strings = [node.value for node in ast.walk(tree)  # docstrings may show examples
                   if isinstance(node, ast.Constant) and isinstance(node.value, str)
                   and id(node) not in docstrings]
        assert len(strings) > 2
        assert [word for word in words if any(word in text for text in strings)] == [], name


def test_describe_reads_the_translator_the_app_installed(qapp) -> None:
    from spiderette_qt.engine import Game
    from spiderette_qt.i18n import describe
    from spiderette_qt.i18n.catalogue import translator_for
    from spiderette_qt.i18n.translator import install_language, installed_translators

    try:
        install_language("sv")
        assert installed_translators()[0] is translator_for("sv")
        assert describe(Game.new(1, 1), "sv").startswith("Talong: 24 kort, 4 utdelningar kvar")
    finally:
        install_language("en")
