"""The solver features' texts (window/solver/features.py, demo aside), by role.

QT_TRANSLATE_NOOP marks them for lupdate in the "SolverFeatures" context; _t translates at
use, so a language switch needs no rebuilt table.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.
TEXTS: dict[str, object] = {
    "hint_wait": QT_TRANSLATE_NOOP("SolverFeatures", "Looking for a hint…"),
    "hint_deal": QT_TRANSLATE_NOOP(
        "SolverFeatures", "No move on the table helps. Dealing is your choice."),
    "hint_none": QT_TRANSLATE_NOOP("SolverFeatures", "No move helps."),
    "hint_failed": QT_TRANSLATE_NOOP("SolverFeatures", "No hint this time: the search stopped."),
    "verdict_title": QT_TRANSLATE_NOOP("SolverFeatures", "Was It Winnable?"),
    "verdict_wait": QT_TRANSLATE_NOOP(
        "SolverFeatures", "The solver is searching every way to play this deal…"),
    "verdict_background": QT_TRANSLATE_NOOP(
        "SolverFeatures", "Checking whether the last game could have been won…"),
    "lost": QT_TRANSLATE_NOOP("SolverFeatures", "This game can no longer be won."),
    "lost_advice": QT_TRANSLATE_NOOP("SolverFeatures", "Undo a few actions, or start a new game."),
    "deal_title": QT_TRANSLATE_NOOP("SolverFeatures", "New Game"),
    "deal_wait": QT_TRANSLATE_NOOP("SolverFeatures", "Looking for a deal that can be won…"),
    "deal_any": QT_TRANSLATE_NOOP("SolverFeatures", "Deal Any Game"),
    "deal_failed": QT_TRANSLATE_NOOP(
        "SolverFeatures", "No winnable deal was found in time; this one is an ordinary deal."),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("SolverFeatures", str(TEXTS[key]))


__all__ = ["TEXTS", "_t"]
