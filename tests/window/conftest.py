"""Fixtures for the window tests: a settings store per test, a window around a controller."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from spiderette_qt.settings import Settings
from spiderette_qt.ui import durations


def make_controller():
    """The real controller: the window tests drive the table the player uses."""
    from spiderette_qt.controller import Controller

    return Controller()


@pytest.fixture
def qsettings(settings_path):
    return QSettings(str(settings_path), QSettings.Format.IniFormat)


@pytest.fixture
def settings(qsettings):
    return Settings(qsettings)


@pytest.fixture
def window(qtbot, settings):
    from spiderette_qt.window.main_window import MainWindow

    durations.set_speed("off")
    settings.animation_speed = "off"
    win = MainWindow(settings, controller=make_controller())
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    durations.set_speed("off")
