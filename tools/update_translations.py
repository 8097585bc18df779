"""Refresh the Qt Linguist sources and compile them: lupdate, then lrelease.

    python tools/update_translations.py            # update the .ts files, then compile .qm
    python tools/update_translations.py --release  # only compile the .qm files

pyside6-lupdate reads every spiderette_qt/**/*.py and merges the texts it finds into
resources/translations/spiderette_<lang>.ts (for English, the source language, only the
plural forms: spiderette_en.ts), keeping the translations already there and
dropping texts the code no longer has (-no-obsolete). No source locations are written, so a
code edit that moves a line does not churn the .ts files. pyside6-lrelease then compiles each
.ts into the .qm the app loads; the .qm files are committed, so the app runs from a checkout
and from the bundle without a build step (tests/i18n/test_translations.py checks they match).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "spiderette_qt"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES: tuple[str, ...] = ("sv", "de", "tr", "da")
#: English is the source language: its .ts holds only the plural forms ("%n card(s)").
PLURAL_ONLY: tuple[str, ...] = ("en",)
ALL_LANGUAGES: tuple[str, ...] = LANGUAGES + PLURAL_ONLY


def find_tool(name: str) -> str:
    """The pyside6 tool `name` from the virtualenv running us, or else from the PATH."""
    candidates = [
        Path(sys.executable).parent / name,
        Path(sys.executable).parent / f"{name}.exe",
    ]
    for candidate in candidates:
        if candidate.is_file():
            return str(candidate)
    found = shutil.which(name)
    if found:
        return found
    raise SystemExit(f"{name} not found: install PySide6 in this environment")


def ts_path(language: str) -> Path:
    return TRANSLATIONS / f"spiderette_{language}.ts"


def qm_path(language: str) -> Path:
    return TRANSLATIONS / f"spiderette_{language}.qm"


def sources() -> list[str]:
    """Every Python file of the package, relative to the repository, in a stable order."""
    return sorted(str(path.relative_to(ROOT)) for path in PACKAGE.rglob("*.py"))


def lupdate(languages: tuple[str, ...] = ALL_LANGUAGES) -> None:
    tool = find_tool("pyside6-lupdate")
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    for language in languages:
        target = str(ts_path(language).relative_to(ROOT))
        subprocess.run(
            [tool, *sources(), "-locations", "none", "-no-obsolete",
             "-target-language", language,
             *(["-pluralonly"] if language in PLURAL_ONLY else []), "-ts", target],
            cwd=ROOT, check=True,
        )


def lrelease(ts: Path, qm: Path) -> None:
    """Compile one .ts file into `qm` (any path: the test compiles into a temp folder)."""
    subprocess.run(
        [find_tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(qm)],
        check=True,
    )


def release(languages: tuple[str, ...] = ALL_LANGUAGES) -> None:
    for language in languages:
        lrelease(ts_path(language), qm_path(language))
    # Hand-written supplements to Qt's own qtbase_xx.qm (texts it lacks): no lupdate.
    for extra in sorted(TRANSLATIONS.glob("qtbase_extra_*.ts")):
        lrelease(extra, extra.with_suffix(".qm"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile the .qm files")
    args = parser.parse_args(argv)
    if not args.release:
        lupdate()
        # Texts added with their translations in resources/translations/texts/*.json.
        import apply_translations
        apply_translations.main()
    release()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
