"""Winning: a cascade of bouncing cards over the table, then a panel with the result.

The celebration is an overlay widget over the table (it does not touch the scene, which
belongs to the controller). Cards leave the removed-sequence corner one after another, fall,
bounce on the bottom edge and leave a trail, as in the solitaire games people remember.
A click or a key skips it. With animations off it is skipped at once.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
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

_SUITS = (("♠", QColor("#1a1a1a")), ("♥", QColor("#c0172b")),
          ("♦", QColor("#c0172b")), ("♣", QColor("#1a1a1a")))
_RANKS = ("K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A")
_FRAME_MS = 16


class _FlyingCard:
    __slots__ = ("label", "colour", "pos", "velocity")

    def __init__(self, label: str, colour: QColor, pos: QPointF, velocity: QPointF) -> None:
        self.label = label
        self.colour = colour
        self.pos = pos
        self.velocity = velocity


class Celebration(QWidget):
    """The bouncing-cards overlay; emits finished() when done or skipped, then hides."""

    finished = Signal()

    def __init__(
        self, parent: QWidget, speed: str = "normal", suits: int = 4, seed: int | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("celebration")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, False)
        self._random = random.Random(seed)
        self._speed = speed
        self._cards: list[_FlyingCard] = []
        # The game's own cards: four spade sequences in Easy, spades and hearts in Medium.
        used = {1: (0, 0, 0, 0), 2: (0, 1, 0, 1)}.get(suits, (0, 1, 2, 3))
        self._queue = [(rank, suit) for suit in used for rank in range(13)]
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
        if self._speed == "off":
            self.skip()
            return
        self._trail = QPixmap(self.size())
        self._trail.fill(Qt.GlobalColor.transparent)
        self.show()
        self.raise_()
        self.setFocus()
        self._timer.start()

    def skip(self) -> None:
        """Stop now (a click, a key, or the end of the cascade) and report it once."""
        self._timer.stop()
        self.hide()
        if not self._done:
            self._done = True
            self.finished.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parent() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.parent().rect())  # type: ignore[union-attr]
        return False

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self.skip()
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        self.skip()
        event.accept()

    def _card_size(self) -> tuple[float, float]:
        width = max(40.0, min(90.0, self.width() / 11))
        return width, width * 1.4

    def _launch(self) -> None:
        rank, suit = self._queue.pop(0)
        symbol, colour = _SUITS[suit]
        width, _height = self._card_size()
        lane = 3 - len(self._queue) // 13  # which of the four sequences this card is from
        start = QPointF(self.width() - width - 16 - lane * (width * 0.25), 16)
        speed = 1.6 if self._speed == "fast" else 1.0
        velocity = QPointF(-self._random.uniform(2.0, 7.0) * speed, -self._random.uniform(0, 5))
        self._cards.append(_FlyingCard(f"{_RANKS[rank]}{symbol}", colour, start, velocity))

    def _step(self) -> None:
        self._frame += 1
        if self._queue and self._frame % self._launch_every == 1:
            self._launch()
        width, height = self._card_size()
        floor = self.height() - height
        gravity = 0.9 if self._speed == "fast" else 0.6
        alive = []
        for card in self._cards:
            card.velocity.setY(card.velocity.y() + gravity)
            card.pos += card.velocity
            if card.pos.y() > floor:
                card.pos.setY(floor)
                card.velocity.setY(-card.velocity.y() * 0.78)
            if card.pos.x() + width > 0:
                alive.append(card)
        self._cards = alive
        if self._trail is not None:
            painter = QPainter(self._trail)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            for card in self._cards:
                self._paint_card(painter, card, width, height)
            painter.end()
        self.update()
        if not self._queue and not self._cards:
            self.skip()

    def _paint_card(
        self, painter: QPainter, card: _FlyingCard, width: float, height: float
    ) -> None:
        rect = QRectF(card.pos.x(), card.pos.y(), width, height)
        painter.setPen(QPen(QColor("#555"), 1))
        painter.setBrush(QColor("#fdfdf8"))
        painter.drawRoundedRect(rect, width * 0.08, width * 0.08)
        painter.setPen(card.colour)
        font = QFont(self.font())
        font.setPixelSize(int(width * 0.32))
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect.adjusted(4, 2, -4, -2),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, card.label)
        font.setPixelSize(int(width * 0.6))
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, card.label[-1])

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._trail is not None:
            painter = QPainter(self)
            painter.drawPixmap(0, 0, self._trail)
            painter.end()


class WinDialog(QDialog):
    """The result after a win, and what comes next: New Game, Restart, Statistics, Close.

    A won game is over (issue 13): Undo is off, so the choices are a new deal of the same
    game and difficulty (the won game's, shown on the button), the same deal again, or the
    statistics. `figures` (the won game's SuitStats, the win already counted) adds the best
    score and the streak, `new_best` says this win beat the best score before it;
    `elapsed_ms` is the time of this win.
    """

    newGameChosen = Signal()
    restartChosen = Signal()
    statisticsChosen = Signal()

    def __init__(self, score: int, moves: int, parent: QWidget | None = None, *,
                 figures: object | None = None, elapsed_ms: int = 0,
                 game_name: str = "", new_best: bool = False) -> None:
        super().__init__(parent)
        from spiderette_qt.game_clock import format_elapsed

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
        self.record_label = QLabel(self)
        self.record_label.setObjectName("win_record")
        self.record_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
        layout.addWidget(self.record_label)
        layout.addSpacing(8)
        layout.addWidget(self.button_box)
        # An explicit minimum replaces the layout's: never narrower than the buttons need.
        self.setMinimumWidth(max(380, self.minimumSizeHint().width()))
        self.new_game_button.setFocus()

    def _choose(self, signal: object) -> None:
        self.accept()
        signal.emit()  # type: ignore[attr-defined]

    def _record_text(self, figures: object | None, new_best: bool) -> str:
        """The best score (or that this win beat it) and the winning streak."""
        if figures is None:
            return ""
        best = getattr(figures, "best_score", None)
        streak = int(getattr(figures, "current_streak", 0))
        lines = []
        if new_best:
            lines.append(self.tr("A new best score!"))
        elif best is not None:
            lines.append(self.tr("Best score: %1").replace("%1", str(best)))
        lines.append(self.tr("Winning streak: %n", "", streak))
        return "\n".join(lines)
