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


def test_name_at_n_is_that_version_with_another_draw(bench, monkeypatch):
    """app@N measures luck alone: the app's hint, only its seed changed."""
    asked: list[dict] = []
    monkeypatch.setattr(bench, "hint", lambda game, **options: asked.append(options))
    bench.hint_function("app@7")(object(), 1000)
    bench.hint_function("app")(object(), 1000)
    assert asked == [{"seconds": 1.0, "seed": 7, "nodes": 1000},
                     {"seconds": 1.0, "seed": 0, "nodes": 1000}]


@pytest.mark.parametrize("version", ["peek", "app@", "app@01", "app@x", "sure+wide", "@1"])
def test_an_unknown_version_is_refused(bench, version):
    with pytest.raises(ValueError, match="unknown hint version"):
        bench.hint_function(version)


def test_the_sure_version_asks_the_search_with_the_apps_budget(bench, monkeypatch):
    asked: list[dict] = []
    monkeypatch.setattr(bench, "sure_hint", lambda game, **options: asked.append(options))
    bench.hint_function("sure@3")(object(), 1000)
    assert asked == [{"seconds": 1.0, "seed": 3, "nodes": 1000}]


def test_a_rows_interval_is_the_wilson_95_percent_interval(bench):
    # 6 of 20: 30 %, Wilson 95 % 14.5 %-51.9 % (by hand: centre 0.3480, half 0.1837)
    low, high = bench.interval(6, 20)
    assert low == pytest.approx(0.1455, abs=5e-4) and high == pytest.approx(0.5190, abs=5e-4)
    assert bench.interval(0, 20)[0] == 0.0 and bench.interval(20, 20)[1] == pytest.approx(1.0)
    # 120 of 400: narrower, about +-4.5 points
    low, high = bench.interval(120, 400)
    assert 0.25 < low < 0.26 and 0.345 < high < 0.35
    line = bench.row_line("spiderette", 2, "app", [(1, True, [0.01], 0, "won"),
                                                    (2, False, [0.02], 3, "none")], None, 2, 1.0)
    assert "won  1/2 (50 %, 95 % 9-91)" in line
