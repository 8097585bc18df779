"""The layer rules of docs/ARCHITECTURE.md, checked on the syntax tree of every module.

Every module belongs to one layer of LAYERS, and imports (at the top, in a function, under
TYPE_CHECKING: every import the tree holds) only its own layer and the layers ALLOWED for
it, as the code stands today. The engine and persistence never import Qt (so they run and
test without a display, and a solver or script can use them), nor do the leaf modules of
NO_QT. Only the session calls the Game's actions (move, deal, undo, redo) on anything
named `game` or `_game`: the presenter and the window ask the session. The checks are
functions of a folder, so the tests at the end plant violations in a made-up package and
see them caught.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "spiderette_qt"
QT_MODULES = ("PySide6", "shiboken6", "PyQt5", "PyQt6")

#: layer -> its modules and folders (dotted, below the package; "" is the package itself).
#: Top to bottom, as docs/ARCHITECTURE.md draws them.
LAYERS: dict[str, tuple[str, ...]] = {
    "app": ("__main__", "app"),
    "window": ("window",),
    "solver": ("solver_app",),
    "sound": ("sound",),
    "presenter": ("table.presenter",),
    "session": ("session",),
    "ui": ("table",),
    "i18n": ("i18n",),
    "settings": ("settings",),
    "persistence": ("persistence",),
    "platform": ("", "platform", "startup"),
    "engine": ("engine",),
}
#: layer -> the other layers it may import (its own always).
ALLOWED: dict[str, frozenset[str]] = {
    "app": frozenset(LAYERS) - {"app"},
    "window": frozenset({"solver", "sound", "presenter", "session", "ui", "settings", "i18n",
                         "persistence", "platform", "engine"}),
    # The table's sounds: they hear the session's news (the window wires them).
    "sound": frozenset({"session", "settings", "platform", "engine"}),
    # The solver as the app runs it: child processes, their Qt runner, the jobs.
    "solver": frozenset({"platform", "engine"}),
    # The table presenter: shows a table game on the scene, sends it the player's intents.
    "presenter": frozenset({"session", "ui", "i18n", "engine"}),
    # The game in play without widgets: the game, its saving, statistics and clock.
    "session": frozenset({"persistence", "i18n", "platform", "engine"}),
    "ui": frozenset({"i18n", "platform", "engine"}),
    "settings": frozenset({"platform", "engine"}),
    "i18n": frozenset({"platform", "engine"}),
    "persistence": frozenset({"platform", "engine"}),
    "platform": frozenset({"engine"}),
    "engine": frozenset(),
}
#: Besides the engine and persistence, the leaf modules that say "no Qt here".
NO_QT = ("engine", "persistence", "platform.user_folders", "platform.game_clock",
         "platform.cache_files", "platform.runtime_folder", "platform.resources",
         "solver_app.worker", "solver_app.requests", "solver_app.handlers", "solver_app.jobs",
         "startup.mp_child", "sound.effects", "sound.gate")
#: Who may call the Game's actions: the session, and the self-test's engine check, which
#: plays a few moves on a Game of its own (no window's game).
GAME_ACTORS = ("session", "app.selftest")
GAME_ACTIONS = frozenset({"move", "deal", "undo", "redo"})
GAME_NAMES = frozenset({"game", "_game"})


# ---- the checker --------------------------------------------------------------------------

def modules(root: Path) -> dict[str, Path]:
    """Dotted module name (below the package at `root`) -> its file; "" for __init__.py."""
    found = {}
    for path in sorted(root.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _resolve(name: str, known: dict[str, Path]) -> str:
    """The longest known module a dotted name (below the package) lies in."""
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name


def imports(path: Path, module: str, package: str, known: dict[str, Path]
            ) -> Iterator[tuple[int, str]]:
    """(line, module below the package) of every import of our own modules in `path`:
    top-level, lazy and TYPE_CHECKING ones, relative ones, and import_module("...")."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    is_package = path.name == "__init__.py"
    prefix = package + "."
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:  # relative: from the module's own package up
                here = [package, *module.split(".")] if module else [package]
                base = here[:len(here) - node.level + int(is_package)]
                source = ".".join([*base, *([node.module] if node.module else [])])
            else:
                source = node.module or ""
            # `from pkg import sub` imports pkg.sub when sub is a module, else just pkg.
            names = [f"{source}.{alias.name}" for alias in node.names] or [source]
        elif (isinstance(node, ast.Call) and ast.unparse(node.func).endswith("import_module")
              and node.args and isinstance(node.args[0], ast.Constant)
              and isinstance(node.args[0].value, str)):
            names = [node.args[0].value]
        for name in names:
            if name == package or name.startswith(prefix):
                yield node.lineno, _resolve(name[len(prefix):] if name != package else "",
                                            known)


def layer_of(module: str, layers: dict[str, tuple[str, ...]]) -> str | None:
    """The layer whose most specific entry holds `module` (None: in no layer)."""
    best: tuple[int, str] | None = None
    for layer, entries in layers.items():
        for entry in entries:
            if module == entry or (entry and module.startswith(entry + ".")):
                depth = entry.count(".") + 1 if entry else 0
                if best is None or depth > best[0]:
                    best = (depth, layer)
    return best[1] if best else None


def unplaced(root: Path, layers: dict[str, tuple[str, ...]]) -> list[str]:
    return [name or "__init__" for name in modules(root) if layer_of(name, layers) is None]


def layer_violations(root: Path, package: str, layers: dict[str, tuple[str, ...]],
                     allowed: dict[str, frozenset[str]]) -> list[str]:
    """Each import of a layer it may not import, as 'file:line: layer -> layer (module)'."""
    known = modules(root)
    found = []
    for module, path in known.items():
        mine = layer_of(module, layers)
        for line, target in imports(path, module, package, known):
            theirs = layer_of(target, layers)
            if mine and theirs and theirs != mine and theirs not in allowed[mine]:
                shown = f"{package}.{target}" if target else package
                found.append(f"{path.relative_to(root)}:{line}: {mine} -> {theirs} ({shown})")
    return found


def qt_imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return sorted(name for name in names if name.split(".")[0] in QT_MODULES)


def _game_named(node: ast.expr) -> bool:
    if isinstance(node, ast.Name):
        return node.id in GAME_NAMES
    return isinstance(node, ast.Attribute) and node.attr in GAME_NAMES


def game_action_calls(root: Path, actors: tuple[str, ...]) -> list[str]:
    """Calls of move/deal/undo/redo on something named game or _game (self.game,
    self._game, window.presenter.game, a local `game`...) outside the engine and `actors`."""
    found = []
    for module, path in modules(root).items():
        if any(module == actor or module.startswith(actor + ".")
               for actor in (*actors, "engine")):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in GAME_ACTIONS and _game_named(node.func.value)):
                found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


# ---- the rules, on spiderette_qt ----------------------------------------------------------

def test_every_module_is_in_a_layer() -> None:
    assert len(modules(PACKAGE)) > 100
    assert unplaced(PACKAGE, LAYERS) == []


def test_every_import_goes_to_an_allowed_layer() -> None:
    assert layer_violations(PACKAGE, "spiderette_qt", LAYERS, ALLOWED) == []


@pytest.mark.parametrize("place", NO_QT)
def test_no_qt_below_the_ui(place: str) -> None:
    files = [path for name, path in modules(PACKAGE).items()
             if name == place or name.startswith(place + ".")]
    assert files, f"no source files found for {place}"
    offenders = {str(path.relative_to(PACKAGE)): qt_imports(path) for path in files}
    assert {k: v for k, v in offenders.items() if v} == {}


def test_engine_imports_only_the_standard_library_and_itself() -> None:
    for path in sorted((PACKAGE / "engine").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                ours = name == "spiderette_qt.engine" or name.startswith("spiderette_qt.engine.")
                assert ours or name.split(".")[0] in sys.stdlib_module_names, (
                    f"{path.name} imports {name}")


def test_only_the_session_changes_the_game() -> None:
    assert game_action_calls(PACKAGE, GAME_ACTORS) == []


def test_no_window_module_imports_the_main_window() -> None:
    """The features see the window as window_parts.WindowParts (issue 24): an import of
    main_window from window/ (even under TYPE_CHECKING) is the circle main_window built."""
    known = modules(PACKAGE)
    found = [f"{name}:{line}" for name, path in known.items() if name.startswith("window.")
             for line, target in imports(path, name, "spiderette_qt", known)
             if target == "window.main_window" and name != "window.main_window"]
    assert found == []


# ---- the checker catches what it must (a made-up package) ---------------------------------

def _plant(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / "pkg" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root / "pkg"


TOY_LAYERS: dict[str, tuple[str, ...]] = {"top": ("app",), "middle": ("window",),
                                          "bottom": ("", "engine")}
TOY_ALLOWED = {"top": frozenset({"middle", "bottom"}), "middle": frozenset({"bottom"}),
               "bottom": frozenset()}


def test_the_checker_finds_lazy_relative_and_type_checking_imports_up(tmp_path: Path) -> None:
    root = _plant(tmp_path, {
        "__init__.py": "",
        "app.py": "from pkg.window import board\n",
        "engine/__init__.py": "",
        "engine/game.py": ("from typing import TYPE_CHECKING\n"
                           "if TYPE_CHECKING:\n"
                           "    from pkg.window.board import Board\n"),
        "engine/rules.py": "def f():\n    from .. import app\n",
        "window/__init__.py": "",
        "window/board.py": ("import importlib\n"
                            "from pkg.engine import game\n"
                            "def later():\n"
                            "    import pkg.app\n"
                            "    importlib.import_module('pkg.app')\n"),
    })
    assert sorted(layer_violations(root, "pkg", TOY_LAYERS, TOY_ALLOWED)) == [
        "engine/game.py:3: bottom -> middle (pkg.window.board)",
        "engine/rules.py:2: bottom -> top (pkg.app)",
        "window/board.py:4: middle -> top (pkg.app)",
        "window/board.py:5: middle -> top (pkg.app)",
    ]


def test_the_checker_finds_a_module_outside_every_layer(tmp_path: Path) -> None:
    root = _plant(tmp_path, {"__init__.py": "", "app.py": "", "loose.py": ""})
    assert unplaced(root, TOY_LAYERS) == ["loose"]


def test_the_checker_finds_game_actions_outside_the_controller(tmp_path: Path) -> None:
    root = _plant(tmp_path, {
        "presenter.py": "def act(self):\n    self._game.move(0, 1, 2)\n",
        "engine/game.py": "def replay(game):\n    game.undo()\n",
        "window/view.py": ("def drop(self, game):\n"
                           "    self._game.move(0, 1, 2)\n"
                           "    self.window.game.deal()\n"
                           "    game.redo()\n"
                           "    self.presenter.undo()\n"
                           "    self.table.move(3)\n"),
    })
    assert game_action_calls(root, ("presenter",)) == [
        "window/view.py:2: self._game.move(0, 1, 2)",
        "window/view.py:3: self.window.game.deal()",
        "window/view.py:4: game.redo()",
    ]
