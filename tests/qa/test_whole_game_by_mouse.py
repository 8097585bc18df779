"""Whole games won through the real window with the mouse only: drags for moves (or
double-clicks where the move is the double-click's choice), clicks on the stock for deals.

Spiderette (a one-suit deal, 57 actions), Spider (a one-suit two-deck deal, 235 actions) and
Relaxed Spider (105 actions, five deals onto an empty column) are played to the win. In one
Spiderette game the first ANIMATED actions (two deals, flips, runs in flight) animate at
"fast" and every gesture waits for the table to settle; the rest of the games run with
animations off, which checks the same table after every action without waiting on the event
loop (issue 11: the whole-game tests took a third of the suite)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from spiderette_qt.engine import Game
from spiderette_qt.window.dialogs.win_dialog import Celebration, WinDialog
from tests.qa.qa_helpers import make_window, play_line, presenter_of
from tests.qa.winning_lines import RELAXED_CODE, RELAXED_LINE, SPIDER_CODE, SPIDER_LINE
from tests.window.winning_line import DECK, LINE

ANIMATED = 14
GAMES = {
    "spiderette": (lambda: Game.from_deck(DECK, suits=1), LINE, 4),
    "spider": (lambda: Game.from_code(SPIDER_CODE), SPIDER_LINE, 8),
    "relaxed-spider": (lambda: Game.from_code(RELAXED_CODE), RELAXED_LINE, 8),
}


def finish_the_win(window, qtbot, game: Game, sequences: int) -> None:
    """The score and panel after the last move; the celebration; the win panel."""
    won_score = 500 - len(GAMES[game.variant.key][1]) + 100 * sequences
    assert game.is_won and game.score == won_score
    assert window.status_panel.score_label.value == str(won_score)
    assert window.status_panel.removed_label.value == f"{sequences}/{sequences}"
    qtbot.waitUntil(lambda: window.win_show.celebration is not None or
                    isinstance(window.current_dialog, WinDialog), timeout=5000)
    celebration = window.findChild(Celebration)
    if celebration is not None and celebration.isVisible():
        qtbot.mouseClick(celebration, Qt.MouseButton.LeftButton)  # skip the rest of it
    qtbot.waitUntil(lambda: isinstance(window.current_dialog, WinDialog), timeout=5000)
    panel = window.current_dialog
    assert panel.isVisible()
    assert str(won_score) in panel.result_label.text()
    assert str(game.moves) in panel.result_label.text()
    panel.reject()


@pytest.mark.parametrize("variant,gesture,speed", [
    ("spiderette", "drags", "fast"),
    ("spiderette", "double-clicks", "off"),
    ("spider", "drags", "off"),
    ("spider", "double-clicks", "off"),
    ("relaxed-spider", "drags", "off"),  # its line deals onto empty columns, by a click
])
def test_whole_game_won_with_the_mouse(qtbot, settings_path, variant, gesture, speed):
    make_game, line, sequences = GAMES[variant]
    window = make_window(qtbot, settings_path, speed)
    if speed == "fast":
        qtbot.waitUntil(lambda: presenter_of(window).idle, timeout=5000)
    window.session.start_game(make_game())
    game = presenter_of(window).game
    counts = play_line(window, qtbot, line, gesture, ANIMATED if speed == "fast" else 0)
    if gesture == "double-clicks":
        assert counts["double-clicks"] >= len(line) // 3  # most moves are its choice
    finish_the_win(window, qtbot, game, sequences)
    if variant == "spiderette":
        assert window.session.statistics.for_suits(1).won == 1


def test_spider_refuses_the_deal_relaxed_spider_makes(qtbot, settings_path):
    """The same click on the stock with a column empty: Spider says why not, Relaxed deals."""
    from tests.qa.qa_helpers import stock_point
    from tests.qa.winning_lines import play

    line = RELAXED_LINE
    first = next(i for i, action in enumerate(line) if action == "D" and any(
        not c.hidden and not c.visible
        for c in play(Game.from_code(RELAXED_CODE), line[:i]).columns))
    window = make_window(qtbot, settings_path, "off")
    presenter = presenter_of(window)
    relaxed = play(Game.from_code(RELAXED_CODE), line[:first])
    window.session.start_game(relaxed)
    viewport = presenter.view.viewport()
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=stock_point(presenter))
    assert relaxed.moves == first + 1, "Relaxed Spider deals onto the empty column"
    # The same columns in Spider: the deal is refused, and the table says which rule.
    deck = [str(card) for card in Game.from_code(RELAXED_CODE).deck]  # from_deck order
    spider = play(Game.from_deck(deck, 1, variant="spider"), line[:first])
    assert spider.variant.key == "spider" and not spider.can_deal()
    window.session.start_game(spider)
    moves = spider.moves
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=stock_point(presenter))
    assert spider.moves == moves
    assert presenter.scene.banner.isVisible()
    assert presenter.scene.banner.text == "Fill the empty column before dealing"
