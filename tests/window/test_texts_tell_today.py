"""The texts describe the app as it is today (issue 21 §4): the rules pages said "there are no
hints and no solver", that refusals show in the status bar, that Describe gives the score and
moves, named one Redo key while the shortcuts list named another, and missed H; About said
"one-deck Spider". Each key the rules page names is checked against the window's actions."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from spiderette_qt.engine import VARIANTS
from spiderette_qt.i18n import rules_html

LANGUAGES = ("en", "sv", "de", "tr", "da")
#: Sentences of the old pages that are no longer true, by language.
OLD = {
    "en": ("no hints and no solver", "status bar says", "(score, moves"),
    "sv": ("inga tips och ingen lösare", "statusraden", "(poäng, drag"),
    "de": ("keine Tipps und keinen Löser", "Statusleiste", "(Punkte, Züge"),
    "tr": ("İpucu ve çözücü yoktur", "durum çubuğu", "(puan, hamleler"),
    "da": ("ingen tip og ingen løser", "statuslinjen", "(point, træk"),
}
REDO = {"en": "Shift+Z", "sv": "Skift+Z", "de": "Umschalt+Z", "tr": "Shift+Z", "da": "Skift+Z"}


def _keyboard_section(html: str) -> str:
    sections = re.split(r"<h2>", html)
    return next(s for s in sections if "<b>Esc</b>" in s and "<b>D</b>" in s)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game", list(VARIANTS))
def test_the_rules_page_tells_todays_app(language, game) -> None:
    html = rules_html(language, game)
    for sentence in OLD[language]:
        assert sentence.lower() not in html.lower(), (language, game, sentence)
    keys = _keyboard_section(html)
    assert "<b>H</b>" in keys  # the hint
    assert "<b>F11</b>" in keys  # full screen
    assert "+Y</b>" in keys and REDO[language] + "</b>" in keys  # both Redo keys
    assert any(word in html for word in ("Solver", "Lösare", "Löser", "Løser", "Çözücü"))


def test_every_key_the_english_page_names_is_a_key_of_the_window(window) -> None:
    """The keys of the English page's keyboard section, against the actions that hold them
    (and the table's own keys, handled by table/keyboard.py)."""
    window.solver.actions.hints.setChecked(True)
    keys = _keyboard_section(rules_html("en", "spiderette"))
    named = set(re.findall(r"<b>([^<]+)</b>", keys))
    table_keys = {"Up", "Down", "Enter", "Space", "Esc", "B", "Left, Right or 1–7"}
    actions = [*window.window_actions.all(), *window.accessibility.actions(),
               *window.solver.actions.all(), window.accessibility.open_menus]
    bound = {key.toString() for action in actions for key in action.shortcuts()}
    for key in named - table_keys:
        assert QKeySequence(key).toString() in bound, key
    assert named & table_keys == table_keys


def test_the_shortcuts_list_names_both_redo_keys_as_the_rules_page_does(window) -> None:
    redo = window.window_actions.redo
    # As X11 gives them: the media key "Redo" among the platform's own (seen under xcb).
    redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence(Qt.Key.Key_Redo),
                       QKeySequence("Ctrl+Y")])
    window.show_shortcuts()
    dialog = window.current_dialog
    rows = dict(dialog.rows())
    assert rows["Redo"] == "Ctrl+Shift+Z, Ctrl+Y"
    assert rows["Undo"] == "Ctrl+Z"  # one key, as before
    dialog.close()


def test_about_names_the_three_games(window) -> None:
    window.show_about()
    text = window.current_dialog.text.text()
    assert "One-deck" not in text and "one-deck" not in text
    assert "Spiderette" in text and "Relaxed Spider" in text
    window.current_dialog.close()
