"""Remove library search paths of the build machine from the bundle's ELF files.

Python built by pyenv records RUNPATH=/root/.pyenv/versions/3.11.7/lib in libpython and in
every lib-dynload module. In the bundle that path means nothing at best, and at worst makes
the loader look in a folder some other user controls; lintian rejects it
(custom-library-search-path). Entries relative to the file ($ORIGIN, as Qt's) are what a
relocatable folder needs and stay.

The entry is removed as `chrpath -d` does: later entries of the dynamic section move up one
place and the section ends with one more DT_NULL. Only 64-bit little-endian files (the
Linux bundles we build) are edited; anything else is left as it is.

    python packaging/elf_runpath.py dist/Spiderette     # prints what it changed
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

SHT_DYNAMIC = 6
DT_NULL, DT_RPATH, DT_RUNPATH = 0, 15, 29


def _foreign(value: str) -> bool:
    return any(part and not part.startswith("$ORIGIN") for part in value.split(":"))


def drop_foreign_runpath(path: Path) -> list[str]:
    """Remove RPATH/RUNPATH entries naming absolute folders; the removed values."""
    data = bytearray(path.read_bytes())
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
                for i in range(shnum)]
    removed: list[str] = []
    for _n, kind, _f, _a, offset, size, link, _i, _al, entsize in sections:
        if kind != SHT_DYNAMIC or not entsize or link >= len(sections):
            continue
        strings = sections[link][4]
        entries = [struct.unpack_from("<qQ", data, offset + k * entsize)
                   for k in range(size // entsize)]
        kept = []
        for tag, value in entries:
            if tag in (DT_RPATH, DT_RUNPATH):
                end = data.index(b"\0", strings + value)
                text = data[strings + value: end].decode("utf-8", "replace")
                if _foreign(text):
                    removed.append(text)
                    continue
            kept.append((tag, value))
        if len(kept) != len(entries):
            kept += [(DT_NULL, 0)] * (len(entries) - len(kept))
            for k, (tag, value) in enumerate(kept):
                struct.pack_into("<qQ", data, offset + k * entsize, tag, value)
    if removed:
        mode = path.stat().st_mode
        path.write_bytes(bytes(data))
        path.chmod(mode)
    return removed


def clean_folder(folder: Path) -> int:
    """Clean every ELF file under `folder`; how many were changed."""
    changed = 0
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) != b"\x7fELF":
                    continue
            if drop_foreign_runpath(path):
                changed += 1
    return changed


if __name__ == "__main__":
    count = clean_folder(Path(sys.argv[1]))
    print(f"elf_runpath: removed build-machine search paths from {count} files")
