"""New game: the three difficulties as big buttons, each with a line saying what it means."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

SUIT_COUNTS: tuple[int, ...] = (1, 2, 4)


class NewGameDialog(QDialog):
    """Pick Easy / Medium / Hard; a click on a difficulty starts it (one click, touch-friendly).

    The last choice is preselected (has focus and is the default button), so Enter repeats it.
    """

    def __init__(self, suits: int = 1, parent: QWidget | None = None,
                 winnable: bool | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New Game"))
        self._chosen = suits if suits in SUIT_COUNTS else 1
        layout = QVBoxLayout(self)
        layout.setSpacing(8)
        heading = QLabel(self.tr("Choose the difficulty of the new game:"), self)
        layout.addWidget(heading)
        texts = {
            1: (self.tr("Easy: 1 suit"), self.tr("One suit, the best start")),
            2: (self.tr("Medium: 2 suits"), self.tr("Spades and hearts")),
            4: (self.tr("Hard: 4 suits"), self.tr("All four suits")),
        }
        self.buttons: dict[int, QCommandLinkButton] = {}
        for count in SUIT_COUNTS:
            title, line = texts[count]
            button = QCommandLinkButton(title, line, self)
            button.setObjectName(f"difficulty_{count}")
            button.setMinimumHeight(56)
            button.setCheckable(True)
            button.setChecked(count == self._chosen)
            button.clicked.connect(lambda _checked=False, c=count: self.choose(c))
            layout.addWidget(button)
            self.buttons[count] = button
        # The solver's "winnable deals only" (SPEC §6); None: the player uses no solver option.
        self.winnable_box: QCheckBox | None = None
        if winnable is not None:
            self.winnable_box = QCheckBox(self.tr("Winnable deals only"), self)
            self.winnable_box.setObjectName("winnable_only")
            self.winnable_box.setChecked(winnable)
            layout.addWidget(self.winnable_box)
        self.button_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        for box_button in self.button_box.buttons():
            box_button.setMinimumHeight(40)
        self.button_box.rejected.connect(self.reject)
        layout.addWidget(self.button_box)
        preselected = self.buttons[self._chosen]
        preselected.setDefault(True)
        preselected.setFocus()
        self.setMinimumWidth(380)

    def choose(self, suits: int) -> None:
        """Take `suits` as the choice and close the dialog with Accepted."""
        self._chosen = suits
        for count, button in self.buttons.items():
            button.setChecked(count == suits)
        self.accept()

    def chosen_suits(self) -> int:
        return self._chosen

    def winnable_only(self) -> bool | None:
        return None if self.winnable_box is None else self.winnable_box.isChecked()
