"""The game clock counts playing time only: from the first action, not while minimised,
not beyond the idle limit, and not after the win. A fake clock: no waiting, no timing."""

from __future__ import annotations

from spiderette_qt.platform.game_clock import GameClock, format_elapsed


class FakeTime:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def make() -> tuple[GameClock, FakeTime]:
    now = FakeTime()
    return GameClock(now, idle_limit_s=60), now


def test_it_starts_with_the_first_action() -> None:
    clock, now = make()
    clock.reset()
    now.t += 30
    assert clock.elapsed_ms == 0 and not clock.started
    clock.action()
    now.t += 10
    assert clock.elapsed_ms == 10_000


def test_it_stands_still_while_minimised() -> None:
    clock, now = make()
    clock.reset()
    clock.action()
    now.t += 5
    clock.pause()
    now.t += 500
    assert clock.elapsed_ms == 5000
    clock.resume()
    now.t += 5
    assert clock.elapsed_ms == 10_000


def test_an_idle_game_counts_up_to_the_limit_only() -> None:
    clock, now = make()
    clock.reset()
    clock.action()
    now.t += 600  # the player went away
    assert clock.elapsed_ms == 60_000 and not clock.ticking
    clock.action()  # and came back
    now.t += 4
    assert clock.elapsed_ms == 64_000 and clock.ticking


def test_the_time_of_a_win_stands() -> None:
    clock, now = make()
    clock.reset()
    clock.action()
    now.t += 42
    clock.finish()
    now.t += 100
    clock.action()
    assert clock.elapsed_ms == 42_000


def test_a_resumed_game_goes_on_from_its_saved_time() -> None:
    clock, now = make()
    clock.reset(elapsed_ms=90_000)
    now.t += 3
    assert clock.elapsed_ms == 93_000 and clock.started


def test_a_minimised_start_does_not_count() -> None:
    clock, now = make()
    clock.pause()
    clock.reset(elapsed_ms=1000)
    now.t += 50
    assert clock.elapsed_ms == 1000
    clock.resume()
    now.t += 1
    assert clock.elapsed_ms == 2000


def test_format() -> None:
    assert format_elapsed(0) == "0:00"
    assert format_elapsed(61_999) == "1:01"
    assert format_elapsed(3_723_000) == "1:02:03"
