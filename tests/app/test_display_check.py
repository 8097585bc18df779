"""Which platform Qt would try, and whether it can find its display (issue 22, item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from spiderette_qt.app.display_check import MESSAGE, asked_platforms, display_problem


def _problem(env: dict[str, str], *argv: str) -> str | None:
    return display_problem(env, ["spiderette", *argv], platform="linux")


def test_nothing_at_all_is_the_message() -> None:
    assert _problem({}) == MESSAGE
    assert "DISPLAY" in MESSAGE and "WAYLAND_DISPLAY" in MESSAGE


@pytest.mark.parametrize("env", [{"DISPLAY": ":0"}, {"WAYLAND_DISPLAY": "wayland-1"},
                                 {"WAYLAND_SOCKET": "3"},
                                 {"QT_QPA_PLATFORM": "offscreen"},
                                 {"QT_QPA_PLATFORM": "vnc:size=800x600"},
                                 {"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":1"},
                                 {"QT_QPA_PLATFORM": "someplugin"}])
def test_a_display_or_a_platform_that_needs_none_goes_on(env: dict[str, str]) -> None:
    assert _problem(env) is None


def test_the_asked_platform_decides() -> None:
    assert _problem({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "w"}) == MESSAGE
    assert _problem({"QT_QPA_PLATFORM": "wayland", "DISPLAY": ":0"}) == MESSAGE
    assert _problem({}, "-platform", "offscreen") is None
    assert _problem({"QT_QPA_PLATFORM": "offscreen"}, "-platform", "xcb") == MESSAGE
    assert asked_platforms({}, ["p", "-platform", "wayland:x;xcb"]) == ["wayland", "xcb"]
    assert asked_platforms({}, ["p", "-platform"]) is None


def test_a_wayland_socket_in_the_runtime_folder_is_a_display(tmp_path: Path) -> None:
    (tmp_path / "wayland-0").write_text("")
    assert _problem({"XDG_RUNTIME_DIR": str(tmp_path)}) is None


def test_elsewhere_the_system_s_window_platform_is_always_there() -> None:
    assert display_problem({}, ["spiderette"], platform="win32") is None
    assert display_problem({}, ["spiderette"], platform="darwin") is None
