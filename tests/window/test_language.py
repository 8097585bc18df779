"""Settings > Language: the running window re-translates at once, and Describe the Table."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMenu

from spiderette_qt.engine.errors import Reason
from spiderette_qt.i18n import current_language, describe, reason_text
from spiderette_qt.i18n.describe import focus_summary
from spiderette_qt.i18n.translator import install_language

GAME_MENU = {"en": "&Game", "sv": "&Spel", "de": "&Spiel", "tr": "&Oyun", "da": "&Spil"}


@pytest.fixture(autouse=True)
def back_to_english():
    """Translators are global to the application: leave English behind for other tests."""
    yield
    install_language("en")


def choose(window, code: str) -> None:
    action = window.language_menu.language_actions[code]
    action.trigger()
    QGuiApplication.processEvents()


def test_language_menu_lists_system_default_and_five_languages(window) -> None:
    texts = [a.text() for a in window.language_menu.actions() if not a.isSeparator()]
    assert texts == ["&System Default", "English", "Svenska", "Deutsch", "Türkçe", "Dansk"]
    assert window.language_menu.menuAction() in window.menu_settings.actions()
    assert window.language_menu.language_actions[""].isChecked()


def test_switching_to_german_and_back_retranslates_the_window(window, settings) -> None:
    a = window.window_actions
    choose(window, "de")
    assert window.menu_game.title() == "&Spiel"
    assert window.menu_edit.title() == "&Bearbeiten"
    assert a.new_game.text() == "&Neues Spiel…"
    assert a.undo.iconText() == "Rückgängig"
    assert "Austeilungen übrig:" in window.status_panel.deals_label.text()
    assert window.status_panel.copy_button.text() == "Kopieren"
    assert window.windowTitle() == "Spiderette — Leicht"
    assert window.language_menu.title() == "&Sprache"
    assert window.language_menu.language_actions[""].text() == "&Systemstandard"
    assert settings.language == "de"
    assert current_language() == "de"
    assert reason_text(Reason.ONTO_ACE) == "Auf ein Ass kann keine Karte gelegt werden"

    choose(window, "en")
    assert window.menu_game.title() == "&Game"
    assert a.new_game.text() == "&New Game…"
    assert a.undo.iconText() == "Undo"
    assert "Deals left:" in window.status_panel.deals_label.text()
    assert window.windowTitle() == "Spiderette — Easy"
    assert settings.language == "en"
    assert reason_text(Reason.ONTO_ACE) == "Nothing can be put on an ace"


@pytest.mark.parametrize("code", ["sv", "de", "tr", "da"])
def test_every_language_translates_the_game_menu(window, code: str) -> None:
    choose(window, code)
    assert window.menu_game.title() == GAME_MENU[code]
    assert window.language_menu.language_actions[code].isChecked()


def test_system_default_is_stored_as_empty(window, settings, monkeypatch) -> None:
    from spiderette_qt.i18n import translator

    monkeypatch.setattr(translator, "system_language", lambda: "tr")
    choose(window, "de")
    choose(window, "")
    assert settings.language == ""
    assert window.menu_game.title() == "&Oyun"


def _accelerator(text: str) -> str | None:
    match = re.search(r"&([^&])", text)
    return match.group(1).lower() if match else None


def _menus(window) -> list[QMenu]:
    return [window.menuBar(), *window.findChildren(QMenu)]


@pytest.mark.parametrize("code", ["en", "sv", "de", "tr", "da"])
def test_accelerators_are_unique_within_each_menu(window, code: str) -> None:
    choose(window, code)
    for menu in _menus(window):
        letters = [
            _accelerator(action.text())
            for action in menu.actions()
            if not action.isSeparator() and action.isVisible()
        ]
        letters = [letter for letter in letters if letter]
        assert len(letters) == len(set(letters)), (code, menu.objectName(), letters)


def test_describe_the_table_copies_and_shows_the_description(window) -> None:
    choose(window, "sv")
    window.window_actions.describe.trigger()
    expected = describe(window.game, "sv")
    assert expected.startswith("Talong: 24 kort")
    assert QGuiApplication.clipboard().text() == expected
    assert expected in window.message_bar.messages()  # in full, not cut in the status bar
    assert window.window_actions.describe.text() == "&Beskriv bordet"


def test_view_description_follows_the_focus_and_language(window) -> None:
    view = window.view
    before = focus_summary(window.game, 0, "en")
    assert view.accessibleDescription() == before
    window.presenter.deal()
    QGuiApplication.processEvents()
    after_deal = describe(window.game, "en")
    assert "3 deals left" in after_deal
    # Not after every action (a screen reader would re-read the whole table, issue 14);
    # the language change below, or the focus coming to the table, refreshes it.
    assert view.accessibleDescription() == before
    choose(window, "de")
    assert view.accessibleDescription() == focus_summary(window.game, 0, "de")
    assert "noch 3 Austeilungen" in view.accessibleDescription()


def test_game_code_problems_follow_the_language(window) -> None:
    from spiderette_qt.window.dialogs.code_dialog import code_problem

    english = code_problem("SD3-S1-AAAAAAA")
    assert english is not None and english.startswith("The first part must be SD1")
    choose(window, "de")
    german = code_problem("sd3-s1-aaaaaaa")
    assert german is not None
    assert german.startswith("Der erste Teil muss SD1, SD2 oder SD4 sein")
    assert "„\u2068SD3\u2069“" in german and "SD1-S1-AAAAABD" in german
    assert code_problem("SD1-S1-AAAAABD") is None
    window.choices.play_code("SD1-S7-AAAAAAA")
    assert window.statusBar().currentMessage().startswith("Mischversion 7 ist unbekannt")


def test_keyboard_help_and_table_name_follow_the_language(window) -> None:
    from spiderette_qt.window.accessibility.window_access import keyboard_rows

    assert keyboard_rows(7)[0] == ("Choose a column", "Left / Right, 1–7")
    choose(window, "tr")
    assert keyboard_rows(7)[0] == ("Bir sütun seç", "Sol / Sağ, 1–7")
    assert keyboard_rows(10)[0] == ("Bir sütun seç", "Sol / Sağ, 1–9, 10. sütun için 0")
    assert window.view.accessibleName() == "Oyun masası"
    assert window.accessibility.larger_cards.text() == "Daha &Büyük Kartlar"
    choose(window, "en")
    assert window.view.accessibleName() == "Table"


def test_a_language_change_keeps_the_focused_column_in_the_name_and_drops_old_banners(
    window, qtbot
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    QTest.keyClick(window.view, Qt.Key.Key_7)  # the cursor on column 7: the name says so
    assert window.view.accessibleName().startswith("Table, Column 7:")
    window.presenter.scene.show_message("An English rule")
    assert window.presenter.scene.banner.isVisible()

    choose(window, "de")

    assert window.view.accessibleName().startswith("Tisch, Spalte 7:")
    assert not window.presenter.scene.banner.isVisible()
