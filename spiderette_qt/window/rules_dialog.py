"""The rules page (from i18n) in a scrollable text browser."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

_FALLBACK = """
<h1>Spiderette</h1>
<p>One deck, seven columns of 1 to 7 cards, the last card of each face up; 24 cards stay in
the stock.</p>
<h2>Goal</h2>
<p>Build four sequences from king down to ace in one suit; each complete sequence leaves
the table. The game is won when all four are gone.</p>
<h2>Moves</h2>
<ul>
<li>A face-up card goes on a card exactly one rank higher, whatever its suit.</li>
<li>Several cards move together only if they descend one by one and are all of one suit.</li>
<li>An empty column takes any card or movable run.</li>
<li>Nothing goes on an ace.</li>
</ul>
<h2>Dealing</h2>
<p>A deal puts one card on each column (the last deal: columns 1 to 3). No column may be
empty when you deal.</p>
<h2>Score</h2>
<p>Start at 500; each move or deal costs 1, each removed sequence gives 100.</p>
"""


def rules_page(language: str = "") -> str:
    """The rules as HTML in `language` (English when i18n has no page for it)."""
    try:
        from spiderette_qt.i18n import rules_html
    except ImportError:
        return _FALLBACK
    try:
        return rules_html(language) if language else rules_html()
    except Exception:  # noqa: BLE001 - a missing page must not stop the dialog opening
        return _FALLBACK


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
        self.browser.setHtml(rules_page(language))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for button in buttons.buttons():
            button.setMinimumHeight(40)
        buttons.rejected.connect(self.reject)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(640, 600)
