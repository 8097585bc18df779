"""New game: which game of the family, then the difficulty as big buttons.

The game is a radio choice (the engine's VARIANTS, in their order: six games), the
difficulties are beside it, not under it, so all of it reads at a glance at 1024x600; a click
on a difficulty starts the chosen game at once (one click, touch-friendly). A game shows only
the suit counts it is played in (3 suits: Spider and Relaxed Spider). Both last choices are
preselected. The difficulty buttons are plain push buttons, not checkable ones: a screen
reader said "check box, checked" for them; their second line is their accessible description.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPalette, QPixmap, QPolygonF
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QCommandLinkButton,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from spiderette_qt.engine import VARIANTS
from spiderette_qt.engine.cards import SUIT_COUNTS
from spiderette_qt.settings.game_choice import fitting_suits
from spiderette_qt.window.game_names import game_line, game_name

__all__ = ["NewGameDialog", "game_line", "game_name"]


def arrow_icon(colour: QColor) -> QIcon:
    """A right-pointing arrow in `colour`, at 1x and 2x, for the difficulty buttons."""
    icon = QIcon()
    size = 20  # pixels, the style's arrow's size
    for scale in (1, 2):
        pixmap = QPixmap(size * scale, size * scale)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        middle = size / 2
        painter.drawPolygon(QPolygonF([QPointF(6, 3), QPointF(16, middle), QPointF(6, 17)]))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


class NewGameDialog(QDialog):
    """Pick the game, then Easy / Medium / Hard; a click on a difficulty starts it.

    The last choices are preselected (the difficulty has focus and is the default button),
    so Enter repeats the last game.
    """

    def __init__(self, suits: int = 1, variant: str = "spiderette",
                 parent: QWidget | None = None, winnable: bool | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.setWindowTitle(self.tr("New Game"))
        self._variant = variant if variant in VARIANTS else next(iter(VARIANTS))
        self._chosen = suits if suits in SUIT_COUNTS else SUIT_COUNTS[0]
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        columns.setSpacing(columns.spacing() * 3)  # the games apart from the difficulties
        outer.addLayout(columns)

        games = QGroupBox(self.tr("Game"), self)
        games.setObjectName("game_choice")
        games_layout = QVBoxLayout(games)
        games_layout.setSpacing(0)
        self.game_group = QButtonGroup(self)
        self.games: dict[str, QRadioButton] = {}
        for key in VARIANTS:
            radio = QRadioButton(game_name(key), games)
            radio.setObjectName(f"game_{key}")
            radio.setMinimumHeight(30)
            radio.setAccessibleDescription(game_line(key))
            radio.setChecked(key == self._variant)
            radio.toggled.connect(lambda on, k=key: self._game_toggled(k, on))
            line = QLabel(game_line(key), games)
            line.setIndent(24)  # under the radio's text, not its circle
            # One line each, the dialog as wide as the longest: a wrapped line was cut off
            # at its second line in the group box (six games in a column).
            line.setWordWrap(False)
            line.setContentsMargins(0, 0, 0, 6)
            # A visual second line only (the radio carries it as its description): a screen
            # reader need not stop on it. Full contrast, not the greyed "disabled" look.
            line.setAccessibleName("")
            line.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            games_layout.addWidget(radio)
            games_layout.addWidget(line)
            self.game_group.addButton(radio)
            self.games[key] = radio
        games_layout.addStretch(1)
        columns.addWidget(games, 1)

        right = QVBoxLayout()
        columns.addLayout(right, 1)
        heading = QLabel(self.tr("Choose the difficulty of the new game:"), self)
        heading.setWordWrap(True)
        right.addWidget(heading)
        # Easiest first, as the engine lists its suit counts (1, 2, 3, 4).
        texts = dict(zip(SUIT_COUNTS, (
            (self.tr("Easy: 1 suit"), self.tr("One suit, the best start")),
            (self.tr("Medium: 2 suits"), self.tr("Spades and hearts")),
            (self.tr("Medium-hard: 3 suits"), self.tr("Clubs, hearts, spades")),
            (self.tr("Hard: 4 suits"), self.tr("All four suits")),
        ), strict=True))
        self.buttons: dict[int, QCommandLinkButton] = {}
        # The style's arrow is a black picture, whatever the theme: draw ours in the text
        # colour of the palette in use (the dark theme, switched at run time too).
        arrow = arrow_icon(self.palette().color(QPalette.ColorRole.ButtonText))
        for count in SUIT_COUNTS:
            title, line_text = texts[count]
            button = QCommandLinkButton(title, line_text, self)
            button.setObjectName(f"difficulty_{count}")
            button.setMinimumHeight(56)
            button.setIcon(arrow)
            button.setAccessibleName(title)
            button.setAccessibleDescription(line_text)
            button.clicked.connect(lambda _checked=False, c=count: self.choose(c))
            right.addWidget(button)
            self.buttons[count] = button
        # The solver's "winnable deals only" (docs/RULES.md §12); None: the player uses no
        # solver option.
        self.winnable_box: QCheckBox | None = None
        if winnable is not None:
            self.winnable_box = QCheckBox(self.tr("Winnable deals only"), self)
            self.winnable_box.setObjectName("winnable_only")
            self.winnable_box.setChecked(winnable)
            right.addWidget(self.winnable_box)
        right.addStretch(1)
        self._heading = heading
        self.button_box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        for box_button in self.button_box.buttons():
            box_button.setMinimumHeight(40)
        self.button_box.rejected.connect(self.reject)
        outer.addWidget(self.button_box)
        self._show_counts_of(self._variant, focus=True)
        self.setMinimumWidth(560)

    def _show_counts_of(self, key: str, focus: bool = False) -> None:
        """Only the difficulties `key` is played in; the default moves to the nearest one
        below the last choice (3 suits chosen in Spider, then Spiderette: Medium)."""
        counts = VARIANTS[key].suit_counts
        for count, button in self.buttons.items():
            button.setVisible(count in counts)
        preselected = self.buttons[fitting_suits(key, self._chosen)]
        for button in self.buttons.values():
            button.setDefault(button is preselected)
        self._heading.setBuddy(preselected)
        if focus:
            preselected.setFocus()

    def _game_toggled(self, key: str, on: bool) -> None:
        if on:
            self._variant = key
            self._show_counts_of(key)

    def choose(self, suits: int, variant: str | None = None) -> None:
        """Take `suits` (and `variant`, else the game selected) and close with Accepted."""
        if variant is not None and variant in self.games:
            self.games[variant].setChecked(True)
        if suits not in VARIANTS[self._variant].suit_counts:
            return  # not a difficulty of this game (its button is hidden)
        self._chosen = suits
        self.accept()

    def chosen_suits(self) -> int:
        return self._chosen

    def winnable_only(self) -> bool | None:
        return None if self.winnable_box is None else self.winnable_box.isChecked()

    def chosen_variant(self) -> str:
        return self._variant

    def preselected_suits(self) -> int:
        """The difficulty Enter would start (the default button)."""
        return next(c for c, b in self.buttons.items() if b.isDefault())
