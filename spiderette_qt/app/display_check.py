"""Is there a display to show the window on? Asked before QApplication exists.

Without one (an ssh session without X forwarding, a service, a cron job: neither DISPLAY nor
WAYLAND_DISPLAY) Qt aborts the process with SIGABRT, after a misleading "xcb-cursor0 is
needed ... Reinstalling the application may fix this problem", and the crash log then tells
the next real launch that Spiderette closed unexpectedly. The platform Qt would try is worked
out here instead (-platform on the command line, else QT_QPA_PLATFORM, else the desktop's),
and the app stops with one clear line when none of its candidates can start. Platforms that
need no display server (offscreen, minimal, vnc, linuxfb, eglfs ...) and any we do not know
are left to Qt. Linux only: elsewhere the system's own window platform is always there.
No Qt here.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Mapping, Sequence

#: Platform plugins that need neither an X server nor a Wayland compositor.
NO_SERVER_NEEDED = frozenset({"offscreen", "minimal", "minimalegl", "linuxfb", "eglfs",
                              "vnc", "vkkhrdisplay"})
_X11 = frozenset({"xcb"})
_WAYLAND = frozenset({"wayland", "wayland-egl", "wayland-brcm"})

MESSAGE = ("spiderette: no display to show the game on (neither DISPLAY nor WAYLAND_DISPLAY"
           " is set); start it from a desktop session, or over ssh with -X")


def asked_platforms(environ: Mapping[str, str], qt_argv: Sequence[str]) -> list[str] | None:
    """The platform names Qt will try, in order; None when nothing asks for one."""
    value = None
    for index, arg in enumerate(qt_argv[1:-1], start=1):
        if arg in ("-platform", "--platform"):
            value = qt_argv[index + 1]
    if value is None:
        value = environ.get("QT_QPA_PLATFORM") or None
    if value is None:
        return None
    return [name.split(":")[0].strip() for name in value.split(";") if name.strip()]


def _wayland_there(environ: Mapping[str, str]) -> bool:
    if environ.get("WAYLAND_DISPLAY") or environ.get("WAYLAND_SOCKET"):  # a name, or an fd
        return True
    runtime = environ.get("XDG_RUNTIME_DIR", "")  # libwayland's default: wayland-0 there
    return bool(runtime) and os.path.exists(os.path.join(runtime, "wayland-0"))


def _can_start(name: str, environ: Mapping[str, str]) -> bool:
    if name in _X11:
        return bool(environ.get("DISPLAY"))
    if name in _WAYLAND:
        return _wayland_there(environ)
    return True  # needs no server (NO_SERVER_NEEDED), or one we do not know: Qt decides


def display_problem(environ: Mapping[str, str] | None = None,
                    qt_argv: Sequence[str] = (), platform: str | None = None) -> str | None:
    """MESSAGE when no platform Qt would try can find its display; None otherwise."""
    if not (sys.platform if platform is None else platform).startswith("linux"):
        return None
    env = os.environ if environ is None else environ
    names = asked_platforms(env, qt_argv)
    if names is None:  # the desktop's choice: X11 or Wayland, whichever is there
        names = ["xcb", "wayland"]
    if any(_can_start(name, env) for name in names):
        return None
    return MESSAGE
