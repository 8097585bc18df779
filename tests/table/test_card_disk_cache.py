"""Card images kept between launches: exactly what was drawn, never a stale or broken one."""

from __future__ import annotations

import os
import zlib
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.table import card_disk_cache as cdc
from spiderette_qt.table.card_disk_cache import CardDiskCache, art_key
from spiderette_qt.table.card_painter import CardPainter
from spiderette_qt.table.fonts import load_bundled_fonts

SOME_CARDS: list[Card | None] = [None, Card.parse("AS"), Card.parse("TH"), Card.parse("QD"),
                                 Card.parse("KC")]


@pytest.fixture
def folder(qapp: object, tmp_path: Path) -> Path:
    load_bundled_fonts()
    return tmp_path / "cards"


def _painter(folder: Path, key: str = "k1") -> CardPainter:
    painter = CardPainter()
    painter.disk = CardDiskCache(folder, key)
    return painter


def _filled(folder: Path, width: int = 90, dpr: float = 1.0, key: str = "k1") -> CardPainter:
    painter = _painter(folder, key)
    painter.pixmap(None, width, dpr)  # the size on screen
    for _step in painter.fill_disk_cache():
        pass
    return painter


def _pixels(pixmap_image: QImage) -> bytes:
    image = pixmap_image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    return bytes(image.constBits())


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_a_kept_card_is_exactly_the_drawn_one(folder: Path, dpr: float) -> None:
    drawn = _filled(folder, 90, dpr)
    later = _painter(folder)  # the next launch
    for card in SOME_CARDS:
        kept = later.pixmap(card, 90, dpr)
        assert kept.devicePixelRatio() == dpr
        assert kept.size() == drawn.pixmap(card, 90, dpr).size()
        assert _pixels(kept.toImage()) == _pixels(drawn.pixmap(card, 90, dpr).toImage())
    assert later.render_count == 0  # nothing drawn: every card came from the disk


def test_the_fill_keeps_the_back_and_every_face_then_nothing_more(folder: Path) -> None:
    painter = _filled(folder)
    files = list((folder / "k1" / "90x1000").glob("*.card"))
    assert len(files) == 1 + 52
    (folder / "older-art").mkdir()
    again = _painter(folder)
    again.pixmap(None, 90, 1.0)
    assert list(again.fill_disk_cache()) == []  # all there: no step, no drawing
    assert (folder / "older-art").is_dir()  # and no pruning either: nothing new was kept
    assert again.render_count == 0
    assert painter.render_count == 53


def test_colours_and_backs_are_kept_apart(folder: Path) -> None:
    _filled(folder)
    four = _painter(folder)
    four.set_four_colour(True)
    four.pixmap(Card(5, Suit.DIAMONDS), 90)
    assert four.render_count == 1  # a two-colour face is never shown for a four-colour one
    tartan = _painter(folder)
    tartan.set_back("tartan")
    tartan.pixmap(None, 90)
    assert tartan.render_count == 1
    other_size = _painter(folder)
    other_size.pixmap(None, 91)
    assert other_size.render_count == 1


@pytest.mark.parametrize("damage", ["empty", "short", "garbage", "other size", "bad zlib",
                                    "too much data", "wide lines"])
def test_a_damaged_file_is_drawn_again(folder: Path, damage: str) -> None:
    disk = CardDiskCache(folder, "k1")
    assert disk.store("AS-2", 90, 1.0, CardPainter().pixmap(Card.parse("AS"), 90))
    path = disk.path("AS-2", 90, 1.0)
    sound = _painter(folder)
    sound.pixmap(Card.parse("AS"), 90)
    assert sound.render_count == 0  # the sound file is read, not drawn
    data = path.read_bytes()
    broken = {  # made only for the damage at hand (the zlib bomb takes a moment)
        "empty": lambda: b"",
        "short": lambda: data[:40],
        "garbage": lambda: os.urandom(len(data)),
        "other size": lambda: cdc.HEADER.pack(cdc.MAGIC, 10, 10, 40, 1000)
        + data[cdc.HEADER.size:],
        "bad zlib": lambda: data[:cdc.HEADER.size] + b"\x00" * 50,
        # A file that inflates to far more than a card (a forged one): never read whole.
        "too much data": lambda: data[:cdc.HEADER.size] + zlib.compress(b"\x00" * 5_000_000),
        "wide lines": lambda: cdc.HEADER.pack(cdc.MAGIC, 90, 126, 10**6, 1000)
        + data[cdc.HEADER.size:],
    }[damage]()
    path.write_bytes(broken)
    later = _painter(folder)
    image = later.pixmap(Card.parse("AS"), 90).toImage()
    assert later.render_count == 1
    fresh = CardPainter().pixmap(Card.parse("AS"), 90).toImage()
    assert _pixels(image) == _pixels(fresh)


def test_an_unwritable_folder_only_means_drawing(folder: Path, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    painter = _painter(blocker / "cards")
    painter.pixmap(None, 90)
    assert list(painter.fill_disk_cache())  # every step ran, none raised
    assert painter.pixmap(Card.parse("AS"), 90).width() == 90


def test_new_art_is_a_new_key_and_the_old_set_goes(folder: Path, tmp_path: Path) -> None:
    art = tmp_path / "art.py"
    art.write_text("old")
    old_key = art_key([art])
    art.write_text("new art")
    os.utime(art, ns=(1, 2))
    new_key = art_key([art])
    assert new_key != old_key
    assert art_key([art]) == new_key  # the same files, the same key
    _filled(folder, key=old_key)
    _filled(folder, key=new_key)
    assert sorted(p.name for p in folder.iterdir()) == [new_key]


def test_the_default_key_follows_the_card_art_files(qapp: object) -> None:
    names = {path.name for path in cdc._art_files() + cdc._font_files()}
    assert {"card_painter.py", "back.py", "courts.py", "glyphs.py", "DejaVuSans-Bold.ttf"} <= names


def test_only_a_few_sizes_are_kept(folder: Path) -> None:
    disk = CardDiskCache(folder, "k1")
    for width in range(80, 80 + cdc.KEPT_SIZES + 2):
        disk.store("back-spider", width, 1.0, CardPainter().pixmap(None, width))
        os.utime(disk.path("back-spider", width, 1.0).parent, (width, width))  # older first
    disk.prune(80 + cdc.KEPT_SIZES + 1, 1.0)
    sizes = sorted(p.name for p in (folder / "k1").iterdir())
    assert len(sizes) == cdc.KEPT_SIZES
    assert f"{80 + cdc.KEPT_SIZES + 1}x1000" in sizes  # the one filled last stays


def test_a_size_folder_gone_meanwhile_is_no_error(folder: Path) -> None:
    _filled(folder, 80)
    assert cdc._modified(folder / "k1" / "no-such-size") == 0.0
    painter = _filled(folder, 81)  # prunes; nothing raises
    assert painter.render_count == 53


@pytest.mark.skipif(not hasattr(os, "getuid"), reason="POSIX file modes")
def test_a_file_others_may_write_is_drawn_again(folder: Path) -> None:
    _filled(folder)
    kept = CardDiskCache(folder, "k1").path("AS-2", 90, 1.0)
    assert kept.is_file()
    os.chmod(kept, 0o666)  # another user could have put their own picture there
    later = _painter(folder)
    later.pixmap(Card.parse("AS"), 90, 1.0)
    assert later.render_count == 1  # drawn, not read
    os.chmod(kept, 0o600)
    again = _painter(folder)
    again.pixmap(Card.parse("AS"), 90, 1.0)
    assert again.render_count == 0
