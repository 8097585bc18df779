"""The app's per-user folders: the plain Linux answer (given without importing platformdirs,
for the start-up) is platformdirs' own, and everything else is left to platformdirs."""

from __future__ import annotations

import sys
from pathlib import Path

import platformdirs
import pytest

from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.platform import user_folders
from spiderette_qt.platform.user_folders import (
    APP_NAME,
    linux_xdg_folder,
    user_cache_path,
    user_data_path,
    user_log_path,
)

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG rule")

#: (HOME, XDG_DATA_HOME, XDG_STATE_HOME); None = unset. XDG_CACHE_HOME follows the data one.
ENVIRONMENTS = [
    ("/home/ada", None, None),
    ("/home/ada/", None, None),  # a trailing slash
    ("/", None, None),
    ("/home/ada", "/srv/data", "/srv/state"),
    ("/home/ada", "", ""),  # empty: ignored
    ("/home/ada", "relative/data", "relative/state"),  # relative: ignored, says the spec
    ("/home/ada", "/srv/data/", None),
]


def _set(monkeypatch: pytest.MonkeyPatch, home: str | None, data: str | None,
         state: str | None) -> None:
    cache = data.replace("data", "cache") if data else data
    for name, value in (("HOME", home), ("XDG_DATA_HOME", data), ("XDG_STATE_HOME", state),
                        ("XDG_CACHE_HOME", cache)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)


@linux_only
@pytest.mark.parametrize(("home", "data", "state"), ENVIRONMENTS)
def test_the_plain_linux_answer_is_platformdirs_own(monkeypatch: pytest.MonkeyPatch,
                                                    home: str, data: str | None,
                                                    state: str | None) -> None:
    _set(monkeypatch, home, data, state)
    assert linux_xdg_folder("data") is not None  # answered without platformdirs
    assert user_data_path() == platformdirs.user_data_path(APP_NAME, appauthor=False)
    assert user_log_path() == Path(platformdirs.user_log_path(APP_NAME, appauthor=False))
    assert user_cache_path() == platformdirs.user_cache_path(APP_NAME, appauthor=False)


@linux_only
@pytest.mark.parametrize("home", [None, "", "relative/home"])
def test_without_an_absolute_home_platformdirs_decides(monkeypatch: pytest.MonkeyPatch,
                                                       home: str | None) -> None:
    _set(monkeypatch, home, None, None)
    assert linux_xdg_folder("data") is None
    assert linux_xdg_folder("state") is None
    assert linux_xdg_folder("cache") is None
    asked: list[str] = []
    monkeypatch.setattr(platformdirs, "user_data_path",
                        lambda *a, **k: asked.append("data") or Path("/from/platformdirs"))
    assert user_data_path() == Path("/from/platformdirs")
    assert asked == ["data"]


def test_elsewhere_platformdirs_decides(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(user_folders.sys, "platform", "win32")
    assert linux_xdg_folder("data") is None
    monkeypatch.setattr(platformdirs, "user_log_path", lambda *a, **k: Path("C:/Logs"))
    assert user_log_path() == Path("C:/Logs")


def test_a_replaced_data_folder_holds_for_its_duration_only(tmp_path: Path) -> None:
    usual = data_dir()
    with user_folders.data_dir_replaced(tmp_path / "elsewhere") as folder:
        assert data_dir() == folder == tmp_path / "elsewhere"
        assert folder.is_dir()
    assert data_dir() == usual != folder
