"""When a column grows past what fits, the cards shrink (issue 21 §1) and the change
animates: every card starts at its old size and glides to its new size and place."""

from __future__ import annotations

import pytest
from helpers import make_presenter, mismatches

from spiderette_qt.engine import Game
from spiderette_qt.engine.cards import full_deck
from spiderette_qt.table import durations

#: Spider's first deal: where each column's top card lies in the deck.
TOPS = {0: (5, "KH"), 1: (11, "QS"), 2: (17, "JH"), 3: (23, "TS"), 4: (28, "9H"),
        5: (33, "8S"), 6: (38, "7H"), 7: (43, "6S"), 8: (48, "5H"), 9: (53, "4S")}


def ladder_game() -> Game:
    """Spider in 4 suits whose column tops are K♥ Q♠ J♥ ... 4♠: nine moves build one long
    column of alternating colours (no suited run to squeeze)."""
    deck = [str(card) for card in full_deck(4, 2)]
    fixed = {index for index, _ in TOPS.values()}
    for index, card in TOPS.values():
        other = next(i for i, c in enumerate(deck)
                     if c == card and (i == index or i not in fixed))
        deck[index], deck[other] = deck[other], deck[index]
    assert [deck[i] for i, _ in TOPS.values()] == [c for _, c in TOPS.values()]
    return Game.from_deck(deck, suits=4, variant="spider")


@pytest.fixture(autouse=True)
def animations_off():
    durations.set_speed("off")
    yield
    durations.set_speed("off")


def test_a_column_that_outgrows_the_table_shrinks_the_cards_with_an_animation(qtbot) -> None:
    presenter = make_presenter(qtbot, 1161, 400, game=ladder_game())
    durations.set_speed("normal")
    widths = [presenter.scene.layout.card_width]
    scaled = []
    actions = [lambda c=column: presenter.move(c, 1, 0) for column in range(1, 10)]
    actions += [presenter.deal] * 5
    for action in actions:
        assert action()
        widths.append(presenter.scene.layout.card_width)
        scaled.append(any(item.size_scaled for item in presenter.scene.cards.values()))
        presenter.finish_animations()
        assert not any(item.size_scaled or item.scale() != 1.0
                       for item in presenter.scene.cards.values())
        assert mismatches(presenter) == []
    changes = [i for i in range(1, len(widths)) if widths[i] != widths[i - 1]]
    assert changes, f"the test needs an action that changes the card size: {widths}"
    assert widths == sorted(widths, reverse=True)
    assert widths[-1] >= 0.85 * widths[0]
    for i in range(1, len(widths)):
        assert scaled[i - 1] == (i in changes), "scaled exactly when the size changed"
    # Undo shortens the column again: the cards keep their size (hysteresis) at first.
    assert presenter.undo()
    presenter.finish_animations()
    assert presenter.scene.layout.card_width == widths[-1]
