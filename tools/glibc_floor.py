"""The oldest glibc a bundle can start on: the highest GLIBC_x.y every ELF file in it needs.

    python tools/glibc_floor.py dist/Spiderette              # print the floor and the worst files
    python tools/glibc_floor.py dist/Spiderette --max 2.35   # exit 1 when above 2.35

A library built against a newer glibc records the symbol versions it links to (GLIBC_2.36,
...) in its `.gnu.version_r` section; the dynamic loader refuses to start the program on an
older glibc ("GLIBC_2.36 not found"), and from a menu that means nothing happens at all. The
bundle's floor is the highest such version over every ELF file it carries, so this reads the
section of each one itself (plain struct parsing: no binutils, no pyelftools needed, the same
on the build machine and in CI).
"""

from __future__ import annotations

import argparse
import re
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

ELF_MAGIC = b"\x7fELF"
SHT_GNU_VERNEED = 0x6FFFFFFE
GLIBC_VERSION = re.compile(r"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?$")

Version = tuple[int, ...]


def parse_version(text: str) -> Version:
    return tuple(int(part) for part in text.split("."))


def _cstring(data: bytes, offset: int) -> str:
    end = data.find(b"\0", offset)
    return data[offset: end if end >= 0 else len(data)].decode("ascii", "replace")


def needed_versions(data: bytes) -> set[str]:
    """Every version name (GLIBC_2.34, GLIBCXX_3.4.29, ...) an ELF image's verneed lists."""
    if data[:4] != ELF_MAGIC or len(data) < 64:
        return set()
    is64 = data[4] == 2
    endian = "<" if data[5] == 1 else ">"
    if is64:
        shoff, = struct.unpack_from(endian + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x3A)
        section = endian + "IIQQQQIIQQ"
    else:
        shoff, = struct.unpack_from(endian + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(endian + "HH", data, 0x2E)
        section = endian + "IIIIIIIIII"
    sections = []
    for index in range(shnum):
        start = shoff + index * shentsize
        if start + struct.calcsize(section) > len(data):
            return set()
        sections.append(struct.unpack_from(section, data, start))
    names: set[str] = set()
    for _name, kind, _flags, _addr, offset, _size, link, info, _align, _entsize in sections:
        if kind != SHT_GNU_VERNEED or link >= len(sections):
            continue
        strings = sections[link][4]  # offset of the linked string table
        entry = offset
        for _ in range(info):  # sh_info: the number of Verneed entries
            _version, count, _file, aux, next_entry = struct.unpack_from(
                endian + "HHIII", data, entry
            )
            aux_at = entry + aux
            for _ in range(count):
                _hash, _flags2, _other, name, next_aux = struct.unpack_from(
                    endian + "IHHII", data, aux_at
                )
                names.add(_cstring(data, strings + name))
                if not next_aux:
                    break
                aux_at += next_aux
            if not next_entry:
                break
            entry += next_entry
    return names


def glibc_needed(path: Path) -> Version | None:
    """The highest GLIBC_ version `path` needs (None: not an ELF file, or no glibc symbols)."""
    try:
        with path.open("rb") as handle:
            if handle.read(4) != ELF_MAGIC:
                return None
            data = ELF_MAGIC + handle.read()
    except OSError:
        return None
    found = [GLIBC_VERSION.match(name) for name in needed_versions(data)]
    versions = [tuple(int(g) for g in m.groups() if g is not None) for m in found if m]
    return max(versions) if versions else None


def elf_files(folder: Path) -> Iterator[Path]:
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            yield path


def floor(folder: Path) -> tuple[Version, list[tuple[Version, Path]]]:
    """The bundle's floor and every (version, file) pair, highest first."""
    needs = [(v, p) for p in elf_files(folder) if (v := glibc_needed(p)) is not None]
    needs.sort(key=lambda pair: (pair[0], str(pair[1])), reverse=True)
    return (needs[0][0] if needs else (0,)), needs


def show(version: Version) -> str:
    return ".".join(str(part) for part in version)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, help="the built bundle, e.g. dist/Spiderette")
    parser.add_argument("--max", type=parse_version, help="fail when the floor is above this")
    parser.add_argument("--top", type=int, default=5, help="files to list (5)")
    args = parser.parse_args(argv)
    if not args.folder.is_dir():
        print(f"glibc_floor: {args.folder} is not a folder", file=sys.stderr)
        return 2
    version, needs = floor(args.folder)
    if not needs:
        print(f"glibc_floor: no ELF file in {args.folder} needs glibc", file=sys.stderr)
        return 2
    print(f"glibc floor: {show(version)} ({len(needs)} ELF files)")
    for need, path in needs[: args.top]:
        print(f"  GLIBC_{show(need):<6} {path.relative_to(args.folder)}")
    if args.max is not None and version > args.max:
        above = [p for v, p in needs if v > args.max]
        print(
            f"glibc_floor: FAIL: {len(above)} file(s) need a glibc newer than {show(args.max)}: "
            + ", ".join(str(p.relative_to(args.folder)) for p in above),
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
