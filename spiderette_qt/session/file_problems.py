"""A start-up file problem (spiderette_qt.persistence.ProblemKind), in the app's language.

Persistence has no Qt: it says what went wrong and where a damaged file was moved, and this
module words it for the player. Each sentence is a literal translate() call so that lupdate
finds it; the name of the kept file goes in through %1 so every language can place it where
it reads well.
"""

from __future__ import annotations

import errno
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from spiderette_qt.persistence.problems import ProblemKind, UnreadableReason


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


def file_problem_details(kind: ProblemKind, moved_to: Path | None) -> str | None:
    """The longer story for the message bar's Details: the kept file's full name and folder.

    None when nothing was kept (an unreadable file stays where it is, under its own name).
    """
    if moved_to is None:
        return None
    return QCoreApplication.translate(
        "FileProblems",
        "The file was kept as %1 in the folder %2. Spiderette does not read it again; you can "
        "look at it or attach it to a bug report, and delete it when you no longer need it.",
    ).replace("%1", moved_to.name).replace("%2", str(moved_to.parent))


def save_conflict_text() -> str:
    """Why this window's game was not saved: another copy of the app wrote a newer one."""
    return QCoreApplication.translate(
        "FileProblems",
        "Another Spiderette window saved a newer game, so this game was not saved over it. "
        "To keep this game instead, press Save This Game; otherwise the newer game is the one "
        "you will find next time.",
    )


def save_anyway_text() -> str:
    return QCoreApplication.translate("FileProblems", "Save This Game")


def save_unreadable_text(reason: UnreadableReason) -> str:
    """Why this window's game is not being saved: the save file's place holds something it
    cannot read (the path goes in the message bar's Details). No "save anyway" here: what
    is there may be a game, and a folder in its place cannot be written over anyway."""
    if reason is UnreadableReason.NO_PERMISSION:
        return QCoreApplication.translate(
            "FileProblems",
            "Spiderette is not allowed to read its saved game file, so this game is not being "
            "saved over it. Give yourself permission to read and write the file (Details "
            "names it), or move it away.")
    if reason is UnreadableReason.NOT_A_FILE:
        return QCoreApplication.translate(
            "FileProblems",
            "Where Spiderette saves the game there is a folder, a pipe or a device instead of "
            "a file, so this game is not being saved. Move it away (Details names it).")
    return QCoreApplication.translate(
        "FileProblems",
        "The saved game file cannot be read (a disk error?), so this game is not being saved "
        "over it. Details names the file.")


def save_set_aside_text(kept: Path) -> str:
    """The save file was found damaged while the game ran (another program wrote over it):
    it was kept aside, and this game saved in its place."""
    return QCoreApplication.translate(
        "FileProblems",
        "The saved game file had been damaged by another program. It was kept as %1, and "
        "this game was saved in its place.").replace("%1", kept.name)


def save_error_text(error: OSError) -> str:
    """A failed write (the game or the statistics), in the player's language: the cause by
    its error number, never the system's English message."""
    code = error.errno
    if code in (errno.EACCES, errno.EPERM):
        return QCoreApplication.translate(
            "FileProblems", "Could not save: Spiderette may not write in its data folder.")
    if code == errno.EROFS:
        return QCoreApplication.translate(
            "FileProblems", "Could not save: the data folder is on a read-only disk.")
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return QCoreApplication.translate("FileProblems", "Could not save: the disk is full.")
    return QCoreApplication.translate(
        "FileProblems", "Could not save: the data folder cannot be written.")
