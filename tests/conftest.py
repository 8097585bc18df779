"""Test set-up shared by every test.

Qt must see QT_QPA_PLATFORM before it is first imported, so this runs at import time of the
conftest, before any test module imports PySide6. Each test gets its own settings store (an
INI file) and its own data directory, so tests never touch the developer's real files and
never see each other's.
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
# Qt warns about a missing XDG_RUNTIME_DIR under root/CI; give it one.
os.environ.setdefault("XDG_RUNTIME_DIR", "/tmp/spiderette-test-runtime")
os.makedirs(os.environ["XDG_RUNTIME_DIR"], mode=0o700, exist_ok=True)
# The window plays its sounds through PulseAudio: the suite talks to no audio server (a
# developer's desktop stays quiet, and no server is spawned); tests/sound/test_pulse_recording
# starts one of its own.
os.environ["PULSE_SERVER"] = "unix:/nonexistent/spiderette-tests"

import pytest  # noqa: E402

# As the app does (app.main): the start-up patches (PySide6's enums built by fast_enums, its
# source check by pyside_speedup), so that every test runs on them; CI runs the suite once
# more without them (SPIDERETTE_NO_STARTUP_PATCHES=1, .ci/run).
from spiderette_qt import startup  # noqa: E402

startup.install_all()


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Point platformdirs and user_folders (XDG_*) at a fresh folder per test."""
    data = tmp_path / "xdg-data"
    config = tmp_path / "xdg-config"
    data.mkdir()
    config.mkdir()
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    # Never the player's own: the card images and the crash logs.
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "xdg-state"))
    yield data, config
    settle_qt_while_still_this_tests()


class _SeededDeals:
    """Stands in for the `random` module in engine/game.py: its SystemRandom is one seeded
    generator for the whole test, so a random new deal (the window's first game, New Game)
    is still a different deal each time, but the same ones on every run. Tests that play
    the first move of such a deal failed now and then in a fresh clone: one deal in a while
    has no move at its start."""

    def __init__(self, seed: int) -> None:
        import random

        self._generator = random.Random(seed)

    def SystemRandom(self):  # noqa: N802 (the name game.py calls)
        return self._generator


@pytest.fixture(autouse=True)
def repeatable_deals(request, monkeypatch):
    """Every test's random deals are the same on every run (seeded from the test's name)."""
    import zlib

    from spiderette_qt.engine import game as game_module

    seed = zlib.crc32(request.node.nodeid.encode())
    monkeypatch.setattr(game_module, "random", _SeededDeals(seed))


def settle_qt_while_still_this_tests() -> None:
    """At a test's end, while XDG_* still name its folders: close the windows it left open,
    run the events its objects still had queued, and wait for the background writer.

    The stores look the data folder up when they save (persistence.paths), and pytest-qt
    processes events after the next test's set-up; a save queued by this test's window
    would then land in the next test's fresh folder. Seen once in CI with the start-up
    patches off: test_a_directory_in_place_of_the_save_does_not_crash found a
    savegame.json already there before its first line ran."""
    import sys

    widgets = sys.modules.get("PySide6.QtWidgets")
    app = widgets.QApplication.instance() if widgets is not None else None
    if app is not None:
        for window in app.topLevelWidgets():
            if window.isVisible():
                window.close()
        app.processEvents()  # posted events and due timers (sendPostedEvents adds nothing)
    from spiderette_qt.persistence.background_writer import shared_writer_if_made

    writer = shared_writer_if_made()
    if writer is not None:
        writer.flush(None, 10.0)


@pytest.fixture
def settings_path(tmp_path):
    """The INI file a test's QSettings store lives in."""
    return tmp_path / "settings.ini"


@pytest.fixture
def qsettings(settings_path):
    """A QSettings store of the test's own (an INI file in tmp_path), never the user's."""
    from PySide6.QtCore import QSettings

    return QSettings(str(settings_path), QSettings.Format.IniFormat)


@pytest.fixture
def settings(qsettings):
    """The app's preferences over the test's own store."""
    from spiderette_qt.settings.preferences import Settings

    return Settings(qsettings)


@pytest.fixture(scope="session")
def bench():
    """benchmarks/hint_bench.py as a module (the tests of its versions and its comparison)."""
    from tests.benchmarks.scripts import hint_bench

    return hint_bench()
