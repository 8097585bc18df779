"""The saved current game: written after every action and on quit, resumed at start-up.

The file holds the engine's own JSON (Game.to_json(), with the undo/redo history); the
engine versions and validates that format, so this module adds no envelope of its own.
The file handling (atomic writes, size limit, moving a damaged file aside) is JsonFile's.
A file that cannot be read for any reason is reported once as a ProblemKind, so the app can
start a new game and tell the player in their language; nothing raises because of a file's
content.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from spiderette_qt.persistence.json_file import DamagedFile, JsonFile, UnreadableFile
from spiderette_qt.persistence.problems import ProblemKind

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
    kind: ProblemKind | None
    moved_to: Path | None

    @property
    def problem(self) -> str | None:
        """The problem in English (for logs and Qt-free callers); None when there is none."""
        return self.kind.english(self.moved_to) if self.kind is not None else None


class SaveStore:
    """One save file in the data directory (or in a directory of the caller's choice)."""

    def __init__(self, directory: Path | None = None) -> None:
        # MAX_BYTES is read here, not at import, so a test can lower it for one store.
        self._file = JsonFile(FILE_NAME, directory, max_bytes=MAX_BYTES)

    @property
    def path(self) -> Path:
        return self._file.path

    @property
    def last_error(self) -> OSError | None:
        """The last failed save (None after a good one), for the window to show."""
        return self._file.last_error

    def save(self, game: Game) -> None:
        """Write the game atomically; skipped when it is the text last written.

        A failed write (disk full, no permission) keeps the old file, is logged and kept in
        last_error; it does not raise, because saving happens after every action.
        """
        self._file.write_if_changed(game.to_json())

    def load(self) -> LoadResult:
        """The saved game to resume, if there is one and it is not won."""
        from spiderette_qt.engine import Game  # at call time: persistence stays light

        try:
            text = self._file.read()
        except UnreadableFile:
            return LoadResult(None, ProblemKind.SAVE_UNREADABLE, None)
        except DamagedFile as exc:
            return self._reject(exc)
        if text is None:
            return LoadResult(None, None, None)
        try:
            game = Game.from_json(text)
        except (ValueError, RecursionError, MemoryError) as exc:
            return self._reject(exc)
        except Exception as exc:  # noqa: BLE001 - an engine bug must not stop the app starting
            log.exception("the engine failed on %s", self.path)
            return self._reject(exc)
        if game.is_won:
            self.clear()
            return LoadResult(None, None, None)
        return LoadResult(game, None, None)

    def clear(self) -> None:
        """Remove the save (after a win: a won game is not resumed)."""
        self._file.remove()

    def _reject(self, exc: BaseException) -> LoadResult:
        moved = self._file.reject(exc)
        return LoadResult(None, ProblemKind.SAVE_DAMAGED, moved)
