"""What the window asks the solver's child process, and what comes back, as types.

One frozen dataclass per kind of search (the request) and one type per kind of answer, so a
feature and the job it starts agree on both shapes in one place that mypy checks, instead of
dicts built on one side and picked apart on the other. A `Job` pairs a request with the
module-level function that answers it (its handler): that pair is what the child is sent,
and its type parameter is the answer's type, which the runner hands to the feature.

Plain data only (JSON text, ints, strings, tuples): it pickles the same on every platform.
No Qt and no engine here: the child imports this module before its first search, and the
window at start-up.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, Literal, TypeAlias, TypeVar

Q = TypeVar("Q")
R = TypeVar("R")
R_co = TypeVar("R_co", covariant=True)

#: A move as plain data: (source, count, target), columns counted from 0.
PlainMove: TypeAlias = tuple[int, int, int]
#: One step of a line: a move, or "deal".
PlainAction: TypeAlias = PlainMove | Literal["deal"]
#: The hint's answer: the step it suggests, or None when no move helps and no deal is left.
Hint: TypeAlias = PlainAction | None
#: A function that answers one kind of request in the child. Module-level, so that it
#: pickles by name (the child is started with 'spawn' and imports it again).
Handler: TypeAlias = Callable[[Q], R]


class Job(Generic[R_co]):
    """A request and its handler: what the child runs. `R_co` is the answer's type (a
    Job[SolveAnswer] is a Job[object]); the request's type is checked against the handler's
    when the job is made."""

    __slots__ = ("handler", "request")

    def __init__(self, handler: Callable[[Q], R_co], request: Q) -> None:
        self.handler: Callable[[Any], R_co] = handler
        self.request: object = request

    def run(self) -> R_co:
        return self.handler(self.request)

    def __repr__(self) -> str:
        name = getattr(self.handler, "__name__", repr(self.handler))
        return f"Job({name}, {self.request!r})"


# ----- solve: "was it winnable?" and the lost-game check ----------------------------------
@dataclass(frozen=True, slots=True)
class SolveSearch:
    """One search of a solve request: from the deal's start or from the position, with its
    seconds (which become a node budget when `nodes` is None)."""

    from_start: bool = False
    seconds: float = 10.0
    nodes: int | None = None


@dataclass(frozen=True, slots=True)
class SolveRequest:
    """A game (its JSON save text) and the searches to make on it, one answer each."""

    game_json: str
    searches: tuple[SolveSearch, ...]


@dataclass(frozen=True, slots=True)
class SolveAnswer:
    """One search's verdict ("winnable", "unwinnable", "unknown"; the window says "error"
    for a search that gave no answer), its winning line (empty unless winnable) and cost."""

    verdict: str
    line: tuple[PlainAction, ...] = ()
    nodes: int = 0
    seconds: float = 0.0


# ----- where did I lose? -------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TurningPointRequest:
    """A game (its JSON save text) to search for the action that lost it: each position
    searched gets `seconds` (a node budget when `nodes` is None)."""

    game_json: str
    seconds: float = 4.0
    nodes: int | None = None


@dataclass(frozen=True, slots=True)
class TurningPointAnswer:
    """engine.solver.turning.TurningPoint as plain data: the actions after which the game was
    last proven winnable (None: not even the deal), the winning line from there, the verdict
    one action later ("unwinnable", "unknown"; "winnable": nothing lost yet), and the cost."""

    last_winnable: int | None
    line: tuple[PlainAction, ...]
    next_verdict: str
    actions: int
    first: int = 0
    searches: int = 0
    nodes: int = 0
    seconds: float = 0.0


# ----- the hint -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class HintRequest:
    """The hint on a game (its JSON save text). Without nodes the seconds become a node
    budget, so the same seen position gets the same hint on every machine."""

    game_json: str
    seconds: float = 1.0
    seed: int = 0
    nodes: int | None = None


# ----- winnable deals ---------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class WinnableDealRequest:
    """Look for a deal the solver proves winnable; the answer is its number, or None when
    none was found in the time. A seed makes the deals tried repeatable."""

    variant: str
    suits: int
    seconds: float = 30.0
    seed: int | None = None
    nodes_per_try: int | None = None


# ----- the deal of the day ------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class DailyRequest:
    """The deal of the day for a date, variant (its key) and number of suits."""

    date: datetime.date
    variant: str
    suits: int


@dataclass(frozen=True, slots=True)
class DailyAnswer:
    """The day's deal: its game code (all the window plays), and for the record whether it
    was proven winnable, which candidate it was, the search's cost and the core used."""

    code: str
    date: datetime.date
    variant: str
    suits: int
    proven: bool = False
    candidate: int = 0
    nodes: int = 0
    core: str = ""


# ----- the self-test ------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PingRequest:
    """The self-test's question: send this value back."""

    value: int


@dataclass(frozen=True, slots=True)
class PingAnswer:
    """The value sent back, and whether the child is a frozen bundle."""

    value: int
    frozen: bool


__all__ = ["DailyAnswer", "DailyRequest", "Handler", "Hint", "HintRequest", "Job", "PingAnswer",
           "PingRequest", "PlainAction", "PlainMove", "SolveAnswer", "SolveRequest",
           "SolveSearch", "TurningPointAnswer", "TurningPointRequest", "WinnableDealRequest"]
