"""The saved current game: written after every action and on quit, resumed at start-up.

The file is a small wrapper around the engine's own JSON (Game.to_json(), with the undo/redo
history; the engine versions and validates that part):

    {"format": "spiderette-save", "version": 1, "writer": "<this process>",
     "generation": 12, "elapsed_ms": 81000, "game": {...the engine's object...}}

plus "demo": true in a game the Demo made a move in (its win is not the player's, and that
must outlive a restart mid-Demo; anything but true reads as a game of the player's), and
"practice": true in a game opened from a record or a position (it counts nowhere, after a
restart of the app too).

Why a wrapper: what is not the engine's business lives here (the elapsed time, the Demo's
part), and so does the guard against two copies of the app overwriting each other's game
(a player must never lose a game to another window): every write bumps `generation`, and
before writing, the store checks that the file is still the one it last read or wrote. If
another process has written it since, the save is refused (`conflict` is set, the newer game
stays on disk) until the window says to overwrite it.
A file from before the wrapper (bare engine JSON) still loads.

The file handling (atomic writes, size limit, moving a damaged file aside) is JsonFile's;
the write runs on the background writer, and save() first waits for this store's previous
write (flush), so that the check and the generation count see what is on disk.
A file that cannot be read for any reason is reported once as a ProblemKind, so the app can
start a new game and tell the player in their language; nothing raises because of a file's
content.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from spiderette_qt.persistence.json_file import DamagedFile, JsonFile, UnreadableFile
from spiderette_qt.persistence.problems import ProblemKind, UnreadableReason

if TYPE_CHECKING:
    from spiderette_qt.engine import Game

log = logging.getLogger(__name__)

FILE_NAME = "savegame.json"
# A real save (52 cards, 100 snapshots of history) is far smaller; anything bigger is damage.
MAX_BYTES = 16 * 1024 * 1024
FORMAT = "spiderette-save"
VERSION = 1
MAX_ELAPSED_MS = 10**12  # over 30 years: anything beyond is damage, read as "no time"
MAX_GENERATION = 2**53


@dataclass(frozen=True, slots=True)
class LoadResult:
    """What load() found: a game to resume, or a problem to tell the player once."""

    game: Game | None
    kind: ProblemKind | None
    moved_to: Path | None
    elapsed_ms: int = 0  # the game's clock when it was saved
    demo: bool = False  # the Demo made a move in it (its win is not the player's)
    practice: bool = False  # opened from a record or a position: counted nowhere

    @property
    def problem(self) -> str | None:
        """The problem in English (for logs and Qt-free callers); None when there is none."""
        return self.kind.english(self.moved_to) if self.kind is not None else None


class SaveStore:
    """One save file in the data directory (or in a directory of the caller's choice)."""

    def __init__(self, directory: Path | None = None, *, deferred: bool = False) -> None:
        # MAX_BYTES is read here, not at import, so a test can lower it for one store.
        # deferred: written on the background writer (the window's stores), else inline.
        self._file = JsonFile(FILE_NAME, directory, max_bytes=MAX_BYTES, deferred=deferred)
        # This process, as the file names its writer: 48 random bits, as uuid4().hex[:12]
        # gave (without importing uuid and platform at start-up).
        self._writer = os.urandom(6).hex()
        self._generation = 0
        # (inode, size, mtime) of the file as this store last read or wrote it; None when
        # it knows no file (nothing read yet, or the file was removed by us).
        self._signature: tuple[int, int, int] | None = None
        self._known = False  # True once load(), save() or clear() told us what is on disk
        self.conflict = False  # a save was refused: another process wrote a newer game
        # (engine text, elapsed, demo, practice) on disk
        self._saved: tuple[str, int, bool, bool] | None = None
        self.loaded_game = False  # load() found a game to resume
        #: Why the file there could not be read, when that stopped the last save (else None).
        self.unreadable: UnreadableReason | None = None
        self.set_aside: Path | None = None  # where the last damage found at a save went
        self._others: tuple[int, int, int] | None = None  # another window's game, as found

    @property
    def path(self) -> Path:
        return self._file.path

    def _written_by_another(self) -> bool:
        """Has someone else written a game there since we last read or wrote the file?

        What is there now is looked at as load() would: a game of another window (True);
        ours (touched, copied back: it still names us and our generation); damage (garbage,
        nesting too deep to parse, not a game), which is moved aside like a damaged file at
        start-up, so that this session's game is saved; or a file that cannot be read at all
        (no permission, a folder or a pipe in its place), which is left alone and kept in
        `unreadable` for the window to tell the player (True: nothing is written over it).
        """
        self.unreadable = None
        now = self._file.stamp()
        if now is None:  # no file (cleared after a win, never saved): nothing to lose
            return False
        if self._known and now == self._signature:
            return False
        if now == self._others:  # the newer game found at the last save, unchanged
            return True
        try:
            text = self._file.peek()
        except UnreadableFile as exc:
            self.unreadable = exc.reason
            return True
        except DamagedFile as exc:
            self._set_aside(exc)
            return False
        if text is None:  # gone meanwhile
            return False
        try:
            data = json.loads(text)
            if isinstance(data, dict) and data.get("writer") == self._writer and \
                    data.get("generation") == self._generation:
                return False
            from spiderette_qt.engine import Game

            Game.from_json(_unwrap(text)[0])  # a game at all?
        except (ValueError, RecursionError, MemoryError) as exc:
            self._set_aside(exc)
            return False
        except Exception as exc:  # noqa: BLE001 - an engine bug: the file is not a game we know
            log.exception("the engine failed on %s", self.path)
            self._set_aside(exc)
            return False
        self._others = now
        return True

    def _set_aside(self, exc: BaseException) -> None:
        """Garbage where the save was: kept under another name, not taken for a newer game."""
        self.set_aside = self._file.reject(exc)

    @property
    def last_error(self) -> OSError | None:
        """The last failed save (None after a good one), for the window to show."""
        return self._file.last_error

    def on_write_failure(self, callback: Callable[[OSError], object] | None) -> None:
        """Call `callback` (on the writer thread) when a deferred write fails."""
        self._file.on_failure = callback

    def save(self, game: Game, elapsed_ms: int = 0, *, overwrite: bool = False,
             demo: bool = False, practice: bool = False) -> bool:
        """Write the game atomically; True when it was written (or already was on disk).
        demo: the Demo made a move in this game; practice: it is a practice game (both kept
        in the file, see the module's text).

        Refused (False, `conflict` set) when another process has written the file since
        this store last read or wrote it, unless `overwrite` (the player chose this game).
        A failed write (disk full, no permission) keeps the old file, is logged and kept in
        last_error; it does not raise, because saving happens after every action.
        """
        self._file.flush()  # our last write done: the check below compares with its result
        was_unreadable = self.unreadable
        if not overwrite and self._written_by_another():
            if self.unreadable is not None:  # not a newer game: a file we cannot read
                if was_unreadable is None:
                    log.warning("cannot read %s (%s); not saving over it", self.path,
                                self.unreadable.value)
                self.conflict = False
                return False
            if not self.conflict:
                log.warning("%s was written by another process; not saving over it", self.path)
            self.conflict = True
            return False
        engine_text = game.to_json()
        if self._saved == (engine_text, elapsed_ms, demo, practice) and \
                self._file.stamp() is not None:
            return True  # the file holds this already: no write, no new generation
        generation = self._generation + 1
        text = _wrap(engine_text, self._writer, generation, elapsed_ms, demo, practice)

        def written() -> None:  # after the write (on the writer thread when deferred)
            self._generation = generation
            self._signature = self._file.stamp()
            self._known = True
            self._saved = (engine_text, elapsed_ms, demo, practice)
            self.conflict = False

        if self._file.write_if_changed(text, written):
            return True
        return self._file.last_error is None

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until the game handed to save() is on disk (or failed: see last_error)."""
        return self._file.flush(timeout)

    def load(self) -> LoadResult:
        """The saved game to resume, if there is one and it is not won."""
        from spiderette_qt.engine import Game  # at call time: persistence stays light

        try:
            text = self._file.read()
        except UnreadableFile:
            return LoadResult(None, ProblemKind.SAVE_UNREADABLE, None)
        except DamagedFile as exc:
            return self._reject(exc)
        self._known = True
        self._signature = self._file.stamp()
        if text is None:
            return LoadResult(None, None, None)
        try:
            engine_text, elapsed_ms, generation, demo, practice = _unwrap(text)
            self._generation = generation
            game = Game.from_json(engine_text)
            self._saved = (game.to_json(), elapsed_ms, demo, practice) if generation else None
        except (ValueError, RecursionError, MemoryError) as exc:
            return self._reject(exc)
        except Exception as exc:  # noqa: BLE001 - an engine bug must not stop the app starting
            log.exception("the engine failed on %s", self.path)
            return self._reject(exc)
        if game.is_won:
            self.clear()
            return LoadResult(None, None, None)
        self.loaded_game = True
        return LoadResult(game, None, None, elapsed_ms, demo, practice)

    def clear(self) -> None:
        """Remove the save (after a win: a won game is not resumed).

        Not when another process wrote a newer game there: that one is not ours to remove.
        """
        self._file.flush()  # our queued save first: it must not put the file back
        if self._written_by_another():
            self.conflict = self.unreadable is None
            return
        self._file.remove()
        self._known = True
        self._signature = None
        self._saved = None

    def _reject(self, exc: BaseException) -> LoadResult:
        moved = self._file.reject(exc)
        self._known = True
        self._signature = self._file.stamp()
        return LoadResult(None, ProblemKind.SAVE_DAMAGED, moved)


def _wrap(engine_text: str, writer: str, generation: int, elapsed_ms: int,
          demo: bool = False, practice: bool = False) -> str:
    data: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "writer": writer,
        "generation": generation,
        "elapsed_ms": max(0, min(int(elapsed_ms), MAX_ELAPSED_MS)),
    }
    if demo:  # only then: the player's own games are written as before
        data["demo"] = True
    if practice:
        data["practice"] = True
    # The engine's text goes in as it is (it is JSON already: parsing and writing it again
    # cost as much as the engine's own encoding on every save of a long game).
    wrapper = json.dumps(data, separators=(",", ":"))
    return wrapper[:-1] + ',"game":' + engine_text + "}\n"


def _unwrap(text: str) -> tuple[str, int, int, bool, bool]:
    """(the engine's JSON, elapsed ms, generation, the Demo played in it, practice) of a save;
    ValueError if malformed.

    A save from before the wrapper is the engine's JSON itself: no time, generation 0.
    """
    data = json.loads(text)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return text, 0, 0, False, False  # the engine checks it (and refuses what is not a game)
    if data.get("version") != VERSION:
        raise ValueError(f"save: unknown version {data.get('version')!r}")
    game = data.get("game")
    if not isinstance(game, dict):
        raise ValueError("save: no game in the file")
    elapsed = data.get("elapsed_ms")
    if isinstance(elapsed, bool) or not isinstance(elapsed, int) or \
            not 0 <= elapsed <= MAX_ELAPSED_MS:
        elapsed = 0  # a damaged clock costs the time, never the game
    generation = data.get("generation")
    if isinstance(generation, bool) or not isinstance(generation, int) or \
            not 0 <= generation <= MAX_GENERATION:
        generation = 0
    return (json.dumps(game), elapsed, generation, data.get("demo") is True,
            data.get("practice") is True)
