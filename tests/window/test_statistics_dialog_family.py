"""The statistics dialog per game of the family, with times, and readable by a screen reader
(issue 14 item 7: the caption labelled the table, hidden headers read "1"/"2", "Last 1 games")."""

from __future__ import annotations

import pytest

from spiderette_qt.persistence.statistics import Statistics
from spiderette_qt.window.dialogs.statistics_dialog import NONE_MARK, StatisticsDialog


def sample() -> Statistics:
    stats = Statistics()
    stats.game_started(2, "SP2-S1-AAAAABD", variant="spider")
    stats.action_made()
    stats.game_won(900, 300, elapsed_ms=754_000)
    stats.game_started(1, "SD1-S1-AAAAABD")
    stats.action_made()
    return stats


@pytest.fixture
def dialog(qtbot) -> StatisticsDialog:
    widget = StatisticsDialog(sample())
    qtbot.addWidget(widget)
    widget.show()
    return widget


def figures(dialog: StatisticsDialog, suits: int) -> dict[str, str]:
    table = dialog.table(suits)
    return {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}


def test_each_game_has_its_own_figures(dialog) -> None:
    assert figures(dialog, 2)["Games won"] == "0"
    dialog.show_suits(2, "spider")
    assert dialog.current_variant() == "spider"
    spider = figures(dialog, 2)
    assert (spider["Games won"], spider["Best time"], spider["Average time of a win"]) == (
        "1", "12:34", "12:34")
    assert "Spider" in dialog.table(2).accessibleName()


def test_the_game_in_progress_is_not_a_lost_game(dialog) -> None:
    easy = figures(dialog, 1)
    assert (easy["Games played"], easy["Games lost"], easy["Win rate"]) == ("1", "0", NONE_MARK)


def test_the_table_is_labelled_by_its_own_name_and_headers_have_words(dialog) -> None:
    for suits in (1, 2, 4):
        table = dialog.table(suits)
        assert table.accessibleName().startswith("Statistics: ")
        assert table.horizontalHeaderItem(0).text() == "Figure"
        assert table.horizontalHeaderItem(1).text() == "Value"
        assert table.verticalHeaderItem(0).text() == "Games played"
        label = dialog.findChild(object, f"chart_caption_{suits}")
        assert label.buddy() is None  # the chart's caption is not the table's label
        assert dialog.chart(suits).accessibleName() == label.text()


def test_one_recent_game_reads_in_the_singular(dialog) -> None:
    dialog.show_suits(2, "spider")
    assert dialog.chart(2).accessibleDescription() == "The last game: 1 won, 0 lost"


def test_every_new_game_has_its_figures_and_only_spider_a_three_suit_tab(qtbot) -> None:
    stats = Statistics()
    stats.game_started(3, "SP3-S1-AAAAABD", variant="spider")
    stats.action_made()
    stats.game_won(910, 290)
    stats.game_started(4, "SS4-S1-AAAAABD", variant="simple-simon")
    stats.action_made()
    stats.game_won(480, 120)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    three = 2  # the tab of 3 suits, between Medium and Hard
    assert dialog.tabs.tabText(three) == "Medium-hard (3 suits)"
    dialog.show_suits(3, "spider")
    assert dialog.tabs.isTabVisible(three) and dialog.current_suits() == 3
    assert figures(dialog, 3)["Best score"] == "910"
    assert "Spider, Medium-hard" in dialog.table(3).accessibleName()
    names = [dialog.game_choice.itemText(i) for i in range(dialog.game_choice.count())]
    assert names == ["Spiderette", "Spider", "Relaxed Spider", "Will o' the Wisp",
                     "Simple Simon", "Spider Three Decks"]
    dialog.show_suits(3, "simple-simon")  # no 3 suits there: the nearest below, Medium
    assert not dialog.tabs.isTabVisible(three) and dialog.current_suits() == 2
    dialog.show_suits(4, "simple-simon")
    assert figures(dialog, 4)["Best score"] == "480"
    for game in ("will-o-the-wisp", "spider-three-decks"):
        dialog.show_suits(1, game)
        assert dialog.current_variant() == game and figures(dialog, 1)["Games played"] == "0"
