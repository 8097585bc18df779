"""No game size is spelled outside the Variant table (issue 11).

The sizes that differ between the games (7 and 10 columns, 52 and 104 cards, 4 and 8
sequences) are written only in engine/variants.py; everything else reads the Variant. This
test reads the engine's source and fails on any of those numbers as a literal elsewhere. A
line whose number is something else (a bound in an error message, a suit count) says so with
the comment "not a game size".
"""

from __future__ import annotations

import ast
from pathlib import Path

import spiderette_qt.engine as engine

GAME_SIZES = {4, 7, 8, 10, 52, 104}
ENGINE = Path(engine.__file__).parent
OWN_TABLE = {"variants.py"}
MARK = "not a game size"


def literals(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    found = []
    for node in ast.walk(ast.parse(text)):
        if (isinstance(node, ast.Constant) and type(node.value) is int
                and node.value in GAME_SIZES and MARK not in lines[node.lineno - 1]):
            found.append(f"{path.name}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    return found


def test_no_game_size_outside_the_variant_table() -> None:
    files = [p for p in ENGINE.glob("*.py") if p.name not in OWN_TABLE]
    assert len(files) > 5
    found = [hit for path in sorted(files) for hit in literals(path)]
    assert found == []


def test_the_check_finds_a_size() -> None:
    # The check itself can fail: the table it exempts is full of sizes.
    assert literals(ENGINE / "variants.py")


def imports(path: Path) -> set[str]:
    """The engine modules a module imports, at the top or inside a function."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found


def test_the_engine_modules_import_each_other_without_a_circle() -> None:
    # Issue 11: no game <-> savefile circle, not even through an import inside a function.
    graph = {p.stem: imports(p) for p in ENGINE.glob("*.py") if p.stem != "__init__"}
    assert "game" not in graph["savefile"] | graph["savecheck"] | graph["savefile_v1"]
    assert "savefile" in graph["game"] and "notation" in graph["position"]  # the graph is read
    done: set[str] = set()

    def visit(name: str, path: tuple[str, ...]) -> None:
        assert name not in path, " -> ".join((*path, name))
        if name in done or name not in graph:
            return
        for other in graph[name]:
            visit(other, (*path, name))
        done.add(name)

    for name in graph:
        visit(name, ())
