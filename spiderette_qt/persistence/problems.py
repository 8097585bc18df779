"""What went wrong with a file at start-up, as data: the window words it for the player.

Persistence has no Qt, so it cannot translate. It names the problem (a kind and where a
damaged file was moved) and the window builds the sentence in the player's language
(spiderette_qt/session/file_problems.py). english() is the same sentence in English, for the
log and for callers that want text without Qt.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path


class UnreadableReason(Enum):
    """Why a file that is there could not be read."""

    NO_PERMISSION = "no-permission"  # its mode (or its folder's) forbids reading it
    NOT_A_FILE = "not-a-file"  # a folder, a pipe or a device in its place
    OTHER = "other"  # an input/output error, say


class ProblemKind(Enum):
    """One member per sentence the player can be shown."""

    SAVE_DAMAGED = "save-damaged"  # moved aside (if it could be); a new game starts
    SAVE_UNREADABLE = "save-unreadable"  # left in place; a new game starts
    STATISTICS_DAMAGED = "statistics-damaged"  # moved aside; statistics start from zero
    STATISTICS_UNREADABLE = "statistics-unreadable"  # left in place; start from zero

    @property
    def damaged(self) -> bool:
        """True when the file was moved aside (or should have been), not just unreadable."""
        return self in (ProblemKind.SAVE_DAMAGED, ProblemKind.STATISTICS_DAMAGED)

    def english(self, moved_to: Path | None = None) -> str:
        """The message in English, naming the kept file when there is one."""
        text = _ENGLISH[self]
        if moved_to is not None:
            kept = _KEPT_SAVE if self is ProblemKind.SAVE_DAMAGED else _KEPT_STATISTICS
            text += " " + kept.replace("%1", moved_to.name)
        return text


_ENGLISH: dict[ProblemKind, str] = {
    ProblemKind.SAVE_DAMAGED: "The saved game was damaged, so a new game was started.",
    ProblemKind.SAVE_UNREADABLE: "The saved game could not be read, so a new game was started.",
    ProblemKind.STATISTICS_DAMAGED:
        "The statistics file was damaged, so the statistics start again from zero.",
    ProblemKind.STATISTICS_UNREADABLE:
        "The statistics file could not be read, so the statistics start again from zero.",
}
_KEPT_SAVE = "The damaged file was kept as %1."
_KEPT_STATISTICS = "The old file was kept as %1."
