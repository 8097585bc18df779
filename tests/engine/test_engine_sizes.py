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
