"""Accessibility in the whole window: a game fragment played by keys alone, the words
announced after each action, accessible names, the four-colour and larger-cards options,
and the keyboard help."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QAction, QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from spiderette_qt.engine import Game
from spiderette_qt.i18n import describe
from spiderette_qt.i18n.describe import focus_summary
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.window.main_window import MainWindow

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "table"))
from helpers import removal_deck  # noqa: E402

SCREENSHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots" / "keyboard"


def action(window: MainWindow, name: str) -> QAction:
    found = window.findChild(QAction, name)
    assert found is not None, name
    return found


@pytest.fixture
def played(window, qtbot):
    """The window with the crafted removal deck on the table, active and focused."""
    window.session.start_game(Game.from_deck(removal_deck(), suits=1))
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.setFocus()
    return window


def keys(window: MainWindow, *sequence, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    for key in sequence:
        QTest.keyClick(window.view, key, modifier)


def test_table_has_keyboard_focus_and_accessible_texts(played) -> None:
    view = played.view
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    assert QApplication.focusWidget() is view
    assert view.accessibleName() == "Table"
    # One line, not the whole table: the cursor's column and the stock (issue 22).
    assert view.accessibleDescription() == (
        "Column 1: 0 hidden cards, then king of spades. "
        "Stock: 24 cards, 4 deals left; no sequence removed.")


def test_a_game_fragment_played_by_keys_alone(played, qtbot) -> None:
    window = played
    game = window.game
    announcer = window.accessibility.announcer
    view = window.view
    queen = game.table().columns[6][-1][0]
    start_description = view.accessibleDescription()
    assert start_description == focus_summary(game, 0, "en")

    # Column 7, pick up the queen, place it on the king (the cursor's first target).
    keys(window, Qt.Key.Key_7, Qt.Key.Key_Return, Qt.Key.Key_Return)
    assert game.table().columns[0][-1][0] == queen and game.moves == 1
    assert announcer.last_text == "Queen of spades moved to column 1; jack of spades turned up"
    assert window.statusBar().currentMessage() == announcer.last_text
    # The whole table is not re-read after the move: its description waits for the focus.
    assert view.accessibleDescription() == start_description

    # The jack follows with Space / Space.
    keys(window, Qt.Key.Key_7, Qt.Key.Key_Space, Qt.Key.Key_Space)
    assert game.moves == 2
    assert announcer.last_text.startswith("Jack of spades moved to column 1")

    # Column 1 now holds K Q J: Down twice leaves the jack alone; B finds no column for it.
    before = game.table()
    keys(window, Qt.Key.Key_1, Qt.Key.Key_Down, Qt.Key.Key_Down)
    assert window.presenter.keyboard.state.count == 1
    # A refused place: the 5 of column 2 onto column 3 (a 9) tells the rule.
    keys(window, Qt.Key.Key_2, Qt.Key.Key_Return, Qt.Key.Key_3)
    keys(window, Qt.Key.Key_Return)
    assert announcer.last_text == "A card goes only on a card exactly one rank higher"
    # Shown once: on the table's banner, not again in the status bar.
    assert window.presenter.scene.banner.text == announcer.last_text
    assert window.statusBar().currentMessage() != announcer.last_text
    assert game.table() == before
    keys(window, Qt.Key.Key_Escape)
    assert not window.presenter.keyboard.holding

    # D deals (a window shortcut, not a cursor key), Ctrl+Z takes it back.
    keys(window, Qt.Key.Key_D)
    assert game.deals_left == 3
    assert announcer.last_text == "Cards dealt: ace, ace, 2, 2, 3, 4, 5"
    assert view.accessibleDescription() == start_description
    keys(window, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    assert game.deals_left == 4 and game.moves == 2
    assert announcer.last_text == "Deal undone"
    keys(window, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    assert game.moves == 1
    assert announcer.last_text == "Undone: jack of spades moved to column 7"


def test_plain_n_asks_the_same_question_as_new_game(played) -> None:
    window = played
    keys(window, Qt.Key.Key_7, Qt.Key.Key_Return, Qt.Key.Key_Return)
    game = window.game
    asked: list[str] = []

    def answer_no() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            asked.append(box.objectName())
            box.button(QMessageBox.StandardButton.No).click()

    keys(window, Qt.Key.Key_N)
    dialog = window.current_dialog
    assert dialog is not None and dialog.objectName() == "new_game_dialog"
    QTimer.singleShot(0, answer_no)
    QTest.keyClick(dialog, Qt.Key.Key_Return)  # the next game chosen: now the question
    assert asked == ["confirm_abandon"]
    assert window.game is game  # answered No: the game stays


def test_the_announcer_words_a_removal(played) -> None:
    window = played
    presenter = window.presenter
    for _ in range(7):
        presenter.move(6, 1, 0)
    for _ in range(5):
        presenter.move(5, 1, 0)
    text = window.accessibility.announcer.last_text
    assert text == "Ace of spades moved to column 1; sequence of spades removed; " \
        "4 of spades turned up"


def test_four_colour_deck_draws_blue_diamonds_and_green_clubs(window, qtbot) -> None:
    # Column tops: clubs and diamonds (a deck in suit order, clubs first).
    ranks = "A23456789TJQK"
    deck = [r + s for s in "CDHS" for r in ranks]
    game = Game.from_deck(deck, suits=4)
    window.session.start_game(game)
    tops = [column[-1][0] for column in game.table().columns]
    suits = {game.deck[cid].suit.name for cid in tops}
    assert {"DIAMONDS", "CLUBS"} <= suits

    def count(colour: QColor) -> int:
        image = window.view.grab().toImage()
        layout = window.presenter.scene.layout
        total = 0
        for cid in tops:
            inset = layout.card_width * 0.1  # inside the rounded corners: no felt
            face = layout.card_rect(cid).adjusted(inset, inset, -inset, -inset)
            rect = face.toRect().intersected(QRect(0, 0, image.width(), image.height()))
            for y in range(rect.top(), rect.bottom(), 2):
                for x in range(rect.left(), rect.right(), 2):
                    pixel = image.pixelColor(x, y)
                    if abs(pixel.red() - colour.red()) + abs(pixel.green() - colour.green()) \
                            + abs(pixel.blue() - colour.blue()) < 30:
                        total += 1
        return total

    from spiderette_qt.table.card_art.palette import BLUE, GREEN

    assert count(BLUE) == 0 and count(GREEN) == 0
    action(window, "action_four_colour").trigger()
    assert window.settings.four_colour is True
    assert count(BLUE) > 20 and count(GREEN) > 20
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    window.view.grab().save(str(SCREENSHOTS / "four_colour.png"))


def test_options_are_stored_and_applied_at_start(qtbot, settings_path) -> None:
    from PySide6.QtCore import QSettings

    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.four_colour = True
    settings.larger_cards = True

    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert action(window, "action_four_colour").isChecked()
    assert action(window, "action_larger_cards").isChecked()
    assert window.presenter.painter._four_colour is True
    assert window.presenter.larger_cards is True
    action(window, "action_larger_cards").trigger()
    assert settings.larger_cards is False and window.presenter.larger_cards is False
    menu_actions = window.menu_settings.actions()
    assert action(window, "action_four_colour") in menu_actions
    assert action(window, "action_larger_cards") in menu_actions


def test_keyboard_help_lists_the_table_keys(window) -> None:
    window.show_shortcuts()
    dialog = window.current_dialog
    rows = dict(dialog.rows())
    assert rows["Deal"] == "D"
    assert "Enter or Space" in rows.values()
    assert "B" in rows.values() and "N" in rows.values()
    assert "Left / Right, 1–7" in rows.values()  # the columns of the game on the table
    assert "F10" in rows.values()
    dialog.reject()


def test_screenshots_of_keyboard_play(played) -> None:
    """Not an assertion of looks: saves PNGs of the steps for a person to look at."""
    window = played
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    steps = [
        ("1_select_column_7", [Qt.Key.Key_7]),
        ("2_picked_up", [Qt.Key.Key_Return]),
        ("3_target_column_3", [Qt.Key.Key_3]),
        ("4_refused", [Qt.Key.Key_Return]),
        ("5_target_king", [Qt.Key.Key_1]),
        ("6_placed", [Qt.Key.Key_Return]),
        ("7_run_of_two_minus_one", [Qt.Key.Key_Down]),
    ]
    for name, sequence in steps:
        keys(window, *sequence)
        image = window.view.grab()
        assert not image.isNull()
        image.save(str(SCREENSHOTS / f"{name}.png"))
    assert window.game.moves == 1


@pytest.mark.parametrize("opener", ["ask_new_game", "ask_game_code", "show_rules",
                                    "show_shortcuts", "show_about", "show_statistics"])
def test_every_dialog_works_by_keyboard_alone(window, qtbot, opener: str) -> None:
    """Focus starts inside the dialog, Tab reaches every button, Esc closes it."""
    from PySide6.QtWidgets import QAbstractButton

    owner = window.choices if opener.startswith("ask_") else window
    getattr(owner, opener)()
    dialog = window.current_dialog
    assert dialog is not None
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog)
    start = QApplication.focusWidget()
    assert start is not None and dialog.isAncestorOf(start), opener
    reached = set()
    for _ in range(30):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    buttons = [b for b in dialog.findChildren(QAbstractButton)
               if b.isVisible() and b.isEnabled() and b.focusPolicy() & Qt.FocusPolicy.TabFocus]
    assert buttons, opener
    assert all(button in reached for button in buttons), (
        opener, [b.text() for b in buttons if b not in reached])
    with qtbot.waitSignal(dialog.finished):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Escape)


def test_cursor_steps_use_the_name_and_results_the_announcement(played) -> None:
    window = played
    announcer = window.accessibility.announcer
    shown: list[str] = []
    announcer.announced.connect(shown.append)
    sent = announcer.events_sent
    keys(window, Qt.Key.Key_7)  # a cursor step: the name only, no announcement
    assert announcer.events_sent == sent
    assert shown == []
    assert window.view.accessibleName() == \
        "Table, Column 7: 6 hidden cards, then queen of spades; 1 card selected"
    keys(window, Qt.Key.Key_B)  # an action: announced and shown
    assert shown == ["Queen of spades moved to column 1; jack of spades turned up"]
    assert announcer.events_sent == sent + 1
    # Without the second channel (a screen reader that hears announcements) the name
    # stays what the last cursor step made it: nothing is said twice.
    assert window.view.accessibleName().startswith("Table, Column 7")


def test_the_second_channel_puts_results_in_the_name(played) -> None:
    window = played
    announcer = window.accessibility.announcer
    announcer.second_channel = True  # as for Orca 43, which ignores announcements
    keys(window, Qt.Key.Key_7, Qt.Key.Key_Return)
    assert window.view.accessibleName() == \
        "Picked up queen of spades. Target: column 1, on king of spades; fits"
    keys(window, Qt.Key.Key_Return)
    assert window.view.accessibleName() == \
        "Queen of spades moved to column 1; jack of spades turned up"
    # The same refusal twice must be heard twice: the name still changes.
    keys(window, Qt.Key.Key_2, Qt.Key.Key_Return, Qt.Key.Key_3, Qt.Key.Key_Return)
    first = window.view.accessibleName()
    assert first.strip() == "A card goes only on a card exactly one rank higher"
    keys(window, Qt.Key.Key_Return)
    assert window.view.accessibleName() != first
    assert window.view.accessibleName().strip() == first.strip()


def test_the_description_is_refreshed_when_the_focus_comes_back(played, qtbot) -> None:
    window = played
    view = window.view
    before = view.accessibleDescription()
    keys(window, Qt.Key.Key_D)
    assert view.accessibleDescription() == before
    view.clearFocus()
    view.setFocus()
    assert view.accessibleDescription() == focus_summary(window.game, 0, "en") != before
    assert len(view.accessibleDescription().split()) < 25  # never the whole table again


def test_describe_the_table_is_spoken_with_the_figures(played) -> None:
    window = played
    announcer = window.accessibility.announcer
    keys(window, Qt.Key.Key_7, Qt.Key.Key_Return, Qt.Key.Key_Return)
    action(window, "action_describe").trigger()
    assert announcer.last_text == (
        "Score 499, 1 move. " + describe(window.game, "en"))
    # The deals left and the sequences are said once (the table's first sentence).
    assert announcer.last_text.count("deals left") == 1
    assert announcer.last_text.count("sequence") == 1


def test_f10_opens_the_menus(played, qtbot) -> None:
    window = played
    keys(window, Qt.Key.Key_F10)
    qtbot.waitUntil(lambda: window.menu_game.isVisible())
    assert window.menuBar().activeAction() is window.menu_game.menuAction()
    QTest.keyClick(window.menu_game, Qt.Key.Key_Escape)


def test_undo_and_redo_with_nothing_to_do_say_so(played) -> None:
    window = played
    announcer = window.accessibility.announcer
    assert not action(window, "action_undo").isEnabled()
    keys(window, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    assert announcer.last_text == "Nothing to undo"
    keys(window, Qt.Key.Key_Y, modifier=Qt.KeyboardModifier.ControlModifier)
    assert announcer.last_text == "Nothing to redo"
    keys(window, Qt.Key.Key_D)
    keys(window, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    assert announcer.last_text == "Deal undone"  # an enabled Undo still undoes
    keys(window, Qt.Key.Key_Z, modifier=Qt.KeyboardModifier.ControlModifier)
    assert announcer.last_text == "Nothing to undo" and window.game.deals_left == 4


def test_focus_back_with_the_cursor_shown_names_the_column_once(played) -> None:
    window = played
    view = window.view
    keys(window, Qt.Key.Key_3)
    view.clearFocus()
    view.setFocus()
    assert view.accessibleName() == \
        "Table, Column 3: 2 hidden cards, then 9 of spades; 1 card selected"
    assert view.accessibleDescription() == \
        "Stock: 24 cards, 4 deals left; no sequence removed."
