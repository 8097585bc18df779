"""benchmarks/hint_where_lost.py: where a game followed by the hint was lost (the last
position the solver proves winnable). Its search and its bookkeeping, with a stand-in hint
and a stand-in solver, so the test knows the answer."""

from __future__ import annotations

import pytest

from tests.scripts import load_script


@pytest.fixture
def where():
    return load_script("benchmarks/hint_where_lost.py")


@pytest.mark.parametrize("end", [1, 2, 3, 7, 50])
def test_last_winnable_is_found_wherever_the_loss_is(where, end):
    for last in range(end):
        asked = []

        def proven(i, last=last, asked=asked):
            asked.append(i)
            return i <= last

        assert where.last_winnable(proven, end) == last
        assert len(asked) <= end.bit_length() + 1  # a binary search, not a scan


def dealer(game, nodes):
    """A stand-in hint: deal while it can, then no move helps."""
    return "deal" if game.can_deal() else None


def test_the_deal_that_lost_the_game_is_named(where, monkeypatch):
    monkeypatch.setattr(where.hint_bench, "hint_function", lambda version: dealer)
    # a stand-in solver: winnable while two deals or more are left
    monkeypatch.setattr(where, "verdict",
                        lambda game: "winnable" if game.deals_left >= 2 else "unwinnable")
    end, loss = where.where_lost("spiderette", 1, 0, "app")
    assert end == "lost"
    assert (loss.at, loss.actions, loss.step, loss.deals, loss.after) == (
        2, 4, "deal", 2, "unwinnable")
    assert loss.down == 21  # nothing was turned: Spiderette's 21 face-down cards


def test_a_deal_never_proven_and_a_game_still_winnable_are_told_apart(where, monkeypatch):
    monkeypatch.setattr(where.hint_bench, "hint_function", lambda version: dealer)
    monkeypatch.setattr(where, "verdict", lambda game: "unknown")
    assert where.where_lost("spiderette", 1, 0, "app") == ("not proven", None)
    monkeypatch.setattr(where, "verdict", lambda game: "winnable")
    assert where.where_lost("spiderette", 1, 0, "app") == ("still winnable", None)
