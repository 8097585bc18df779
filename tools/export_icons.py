"""Export the application icon from its SVG source to PNG sizes, a Windows .ico and a macOS .icns.

    python tools/export_icons.py            # writes beside the SVG, in resources/icons/

The SVG (resources/icons/spiderette.svg) is the only hand-made file; everything else is derived
and committed, so building the bundle never needs this script. Rendering uses QtSvg's
QSvgRenderer. The .ico and .icns containers are written here rather than through Qt's image
plugins (which are optional and not present everywhere): both formats are just a small header
and directory around embedded PNG images, which every Windows since Vista and every macOS
since 10.7 accept.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_DIR = ROOT / "resources" / "icons"
SVG = ICON_DIR / "spiderette.svg"

# Sizes of the exported PNGs (also the hicolor theme sizes on Linux).
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
# The .ico holds these; 256 is the largest an ICONDIRENTRY can describe.
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# OSType of each PNG-bearing .icns element and the pixel size it holds.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic11", 32),  # 16 pt @2x
    (b"ic12", 64),  # 32 pt @2x
    (b"ic13", 256),  # 128 pt @2x
    (b"ic14", 512),  # 256 pt @2x
)


def png_name(size: int) -> str:
    return f"spiderette-{size}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG rendered to a size x size PNG with a transparent background."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs say bytes, but PySide6 6.11 only accepts str for the format here.
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise RuntimeError("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def build_ico(pngs: dict[int, bytes]) -> bytes:
    """An .ico file: ICONDIR, one 16-byte ICONDIRENTRY per image, then the PNGs themselves."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(sizes)
    entries = b""
    for size in sizes:
        dim = 0 if size >= 256 else size  # 0 means 256 in the one-byte width/height fields
        data = pngs[size]
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(pngs[s] for s in sizes)


def build_icns(pngs: dict[int, bytes]) -> bytes:
    """An .icns file: 'icns' + total length, then (OSType, length incl. 8-byte header, PNG)."""
    body = b""
    for ostype, size in ICNS_TYPES:
        data = pngs[size]
        body += ostype + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def export(svg: Path = SVG, out_dir: Path = ICON_DIR) -> list[Path]:
    """Write every derived icon file; returns the paths written."""
    out_dir.mkdir(parents=True, exist_ok=True)
    pngs = {size: render_png(svg, size) for size in PNG_SIZES}
    written: list[Path] = []
    for size, data in pngs.items():
        path = out_dir / png_name(size)
        path.write_bytes(data)
        written.append(path)
    ico = out_dir / "spiderette.ico"
    ico.write_bytes(build_ico({s: pngs[s] for s in ICO_SIZES}))
    icns = out_dir / "spiderette.icns"
    icns.write_bytes(build_icns(pngs))
    written += [ico, icns]
    return written


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for path in export():
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
