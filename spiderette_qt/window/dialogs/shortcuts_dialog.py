"""A table of the keyboard shortcuts, read from the window's actions (so it never drifts)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


def action_label(action: QAction) -> str:
    """The menu text without the mnemonic '&' and the trailing ellipsis."""
    text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    return text.rstrip("…").rstrip(".").strip()


def shortcut_rows(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """(what it does, keys) for every action that has a shortcut, in the given order.

    Only the primary shortcut is listed: the platform's alternatives for a standard key
    include keyboard media keys ("New", "Help") that would only confuse the table. An action
    marked "list_all_keys" (Redo, whose two keys the rules page names) lists them all.
    """
    rows = []
    native = QKeySequence.SequenceFormat.NativeText
    for action in actions:
        keys = action.shortcut().toString(native)
        if action.property("list_all_keys"):  # e.g. Redo: Ctrl+Y and Ctrl+Shift+Z alike
            # ...but not the platform's media key ("Redo" on X11), which has no modifier.
            keys = ", ".join(key.toString(native) for key in action.shortcuts()
                             if key.count() and key[0].keyboardModifiers()  # type: ignore[index]
                             != Qt.KeyboardModifier.NoModifier) or keys
        if keys:
            rows.append((action_label(action), keys))
    return rows


class ShortcutsDialog(QDialog):
    def __init__(
        self,
        actions: Iterable[QAction],
        extra: Iterable[tuple[str, str]] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("shortcuts_dialog")
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        rows = shortcut_rows(actions) + list(extra)
        self.table = QTableWidget(len(rows), 2, self)
        self.table.setObjectName("shortcuts_table")
        self.table.setHorizontalHeaderLabels([self.tr("Action"), self.tr("Keys")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setAlternatingRowColors(True)
        # Tab leaves the table for the Close button (keyboard-only use); arrows move in it.
        self.table.setTabKeyNavigation(False)
        for row, (label, keys) in enumerate(rows):
            self.table.setItem(row, 0, QTableWidgetItem(label))
            self.table.setItem(row, 1, QTableWidgetItem(keys))
        if rows:
            # The focused row selected from the start: Orca 48 read the first cell as
            # "New Game. not selected Ctrl+N. not selected" (Debian 13).
            self.table.selectRow(0)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.table.verticalHeader().setMinimumSectionSize(30)
        self.table.resizeRowsToContents()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        for button in buttons.buttons():
            button.setMinimumHeight(40)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        if close is not None:
            close.setDefault(True)  # Enter closes, as Esc does
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(480, min(640, 100 + 32 * (len(rows) + 1)))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # Row heights depend on the final column widths, known only once shown.
        self.table.resizeRowsToContents()

    def rows(self) -> list[tuple[str, str]]:
        result = []
        for row in range(self.table.rowCount()):
            label, keys = self.table.item(row, 0), self.table.item(row, 1)
            if label is not None and keys is not None:
                result.append((label.text(), keys.text()))
        return result
