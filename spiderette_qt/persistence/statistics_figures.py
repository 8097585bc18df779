"""The statistics' figures as data: the limits, one suit count's figures, one finished game,
the game on the table, and the checks of a game and a suit count.

Below both statistics.py (the rules that count games) and statistics_format.py (the file's
JSON, read and checked), which each import it; neither imports the other's privates.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from spiderette_qt.engine.cards import SUIT_COUNTS
from spiderette_qt.engine.scoring import DEFAULT_SYSTEM, SYSTEMS
from spiderette_qt.engine.variants import DEFAULT_VARIANT as _FIRST_GAME
from spiderette_qt.engine.variants import VARIANTS

FORMAT = "spiderette-statistics"
VERSION = 5
READABLE_VERSIONS = (1, 2, 3, 4, 5)
#: The first version with the assisted games and the best of every scoring system.
ASSISTED_SINCE = 4
#: The first version with game ids (the games the file settled, the game on the table's) and
#: a recent game's score in every system (the chart plots the chosen one).
IDS_SINCE = 5
#: The games of the family, from the engine's table (a game added there is counted here with
#: no change). A file without a game (written before it existed) starts it from zero.
VARIANT_KEYS: tuple[str, ...] = tuple(VARIANTS)
#: The suit counts each game is counted in (its row's): Spiderette 1, 2, 4; Spider also 3.
GAME_SUITS: dict[str, tuple[int, ...]] = {v.key: v.suit_counts for v in VARIANTS.values()}
#: The file version that first wrote a suit count (3 suits came with version 5): an older
#: file has every count of a game but these, which then start from zero.
SUIT_COUNT_SINCE: dict[int, int] = {3: 5}
DEFAULT_VARIANT = _FIRST_GAME.key  # the one game version 1 files held
#: The scoring systems other than Windows, whose best is the historical "best_score".
OTHER_SYSTEMS: tuple[str, ...] = tuple(s for s in SYSTEMS if s != DEFAULT_SYSTEM)
MAX_TIME_MS = 10**12
RECENT_LIMIT = 20
# Anything beyond these is not a real figure but a damaged or forged file.
MAX_COUNT = 10**9
MAX_ABS_SCORE = 10**9
MAX_DEAL_ID = 200
MAX_GAME_ID = MAX_DEAL_ID + 40  # a new game's id is short; an old game's is made of its deal
#: How many settled games' ids the file keeps (the newest), and how many of the games it
#: settled an app remembers in full to count again into a file that lacks them: far more
#: than a player finishes between two writes of the file, so a merge never misses one.
SETTLED_LIMIT = 200


@dataclass(frozen=True, slots=True)
class GameResult:
    """One finished game, for the chart of recent games: its Windows score and, since version
    5, its score in the other systems (`others`; an older game has none of them)."""

    won: bool
    score: int
    moves: int
    others: dict[str, int] = field(default_factory=dict, hash=False)

    def score_in(self, system: str) -> int | None:
        """The game's score in `system`; None when it was not kept (a game before version 5)."""
        return self.score if system == DEFAULT_SYSTEM else self.others.get(system)


def other_scores(scores: dict[str, int] | None) -> dict[str, int]:
    """Of a game's score in every system (engine/scoring.all_scores), the ones beside Windows,
    each inside the range the file accepts."""
    return {system: max(-MAX_ABS_SCORE, min(MAX_ABS_SCORE, value))
            for system, value in (scores or {}).items() if system in OTHER_SYSTEMS}


@dataclass(frozen=True, slots=True)
class SettledGame:
    """A game this app settled (won, lost or assisted), remembered in full so that a file
    another program wrote without it (a restored copy) gets it counted again (the merge)."""

    game_id: str
    variant: str
    suits: int
    outcome: str  # "won", "lost" or "assisted"
    result: GameResult | None  # the chart's entry (None for an assisted game)
    elapsed_ms: int | None = None  # a win's clock


@dataclass(slots=True)
class SuitStats:
    """The figures of one suit count."""

    played: int = 0  # won + lost + the game in progress, once counted
    won: int = 0
    best_score: int | None = None
    fewest_moves: int | None = None
    current_streak: int = 0
    longest_streak: int = 0
    recent: list[GameResult] = field(default_factory=list)
    lost: int = 0  # abandoned played games; never the game still on the table
    best_time_ms: int | None = None  # the fastest win with a clock
    win_time_ms: int = 0  # the time of the timed wins, summed (for the average)
    timed_wins: int = 0
    #: Played games the Demo moved in: neither won nor lost (docs/RULES.md §13).
    assisted: int = 0
    #: The best won score in each system but Windows (Windows' is best_score); a win from
    #: before version 4 knew no other system, so a best may be missing while won > 0.
    other_bests: dict[str, int] = field(default_factory=dict)

    def best(self, system: str) -> int | None:
        """The best won score in `system` (None before the first win it saw)."""
        if system == DEFAULT_SYSTEM:
            return self.best_score
        return self.other_bests.get(system)

    @property
    def finished(self) -> int:
        return self.won + self.lost

    @property
    def win_rate(self) -> float:
        """Won / finished games, from 0.0 to 1.0; 0.0 when none is finished."""
        return self.won / self.finished if self.finished else 0.0

    @property
    def average_time_ms(self) -> int | None:
        """The mean time of the timed wins; None before the first."""
        return self.win_time_ms // self.timed_wins if self.timed_wins else None

    def add_result(self, result: GameResult) -> None:
        self.recent.append(result)
        del self.recent[:-RECENT_LIMIT]


@dataclass(slots=True)
class CurrentGame:
    """The game on the table, as far as statistics care."""

    suits: int
    deal_id: str
    variant: str = DEFAULT_VARIANT
    counted: bool = False  # played += 1 was done for it
    finished: bool = False  # won (or otherwise settled): nothing more to count
    score: int | None = None  # last known, for the chart when the game is abandoned
    moves: int | None = None
    assisted: bool = False  # the Demo moved in it: it ends neither won nor lost
    #: Which game this is (a restart keeps it; the same deal played again after a win gets
    #: another): what the merge matches games by. An older file's game gets one from its deal.
    game_id: str = ""
    others: dict[str, int] = field(default_factory=dict)  # last known, like score


def new_game_id() -> str:
    """A new game's id: random, so two apps (or two plays of one deal) never share one."""
    import os

    return os.urandom(6).hex()


def old_game_id(variant: str, suits: int, deal_id: str) -> str:
    """The id of a game in progress written before ids: made of its deal, so every copy of
    that file (the one read at launch, a restored one) names it the same."""
    return f"{variant}/{suits}/{deal_id}"


def check_variant(variant: object) -> None:
    if variant not in VARIANT_KEYS:
        raise ValueError(f"unknown game {variant!r}: use one of {', '.join(VARIANT_KEYS)}")


def check_suits(suits: object, variant: str = DEFAULT_VARIANT) -> None:
    """ValueError unless `variant` (a known game) is played in `suits` suits."""
    counts = GAME_SUITS.get(variant, SUIT_COUNTS)
    if isinstance(suits, bool) or suits not in counts:
        allowed = ", ".join(map(str, counts))
        raise ValueError(f"suit count of {variant} must be one of {allowed}, not {suits!r}")


def file_suit_counts(variant: str, version: int) -> frozenset[int]:
    """The suit counts a statistics file of `version` holds for `variant`: all of them from
    the version that wrote each."""
    return frozenset(s for s in GAME_SUITS[variant] if SUIT_COUNT_SINCE.get(s, 1) <= version)
