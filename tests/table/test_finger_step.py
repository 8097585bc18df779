"""A long column's face-up steps stay a fingertip wide while the table has room: suited runs
(taken as one, or from a spread) squeeze first; only then do the face-up steps shrink on to
the compact index. The card size never depends on the fingertip."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from spiderette_qt.table.column_fan import compact_up, run_up
from spiderette_qt.table.finger import FALLBACK_DPI, finger_px, px_to_mm
from spiderette_qt.table.layout import compute_layout

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from finger_steps import long_column, steps  # noqa: E402

FINGER_112_DPI = 7.0 * 112 / 25.4  # 30.9 px on a 14-inch 1366x768 laptop


class _Screen:
    def __init__(self, dpi: float) -> None:
        self.dpi = dpi

    def physicalDotsPerInch(self) -> float:  # noqa: N802 (QScreen's name)
        return self.dpi


def test_a_fingertip_is_7_mm_at_the_screens_physical_dpi() -> None:
    assert finger_px(_Screen(112.0)) == pytest.approx(30.87, abs=0.01)  # type: ignore[arg-type]
    assert finger_px(_Screen(140.0)) == pytest.approx(38.58, abs=0.01)  # type: ignore[arg-type]
    for nonsense in (0.0, -3.0, 5000.0):  # no physical size reported: 96 dpi
        assert finger_px(_Screen(nonsense)) == pytest.approx(  # type: ignore[arg-type]
            7.0 * FALLBACK_DPI / 25.4)
    assert px_to_mm(finger_px(None), None) == pytest.approx(7.0)


@pytest.mark.parametrize("table", [(1161, 515), (870, 444)])  # 1366x768 and 1024x600 windows
def test_face_up_steps_stay_finger_wide_while_runs_can_squeeze(table) -> None:
    width, height = table
    state, deck = long_column(24)  # 5 down, 6 plain up, a 13-card suited run
    before = compute_layout(width, height, state, deck=deck)
    after = compute_layout(width, height, state, deck=deck, finger=FINGER_112_DPI)
    assert after.card_width == before.card_width
    up_before, _run_before = steps(before, state, deck)
    up_after, run_after = steps(after, state, deck)
    assert up_before < FINGER_112_DPI - 5  # before: a tap chose among three strips
    assert up_after >= int(FINGER_112_DPI) - 1  # whole pixels: 30 or 31
    assert run_after < up_after  # the run paid for it


def test_without_room_the_steps_shrink_to_their_floors_and_no_further() -> None:
    state, deck = long_column(30)
    layout = compute_layout(870, 444, state, deck=deck, finger=FINGER_112_DPI)
    up, run = steps(layout, state, deck)
    assert up < FINGER_112_DPI  # no room for a fingertip here: a spread takes over
    assert up >= int(compact_up(layout.card_width)) and run >= int(run_up(layout.card_width))
