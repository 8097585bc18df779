"""Third-party notices of the bundle: which component each bundled file belongs to, and its licence.

The spec calls `write_notices` with the files it is about to collect; the result,
resources/licenses/NOTICES.txt inside the bundle, lists every component with its version and
the licence file next to it (the texts themselves live in resources/licenses/ in the
repository, so they are bundled with the other resources). Help > About > Licences shows both.

    python packaging/notices.py --check dist/Spiderette   # exit 1 if a file maps to no component

`--check` runs in .ci/run on the built folder: a new library that slips into the bundle
without a licence entry fails CI instead of shipping silently.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Component:
    name: str
    licence: str  # SPDX expression
    files: tuple[str, ...]  # licence texts in resources/licenses/
    pattern: str  # regex over the path inside the bundle ("/"-separated); "" = no file of its own
    note: str = ""


COMPONENTS: tuple[Component, ...] = (
    Component(
        "Spiderette", "GPL-3.0-or-later", ("GPL-3.0.txt",),
        r"(^|/)(Spiderette(\.exe)?|spiderette-launcher|spiderette_qt[^/]*"
        r"|resources/(icons|rules|translations|licenses|sounds)"
        r"|resources/fonts/README\.md)(/|$)",
    ),
    Component(
        "PyInstaller bootloader", "GPL-2.0-or-later WITH Bootloader-exception",
        ("PyInstaller.txt",), "",
        "The program's launcher (Spiderette, Spiderette.exe) is PyInstaller's bootloader.",
    ),
    Component(
        "Python", "PSF-2.0", ("Python.txt",),
        r"(^|/)(libpython[^/]*|python3[^/]*\.dll|python3\.\d+/lib-dynload/.*|base_library\.zip"
        r"|lib-dynload/.*|[^/]+\.cpython-3\d+-[^/]+\.so|_[a-z0-9_]+\.pyd|[a-z0-9_]+\.pyd"
        r"|Python|Python\.framework/.*)$",
        "The interpreter and its standard library (Python.txt also lists what Python includes).",
    ),
    Component(
        "ICU", "ICU AND Unicode-DFS-2016", ("ICU.txt",), r"(^|/)(lib)?icu[a-z0-9]+[^/]*$",
        "Part of PySide6's Qt; its data library is cut down (see ICU.txt).",
    ),
    Component(
        "Qt", "LGPL-3.0-only", ("LGPL-3.0.txt", "GPL-3.0.txt"),
        r"(^|/)(PySide6/Qt/.*|(lib)?Qt6[A-Za-z]+[^/]*|Qt[A-Za-z]+\.framework/.*)$",
        "Qt's libraries, plugins and translations, unmodified; Qt itself includes third-party"
        " code (HarfBuzz, PCRE2, md4c, ...) listed at https://doc.qt.io/qt-6/licenses-used-in-qt.html."
        " The LGPL lets you replace them: they are plain shared libraries in the folder.",
    ),
    Component(
        "PySide6 and Shiboken6", "LGPL-3.0-only", ("LGPL-3.0.txt", "GPL-3.0.txt"),
        r"(^|/)(PySide6/[^/]+|shiboken6/.*|(lib)?(pyside6|shiboken6)[^/]*)$",
    ),
    Component(
        "platformdirs", "MIT", ("platformdirs.txt",), "",
        "Pure Python, inside the bundle's module archive (no file of its own).",
    ),
    Component(
        "DejaVu fonts", "Bitstream-Vera AND LicenseRef-Public-Domain", ("DejaVu-fonts.txt",),
        r"(^|/)resources/fonts/DejaVu[^/]*\.ttf$",
    ),
    Component("libffi", "MIT", ("libffi.txt",), r"(^|/)(lib)?ffi[^/]*$"),
    Component(
        "XCB utility libraries", "MIT", ("xcb-util.txt",),
        r"(^|/)libxcb-(cursor|icccm|image|keysyms|render-util|util)\.so[^/]*$",
    ),
    Component("libxkbcommon", "MIT", ("libxkbcommon.txt",), r"(^|/)libxkbcommon[^/]*$"),
)

_NOT_COVERED = re.compile(r"(^|/)(\.|__pycache__/)")  # dot-files: PyInstaller's own markers


def component_of(path: str) -> Component | None:
    for component in COMPONENTS:
        if component.pattern and re.search(component.pattern, path):
            return component
    return None


def uncovered(paths: Iterable[str]) -> list[str]:
    return sorted(p for p in paths if not _NOT_COVERED.search(p) and component_of(p) is None)


def notices_text(paths: Iterable[str], versions: dict[str, str]) -> str:
    """NOTICES.txt: each component the bundle carries, its version, licence and texts."""
    paths = list(paths)
    present = {c.name for p in paths if (c := component_of(p)) is not None}
    lines = [
        "Spiderette is free software under the GNU General Public License, version 3 or",
        "(at your option) any later version (GPL-3.0.txt). This bundle also carries the",
        "following third-party software, each under its own licence; the licence texts are",
        "the files named below, in this folder.",
        "",
    ]
    for component in COMPONENTS:
        if component.pattern and component.name not in present:
            continue
        version = versions.get(component.name, "")
        title = f"{component.name} {version}".strip()
        lines.append(f"* {title}")
        lines.append(f"  Licence: {component.licence} ({', '.join(component.files)})")
        if component.note:
            lines.append(f"  {component.note}")
        lines.append("")
    missing = uncovered(paths)
    if missing:
        lines.append("Not attributed (please report): " + ", ".join(missing))
    return "\n".join(lines).rstrip() + "\n"


def write_notices(paths: Iterable[str], versions: dict[str, str], target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(notices_text(paths, versions), encoding="utf-8")
    return target


def bundle_paths(folder: Path) -> list[str]:
    internal = folder / "_internal"
    base = internal if internal.is_dir() else folder
    paths = [p.relative_to(base).as_posix() for p in base.rglob("*") if p.is_file()]
    paths += [p.relative_to(folder).as_posix() for p in folder.iterdir() if p.is_file()]
    return paths


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check the bundle's third-party notices.")
    parser.add_argument("--check", type=Path, required=True, help="the built bundle folder")
    args = parser.parse_args(argv)
    paths = bundle_paths(args.check)
    missing = uncovered(paths)
    notices = next(args.check.rglob("resources/licenses/NOTICES.txt"), None)
    if notices is None:
        print("notices: FAIL: the bundle has no resources/licenses/NOTICES.txt", file=sys.stderr)
        return 1
    texts = notices.parent
    absent = sorted({f for c in COMPONENTS for f in c.files if not (texts / f).is_file()})
    if missing or absent:
        if missing:
            print("notices: FAIL: files of no known component: " + ", ".join(missing),
                  file=sys.stderr)
        if absent:
            print("notices: FAIL: licence texts missing: " + ", ".join(absent), file=sys.stderr)
        return 1
    print(f"notices: every one of {len(paths)} bundled files belongs to a listed component")
    return 0


if __name__ == "__main__":
    sys.exit(main())
