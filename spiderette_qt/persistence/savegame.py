"""The saved current game: written after every action and on quit, resumed at start-up.

The file holds the engine's own JSON (Game.to_json(), with the undo/redo history); the
engine versions and validates that format, so this module adds no envelope of its own.
Writes are atomic (see atomic.py). A file that cannot be read for any reason is moved
aside with a timestamped name (kept for inspection) and the load reports it once, so the
app can start a new game and tell the player; nothing raises because of a file's content.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from spiderette_qt.persistence.atomic import (
    atomic_write_text,
    quarantine,
    remove_stale_temp_files,
)
from spiderette_qt.persistence.paths import data_dir

if TYPE_CHECKING:
    from spiderette_qt.engine import Game

log = logging.getLogger(__name__)

FILE_NAME = "savegame.json"
# A real save (52 cards, 100 snapshots of history) is far smaller; anything bigger is damage.
MAX_BYTES = 16 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What load() found: a game to resume, or a problem to tell the player once."""

    game: Game | None
    problem: str | None
    moved_to: Path | None


class SaveStore:
    """One save file in the data directory (or in a directory of the caller's choice)."""

    def __init__(self, directory: Path | None = None) -> None:
        self._directory = directory
        self._last_text: str | None = None
        self.last_error: OSError | None = None  # the last failed save, for the window to show

    @property
    def path(self) -> Path:
        directory = self._directory if self._directory is not None else data_dir()
        return directory / FILE_NAME

    def save(self, game: Game) -> None:
        """Write the game atomically; skipped when it is the text last written.

        A failed write (disk full, no permission) keeps the old file, is logged and kept in
        last_error; it does not raise, because saving happens after every action.
        """
        text = game.to_json()
        if text == self._last_text:
            return
        try:
            atomic_write_text(self.path, text)
        except OSError as exc:
            log.warning("cannot save the game: %s", exc)
            self.last_error = exc
            return
        self.last_error = None
        self._last_text = text

    def load(self) -> LoadResult:
        """The saved game to resume, if there is one and it is not won."""
        from spiderette_qt.engine import Game  # at call time: persistence stays light

        path = self.path
        remove_stale_temp_files(path)  # litter of a write that a crash cut short
        try:
            size = path.stat().st_size
            if size > MAX_BYTES:
                raise ValueError(f"the file is too large ({size} bytes)")
            raw = path.read_bytes()
        except FileNotFoundError:
            return LoadResult(None, None, None)
        except ValueError as exc:
            return self._reject(path, exc)
        except OSError as exc:
            log.warning("cannot read %s: %s", path, exc)
            return LoadResult(None, _message(None, "could not be read"), None)
        try:
            text = raw.decode("utf-8")
            game = Game.from_json(text)
        except (ValueError, RecursionError, MemoryError) as exc:  # UnicodeDecodeError too
            return self._reject(path, exc)
        except Exception as exc:  # noqa: BLE001 - an engine bug must not stop the app starting
            log.exception("the engine failed on %s", path)
            return self._reject(path, exc)
        if game.is_won:
            self.clear()
            return LoadResult(None, None, None)
        self._last_text = text
        return LoadResult(game, None, None)

    def clear(self) -> None:
        """Remove the save (after a win: a won game is not resumed)."""
        self._last_text = None
        try:
            self.path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("cannot remove the saved game: %s", exc)

    def _reject(self, path: Path, exc: BaseException) -> LoadResult:
        log.warning("saved game %s is damaged: %s", path, exc)
        try:
            moved: Path | None = quarantine(path)
        except OSError as move_error:
            log.warning("cannot move %s aside: %s", path, move_error)
            moved = None
        return LoadResult(None, _message(moved, "was damaged"), moved)


def _message(moved: Path | None, what: str) -> str:
    text = f"The saved game {what}, so a new game was started."
    if moved is not None:
        text += f" The damaged file was kept as {moved.name}."
    return text
