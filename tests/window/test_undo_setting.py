"""Settings › Undo in the window: as the rules say (the default) or all the way back, from
the next game; a Spider game played past 400 actions undoes to its deal only with it, and a
resumed game keeps the reach it was played with."""

from __future__ import annotations

from spiderette_qt.engine import VARIANTS, Game, Position
from spiderette_qt.window.main_window import MainWindow
from tests.engine.helpers import notation

SPIDER = VARIANTS["spider"]
PAST = SPIDER.undo_limit + 50


def shuttle_game(actions: int = 0) -> Game:
    """Spider with a 5S that goes back and forth between two sixes, `actions` times (played
    before the game reaches the window: an action through the window costs ~25 ms here)."""
    game = Game.from_position(Position.parse(
        notation([("", "6S 5S"), ("", "6H")], variant=SPIDER)), undo_all=True)
    for k in range(actions):
        game.move(k % 2, 1, 1 - k % 2)
    return game


def undo_all_you_can(window: MainWindow) -> int:
    undone = 0
    while window.session.undo():
        undone += 1
    return undone


def test_the_menu_offers_the_rules_reach_by_default_and_says_when_a_change_applies(
        window) -> None:
    menu = window.undo_menu
    assert menu.menuAction() in window.menu_settings.actions()
    assert menu.rules.isChecked() and not menu.all_the_way.isChecked()
    menu.aboutToShow.emit()
    assert "100" in menu.rules.text()  # Spiderette's reach: the game on the table
    window.session.start_game(shuttle_game())
    menu.aboutToShow.emit()
    assert "400" in menu.rules.text()
    assert "next game" in menu.note.text() and not menu.note.isEnabled()
    assert not menu.in_play.isVisible()  # the game in play reaches as the setting says


def test_all_the_way_back_undoes_a_spider_game_past_400_actions_from_the_next_game(
        window) -> None:
    window.session.start_game(shuttle_game(PAST))
    assert not window.game.undo_all  # as the rules say: the newest 400
    assert len(window.game.history().undo) == SPIDER.undo_limit

    window.undo_menu.all_the_way.trigger()
    assert window.settings.undo_all and window.session.undo_all
    assert not window.game.undo_all  # the game in play keeps its reach
    window.session.start_game(shuttle_game(PAST))  # the next game
    assert window.game.undo_all
    assert undo_all_you_can(window) == PAST
    assert window.game.moves == 0


def test_a_resumed_game_keeps_its_reach_whatever_the_setting(qtbot, settings) -> None:
    settings.undo_all = True
    first = MainWindow(settings)
    qtbot.addWidget(first)
    first.session.start_game(shuttle_game(PAST - 1))
    assert first.session.move(1, 1, 0)  # saved after an action
    assert first.game.undo_all
    first.close()
    settings.undo_all = False
    again = MainWindow(settings, resume=True)
    qtbot.addWidget(again)
    assert again.undo_menu.rules.isChecked() and not again.session.undo_all
    assert again.game.moves == PAST and again.game.undo_all
    assert len(again.game.history().undo) == PAST
    again.undo_menu.aboutToShow.emit()
    assert again.undo_menu.in_play.isVisible()
    assert "all the way back" in again.undo_menu.in_play.text()
    assert again.session.undo()
