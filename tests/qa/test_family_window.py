"""The family in the real window: New Game picks the game and the difficulty (both
remembered), the S key cycles the suit count, and the title, status panel, stock badge and
table follow the game on it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSettings, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from spiderette_qt.engine import VARIANTS, Game
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.window.dialogs.new_game_dialog import NewGameDialog
from tests.qa.qa_helpers import make_window, presenter_of, table_problems


def action(window, name):
    from PySide6.QtGui import QAction

    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


def test_new_game_chooses_the_game_and_remembers_both(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "off")
    action(window, "action_new_game").trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, NewGameDialog)
    assert set(dialog.games) == set(VARIANTS)
    assert dialog.games["spiderette"].isChecked()
    dialog.games["spider"].click()
    dialog.buttons[4].click()
    QApplication.processEvents()
    game = window.game
    assert game.variant.key == "spider" and game.suits == 4
    assert window.status_panel.code().startswith("SP4-")
    assert window.windowTitle() == "Spider — Hard"
    assert window.status_panel.removed_label.value == "0/8"
    assert window.status_panel.deals_label.value == "5"
    presenter = presenter_of(window)
    assert presenter.scene.badge.value == 5
    assert len(presenter.scene.highlights) == 10
    assert table_problems(window) == []
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    assert (settings.variant, settings.suits) == ("spider", 4)
    action(window, "action_new_game").trigger()
    again = window.current_dialog
    assert again.games["spider"].isChecked() and again.preselected_suits() == 4
    again.games["relaxed-spider"].click()
    again.buttons[1].click()
    QApplication.processEvents()
    assert window.game.variant.key == "relaxed-spider"
    assert window.windowTitle() == "Relaxed Spider — Easy"
    action(window, "action_new_game").trigger()
    window.current_dialog.games["spiderette"].click()
    window.current_dialog.buttons[2].click()
    QApplication.processEvents()
    assert window.game.variant.key == "spiderette"
    assert window.status_panel.removed_label.value == "0/4"
    assert len(presenter.scene.highlights) == 7 and len(presenter.scene.cards) == 52
    assert table_problems(window) == []


def test_a_restarted_app_deals_the_remembered_game(qtbot, settings_path):
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.variant, settings.suits = "relaxed-spider", 2
    settings.sync()
    window = make_window(qtbot, settings_path, "off")
    assert window.game.variant.key == "relaxed-spider" and window.game.suits == 2
    assert window.status_panel.code().startswith("SR2-")


def test_difficulty_buttons_are_push_buttons_with_a_description(qtbot):
    dialog = NewGameDialog(2, "spider")
    qtbot.addWidget(dialog)
    dialog.show()
    for count, button in dialog.buttons.items():
        assert not button.isCheckable()
        face = QAccessible.queryAccessibleInterface(button)
        assert face.role() == QAccessible.Role.Button
        assert not face.state().checkable and not face.state().checked
        assert face.text(QAccessible.Text.Description) == button.description()
        assert face.text(QAccessible.Text.Name) == button.text()
        assert str(count) in button.text()
    assert dialog.focusWidget() is dialog.buttons[2] or dialog.buttons[2].hasFocus() \
        or dialog.buttons[2].isDefault()
    radio = QAccessible.queryAccessibleInterface(dialog.games["spider"])
    assert radio.role() == QAccessible.Role.RadioButton and radio.state().checked
    assert radio.text(QAccessible.Text.Description)


def test_enter_repeats_the_last_choice(qtbot):
    dialog = NewGameDialog(4, "relaxed-spider")
    qtbot.addWidget(dialog)
    dialog.show()
    QTest.qWaitForWindowExposed(dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert (dialog.chosen_variant(), dialog.chosen_suits()) == ("relaxed-spider", 4)


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_the_s_key_cycles_the_suit_count_in_the_same_game(qtbot, settings_path, variant):
    window = make_window(qtbot, settings_path, "off")
    window.session.start_game(Game.new(1, 5, variant=variant))
    seen = []
    counts = VARIANTS[variant].suit_counts
    for _ in counts:
        QTest.keyClick(presenter_of(window).view, Qt.Key.Key_S)
        QApplication.processEvents()
        seen.append((window.game.variant.key, window.game.suits))
    # Each game's own counts, round to the first: Spider has 3 suits, Spiderette not.
    assert seen == [(variant, count) for count in counts[1:] + counts[:1]]
    assert (3 in counts) == (variant in ("spider", "relaxed-spider"))
    assert window.settings.suits == 1


def test_new_game_preselects_the_game_on_the_table_however_it_came(qtbot, settings_path):
    """Spider reached through a record and the S key: New Game showed Spiderette (the
    choice last made in its own dialog), not the game being played."""
    window = make_window(qtbot, settings_path, "off")
    record = Game.from_code("SP1-S1-AAAAAAD").record()
    assert _play_record(window, record)
    QTest.keyClick(presenter_of(window).view, Qt.Key.Key_S)
    QApplication.processEvents()
    assert (window.game.variant.key, window.game.suits) == ("spider", 2)
    action(window, "action_new_game").trigger()
    dialog = window.current_dialog
    assert isinstance(dialog, NewGameDialog)
    assert dialog.games["spider"].isChecked() and dialog.preselected_suits() == 2


def _play_record(window, text: str) -> bool:
    from spiderette_qt.window.records.record_files import play_record

    return play_record(window, text, "Open Game")


def test_the_s_key_asks_first_when_moves_were_made(qtbot, settings_path, monkeypatch):
    window = make_window(qtbot, settings_path, "off")
    window.session.start_game(Game.new(1, 5, variant="spider"))
    presenter = presenter_of(window)
    presenter.deal()
    presenter.finish_animations()
    asked = []
    monkeypatch.setattr(window.choices, "confirm_abandon", lambda: asked.append(1) or False)
    game = window.game
    action(window, "action_cycle_suits").trigger()
    assert asked == [1] and window.game is game, "refused: the game stays"
    monkeypatch.setattr(window.choices, "confirm_abandon", lambda: True)
    action(window, "action_cycle_suits").trigger()
    assert window.game is not game and window.game.suits == 2


def test_a_late_spider_table_lies_inside_the_window(qtbot, settings_path):
    window = make_window(qtbot, settings_path, "off")
    game = Game.new(2, 9, variant="spider")
    for _ in range(game.deals_left):
        game.deal()
    window.session.start_game(game)
    presenter = presenter_of(window)
    layout = presenter.scene.layout
    view = QRectF(0, 0, layout.width, layout.height)
    assert all(view.contains(layout.card_rect(cid)) for cid in layout.places)
    assert table_problems(window) == []


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_each_game_offers_its_own_difficulties(qtbot, variant):
    dialog = NewGameDialog(3, "spider")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.preselected_suits() == 3 and dialog.buttons[3].isVisible()
    dialog.games[variant].click()
    counts = VARIANTS[variant].suit_counts
    assert [c for c, b in dialog.buttons.items() if b.isVisible()] == list(counts)
    # 3 suits remembered, a game without them: the nearest easier one, Medium.
    assert dialog.preselected_suits() == (3 if 3 in counts else 2)
    QTest.keyClick(dialog, Qt.Key.Key_Return)
    assert (dialog.chosen_variant(), dialog.chosen_suits()) == (variant, dialog.preselected_suits())


def test_the_new_game_dialog_reads_at_a_glance_on_a_netbook(qtbot):
    """Six games and four difficulties side by side: no scrolling, no squeezing at 1024x600
    (the window's frame and a panel take about 80 pixels of its height)."""
    dialog = NewGameDialog(1, "spiderette", winnable=True)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games["spider"].click()
    hint = dialog.sizeHint()
    assert hint.width() <= 1000 and hint.height() <= 520, hint
    for radio in dialog.games.values():
        assert radio.isVisible() and radio.height() >= 24


@pytest.mark.parametrize(("variant", "suits"), [("will-o-the-wisp", 2), ("simple-simon", 4),
                                                ("spider-three-decks", 1), ("spider", 3)])
def test_a_record_of_each_new_game_opens_as_practice_and_counts_nowhere(
        qtbot, settings_path, variant, suits):
    """Save Game's text, opened again: the same game, its actions replayed, on a table with
    the game's columns; its statistics untouched (practice), the title naming the game."""
    window = make_window(qtbot, settings_path, "off")
    game = Game.new(suits, 9, variant=variant)
    for _ in range(6):
        moves = [m for m in game.legal_moves()
                 if not game.is_pointless(m.source, m.count, m.target)]
        if not moves:
            break
        game.move(moves[0].source, moves[0].count, moves[0].target)
    if game.can_deal():
        game.deal()
    played = game.moves
    assert played >= 3
    assert _play_record(window, game.record())
    QApplication.processEvents()
    assert (window.game.variant.key, window.game.suits, window.game.moves) == (
        variant, suits, played)
    assert window.game.table() == game.table()
    assert len(presenter_of(window).scene.highlights) == VARIANTS[variant].columns
    assert table_problems(window) == []
    assert window.session.statistics.for_game(variant, suits).played == 0
    assert window.windowTitle().startswith(
        {"will-o-the-wisp": "Will o' the Wisp", "simple-simon": "Simple Simon",
         "spider-three-decks": "Spider Three Decks", "spider": "Spider"}[variant])
