"""The rules page (from i18n) in a scrollable text browser."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from spiderette_qt.i18n import rules_html


class RulesDialog(QDialog):
    def __init__(self, language: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        self.setWindowTitle(self.tr("Rules of Spiderette"))
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
        self.browser.setHtml(rules_html(language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for button in buttons.buttons():
            button.setMinimumHeight(40)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 600)
