"""Game › Deal of the Day: today's deal for the game and difficulty in play, and a calendar of
the month with each day's result (won with score, moves and time; played; not played), the
daily streak and the day's personal best.

The dialog only shows and asks: finding a day's deal and starting it is DailyFeature's
(daily_feature.py), which calls searching()/search_ended() while the solver worker looks.
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QRect, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QTextCharFormat
from PySide6.QtWidgets import (
    QCalendarWidget,
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from spiderette_qt.platform.game_clock import format_elapsed
from spiderette_qt.window.dialogs.statistics_dialog import difficulty_name
from spiderette_qt.window.game_names import game_name

if TYPE_CHECKING:
    from spiderette_qt.persistence.daily_results import DailyResults, DayResult

translate = QCoreApplication.translate  # lupdate reads translate("context", "text")

WON = QColor("#2e8b57")
PLAYED = QColor("#d9a441")
BUSY_AFTER_MS = 300  # a search that ends sooner never shows the progress indicator


def to_date(value: QDate) -> datetime.date:
    return datetime.date(value.year(), value.month(), value.day())


def to_qdate(value: datetime.date) -> QDate:
    return QDate(value.year, value.month, value.day)


def shown_score(entry: DayResult, variant: str, system: str) -> int | None:
    """A won day's score in `system`. The day keeps its Windows score; a won deal of the day
    (always played from its deal) turned every card, cleared every column and removed every
    sequence, so its Sun and Edderkop scores are the game's maximum (engine/scoring.py)."""
    from spiderette_qt.engine import scoring
    from spiderette_qt.engine.variants import VARIANTS

    if system == scoring.DEFAULT_SYSTEM or variant not in VARIANTS:
        return entry.score
    return scoring.maximum(VARIANTS[variant], system)


def result_text(entry: DayResult | None, variant: str = "spiderette",
                system: str = "windows") -> str:
    """One line for a day: won (score in `system`, moves, time), played, or not played."""
    if entry is None:
        return translate("DailyGames", "Not played")
    if not entry.won:
        return translate("DailyGames", "Played, not won yet")
    text = translate("DailyGames", "Won: score %1 in %2 moves")
    text = text.replace("%1", str(shown_score(entry, variant, system))).replace(
        "%2", str(entry.moves))
    if entry.time_ms:
        text += translate("DailyGames", ", time %1").replace("%1", format_elapsed(entry.time_ms))
    return text


class ResultCalendar(QCalendarWidget):
    """A calendar that marks each day's result with a dot in the cell's corner, which stays
    visible on the selected day (the selection's colour hides a background)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marks: dict[datetime.date, bool] = {}  # date -> won (False: played)

    def paintCell(self, painter: QPainter, rect: QRect, date: QDate | datetime.date) -> None:
        super().paintCell(painter, rect, date)  # type: ignore[arg-type]
        day = date if isinstance(date, datetime.date) else to_date(date)
        won = self.marks.get(day)
        if won is None:
            return
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = max(9, min(rect.width(), rect.height()) // 5)  # pixels
        dot = QRect(rect.right() - size - 3, rect.top() + 3, size, size)
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(WON if won else PLAYED)
        painter.drawEllipse(dot)
        painter.restore()


class DailyDialog(QDialog):
    """The calendar and the Play button; `variant`/`suits` are the game in play's."""

    def __init__(self, results: DailyResults, today: datetime.date, variant: str, suits: int,
                 parent: QWidget | None = None, system: str = "windows") -> None:
        super().__init__(parent)
        self.setObjectName("daily_dialog")
        self.system = system  # Settings › Scoring: the score each won day shows
        self.setWindowTitle(translate("DailyGames", "Deal of the Day"))
        self.results = results
        self.today = today
        self.variant = variant
        self.suits = suits
        layout = QVBoxLayout(self)
        self.heading = QLabel(self)
        self.heading.setObjectName("daily_heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.calendar = ResultCalendar(self)
        self.calendar.setLocale(self.locale_of_app())  # day and month names: the language
        self.calendar.setObjectName("daily_calendar")
        self.calendar.setGridVisible(True)
        self.calendar.setVerticalHeaderFormat(
            QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        self.calendar.setMaximumDate(to_qdate(today))
        self.calendar.setSelectedDate(to_qdate(today))
        self.calendar.currentPageChanged.connect(lambda _y, _m: self.refresh())
        self.calendar.selectionChanged.connect(self._show_day)
        layout.addWidget(self.calendar, 1)
        self.day_label = QLabel(self)
        self.day_label.setObjectName("daily_day")
        self.day_label.setWordWrap(True)
        layout.addWidget(self.day_label)
        self.streak_label = QLabel(self)
        self.streak_label.setObjectName("daily_streak")
        layout.addWidget(self.streak_label)
        legend = QLabel(self)
        legend.setObjectName("daily_legend")
        legend.setTextFormat(Qt.TextFormat.RichText)
        won = translate("DailyGames", "won")
        played = translate("DailyGames", "played")
        legend.setText(f"<span style='color:{WON.name()}'>■</span> {won} &nbsp; "
                       f"<span style='color:{PLAYED.name()}'>■</span> {played}")
        layout.addWidget(legend)
        busy = QHBoxLayout()
        self.busy_label = QLabel(translate("DailyGames", "Finding the deal of the day…"), self)
        self.busy_bar = QProgressBar(self)
        self.busy_bar.setObjectName("daily_progress")
        self.busy_bar.setRange(0, 0)  # busy: a search has no known length
        self.busy_bar.setTextVisible(False)
        self.cancel_button = QPushButton(translate("DailyGames", "Cancel"), self)
        self.cancel_button.setObjectName("daily_cancel")
        busy.addWidget(self.busy_label)
        busy.addWidget(self.busy_bar, 1)
        busy.addWidget(self.cancel_button)
        layout.addLayout(busy)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("daily_play")
        self.play_button.setDefault(True)
        close = QPushButton(translate("DailyGames", "Close"), self)
        close.setObjectName("daily_close")
        close.clicked.connect(self.reject)
        for button in (self.play_button, close):
            button.setMinimumHeight(36)
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.calendar.activated.connect(lambda _d: self.play_button.click())
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.timeout.connect(lambda: self._show_busy(True))
        self._show_busy(False)
        self.refresh()
        self.resize(460, 520)

    @staticmethod
    def locale_of_app() -> QLocale:
        from spiderette_qt.i18n import current_language

        return QLocale(current_language())

    @property
    def selected(self) -> datetime.date:
        return to_date(self.calendar.selectedDate())

    def refresh(self) -> None:
        """Colour the shown month's days by their results; update the texts."""
        heading = translate("DailyGames",
                            "%1, %2: one deal a day, the same for everyone, proven winnable.")
        self.heading.setText(heading.replace("%1", game_name(self.variant))
                             .replace("%2", difficulty_name(self.suits)))
        year, month = self.calendar.yearShown(), self.calendar.monthShown()
        first = datetime.date(year, month, 1)
        day = first
        while day.month == month:
            self.calendar.setDateTextFormat(to_qdate(day), QTextCharFormat())
            day += datetime.timedelta(days=1)
        month_results = self.results.month(year, month, self.variant, self.suits)
        self.calendar.marks = {date: entry.won for date, entry in month_results.items()}
        for date, entry in month_results.items():
            fmt = QTextCharFormat()
            fmt.setBackground(QBrush(WON if entry.won else PLAYED))
            fmt.setForeground(QBrush(QColor("white") if entry.won else QColor("black")))
            fmt.setFontWeight(700)
            fmt.setToolTip(result_text(entry, self.variant, self.system))
            self.calendar.setDateTextFormat(to_qdate(date), fmt)
        self.calendar.updateCells()
        streak = self.results.streak(self.today, self.variant, self.suits)
        text = translate("DailyGames", "Daily streak (days in a row): %1")
        self.streak_label.setText(text.replace("%1", str(streak)))
        self._show_day()

    def _show_day(self) -> None:
        date = self.selected
        entry = self.results.result(date, self.variant, self.suits)
        name = self.locale_of_app().toString(to_qdate(date), QLocale.FormatType.LongFormat)
        label = translate("DailyGames", "Today") if date == self.today else name
        text = f"{label}: {result_text(entry, self.variant, self.system)}"
        if entry is not None and entry.won:
            text += " " + translate("DailyGames", "(your best this day)")
        self.day_label.setText(text)
        self.play_button.setText(translate("DailyGames", "Play Today's Deal") if date == self.today
                                 else translate("DailyGames", "Play This Day's Deal"))

    # ----- called by DailyFeature -----
    def searching(self) -> None:
        self.play_button.setEnabled(False)
        self.calendar.setEnabled(False)
        self._busy_timer.start(BUSY_AFTER_MS)

    def search_ended(self) -> None:
        self._busy_timer.stop()
        self._show_busy(False)
        self.play_button.setEnabled(True)
        self.calendar.setEnabled(True)

    def _show_busy(self, shown: bool) -> None:
        for widget in (self.busy_label, self.busy_bar, self.cancel_button):
            widget.setVisible(shown)

    @property
    def busy_shown(self) -> bool:
        return self.busy_bar.isVisibleTo(self)


__all__ = ["DailyDialog", "result_text"]
