"""The elapsed time of a game: what counts as playing time (pure Python, no Qt).

Players compare times, so the clock must not count time nobody played:
- it starts with the game's first action, not when the cards are shown;
- it stops while the window is minimised (pause/resume);
- it stops when the game is idle: after IDLE_LIMIT_S without an action, the time since the
  last action counts up to that limit only, and the clock goes on at the next action;
- it stops for good when the game is won (finish), so the win's time stands.
The time is kept in the save file (persistence/savegame.py) and goes on after a restart of
the app. `now` is injectable so tests need no waiting.
"""

from __future__ import annotations

import time
from collections.abc import Callable

#: Thinking time counts, but not a lunch break: after this long without an action the
#: clock stands still until the next one.
IDLE_LIMIT_S = 120.0


class GameClock:
    """Banked time plus the running stretch since the last (re)start."""

    def __init__(self, now: Callable[[], float] = time.monotonic,
                 idle_limit_s: float = IDLE_LIMIT_S) -> None:
        self._now = now
        self.idle_limit_s = idle_limit_s
        self._banked = 0.0  # seconds of finished stretches
        self._since: float | None = None  # start of the running stretch; None = stopped
        self._last_action = 0.0
        self._started = False  # the game has had an action (or was resumed with time)
        self._paused = False  # the window is minimised
        self._finished = False  # won: the time stands

    # ----- what the window tells it -----
    def reset(self, elapsed_ms: int = 0) -> None:
        """A new game on the table (elapsed_ms > 0 for a resumed game: it goes on at once)."""
        self._banked = max(0, elapsed_ms) / 1000
        self._started = elapsed_ms > 0
        self._finished = False
        self._since = None
        if self._started and not self._paused:
            self._run()

    def action(self) -> None:
        """A move, deal, undo or redo: the game is being played now."""
        if self._finished:
            return
        self._started = True
        if self._paused:
            return
        if self._since is None:
            self._run()
            return
        now = self._now()
        if now - self._last_action > self.idle_limit_s:
            # Idle since the last action: that stretch ends at the limit, a new one starts.
            self._banked += self._last_action + self.idle_limit_s - self._since
            self._since = now
        self._last_action = now

    def pause(self) -> None:
        """The window is minimised (or hidden): stop counting."""
        self._bank()
        self._paused = True

    def resume(self) -> None:
        """The window is back: count again if the game is under way."""
        self._paused = False
        if self._started and not self._finished and self._since is None:
            self._run()

    def finish(self) -> None:
        """The game is won: the time stands from now on."""
        self._bank()
        self._finished = True

    # ----- reading -----
    @property
    def elapsed_ms(self) -> int:
        seconds = self._banked
        if self._since is not None:
            end = min(self._now(), self._last_action + self.idle_limit_s)
            seconds += max(0.0, end - self._since)
        return int(seconds * 1000)

    @property
    def started(self) -> bool:
        return self._started

    @property
    def ticking(self) -> bool:
        """True while the display should move (running and not idle)."""
        return self._since is not None and \
            self._now() - self._last_action <= self.idle_limit_s

    # ----- internals -----
    def _run(self) -> None:
        self._since = self._last_action = self._now()

    def _bank(self) -> None:
        if self._since is not None:
            self._banked = self.elapsed_ms / 1000
            self._since = None


def format_elapsed(elapsed_ms: int) -> str:
    """m:ss, or h:mm:ss from an hour on (digits only: the same in every language)."""
    seconds = max(0, elapsed_ms) // 1000
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"
