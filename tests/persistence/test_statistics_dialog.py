"""The Statistics dialog shows the figures and resets them only after confirmation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from spiderette_qt.persistence.statistics import Statistics
from spiderette_qt.window.dialogs.statistics_dialog import NONE_MARK, StatisticsDialog


def sample() -> Statistics:
    stats = Statistics()
    for deal, win in (("A", (847, 53)), ("B", None), ("C", (820, 80)), ("D", (860, 60))):
        stats.game_started(1, deal)
        stats.action_made(score=480, moves=20)
        if win:
            stats.game_won(*win)
    stats.game_started(4, "H")
    stats.action_made(score=450, moves=50)
    stats.game_started(1, "E")  # the 4-suit game is abandoned: a loss
    return stats


def figures(dialog: StatisticsDialog, suits: int) -> dict[str, str]:
    table = dialog.table(suits)
    return {table.item(row, 0).text(): table.item(row, 1).text() for row in range(table.rowCount())}


@pytest.fixture
def dialog(qtbot) -> StatisticsDialog:
    widget = StatisticsDialog(sample())
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_figures_are_shown_per_difficulty(dialog: StatisticsDialog) -> None:
    easy = figures(dialog, 1)
    assert easy["Games played"] == "4"
    assert easy["Games won"] == "3"
    assert easy["Games lost"] == "1"
    assert easy["Win rate"] == "75%"
    assert easy["Best score"] == "860"
    assert easy["Fewest moves to win"] == "53"
    assert easy["Current winning streak"] == "2"
    assert easy["Longest winning streak"] == "2"
    hard = figures(dialog, 4)
    assert (hard["Games played"], hard["Games lost"], hard["Win rate"]) == ("1", "1", "0%")
    assert hard["Best score"] == NONE_MARK
    medium = figures(dialog, 2)
    assert medium["Win rate"] == NONE_MARK and medium["Games played"] == "0"
    assert [r.won for r in dialog.chart(1).results()] == [True, False, True, True]
    assert dialog.chart(2).results() == []


def test_reset_confirmed_clears_the_shown_difficulty(dialog, qtbot, monkeypatch) -> None:
    asked = []

    def answer_yes(*args, **kwargs):
        asked.append(args)
        return QMessageBox.StandardButton.Reset

    monkeypatch.setattr(QMessageBox, "question", answer_yes)
    dialog.show_suits(1)
    with qtbot.waitSignal(dialog.statisticsChanged), qtbot.waitSignal(dialog.resetRequested) as r:
        dialog.reset_button.click()
    assert asked, "the reset must ask first"
    assert r.args == [1]
    assert figures(dialog, 1)["Games played"] == "0"
    assert figures(dialog, 1)["Best score"] == NONE_MARK
    assert dialog.statistics[1].played == 0
    assert dialog.chart(1).results() == []
    assert figures(dialog, 4)["Games played"] == "1"  # other difficulties are kept


def test_reset_cancelled_keeps_everything(dialog, qtbot, monkeypatch) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    emitted = []
    dialog.statisticsChanged.connect(lambda: emitted.append(True))
    dialog.reset_button.click()
    assert emitted == []
    assert figures(dialog, 1)["Games played"] == "4"


def test_tab_key_goes_game_tabs_table_reset_close(dialog, qtbot) -> None:
    dialog.activateWindow()
    dialog.tabs.tabBar().setFocus()
    visited = []
    for _ in range(5):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        visited.append(QApplication.focusWidget())
    assert visited == [
        dialog.table(1),
        dialog.reset_button,
        dialog.close_button,
        dialog.game_choice,
        dialog.tabs.tabBar(),
    ]


def test_escape_and_close_button_close_the_dialog(dialog, qtbot) -> None:
    assert dialog.close_button.isDefault()
    closed = []
    dialog.rejected.connect(lambda: closed.append(True))
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert closed == [True]
    dialog.show()
    dialog.close_button.click()
    assert closed == [True, True]


def test_refresh_after_the_statistics_change(dialog) -> None:
    stats = dialog.statistics
    stats.action_made()
    stats.game_won(900, 45)
    dialog.refresh()
    easy = figures(dialog, 1)
    assert (easy["Games played"], easy["Best score"], easy["Fewest moves to win"]) == (
        "5",
        "900",
        "45",
    )


def test_the_chart_plots_the_chosen_scoring(qtbot) -> None:
    from spiderette_qt.persistence.statistics_figures import GameResult

    stats = Statistics()
    stats.for_suits(1).recent = [GameResult(True, 800, 60)]  # before the other systems
    stats.game_started(1, "A")
    stats.action_made(480, 20, {"windows": 480, "sun": 40, "edderkop": 15})
    stats.game_started(1, "B")  # A is left: lost
    stats.action_made(499, 1)
    stats.game_won(847, 53, None, {"windows": 847, "sun": 500, "edderkop": 505})
    shown = {}
    for system in ("windows", "sun", "edderkop"):
        widget = StatisticsDialog(stats, system=system)
        qtbot.addWidget(widget)
        chart = widget.chart(1)
        assert chart.system == system
        shown[system] = (chart.heights(), chart.caption(), chart.tooltip(1), chart.tooltip(0))
    assert shown["windows"] == ([800, 480, 847], "Height: score", "Lost: score 480, 20 moves",
                                "Won: score 800, 60 moves")
    assert shown["sun"][:3] == ([None, 40, 500], "Height: score (Sun)",
                                "Lost: score 40, 20 moves")
    assert shown["sun"][3] == "Won: 60 moves (no score of this system was kept then)"
    assert shown["edderkop"][:2] == ([None, 15, 505], "Height: score (Edderkop)")
