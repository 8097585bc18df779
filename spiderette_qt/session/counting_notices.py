"""What the player is told the moment a game stops counting as their own (docs/RULES.md §13).

Each sentence says what it means for the statistics, so a player is never surprised later by
a win that is not there. Literal translate() calls, so that lupdate finds them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def assisted_text() -> str:
    """The Demo made its first move in the player's game."""
    return QCoreApplication.translate(
        "Counting",
        "The Demo moved in this game, so it now counts as assisted: played, but neither won "
        "nor lost. It sets no best score and does not break your winning streak.")


def solver_assisted_text() -> str:
    """The player asked the solver where the game in play was lost (it looked at every card
    and showed a way to win)."""
    return QCoreApplication.translate(
        "Counting",
        "The solver showed you where this game was lost and how to win it, so it now counts "
        "as assisted: played, but neither won nor lost. It sets no best score and does not "
        "break your winning streak.")


def practice_text() -> str:
    """A game was opened from a record or a position."""
    return QCoreApplication.translate(
        "Counting",
        "This game was opened from a record, so it is practice: it counts nowhere in your "
        "statistics or the deal of the day, whatever score it shows.")


def practice_won_text() -> str:
    """A practice game was won."""
    return QCoreApplication.translate(
        "Counting",
        "You finished this practice game. It is not counted: your statistics stay as they "
        "were.")


def assisted_won_text() -> str:
    """The player finished a game the Demo had moved in."""
    return QCoreApplication.translate(
        "Counting",
        "You finished this game with the Demo's help: it counts as assisted, not as a win, "
        "and your winning streak is kept.")


def statistics_merged_text() -> str:
    """Another program changed statistics.json while the app ran (a restored copy)."""
    return QCoreApplication.translate(
        "Counting",
        "The statistics file was changed by another program while Spiderette was running. "
        "Its figures are kept, the games finished here that it lacked are added to them, "
        "and the game on the table goes on being counted.")


def statistics_set_aside_text(name: str) -> str:
    """Garbage was found where statistics.json was; it was kept as `name`."""
    return QCoreApplication.translate(
        "Counting",
        "The statistics file had been damaged by another program. It was kept as %1, and "
        "your statistics were saved in its place.").replace("%1", name)


def statistics_unreadable_text() -> str:
    """statistics.json cannot be read (no permission, a folder in its place)."""
    return QCoreApplication.translate(
        "Counting",
        "The statistics file cannot be read, so your statistics are not being saved. Nothing "
        "was written over it.")
