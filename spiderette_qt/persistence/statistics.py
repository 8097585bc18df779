"""Statistics per suit count: the rules that count games (the file is statistics_store.py).

The rules, as the player sees them:
- a game counts as played from its first action (a move or a deal), not when it is shown;
- starting another game while a played game is unfinished counts that game as lost;
- restarting the same deal continues the same played game: it is never counted twice;
- a win updates the best score, the fewest moves and the winning streaks.

The game in progress (its suit count, deal id, whether it is already counted) is part of
the saved statistics, so that after the app restarts and resumes that game it is not
counted again, and an unfinished game replaced later still counts as lost.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Protocol

FORMAT = "spiderette-statistics"
VERSION = 1
SUIT_COUNTS: tuple[int, ...] = (1, 2, 4)
RECENT_LIMIT = 20
# Anything beyond these is not a real figure but a damaged or forged file.
MAX_COUNT = 10**9
MAX_ABS_SCORE = 10**9
MAX_DEAL_ID = 200


class _Dealt(Protocol):
    """What deal_id() needs of a Game (kept structural: no engine import here)."""

    @property
    def code(self) -> str | None: ...

    @property
    def suits(self) -> int: ...

    @property
    def deck(self) -> Any: ...


def deal_id(game: _Dealt) -> str:
    """A stable name for a game's deal, for game_started(): its code, or a digest of its deck.

    Games built from a deck (no code) still get an id that is the same for the same deal, so
    a resumed or restarted code-less game is recognised and not counted twice.
    """
    if game.code:
        return game.code
    # Imported here: hashlib loads OpenSSL (a few ms), and most games have a code, so the
    # start-up need not pay for it. The digest itself must not change (saved statistics).
    import hashlib

    cards = ",".join(str(card) for card in game.deck)
    digest = hashlib.sha256(f"{game.suits}:{cards}".encode()).hexdigest()[:16]
    return f"deck-{digest}"


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game, for the chart of recent games."""

    won: bool
    score: int
    moves: int


@dataclass(slots=True)
class SuitStats:
    """The figures of one suit count."""

    played: int = 0
    won: int = 0
    best_score: int | None = None
    fewest_moves: int | None = None
    current_streak: int = 0
    longest_streak: int = 0
    recent: list[GameResult] = field(default_factory=list)

    @property
    def lost(self) -> int:
        """Played games that are not won (this includes a game still in progress)."""
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        """Won / played, from 0.0 to 1.0; 0.0 when nothing has been played."""
        return self.won / self.played if self.played else 0.0

    def _add_result(self, result: GameResult) -> None:
        self.recent.append(result)
        del self.recent[:-RECENT_LIMIT]


@dataclass(slots=True)
class _Current:
    """The game on the table, as far as statistics care."""

    suits: int
    deal_id: str
    counted: bool = False  # played += 1 was done for it
    finished: bool = False  # won (or otherwise settled): nothing more to count
    score: int | None = None  # last known, for the chart when the game is abandoned
    moves: int | None = None


class Statistics:
    """All statistics plus the game in progress; changed only through the event methods."""

    def __init__(self) -> None:
        self._per_suits: dict[int, SuitStats] = {suits: SuitStats() for suits in SUIT_COUNTS}
        self._current: _Current | None = None

    # ----- reading -----
    def for_suits(self, suits: int) -> SuitStats:
        """The figures for 1, 2 or 4 suits (ValueError otherwise)."""
        try:
            return self._per_suits[suits]
        except KeyError:
            raise ValueError(f"no statistics for {suits} suits: use 1, 2 or 4") from None

    def __getitem__(self, suits: int) -> SuitStats:
        return self.for_suits(suits)

    @property
    def current_suits(self) -> int | None:
        return self._current.suits if self._current else None

    @property
    def current_deal_id(self) -> str | None:
        return self._current.deal_id if self._current else None

    @property
    def current_counted(self) -> bool:
        """True once the game on the table has been counted as played."""
        return bool(self._current and self._current.counted)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Statistics):
            return NotImplemented
        return self._per_suits == other._per_suits and self._current == other._current

    # ----- events -----
    def game_started(self, suits: int, deal_id: str) -> None:
        """A game is shown on the table; nothing is counted until its first action.

        If the previous game was played and is unfinished it is counted as lost first (so the
        window only needs to call this). Starting the very deal that is already in progress
        and unfinished (for instance the resumed game at start-up, or the same code typed
        again) continues it, exactly as game_restarted() does.
        """
        _check_suits(suits)
        current = self._current
        if (
            current is not None
            and not current.finished
            and current.suits == suits
            and current.deal_id == deal_id
        ):
            return
        self.game_abandoned()
        self._current = _Current(suits=suits, deal_id=str(deal_id))

    def action_made(self, score: int | None = None, moves: int | None = None) -> None:
        """A move or deal was made; the first one makes the game played (counted once).

        score and moves, when given, are remembered so that an abandoned game shows its
        score in the chart of recent games.
        """
        current = self._current
        if current is None or current.finished:
            return
        if score is not None:
            current.score = score
        if moves is not None:
            current.moves = moves
        if not current.counted:
            current.counted = True
            self._per_suits[current.suits].played += 1

    def game_won(self, score: int, moves: int) -> None:
        """The game on the table is won; a repeated call for the same game is ignored."""
        current = self._current
        if current is None or current.finished:
            return
        if not current.counted:  # a win always comes after an action; be robust anyway
            self.action_made()
        stats = self._per_suits[current.suits]
        stats.won += 1
        stats.current_streak += 1
        stats.longest_streak = max(stats.longest_streak, stats.current_streak)
        stats.best_score = score if stats.best_score is None else max(stats.best_score, score)
        stats.fewest_moves = moves if stats.fewest_moves is None else min(stats.fewest_moves, moves)
        stats._add_result(GameResult(won=True, score=score, moves=moves))
        current.finished = True
        current.score, current.moves = score, moves

    def game_abandoned(self, score: int | None = None, moves: int | None = None) -> None:
        """The game on the table is given up; if it was played and unfinished it is lost.

        Safe to call more than once: the game is settled by the first call.
        """
        current = self._current
        if current is None:
            return
        if current.counted and not current.finished:
            stats = self._per_suits[current.suits]
            stats.current_streak = 0
            final_score = score if score is not None else current.score
            final_moves = moves if moves is not None else current.moves
            stats._add_result(GameResult(won=False, score=final_score or 0, moves=final_moves or 0))
        self._current = None

    def game_restarted(self) -> None:
        """The same deal starts again from its first card: still the same played game.

        After a win the deal was settled; playing it again is then a new game, counted from
        its first action.
        """
        current = self._current
        if current is None:
            return
        if current.finished:
            self._current = _Current(suits=current.suits, deal_id=current.deal_id)
        else:
            current.score = current.moves = None

    def reset(self, suits: int | None = None) -> None:
        """Forget the figures of one suit count, or of all of them.

        A game in progress in a reset suit count is counted again from its next action, so
        played/won/lost stay consistent.
        """
        targets = SUIT_COUNTS if suits is None else (suits,)
        for each in targets:
            _check_suits(each)
            self._per_suits[each] = SuitStats()
        if self._current is not None and self._current.suits in targets:
            self._current.counted = False

    # ----- serialisation -----
    def to_json(self) -> str:
        """Versioned JSON text of the figures and of the game in progress."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "suits": {
                str(suits): {
                    "played": stats.played,
                    "won": stats.won,
                    "best_score": stats.best_score,
                    "fewest_moves": stats.fewest_moves,
                    "current_streak": stats.current_streak,
                    "longest_streak": stats.longest_streak,
                    "recent": [[int(r.won), r.score, r.moves] for r in stats.recent],
                }
                for suits, stats in self._per_suits.items()
            },
            "current": None,
        }
        if self._current is not None:
            c = self._current
            data["current"] = {
                "suits": c.suits,
                "deal_id": c.deal_id,
                "counted": c.counted,
                "finished": c.finished,
                "score": c.score,
                "moves": c.moves,
            }
        return json.dumps(data, indent=1, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Statistics:
        """Parse and validate; ValueError (with what is wrong) for anything malformed."""
        try:
            data = json.loads(text, parse_constant=_refuse_constant)
        except RecursionError:
            raise ValueError("statistics: nested too deeply") from None
        # json.JSONDecodeError is a ValueError already, with the position in its message.
        obj = _expect_dict(data, "statistics")
        if obj.get("format") != FORMAT:
            raise ValueError("statistics: this is not a Spiderette statistics file")
        version = obj.get("version")
        if version != VERSION or isinstance(version, bool):
            raise ValueError(f"statistics: unknown version {version!r} (this app reads {VERSION})")
        suits_obj = _expect_dict(obj.get("suits"), "statistics.suits")
        expected = {str(s) for s in SUIT_COUNTS}
        if set(suits_obj) != expected:
            raise ValueError(f"statistics.suits: expected the keys {sorted(expected)}")
        result = cls()
        for key, value in suits_obj.items():
            result._per_suits[int(key)] = _parse_suit_stats(value, f"statistics.suits.{key}")
        current = obj.get("current")
        if current is not None:
            result._current = _parse_current(current)
            if result._current.counted and result._per_suits[result._current.suits].played == 0:
                raise ValueError("statistics.current: counted as played, but nothing was played")
        return result


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"statistics: {name} is not a number")


def _check_suits(suits: object) -> None:
    if isinstance(suits, bool) or suits not in SUIT_COUNTS:
        raise ValueError(f"suit count must be 1, 2 or 4, not {suits!r}")


def _expect_dict(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{where}: expected an object, found {type(value).__name__}")
    return value


def _int(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: expected a whole number, found {value!r:.40}")
    if not low <= value <= high:
        raise ValueError(f"{where}: {value} is out of range")
    return value


def _optional_int(value: object, where: str, low: int, high: int) -> int | None:
    return None if value is None else _int(value, where, low, high)


def _bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where}: expected true or false, found {value!r:.40}")
    return value


def _parse_suit_stats(value: object, where: str) -> SuitStats:
    obj = _expect_dict(value, where)
    played = _int(obj.get("played"), f"{where}.played", 0, MAX_COUNT)
    won = _int(obj.get("won"), f"{where}.won", 0, played)
    best = _optional_int(
        obj.get("best_score"), f"{where}.best_score", -MAX_ABS_SCORE, MAX_ABS_SCORE
    )
    fewest = _optional_int(obj.get("fewest_moves"), f"{where}.fewest_moves", 0, MAX_COUNT)
    figures_set = (best is not None, fewest is not None)
    if figures_set != (won > 0, won > 0):
        raise ValueError(f"{where}: best score and fewest moves must be set exactly when won > 0")
    longest = _int(obj.get("longest_streak"), f"{where}.longest_streak", 0, won)
    current = _int(obj.get("current_streak"), f"{where}.current_streak", 0, longest)
    recent_raw = obj.get("recent")
    if not isinstance(recent_raw, list) or len(recent_raw) > RECENT_LIMIT:
        raise ValueError(f"{where}.recent: expected a list of at most {RECENT_LIMIT} results")
    recent: list[GameResult] = []
    for index, item in enumerate(recent_raw):
        place = f"{where}.recent[{index}]"
        if not isinstance(item, list) or len(item) != 3:
            raise ValueError(f"{place}: expected [won, score, moves]")
        won_flag = _int(item[0], place, 0, 1)
        score = _int(item[1], place, -MAX_ABS_SCORE, MAX_ABS_SCORE)
        moves = _int(item[2], place, 0, MAX_COUNT)
        recent.append(GameResult(won=bool(won_flag), score=score, moves=moves))
    return SuitStats(
        played=played,
        won=won,
        best_score=best,
        fewest_moves=fewest,
        current_streak=current,
        longest_streak=longest,
        recent=recent,
    )


def _parse_current(value: object) -> _Current:
    where = "statistics.current"
    obj = _expect_dict(value, where)
    suits = obj.get("suits")
    try:
        _check_suits(suits)
    except ValueError as exc:
        raise ValueError(f"{where}.suits: {exc}") from None
    deal_id = obj.get("deal_id")
    if not isinstance(deal_id, str) or len(deal_id) > MAX_DEAL_ID:
        raise ValueError(f"{where}.deal_id: expected a short text")
    return _Current(
        suits=int(suits),  # type: ignore[arg-type]  # checked above
        deal_id=deal_id,
        counted=_bool(obj.get("counted"), f"{where}.counted"),
        finished=_bool(obj.get("finished"), f"{where}.finished"),
        score=_optional_int(obj.get("score"), f"{where}.score", -MAX_ABS_SCORE, MAX_ABS_SCORE),
        moves=_optional_int(obj.get("moves"), f"{where}.moves", 0, MAX_COUNT),
    )
