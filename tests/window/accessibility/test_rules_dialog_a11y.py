"""The rules dialog shows the page of the game asked for and reads well by keyboard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from spiderette_qt.engine import VARIANTS
from spiderette_qt.i18n import rules_html
from spiderette_qt.i18n.rules_pages import rules_title
from spiderette_qt.window.dialogs.rules_dialog import RulesDialog


@pytest.mark.parametrize("game", list(VARIANTS))
def test_the_dialog_shows_the_games_page_named_by_its_title(qtbot, game) -> None:
    dialog = RulesDialog("en", None, game=game)
    qtbot.addWidget(dialog)
    title = rules_title("en", game)
    assert VARIANTS[game].name in title
    assert dialog.windowTitle() == title
    assert dialog.browser.accessibleName() == title
    from PySide6.QtGui import QTextDocument

    expected = QTextDocument()
    expected.setHtml(rules_html("en", game))
    assert dialog.browser.toPlainText() == expected.toPlainText()


def test_the_page_is_read_with_a_caret(qtbot) -> None:
    dialog = RulesDialog("sv", None, game="spider")
    qtbot.addWidget(dialog)
    flags = dialog.browser.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.TextSelectableByKeyboard
    assert flags & Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    assert dialog.windowTitle() == "Så spelar du Spider"
