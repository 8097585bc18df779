"""The app's start-up room: main (start.py), the command line, the display check, one
instance per user, the quit signals and the self-test.

`spiderette_qt.app:main` was the entry point before the room existed; a launcher script an
older install wrote still names it, so it stays here and starts the game as start.main does
(imported only when called: importing the room costs nothing).
"""

from __future__ import annotations


def main(argv: list[str] | None = None) -> int:
    """Run the game (see start.main)."""
    from spiderette_qt.app.start import main as start

    return start(argv)


__all__ = ["main"]
