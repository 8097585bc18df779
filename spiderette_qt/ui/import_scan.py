"""Spare start-up PySide's look at the source of every module imported after it.

PySide6's `__feature__` support (snake_case, true_property) decides per module whether that
module uses PySide: the first time a module name is imported after PySide6, it reads the
module's whole source file (inspect.getsource) and looks for "PySide6". This game imports about
a hundred modules before its first paint, so the reading costs 5-9 ms of start-up.

Nothing here uses `__feature__`, so the answer does not matter; `mark_known_modules` writes it
in advance for the standard library (never PySide: -1, "ignore") and for this package (0, "no
features", what the scan finds for a module that uses PySide). It only touches PySide's table
when that table exists, and never fails: without it, PySide simply reads the sources again.
"""

from __future__ import annotations

import os
import sys

_PACKAGE = "spiderette_qt"


def _package_modules() -> list[str]:
    """Dotted names of this package's modules and subpackages, from its folder (no imports)."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    names = [_PACKAGE]
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = [s for s in subfolders if not s.startswith((".", "__"))]
        relative = os.path.relpath(folder, root)
        prefix = _PACKAGE if relative == "." else \
            f"{_PACKAGE}.{relative.replace(os.sep, '.')}"
        if relative != ".":
            names.append(prefix)
        names.extend(f"{prefix}.{name[:-3]}" for name in files
                     if name.endswith(".py") and name != "__init__.py")
    return names


def mark_known_modules() -> bool:
    """Tell PySide's feature table about our modules and the standard library's.

    Returns True when the table was found and filled (False: PySide not imported yet, or a
    PySide version without it)."""
    feature = sys.modules.get("shibokensupport.feature")
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return False
    try:
        for name in sys.stdlib_module_names:
            table.setdefault(name, -1)
        for name in _package_modules():
            table.setdefault(name, 0)
    except OSError:  # an odd install layout: PySide reads the sources as before
        return False
    return True
