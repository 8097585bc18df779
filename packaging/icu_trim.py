"""A small libicudata for the Linux bundle: ICU's data cut to what Qt can ask of it here.

PySide6's Qt Core links against its own ICU (libicuuc, libicui18n, libicudata). The data
library alone is 32 MB, most of the bundle's weight: every locale's currency, unit, zone and
language names, 190 legacy converters, break-iterator dictionaries for Thai or Japanese...
Qt does not use ICU for any of that (its QLocale data is CLDR compiled into Qt Core); it asks
ICU for collation (QCollator, QString::localeAwareCompare), locale-aware case mapping
(QLocale::toUpper/toLower) and converter names (QStringConverter). So the stub keeps the
package's core tables, the collation root with the UCA data, and the locale and collation
bundles of the languages the game ships (en, sv, de, tr, da), about 2 MB.

The replacement is a real ICU common-data package (same header, a new table of contents)
linked into a shared library under the same soname and symbol (icudt73_dat), so libicuuc
finds it exactly as it finds the original. It needs `as` and `ld` (binutils, which the
build's `strip` needs anyway); without them the spec keeps the full library and says so.
The bundle's self-test collates, upper-cases and formats text in every language, and fails
on any Qt/ICU warning, so a cut too deep cannot land silently.

    python packaging/icu_trim.py SRC/libicudata.so.73 OUT/libicudata.so.73   # by hand
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

LANGUAGES = ("en", "sv", "de", "tr", "da")
_LOCALE = re.compile(r"[a-z]{2,3}(_[A-Za-z0-9]+)*\.res$")
#: Non-locale items at the package's top level that ICU's locale and collation code reads.
_CORE = {
    "res_index.res", "pool.res", "root.res", "icuver.res", "icustd.res", "cnvalias.icu",
    "keyTypeData.res", "likelySubtags.res", "metadata.res", "supplementalData.res",
    "numberingSystems.res", "plurals.res", "nfkc.nrm", "nfkc_cf.nrm", "uts46.nrm",
    "ulayout.icu", "uemoji.icu",
}
#: Sub-packages kept (besides the top level); collation is the part Qt uses.
_FOLDERS = {"coll": {"res_index.res", "root.res", "ucadata.icu", "pool.res"}}

Item = tuple[str, bytes]


def find_package(image: bytes) -> int:
    """Offset of the ICU common-data package ("CmnD") inside a libicudata image."""
    at = image.find(b"CmnD")
    while at >= 0:
        start = at - 12  # headerSize(2) magic(2) UDataInfo.size(2) reserved(2) flags(4)
        if start >= 0 and image[start + 2: start + 4] == b"\xda\x27":
            return start
        at = image.find(b"CmnD", at + 1)
    raise ValueError("no ICU common data package in this file")


def read_package(image: bytes) -> tuple[bytes, list[Item]]:
    """The package's header and its (name, bytes) items, in table-of-contents order."""
    start = find_package(image)
    if image[start + 8] != 0:  # UDataInfo.isBigEndian
        raise ValueError("big-endian ICU data is not supported")
    header_size, = struct.unpack_from("<H", image, start)
    toc = start + header_size
    count, = struct.unpack_from("<I", image, toc)
    entries = [struct.unpack_from("<II", image, toc + 4 + 8 * i) for i in range(count)]
    # The table records where items start, not how long they are: the last item's end is
    # unknown, so it is read as empty and small_package refuses to keep it (it is a zone
    # table, never wanted).
    items: list[Item] = []
    for index, (name_offset, data_offset) in enumerate(entries):
        name_end = image.index(b"\0", toc + name_offset)
        name = image[toc + name_offset: name_end].decode("ascii")
        begin = toc + data_offset
        end = toc + entries[index + 1][1] if index + 1 < count else begin
        items.append((name, image[begin:end]))
    return image[start: start + header_size], items


def wanted(name: str, languages: tuple[str, ...] = LANGUAGES) -> bool:
    """Whether the item named like "icudt73l/coll/sv.res" stays in the small package."""
    parts = name.split("/")[1:]
    if len(parts) == 1:
        folder, base = "", parts[0]
    elif len(parts) == 2:
        folder, base = parts
    else:
        return False
    if folder == "":
        core = base in _CORE
    elif folder in _FOLDERS:
        core = base in _FOLDERS[folder]
    else:
        return False
    if core:
        return True
    if not _LOCALE.fullmatch(base):
        return False
    return base.split("_")[0].removesuffix(".res") in languages


def write_package(header: bytes, items: list[Item]) -> bytes:
    """A common-data package: header, table of contents, names, then 16-byte aligned items."""
    items = sorted(items)  # ICU binary-searches the table by name (strcmp order)
    toc_size = 4 + 8 * len(items)
    names = b""
    name_offsets = []
    for name, _data in items:
        name_offsets.append(toc_size + len(names))
        names += name.encode("ascii") + b"\0"
    position = toc_size + len(names)
    body = b""
    data_offsets = []
    for _name, data in items:
        padding = (-(position + len(body))) % 16
        body += b"\0" * padding
        data_offsets.append(position + len(body))
        body += data
    toc = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True)
    )
    assert (len(header) + toc_size) % 4 == 0
    return header + toc + names + body


def small_package(image: bytes, languages: tuple[str, ...] = LANGUAGES) -> tuple[bytes, int]:
    header, items = read_package(image)
    kept = [item for item in items if wanted(item[0], languages)]
    if items and items[-1] in kept:
        raise ValueError(f"cannot keep the package's last item {items[-1][0]} (length unknown)")
    return write_package(header, kept), len(kept)


def symbol_name(library: Path) -> str:
    """icudt73_dat for libicudata.so.73: the symbol libicuuc looks its data up by."""
    match = re.search(r"libicudata\.so\.(\d+)", library.name)
    if not match:
        raise ValueError(f"{library.name} is not named libicudata.so.<major>")
    return f"icudt{match.group(1)}_dat"


def build_library(source: Path, target: Path) -> str:
    """Write the small libicudata to `target`; a one-line summary. Raises on any failure."""
    assembler, linker = shutil.which("as"), shutil.which("ld")
    if not (assembler and linker):
        raise RuntimeError("`as` and `ld` (binutils) are needed to build the small ICU data")
    image = source.read_bytes()
    package, kept = small_package(image)
    symbol = symbol_name(source)
    with tempfile.TemporaryDirectory(prefix="icu-trim-") as tmp:
        folder = Path(tmp)
        (folder / "data.bin").write_bytes(package)
        (folder / "data.s").write_text(
            "\t.section .rodata\n"
            f"\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign 16\n"
            f'{symbol}:\n\t.incbin "data.bin"\n\t.size {symbol}, . - {symbol}\n'
            '\t.section .note.GNU-stack,"",@progbits\n',
            encoding="ascii",
        )
        subprocess.run([assembler, "-o", "data.o", "data.s"], cwd=folder, check=True)
        target.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [linker, "-shared", "-soname", source.name, "-z", "noexecstack",
             "-o", str(target), str(folder / "data.o")],
            check=True,
        )
    return (
        f"ICU data {len(image) / 1e6:.1f} MB -> {target.stat().st_size / 1e6:.1f} MB "
        f"({kept} items for {', '.join(LANGUAGES)})"
    )


if __name__ == "__main__":
    print(build_library(Path(sys.argv[1]), Path(sys.argv[2])))
