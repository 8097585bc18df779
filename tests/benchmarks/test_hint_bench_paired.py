"""benchmarks/hint_bench.py's paired comparison: two hint versions on the same deals are
judged by the deals only one of them won, with an exact sign test, because the win sets of
near-equal hints churn by a few games (issue 25's measurements)."""

from __future__ import annotations

import math

import pytest


def test_the_sign_test_is_the_exact_binomial_tail_both_ways(bench):
    # 45 against 29 was the "lead" of 64 arrangements: p = 0.08 in the notes
    assert bench.sign_test(45, 29) == pytest.approx(0.0801, abs=5e-4)
    assert bench.sign_test(29, 45) == bench.sign_test(45, 29)
    # small cases by hand: 5:0 is 2/32, 3:1 is 2*(1+4)/16, an even split is certain noise
    assert bench.sign_test(5, 0) == pytest.approx(2 / 32)
    assert bench.sign_test(3, 1) == pytest.approx(10 / 16)
    assert bench.sign_test(4, 4) == 1.0
    assert bench.sign_test(0, 0) == 1.0
    assert bench.sign_test(20, 0) == pytest.approx(2 / 2 ** 20)
    # against a direct sum over the whole distribution, both tails
    n, k = 17, 4
    tails = sum(math.comb(n, i) for i in range(n + 1) if i <= k or i >= n - k)
    assert bench.sign_test(k, n - k) == pytest.approx(tails / 2 ** n)


def test_the_paired_line_names_the_deals_only_one_version_won(bench):
    line = bench.paired_line("roll", {3, 5, 8, 9}, "app", {1, 3, 5})
    assert "won only by roll 2, only by app 1" in line
    assert "(only roll: 8 9; only app: 1)" in line
    assert f"p = {bench.sign_test(2, 1):.2f}" in line
    same = bench.paired_line("b", {2}, "a", {2})
    assert "won only by b 0, only by a 0" in same and "p = 1.00" in same
    assert "(only b: -; only a: -)" in same


def test_seed_n_is_the_apps_hint_with_another_draw(bench, monkeypatch):
    """seedN measures luck alone: the app's hint, only its seed changed."""
    assert bench.numbered("seed1") == ("seed", 1)
    assert bench.numbered("seed0") == ("seed", 0)
    for wrong in ("seed", "seed01", "seedx"):
        assert bench.numbered(wrong) is None, wrong
    asked: list[dict] = []
    monkeypatch.setattr(bench, "hint", lambda game, **options: asked.append(options))
    bench.hint_function("seed7")(object(), 1000)
    bench.hint_function("wide+seed0")  # composes
    assert asked == [{"seconds": 1.0, "seed": 7, "nodes": 1000}]
