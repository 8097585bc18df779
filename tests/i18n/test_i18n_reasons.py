"""Every refusal reason has a translatable text."""

from __future__ import annotations

import ast
import inspect

import pytest

from spiderette_qt.engine.errors import Reason
from spiderette_qt.i18n import LANGUAGES, reasons, set_language
from spiderette_qt.i18n.reason_texts import Reasons
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
    assert set(Reasons(language).texts()) == set(Reason)
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


@pytest.mark.parametrize("language", LANGUAGES)
def test_counted_rules_name_the_games_own_number(language):
    deals = reason_text(Reason.STOCK_EMPTY, language, count=5)
    undo = reason_text(Reason.UNDO_LIMIT, language, count=400)
    assert "5" in deals and "4" not in deals
    assert "400" in undo and "100" not in undo
    assert reason_text(Reason.ONTO_ACE, language, count=5) == reason_text(Reason.ONTO_ACE,
                                                                          language)


def test_a_spider_refusal_reads_with_spiders_numbers():
    from spiderette_qt.engine import Game, IllegalMove
    from spiderette_qt.i18n.reasons import refusal_text

    game = Game.new(1, 3, variant="spider")
    while game.can_deal():
        game.deal()
    with pytest.raises(IllegalMove) as caught:
        game.deal()
    assert refusal_text(caught.value, "en") == "The stock is empty: all 5 deals are made"
    assert refusal_text(caught.value, "de") == \
        "Der Talon ist leer: Alle 5 Austeilungen sind gemacht"


def test_the_catalogues_literals_are_the_engines_english():
    """reason_texts.py repeats each Reason's value for lupdate: they must be the same."""
    assert Reasons("en").texts() == {reason: reason.value for reason in Reason}


def test_the_rule_texts_have_one_translation_source():
    """No literal translate("Rules", ...) copies any more: reasons.py reads the catalogue's
    Reasons context (reason_texts.py)."""
    tree = ast.parse(inspect.getsource(reasons))
    calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
             and isinstance(node.func, ast.Attribute) and node.func.attr == "translate"]
    assert calls == []


def test_package_exposes_reason_text_lazily():
    import spiderette_qt.i18n as i18n

    assert i18n.reason_text is reason_text
    with pytest.raises(AttributeError):
        i18n.no_such_name  # noqa: B018
