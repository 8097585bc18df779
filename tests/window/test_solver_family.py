"""Hint and the Demo in every later game of the family, with the real solver in its child
process: a hint (or, where the solver cannot search the game yet, Spider Three Decks before
its core takes 156 cards, the clear "the search stopped"), never a crash or silence."""

from __future__ import annotations

import pytest

from spiderette_qt.engine import Game


@pytest.mark.parametrize(("variant", "suits"), [("will-o-the-wisp", 2), ("simple-simon", 4),
                                                ("spider", 3), ("spider-three-decks", 1)])
def test_the_hint_answers_in_every_new_game(window, qtbot, variant, suits) -> None:
    from spiderette_qt.window.solver.texts import _t

    solver = window.solver
    solver.actions.hints.setChecked(True)
    window.session.start_game(Game.new(suits, 7, variant=variant))
    shown: list[object] = []
    solver.hintShown.connect(shown.append)
    solver.request_hint()
    said: list[str] = []
    window.statusBar().messageChanged.connect(said.append)
    qtbot.waitUntil(lambda: bool(shown) or _t("hint_failed") in said, timeout=60000)
    if variant != "spider-three-decks":
        assert shown and isinstance(shown[0], tuple), (variant, shown)
        source, count, target = shown[0]
        assert window.game.can_move(source, count, target)
    assert window.game.moves == 0  # a hint never moves


@pytest.mark.parametrize(("variant", "suits"), [("simple-simon", 1), ("spider-three-decks", 1)])
def test_the_demo_plays_or_says_why_it_stopped(window, qtbot, variant, suits) -> None:
    window.solver.actions.hints.setChecked(True)  # the Demo plays the player's own hint
    window.session.start_game(Game.new(suits, 7, variant=variant))
    demo = window.solver.demo
    ended: list[str] = []
    demo.finished.connect(ended.append)
    demo.start()
    qtbot.waitUntil(lambda: window.game.moves >= 3 or bool(ended), timeout=60000)
    demo.stop()
    if variant == "simple-simon":
        assert window.game.moves >= 3
    else:  # moves, or stopped with "the search gave no answer" in the message bar
        assert window.game.moves >= 3 or ended == ["failed"]
