"""The Statistics dialog (Game menu): figures per game and difficulty, a chart of recent games.

A choice of game (the six of the family) above the tabs; one tab per difficulty the game is
played in (3 suits: Spider and Relaxed Spider only; the other games hide that tab) holds a
two-column table of figures and a small bar chart of the last games (height = score in the
scoring the player chose, green = won, red-grey = lost), drawn with QPainter so it needs no
chart module. Reset asks for confirmation and resets the shown difficulty in the Statistics
object the dialog was given (the window's own), then tells the window so it can save.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QHelpEvent, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from spiderette_qt.engine.scoring import DEFAULT_SYSTEM
from spiderette_qt.persistence.statistics import (
    DEFAULT_VARIANT,
    SUIT_COUNTS,
    VARIANT_KEYS,
    GameResult,
    Statistics,
    SuitStats,
)
from spiderette_qt.persistence.statistics_figures import GAME_SUITS
from spiderette_qt.platform.game_clock import format_elapsed
from spiderette_qt.settings.game_choice import fitting_suits
from spiderette_qt.window.game_names import game_name

NONE_MARK = "\u2014"  # an em dash: "no figure yet"
WON_COLOR = QColor("#2e8b57")
LOST_COLOR = QColor("#b86b6b")


def difficulty_name(suits: int) -> str:
    """The translated name of a suit count, as in the New game menu."""
    names = {
        1: QCoreApplication.translate("StatisticsDialog", "Easy (1 suit)"),
        2: QCoreApplication.translate("StatisticsDialog", "Medium (2 suits)"),
        3: QCoreApplication.translate("StatisticsDialog", "Medium-hard (3 suits)"),
        4: QCoreApplication.translate("StatisticsDialog", "Hard (4 suits)"),
    }
    return names[suits]


class RecentGamesChart(QWidget):
    """Bars for the last games, oldest on the left, as high as each game's score in the chosen
    system; a tooltip names each game's result. A game finished before the other systems'
    scores were kept has none in them: an outlined stub at zero, and its tooltip says so."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._results: list[GameResult] = []
        self._in_progress = False
        self._system = DEFAULT_SYSTEM
        self.setMinimumSize(QSize(320, 120))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table above says it all in text

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt override
        return QSize(420, 130)

    def set_results(self, results: list[GameResult], in_progress: bool = False,
                    system: str = DEFAULT_SYSTEM) -> None:
        self._results = list(results)
        self._in_progress = in_progress
        self._system = system
        won = sum(1 for r in self._results if r.won)
        self.setAccessibleName(self.tr("Recent games"))
        # Not "Last 1 games": one game has its own sentence (English has no plural rules
        # without a translation), more go through tr() with n for the others.
        count = len(self._results)
        text = self.tr("The last game: %1 won, %2 lost") if count == 1 else \
            self.tr("Last %n games: %1 won, %2 lost", "", count)
        self.setAccessibleDescription(
            text.replace("%1", str(won)).replace("%2", str(count - won)))
        self.update()

    def results(self) -> list[GameResult]:
        return list(self._results)

    @property
    def system(self) -> str:
        return self._system

    def heights(self) -> list[int | None]:
        """What each bar plots: the game's score in the chosen system (None: not kept)."""
        return [result.score_in(self._system) for result in self._results]

    def placeholder(self) -> str:
        """What an empty chart says: nothing played yet, or the first game under way."""
        if self._in_progress:
            return self.tr("No game finished yet: the first one is in progress")
        return self.tr("No games yet")

    # ----- geometry shared by painting and tooltips -----
    def _plot_rect(self) -> QRectF:
        legend = self.fontMetrics().height() + 8
        return QRectF(8, 6, max(1, self.width() - 16), max(1, self.height() - 12 - legend))

    def _scale(self) -> tuple[float, float]:
        """(highest, lowest) value of the vertical axis; zero is always inside."""
        scores = [score for score in self.heights() if score is not None]
        return max([1, *scores]), min([0, *scores])

    def _bar_rects(self) -> list[QRectF]:
        plot = self._plot_rect()
        count = max(len(self._results), 10)  # few games: narrow bars, not huge slabs
        slot = plot.width() / count
        gap = max(2.0, slot * 0.2)
        high, low = self._scale()
        span = high - low
        zero_y = plot.top() + plot.height() * high / span
        rects = []
        for index, score in enumerate(self.heights()):
            x = plot.left() + index * slot + gap / 2
            y = plot.top() + plot.height() * (high - (score or 0)) / span
            top, bottom = min(y, zero_y), max(y, zero_y)
            if bottom - top < 2:  # a score of 0 still shows a stub
                top = zero_y - 2
                bottom = zero_y
            rects.append(QRectF(x, top, slot - gap, bottom - top))
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        painter.fillRect(self.rect(), palette.color(QPalette.ColorRole.Base))
        plot = self._plot_rect()
        text_color = palette.color(QPalette.ColorRole.Text)
        if not self._results:
            painter.setPen(palette.color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             self.placeholder())
            painter.end()
            return
        for result, score, rect in zip(self._results, self.heights(), self._bar_rects(),
                                       strict=True):
            color = WON_COLOR if result.won else LOST_COLOR
            if score is None:  # not kept in this system: an outline, not a score of 0
                painter.setPen(QPen(color, 1.5))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRect(rect.adjusted(0, -4, 0, 0))
            else:
                painter.fillRect(rect, color)
        high, low = self._scale()
        zero_y = plot.top() + plot.height() * high / (high - low)
        axis = QColor(text_color)
        axis.setAlpha(110)
        painter.setPen(QPen(axis, 1))
        painter.drawLine(QPointF(plot.left(), zero_y), QPointF(plot.right(), zero_y))
        self._paint_legend(painter, plot, text_color)
        painter.end()

    def _paint_legend(self, painter: QPainter, plot: QRectF, text_color: QColor) -> None:
        metrics = self.fontMetrics()
        y = plot.bottom() + 6
        box = metrics.height() * 0.7
        x = plot.left()
        painter.setPen(text_color)
        for color, label in ((WON_COLOR, self.tr("Won")), (LOST_COLOR, self.tr("Lost"))):
            painter.fillRect(QRectF(x, y + (metrics.height() - box) / 2, box, box), color)
            x += box + 4
            painter.drawText(QPointF(x, y + metrics.ascent()), label)
            x += metrics.horizontalAdvance(label) + 14
        caption = self.caption()
        painter.drawText(
            QPointF(plot.right() - metrics.horizontalAdvance(caption), y + metrics.ascent()),
            caption,
        )

    def caption(self) -> str:
        """The legend's words for the height: which score it is."""
        if self._system == "sun":
            return self.tr("Height: score (Sun)")
        if self._system == "edderkop":
            return self.tr("Height: score (Edderkop)")
        return self.tr("Height: score")

    def tooltip(self, index: int) -> str:
        """The tooltip of the game at `index`: won or lost, its score (if kept), its moves."""
        result, score = self._results[index], self.heights()[index]
        if score is None:
            text = (self.tr("Won: %2 moves (no score of this system was kept then)")
                    if result.won else
                    self.tr("Lost: %2 moves (no score of this system was kept then)"))
        else:
            text = (self.tr("Won: score %1, %2 moves") if result.won
                    else self.tr("Lost: score %1, %2 moves"))
        return text.replace("%1", str(score)).replace("%2", str(result.moves))

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            for index, rect in enumerate(self._bar_rects()):
                column = QRectF(rect.left(), 0, rect.width(), self.height())
                if column.contains(QPointF(event.pos())):
                    QToolTip.showText(event.globalPos(), self.tooltip(index), self)
                    return True
            QToolTip.hideText()
            event.ignore()
            return True
        return super().event(event)


class StatisticsDialog(QDialog):
    """Figures per difficulty, a recent-games chart, Reset (with confirmation) and Close.

    resetRequested(suits) is emitted after the player confirmed and the held Statistics were
    reset for that suit count; statisticsChanged() follows, so the window can save them.
    """

    resetRequested = Signal(int)
    statisticsChanged = Signal()

    ROWS = (
        "played",
        "won",
        "lost",
        "assisted",
        "win_rate",
        "best_score",
        "fewest_moves",
        "current_streak",
        "longest_streak",
        "best_time",
        "average_time",
    )

    def __init__(self, statistics: Statistics, parent: QWidget | None = None,
                 in_progress: tuple[str, int] | None = None, system: str = "windows") -> None:
        super().__init__(parent)
        self._statistics = statistics
        self._system = system  # the best score shown is this system's (Settings › Scoring)
        # (variant, suits) of the game on the table once it counts as played and is not
        # finished: "1 (1 in progress)", not a bare "played 1, won 0, lost 0" that looks
        # as if the game had been lost.
        self._in_progress = in_progress
        self.setObjectName("statistics_dialog")
        self.setWindowTitle(self.tr("Statistics"))
        self._tables: dict[int, QTableWidget] = {}
        self._charts: dict[int, RecentGamesChart] = {}
        self._chart_captions: dict[int, QLabel] = {}

        layout = QVBoxLayout(self)
        game_row = QHBoxLayout()
        self.game_choice = QComboBox(self)
        self.game_choice.setObjectName("statistics_game")
        for variant in VARIANT_KEYS:
            self.game_choice.addItem(game_name(variant), variant)
        game_label = QLabel(self.tr("&Game:"), self)
        game_label.setBuddy(self.game_choice)
        game_row.addWidget(game_label)
        game_row.addWidget(self.game_choice, 1)
        layout.addLayout(game_row)
        self.game_choice.currentIndexChanged.connect(lambda _index: self.refresh())
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("statistics_tabs")
        # Every difficulty's tab in sight (four for Spider): scroll arrows hid "Hard".
        self.tabs.setUsesScrollButtons(False)
        for suits in SUIT_COUNTS:
            self.tabs.addTab(self._make_page(suits), difficulty_name(suits))
        layout.addWidget(self.tabs)

        self.buttons = QDialogButtonBox(self)
        self.reset_button = QPushButton(self.tr("&Reset\u2026"), self)
        self.reset_button.setObjectName("reset_statistics_button")
        self.reset_button.setToolTip(self.tr("Reset the statistics of the difficulty shown"))
        self.reset_button.setAutoDefault(False)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.setDefault(True)
        self.reset_button.clicked.connect(self._confirm_reset)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        # The game, the tabs, then the table of the page shown, then Reset, then Close.
        QWidget.setTabOrder(self.game_choice, self.tabs)
        QWidget.setTabOrder(self.tabs, self.reset_button)
        QWidget.setTabOrder(self.reset_button, self.close_button)
        self.refresh()
        self.resize(self.sizeHint().expandedTo(QSize(460, 0)))

    def fit_height(self, room: int) -> None:
        """On a screen too low for every row (640x480): the tables scroll instead of being
        squeezed under the chart (window/fit.fit_dialog calls this)."""
        short = self.minimumSizeHint().height() - room
        if short <= 0:
            return
        for table in self._tables.values():
            rows = table.verticalHeader().defaultSectionSize()
            table.setFixedHeight(max(3 * rows, table.minimumHeight() - short))
            table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    # ----- public -----
    @property
    def statistics(self) -> Statistics:
        return self._statistics

    def show_suits(self, suits: int, variant: str | None = None) -> None:
        """Open on this game's tab of this suit count (e.g. the game being played)."""
        if variant is not None and variant in VARIANT_KEYS:
            self.game_choice.setCurrentIndex(VARIANT_KEYS.index(variant))
        shown = fitting_suits(self.current_variant(), suits)
        self.tabs.setCurrentIndex(SUIT_COUNTS.index(shown))

    def current_suits(self) -> int:
        return SUIT_COUNTS[self.tabs.currentIndex()]

    def current_variant(self) -> str:
        data = self.game_choice.currentData()
        return data if isinstance(data, str) else DEFAULT_VARIANT

    def table(self, suits: int) -> QTableWidget:
        return self._tables[suits]

    def chart(self, suits: int) -> RecentGamesChart:
        return self._charts[suits]

    def refresh(self) -> None:
        """Show the figures of the held Statistics again."""
        variant = self.current_variant()
        counts = GAME_SUITS[variant]
        shown = fitting_suits(variant, self.current_suits())
        for index, suits in enumerate(SUIT_COUNTS):
            self.tabs.setTabVisible(index, suits in counts)
        self.tabs.setCurrentIndex(SUIT_COUNTS.index(shown))
        for suits in counts:
            stats = self._statistics.for_game(variant, suits)
            table = self._tables[suits]
            for row, key in enumerate(self.ROWS):
                item = QTableWidgetItem(self._value_text(stats, key))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                table.setItem(row, 1, item)
            table.setAccessibleName(self.tr("Statistics: %1, %2").replace(
                "%1", game_name(variant)).replace("%2", difficulty_name(suits)))
            playing = self._in_progress == (variant, suits)
            played = table.item(self.ROWS.index("played"), 1)
            if playing and played is not None:
                played.setText(self.tr("%1 (1 in progress)").replace("%1", played.text()))
            self._charts[suits].set_results(stats.recent, in_progress=playing,
                                            system=self._system)
            count = len(stats.recent)
            caption = self._chart_caption(count)
            self._chart_captions[suits].setText(caption)
            # The caption names the chart for a screen reader (not the table above it).
            self._charts[suits].setAccessibleName(caption)

    def _chart_caption(self, count: int) -> str:
        if count == 0:
            return self.tr("Recent games")
        if count == 1:
            return self.tr("The last game")
        return self.tr("The last %n games", "", count)

    # ----- building -----
    def _row_label(self, key: str) -> str:
        return {
            "played": self.tr("Games played"),
            "won": self.tr("Games won"),
            "lost": self.tr("Games lost"),
            "assisted": self.tr("Games assisted (Demo or solver)"),
            "win_rate": self.tr("Win rate"),
            "best_score": self._best_label(),
            "fewest_moves": self.tr("Fewest moves to win"),
            "current_streak": self.tr("Current winning streak"),
            "longest_streak": self.tr("Longest winning streak"),
            "best_time": self.tr("Best time"),
            "average_time": self.tr("Average time of a win"),
        }[key]

    def _best_label(self) -> str:
        if self._system == "sun":
            return self.tr("Best score (Sun)")
        if self._system == "edderkop":
            return self.tr("Best score (Edderkop)")
        return self.tr("Best score")

    def _make_page(self, suits: int) -> QWidget:
        page = QWidget(self)
        layout = QVBoxLayout(page)
        table = QTableWidget(len(self.ROWS), 2, page)
        table.setObjectName(f"statistics_table_{suits}")
        # Hidden, but screen readers announce header cells with each cell: give them words,
        # not Qt's default "1", "2".
        table.setHorizontalHeaderLabels([self.tr("Figure"), self.tr("Value")])
        table.setVerticalHeaderLabels([self._row_label(key) for key in self.ROWS])
        table.horizontalHeader().hide()
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setShowGrid(False)
        table.setTabKeyNavigation(False)  # Tab leaves the table; arrows move inside it
        table.setAlternatingRowColors(True)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        for row, key in enumerate(self.ROWS):
            table.setItem(row, 0, QTableWidgetItem(self._row_label(key)))
        # Equal rows sized from the font (not from contents measured while the table is still
        # narrow, which made wrapped labels tall), so the whole table shows without scrolling.
        table.setWordWrap(False)
        row_height = table.fontMetrics().height() + 10
        rows = table.verticalHeader()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(row_height)
        height = row_height * table.rowCount() + 2 * table.frameWidth()
        table.setFixedHeight(height)
        layout.addWidget(table)

        caption = QLabel(page)
        caption.setObjectName(f"chart_caption_{suits}")
        chart = RecentGamesChart(page)
        chart.setObjectName(f"recent_chart_{suits}")
        layout.addWidget(caption)
        layout.addWidget(chart)
        self._tables[suits] = table
        self._charts[suits] = chart
        self._chart_captions[suits] = caption
        return page

    def _value_text(self, stats: SuitStats, key: str) -> str:
        locale = QLocale()
        if key in ("best_time", "average_time"):
            value = stats.best_time_ms if key == "best_time" else stats.average_time_ms
            return NONE_MARK if value is None else format_elapsed(value)
        if key == "win_rate":
            if stats.finished == 0:
                return NONE_MARK
            return self.tr("%1%").replace("%1", locale.toString(stats.win_rate * 100, "f", 0))
        value = stats.best(self._system) if key == "best_score" else getattr(stats, key)
        return NONE_MARK if value is None else locale.toString(int(value))

    # ----- reset -----
    def _confirm_reset(self) -> None:
        suits = self.current_suits()
        variant = self.current_variant()
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Reset the statistics of %1? This cannot be undone.").replace(
                "%1", f"{game_name(variant)}, {difficulty_name(suits)}"
            ),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer not in (QMessageBox.StandardButton.Reset, QMessageBox.StandardButton.Yes):
            return
        self._statistics.reset(suits, variant)
        self.refresh()
        self.resetRequested.emit(suits)
        self.statisticsChanged.emit()
