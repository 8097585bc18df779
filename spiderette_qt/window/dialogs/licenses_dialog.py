"""Help > About > Licences: the third-party notices and the licence texts the bundle carries.

The texts live in resources/licenses/ (bundled with the other resources); in a bundle,
NOTICES.txt there lists what the bundle holds (written by packaging/notices.py at build time)
and comes first. From a source tree the same licence texts are shown without that list.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from spiderette_qt.platform.resources import resource_path

NOTICES = "NOTICES.txt"


def licence_files(folder: Path | None = None) -> list[Path]:
    """NOTICES.txt first (when present), then every licence text by name."""
    folder = folder if folder is not None else resource_path("licenses")
    try:
        texts = sorted(p for p in folder.glob("*.txt") if p.name != NOTICES)
    except OSError:
        return []
    notices = folder / NOTICES
    return ([notices] if notices.is_file() else []) + texts


class LicensesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("licenses_dialog")
        self.setWindowTitle(self.tr("Licenses"))
        self._files = licence_files(folder)
        self.list = QListWidget(self)
        self.list.setObjectName("licence_list")
        self.text = QPlainTextEdit(self)
        self.text.setObjectName("licence_text")
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)  # keep the texts' layout
        fixed: QFont = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        self.text.setFont(fixed)
        for path in self._files:
            self.list.addItem(self.tr("Third-party notices") if path.name == NOTICES else path.stem)
        self.list.setMaximumWidth(200)
        self.list.currentRowChanged.connect(self._show)
        row = QHBoxLayout()
        row.addWidget(self.list)
        row.addWidget(self.text, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(760, 520)
        if self._files:
            self.list.setCurrentRow(0)
        else:
            self.text.setPlainText(self.tr("The license texts are missing from this installation."))

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self._files):
            return
        try:
            text = self._files[row].read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            text = self.tr("Cannot read %1: %2").replace("%1", self._files[row].name).replace(
                "%2", exc.strerror or str(exc)
            )
        self.text.setPlainText(text)
