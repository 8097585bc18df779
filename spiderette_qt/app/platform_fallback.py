"""A Wayland-only platform request gets an X11 fallback (for the game and its self-test).

Asked for alone, a Wayland platform that cannot start (no compositor, no libwayland, a build
without the plugin) makes Qt abort (exit 134); X11 through XWayland is the fallback. Its own
module below app/cli.py and app/selftest.py, which both use it. No Qt here.
"""

from __future__ import annotations

import os
import sys

PLATFORM_ENV = "QT_QPA_PLATFORM"
_WAYLAND = ("wayland", "wayland-egl")


def with_platform_fallback(value: str) -> str:
    """"wayland" -> "wayland;xcb": Qt tries each platform of a ;-list in turn."""
    names = [name.strip() for name in value.split(";") if name.strip()]
    if names and all(name.split(":")[0] in _WAYLAND for name in names):
        return ";".join([*names, "xcb"])
    return value


def add_platform_fallback(environ: dict[str, str] | os._Environ[str], qt_argv: list[str]) -> None:
    """Give a Wayland-only platform request (environment or -platform) an xcb fallback."""
    if not sys.platform.startswith("linux"):
        return
    if environ.get(PLATFORM_ENV):
        environ[PLATFORM_ENV] = with_platform_fallback(environ[PLATFORM_ENV])
    for index, arg in enumerate(qt_argv[:-1]):
        if arg in ("-platform", "--platform"):
            qt_argv[index + 1] = with_platform_fallback(qt_argv[index + 1])
