"""Every enum of QtCore, QtGui and QtWidgets, and (run as a script) their anatomies as JSON.

`anatomy` is fast_enums.anatomy (what its install probes compare). Run as a script in a
process that never installed fast_enums, this prints the anatomy of every PySide6 enum as
the standard library built it; tests/startup/test_fast_enums.py compares that with the fast build.
"""

from __future__ import annotations

import enum
import json
import sys
import types
from typing import Any

from spiderette_qt.startup.fast_enums import anatomy

__all__ = ["anatomy", "pyside_enums"]


def pyside_enums() -> list[type]:
    """Every enum class of QtCore, QtGui and QtWidgets (of the modules and their classes)."""
    import PySide6.QtCore
    import PySide6.QtGui
    import PySide6.QtWidgets

    found: dict[int, type] = {}

    def walk(owner: Any, depth: int) -> None:
        # A module's types are made when first asked for (dir and getattr); a class holds
        # its own enums and nested classes in its dictionary.
        values = ([getattr(owner, name, None) for name in dir(owner)]
                  if isinstance(owner, types.ModuleType) else list(vars(owner).values()))
        for value in values:
            if isinstance(value, enum.EnumType):
                found.setdefault(id(value), value)
            elif (isinstance(value, type) and depth < 3 and value is not owner
                  and str(getattr(value, "__module__", "")).startswith("PySide6.")):
                walk(value, depth + 1)

    for module in (PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets):
        walk(module, 0)
    return sorted(found.values(), key=lambda e: (e.__module__, e.__qualname__))


if __name__ == "__main__":
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])  # some types want an application to exist
    json.dump({f"{e.__module__}.{e.__qualname__}": anatomy(e) for e in pyside_enums()},
              sys.stdout)
