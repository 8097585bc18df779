"""The rule a refused action broke, as a translated sentence for the status bar.

Every text is written out as a literal QCoreApplication.translate("Rules", ...) call so that
pyside6-lupdate finds it; the English source text is the same as the Reason's value, so an
untranslated English build reads exactly like the engine's message.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spiderette_qt.engine.errors import Reason
from spiderette_qt.i18n.languages import current_language, normalize_language
from spiderette_qt.i18n.reason_texts import builtin_reason_text


def _texts() -> dict[Reason, str]:
    # Built on each call: translate() must run after the translator for the current
    # language is installed, and a language change must show at once.
    return {
        Reason.NO_SUCH_COLUMN: QCoreApplication.translate(
            "Rules", "There is no such column"),
        Reason.NO_SUCH_CARDS: QCoreApplication.translate(
            "Rules", "That column does not have that many face-up cards"),
        Reason.FACE_DOWN: QCoreApplication.translate(
            "Rules", "A face-down card cannot be moved"),
        Reason.NOT_A_RUN: QCoreApplication.translate(
            "Rules", "Cards move together only when their ranks go down one by one"),
        Reason.MIXED_SUITS: QCoreApplication.translate(
            "Rules", "Only a run of one suit moves together"),
        Reason.SAME_COLUMN: QCoreApplication.translate(
            "Rules", "A run must move to another column"),
        Reason.ONTO_ACE: QCoreApplication.translate(
            "Rules", "Nothing can be put on an ace"),
        Reason.KING_TO_EMPTY_ONLY: QCoreApplication.translate(
            "Rules", "A king can only move to an empty column"),
        Reason.NOT_ONE_HIGHER: QCoreApplication.translate(
            "Rules", "A card goes only on a card exactly one rank higher"),
        Reason.DEAL_WITH_EMPTY_COLUMN: QCoreApplication.translate(
            "Rules", "Fill the empty column before dealing"),
        Reason.STOCK_EMPTY: QCoreApplication.translate(
            "Rules", "The stock is empty: all 4 deals are made"),
        Reason.NOTHING_TO_UNDO: QCoreApplication.translate(
            "Rules", "There is nothing to undo"),
        Reason.UNDO_LIMIT: QCoreApplication.translate(
            "Rules", "Undo reaches back only over the last 100 actions"),
        Reason.NOTHING_TO_REDO: QCoreApplication.translate(
            "Rules", "There is nothing to redo"),
        Reason.NO_TARGET: QCoreApplication.translate(
            "Rules", "No column can take this run"),
        Reason.GAME_WON: QCoreApplication.translate(
            "Rules", "The game is won: start a new one"),
    }


def reason_text(reason: Reason, language: str | None = None) -> str:
    """The translated rule for a refusal, in `language` or else the current language.

    An installed Qt translator wins; when it has no text (or none is installed) the built-in
    table in reason_texts.py gives it, so the rules speak all five languages either way. A
    reason added later without any text shows its English value rather than nothing.
    """
    english = reason.value
    text = _texts().get(reason, english)
    if text != english:
        return text
    lang = normalize_language(language) if language else current_language()
    return builtin_reason_text(reason, lang)
