"""Card pixmaps: size and pixel ratio, caching, colours, indices, the back, the bundled font."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontDatabase, QImage, QPainter

from spiderette_qt.engine.cards import Card, Suit
from spiderette_qt.table import card_painter as cp
from spiderette_qt.table.card_art.glyphs import text_path
from spiderette_qt.table.card_painter import CardPainter, card_height, paint_card
from spiderette_qt.table.fonts import card_font_family, load_bundled_fonts

ALL_CARDS = [Card(rank, suit) for suit in Suit for rank in range(1, 14)]
NUMBER_AND_ACE = range(1, 11)  # courts of black suits wear red robes on purpose


@pytest.fixture
def cards(qapp) -> CardPainter:
    load_bundled_fonts()
    return CardPainter()


def _image(cards: CardPainter, card: Card | None, width: int = 100, dpr: float = 1.0
           ) -> QImage:
    return cards.pixmap(card, width, dpr).toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _count(image: QImage, test, region: QRectF | None = None) -> int:
    """Pixels for which test(QColor) holds, sampled every pixel of `region` (or all)."""
    r = region or QRectF(0, 0, image.width(), image.height())
    n = 0
    for y in range(int(r.top()), int(r.bottom())):
        for x in range(int(r.left()), int(r.right())):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and test(c):
                n += 1
    return n


def is_red(c: QColor) -> bool:
    return c.red() > 150 and c.green() < 90 and c.blue() < 90


def is_blue(c: QColor) -> bool:
    return c.blue() > 140 and c.red() < 90 and c.green() < 120


def is_green(c: QColor) -> bool:
    return c.green() > 90 and c.red() < 80 and c.blue() < 90


def is_ink(c: QColor) -> bool:
    return is_red(c) or (c.red() < 90 and c.green() < 90 and c.blue() < 90)


@pytest.mark.parametrize("width,dpr", [(60, 1.0), (100, 1.0), (100, 2.0), (77, 1.5)])
def test_pixmap_size_and_device_pixel_ratio(cards, width, dpr):
    pixmap = cards.pixmap(Card(5, Suit.HEARTS), width, dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(card_height(width) * dpr)
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    assert cards.card_height(width) == round(width * 1.4)


def test_corners_are_transparent_and_the_middle_is_opaque(cards):
    image = _image(cards, Card(1, Suit.SPADES))
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(image.width() - 1, image.height() - 1).alpha() == 0
    assert image.pixelColor(image.width() // 2, 3).alpha() == 255


def test_cache_returns_the_same_pixmap_and_draws_once(cards):
    first = cards.pixmap(Card(12, Suit.CLUBS), 100)
    second = cards.pixmap(Card(12, Suit.CLUBS), 100)
    assert first is second
    assert cards.render_count == 1
    cards.pixmap(Card(12, Suit.CLUBS), 100, 2.0)
    cards.pixmap(Card(12, Suit.CLUBS), 80)
    cards.pixmap(None, 100)
    cards.pixmap(None, 100)
    assert cards.render_count == 4
    cards.clear_cache()
    assert cards.pixmap(Card(12, Suit.CLUBS), 100) is not first
    assert cards.render_count == 5


def test_a_long_resize_keeps_only_the_latest_sizes(cards):
    """Every width a window passes through while it is resized gets its own pixmaps; those of
    old widths must go, or a resize drag piles up megabytes of cards nobody shows again."""
    for width in range(60, 160):
        for card in (Card(1, Suit.SPADES), Card(13, Suit.HEARTS), None):
            cards.pixmap(card, width)
    assert cards.cached_count <= 3 * cp.KEPT_SIZES
    drawn = cards.render_count
    cards.pixmap(None, 159)  # the size on screen stays cached
    cards.pixmap(None, 158)  # and the one before it (a window flicking between two sizes)
    assert cards.render_count == drawn


def test_four_colour_switch_clears_the_cache(cards):
    classic = cards.pixmap(Card(3, Suit.DIAMONDS), 100)
    cards.set_four_colour(True)
    assert cards.four_colour
    assert cards.pixmap(Card(3, Suit.DIAMONDS), 100) is not classic
    cards.set_four_colour(True)  # no change: the cache stays
    assert cards.render_count == 2


@pytest.mark.parametrize("suit", list(Suit))
def test_red_cards_have_red_pixels_and_black_cards_none(cards, suit):
    for rank in NUMBER_AND_ACE:
        reds = _count(_image(cards, Card(rank, suit), 60), is_red)
        if suit.is_red:
            assert reds > 20, f"{Card(rank, suit)} should be red"
        else:
            assert reds == 0, f"{Card(rank, suit)} should have no red"


def test_four_colour_diamonds_are_blue_and_clubs_green(cards):
    cards.set_four_colour(True)
    for rank in NUMBER_AND_ACE:
        diamond = _image(cards, Card(rank, Suit.DIAMONDS), 60)
        club = _image(cards, Card(rank, Suit.CLUBS), 60)
        assert _count(diamond, is_blue) > 20
        assert _count(diamond, is_red) == 0
        assert _count(club, is_green) > 20
        assert _count(club, is_red) == 0
    assert _count(_image(cards, Card(7, Suit.HEARTS), 60), is_red) > 20


def test_classic_mode_has_no_blue_or_green_ink(cards):
    assert _count(_image(cards, Card(9, Suit.DIAMONDS), 60), is_blue) == 0
    assert _count(_image(cards, Card(9, Suit.CLUBS), 60), is_green) == 0


def test_the_back_differs_from_every_face(cards):
    back = _image(cards, None, 60)
    assert _count(back, is_blue) > 100  # the deep blue field
    for card in ALL_CARDS:
        assert _image(cards, card, 60) != back, str(card)


@pytest.mark.parametrize("width", [60, 100])
def test_every_face_has_an_index_in_its_top_left_corner(cards, width):
    region = QRectF(0, 0, round(width * 0.28), round(card_height(width) * 0.3))
    for card in ALL_CARDS:
        assert _count(_image(cards, card, width), is_ink, region) > 15, str(card)


def test_index_of_ten_fits_its_column(qapp):
    load_bundled_fonts()
    box = QRectF(0, 0, 20, 20)
    ink = text_path("10", box).boundingRect()
    assert ink.width() <= box.width() + 0.01
    assert ink.height() == pytest.approx(20, rel=0.05)


def test_bundled_font_loads(qapp):
    families = load_bundled_fonts()
    assert families, "no bundled font registered"
    assert all(name for name in families.values())
    assert load_bundled_fonts() == families  # idempotent
    family = card_font_family()
    assert family
    assert "DejaVu" in family
    assert family in QFontDatabase.families()


def test_all_cards_render_at_two_sizes(cards):
    for width in (60, 120):
        for card in [*ALL_CARDS, None]:
            pixmap = cards.pixmap(card, width, 1.0)
            assert not pixmap.isNull()
    assert cards.render_count == 2 * 53


def test_paint_card_draws_into_any_painter(qapp):
    load_bundled_fonts()
    image = QImage(100, 140, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, 100, 140), Card(13, Suit.HEARTS), four_colour=False)
    painter.end()
    assert _count(image, is_red) > 50


def test_bad_sizes_do_not_crash(cards):
    assert cards.pixmap(Card(1, Suit.HEARTS), 0).width() >= 1
    assert cards.pixmap(Card(1, Suit.HEARTS), 50, 0.0).devicePixelRatio() == 1.0
    assert cp.rank_text(10) == "10" and cp.rank_text(1) == "A"
