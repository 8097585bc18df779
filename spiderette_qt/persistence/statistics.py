"""Statistics per game (variant) and suit count: the rules that count games.

The file is statistics_store.py. The rules, as the player sees them:
- a game counts as played from its first action (a move or a deal), not when it is shown;
- starting another game while a played game is unfinished counts that game as lost; the
  game in progress is never counted as lost while it is still on the table;
- restarting the same deal continues the same played game: it is never counted twice, and
  if it is then abandoned, what was played is recorded (not a score of 0 in 0 moves);
- a win updates the best score, the fewest moves, the best and average time and the streaks;
- Undo right after a restart or New Game brings the left game back (the presenter keeps
  it): game_returned() takes back what leaving it counted.

The game in progress (its game, suit count, deal id, whether it is already counted) is part
of the saved statistics, so that after the app restarts and resumes that game it is not
counted again, and an unfinished game replaced later still counts as lost.

Version 1 files (before the Spider family) had one set of figures per suit count; they
become Spiderette's, and their "lost" (played - won, which counted the game in progress)
is corrected; a version-1 game in progress that played - won cannot have counted (it would
make lost -1) is taken as not counted yet. Version 3 adds the deal of the day's results
("daily", daily_results.py); versions 1 and 2 load with none. Version 4 adds the assisted
games (the Demo moved: played, never won or lost, no best, the streak kept) and the best
score in every scoring system; older files load with none of either.

A practice game (opened from a record or a position) is not the player's own deal: it is
never the game in progress here, so nothing it does, or claims, is counted.

Version 5 gives every game an id and keeps the ids of the games the file settled
("settled", the newest SETTLED_LIMIT), and a recent game's score in every system. The app
remembers the games it settled (SettledGame) so that when another program wrote the file
(merged_with_game_of), the file's games are kept and each of ours it lacks is counted into it
once: a restored older copy gets the app's games back, a copy that already has them does not
count them twice. Older files load with no ids: their game in progress gets one from its deal.
"""

from __future__ import annotations

import copy
import json
from typing import Any, Protocol

from spiderette_qt.engine.cards import SUIT_COUNTS
from spiderette_qt.persistence.daily_results import DailyResults
from spiderette_qt.persistence.statistics_figures import (
    DEFAULT_VARIANT,
    FORMAT,
    GAME_SUITS,
    MAX_ABS_SCORE,
    MAX_COUNT,
    MAX_TIME_MS,
    READABLE_VERSIONS,
    SETTLED_LIMIT,
    VARIANT_KEYS,
    VERSION,
    CurrentGame,
    GameResult,
    SettledGame,
    SuitStats,
    check_suits,
    check_variant,
    file_suit_counts,
    new_game_id,
    other_scores,
)
from spiderette_qt.persistence.validate import expect_dict, refuse_constant


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


Key = tuple[str, int]
# The figures of one game and suit count, the game on the table, the settled ids, the journal.
_Snapshot = tuple[dict[Key, SuitStats], CurrentGame | None, list[str], list[SettledGame]]


def _fit(value: int | None, low: int, high: int) -> int | None:
    """A figure inside the range the file accepts, so what is written is read back: only a
    forged game gets near the edges, and it must not cost the player every figure."""
    return None if value is None else max(low, min(high, value))


class Statistics:
    """All statistics plus the game in progress; changed only through the event methods."""

    def __init__(self) -> None:
        self._figures: dict[Key, SuitStats] = {
            (variant, suits): SuitStats()
            for variant in VARIANT_KEYS for suits in GAME_SUITS[variant]
        }
        self._current: CurrentGame | None = None
        self.daily = DailyResults()  # the deal of the day's results (daily_results.py)
        #: The ids of the games this file settled, oldest first (kept in the file).
        self._settled: list[str] = []
        #: The games this app settled, oldest first (not in the file: what a merge gives back).
        self._journal: list[SettledGame] = []
        # What the last game_started()/game_restarted() changed, for game_returned().
        self._before_leaving: _Snapshot | None = None

    # ----- reading -----
    def for_game(self, variant: str, suits: int) -> SuitStats:
        """The figures of one game and suit count (ValueError for an unknown one)."""
        check_variant(variant)
        check_suits(suits, variant)
        return self._figures[(variant, suits)]

    def for_suits(self, suits: int) -> SuitStats:
        """Spiderette's figures for 1, 2 or 4 suits (ValueError otherwise)."""
        return self.for_game(DEFAULT_VARIANT, suits)

    def __getitem__(self, suits: int) -> SuitStats:
        return self.for_suits(suits)

    @property
    def current_suits(self) -> int | None:
        return self._current.suits if self._current else None

    @property
    def current_variant(self) -> str | None:
        return self._current.variant if self._current else None

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
        return (self._figures == other._figures and self._current == other._current
                and self.daily == other.daily and self._settled == other._settled)

    @property
    def settled_ids(self) -> tuple[str, ...]:
        """The ids of the games this file settled, oldest first."""
        return tuple(self._settled)

    # ----- events -----
    def game_started(self, suits: int, deal_id: str, variant: str = DEFAULT_VARIANT) -> None:
        """A game is shown on the table; nothing is counted until its first action.

        If the previous game was played and is unfinished it is counted as lost first (so the
        window only needs to call this). Starting the very deal that is already in progress
        and unfinished (for instance the resumed game at start-up, or the same code typed
        again) continues it, exactly as game_restarted() does.
        """
        check_variant(variant)
        check_suits(suits, variant)
        current = self._current
        if (
            current is not None
            and not current.finished
            and (current.variant, current.suits, current.deal_id) == (variant, suits, deal_id)
        ):
            self._before_leaving = None
            return
        before = self._keep_for_return()
        self.game_abandoned()
        self._current = CurrentGame(suits=suits, deal_id=str(deal_id), variant=variant,
                                    game_id=new_game_id())
        self._before_leaving = before

    def practice_started(self) -> None:
        """A practice game is shown: the game left is settled as by game_started(), and
        nothing is counted until the player's own game comes back (Undo) or is dealt."""
        before = self._keep_for_return()
        self.game_abandoned()
        self._before_leaving = before

    def game_assisted(self) -> bool:
        """The Demo moved in the game in progress: it will end assisted, neither won nor lost.
        True when this changed something (the first Demo move of a counted game)."""
        current = self._current
        if current is None or current.finished or current.assisted:
            return False
        if not current.counted:
            self.action_made()
        current.assisted = True
        self._before_leaving = None
        return True

    @property
    def current_assisted(self) -> bool:
        return bool(self._current and self._current.assisted)

    def action_made(self, score: int | None = None, moves: int | None = None,
                    scores: dict[str, int] | None = None) -> None:
        """A move or deal was made; the first one makes the game played (counted once).

        score and moves, when given, are remembered so that an abandoned game shows its
        score in the chart of recent games; `scores` (every system's, engine/scoring.py) too.
        """
        self._before_leaving = None  # the new game is under way: no way back
        score, moves = _fit(score, -MAX_ABS_SCORE, MAX_ABS_SCORE), _fit(moves, 0, MAX_COUNT)
        current = self._current
        if current is None or current.finished:
            return
        if score is not None:
            current.score = score
        if moves is not None:
            current.moves = moves
        if scores is not None:
            current.others = other_scores(scores)
        if not current.counted:
            current.counted = True
            self._figures[(current.variant, current.suits)].played += 1

    def game_won(self, score: int, moves: int, elapsed_ms: int | None = None,
                 scores: dict[str, int] | None = None) -> None:
        """The game on the table is won; a repeated call for the same game is ignored.

        `elapsed_ms` is the game's clock (None when the game was not timed, e.g. a game
        resumed from a save written before the clock existed). `scores`: the win in every
        scoring system (engine/scoring.py), for the bests; `score` is its Windows score.
        An assisted game ends assisted: no win, no best, the streak as it was.
        """
        score = _fit(score, -MAX_ABS_SCORE, MAX_ABS_SCORE) or 0
        moves = _fit(moves, 0, MAX_COUNT) or 0
        current = self._current
        if current is None or current.finished:
            return
        if not current.counted:  # a win always comes after an action; be robust anyway
            self.action_made()
        if current.assisted:
            self._settle(SettledGame(self._id_of(current), current.variant, current.suits,
                                     "assisted", None))
        else:
            result = GameResult(won=True, score=score, moves=moves, others=other_scores(scores))
            self._settle(SettledGame(self._id_of(current), current.variant, current.suits,
                                     "won", result, elapsed_ms))
        current.finished = True
        current.score, current.moves = score, moves
        self._before_leaving = None

    @staticmethod
    def _id_of(current: CurrentGame) -> str:
        if not current.game_id:  # made by hand (a test): named now, for the merge
            current.game_id = new_game_id()
        return current.game_id

    def _settle(self, game: SettledGame) -> None:
        """Count a game's end (its played was counted at its first action) and remember it."""
        self._count_end(game)
        self._journal.append(game)
        del self._journal[:-SETTLED_LIMIT]
        self._note_settled(game.game_id)

    def _note_settled(self, game_id: str) -> None:
        if game_id not in self._settled:
            self._settled.append(game_id)
            del self._settled[:-SETTLED_LIMIT]

    def _count_end(self, game: SettledGame) -> None:
        """The figures a game's end changes: won, lost or assisted, the streaks, the bests."""
        stats = self._figures[(game.variant, game.suits)]
        if game.outcome == "assisted":
            stats.assisted += 1  # no best, and the streak as it was
            return
        result = game.result
        assert result is not None  # a won or lost game has its chart entry
        if game.outcome == "lost":
            stats.lost += 1
            stats.current_streak = 0
            stats.add_result(result)
            return
        score, moves, elapsed_ms = result.score, result.moves, game.elapsed_ms
        for system, value in result.others.items():
            known = stats.other_bests.get(system)
            stats.other_bests[system] = value if known is None else max(known, value)
        stats.won += 1
        stats.current_streak += 1
        stats.longest_streak = max(stats.longest_streak, stats.current_streak)
        stats.best_score = score if stats.best_score is None else max(stats.best_score, score)
        stats.fewest_moves = moves if stats.fewest_moves is None else min(stats.fewest_moves, moves)
        if elapsed_ms is not None and 0 < elapsed_ms <= MAX_TIME_MS:
            stats.timed_wins += 1
            stats.win_time_ms += elapsed_ms
            stats.best_time_ms = elapsed_ms if stats.best_time_ms is None else \
                min(stats.best_time_ms, elapsed_ms)
        stats.add_result(result)

    def game_abandoned(self, score: int | None = None, moves: int | None = None) -> None:
        """The game on the table is given up; if it was played and unfinished it is lost.

        Safe to call more than once: the game is settled by the first call.
        """
        current = self._current
        if current is None:
            return
        if current.counted and not current.finished:
            self._settle(self._left(current, score, moves))
        self._current = None

    def _left(self, current: CurrentGame, score: int | None = None,
              moves: int | None = None) -> SettledGame:
        """A played unfinished game left: lost, or assisted if the Demo moved in it."""
        if current.assisted:
            return SettledGame(self._id_of(current), current.variant, current.suits,
                               "assisted", None)
        final_score = _fit(score if score is not None else current.score,
                           -MAX_ABS_SCORE, MAX_ABS_SCORE)
        final_moves = _fit(moves if moves is not None else current.moves, 0, MAX_COUNT)
        result = GameResult(won=False, score=final_score or 0, moves=final_moves or 0,
                            others=dict(current.others))
        return SettledGame(self._id_of(current), current.variant, current.suits, "lost",
                           result)

    def game_restarted(self) -> None:
        """The same deal starts again from its first card: still the same played game.

        The score and moves reached so far stay as the game's figures until the replay
        makes its own (abandoning right after a restart records what was played). After a
        win the deal was settled; playing it again is then a new game, counted from its
        first action.
        """
        current = self._current
        if current is None:
            return
        before = self._keep_for_return()
        if current.finished:
            self._current = CurrentGame(suits=current.suits, deal_id=current.deal_id,
                                        variant=current.variant, game_id=new_game_id())
        self._before_leaving = before

    def game_returned(self) -> None:
        """Undo went back over the last restart or new game: that game is on the table again.

        Takes back what game_started()/game_restarted() counted (the loss, the broken
        streak); nothing happens if the new game has been played since.
        """
        if self._before_leaving is None:
            return
        figures, current, settled, journal = self._before_leaving
        self._figures.update(figures)
        self._current = current
        self._settled, self._journal = settled, journal
        self._before_leaving = None

    def merged_with_game_of(self, ours: Statistics) -> Statistics:
        """These statistics (found on disk, written by another program) merged with `ours`
        (the app's): nothing either side finished is lost, nothing is counted twice.

        The file's figures are the base. Each game the app settled that the file has not
        (its id is not among the file's settled ids: a restored older copy, say) is counted
        into them, played and its end; one the file has in progress counts only its end.
        The game on the app's table goes on being counted (played once, if the file does not
        have it counted); a different game the file had in progress is left for it, lost or
        assisted, as a new game would leave it. The days of the deal of the day are joined,
        each day's better result kept."""
        merged = copy.deepcopy(self)
        merged._before_leaving = None
        merged._journal = list(ours._journal)
        known = set(self._settled)
        theirs = merged._current
        for game in ours._journal:
            if game.game_id in known:
                continue  # the file has counted it (it holds what we wrote, or another's)
            if theirs is not None and _same_game(theirs, game.game_id) and theirs.counted \
                    and not theirs.finished:
                theirs = None  # the file has it in progress: played is counted there
            else:
                merged._figures[(game.variant, game.suits)].played += 1
            merged._count_end(game)
            merged._note_settled(game.game_id)
        mine = copy.deepcopy(ours._current)
        if mine is not None and mine.game_id and mine.game_id in known:
            mine.counted = mine.finished = True  # the file has settled it: nothing more
        elif mine is not None and mine.counted and not mine.finished:
            if theirs is not None and _same_game(theirs, mine.game_id) and theirs.counted \
                    and not theirs.finished:
                theirs = None  # the same game in progress on both sides: counted once
            else:
                merged._figures[(mine.variant, mine.suits)].played += 1
        if theirs is not None and theirs.counted and not theirs.finished and \
                not (mine is not None and _same_game(theirs, mine.game_id)):
            # The file's own game in progress is left for ours, as a new game would leave it.
            merged._settle(merged._left(theirs))
        merged._current = mine
        merged.daily = self.daily.merged_with(ours.daily)
        return merged

    def _keep_for_return(self) -> _Snapshot:
        current = self._current
        settled, journal = list(self._settled), list(self._journal)
        if current is None:
            return {}, None, settled, journal
        key = (current.variant, current.suits)
        return {key: copy.deepcopy(self._figures[key])}, copy.deepcopy(current), settled, journal

    def reset(self, suits: int | None = None, variant: str | None = None) -> None:
        """Forget the figures of one suit count (of `variant`, Spiderette by default), of a
        whole game (`variant` alone), or of everything (no arguments).

        A game in progress in a reset suit count is counted again from its next action, so
        played/won/lost stay consistent.
        """
        if variant is None:
            variants = VARIANT_KEYS if suits is None else (DEFAULT_VARIANT,)
        else:
            check_variant(variant)
            variants = (variant,)
        if suits is not None:
            for name in variants:
                check_suits(suits, name)
        targets = SUIT_COUNTS if suits is None else (suits,)
        for name in variants:
            for each in targets:
                if each in GAME_SUITS[name]:
                    self._figures[(name, each)] = SuitStats()
        current = self._current
        if current is not None and current.variant in variants and current.suits in targets:
            current.counted = False
        # Forgotten for good: a merge must not count a game of these figures back in.
        self._journal = [game for game in self._journal
                         if not (game.variant in variants and game.suits in targets)]
        self._before_leaving = None

    # ----- serialisation -----
    def to_json(self) -> str:
        """Versioned JSON text of the figures and of the game in progress."""
        # Imported when first needed (not before the first frame of a first launch).
        from spiderette_qt.persistence.statistics_format import figures_json

        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "games": {
                variant: {
                    str(suits): figures_json(self._figures[(variant, suits)])
                    for suits in GAME_SUITS[variant]
                }
                for variant in VARIANT_KEYS
            },
            "current": None,
            "daily": self.daily.to_obj(),
        }
        if self._current is not None:
            c = self._current
            data["current"] = {
                "variant": c.variant,
                "suits": c.suits,
                "deal_id": c.deal_id,
                "counted": c.counted,
                "finished": c.finished,
                "score": c.score,
                "moves": c.moves,
                "assisted": c.assisted,
                "id": c.game_id,
                "scores": dict(sorted(c.others.items())),
            }
        data["settled"] = list(self._settled)
        return json.dumps(data, indent=1, sort_keys=True) + "\n"

    @classmethod
    def from_json(cls, text: str) -> Statistics:
        """Parse and validate; ValueError (with what is wrong) for anything malformed.

        A version 1 file (one game) becomes Spiderette's figures.
        """
        try:
            data = json.loads(text, parse_constant=refuse_constant)
        except RecursionError:
            raise ValueError("statistics: nested too deeply") from None
        # json.JSONDecodeError is a ValueError already, with the position in its message.
        obj = expect_dict(data, "statistics")
        if obj.get("format") != FORMAT:
            raise ValueError("statistics: this is not a Spiderette statistics file")
        version = obj.get("version")
        if isinstance(version, bool) or version not in READABLE_VERSIONS:
            raise ValueError(f"statistics: unknown version {version!r} (this app reads "
                             f"{', '.join(map(str, READABLE_VERSIONS))})")
        from spiderette_qt.persistence.statistics_format import parse_current, parse_suit_stats

        result = cls()
        if version == 1:
            games = {DEFAULT_VARIANT: obj.get("suits")}
        else:
            games = expect_dict(obj.get("games"), "statistics.games")
            unknown = set(games) - set(VARIANT_KEYS)
            if unknown:  # a game missing (added since the file was written) starts at zero
                raise ValueError(f"statistics.games: unknown games {sorted(unknown)}")
        for variant, per_suits in games.items():
            where = "statistics.suits" if version == 1 else f"statistics.games.{variant}"
            suits_obj = expect_dict(per_suits, where)
            # Every suit count the file's version knew, no other: a count added since (3)
            # starts from zero, and a count the game is not played in is a damaged file.
            expected = {str(s) for s in file_suit_counts(variant, version)}
            if set(suits_obj) != expected:
                raise ValueError(f"{where}: expected the keys {sorted(expected)}")
            for key, value in suits_obj.items():
                result._figures[(variant, int(key))] = parse_suit_stats(
                    value, f"{where}.{key}", version)
        current = obj.get("current")
        if current is not None:
            result._current = c = parse_current(current, version)
            figures = result._figures[(c.variant, c.suits)]
            in_progress = c.counted and not c.finished
            if c.counted and figures.played == 0:
                raise ValueError("statistics.current: counted as played, but nothing was played")
            if version == 1 and in_progress:
                if figures.lost > 0:
                    figures.lost -= 1  # version 1 counted the game on the table as lost
                else:  # then it cannot have been counted: it will be, at its next action
                    c.counted = False
        if version >= 3:
            result.daily = DailyResults.from_obj(obj.get("daily"), GAME_SUITS)
        from spiderette_qt.persistence.statistics_format import parse_settled

        result._settled = parse_settled(obj.get("settled"), version)
        playing = result._current
        for (variant, suits), figures in result._figures.items():
            on_table = int(playing is not None and playing.counted and not playing.finished
                           and (playing.variant, playing.suits) == (variant, suits))
            if figures.won + figures.lost + figures.assisted + on_table != figures.played:
                raise ValueError(f"statistics.{variant}.{suits}: won + lost does not match played")
        return result


def _same_game(current: CurrentGame, game_id: str) -> bool:
    return bool(game_id) and current.game_id == game_id


__all__ = ["DEFAULT_VARIANT", "SUIT_COUNTS", "VARIANT_KEYS", "GameResult", "Statistics",
           "SuitStats", "deal_id"]
