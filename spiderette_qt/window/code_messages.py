"""What is wrong with a game code, in the app's language.

The engine's InvalidGameCode message is English (the engine has no Qt). After the engine has
refused a code, this module names the first broken part of the form (SPEC §2) with a
translatable sentence, in the engine's order of checks; if it finds nothing it recognises,
the engine's own message is shown, so a new engine check never leaves the player without one.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spiderette_qt.engine.codes import CODE_LETTERS, EXAMPLE, SHUFFLE_VERSIONS

MAX_LENGTH = 40


def _what_is_wrong(code: str) -> str | None:
    if not code:
        return QCoreApplication.translate("CodeProblems", "The game code is empty.")
    if len(code) > MAX_LENGTH:
        return QCoreApplication.translate("CodeProblems", "That is too long for a game code.")
    parts = code.split("-")
    if len(parts) != 3:
        return QCoreApplication.translate(
            "CodeProblems", "A game code has 3 parts joined by “-”; this one has %1.").replace(
            "%1", str(len(parts)))
    suits, version, letters = parts
    if suits not in ("SD1", "SD2", "SD4"):
        return QCoreApplication.translate(
            "CodeProblems",
            "The first part must be SD1, SD2 or SD4 (the suit count), not “%1”.").replace(
            "%1", suits)
    digits = version[1:]
    if not version.startswith("S") or not digits.isascii() or not digits.isdigit():
        return QCoreApplication.translate(
            "CodeProblems",
            "The second part must be S and the shuffle version, like S1, not “%1”.").replace(
            "%1", version)
    if int(digits) not in SHUFFLE_VERSIONS:
        return QCoreApplication.translate(
            "CodeProblems",
            "Shuffle version %1 is unknown: this version of Spiderette knows S1.").replace(
            "%1", str(int(digits)))
    if len(letters) != CODE_LETTERS or not all("A" <= ch <= "Z" for ch in letters):
        return QCoreApplication.translate(
            "CodeProblems",
            "The last part must be exactly 7 letters A–Z, not “%1”.").replace("%1", letters)
    return None


def code_problem_text(code: str, engine_message: str) -> str:
    """A sentence saying what is wrong with `code` (already cleaned: capitals, no spaces),
    followed by what a code looks like; `engine_message` when no known check fails."""
    problem = _what_is_wrong(code.strip().upper())
    if problem is None:
        return engine_message[:1].upper() + engine_message[1:]
    form = QCoreApplication.translate(
        "CodeProblems",
        "A game code looks like %1: SD and the suit count (1, 2 or 4), S1, 7 letters.",
    ).replace("%1", EXAMPLE)
    return f"{problem} {form}"
