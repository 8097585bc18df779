"""Start-up: a faster answer to PySide6's "does this module use PySide6?" question.

PySide6 (shibokensupport.feature, PYSIDE-2029) asks it once for every module imported after
it, to know which modules `from __feature__ import ...` may switch. It answers by reading
the module's source with inspect.getsource (linecache, tokenize, a join of all lines): about
0.4 ms a module, ~40 ms for the game's start under xcb (109 modules), the largest single cost
the game adds to a bare PySide6 window. The same answer comes from searching the file's
bytes for b"PySide6", about ten times faster. A module whose file is not there (the
PyInstaller bundle's: compiled, in its archive) has the source its loader gives, and
PySide's answer without one is False; builtins still go to PySide's own function.

If PySide6 changes and the function is gone or renamed, nothing is replaced: the game only
starts a little slower.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from types import ModuleType

_MARK = "_spiderette_fast"


def install() -> bool:
    """Replace PySide6's source check by the byte search; True if it was replaced."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original) or getattr(original, _MARK, False):
        return False
    feature._mod_uses_pyside = _fast(original)  # type: ignore[attr-defined]
    return True


def installed() -> bool:
    """Whether PySide6's source check is the byte search now."""
    feature = sys.modules.get("shibokensupport.feature")
    return bool(getattr(getattr(feature, "_mod_uses_pyside", None), _MARK, False))


def _fast(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".pyc"):
            # Compiled only (every module of the PyInstaller bundle): inspect looks for the
            # .py beside it, and PySide answers False when there is none, after a detour
            # through inspect and linecache that costs ~0.3 ms a module in the bundle.
            path = path[:-1]
            if not os.path.isfile(path):
                return False
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except FileNotFoundError:
            return _from_loader(module, original)
        except OSError:
            return bool(original(module))

    setattr(uses_pyside, _MARK, True)
    return uses_pyside


def _from_loader(module: ModuleType, original: Callable[[ModuleType], bool]) -> bool:
    """No source file where __file__ says. PyInstaller 6 names its modules so (a .py beside
    the executable that is not there); inspect would then ask the module's loader for the
    source, and PySide answers False when there is none. Asking the loader directly gives
    that answer without inspect's detour (~0.2 ms a module: ~25 ms of the bundle's start)."""
    get_source = getattr(getattr(module, "__loader__", None), "get_source", None)
    if not callable(get_source):
        return bool(original(module))
    try:
        source = get_source(module.__name__)
    except Exception:  # noqa: BLE001 - a loader that cannot tell: PySide's own way
        return bool(original(module))
    return isinstance(source, str) and "PySide6" in source
