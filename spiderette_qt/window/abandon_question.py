"""The "leave this game?" question asked before a game in progress is replaced."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget


def ask_to_abandon(parent: QWidget) -> tuple[bool, bool]:
    """Ask, modally, whether the game in progress may be lost: (accepted, never ask again).

    Blocking on purpose: the caller must know the answer before it replaces the game, and
    the box is small and keyboard-driven (Enter = Yes). The texts keep the MainWindow
    translation context they had inside main_window.py; the translate() calls are literal so
    that lupdate finds them.
    """
    translate = QCoreApplication.translate
    box = QMessageBox(parent)
    box.setObjectName("confirm_abandon")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("MainWindow", "Leave This Game?"))
    box.setText(
        translate("MainWindow", "The game in progress will be lost. Start another game?")
    )
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    dont_ask = QCheckBox(translate("MainWindow", "Don't ask again"), box)
    # It can be undone (issue 13: it used to be for ever); say where.
    dont_ask.setToolTip(translate(
        "MainWindow", "Settings > Ask Before Leaving a Game turns this question back on."))
    box.setCheckBox(dont_ask)
    answer = box.exec()
    answer = int(getattr(answer, "value", answer))
    accepted = answer == QMessageBox.StandardButton.Yes.value
    return accepted, accepted and dont_ask.isChecked()
