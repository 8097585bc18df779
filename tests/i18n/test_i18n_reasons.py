"""Every refusal reason has a translatable text."""

from __future__ import annotations

import ast
import inspect

import pytest

from spiderette_qt.engine.errors import Reason
from spiderette_qt.i18n import reasons
from spiderette_qt.i18n.reasons import reason_text


@pytest.mark.parametrize("reason", list(Reason))
def test_every_reason_has_its_english_text(reason):
    # No translator installed: the source text comes back, and it is the engine's wording.
    assert reason_text(reason) == reason.value
    assert reason_text(reason).strip()


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
