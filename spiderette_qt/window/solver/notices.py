"""What the solver tells the player without a dialog: in the message bar above the table.

- "This game can no longer be won" (opt-in): it went by in the status bar, overwritten by
  the next move's message. In the bar it stays until the player closes it, or
  until it no longer holds (an undo, another game).
- The verdict after a game is left ("Was it winnable?"): it popped up over the new game a
  few seconds in. In the bar it is one line, with a button that opens the details (the
  verdict dialog, with its winning lines).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

if TYPE_CHECKING:
    from spiderette_qt.solver_app.requests import SolveAnswer
    from spiderette_qt.window.chrome.message_bar import MessageBar
    from spiderette_qt.window.solver.dialogs import Verdicts

CONTEXT = "SolverNotices"
TEXTS: dict[str, object] = {
    "with_code": QT_TRANSLATE_NOOP("SolverNotices", "Deal %1"),
    "no_code": QT_TRANSLATE_NOOP("SolverNotices", "The last deal"),
    "left": QT_TRANSLATE_NOOP(
        "SolverNotices", "Was it winnable? %1: %2 from the start, %3 from where you left it."),
    "won": QT_TRANSLATE_NOOP("SolverNotices", "Was it winnable? %1 (won): %2 from the start."),
    "winnable": QT_TRANSLATE_NOOP("SolverNotices", "winnable"),
    "unwinnable": QT_TRANSLATE_NOOP("SolverNotices", "not winnable"),
    "unknown": QT_TRANSLATE_NOOP("SolverNotices", "undecided"),
    "error": QT_TRANSLATE_NOOP("SolverNotices", "no answer"),
    "details": QT_TRANSLATE_NOOP("SolverNotices", "Show the Verdict…"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate(CONTEXT, str(TEXTS[key]))


def _word(result: SolveAnswer | None) -> str:
    verdict = result.verdict if result is not None else "error"
    return _t(verdict if verdict in ("winnable", "unwinnable", "unknown") else "error")


def verdict_summary(verdicts: Verdicts) -> str:
    """One line for the message bar: the deal, and the verdicts from its start and (for a
    game not won) from where the player left it."""
    deal = _t("with_code").replace("%1", verdicts.code) if verdicts.code else _t("no_code")
    if verdicts.won or verdicts.position is None:
        return _t("won").replace("%1", deal).replace("%2", _word(verdicts.start))
    return _t("left").replace("%1", deal).replace("%2", _word(verdicts.start)).replace(
        "%3", _word(verdicts.position))


class SolverNotices:
    """Posts and takes back the solver's news in one window's message bar."""

    def __init__(self, bar: MessageBar) -> None:
        self.bar = bar
        self._lost: str | None = None
        self._verdict: str | None = None

    def lost(self, text: str) -> None:
        """The game on the table can no longer be won: say so until it is seen or moot."""
        self.clear_lost()
        self._lost = text
        self.bar.show_message(text, for_game=True)

    def clear_lost(self) -> None:
        """An undo (it may be winnable again) or another game: the notice no longer holds."""
        if self._lost is not None:
            self.bar.remove_message(self._lost)
            self._lost = None

    def verdict(self, verdicts: Verdicts, open_details: Callable[[], None]) -> str:
        """The verdict on the game just left, with a button to its details; the text."""
        if self._verdict is not None:
            self.bar.remove_message(self._verdict)  # one verdict at a time: the newest
        text = self._verdict = verdict_summary(verdicts)
        # Posted while the next game is on the table; it leaves when that one does.
        self.bar.show_message(text, action=(_t("details"), open_details), warning=False,
                              for_game=True)
        return text
