"""The solver's dialogs: a busy indicator with Cancel, the look-at-every-card warning, and the
"Was it winnable?" verdict with its buttons that show the winning line.

Each is opened with open() (window-modal, no nested event loop) and deletes itself when
closed; the verdict after a game ends is a line in the message bar first (solver_notices),
whose button opens it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from spiderette_qt.solver_app.requests import SolveAnswer

#: Texts by role; QT_TRANSLATE_NOOP marks them for lupdate, _t translates at use.
TEXTS: dict[str, object] = {
    "verdict_title": QT_TRANSLATE_NOOP("SolverDialogs", "Was It Winnable?"),
    "peek_text": QT_TRANSLATE_NOOP(
        "SolverDialogs", "To answer, the solver looks at every card, the face-down ones too."),
    "peek_question": QT_TRANSLATE_NOOP(
        "SolverDialogs", "Knowing the answer may spoil the game. Look now?"),
    "peek_look": QT_TRANSLATE_NOOP("SolverDialogs", "Look"),
}


def _t(key: str) -> str:
    return QCoreApplication.translate("SolverDialogs", str(TEXTS[key]))


class SolverProgress(QDialog):
    """A busy bar (the search has no known length) and Cancel; `cancelled` on Cancel/Esc.
    With `other`, a second way out (Deal Any Game): `otherChosen` when pressed."""

    cancelled = Signal()
    otherChosen = Signal()

    def __init__(self, title: str, text: str, parent: QWidget | None = None,
                 other: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("solver_progress")
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.bar = QProgressBar(self)
        self.bar.setRange(0, 0)  # busy: moves on its own, the GUI thread stays free
        self.bar.setTextVisible(False)
        layout.addWidget(self.bar)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setMinimumHeight(40)
        cancel.setObjectName("solver_cancel")
        self.buttons.rejected.connect(self.reject)
        if other is not None:
            button = self.buttons.addButton(other, QDialogButtonBox.ButtonRole.ActionRole)
            button.setObjectName("solver_other")
            button.setMinimumHeight(40)
            button.clicked.connect(self._other)
        layout.addWidget(self.buttons)
        self.rejected.connect(self.cancelled)
        self.setMinimumWidth(360)

    def done_quietly(self) -> None:
        """Close because the search finished (not a Cancel)."""
        self.rejected.disconnect(self.cancelled)
        self.accept()

    def _other(self) -> None:
        self.done_quietly()
        self.otherChosen.emit()


def look_question(parent: QWidget, name: str,
                  texts: tuple[str, str, str, str]) -> tuple[QMessageBox, QPushButton]:
    """A question before the solver looks (title, text, question, the Look button's words),
    with its Look button (the default); object names `name`_warning and `name`_look."""
    title, text, question, look_words = texts
    box = QMessageBox(parent)
    box.setObjectName(f"{name}_warning")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(text)
    box.setInformativeText(question)
    look = box.addButton(look_words, QMessageBox.ButtonRole.AcceptRole)
    look.setObjectName(f"{name}_look")
    box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(look)
    return box, look


def peek_warning(parent: QWidget) -> QMessageBox:
    """Asks before the solver answers about the game in play: it looks at the hidden cards."""
    box, look = look_question(parent, "solver_peek", (_t("verdict_title"), _t("peek_text"),
                                                      _t("peek_question"), _t("peek_look")))
    look.setObjectName("solver_look")  # the name the tests and the tour know
    return box


@dataclass
class Verdicts:
    """What the solver said about one game: from its start and from where it was left.

    `start`/`position` are the solve job's answers (SolveAnswer); `position` is
    None for a won game (nothing to ask) and equals `start` when no move had been made."""

    game_json: str
    code: str
    won: bool
    start: SolveAnswer | None
    position: SolveAnswer | None
    seconds: float
    left: bool = True  # the game was left (or won); False: asked about the game in play


class VerdictDialog(QDialog):
    """Two rows (the deal, the position left), each with its verdict and a Show button."""

    showLine = Signal(bool)  # from_start
    whereLost = Signal()  # a game left unwon that was winnable: which action lost it?

    def __init__(self, verdicts: Verdicts, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("solver_verdict")
        self.setWindowTitle(self.tr("Was It Winnable?"))
        self.verdicts = verdicts
        layout = QVBoxLayout(self)
        heading = QLabel(self.tr("Deal %1").replace("%1", verdicts.code) if verdicts.code
                         else self.tr("This deal"), self)
        font = heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.2)
        heading.setFont(font)
        layout.addWidget(heading)
        grid = QGridLayout()
        grid.setHorizontalSpacing(14)
        grid.setVerticalSpacing(12)
        layout.addLayout(grid)
        self.texts: dict[bool, QLabel] = {}
        self.show_buttons: dict[bool, QPushButton] = {}
        rows = ((True, self.tr("From the start:"), verdicts.start),
                (False, self.tr("From where you left it:") if verdicts.left
                 else self.tr("From where you are now:"), verdicts.position))
        for row, (from_start, title, result) in enumerate(rows):
            title_label = QLabel(title, self)
            title_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            text = QLabel(self._verdict_text(result), self)
            text.setWordWrap(True)
            text.setObjectName("verdict_start" if from_start else "verdict_position")
            button = QPushButton(self.tr("Show the Winning Line"), self)
            button.setObjectName("show_line_start" if from_start else "show_line_position")
            button.setMinimumHeight(36)
            winnable = result is not None and result.verdict == "winnable"
            button.setVisible(winnable)
            button.clicked.connect(lambda _checked=False, f=from_start: self._show(f))
            grid.addWidget(title_label, row, 0)
            grid.addWidget(text, row, 1)
            grid.addWidget(button, row, 2, Qt.AlignmentFlag.AlignTop)
            self.texts[from_start] = text
            self.show_buttons[from_start] = button
        grid.setColumnStretch(1, 1)
        note = QLabel(self.tr(
            "The solver knows every card, face-down ones included; a hint never does."), self)
        note.setWordWrap(True)
        note.setEnabled(False)  # a quieter grey: a footnote, not part of the answer
        layout.addWidget(note)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        # A game left unwon that was winnable from its start: one of its actions lost it.
        self.where_button = box.addButton(QCoreApplication.translate(
            "WhereLost", "Where Did I Lose?"), QDialogButtonBox.ButtonRole.ActionRole)
        self.where_button.setObjectName("verdict_where_lost")
        self.where_button.setMinimumHeight(36)
        lost = verdicts.left and not verdicts.won and verdicts.start is not None and \
            verdicts.start.verdict == "winnable" and verdicts.position is not None and \
            verdicts.position.verdict != "winnable"
        self.where_button.setVisible(lost)
        self.where_button.clicked.connect(self._where_lost)
        box.rejected.connect(self.reject)
        layout.addWidget(box)
        self.setMinimumWidth(560)

    def _verdict_text(self, result: SolveAnswer | None) -> str:
        if result is None:
            return self.tr("You won it.")
        verdict = result.verdict
        if verdict == "winnable":
            return self.tr("Winnable: the solver found a way to win (%1 moves and deals).").replace(
                "%1", str(len(result.line)))
        if verdict == "unwinnable":
            return self.tr("Not winnable: every way of playing on was searched, and none wins.")
        if verdict == "unknown":
            return self.tr("Undecided: the solver could not decide within %1 seconds.").replace(
                "%1", f"{self.verdicts.seconds:g}")
        return self.tr("The solver stopped without an answer.")

    def _where_lost(self) -> None:
        self.accept()
        self.whereLost.emit()

    def _show(self, from_start: bool) -> None:
        self.showLine.emit(from_start)
        self.accept()
