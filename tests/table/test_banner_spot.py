"""The rule banner covers no card, and a rule is shown in one place (issue 13).

Before, the banner sat at the bottom centre whatever lay there: in a long game it hid the
bottom card of the longest columns; and the same rule was repeated in the status bar.
"""

from __future__ import annotations

import pytest
from helpers import make_presenter
from PySide6.QtCore import QRectF

from spiderette_qt.table import durations
from spiderette_qt.table.banner_spot import banner_rect


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def _measure(max_width: float) -> tuple[float, float]:
    """A text 600 px long on one 30 px line, wrapped into more lines when narrower."""
    lines = -(-600 // max(1, int(max_width)))
    return min(max_width, 600.0), 30.0 * lines


def test_the_banner_moves_off_a_long_column_at_the_bottom_centre() -> None:
    table = QRectF(0, 0, 1000, 600)
    long_column = QRectF(450, 80, 100, 500)  # reaches to 20 px above the bottom, centred
    rect = banner_rect(table, [long_column], _measure, 10)
    assert not rect.intersects(long_column)
    assert table.contains(rect)


def test_the_banner_wraps_into_a_gap_between_long_columns() -> None:
    table = QRectF(0, 0, 1000, 600)
    columns = [QRectF(x, 80, 100, 480) for x in (50, 180, 310, 700, 830)]  # 410..700 free
    rect = banner_rect(table, columns, _measure, 10)
    assert not any(rect.intersects(c) for c in columns)
    assert rect.left() >= 410 and rect.right() <= 700


def test_with_no_room_anywhere_it_falls_back_to_the_bottom_centre() -> None:
    table = QRectF(0, 0, 1000, 600)
    wall = [QRectF(0, 0, 1000, 600)]
    rect = banner_rect(table, wall, _measure, 10)
    assert abs(rect.center().x() - 500) < 1


def test_a_refused_rule_on_the_table_hides_no_card(qtbot) -> None:
    presenter = make_presenter(qtbot, 780, 420)  # a short table: columns reach the bottom
    for _ in range(6):  # K..7 on column 0, and the run grows on the other columns too
        assert presenter.move(6, 1, 0)
    for _ in range(3):
        presenter.deal()
    layout = presenter.scene.layout
    bottoms = [layout.card_rect(ids[-1]).bottom() for ids in layout.column_ids if ids]
    scene = presenter.scene
    # A long text: at the bottom centre, a one-line banner would reach over column 1.
    scene.show_message("A card goes only on a card exactly one rank higher, and a run moves "
                       "only when all its cards are of one suit and in order")
    banner = scene.banner.sceneBoundingRect()
    assert max(bottoms) > banner.top(), "the test needs a column reaching the banner's row"
    covered = [cid for cid, place in layout.places.items()
               if place.visible and layout.card_rect(cid).intersects(banner)]
    assert covered == []
