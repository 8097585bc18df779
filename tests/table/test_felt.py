"""The felt: the vignette (lighter centre, darker edge) over the whole table, at any ratio."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor

from spiderette_qt.engine import Game
from spiderette_qt.table.felt import FELTS, felt_pixmap
from spiderette_qt.table.layout import compute_layout


def _lightness(colour: QColor) -> int:
    return colour.red() + colour.green() + colour.blue()


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("name", sorted(FELTS))
def test_the_vignette_covers_the_table_lighter_in_the_middle(qapp: object, name: str,
                                                             dpr: float) -> None:
    layout = compute_layout(1100, 620, Game.new(2, 5).table())
    image = felt_pixmap(layout, dpr, name).toImage()
    assert (image.width(), image.height()) == (round(1100 * dpr), round(620 * dpr))
    centre, edge = FELTS[name]
    middle = image.pixelColor(image.width() // 2, int(image.height() * 0.42))
    corners = [image.pixelColor(x, y) for x in (0, image.width() - 1)
               for y in (0, image.height() - 1)]
    # Near the chosen colours (the grain moves a pixel by a few levels at most) ...
    assert abs(_lightness(middle) - _lightness(centre)) < 24
    # ... and the whole table painted: every corner darker than the middle, none left black.
    for corner in corners:
        assert _lightness(edge) - 24 < _lightness(corner) < _lightness(middle)
