"""The Qt Linguist files: complete, placeholders kept, current with the code, .qm up to date."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import update_translations as tool  # noqa: E402

LANGUAGES = ("sv", "de", "tr", "da")
PLACEHOLDER = re.compile(r"%(?:\d+|n)|\{[A-Za-z_][A-Za-z0-9_]*\}")


def messages(language: str) -> list[tuple[str, ET.Element]]:
    root = ET.parse(tool.ts_path(language)).getroot()
    return [
        (context.findtext("name") or "", message)
        for context in root.iter("context")
        for message in context.iter("message")
    ]


def translations_of(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language: str) -> None:
    found = messages(language)
    assert len(found) > 50
    problems = []
    for context, message in found:
        source = message.findtext("source")
        kind = message.find("translation").get("type")  # type: ignore[union-attr]
        if kind in ("unfinished", "obsolete", "vanished"):
            problems.append(f"{context}: {source!r} is {kind}")
        texts = translations_of(message)
        if not texts or any(not text.strip() for text in texts):
            problems.append(f"{context}: {source!r} has an empty translation")
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_are_kept(language: str) -> None:
    problems = []
    for context, message in messages(language):
        source = message.findtext("source") or ""
        wanted = set(PLACEHOLDER.findall(source))
        for text in translations_of(message):
            if set(PLACEHOLDER.findall(text)) != wanted:
                problems.append(f"{context}: {source!r} -> {text!r}")
    assert problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_accelerators_are_kept(language: str) -> None:
    """A source with an & shortcut letter keeps exactly one in its translation."""
    problems = []
    for context, message in messages(language):
        source = message.findtext("source") or ""
        if source.replace("&&", "").count("&") != 1:
            continue
        for text in translations_of(message):
            if text.replace("&&", "").count("&") != 1:
                problems.append(f"{context}: {source!r} -> {text!r}")
    assert problems == []


def test_the_same_source_texts_in_every_language() -> None:
    def keys(language: str) -> set[tuple[str, str]]:
        return {(c, m.findtext("source") or "") for c, m in messages(language)}

    first = keys(LANGUAGES[0])
    for language in LANGUAGES[1:]:
        assert keys(language) == first, language


def test_ts_files_hold_every_text_of_the_code(tmp_path: Path) -> None:
    """lupdate over today's code finds nothing new (run tools/update_translations.py)."""
    copy = tmp_path / "check_de.ts"
    shutil.copyfile(tool.ts_path("de"), copy)
    subprocess.run(
        [tool.find_tool("pyside6-lupdate"), *tool.sources(), "-locations", "none",
         "-no-obsolete", "-target-language", "de", "-ts", str(copy)],
        cwd=ROOT, check=True, capture_output=True,
    )
    before = {(c, m.findtext("source")) for c, m in messages("de")}
    root = ET.parse(copy).getroot()
    after = {
        (context.findtext("name") or "", message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
    }
    assert after - before == set(), "texts missing from the .ts files"
    assert before - after == set(), "texts the code no longer has"


@pytest.mark.parametrize("language", LANGUAGES)
def test_committed_qm_is_what_lrelease_makes_today(language: str, tmp_path: Path) -> None:
    fresh = tmp_path / f"spiderette_{language}.qm"
    tool.lrelease(tool.ts_path(language), fresh)
    committed = tool.qm_path(language)
    assert committed.is_file(), f"{committed.name} is not there: run tools/update_translations.py"
    assert committed.read_bytes() == fresh.read_bytes(), (
        f"{committed.name} is stale: run tools/update_translations.py --release"
    )


@pytest.mark.parametrize("language", LANGUAGES)
def test_qm_translates_through_qt(qapp, language: str) -> None:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(tool.qm_path(language)))
    game = translator.translate("MainWindow", "&Game")
    assert game and game != "&Game"
    expected_game = {"sv": "&Spel", "de": "&Spiel", "tr": "&Oyun", "da": "&Spil"}
    assert game == expected_game[language]


def test_install_language_swaps_translators(qapp) -> None:
    from PySide6.QtCore import QCoreApplication

    from spiderette_qt.engine.errors import Reason
    from spiderette_qt.i18n import current_language, reason_text
    from spiderette_qt.i18n.translator import install_language, installed_translators

    try:
        assert install_language("de") == "de"
        assert current_language() == "de"
        assert len(installed_translators()) == 2  # ours and Qt's qtbase_de
        assert QCoreApplication.translate("WindowActions", "&Undo") == "&Rückgängig"
        assert reason_text(Reason.ONTO_ACE) == "Auf ein Ass kann keine Karte gelegt werden"
        assert install_language("tr") == "tr"
        # ours, Qt's qtbase_tr and our supplement of what qtbase_tr lacks
        assert len(installed_translators()) == 3
        assert QCoreApplication.translate("WindowActions", "&Undo") == "&Geri Al"
    finally:
        install_language("en")
    assert installed_translators() == ()
    assert QCoreApplication.translate("WindowActions", "&Undo") == "&Undo"
    assert current_language() == "en"


def test_resolve_language_uses_the_system_for_no_choice(monkeypatch) -> None:
    from spiderette_qt.i18n import translator

    monkeypatch.setattr(translator, "system_language", lambda: "sv")
    assert translator.resolve_language("") == "sv"
    assert translator.resolve_language("klingon") == "sv"
    assert translator.resolve_language("da") == "da"
    assert translator.resolve_language("en") == "en"


def test_a_missing_translation_file_leaves_english(qapp, monkeypatch, tmp_path) -> None:
    from PySide6.QtCore import QCoreApplication

    from spiderette_qt.i18n import translator

    monkeypatch.setattr(translator, "translations_dir", lambda: str(tmp_path))
    try:
        assert translator.install_language("sv") == "sv"
        assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    finally:
        translator.install_language("en")


def test_rule_texts_are_not_copied_into_the_ts_files() -> None:
    """The rules are translated once (issue 11): since issue 24 in the .ts files' Reasons
    context, one message per rule, and the old "Rules" copies are gone."""
    from spiderette_qt.engine.errors import Reason

    for language in LANGUAGES:
        assert not [m for context, m in messages(language) if context == "Rules"]
        sources = [m.findtext("source") for context, m in messages(language)
                   if context == "Reasons"]
        assert sorted(sources) == sorted(reason.value for reason in Reason)
