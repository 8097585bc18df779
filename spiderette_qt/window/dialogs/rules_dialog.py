"""The rules page of the game being played (from i18n) in a scrollable text browser.

For screen readers: the browser is named after the page's title and told what it holds, and
it takes the keyboard focus with a caret (read-only), so the page can be read line by line
with the arrow keys or by a screen reader's "say all", rather than as one long label.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from spiderette_qt.i18n import rules_html
from spiderette_qt.i18n.rules_pages import DEFAULT_GAME, rules_title


class RulesDialog(QDialog):
    def __init__(self, language: str = "", parent: QWidget | None = None,
                 game: str = DEFAULT_GAME) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        title = rules_title(language, game)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rules_browser")
        self.browser.setOpenExternalLinks(True)
        self.browser.document().setDocumentMargin(16)
        self.browser.document().setDefaultStyleSheet(
            "h1 { font-size: 150%; } h2 { font-size: 120%; margin-top: 14px; }"
            " p, li { line-height: 130%; }"
        )
        # rules_html falls back to English, then to a one-line notice: it always has a page.
        self.browser.setHtml(rules_html(language, game))
        self.browser.setAccessibleName(title)
        self.browser.setTextInteractionFlags(
            Qt.TextInteractionFlag.TextBrowserInteraction
            | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for button in buttons.buttons():
            button.setMinimumHeight(40)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.browser.setFocus()
        self.resize(640, 600)
