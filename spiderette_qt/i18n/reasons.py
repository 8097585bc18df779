"""The rule a refused action broke, as a sentence in the player's language.

One source per language: the English text is the engine's Reason value (engine/errors.py);
Swedish, German, Turkish and Danish are in the Qt catalogue (context "Reasons", filled by
lupdate from reason_texts.py's literals, which a test holds equal to the Reason values), like
every other text. (Four copies of every rule, one per language in Python, had drifted apart;
there is one translation per language now, in the .ts files.) A rule is reworded in the
engine and in reason_texts.py's literal together, and translated in the .ts files.

Two rules name a number that depends on the game (Spiderette has 4 deals and undo reaches
100 actions back, Spider 5 and 400): every text of those is written with Spiderette's number,
and the number the refusal carries (IllegalMove.count) replaces it, in every language.
"""

from __future__ import annotations

import re

from spiderette_qt.engine.errors import COUNTED, IllegalMove, Reason
from spiderette_qt.i18n.languages import current_language, normalize_language
from spiderette_qt.i18n.reason_texts import builtin_reason_text, no_stock_text

_NUMBER = re.compile(r"\d+")


def reason_text(reason: Reason, language: str | None = None, count: int | None = None) -> str:
    """The rule for a refusal, in `language` or else the app's current language; `count` is
    the game's own number for the counted rules (None keeps the text's)."""
    lang = normalize_language(language) if language else current_language()
    if reason is Reason.STOCK_EMPTY and count == 0:  # a game with no stock (Simple Simon)
        return no_stock_text(lang)
    text = reason.value if lang == "en" else builtin_reason_text(reason, lang)
    if count is not None and reason in COUNTED:
        text = _NUMBER.sub(str(count), text, count=1)
    return text


def refusal_text(error: IllegalMove, language: str | None = None) -> str:
    """reason_text for a refusal as the engine raised it (with its game's number)."""
    return reason_text(error.reason, language, getattr(error, "count", None))
