"""About: what this program is, its version, its license and the Qt it runs on.

Its Licences button opens the third-party notices and licence texts (licenses_dialog.py).
"""

from __future__ import annotations

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

import spiderette_qt
from spiderette_qt.platform.resources import resource_path


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.setWindowTitle(self.tr("About Spiderette"))
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        icon_path = resource_path("icons", "spiderette.svg")
        if icon_path.is_file():
            icon_label = QLabel(self)
            icon_label.setPixmap(QIcon(str(icon_path)).pixmap(96, 96))
            icon_label.setAlignment(Qt.AlignmentFlag.AlignTop)
            top.addWidget(icon_label)
        self.text = QLabel(self)
        self.text.setObjectName("about_text")
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setWordWrap(True)
        self.text.setOpenExternalLinks(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.text.setText(self._html())
        top.addWidget(self.text, 1)
        layout.addLayout(top)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.licenses_button = buttons.addButton(
            self.tr("&Licenses…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.licenses_button.setObjectName("licenses_button")
        self.licenses_button.clicked.connect(self.show_licenses)
        for button in buttons.buttons():
            button.setMinimumHeight(40)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def show_licenses(self) -> None:
        """The third-party notices and licence texts (what the bundle carries)."""
        from spiderette_qt.window.chrome.fit import fit_dialog
        from spiderette_qt.window.dialogs.licenses_dialog import LicensesDialog

        dialog = LicensesDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        fit_dialog(dialog)  # 760 wide: more than an 800 px screen leaves with its borders
        dialog.open()

    def _html(self) -> str:
        lines = [
            f"<h2>Spiderette {spiderette_qt.__version__}</h2>",
            "<p>" + self.tr("Spider solitaire: Spiderette with one deck, Spider and Relaxed "
                            "Spider with two, each in 1, 2 and 4 suits.") + "</p>",
            "<p>" + self.tr("License: %1").replace("%1", "GPL-3.0-or-later") + "<br>"
            + self.tr("This program comes with no warranty.") + "</p>",
            "<p>" + self.tr("Qt %1, PySide6 %2")
            .replace("%1", qVersion()).replace("%2", PySide6.__version__) + "</p>",
        ]
        return "".join(lines)
