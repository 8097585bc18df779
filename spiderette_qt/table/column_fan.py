"""How one column fans out: its steps, how far they may squeeze, and the offsets they get.

Pure arithmetic over a column's faces (and, when the deck is known, which face-up steps lie
inside a run of one suit in sequence). A long column squeezes in stages, each only as far as
it must, before ui.layout makes the cards smaller:

1. face-down steps from DOWN_FAN to slivers (MIN_DOWN_FAN);
2. face-up steps from the comfortable fan (the large corner index and a little more) down to
   a fingertip's width (``finger``, when the caller knows the screen: see table.finger), so
   a tap still chooses its card;
3. steps inside a suited run (the run moves as one) down to RUN_SHARE of the compact step;
4. face-up steps down to the *compact step*: the compact index (rank and suit in a row at
   the top, see ui.card_art.compact_index) and a clearance, so every face-up card stays
   readable and its strip is a pointer target at least as tall as that index (a finger then
   spreads the column to choose: table.spread).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from spiderette_qt.engine.cards import Card
from spiderette_qt.table.card_painter import ASPECT, compact_index_bottom, index_bottom

DOWN_FAN = 0.11  # comfortable face-down offset, relative to the card height
MIN_DOWN_FAN = 0.035  # face-down slivers, relative to the card height
INDEX_CLEARANCE = 0.03  # the large index's depth plus this (card widths): "readable_up"
UP_COMFORT = 0.10  # comfortable face-up offset: the readable one plus this (card widths)
COMPACT_CLEARANCE = 0.02  # the compact index's depth plus this (card widths)
RUN_SHARE = 0.5  # steps inside a suited run squeeze to this share of the compact step


def readable_up(card_w: float) -> float:
    """The face-up offset that shows a covered card's whole large corner index."""
    return index_bottom(card_w) + INDEX_CLEARANCE * card_w


def up_fan(card_w: float, card_h: float = 0.0) -> float:
    """The comfortable face-up offset (a little of the card shows below the large index)."""
    return readable_up(card_w) + UP_COMFORT * card_w


def compact_up(card_w: float) -> float:
    """The tightest face-up offset outside suited runs: the compact index shows whole."""
    return compact_index_bottom(card_w) + COMPACT_CLEARANCE * card_w


def run_up(card_w: float) -> float:
    """The tightest offset of a card inside a suited run (its neighbours name it)."""
    return max(2.0, RUN_SHARE * compact_up(card_w))


@dataclass(frozen=True, slots=True)
class Shape:
    """A column's steps (every card but the last pushes the next one down)."""

    downs: int  # steps after a face-down card
    ups: int  # steps after a face-up card outside a suited run
    runs: int  # steps after a face-up card the next card continues in suit and sequence
    in_run: tuple[bool, ...] = ()  # per step: inside a suited run? (empty: none are)

    def least(self, card_w: float) -> float:
        """The column's height at the tightest squeeze, for cards ``card_w`` wide."""
        card_h = ASPECT * card_w
        return (card_h + self.downs * MIN_DOWN_FAN * card_h + self.ups * compact_up(card_w)
                + self.runs * run_up(card_w))

    def plus(self, ups: int) -> Shape:
        """The same column with ``ups`` more face-up steps (room kept for a few more cards)."""
        return Shape(self.downs, self.ups + ups, self.runs, self.in_run)


def continues(lower: Card, upper: Card) -> bool:
    """Does ``upper`` lie on ``lower`` as the next card of a run of one suit?"""
    return upper.suit is lower.suit and upper.rank == lower.rank - 1


def column_shape(column: Sequence[tuple[int, bool]],
                 deck: Sequence[Card] | None = None) -> Shape:
    """The Shape of a column of (card id, face up), bottom first."""
    if len(column) < 2:
        return Shape(0, 0, 0)
    in_run = []
    downs = ups = runs = 0
    for (lower, lower_up), (upper, upper_up) in zip(column, column[1:], strict=False):
        run = (deck is not None and lower_up and upper_up
               and continues(deck[lower], deck[upper]))
        in_run.append(run)
        if not lower_up:
            downs += 1
        elif run:
            runs += 1
        else:
            ups += 1
    return Shape(downs, ups, runs, tuple(in_run))


def column_offsets(faces: Sequence[bool], card_w: float, card_h: float, available: float,
                   in_run: Sequence[bool] = (), finger: float = 0.0) -> list[float]:
    """Y offsets from the column top for cards with these faces (bottom first).

    The last card's top should be at most ``available`` below the column top; the steps
    squeeze in the stages of the module docstring, each only as far as needed. Below the
    last stage they stay at their floors (ui.layout sizes the cards so that this is rare).
    """
    if not faces:
        return []
    steps = list(faces[:-1])
    runs = [bool(in_run[i]) if i < len(in_run) else False for i in range(len(steps))]
    downs = sum(1 for up in steps if not up)
    run_count = sum(1 for up, run in zip(steps, runs, strict=True) if up and run)
    ups = len(steps) - downs - run_count
    down, up, run = DOWN_FAN * card_h, up_fan(card_w), up_fan(card_w)
    least_down, least_up, least_run = MIN_DOWN_FAN * card_h, compact_up(card_w), run_up(card_w)

    def total() -> float:
        return downs * down + ups * up + run_count * run

    if total() > available and downs:
        down = max(least_down, down - (total() - available) / downs)
    # Stage 2 stops at a fingertip (never above the comfortable fan, never below compact).
    finger_up = min(up, max(least_up, finger))
    if total() > available and ups + run_count:
        up = run = max(finger_up, up - (total() - available) / (ups + run_count))
    if total() > available and run_count:
        run = max(least_run, run - (total() - available) / run_count)
    if total() > available and ups:
        up = max(least_up, up - (total() - available) / ups)
        run = min(run, up)
    offsets = [0.0]
    for face_up, in_sequence in zip(steps, runs, strict=True):
        step = (run if in_sequence else up) if face_up else down
        offsets.append(offsets[-1] + step)
    return offsets
