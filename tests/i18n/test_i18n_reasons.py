"""Every refusal reason has a translatable text."""

from __future__ import annotations

import ast
import inspect

import pytest

from spiderette_qt.engine.errors import Reason
from spiderette_qt.i18n import LANGUAGES, reasons, set_language
from spiderette_qt.i18n.reason_texts import REASON_TEXTS
from spiderette_qt.i18n.reasons import reason_text


@pytest.fixture(autouse=True)
def english_by_default():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_its_english_text(reason):
    # No translator installed: the source text comes back, and it is the engine's wording.
    assert reason_text(reason) == reason.value
    assert reason_text(reason, "en") == reason.value
    assert reason_text(reason).strip()


@pytest.mark.parametrize("language", ["sv", "de", "tr", "da"])
def test_every_reason_has_a_builtin_text_in_every_other_language(language):
    assert set(REASON_TEXTS[language]) == set(Reason)
    texts = [reason_text(reason, language) for reason in Reason]
    assert all(text.strip() == text and text for text in texts)
    assert len(set(texts)) == len(texts)
    assert not set(texts) & {reason.value for reason in Reason}


def test_numbers_in_rule_texts_survive_translation():
    for language in LANGUAGES:
        assert "4" in reason_text(Reason.STOCK_EMPTY, language)
        assert "100" in reason_text(Reason.UNDO_LIMIT, language)


def test_current_language_is_used_when_none_is_given():
    assert set_language("de_DE") == "de"
    assert reason_text(Reason.ONTO_ACE) == "Auf ein Ass kann keine Karte gelegt werden"
    assert reason_text(Reason.ONTO_ACE, "tr") == "Asın üstüne hiçbir kart konamaz"
    set_language("fr")
    assert reason_text(Reason.ONTO_ACE) == Reason.ONTO_ACE.value


def test_an_installed_qt_translator_wins(qapp):
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Shouting(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return source.upper() if context == "Rules" else ""

        def isEmpty(self):  # noqa: N802 - Qt override
            return False

    translator = Shouting()
    assert QCoreApplication.installTranslator(translator)
    try:
        set_language("sv")
        assert reason_text(Reason.ONTO_ACE) == "NOTHING CAN BE PUT ON AN ACE"
    finally:
        QCoreApplication.removeTranslator(translator)
    assert reason_text(Reason.ONTO_ACE) == "Inget kort kan läggas på ett ess"


def test_every_reason_is_listed_with_a_literal_translate_call():
    """pyside6-lupdate only sees literal strings in translate("Rules", "...") calls."""
    tree = ast.parse(inspect.getsource(reasons))
    literals = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "translate"):
            context, text = node.args
            assert isinstance(context, ast.Constant) and context.value == "Rules"
            assert isinstance(text, ast.Constant) and isinstance(text.value, str)
            literals.add(text.value)
    assert literals == {reason.value for reason in Reason}


def test_package_exposes_reason_text_lazily():
    import spiderette_qt.i18n as i18n

    assert i18n.reason_text is reason_text
    with pytest.raises(AttributeError):
        i18n.no_such_name  # noqa: B018
