"""benchmarks/solver_bench.py's rows: each game in the suit counts it is played in."""

from __future__ import annotations

import argparse

from tests.benchmarks.scripts import load_script


def rows(variant: str, suits: list[int] | None) -> list[int]:
    bench = load_script("benchmarks/solver_bench.py")
    counts: list[int] = bench.suit_counts(variant, argparse.Namespace(suits=suits))
    return counts


def test_by_default_a_game_gets_a_row_for_each_of_its_suit_counts() -> None:
    assert rows("spider", None) == [1, 2, 3, 4]
    assert rows("simple-simon", None) == [1, 2, 4]


def test_a_suit_count_a_game_is_not_played_in_is_left_out() -> None:
    """--suits 3 asks Spider's third suit count; Will o' the Wisp has none (no row, no error)."""
    assert rows("spider", [3]) == [3]
    assert rows("will-o-the-wisp", [3, 2]) == [2]
