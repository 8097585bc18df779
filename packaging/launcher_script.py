"""The Linux bundle's command, spiderette-launcher: a glibc check in front of the program.

On a system whose GNU C library is older than the bundle's floor, the ELF loader refuses the
bundle before Python starts and prints only "GLIBC_2.35 not found". The shell
script packaging/linux/launcher.sh checks first and names the systems that work; build.py
writes it into the bundle folder with the floor measured over the bundle's ELF files, and
the .deb's /usr/bin/spiderette and install.sh's ~/.local/bin/spiderette link to it.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tools"))
import glibc_floor  # noqa: E402

NAME = "spiderette-launcher"
TEMPLATE = HERE / "linux" / "launcher.sh"

# Each distribution's releases and their glibc: the first release at or above the floor
# is named (Debian 12 has 2.36, Ubuntu 22.04 has 2.35).
DEBIAN = ((10, "2.28"), (11, "2.31"), (12, "2.36"), (13, "2.41"))
UBUNTU = (("18.04", "2.27"), ("20.04", "2.31"), ("22.04", "2.35"), ("24.04", "2.39"))


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split("."))


def systems_for(floor: str) -> str:
    """ "Debian 12, Ubuntu 22.04" for 2.35: the oldest release of each with glibc >= floor."""
    need = _version(floor)
    names = []
    for distro, releases in (("Debian", DEBIAN), ("Ubuntu", UBUNTU)):
        for release, glibc in releases:
            if _version(glibc) >= need:
                names.append(f"{distro} {release}")
                break
    return ", ".join(names) if names else f"a system with glibc {floor}"


def launcher_text(floor: str) -> str:
    text = TEMPLATE.read_text(encoding="utf-8")
    return text.replace("@GLIBC_FLOOR@", floor).replace("@SYSTEMS@", systems_for(floor))


def bundle_floor(bundle: Path) -> str:
    version, needs = glibc_floor.floor(bundle)
    if not needs:
        raise SystemExit(f"launcher_script: {bundle} holds no ELF files")
    return glibc_floor.show(version)


def write_launcher(bundle: Path, floor: str | None = None) -> Path:
    """bundle/spiderette-launcher for the bundle's own floor (or `floor`); mode 755."""
    target = bundle / NAME
    target.write_text(launcher_text(floor or bundle_floor(bundle)), encoding="utf-8")
    target.chmod(0o755)
    return target


__all__ = ["NAME", "launcher_text", "systems_for", "write_launcher"]
