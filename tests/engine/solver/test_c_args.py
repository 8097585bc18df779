"""The compiled core checks every argument it converts: a TypeError or ValueError naming it.

Before, an unchecked PyLong_AsLong let ordered_moves(..., greedy="x") return a list with an
exception set (a SystemError), and a bad width or stage_only went through as -1.
"""

from __future__ import annotations

import os

import pytest

from spiderette_qt.engine.solver import core

pytestmark = pytest.mark.skipif(core.compiled is None, reason="the compiled core was not built")

# A Spiderette position: seven columns of one card each, a stock of seven.
COLUMNS = [[13], [12 + 16], [11], [10 + 16], [9], [8 + 16], [7]]
STOCK = [1, 2, 3, 4, 5, 6, 7]
STATE = (7, 7, False, 4, COLUMNS, [0] * 7, STOCK)


def test_the_compiled_core_is_in_use_when_required() -> None:
    """CI's sanitizer run sets SPIDERETTE_REQUIRE_COMPILED_CORE: it must test a C build."""
    if os.environ.get("SPIDERETTE_REQUIRE_COMPILED_CORE"):
        assert core.core_name() == "c"


def test_valid_arguments_still_work() -> None:
    assert core.compiled is not None
    moves = core.compiled.ordered_moves(*STATE, 0)
    assert moves and moves[-1] == (-1, 0, 0)


@pytest.mark.parametrize(("fn", "index", "value", "error", "words"), [
    ("ordered_moves", 7, "x", TypeError, "greedy must be an int, not str"),
    ("ordered_moves", 7, 5, ValueError, "greedy must be in 0..2"),
    ("ordered_moves", 7, 2**70, ValueError, "greedy must be in 0..2"),
    ("ordered_moves", 0, "7", TypeError, "ncols must be an int"),
    ("ordered_moves", 0, 0, ValueError, "ncols must be in 1..16"),
    ("ordered_moves", 1, 7.0, TypeError, "deal_size must be an int, not float"),
    ("ordered_moves", 3, None, TypeError, "need must be an int"),
    ("ordered_moves", 4, [[13]] * 6 + [["K"]], TypeError, "a card must be an int"),
    ("ordered_moves", 4, [[13]] * 6 + [[14]], ValueError, "14 is not a card value"),
    ("ordered_moves", 5, [0] * 6 + ["1"], TypeError, "a hidden count must be an int"),
    ("ordered_moves", 5, [0] * 6 + [1], ValueError, "column 6: 1 face-down cards under 1"),
    ("ordered_moves", 6, [0], ValueError, "0 is not a card value"),
    ("search", 7, "many", TypeError, "node_limit must be an int, not str"),
    ("search", 7, -1, ValueError, "node_limit must be in 0.."),
    ("search", 8, "1", TypeError, "seconds must be a number, not str"),
    ("search", 9, 1.5, TypeError, "table_limit must be an int, not float"),
    ("search", 11, "x", TypeError, "greedy must be an int, not str"),
    ("beam", 7, "wide", TypeError, "width must be an int, not str"),
    ("beam", 8, 2**40, ValueError, "levels must be in"),
    ("beam", 9, None, TypeError, "node_limit must be an int"),
    ("beam", 10, [], TypeError, "seconds must be a number, not list"),
    ("beam", 12, "2", TypeError, "stage_only must be an int, not str"),
    ("beam", 12, -1, ValueError, "stage_only must be in 0.."),
    ("beam", 13, 1.5, TypeError, "turnover must be an int, not float"),
    ("beam", 13, -1, ValueError, "turnover must be in 0.."),
])
def test_a_bad_argument_is_named(fn, index, value, error, words) -> None:
    extra = {"ordered_moves": [0], "search": [1000, 0.0, 10**6, None, 0],
             "beam": [4, 4, 1000, 0.0, None, 0, 0]}[fn]
    args = [*STATE, *extra]
    args[index] = value
    with pytest.raises(error, match=words.replace(".", r"\.").replace("(", r"\(")):
        getattr(core.compiled, fn)(*args)


@pytest.mark.parametrize("fn", ["ordered_moves", "search", "beam"])
def test_a_wrong_argument_count_is_a_type_error(fn) -> None:
    with pytest.raises(TypeError, match=f"{fn} takes"):
        getattr(core.compiled, fn)(*STATE)


@pytest.mark.parametrize("stage_only", [0, 1, 2, 3])
def test_a_beam_from_a_position_without_moves(stage_only) -> None:
    """The first level has no children (its only move is the deal): nothing to sort, which
    was qsort(NULL, 0, ...), undefined behaviour (the sanitizer run of CI catches it)."""
    assert core.compiled is not None
    columns = [[13 + 16 * (i % 2)] for i in range(7)]  # kings only: no move but the deal
    status, line, nodes, _ = core.compiled.beam(7, 7, False, 4, columns, [0] * 7, STOCK,
                                                4, 4, 1000, 0.0, None, stage_only, 0)
    assert status == -1 and nodes >= 0
    assert not line or line[0] == (-1, 0, 0)  # nothing to do before the deal


class Unanswerable:
    """should_stop's answer whose truth cannot be told."""

    def __bool__(self) -> bool:
        raise ArithmeticError("no answer")


@pytest.mark.parametrize("fn", ["search", "beam"])
def test_an_answer_of_should_stop_that_raises_is_raised(fn) -> None:
    """should_stop is asked every 1024 nodes; when bool() of its answer raises, so does the
    search (before: a result with the exception left set, a SystemError)."""
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver.core import _args
    from spiderette_qt.engine.solver.position import position_of

    args = _args(position_of(Game.new(4, 11, "spider")))
    extra = {"search": [50_000, 0.0, 10**6, Unanswerable, 0],
             "beam": [50, 20, 50_000, 0.0, Unanswerable, 0, 0]}[fn]
    with pytest.raises(ArithmeticError, match="no answer"):
        getattr(core.compiled, fn)(*args, *extra)
