"""Fast actions do not stack into noise (spiderette_qt/sound/gate.py), on a clock we turn."""

from __future__ import annotations

from spiderette_qt.sound.effects import PRIORITY
from spiderette_qt.sound.gate import OVERLAP_S, REPEAT_S, SoundGate


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_same_effect_again_too_soon_is_dropped() -> None:
    clock = Clock()
    gate = SoundGate(clock)
    assert gate.admit("place", PRIORITY["place"])
    clock.now += REPEAT_S / 2
    assert not gate.admit("place", PRIORITY["place"])
    clock.now += REPEAT_S
    assert gate.admit("place", PRIORITY["place"])


def test_within_the_overlap_only_a_more_important_effect_starts() -> None:
    clock = Clock()
    gate = SoundGate(clock)
    assert gate.admit("removed", PRIORITY["removed"])
    clock.now += OVERLAP_S / 3
    assert not gate.admit("place", PRIORITY["place"])  # a tap under the chime: dropped
    assert gate.admit("win", PRIORITY["win"])  # the win the removal made: heard over it


def test_a_storm_of_starts_becomes_a_few() -> None:
    """A key held down: a move every 5 ms for a second is at most one tap per REPEAT_S."""
    clock = Clock()
    gate = SoundGate(clock)
    started = 0
    for _step in range(200):
        started += gate.admit("place", PRIORITY["place"])
        clock.now += 0.005
    assert started <= 1.0 / REPEAT_S + 1
    assert started >= 1.0 / (REPEAT_S + 0.005) - 1


def test_the_demos_pace_is_heard_move_by_move() -> None:
    clock = Clock()
    gate = SoundGate(clock)
    for name in ["place", "turn", "place", "deal", "place"]:
        clock.now += 0.25  # a move of the Demo at its normal pace
        assert gate.admit(name, PRIORITY[name])
