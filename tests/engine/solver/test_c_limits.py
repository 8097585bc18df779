"""The compiled core's sizes against the family's table: the biggest game must fit.

The C core keeps a position in fixed arrays (_cstate.h: MAXCOLS columns, MAXCARDS cards in
play, MAXSTOCK in the stock, MAXLEN in a column). They were 10-column, 107-card sizes until
Spider Three Decks (156 cards, 12 columns) joined the table; these tests tie them to
engine/variants.py, so a new row too big for the core fails here, not in a player's game.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.engine.solver import core, pycore
from spiderette_qt.engine.solver.core import fits_the_family, needed_limits
from spiderette_qt.engine.solver.position import position_of
from spiderette_qt.engine.variants import MAX_COLUMN, MAX_COLUMNS, MAX_DECK

HEADER = Path(core.__file__).parent / "_cstate.h"
NAMES = {"columns": "MAXCOLS", "cards": "MAXCARDS", "stock": "MAXSTOCK", "column": "MAXLEN"}
compiled_only = pytest.mark.skipif(core.compiled is None, reason="the compiled core was not built")


def header_limits() -> dict[str, int]:
    """The limits as _cstate.h defines them (so they are checked without a compiler too)."""
    defines = dict(re.findall(r"^#define (\w+) (.+?)\s*$", HEADER.read_text(encoding="utf-8"),
                              re.MULTILINE))

    def value(name: str) -> int:
        """A number, another define, or a bracketed sum of them (MAXLEN's form)."""
        terms = defines[name].strip("()").split("+")
        return sum(int(t) if t.strip().isdigit() else value(t.strip()) for t in terms)

    return {key: value(name) for key, name in NAMES.items()}


def test_the_table_needs_what_its_biggest_games_hold() -> None:
    """needed_limits reads the table: Spider Three Decks' 156 cards and 12 columns today."""
    need = needed_limits()
    assert need == {"columns": MAX_COLUMNS, "cards": MAX_DECK, "column": MAX_COLUMN,
                    "stock": max(v.stock_size for v in VARIANTS.values())}
    assert need["cards"] == VARIANTS["spider-three-decks"].deck_size
    assert need["columns"] == VARIANTS["spider-three-decks"].columns


def test_the_c_sources_hold_the_biggest_game() -> None:
    limits = header_limits()
    assert fits_the_family(limits), (limits, needed_limits())
    # A column never holds more than every card in play, plus a sequence put back by undo.
    assert limits["column"] >= limits["cards"] + pycore.SEQ
    assert limits["stock"] <= limits["cards"]


@compiled_only
def test_the_build_in_use_has_the_sources_limits() -> None:
    assert core.compiled is not None
    assert core.compiled.LIMITS == header_limits()


def test_a_core_built_too_small_is_not_used() -> None:
    """core.py loads a build only when it fits: the old 107-card core would refuse every
    Spider Three Decks position, so the pure core (any size) plays instead."""
    old = {"columns": 16, "cards": 107, "stock": 120, "column": 120}
    assert not fits_the_family(old)
    assert not fits_the_family(None)
    assert not fits_the_family({**needed_limits(), "cards": "many"})
    assert fits_the_family(needed_limits())


@compiled_only
def test_the_biggest_deal_goes_through_the_compiled_core() -> None:
    """A whole Spider Three Decks deal, in every suit count: the C core's children and a
    short search agree with the pure core's."""
    for suits in VARIANTS["spider-three-decks"].suit_counts:
        pos = position_of(Game.new(suits, 9_000_001, "spider-three-decks"))
        assert sum(map(len, pos.columns)) + len(pos.stock) == MAX_DECK
        assert core.ordered_moves(pos, core="c") == core.ordered_moves(pos, core="python")
        c = core.run_search(pos, nodes=3000, seconds=None, core="c")
        py = core.run_search(pos, nodes=3000, seconds=None, core="python")
        assert c == py


@compiled_only
def test_a_column_as_long_as_a_game_can_make_fits() -> None:
    """Every card of the biggest game in one column (more than MAX_COLUMN: any position a
    caller builds), moves and a search on it."""
    assert core.compiled is not None
    cards = [13 - i % 13 for i in range(MAX_DECK)]  # 12 runs of one-suit king..ace
    columns = [cards] + [[] for _ in range(MAX_COLUMNS - 1)]
    args = (MAX_COLUMNS, MAX_COLUMNS, True, MAX_DECK // 13, columns, [0] * MAX_COLUMNS, [])
    assert core.compiled.ordered_moves(*args, 0) == pycore.ordered_moves(*args, 0)
    status, _line, _nodes = core.compiled.search(*args, 5000, 0.0, 10**5, None, 0)
    assert status == pycore.search(*args, 5000, 0.0, 10**5, None, 0)[0]


@compiled_only
@pytest.mark.parametrize(("extra", "words"), [
    ("column", "column too long"), ("stock", "too many cards")])
def test_one_card_more_than_the_core_holds_is_a_value_error(extra, words) -> None:
    assert core.compiled is not None
    most = core.compiled.LIMITS["cards"]
    cols = [[1] * (most + (extra == "column"))] + [[] for _ in range(MAX_COLUMNS - 1)]
    stock = [1] * (extra == "stock")
    with pytest.raises(ValueError, match=words):
        core.compiled.ordered_moves(MAX_COLUMNS, MAX_COLUMNS, True, 1, cols,
                                    [0] * MAX_COLUMNS, stock, 0)
