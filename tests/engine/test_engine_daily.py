"""The deal of the day (issue 23): pinned codes, the same in every process and core, and
every daily deal proven winnable (its line replays to a won game).

The golden codes were computed once with derivation v1 and pasted here: if one of these
tests fails, the daily deals of past days changed. Never "fix" the strings; make a new
derivation version instead.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import subprocess
import sys

import pytest

from spiderette_qt.engine import Game
from spiderette_qt.engine.codes import DEAL_NUMBERS, parse_code
from spiderette_qt.engine.daily import (
    DAILY_PASSES,
    Stopped,
    candidates,
    daily_code,
    find_daily,
    replays,
)
from spiderette_qt.engine.solver.core import core_name

D = datetime.date.fromisoformat

# (date, game, suits, code, nodes over the passes): derivation v1.
GOLDEN = [
    ("2026-12-03", "spiderette", 1, "SD1-S1-NJDIFXA", 76),
    ("2026-12-03", "spiderette", 2, "SD2-S1-SPOUFTH", 5162),
    ("2026-12-03", "spiderette", 4, "SD4-S1-WISYZEV", 326407),
    ("2026-12-03", "spider", 1, "SP1-S1-GRAFUEY", 132),
    ("2026-12-03", "spider", 2, "SP2-S1-YMVWRXK", 215),
    ("2026-12-03", "spider", 4, "SP4-S1-LCIDGML", 114155),
    ("2026-12-03", "relaxed-spider", 1, "SR1-S1-ADEJWUA", 15637),
    ("2026-12-03", "relaxed-spider", 2, "SR2-S1-LQZACWH", 2924),
    ("2027-01-01", "spiderette", 1, "SD1-S1-HWKZCXI", 61),
    ("2027-01-01", "spiderette", 4, "SD4-S1-YIDJAZX", 54709),
    ("2027-01-01", "spider", 4, "SP4-S1-SYGHRCU", 98938),
    ("2027-01-01", "relaxed-spider", 4, "SR4-S1-SZOGVFT", 869462),
    ("2030-06-15", "spiderette", 2, "SD2-S1-IVRXWZZ", 62571),
    ("2030-06-15", "spider", 2, "SP2-S1-HILNFIE", 112442),
    ("2030-06-15", "relaxed-spider", 1, "SR1-S1-KGEDEVF", 183),
    # The later games (found 2026-12-08, when they joined): one day each, two for the
    # biggest (Spider Three Decks in 4 suits took 41,700,157 nodes that day: too slow here).
    ("2026-12-03", "will-o-the-wisp", 1, "SW1-S1-QODWMYD", 68),
    ("2026-12-03", "will-o-the-wisp", 2, "SW2-S1-DGVMEBJ", 604),
    ("2026-12-03", "will-o-the-wisp", 4, "SW4-S1-PXJKZHB", 48141),
    ("2026-12-03", "simple-simon", 1, "SS1-S1-WFUTVEN", 52),
    ("2026-12-03", "simple-simon", 2, "SS2-S1-ISUNERM", 2523),
    ("2026-12-03", "simple-simon", 4, "SS4-S1-BIWOWXZ", 912),
    ("2026-12-03", "spider", 3, "SP3-S1-ASFGZNK", 140977),
    ("2026-12-03", "relaxed-spider", 3, "SR3-S1-KMEPEAX", 161545),
    ("2027-01-01", "spider-three-decks", 1, "ST1-S1-CZFXAGM", 2220208),
    ("2027-01-01", "spider-three-decks", 2, "ST2-S1-YIGPRIQ", 4282),
]
# Cheap enough for the pure-Python core in a test (a few thousand nodes at most).
CHEAP = [g for g in GOLDEN if g[4] <= 20_000]
compiled_only = pytest.mark.skipif(core_name() != "c", reason="the compiled core is not built")


@pytest.mark.parametrize(("day", "variant", "suits", "code", "nodes"), GOLDEN)
def test_golden_daily_codes(day: str, variant: str, suits: int, code: str, nodes: int) -> None:
    if nodes > 20_000 and core_name() != "c":
        pytest.skip("too slow for the pure-Python core")
    found = find_daily(D(day), variant, suits)
    assert (found.code, found.nodes, found.proven) == (code, nodes, True)
    assert daily_code(D(day), variant, suits) == code


@pytest.mark.parametrize(("day", "variant", "suits", "code", "nodes"), CHEAP)
def test_the_pure_python_core_finds_the_same_deal(day: str, variant: str, suits: int,
                                                  code: str, nodes: int) -> None:
    found = find_daily(D(day), variant, suits, core="python")
    assert (found.code, found.nodes) == (code, nodes)


@compiled_only
def test_both_cores_give_the_same_line() -> None:
    py = find_daily(D("2026-12-03"), "spiderette", 2, core="python")
    c = find_daily(D("2026-12-03"), "spiderette", 2, core="c")
    assert py == c


@pytest.mark.parametrize(("day", "variant", "suits", "code", "nodes"), GOLDEN)
def test_every_daily_deal_is_won_by_its_line(day: str, variant: str, suits: int, code: str,
                                             nodes: int) -> None:
    if nodes > 20_000 and core_name() != "c":
        pytest.skip("too slow for the pure-Python core")
    found = find_daily(D(day), variant, suits)
    game = Game.from_code(code)
    for source, count, target in found.line:
        if source < 0:
            game.deal()
        else:
            game.move(source, count, target)
    assert game.is_won
    assert replays(Game.from_code(code), found.line)
    assert not replays(Game.from_code(code), found.line[:-1])


def test_the_same_code_in_another_process_and_core() -> None:
    script = ("import datetime; from spiderette_qt.engine.daily import daily_code; "
              "print(daily_code(datetime.date(2026, 12, 3), 'spider', 2))")
    env = dict(os.environ, SPIDERETTE_SOLVER_CORE="python", PYTHONHASHSEED="123")
    out = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                         text=True, timeout=60, check=True)
    assert out.stdout.strip() == "SP2-S1-YMVWRXK" == daily_code(D("2026-12-03"), "spider", 2)


def test_candidates_follow_the_documented_hash() -> None:
    first = list(candidates(D("2026-12-03"), "spider", 4))[:3]
    for index, number in enumerate(first):
        text = f"spiderette-daily-v1|2026-12-03|spider|4|{index}"
        digest = hashlib.sha256(text.encode()).digest()
        assert number == int.from_bytes(digest[:8], "big") % DEAL_NUMBERS
    assert parse_code("SP4-S1-LCIDGML").number == first[0]
    assert len(set(first)) == 3


def test_days_games_and_suits_get_their_own_deals() -> None:
    codes = {daily_code(D(day), "spiderette", 1) for day in ("2026-12-01", "2026-12-02",
                                                             "2026-12-03")}
    assert len(codes) == 3
    assert parse_code(daily_code(D("2026-12-03"), "spider", 1)).variant.key == "spider"


def test_the_passes_are_node_budgets() -> None:
    assert all(isinstance(nodes, int) and nodes > 0 for _kind, _width, nodes in DAILY_PASSES)


def test_a_datetime_or_text_is_refused() -> None:
    with pytest.raises(ValueError, match="datetime.date"):
        daily_code(datetime.datetime(2026, 12, 3, 12), "spiderette", 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="datetime.date"):
        daily_code("2026-12-03", "spiderette", 1)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        daily_code(D("2026-12-03"), "spiderette", 3)


def test_a_stop_request_stops_the_search() -> None:
    with pytest.raises(Stopped):
        find_daily(D("2026-12-03"), "spiderette", 4, should_stop=lambda: True)
