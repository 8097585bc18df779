"""What the session (and the features beside it) may ask the window to show.

The session decides and the window shows: a line in the status bar that goes by itself, a
message in the message bar that stays until read (with its details and at most one button),
and a dialog opened window-modal. A Protocol, so the session imports no window module and its
tests pass a plain recorder instead of a QMainWindow.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from PySide6.QtWidgets import QDialog

#: How long a status-bar line stays (ms) unless a caller says otherwise.
MESSAGE_MS = 6000


class Notifier(Protocol):
    def status(self, text: str, ms: int = MESSAGE_MS) -> None:
        """A passing line in the status bar (0 ms: until replaced)."""

    def clear_status(self) -> None:
        """Take the status bar's line away (its answer came)."""

    def message(self, text: str, details: str | None = None,
                button: tuple[str, Callable[[], None]] | None = None, *,
                warning: bool = True, for_game: bool = False) -> None:
        """News that must be read, in the message bar until dismissed; `warning`: something
        went wrong (False: news only, such as how the Demo ended); `for_game`: it is about
        the game on the table and leaves with it."""

    def open(self, dialog: QDialog) -> None:
        """Show `dialog` window-modal, without a nested event loop."""


__all__ = ["MESSAGE_MS", "Notifier"]
