"""The deal of the day's results: per date, game and suit count, kept in the statistics file.

A daily game is an ordinary game (it counts in the normal statistics too); these are the
extra figures the Deal of the Day dialog shows: for each day whether its deal was played and
won, the best result (score, then fewer moves, then less time) and the daily streak.

Which game on the table is a daily: started() remembers the day, game, suit count and code
of the daily the player opened (``active``); an action or a win of a game with that very
code then counts for that day, also after a restart of the app (the file keeps ``active``),
whatever else was played in between and resumed. Nothing here imports Qt or the engine.

Form in the statistics file (version 3, key "daily")::

    {"days": {"2026-12-03": {"spider/4": [code, won 0/1, score, moves, time_ms], ...}, ...},
     "active": null or {"date": "2026-12-03", "game": "spider", "suits": 4, "code": "SP4-..."}}

score, moves and time_ms are the best win's (null until a win; time_ms also null when the
win was not timed). At most MAX_ENTRIES entries are kept, the oldest days dropped first.
"""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from spiderette_qt.persistence.validate import expect_dict, expect_int, optional_int

MAX_ENTRIES = 1500  # about a year and a half of every game and suit count
MAX_CODE = 40
MAX_VALUE = 10**12


@dataclass(frozen=True, slots=True)
class DayResult:
    """One day's result for one game and suit count."""

    code: str
    won: bool = False
    score: int | None = None  # the best win's
    moves: int | None = None
    time_ms: int | None = None

    def better(self, score: int, moves: int, time_ms: int | None) -> bool:
        """Would this win beat the best one so far?"""
        if not self.won or self.score is None or self.moves is None:
            return True
        mine = (score, -moves, -(time_ms or MAX_VALUE))
        best = (self.score, -self.moves, -(self.time_ms or MAX_VALUE))
        return mine > best


@dataclass(frozen=True, slots=True)
class ActiveDaily:
    """The daily the player opened last."""

    date: datetime.date
    variant: str
    suits: int
    code: str


def _key(variant: str, suits: int) -> str:
    return f"{variant}/{suits}"


class DailyResults:
    """All days' results and the daily in play; changed only through the event methods."""

    def __init__(self) -> None:
        self._days: dict[str, dict[str, DayResult]] = {}
        self.active: ActiveDaily | None = None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DailyResults):
            return NotImplemented
        return self._days == other._days and self.active == other.active

    # ----- reading -----
    def result(self, date: datetime.date, variant: str, suits: int) -> DayResult | None:
        return self._days.get(date.isoformat(), {}).get(_key(variant, suits))

    def month(self, year: int, month: int, variant: str,
              suits: int) -> dict[datetime.date, DayResult]:
        """The results of one month for one game and suit count, by date."""
        found = {}
        for day, per_game in self._days.items():
            date = datetime.date.fromisoformat(day)
            entry = per_game.get(_key(variant, suits))
            if entry is not None and (date.year, date.month) == (year, month):
                found[date] = entry
        return found

    def streak(self, today: datetime.date, variant: str, suits: int) -> int:
        """Days in a row with the daily won, up to today (or yesterday, while today's is
        still to win)."""
        day = today
        won = self.result(day, variant, suits)
        if won is None or not won.won:
            day -= datetime.timedelta(days=1)
        count = 0
        while True:
            entry = self.result(day, variant, suits)
            if entry is None or not entry.won:
                return count
            count += 1
            day -= datetime.timedelta(days=1)

    def is_active(self, code: str | None) -> bool:
        return code is not None and self.active is not None and self.active.code == code

    # ----- events -----
    def started(self, date: datetime.date, variant: str, suits: int, code: str) -> None:
        """The player opened this day's deal: it is the daily in play."""
        self.active = ActiveDaily(date, variant, suits, code)

    def action_made(self, code: str | None) -> None:
        """An action in the game with this code: the day's deal counts as played."""
        active = self.active
        if active is None or not self.is_active(code):
            return
        if self.result(active.date, active.variant, active.suits) is None:
            self._put(active, DayResult(active.code))

    def game_won(self, code: str | None, score: int, moves: int,
                 time_ms: int | None) -> DayResult | None:
        """A game with this code was won: if it is the daily in play, its day's result (the
        best so far kept); returns the day's result then, else None."""
        active = self.active
        if active is None or not self.is_active(code):
            return None
        entry = self.result(active.date, active.variant, active.suits) or DayResult(active.code)
        if entry.better(score, moves, time_ms):
            entry = DayResult(active.code, True, score, moves, time_ms)
        self._put(active, entry)
        return entry

    def merged_with(self, ours: DailyResults) -> DailyResults:
        """These results (another program's file) joined with `ours` (the app's): every day
        either side has, the better result of a day both have; the daily in play is ours."""
        merged = DailyResults()
        merged._days = {day: dict(per) for day, per in self._days.items()}
        for day, per in ours._days.items():
            into = merged._days.setdefault(day, {})
            for key, mine in per.items():
                theirs = into.get(key)
                if theirs is None or _better_of(mine, theirs) is mine:
                    into[key] = mine
        merged.active = ours.active if ours.active is not None else self.active
        merged._trim()
        return merged

    def _put(self, active: ActiveDaily, entry: DayResult) -> None:
        self._days.setdefault(active.date.isoformat(), {})[
            _key(active.variant, active.suits)] = entry
        self._trim()

    def _trim(self) -> None:
        while sum(len(v) for v in self._days.values()) > MAX_ENTRIES:
            del self._days[min(self._days)]

    # ----- serialisation -----
    def to_obj(self) -> dict[str, Any]:
        days = {day: {key: [e.code, int(e.won), e.score, e.moves, e.time_ms]
                      for key, e in sorted(per.items())}
                for day, per in sorted(self._days.items())}
        active = None
        if self.active is not None:
            a = self.active
            active = {"date": a.date.isoformat(), "game": a.variant, "suits": a.suits,
                      "code": a.code}
        return {"days": days, "active": active}

    @classmethod
    def from_obj(cls, value: object, games: Mapping[str, tuple[int, ...]],
                 where: str = "statistics.daily") -> DailyResults:
        """Parse and check against `games` (each game's suit counts); ValueError naming the
        place for anything wrong."""
        obj = expect_dict(value, where)
        result = cls()
        days = expect_dict(obj.get("days"), f"{where}.days")
        keys = {_key(v, s) for v, counts in games.items() for s in counts}
        count = 0
        for day, per in days.items():
            place = f"{where}.days.{day!s:.12}"
            date = _date(day, place)
            for key, item in expect_dict(per, place).items():
                if key not in keys:
                    raise ValueError(f"{place}: unknown game {key!r:.30}")
                count += 1
                if count > MAX_ENTRIES:
                    raise ValueError(f"{where}: more than {MAX_ENTRIES} results")
                result._days.setdefault(date.isoformat(), {})[key] = _entry(
                    item, f"{place}.{key}")
        active = obj.get("active")
        if active is not None:
            a = expect_dict(active, f"{where}.active")
            variant, suits = a.get("game"), a.get("suits")
            if (not isinstance(variant, str) or isinstance(suits, bool)
                    or suits not in games.get(variant, ())):
                raise ValueError(f"{where}.active: unknown game or suit count")
            result.active = ActiveDaily(_date(a.get("date"), f"{where}.active.date"),
                                        str(variant), int(suits),  # type: ignore[call-overload]
                                        _code(a.get("code"), f"{where}.active.code"))
        return result


def _better_of(mine: DayResult, theirs: DayResult) -> DayResult:
    """Of one day's two results, the better: a win over none, then the better win."""
    if not mine.won:
        return theirs
    if mine.score is None or mine.moves is None:
        return theirs if theirs.won else mine
    return mine if theirs.better(mine.score, mine.moves, mine.time_ms) else theirs


def _date(value: object, where: str) -> datetime.date:
    if not isinstance(value, str) or len(value) != len("2026-12-03"):
        raise ValueError(f"{where}: expected a date like 2026-12-03")
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{where}: expected a date like 2026-12-03") from None


def _code(value: object, where: str) -> str:
    if not isinstance(value, str) or not 0 < len(value) <= MAX_CODE:
        raise ValueError(f"{where}: expected a game code")
    return value


def _entry(value: object, where: str) -> DayResult:
    if not isinstance(value, list) or len(value) != 5:
        raise ValueError(f"{where}: expected [code, won, score, moves, time]")
    code_text, won_flag, score_value, moves_value, time_value = value
    code = _code(code_text, where)
    won = bool(expect_int(won_flag, where, 0, 1))
    score = optional_int(score_value, where, -MAX_VALUE, MAX_VALUE)
    moves = optional_int(moves_value, where, 0, MAX_VALUE)
    time_ms = optional_int(time_value, where, 1, MAX_VALUE)
    if won != (score is not None) or won != (moves is not None) or (time_ms and not won):
        raise ValueError(f"{where}: a score and moves exactly when won")
    return DayResult(code, won, score, moves, time_ms)
