"""What the packaging takes from pyproject.toml: name, version, summary; files made from them.

One source for the version everywhere a package states it: the bundle's dist-info (which
`spiderette_qt.__version__` reads), the Windows .exe version resource, the macOS bundle's
Info.plist, the Debian package and the Inno Setup installer.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST_NAME = "spiderette_qt"  # the normalised distribution name, as in spiderette_qt-X.dist-info
APP_ID = "io.github.spiderette.Spiderette"
HOMEPAGE = "https://github.com/spiderette/spiderette"


def project(root: Path = ROOT) -> dict[str, object]:
    data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    return dict(data["project"])


def version(root: Path = ROOT) -> str:
    return str(project(root)["version"])


def version_numbers(text: str) -> tuple[int, int, int, int]:
    """Four numbers for version resources ("0.1.0" -> (0, 1, 0, 0); a suffix is dropped)."""
    numbers = [int(n) for n in re.findall(r"\d+", text.split("+")[0])[:4]]
    padded = (numbers + [0, 0, 0, 0])[:4]
    return padded[0], padded[1], padded[2], padded[3]


def write_dist_info(target: Path, root: Path = ROOT) -> Path:
    """A minimal spiderette_qt-<version>.dist-info (METADATA, INSTALLER) under `target`.

    PyInstaller's copy_metadata copies the egg-info of an editable install (the source tree
    comes first on its path); a dist-info made from pyproject.toml is the same in every build,
    and it is what spiderette_qt.__version__'s fast look-up reads.
    """
    info = project(root)
    folder = target / f"{DIST_NAME}-{info['version']}.dist-info"
    folder.mkdir(parents=True, exist_ok=True)
    metadata = [
        "Metadata-Version: 2.1",
        f"Name: {info['name']}",
        f"Version: {info['version']}",
        f"Summary: {info.get('description', '')}",
        f"License-Expression: {info.get('license', '')}",
        f"Home-page: {HOMEPAGE}",
        f"Requires-Python: {info.get('requires-python', '')}",
        "",
    ]
    (folder / "METADATA").write_text("\n".join(metadata), encoding="utf-8")
    (folder / "INSTALLER").write_text("pyinstaller\n", encoding="utf-8")
    return folder


def windows_version_info(text: str, file_name: str = "Spiderette.exe") -> str:
    """PyInstaller's version-file text (a VSVersionInfo expression) for the .exe resource."""
    numbers = version_numbers(text)
    strings = {
        "CompanyName": "The Spiderette developers",
        "FileDescription": "Spiderette solitaire",
        "FileVersion": text,
        "InternalName": "Spiderette",
        "LegalCopyright": "GPL-3.0-or-later",
        "OriginalFilename": file_name,
        "ProductName": "Spiderette",
        "ProductVersion": text,
    }
    string_structs = ",\n".join(
        f"          StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,\n"
        "                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),\n"
        "  kids=[\n"
        "    StringFileInfo([\n"
        "      StringTable('040904B0', [\n"
        f"{string_structs}\n"
        "      ])\n"
        "    ]),\n"
        "    VarFileInfo([VarStruct('Translation', [0x0409, 1200])])\n"
        "  ]\n"
        ")\n"
    )


if __name__ == "__main__":  # the version, for scripts (Inno Setup's /DAppVersion=...)
    print(version())
