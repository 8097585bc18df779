"""The statistics file's figures to JSON and back, with every value checked.

Split from statistics.py (the rules) so each stays short; only Statistics.to_json and
from_json call these (the types and limits are statistics_figures.py's). Everything read
is range-checked: a damaged or forged file gives a ValueError naming the place, which the
store turns into "moved aside, start from zero".
"""

from __future__ import annotations

from typing import Any

from spiderette_qt.persistence.statistics_figures import (
    ASSISTED_SINCE,
    DEFAULT_VARIANT,
    IDS_SINCE,
    MAX_ABS_SCORE,
    MAX_COUNT,
    MAX_DEAL_ID,
    MAX_GAME_ID,
    MAX_TIME_MS,
    OTHER_SYSTEMS,
    RECENT_LIMIT,
    SETTLED_LIMIT,
    VERSION,
    CurrentGame,
    GameResult,
    SuitStats,
    check_suits,
    check_variant,
    old_game_id,
)
from spiderette_qt.persistence.validate import (
    expect_bool,
    expect_dict,
    expect_int,
    optional_int,
)


def figures_json(stats: SuitStats) -> dict[str, Any]:
    return {
        "played": stats.played,
        "won": stats.won,
        "lost": stats.lost,
        "best_score": stats.best_score,
        "fewest_moves": stats.fewest_moves,
        "current_streak": stats.current_streak,
        "longest_streak": stats.longest_streak,
        "best_time_ms": stats.best_time_ms,
        "win_time_ms": stats.win_time_ms,
        "timed_wins": stats.timed_wins,
        "recent": [_result_json(r) for r in stats.recent],
        "assisted": stats.assisted,
        "best_scores": dict(sorted(stats.other_bests.items())),
    }


#: A recent game's entry: [won, Windows score, moves], then (version 5) the other scores.
RESULT_LENGTH = len(("won", "score", "moves"))


def _result_json(result: GameResult) -> list[Any]:
    """[won, Windows score, moves], and the other systems' scores when they were kept."""
    entry: list[Any] = [int(result.won), result.score, result.moves]
    if result.others:
        entry.append(dict(sorted(result.others.items())))
    return entry


def _parse_others(value: object, where: str) -> dict[str, int]:
    """A game's scores in the systems beside Windows: {"sun": 990, "edderkop": 1020}."""
    obj = expect_dict(value, where)
    others: dict[str, int] = {}
    for system, score in obj.items():
        if system not in OTHER_SYSTEMS:
            raise ValueError(f"{where}: unknown scoring {system[:20]!r}")
        others[system] = expect_int(score, f"{where}.{system}", -MAX_ABS_SCORE, MAX_ABS_SCORE)
    return others


def parse_settled(value: object, version: int = VERSION) -> list[str]:
    """The ids of the games the file settled (none before version 5)."""
    where = "statistics.settled"
    if version < IDS_SINCE:
        return []
    if not isinstance(value, list) or len(value) > SETTLED_LIMIT:
        raise ValueError(f"{where}: expected a list of at most {SETTLED_LIMIT} game ids")
    ids = []
    for index, item in enumerate(value):
        if not isinstance(item, str) or not 0 < len(item) <= MAX_GAME_ID:
            raise ValueError(f"{where}[{index}]: expected a game id")
        ids.append(item)
    return ids


def parse_suit_stats(value: object, where: str, version: int = VERSION) -> SuitStats:
    obj = expect_dict(value, where)
    played = expect_int(obj.get("played"), f"{where}.played", 0, MAX_COUNT)
    won = expect_int(obj.get("won"), f"{where}.won", 0, played)
    assisted, others = _parse_v4_figures(obj, where, version, played - won, won)
    best = optional_int(
        obj.get("best_score"), f"{where}.best_score", -MAX_ABS_SCORE, MAX_ABS_SCORE
    )
    fewest = optional_int(obj.get("fewest_moves"), f"{where}.fewest_moves", 0, MAX_COUNT)
    figures_set = (best is not None, fewest is not None)
    if figures_set != (won > 0, won > 0):
        raise ValueError(f"{where}: best score and fewest moves must be set exactly when won > 0")
    longest = expect_int(obj.get("longest_streak"), f"{where}.longest_streak", 0, won)
    current = expect_int(obj.get("current_streak"), f"{where}.current_streak", 0, longest)
    recent_raw = obj.get("recent")
    if not isinstance(recent_raw, list) or len(recent_raw) > RECENT_LIMIT:
        raise ValueError(f"{where}.recent: expected a list of at most {RECENT_LIMIT} results")
    recent: list[GameResult] = []
    for index, item in enumerate(recent_raw):
        place = f"{where}.recent[{index}]"
        sizes = (RESULT_LENGTH, RESULT_LENGTH + 1) if version >= IDS_SINCE else (RESULT_LENGTH,)
        if not isinstance(item, list) or len(item) not in sizes:
            raise ValueError(f"{place}: expected [won, score, moves]" + (
                " and maybe the other systems' scores" if version >= IDS_SINCE else ""))
        won_flag = expect_int(item[0], place, 0, 1)
        score = expect_int(item[1], place, -MAX_ABS_SCORE, MAX_ABS_SCORE)
        moves = expect_int(item[2], place, 0, MAX_COUNT)
        kept = (_parse_others(item[RESULT_LENGTH], f"{place}[{RESULT_LENGTH}]")
                if len(item) > RESULT_LENGTH else {})
        recent.append(GameResult(won=bool(won_flag), score=score, moves=moves, others=kept))
    if version == 1:  # no lost, no clock: lost was played - won (from_json corrects it)
        lost, best_time, win_time, timed = played - won, None, 0, 0
    else:
        lost = expect_int(obj.get("lost"), f"{where}.lost", 0, played - won - assisted)
        best_time = optional_int(obj.get("best_time_ms"), f"{where}.best_time_ms", 1,
                                  MAX_TIME_MS)
        timed = expect_int(obj.get("timed_wins"), f"{where}.timed_wins", 0, won)
        win_time = expect_int(obj.get("win_time_ms"), f"{where}.win_time_ms", 0,
                        MAX_TIME_MS * max(1, timed))
        if (best_time is None) != (timed == 0):
            raise ValueError(f"{where}: best time must be set exactly when a win was timed")
    return SuitStats(
        played=played,
        won=won,
        best_score=best,
        fewest_moves=fewest,
        current_streak=current,
        longest_streak=longest,
        recent=recent,
        lost=lost,
        best_time_ms=best_time,
        win_time_ms=win_time,
        timed_wins=timed,
        assisted=assisted,
        other_bests=others,
    )


def _parse_v4_figures(obj: dict[str, Any], where: str, version: int, not_won: int,
                      won: int) -> tuple[int, dict[str, int]]:
    """The assisted games and the other systems' bests (version 4; none before it)."""
    if version < ASSISTED_SINCE:
        return 0, {}
    assisted = expect_int(obj.get("assisted"), f"{where}.assisted", 0, not_won)
    bests = expect_dict(obj.get("best_scores"), f"{where}.best_scores")
    others: dict[str, int] = {}
    for system, value in bests.items():
        if system not in OTHER_SYSTEMS:
            raise ValueError(f"{where}.best_scores: unknown scoring {system[:20]!r}")
        others[system] = expect_int(value, f"{where}.best_scores.{system}", -MAX_ABS_SCORE,
                                    MAX_ABS_SCORE)
    if others and not won:
        raise ValueError(f"{where}.best_scores: a best score without a win")
    return assisted, others

def parse_current(value: object, version: int = VERSION) -> CurrentGame:
    where = "statistics.current"
    obj = expect_dict(value, where)
    suits = obj.get("suits")
    deal_id = obj.get("deal_id")
    if not isinstance(deal_id, str) or len(deal_id) > MAX_DEAL_ID:
        raise ValueError(f"{where}.deal_id: expected a short text")
    variant = obj.get("variant", DEFAULT_VARIANT)  # version 1 had only Spiderette
    try:
        check_variant(variant)
    except ValueError as exc:
        raise ValueError(f"{where}.variant: {exc}") from None
    try:
        check_suits(suits, str(variant))
    except ValueError as exc:
        raise ValueError(f"{where}.suits: {exc}") from None
    game_id = old_game_id(str(variant), int(suits), deal_id)  # type: ignore[arg-type]
    others: dict[str, int] = {}
    if version >= IDS_SINCE:
        game_id = obj.get("id")  # type: ignore[assignment]  # checked below
        if not isinstance(game_id, str) or not 0 < len(game_id) <= MAX_GAME_ID:
            raise ValueError(f"{where}.id: expected a game id")
        others = _parse_others(obj.get("scores"), f"{where}.scores")
    return CurrentGame(
        suits=int(suits),  # type: ignore[arg-type]  # checked above
        deal_id=deal_id,
        variant=str(variant),
        game_id=game_id,
        others=others,
        counted=expect_bool(obj.get("counted"), f"{where}.counted"),
        finished=expect_bool(obj.get("finished"), f"{where}.finished"),
        score=optional_int(obj.get("score"), f"{where}.score", -MAX_ABS_SCORE, MAX_ABS_SCORE),
        moves=optional_int(obj.get("moves"), f"{where}.moves", 0, MAX_COUNT),
        assisted=(version >= ASSISTED_SINCE
                  and expect_bool(obj.get("assisted"), f"{where}.assisted")),
    )
