"""Game › Deal of the Day in the window (issue 23): found in the solver worker (solver
features off), remembered in the cache folder, an ordinary game that counts for its day,
the calendar showing the result, cancel and progress."""

from __future__ import annotations

import datetime
import json

from spiderette_qt.engine import Game
from spiderette_qt.engine.daily import find_daily
from spiderette_qt.persistence import StatisticsStore
from spiderette_qt.persistence.daily_cache import DailyCache
from spiderette_qt.window.records.daily_dialog import WON, DailyDialog, to_qdate

DAY = datetime.date(2026, 12, 3)
CODE = "SD1-S1-NJDIFXA"  # the 1-suit Spiderette daily of DAY (tests/engine pins it)


def open_daily(window, qtbot) -> DailyDialog:
    window.daily.today = lambda: DAY
    window.settings.confirm_new_game = False
    window.daily.actions.daily.trigger()
    dialog = window.daily.dialog
    assert isinstance(dialog, DailyDialog) and dialog.isVisible()
    return dialog


def test_the_daily_is_found_in_the_worker_then_remembered(window, qtbot):
    assert not window.solver.any_on()  # works with every solver feature off
    window.session.start_game(Game.new(1, 3))
    dialog = open_daily(window, qtbot)
    assert dialog.selected == DAY and dialog.play_button.text() == "Play Today's Deal"
    with qtbot.waitSignal(window.session.gameShown, timeout=60000):
        dialog.play_button.click()
    assert window.game.code == CODE and window.game.moves == 0
    assert window.daily.dialog is None or not window.daily.dialog.isVisible()
    assert window.session.statistics.daily.active.code == CODE
    cache = json.loads(DailyCache().path.read_text())
    assert cache == {"spiderette-daily-v1|2026-12-03|spiderette|1": CODE}
    # The second time: from the cache, no search.
    window.session.start_game(Game.new(1, 4))
    dialog = open_daily(window, qtbot)
    dialog.play_button.click()
    assert window.game.code == CODE and not window.daily.searching


def test_a_won_daily_counts_for_its_day_and_shows_in_the_calendar(window, qtbot):
    DailyCache().put("spiderette-daily-v1|2026-12-03|spiderette|1", CODE)
    dialog = open_daily(window, qtbot)
    dialog.play_button.click()
    assert window.game.code == CODE
    line = find_daily(DAY, "spiderette", 1).line
    window.presenter.move(*line[0]) if line[0][0] >= 0 else window.presenter.deal()
    assert window.session.statistics.daily.result(DAY, "spiderette", 1).won is False  # played
    for source, count, target in line[1:]:
        assert window.presenter.deal() if source < 0 else \
            window.presenter.move(source, count, target)
    assert window.game.is_won
    entry = window.session.statistics.daily.result(DAY, "spiderette", 1)
    assert entry.won and (entry.score, entry.moves) == (window.game.score, window.game.moves)
    assert window.session.statistics.for_game("spiderette", 1).won == 1  # the normal figures too
    saved = StatisticsStore().load_result().statistics
    assert saved.daily.result(DAY, "spiderette", 1) == entry
    dialog = open_daily(window, qtbot)
    fmt = dialog.calendar.dateTextFormat(to_qdate(DAY))
    assert fmt.background().color() == WON
    assert "Won: score" in fmt.toolTip() and "Won: score" in dialog.day_label.text()
    assert dialog.streak_label.text() == "Daily streak (days in a row): 1"
    assert dialog.calendar.marks == {DAY: True}


def test_an_interrupted_daily_still_counts_after_a_restart(window, qtbot):
    DailyCache().put("spiderette-daily-v1|2026-12-03|spiderette|1", CODE)
    dialog = open_daily(window, qtbot)
    dialog.play_button.click()
    first = find_daily(DAY, "spiderette", 1).line[0]
    assert window.presenter.move(*first)
    window.save_now()
    # The statistics file remembers the daily in play (the save has the game itself).
    saved = StatisticsStore().load_result().statistics
    assert saved.daily.is_active(CODE) and saved.daily.result(DAY, "spiderette", 1) is not None


def test_the_search_can_be_cancelled_and_shows_progress(window, qtbot):
    from tests.window.daily_jobs import endless_daily_job

    window.daily.today = lambda: DAY
    window.solver.jobs.daily = endless_daily_job
    before = window.game.code
    dialog = open_daily(window, qtbot)
    dialog.play_button.click()
    assert window.daily.searching and not dialog.play_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.busy_shown, timeout=5000)
    dialog.cancel_button.click()
    assert not window.daily.searching and not dialog.busy_shown
    assert dialog.play_button.isEnabled() and window.game.code == before


def test_a_wrong_answer_is_not_played(window, qtbot):
    from tests.window.daily_jobs import wrong_daily_job

    window.solver.jobs.daily = wrong_daily_job
    before = window.game.code
    dialog = open_daily(window, qtbot)
    dialog.play_button.click()
    qtbot.waitUntil(lambda: not window.daily.searching, timeout=30000)
    assert window.game.code == before
    assert "could not be found" in window.statusBar().currentMessage()


def test_a_past_day_can_be_played_and_the_future_cannot(window, qtbot):
    dialog = open_daily(window, qtbot)
    assert dialog.calendar.maximumDate() == to_qdate(DAY)
    dialog.calendar.setSelectedDate(to_qdate(DAY - datetime.timedelta(days=1)))
    assert dialog.play_button.text() == "Play This Day's Deal"
    assert dialog.day_label.text().endswith("Not played")


def test_a_daily_resumed_after_a_restart_is_won_for_its_day(window, qtbot, settings):
    from spiderette_qt.window.main_window import MainWindow

    DailyCache().put("spiderette-daily-v1|2026-12-03|spiderette|1", CODE)
    dialog = open_daily(window, qtbot)
    dialog.play_button.click()
    line = find_daily(DAY, "spiderette", 1).line
    for source, count, target in line[:10]:
        assert window.presenter.deal() if source < 0 else \
            window.presenter.move(source, count, target)
    window.save_now()
    window.close()
    again = MainWindow(settings, resume=True)
    qtbot.addWidget(again)
    again.show()
    qtbot.waitUntil(lambda: again.started)
    assert again.game.code == CODE and again.game.moves == 10
    for source, count, target in line[10:]:
        assert again.presenter.deal() if source < 0 else \
            again.presenter.move(source, count, target)
    assert again.game.is_won
    entry = again.session.statistics.daily.result(DAY, "spiderette", 1)
    assert entry is not None and entry.won and entry.moves == len(line)
    assert again.session.statistics.for_game("spiderette", 1).played == 1  # counted once
