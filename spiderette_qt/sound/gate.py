"""Fast actions must not stack into noise: the gate decides whether an effect may start.

The Demo plays a move every few hundred milliseconds and a held key repeats faster still. An
effect starts only if the same effect did not start within REPEAT_S, and, within OVERLAP_S
of another effect's start, only if it matters more (effects.PRIORITY): a win may sound over
the removal that won it, a tap never over a tap. No Qt here; the clock is passed in, so the
tests need no timing.
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: The same effect again sooner than this is dropped (its first start is still heard).
REPEAT_S = 0.09
#: Within this of any effect's start, only a more important effect starts over it.
OVERLAP_S = 0.06


class SoundGate:
    """Admits or drops each effect start; remembers the starts it admitted."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._started: dict[str, float] = {}
        self._last: tuple[float, int] | None = None  # (when, priority) of the latest start

    def admit(self, effect: str, priority: int) -> bool:
        now = self._clock()
        before = self._started.get(effect)
        if before is not None and now - before < REPEAT_S:
            return False
        if self._last is not None and now - self._last[0] < OVERLAP_S \
                and priority <= self._last[1]:
            return False
        self._started[effect] = now
        self._last = (now, priority)
        return True
