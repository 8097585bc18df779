"""Texts in five languages: table descriptions, card names, rule texts and rules pages.

Importing this package needs no Qt: the spoken and described texts (card names, describe,
the announcements, the difficulty names) read the Qt catalogue (catalogue.py), which imports
QtCore only when a text is first asked for and needs no application; the language list and
the rules pages are pure Python.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from spiderette_qt.i18n.card_names import card_name, rank_name, suit_name
from spiderette_qt.i18n.describe import GameLike, describe, describe_column, describe_stock
from spiderette_qt.i18n.difficulty import difficulty_name
from spiderette_qt.i18n.languages import (
    LANGUAGES,
    NATIVE_NAMES,
    current_language,
    native_name,
    normalize_language,
    set_language,
)
from spiderette_qt.i18n.rules_pages import rules_html

if TYPE_CHECKING:
    from spiderette_qt.i18n.reasons import reason_text

__all__ = [
    "LANGUAGES", "NATIVE_NAMES", "GameLike", "card_name", "current_language", "describe",
    "describe_column", "describe_stock", "difficulty_name", "native_name",
    "normalize_language", "rank_name", "reason_text", "rules_html", "set_language",
    "suit_name",
]


def __getattr__(name: str) -> Any:
    if name == "reason_text":  # lazy: keeps PySide6 out of pure-Python importers
        from spiderette_qt.i18n.reasons import reason_text

        return reason_text
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
