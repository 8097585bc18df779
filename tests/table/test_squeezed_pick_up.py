"""Squeezed cards still pick up (issue 21 §1): a press on the strip of a card inside a
squeezed suited run takes the run from the first card of its squeezed stretch (the run
moves as one, and the stretch is the pointer target); a card at the compact step is taken
itself; the keys still choose any card."""

from __future__ import annotations

from collections import Counter

import pytest
from helpers import make_presenter
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from spiderette_qt.engine import Game, Position
from spiderette_qt.table import durations
from spiderette_qt.table.column_fan import compact_up
from tests.qa.qa_helpers import grab_point


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def long_run_game() -> Game:
    """Spider, one suit: column 1 holds 5 face-down cards, Q..A and K..6 of spades (a long
    suited column); the others three or four cards."""
    ranks = "KQJT98765432A"
    cols = ["5S" * 5 + "." + "".join(r + "S" for r in "QJT98765432A" + "KQJT9876")]
    downs = ["AS2S", "3S4S", "AS3S", "2S4S", "AS4S", "2S3S", "AS2S", "3S4S", "AS2S3S"]
    cols += [d + "." + t + "S" for d, t in zip(downs, "KQJT98743", strict=True)]
    used = Counter("".join(cols).replace(".", "")[::2])
    stock = "".join((r + "S") * (8 - used[r]) for r in ranks)
    return Game.from_position(Position.parse(f"SP1 {'/'.join(cols)} {stock} - 500 0"))


def test_a_press_inside_a_squeezed_run_takes_its_stretch(qtbot) -> None:
    presenter = make_presenter(qtbot, 1161, 400, game=long_run_game())
    layout = presenter.scene.layout
    ids = layout.column_ids[0]
    assert layout.grab, "the suited runs are squeezed below the compact step"
    inner = ids[-4]  # the 9 of spades inside the K..6 run at the end of the column
    first = layout.grab[inner]
    assert first == ids[-8], "the stretch starts at the king"
    steps = [layout.places[b].pos.y() - layout.places[a].pos.y()
             for a, b in zip(ids, ids[1:], strict=False)]
    assert min(steps[-7:]) < compact_up(layout.card_width) - 0.5
    start = grab_point(presenter, inner)
    viewport = presenter.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(40, 40))
    QTest.mouseMove(viewport, start + QPoint(80, 60))
    assert presenter.view.dragging
    press = presenter.view._press
    assert (press.source, press.count) == (0, 8)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       start)  # back on its own column: put back
    assert presenter.game.moves == 0


def test_the_keys_still_choose_a_single_squeezed_card(qtbot) -> None:
    presenter = make_presenter(qtbot, 1161, 400, game=long_run_game())
    QTest.keyClick(presenter.view, Qt.Key.Key_1)
    assert presenter.keyboard.state.count == 8  # the whole movable run, K..6
    for _ in range(4):
        QTest.keyClick(presenter.view, Qt.Key.Key_Down)
    assert presenter.keyboard.state.count == 4  # 9..6, inside the squeezed stretch
    selection = presenter.keyboard.selection.sceneBoundingRect()
    nine = presenter.scene.cards[presenter.scene.layout.column_ids[0][-4]]
    assert selection.contains(QPointF(nine.pos().x() + 5, nine.pos().y() + 1))
