"""Start-up: code compiled at every launch (PySide6's support code, regexes, dataclass
methods) compiled once instead, like a .pyc.

shiboken6 carries its support package (signature_bootstrap, shibokensupport.*: the signature
parser, the .pyi generator, the feature switch) as Python *source* inside its library and
compiles it on every import of PySide6: 14 builtins.compile() calls, ~23 ms of CPU at every
launch (a quarter of what `import PySide6.QtWidgets` costs), for code that never changes
between two launches. Python itself caches compiled modules as .pyc files; this does the same
for these 14: while PySide6 is imported, builtins.compile answers with the code object
stored from an earlier launch when the *whole source text* is the same, and compiles (and
remembers) otherwise. The cache is a marshal file, like a .pyc, in our package's __pycache__
(or the user's cache folder when that is not writable), one per Python version.

The same support code compiles ~40 regular expressions at import (the signature parser, the
.pyi formatter): ~16 ms more. For those the cache keeps what Python's regex compiler hands to
`_sre.compile` (the pattern's opcode list and group tables), keyed by the pattern and its
flags, and hands it over again. An entry is kept only when the pattern rebuilt from it equals
re's own, and the file is stamped with the exact interpreter version, so the opcodes always
come from the very compiler that would make them now.

The third kind is the methods `dataclasses` writes as source text and exec()s for every
dataclass (__init__, __repr__, __eq__, ...): ~140 before the first frame, ~14 ms of compiling;
they are kept by their exact text (and compiled without this module's __future__ flags, as
dataclasses' own exec() would).

Only those three go through the cache (PySide's support modules by their file names), only
from CompileCache.start() (before PySide6 is imported) to stop() (after the first frame: the
real functions are put back, and the file is written only when something changed), and any
problem with the cache file (missing, damaged, another Python) or with a pattern means a
normal compile: the game only starts a little slower.
"""

from __future__ import annotations

import builtins
import marshal
import os
import re
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

#: The file names shiboken6 compiles its embedded support sources under.
_PREFIXES = ("signature_bootstrap", "shibokensupport/")
_FORMAT = 2  # bump when the file's layout changes

#: file name -> (source, code object); ("re", pattern, flags) -> the arguments of _sre.compile
Entries = dict[Any, tuple[Any, ...]]


#: The bundle's build sets this to a file: that launch writes its cache there, and only there.
BUILD_ENV = "SPIDERETTE_COMPILE_CACHE"


def cache_files() -> list[Path]:
    """Where the cache may live, best first (the first readable one is used; a changed cache
    goes to the first writable one, never into a bundle's own folder)."""
    built = os.environ.get(BUILD_ENV)
    if built:
        return [Path(built)]
    # The app's one cache folder (the card images live there too); user_folders imports
    # nothing that this cache should have compiled first.
    from spiderette_qt.platform.user_folders import user_cache_path

    user = user_cache_path() / _name()
    if getattr(sys, "frozen", False):
        # A bundle ships its cache (made by packaging/build.py with the bundle itself), so a
        # player's very first launch has it; its folder may be read-only (/usr/lib) or
        # unpacked afresh, so what a launch learns beyond it goes to the user's cache folder,
        # which is read first once it exists.
        return [user, _shipped_place()]
    return [_package_place(), user]


def _name() -> str:
    return f"pyside-support.{sys.implementation.cache_tag}.marshal"


def shipped_name() -> str:
    """The cache file's name (in the bundle: _internal/spiderette_qt/startup-cache/)."""
    return _name()


#: The bundle's own copy lives here beside our modules (not in a __pycache__ folder, which
#: packages must not ship: Debian's lintian refuses one).
SHIPPED_FOLDER = "startup-cache"


def _package_place() -> Path:
    # spiderette_qt/ (not startup/), where the cache has lived since before the move.
    return Path(__file__).resolve().parents[1] / "__pycache__" / _name()


def _shipped_place() -> Path:
    return Path(__file__).resolve().parents[1] / SHIPPED_FOLDER / _name()


def _stamp() -> str:
    # The exact interpreter: bytecode may change between any two builds.
    return f"{_FORMAT} {sys.version} {sys.implementation.cache_tag}"


def load(path: Path) -> Entries:
    """The stored entries of `path`; empty when it is missing, damaged, another Python's, or
    a file someone other than the player (or root) could have written: its code would run."""
    from spiderette_qt.platform.cache_files import read_trusted

    raw = read_trusted(path)
    if raw is None:
        return {}
    try:
        data = marshal.loads(raw)
    except (ValueError, EOFError, TypeError):
        return {}
    if not isinstance(data, tuple) or len(data) != 2 or data[0] != _stamp():
        return {}
    entries = data[1]
    return entries if isinstance(entries, dict) else {}


def save(path: Path, entries: Entries) -> bool:
    """Write `entries` to `path` atomically (a half-written file is never read)."""
    from spiderette_qt.platform.cache_files import replace_file

    try:
        data = marshal.dumps((_stamp(), entries))
    except ValueError:  # an entry marshal cannot write
        return False
    return replace_file(path, data)


def _caching(original: Callable[..., Any], entries: Entries,
             learned: Entries) -> Callable[..., Any]:
    def compile_(source: Any, filename: Any, mode: Any, *args: Any, **kwargs: Any) -> Any:
        ours = (not args and not kwargs and mode == "exec" and isinstance(filename, str)
                and filename.startswith(_PREFIXES) and isinstance(source, (bytes, str)))
        if not ours:
            return original(source, filename, mode, *args, **kwargs)
        stored = entries.get(filename)
        if stored is not None and stored[0] == source:
            learned[filename] = stored
            return stored[1]
        code = original(source, filename, mode)
        learned[filename] = (source, code)
        return code

    return compile_


def _regex_args(pattern: Any, flags: int) -> tuple[Any, ...]:
    # What re._compiler.compile(pattern, flags) passes to _sre.compile (CPython 3.11-3.13).
    compiler: Any = re._compiler  # type: ignore[attr-defined]
    parsed = compiler._parser.parse(pattern, flags)
    code = compiler._code(parsed, flags)
    groupindex = dict(parsed.state.groupdict)
    indexgroup = [None] * parsed.state.groups
    for name, index in groupindex.items():
        indexgroup[index] = name
    # int(): the opcodes are int subclasses, which marshal does not write.
    return (int(flags | parsed.state.flags), [int(op) for op in code],
            parsed.state.groups - 1, groupindex, tuple(indexgroup))


def _regex_caching(original: Callable[..., Any], entries: Entries,
                   learned: Entries) -> Callable[..., Any]:
    import _sre  # type: ignore[import-not-found]  # the C half of re, no stub

    def compile_(pattern: Any, flags: Any = 0) -> Any:
        if (not isinstance(pattern, (str, bytes)) or type(flags) is not int
                or flags & re.DEBUG):
            return original(pattern, flags)
        key = ("re", pattern, flags)
        stored = entries.get(key)
        if stored is not None:
            try:
                compiled = _sre.compile(pattern, *stored)
            except (TypeError, ValueError, RuntimeError):
                pass  # not what this Python's _sre takes after all: compile it as usual
            else:
                learned[key] = stored
                return compiled
        compiled = original(pattern, flags)
        try:
            arguments = _regex_args(pattern, flags)
            same = _sre.compile(pattern, *arguments) == compiled  # flags, pattern, opcodes
        except Exception:  # noqa: BLE001 - the regex compiler's internals differ: keep re's
            same = False
        if same:  # only what provably rebuilds re's own pattern is kept
            learned[key] = arguments
        return compiled

    return compile_


def _dataclass_exec_caching(real_exec: Callable[..., Any], entries: Entries,
                            learned: Entries) -> Callable[..., Any]:
    def exec_(source: Any, globals_: Any = None, locals_: Any = None) -> Any:
        if not isinstance(source, str) or not isinstance(globals_, dict):
            if globals_ is None:  # exec's own default: the caller's namespaces
                caller = sys._getframe(1)
                globals_, locals_ = caller.f_globals, caller.f_locals
            return real_exec(source, globals_, locals_)
        key = ("exec", source)
        stored = entries.get(key)
        if stored is not None:
            code = stored[0]
        else:
            # dont_inherit: exec() in dataclasses compiles with dataclasses' (no) __future__
            # flags, not with this module's.
            code = compile(source, "<string>", "exec", dont_inherit=True)
        learned[key] = (code,)
        return real_exec(code, globals_, locals_)

    return exec_


_ABSENT = object()


class CompileCache:
    """The hooks, from start() (before PySide6 is imported) to stop() (which writes).

    Besides PySide's support code and regexes: the methods `dataclasses` writes as source
    text and exec()s for every dataclass (__init__, __repr__, __eq__, ...: ~140 of them
    before the first frame, ~14 ms of compiling), by their exact text.
    """

    def __init__(self, places: list[Path] | None = None) -> None:
        self.places = cache_files() if places is None else places
        self.entries: Entries = {}
        self.learned: Entries = {}
        self._undo: list[tuple[Any, str, Any, Any]] = []

    def start(self) -> None:
        for place in self.places:
            self.entries = load(place)
            if self.entries:
                break
        import dataclasses

        compiler: Any = re._compiler  # type: ignore[attr-defined]
        real_exec = vars(dataclasses).get("exec", builtins.exec)
        for owner, name, hook in (
                (builtins, "compile", _caching(builtins.compile, self.entries, self.learned)),
                (compiler, "compile",
                 _regex_caching(compiler.compile, self.entries, self.learned)),
                (dataclasses, "exec",
                 _dataclass_exec_caching(real_exec, self.entries, self.learned))):
            self._undo.append((owner, name, vars(owner).get(name, _ABSENT), hook))
            setattr(owner, name, hook)

    def stop(self) -> None:
        """Put the real functions back and write what changed (once: the first launch)."""
        undo, self._undo = self._undo, []
        for owner, name, real, hook in reversed(undo):
            if vars(owner).get(name) is hook:
                if real is _ABSENT:
                    delattr(owner, name)  # dataclasses had no exec of its own: builtins'
                else:
                    setattr(owner, name, real)
        learned, entries = self.learned, self.entries
        # Written when this launch met something the file did not have (the first launch,
        # another PySide6, changed code), as what this launch used: stale entries go. A
        # launch that stopped early (a second launch handing its code over) writes nothing.
        if undo and any(entries.get(key) != value for key, value in learned.items()):
            # The bundle's build writes the one file it names. Otherwise never into the
            # bundle's own copy, and, like Python's .pyc writing, PYTHONDONTWRITEBYTECODE
            # keeps our package folder clean.
            building = bool(os.environ.get(BUILD_ENV))
            for place in self.places:
                if not building and (place == _shipped_place() or (
                        place == _package_place() and sys.dont_write_bytecode)):
                    continue
                if save(place, learned):
                    break


#: The cache the bundle's runtime hook started before PyInstaller's PySide6 hook imports
#: PySide6 (packaging/rthook_before_pyside.py); app.main takes it over.
_early: CompileCache | None = None


def start_early() -> None:
    """Start the cache now, for app.main to take over (see take_early)."""
    global _early
    if _early is None:
        _early = CompileCache()
        _early.start()


def take_early() -> CompileCache | None:
    """The cache start_early() started, if any (handed over once)."""
    global _early
    cache, _early = _early, None
    return cache


@contextmanager
def compiled_once(places: list[Path] | None = None) -> Iterator[None]:
    """Use (and fill) the cache for what runs inside this block."""
    cache = CompileCache(places)
    cache.start()
    try:
        yield
    finally:
        cache.stop()


__all__ = ["CompileCache", "cache_files", "compiled_once", "load", "save", "start_early",
           "take_early"]
