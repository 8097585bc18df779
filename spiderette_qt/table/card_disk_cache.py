"""Card images kept on disk between launches, so that the first frame need not draw its cards.

Drawing a card with QPainter costs 0.5-5 ms (the first card of each font and the back cost
most), and the first frame of a deal shows the back and 7 to 10 faces: about 15 ms of every
start, measured under xcb. So the images drawn are kept in the user's cache folder, exactly
as drawn (the raw premultiplied pixels, zlib-compressed: no PNG round trip to blur an edge),
and a later launch at the same size reads them (~0.1 ms each) instead of drawing.

Everything that changes a drawing is in a file's place, so a stale image is never shown:
- the folder of a set is named by a key over the app's version, Qt's version, and the size
  and time stamp of every file the drawing comes from (the card art's modules, the fonts; in
  the bundle, the executable itself): new art is a new key, and older keys are removed;
- under it, one folder per card size (logical width and device-pixel ratio), a few kept;
- in it, a face per colour scheme (two or four colours) and a back per style.
A file that is missing, short, damaged or of another size is simply drawn again.

The window fills the set for the size on screen a moment after its first frame (one card
per event-loop turn: ~1 ms each, so play never waits), see `CardPainter.fill_disk_cache`.
"""

from __future__ import annotations

import struct
import sys
import zlib
from pathlib import Path

from PySide6.QtCore import qVersion
from PySide6.QtGui import QImage, QPixmap

from spiderette_qt import __version__
from spiderette_qt.platform.cache_files import read_trusted, replace_file
from spiderette_qt.platform.resources import resource_path

MAGIC = b"SPDCARD1"
#: MAGIC, then width and height in pixels, bytes per line, the pixel ratio in thousandths.
HEADER = struct.Struct("<8sIIII")
FORMAT = QImage.Format.Format_ARGB32_Premultiplied
#: The most a line of pixels may be padded beyond its 4 bytes a pixel (Qt aligns to 4 bytes).
LINE_PADDING = 64
#: Card sizes kept on disk (the window at its usual size, maximised, on a second screen...).
KEPT_SIZES = 4
SUFFIX = ".card"


def _art_files() -> list[Path]:
    """The files a card's drawing comes from (in the bundle: the executable holds them)."""
    if getattr(sys, "frozen", False):
        return [Path(sys.executable)]
    ui = Path(__file__).resolve().parent
    files = [ui / "card_painter.py", ui / "fonts.py", *sorted((ui / "card_art").glob("*.py"))]
    return files


def _font_files() -> list[Path]:
    folder = resource_path("fonts")
    try:
        return sorted(folder.glob("*.ttf"))
    except OSError:
        return []


def art_key(files: list[Path] | None = None) -> str:
    """A name for everything that shapes a drawing: versions, and each file's size and time."""
    parts = [__version__, qVersion()]
    for path in (files if files is not None else _art_files() + _font_files()):
        try:
            info = path.stat()
            parts.append(f"{path.name}:{info.st_size}:{info.st_mtime_ns}")
        except OSError:
            parts.append(f"{path.name}:missing")
    text = "|".join(parts).encode()
    # Two checksums, not hashlib (its import loads OpenSSL: ~2 ms of the start); a key only
    # has to tell a few versions of the art apart.
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}"


def size_name(width: int, dpr: float) -> str:
    return f"{int(width)}x{round(dpr * 1000)}"


MAX_FILE_BYTES = 64 * 1024 * 1024  # a 4K-screen card is a few MB before zlib


class CardDiskCache:
    """The card images of one art key under `folder` (the user's cache folder, cards/)."""

    def __init__(self, folder: Path, key: str | None = None) -> None:
        self.root = folder
        self.key = key if key is not None else art_key()
        self.folder = folder / self.key

    def path(self, name: str, width: int, dpr: float) -> Path:
        """`name`: a card and its colour scheme ("QH-2", "QH-4") or a back ("back-spider")."""
        return self.folder / size_name(width, dpr) / f"{name}{SUFFIX}"

    def load(self, name: str, width: int, dpr: float, size: tuple[int, int]) -> QPixmap | None:
        """The kept image, if there is a sound one of `size` (pixels); else None."""
        # Only a file of the player's that no one else may write (another user must not
        # choose what the table shows); the bound is far above any card's bytes.
        data = read_trusted(self.path(name, width, dpr), max_bytes=MAX_FILE_BYTES)
        if data is None:
            return None
        try:
            magic, w, h, per_line, ratio = HEADER.unpack_from(data)
            if magic != MAGIC or (w, h) != size or ratio != round(dpr * 1000) \
                    or not w * 4 <= per_line <= w * 4 + LINE_PADDING:
                return None
            # Never more than the image's own bytes, whatever the file claims.
            pixels = zlib.decompressobj().decompress(data[HEADER.size:], per_line * h + 1)
        except (struct.error, zlib.error):
            return None
        if len(pixels) != per_line * h:
            return None
        # copy(): the image must own its pixels, not borrow the bytes object's.
        image = QImage(pixels, w, h, per_line, FORMAT).copy()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def store(self, name: str, width: int, dpr: float, pixmap: QPixmap) -> bool:
        """Keep one drawn card. A full disk or a read-only home only means drawing again."""
        image = pixmap.toImage().convertToFormat(FORMAT)
        header = HEADER.pack(MAGIC, image.width(), image.height(), image.bytesPerLine(),
                             round(dpr * 1000))
        data = header + zlib.compress(bytes(image.constBits()), 1)
        return replace_file(self.path(name, width, dpr), data)

    def has(self, name: str, width: int, dpr: float) -> bool:
        return self.path(name, width, dpr).is_file()

    def prune(self, keep_width: int, keep_dpr: float) -> None:
        """Remove the sets of other art keys, and all but the newest KEPT_SIZES sizes (the
        one just filled among them)."""
        import shutil  # only here: the start does not need it

        try:
            others = [p for p in self.root.iterdir() if p.is_dir() and p.name != self.key]
            for other in others:
                shutil.rmtree(other, ignore_errors=True)
            keep = size_name(keep_width, keep_dpr)
            sizes = [p for p in self.folder.iterdir() if p.is_dir() and p.name != keep]
        except OSError:
            return
        sizes.sort(key=_modified, reverse=True)
        for old in sizes[KEPT_SIZES - 1:]:
            shutil.rmtree(old, ignore_errors=True)


def user_card_cache() -> CardDiskCache:
    """The cache in the user's cache folder (a test's game window gets its own, conftest)."""
    from spiderette_qt.platform.user_folders import user_cache_path

    return CardDiskCache(user_cache_path() / "cards")


def _modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # gone meanwhile (another launch pruned it): oldest of all
        return 0.0
