"""A start-up file problem (spiderette_qt.persistence.ProblemKind), in the app's language.

Persistence has no Qt: it says what went wrong and where a damaged file was moved, and this
module words it for the player. Each sentence is a literal translate() call so that lupdate
finds it; the name of the kept file goes in through %1 so every language can place it where
it reads well.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from spiderette_qt.persistence.problems import ProblemKind


def _what_happened(kind: ProblemKind) -> str:
    if kind is ProblemKind.SAVE_DAMAGED:
        return QCoreApplication.translate(
            "FileProblems", "The saved game was damaged, so a new game was started.")
    if kind is ProblemKind.SAVE_UNREADABLE:
        return QCoreApplication.translate(
            "FileProblems", "The saved game could not be read, so a new game was started.")
    if kind is ProblemKind.STATISTICS_DAMAGED:
        return QCoreApplication.translate(
            "FileProblems",
            "The statistics file was damaged, so the statistics start again from zero.")
    return QCoreApplication.translate(
        "FileProblems",
        "The statistics file could not be read, so the statistics start again from zero.")


def file_problem_text(kind: ProblemKind, moved_to: Path | None) -> str:
    """What happened and, when a damaged file was kept, under which name."""
    text = _what_happened(kind)
    if moved_to is None:
        return text
    if kind is ProblemKind.SAVE_DAMAGED:
        kept = QCoreApplication.translate("FileProblems", "The damaged file was kept as %1.")
    else:
        kept = QCoreApplication.translate("FileProblems", "The old file was kept as %1.")
    return f"{text} {kept.replace('%1', moved_to.name)}"
