"""docs/ARCHITECTURE.md stays a description of the house, not a notebook: at most 450 lines,
and every file of the repository it names exists."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARCHITECTURE = ROOT / "docs" / "ARCHITECTURE.md"
MAX_LINES = 450
PATH = re.compile(r"`((?:spiderette_qt|tests|benchmarks|tools|packaging|docs)/[\w/.-]+)`")


def named_paths(text: str) -> list[str]:
    return PATH.findall(text)


def test_the_architecture_page_is_short() -> None:
    lines = ARCHITECTURE.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= MAX_LINES


def test_every_path_it_names_exists() -> None:
    paths = named_paths(ARCHITECTURE.read_text(encoding="utf-8"))
    assert len(paths) > 10
    assert [path for path in paths if not (ROOT / path).exists()] == []


def test_the_path_check_can_fail() -> None:
    assert named_paths("see `spiderette_qt/nowhere.py` and `tests/conftest.py`") == [
        "spiderette_qt/nowhere.py", "tests/conftest.py"]
    assert not (ROOT / "spiderette_qt/nowhere.py").exists()
