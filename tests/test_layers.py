"""The layer rules of docs/ARCHITECTURE.md, checked on the source text.

The engine and persistence never import Qt (so they run and test without a display, and a
solver or script can use them); the table and the window never change the Game themselves:
only the controller calls its actions.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "spiderette_qt"
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


@pytest.mark.parametrize("layer", ["engine", "persistence"])
def test_layer_never_imports_qt(layer):
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files, f"no source files found for {layer}"
    offenders = {
        str(path.relative_to(PACKAGE)): sorted(
            name for name in _imported_modules(path) if name.split(".")[0] in QT_MODULES
        )
        for path in files
    }
    assert {k: v for k, v in offenders.items() if v} == {}


def test_engine_imports_only_the_standard_library_and_itself():
    import sys

    for path in sorted((PACKAGE / "engine").rglob("*.py")):
        for name in _imported_modules(path):
            ours = name == "spiderette_qt.engine" or name.startswith("spiderette_qt.engine.")
            assert ours or name.split(".")[0] in sys.stdlib_module_names, (
                f"{path.name} imports {name}")


GAME_ACTION = re.compile(r"\bgame\s*\.\s*(move|deal|undo|redo)\s*\(")


@pytest.mark.parametrize("layer", ["ui", "window"])
def test_only_the_controller_changes_the_game(layer):
    files = sorted((PACKAGE / layer).rglob("*.py"))
    assert files
    calls = [
        f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}"
        for path in files
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if GAME_ACTION.search(line)
    ]
    assert calls == []


def test_the_rule_catches_a_game_action(tmp_path):
    """The pattern above must really match the calls it forbids."""
    assert GAME_ACTION.search("self.game.move(0, 1, 2)")
    assert GAME_ACTION.search("window.game.deal()")
    assert not GAME_ACTION.search("self.controller.deal()")
