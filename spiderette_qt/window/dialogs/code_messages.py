"""What is wrong with a game code, in the app's language.

The grammar of a code lives in one place, the engine's parse_code (engine/codes.py). When it
refuses a code, its InvalidGameCode carries what is wrong as a value (``.problem``, a
CodeProblem, and ``.detail``, the part concerned); this module only words that value in the
player's language. It never reads the code itself. A problem it has no sentence for (a check
added to the engine later) shows the engine's own message, so the player always gets one.

The part of the code quoted in a message is the player's text: it goes in between Unicode
isolates (FSI ... PDI), so a right-to-left override or an Arabic letter in it stays inside the
quotes instead of reversing the rest of our sentence.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from spiderette_qt.engine.cards import SUITS_FOR_COUNT
from spiderette_qt.engine.codes import CODE_LETTERS, EXAMPLE, SHUFFLE_VERSIONS, parse_code
from spiderette_qt.engine.errors import CodeProblem, InvalidGameCode
from spiderette_qt.engine.variants import BY_PREFIX

FSI, PDI = "\u2068", "\u2069"  # first strong isolate, pop directional isolate
#: The isolate controls: one in the player's text would close (or open) ours too early.
_ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069"))


def isolated(user_text: str) -> str:
    """The player's text as an island of its own direction inside our sentence."""
    return f"{FSI}{user_text.translate(_ISOLATES)}{PDI}"


def _fill(text: str, *values: object) -> str:
    """Qt's %1, %2 ... placeholders (in one pass: a value may itself contain "%2")."""
    out, i = [], 0
    while i < len(text):
        if text[i] == "%" and i + 1 < len(text) and text[i + 1].isdigit():
            index = int(text[i + 1]) - 1
            out.append(str(values[index]) if 0 <= index < len(values) else text[i:i + 2])
            i += 2
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def _either(items: list[str]) -> str:
    """ "SD1, SD2 or SD4" in the app's language."""
    if len(items) == 1:
        return items[0]
    return _fill(QCoreApplication.translate("CodeProblems", "%1 or %2"),
                 ", ".join(items[:-1]), items[-1])


def _prefixes() -> str:
    return _either(list(BY_PREFIX))  # "SD, SP or SR"


def _suit_digits() -> str:
    return _either([str(n) for n in SUITS_FOR_COUNT])  # "1, 2, 3 or 4"


def _versions() -> str:
    return _either([f"S{v}" for v in SHUFFLE_VERSIONS])


def _problem_sentence(error: InvalidGameCode) -> str | None:
    """The first broken part of the code, as the engine found it, in the app's language."""
    problem, detail = error.problem, error.detail
    if problem is CodeProblem.EMPTY or problem is CodeProblem.NOT_TEXT:
        return QCoreApplication.translate("CodeProblems", "The game code is empty.")
    if problem is CodeProblem.TOO_LONG:
        return QCoreApplication.translate("CodeProblems", "That is too long for a game code.")
    if problem is CodeProblem.PARTS:
        return _fill(QCoreApplication.translate(
            "CodeProblems", "A game code has 3 parts joined by “-”; this one has %1."), detail)
    if problem is CodeProblem.GAME:
        return _fill(QCoreApplication.translate(
            "CodeProblems", "The first part must start with the game (%1), not “%2”."),
            _prefixes(), isolated(detail))
    if problem is CodeProblem.SUITS:
        # A known prefix: its game's own counts ("SD1, SD2 or SD4"; Spider also SP3).
        variant = BY_PREFIX.get(detail[:2])
        counts = variant.suit_counts if variant is not None else tuple(SUITS_FOR_COUNT)
        choices = _either([f"{detail[:2]}{n}" for n in counts])
        return _fill(QCoreApplication.translate(
            "CodeProblems", "The first part must be %1 (the suit count), not “%2”."),
            choices, isolated(detail))
    if problem is CodeProblem.VERSION_FORM:
        return _fill(QCoreApplication.translate(
            "CodeProblems",
            "The second part must be S and the shuffle version, like S1, not “%1”."),
            isolated(detail))
    if problem is CodeProblem.VERSION_UNKNOWN:
        return _fill(QCoreApplication.translate(
            "CodeProblems",
            "Shuffle version %1 is unknown: this version of Spiderette knows %2."),
            detail, _versions())  # digits only: nothing to isolate
    if problem is CodeProblem.LETTERS:
        return _fill(QCoreApplication.translate(
            "CodeProblems", "The last part must be exactly %1 letters A–Z, not “%2”."),
            CODE_LETTERS, isolated(detail))
    return None


def invalid_code_text(error: InvalidGameCode) -> str:
    """A sentence saying what is wrong, then what a code looks like; the engine's message
    when this module has no sentence for the problem."""
    problem = _problem_sentence(error)
    if problem is None:
        message = str(error)
        return message[:1].upper() + message[1:]
    form = _fill(QCoreApplication.translate(
        "CodeProblems",
        "A game code looks like %1: the game (%2) and the suit count (%3), S1, %4 letters."),
        EXAMPLE, _prefixes(), _suit_digits(), CODE_LETTERS)
    return f"{problem} {form}"


def code_problem_text(code: str, engine_message: str) -> str:
    """What is wrong with `code` (already refused by the engine); the engine reads it again
    to say so as a value. `engine_message` is shown if the engine now accepts it."""
    try:
        parse_code(code)
    except InvalidGameCode as error:
        return invalid_code_text(error)
    return engine_message[:1].upper() + engine_message[1:]
