"""A window closed before its work after the first frame ran (closed at once, or never
painted) does not do that work later: closing saved everything already, and a save from a
closed window could land in another data folder (the next test's: a flaky CI failure, a
savegame.json in test_a_directory_in_place_of_the_save_does_not_crash's fresh folder)."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from spiderette_qt.persistence.background_writer import shared_writer_if_made
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.window import main_window


def test_the_deadline_of_a_closed_window_saves_nothing_anywhere(qtbot, settings_path,
                                                                tmp_path, monkeypatch):
    monkeypatch.setattr(main_window, "START_SAVE_WAIT_MS", 50)
    window = main_window.MainWindow(Settings(QSettings(str(settings_path),
                                                       QSettings.Format.IniFormat)))
    qtbot.addWidget(window)  # never shown: only the deadline would run the work
    window.close()
    writer = shared_writer_if_made()
    assert writer is not None and writer.flush(None, 10.0)
    assert (data_dir() / "savegame.json").is_file()  # closing saved the game
    elsewhere = tmp_path / "next-data"
    elsewhere.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(elsewhere))  # as the next test's set-up does
    qtbot.wait(300)  # past the deadline
    assert list(elsewhere.iterdir()) == []
    assert not window.started
