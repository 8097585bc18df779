"""Comments point only at what a person who clones the repository can open.

The rules the game follows are in docs/RULES.md, in numbered sections. A comment that means a
rule points there ("docs/RULES.md §8"); it never points at a specification kept outside the
repository ("SPEC §4") or at an issue number ("issue 13"), which say nothing to a reader of
the code: such a comment says the reason itself. This test reads every text file of the
package, packaging/, tools/ and benchmarks/ (and .ci/run, setup.py) and fails on either kind
of pointer; it also checks that every "RULES.md §N" names a section docs/RULES.md has. The
tests at the end plant violations in a temporary folder to prove the checks can fail.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ROOT / "docs" / "RULES.md"
FOLDERS = ("spiderette_qt", "packaging", "tools", "benchmarks")
FILES = (".ci/run", "setup.py")
# The text files of those folders (compiled modules, images and caches are skipped).
SUFFIXES = {".py", ".c", ".h", ".sh", ".spec", ".iss", ".desktop", ".xml", ".json", ".txt",
            ".md", ".toml", ".cfg"}
SKIPPED_DIRS = {"__pycache__", "build", "dist"}

# "SPEC §4", "SPEC.md", "issue 13", "Issues 21", "issue #22", "(Issue 11 had ...".
FORBIDDEN = (
    ("an outside specification", re.compile(r"\bSPEC\s*§|\bSPEC\.md\b")),
    ("an issue number", re.compile(r"\b[Ii]ssues?\s+#?\d+")),
)
# "RULES.md §8", "docs/RULES.md §1, §9", "RULES.md §2/§9", "RULES.md §1-§9".
POINTER = re.compile(r"RULES\.md\s*(§\d+(?:\s*(?:,|/|-|–|and)\s*§\d+)*)")
SECTION = re.compile(r"^## (\d+)\. \S", re.MULTILINE)


def text_files(root: Path) -> list[Path]:
    """Every file the check reads under root: the folders' text files, and the single files."""
    found = []
    for folder in FOLDERS:
        base = root / folder
        if not base.is_dir():
            continue
        for path in sorted(base.rglob("*")):
            if (path.is_file() and path.suffix in SUFFIXES
                    and not SKIPPED_DIRS.intersection(path.relative_to(root).parts)):
                found.append(path)
    found.extend(root / name for name in FILES if (root / name).is_file())
    return found


def violations(root: Path) -> list[str]:
    """"file:line: what" for every pointer at an outside specification or an issue number."""
    found = []
    for path in text_files(root):
        text = path.read_text(encoding="utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            for what, pattern in FORBIDDEN:
                match = pattern.search(line)
                if match:
                    where = path.relative_to(root).as_posix()
                    found.append(f"{where}:{number}: points at {what} ({match.group(0)!r})")
    return found


def sections(rules: Path) -> set[int]:
    """The numbers of the sections of a rules page ("## 8. Undo and redo" -> 8)."""
    return {int(n) for n in SECTION.findall(rules.read_text(encoding="utf-8"))}


def dangling(root: Path, rules: Path) -> list[str]:
    """"file:line: §N" for every RULES.md pointer at a section the rules page lacks."""
    have = sections(rules)
    found = []
    paths = [*text_files(root), root / "README.md"]
    for path in paths:
        if not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for number, line in enumerate(text.splitlines(), 1):
            for match in POINTER.finditer(line):
                for section in re.findall(r"§(\d+)", match.group(1)):
                    if int(section) not in have:
                        where = path.relative_to(root).as_posix()
                        found.append(f"{where}:{number}: §{section}")
    return found


# ----------------------------------------------------------------- the repository
def test_no_pointer_at_an_outside_spec_or_an_issue_number() -> None:
    found = violations(ROOT)
    assert not found, "say the rule (docs/RULES.md §N) or the reason instead:\n" + "\n".join(
        found)


def test_the_check_reads_the_package() -> None:
    read = {path.relative_to(ROOT).as_posix() for path in text_files(ROOT)}
    assert "spiderette_qt/engine/game.py" in read
    assert "benchmarks/hint_bench.py" in read
    assert ".ci/run" in read


def test_rules_sections_are_numbered_from_one() -> None:
    have = sections(RULES)
    assert have == set(range(1, max(have) + 1)), sorted(have)
    assert len(have) >= 13


def test_every_rules_pointer_names_a_section() -> None:
    found = dangling(ROOT, RULES)
    assert not found, "pointers at sections docs/RULES.md does not have:\n" + "\n".join(found)


def test_the_code_points_at_the_rules() -> None:
    # The rules are meant somewhere: the pointers exist, not just the absence of old ones.
    count = sum(len(POINTER.findall(path.read_text(encoding="utf-8", errors="replace")))
                for path in text_files(ROOT))
    assert count >= 20


# ----------------------------------------------------------------- the checks can fail
def _plant(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_a_planted_spec_pointer_fails(tmp_path: Path) -> None:
    _plant(tmp_path, "spiderette_qt/engine/rules.py", '"""Fine."""\n# the deal (SPEC §1)\n')
    assert violations(tmp_path) == [
        "spiderette_qt/engine/rules.py:2: points at an outside specification ('SPEC §')"]


def test_a_planted_issue_number_fails(tmp_path: Path) -> None:
    _plant(tmp_path, "benchmarks/bench.py", "x = 1  # slow before (issue 25)\n")
    _plant(tmp_path, "packaging/build.c", "/* see Issue #7 */\n")
    _plant(tmp_path, ".ci/run", "# ---- (issues 21) ----\n")
    found = violations(tmp_path)
    assert len(found) == 3, found
    assert all("an issue number" in line for line in found)


def test_words_that_only_look_alike_pass(tmp_path: Path) -> None:
    _plant(tmp_path, "packaging/build.py",
           'SPEC = ROOT / "spiderette.spec"\nASPECT = 1.4\n# an issue of speed\n')
    assert violations(tmp_path) == []


def test_caches_and_binaries_are_skipped(tmp_path: Path) -> None:
    _plant(tmp_path, "spiderette_qt/__pycache__/x.py", "# issue 3\n")
    _plant(tmp_path, "spiderette_qt/core.so", "issue 3")
    assert violations(tmp_path) == []


def test_a_pointer_at_a_missing_section_fails(tmp_path: Path) -> None:
    rules = _plant(tmp_path, "docs/RULES.md", "# Rules\n\n## 1. Cards\n\n## 2. The deal\n")
    _plant(tmp_path, "spiderette_qt/a.py",
           "# docs/RULES.md §2\n# docs/RULES.md §1, §3\n# RULES.md §2/§9\n")
    assert dangling(tmp_path, rules) == [
        "spiderette_qt/a.py:2: §3", "spiderette_qt/a.py:3: §9"]
