"""Winning: the game's own cards cascade over the table, then a panel with the result.

The celebration is an overlay widget over the table (it does not touch the scene, which
belongs to the presenter). The cards of the removed sequences leave the removed-sequence
area one after another, from where they lie and at the size they have on the table, drawn by
the card painter (the real faces, the player's deck colours); they fall, bounce on the bottom
edge and leave a trail, as in the solitaire games people remember. A click or a key skips it.
With animations off it is skipped at once.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from spiderette_qt.engine.cards import Card
from spiderette_qt.engine.position import SEQUENCE_BONUS, START_SCORE
from spiderette_qt.engine.scoring import Parts

_FRAME_MS = 16


class CardFaces(Protocol):
    """What draws the faces (ui.card_painter.CardPainter)."""

    def pixmap(self, card: Card | None, width: int, dpr: float = 1.0) -> QPixmap: ...


class _FlyingCard:
    __slots__ = ("card", "pixmap", "pos", "velocity")

    def __init__(self, card: Card, pixmap: QPixmap, pos: QPointF, velocity: QPointF) -> None:
        self.card = card
        self.pixmap = pixmap
        self.pos = pos
        self.velocity = velocity


class Celebration(QWidget):
    """The bouncing-cards overlay; emits finished() when done or skipped, then hides.

    `cards` are the removed cards with the rectangles they lie in (parent coordinates),
    launched in that order; `faces` draws them."""

    finished = Signal()

    def __init__(
        self, parent: QWidget, cards: Sequence[tuple[Card, QRectF]], faces: CardFaces,
        speed: str = "normal", seed: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("celebration")
        # No focus of its own: taking it and giving it back to the table made screen readers
        # read the whole (now empty) table between "Game won" and the win panel.
        # A key skips it through the parent's event filter below instead.
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self._random = random.Random(seed)
        self._speed = speed
        self._faces = faces
        self._cards: list[_FlyingCard] = []
        self._queue: list[tuple[Card, QRectF]] = list(cards)
        self.launched: list[tuple[Card, QPointF]] = []  # what flew, from where (tests read it)
        self._launch_every = 3 if speed == "fast" else 6  # frames between two cards
        self._frame = 0
        self._trail: QPixmap | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(_FRAME_MS)
        self._timer.timeout.connect(self._step)
        self._done = False
        parent.installEventFilter(self)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        """Cover the parent and run; with animations off, finish at once."""
        self.setGeometry(self.parent().rect())  # type: ignore[union-attr]
        if self._speed == "off" or not self._queue:
            self.skip()
            return
        dpr = self.devicePixelRatioF()
        self._trail = QPixmap(round(self.width() * dpr), round(self.height() * dpr))
        self._trail.setDevicePixelRatio(dpr)
        self._trail.fill(Qt.GlobalColor.transparent)
        self.show()
        self.raise_()
        self._timer.start()

    def skip(self) -> None:
        """Stop now (a click, a key, or the end of the cascade) and report it once."""
        self._timer.stop()
        self.hide()
        if not self._done:
            self._done = True
            self.finished.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and self.isVisible():
            if event.type() == QEvent.Type.Resize:
                self.setGeometry(self.parent().rect())  # type: ignore[union-attr]
            elif event.type() == QEvent.Type.KeyPress:  # the table keeps the focus
                self.skip()
                return True
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.skip()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.skip()
        event.accept()

    def _launch(self) -> None:
        card, rect = self._queue.pop(0)
        width = max(1, round(rect.width()))
        pixmap = self._faces.pixmap(card, width, self.devicePixelRatioF())
        speed = 1.6 if self._speed == "fast" else 1.0
        # Off to the left or the right, whichever has more room, as the classic cascade.
        side = -1.0 if rect.center().x() > self.width() / 2 else 1.0
        velocity = QPointF(side * self._random.uniform(2.0, 7.0) * speed,
                           -self._random.uniform(0, 5))
        start = QPointF(rect.topLeft())
        self.launched.append((card, QPointF(start)))
        self._cards.append(_FlyingCard(card, pixmap, start, velocity))

    def _step(self) -> None:
        self._frame += 1
        if self._queue and self._frame % self._launch_every == 1:
            self._launch()
        gravity = 0.9 if self._speed == "fast" else 0.6
        alive = []
        for card in self._cards:
            size = card.pixmap.deviceIndependentSize()
            floor = self.height() - size.height()
            card.velocity.setY(card.velocity.y() + gravity)
            card.pos += card.velocity
            if card.pos.y() > floor:
                card.pos.setY(floor)
                card.velocity.setY(-card.velocity.y() * 0.78)
            if -size.width() < card.pos.x() < self.width():
                alive.append(card)
        self._cards = alive
        if self._trail is not None:
            painter = QPainter(self._trail)
            for card in self._cards:
                painter.drawPixmap(card.pos, card.pixmap)
            painter.end()
        self.update()
        if not self._queue and not self._cards:
            self.skip()

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._trail is not None:
            painter = QPainter(self)
            painter.drawPixmap(QPointF(0, 0), self._trail)
            painter.end()


class WinDialog(QDialog):
    """The result after a win, and what comes next: New Game, Restart, Statistics, Close.

    A won game is over (docs/RULES.md §8): Undo is off, so the choices are a new deal of the
    same game and difficulty (the won game's, shown on the button), the same deal again, or the
    statistics. `figures` (the won game's SuitStats, the win already counted) adds the best
    score and the streak, `new_best` says this win beat the best score before it;
    `elapsed_ms` is the time of this win.
    """

    newGameChosen = Signal()
    restartChosen = Signal()
    statisticsChosen = Signal()

    def __init__(self, score: int, moves: int, parent: QWidget | None = None, *,
                 figures: object | None = None, elapsed_ms: int = 0,
                 game_name: str = "", new_best: bool = False, system: str = "windows",
                 parts: Parts | None = None) -> None:
        super().__init__(parent)
        from spiderette_qt.platform.game_clock import format_elapsed

        self.setObjectName("win_dialog")
        self.setWindowTitle(self.tr("You Won!"))
        layout = QVBoxLayout(self)
        layout.setSpacing(12)
        title = QLabel(self.tr("Congratulations, you won!"), self)
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.6)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.result_label = QLabel(self)
        self.result_label.setObjectName("win_result")
        self.result_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        result = self.tr("Score: %1    Moves: %2").replace("%1", str(score)).replace(
            "%2", str(moves))
        if elapsed_ms > 0:
            result += "    " + self.tr("Time: %1").replace("%1", format_elapsed(elapsed_ms))
        self.result_label.setText(result)
        result_font = self.result_label.font()
        result_font.setPointSizeF(result_font.pointSizeF() * 1.25)
        self.result_label.setFont(result_font)
        # What the score is made of, in the system it is in (docs/RULES.md §7).
        self.parts_label = QLabel(self)
        self.parts_label.setObjectName("win_parts")
        self.parts_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.parts_label.setText(self._parts_text(parts, system) if parts is not None else "")
        self.parts_label.setVisible(parts is not None)
        self.record_label = QLabel(self)
        self.record_label.setObjectName("win_record")
        self.record_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._system = system
        self.record_label.setText(self._record_text(figures, new_best))
        self.record_label.setVisible(bool(self.record_label.text()))

        self.button_box = QDialogButtonBox(self)
        self.button_box.setCenterButtons(True)
        new_text = self.tr("New Game: %1").replace("%1", game_name) if game_name else \
            self.tr("New Game")
        self.new_game_button = QPushButton(new_text, self)
        self.new_game_button.setObjectName("win_new_game")
        self.restart_button = QPushButton(self.tr("Restart This Deal"), self)
        self.restart_button.setObjectName("win_restart")
        self.statistics_button = QPushButton(self.tr("Statistics"), self)
        self.statistics_button.setObjectName("win_statistics")
        self.close_button = QPushButton(self.tr("Close"), self)
        self.close_button.setObjectName("win_close")
        for button in (self.new_game_button, self.restart_button, self.statistics_button,
                       self.close_button):
            # At least the text's width: an explicit minimum replaces the size hint, and the
            # German "Dieses Spiel neu starten" was cut off at a flat 120 px.
            button.setMinimumSize(max(120, button.sizeHint().width()), 44)
            button.setAutoDefault(False)
        self.button_box.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.button_box.addButton(self.restart_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.button_box.addButton(self.statistics_button,
                                  QDialogButtonBox.ButtonRole.ActionRole)
        self.button_box.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        # Each choice closes the panel first, then acts (the window opens the next dialog).
        self.new_game_button.clicked.connect(lambda: self._choose(self.newGameChosen))
        self.restart_button.clicked.connect(lambda: self._choose(self.restartChosen))
        self.statistics_button.clicked.connect(lambda: self._choose(self.statisticsChosen))
        self.button_box.rejected.connect(self.reject)
        self.new_game_button.setDefault(True)
        layout.addWidget(title)
        layout.addWidget(self.result_label)
        layout.addWidget(self.parts_label)
        layout.addWidget(self.record_label)
        layout.addSpacing(8)
        layout.addWidget(self.button_box)
        # An explicit minimum replaces the layout's: never narrower than the buttons need.
        self.setMinimumWidth(max(380, self.minimumSizeHint().width()))
        self.new_game_button.setFocus()

    def _choose(self, signal: object) -> None:
        self.accept()
        signal.emit()  # type: ignore[attr-defined]

    def _parts_text(self, parts: Parts, system: str) -> str:
        """The parts of the score, each with what it gave in `system`."""
        from spiderette_qt.engine import scoring

        if system == "sun":
            lines = [
                self.tr("Cards turned: %1 × %2 = %3"),
                self.tr("Columns cleared: %1 × %2 = %3"),
                self.tr("Links: %1 × %2 = %3"),
                self.tr("Sequences: %1 × %2 = %3"),
            ]
            values = [(parts.turned, scoring.SUN_TURNED), (parts.columns_cleared,
                      scoring.SUN_COLUMN), (parts.links, scoring.SUN_LINK),
                      (parts.sequences, scoring.SUN_SEQUENCE)]
            text = [line.replace("%1", str(n)).replace("%2", str(p)).replace("%3", str(n * p))
                    for line, (n, p) in zip(lines, values, strict=True)]
            text.append(self.tr("Actions: %1 (free)").replace("%1", str(parts.actions)))
        elif system == "edderkop":
            text = [
                self.tr("Sequences: %1 × %2 = %3").replace("%1", str(parts.sequences)).replace(
                    "%2", str(scoring.EDDERKOP_SEQUENCE)).replace(
                    "%3", str(parts.sequences * scoring.EDDERKOP_SEQUENCE)),
                self.tr("Cards turned: %1 × %2 = %3").replace("%1", str(parts.turned)).replace(
                    "%2", str(scoring.EDDERKOP_TURNED)).replace(
                    "%3", str(parts.turned * scoring.EDDERKOP_TURNED)),
                self.tr("Actions: %1 (free)").replace("%1", str(parts.actions)),
            ]
        else:
            text = [
                self.tr("Start: %1").replace("%1", str(START_SCORE)),
                self.tr("Sequences: %1 × %2 = %3").replace("%1", str(parts.sequences)).replace(
                    "%2", str(SEQUENCE_BONUS)).replace(
                    "%3", str(parts.sequences * SEQUENCE_BONUS)),
                self.tr("Actions: %1 × −1").replace("%1", str(parts.actions)),
                self.tr("Cards turned: %1, columns cleared: %2").replace(
                    "%1", str(parts.turned)).replace("%2", str(parts.columns_cleared)),
            ]
        from spiderette_qt.window.scoring_menu import system_name

        head = self.tr("Scoring: %1").replace("%1", system_name(system))
        return "\n".join([head, *text])

    def _record_text(self, figures: object | None, new_best: bool) -> str:
        """The best score (or that this win beat it) and the winning streak."""
        if figures is None:
            return ""
        best_of = getattr(figures, "best", None)
        best = best_of(self._system) if callable(best_of) else None
        streak = int(getattr(figures, "current_streak", 0))
        lines = []
        if new_best:
            lines.append(self.tr("A new best score!"))
        elif best is not None:
            lines.append(self.tr("Best score: %1").replace("%1", str(best)))
        lines.append(self.tr("Winning streak: %n", "", streak))
        return "\n".join(lines)
