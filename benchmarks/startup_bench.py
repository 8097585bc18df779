"""Launch to a visible window under X11, side by side: the game, a bare PySide6 window, others.

    xvfb-run -a -s "-screen 0 1366x768x24 -br" python benchmarks/startup_bench.py [runs]
        [NAME=/path/to/another/checkout ...] [--no-references] [--returning]

Run it under a real X server (Xvfb is fine): the app uses the xcb platform as players have it,
not offscreen. For each launch the bench watches the root window with Xlib (through ctypes,
no extra package): it notes the time just before it starts the process, the time the first
top-level window of at least 300x200 is mapped, and the time that window first shows painted
pixels (a strip across its middle is no longer the black of Xvfb's -br root: the first frame
reached the screen). Then it kills the process and reads its CPU time (user + system) from
wait4, which is the CPU spent to get that window up.

Every launch gets fresh user folders (HOME, XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME),
so the game starts as on first use: a new deal, no settings. With --returning each kind keeps
its folders from launch to launch instead (after the warm-up: a saved game to resume, the
settings, the card images of ui.card_disk_cache), as on a player's later launches.

One warm-up round (not counted) lets the OS cache the libraries, Python write its .pyc files
and the game write its compile cache in its package's __pycache__ (as a player's first launch
does; a bundle ships it built); then the kinds run interleaved, `runs` rounds (default 7), and
medians are printed: of the times, of their ratio to the bare window's median ("x bare"), and
of each round's own ratio ("round x": the machine's drift between rounds cancels out).

"bare" is a QApplication with a QGraphicsView on an empty scene, shown at 1024x720; "app" is
`python -m spiderette_qt`; aisleriot (`sol`) and kpat are measured too when installed, as
references (not with --no-references, for quicker before/after runs). NAME=PATH adds another
checkout of the game (e.g. `before=/tmp/old`, from `git archive`) to the same run, or a
program (e.g. `bundle=dist/Spiderette/Spiderette`, the installed app players run).
Target: app <= 1.5 x bare (the game should open about as fast as an empty Qt window).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

BARE = r'''
import sys
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView
app = QApplication(sys.argv[:1])
scene = QGraphicsScene()
view = QGraphicsView(scene)
view.resize(1024, 720)
view.show()
app.exec()
'''

#: How long the warm-up launch lives after its first frame (the game's once-only writes: its
#: compile cache, and with --returning its saved game and card images, 1.5 s after the frame).
WARM_UP_SETTLE_S = 3.0

MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF


class _XImage(ctypes.Structure):
    # The leading fields of Xlib's XImage; only data and bytes_per_line are read.
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.POINTER(ctypes.c_ubyte)),
                ("byte_order", ctypes.c_int), ("bitmap_unit", ctypes.c_int),
                ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int),
                ("bits_per_pixel", ctypes.c_int)]


class _WindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
                ("height", ctypes.c_int), ("border_width", ctypes.c_int),
                ("depth", ctypes.c_int), ("rest", ctypes.c_byte * 200)]


class _Xlib:
    """The few Xlib calls the watcher needs."""

    def __init__(self) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise SystemExit("libX11 not found: this bench needs an X server (run it in xvfb-run)")
        x = self.x = ctypes.cdll.LoadLibrary(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XSelectInput.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_long]
        x.XPending.argtypes = [ctypes.c_void_p]
        x.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.c_void_p]
        x.XFlush.argtypes = [ctypes.c_void_p]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                           ctypes.POINTER(_WindowAttributes)]
        x.XGetImage.restype = ctypes.POINTER(_XImage)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XSetErrorHandler.argtypes = [ctypes.c_void_p]
        self._handler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)(
            lambda _display, _error: 0)  # a window gone mid-query is no reason to stop
        x.XSetErrorHandler(ctypes.cast(self._handler, ctypes.c_void_p))
        self.display = x.XOpenDisplay(None)
        if not self.display:
            raise SystemExit("cannot open the X display: run the bench inside xvfb-run")
        self.root = x.XDefaultRootWindow(self.display)
        x.XSelectInput(self.display, self.root, SUBSTRUCTURE_NOTIFY_MASK)
        x.XFlush(self.display)
        self._event = ctypes.create_string_buffer(192)

    def mapped_windows(self) -> list[int]:
        """Windows mapped since the last call (MapNotify on the root's children)."""
        found = []
        while self.x.XPending(self.display):
            self.x.XNextEvent(self.display, self._event)
            kind = ctypes.c_int.from_buffer(self._event, 0).value
            if kind == MAP_NOTIFY:
                found.append(ctypes.c_ulong.from_buffer(self._event, 40).value)
        return found

    def size(self, window: int) -> tuple[int, int]:
        attrs = _WindowAttributes()
        if not self.x.XGetWindowAttributes(self.display, window, ctypes.byref(attrs)):
            return 0, 0
        return attrs.width, attrs.height

    def painted(self, window: int, width: int, height: int) -> bool:
        """Does a strip across the window's middle show anything but black?"""
        image = self.x.XGetImage(self.display, window, 0, height // 2, width, 1, ALL_PLANES,
                                 Z_PIXMAP)
        if not image:
            return False
        try:
            row = ctypes.string_at(image.contents.data, image.contents.bytes_per_line)
        finally:
            self.x.XFree(image.contents.data)
            self.x.XFree(image)
        return any(row)


@dataclass
class Launch:
    mapped_ms: float
    visible_ms: float
    cpu_ms: float


def _fresh_env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)  # the real xcb platform
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: compiled .pyc files
    for key, sub in (("HOME", ""), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                     ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state")):
        path = os.path.join(home, sub)
        os.makedirs(path, exist_ok=True)
        env[key] = path
    return env


def launch(xlib: _Xlib, command: list[str], timeout: float = 60.0, settle: float = 0.0,
           home: str | None = None) -> Launch:
    """One launch, killed as soon as its window shows painted pixels (or `settle` seconds
    later: the warm-up lets a program finish what it does once after its first frame), in
    fresh user folders or in `home`'s (kept from launch to launch)."""
    with tempfile.TemporaryDirectory() as fresh:
        env = _fresh_env(home if home is not None else fresh)
        xlib.mapped_windows()  # forget older events
        started = time.perf_counter()
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
        window, mapped, visible = 0, 0.0, 0.0
        width = height = 0
        deadline = started + timeout
        try:
            while time.perf_counter() < deadline:
                if not window:
                    for candidate in xlib.mapped_windows():
                        width, height = xlib.size(candidate)
                        if width >= 300 and height >= 200:
                            window, mapped = candidate, time.perf_counter()
                            break
                if window and xlib.painted(window, width, height):
                    visible = time.perf_counter()
                    break
                if process.poll() is not None:
                    raise RuntimeError(f"{command[0]} exited with {process.returncode}")
                time.sleep(0.001)
            else:
                raise RuntimeError(f"{command} showed no painted window in {timeout} s")
        finally:
            if settle and visible:
                time.sleep(settle)
            if process.poll() is None:
                process.send_signal(signal.SIGKILL)
            _pid, _status, usage = os.wait4(process.pid, 0)
        cpu = (usage.ru_utime + usage.ru_stime) * 1000
        return Launch((mapped - started) * 1000, (visible - started) * 1000, cpu)


# Another checkout of the game (an older commit, for before/after figures in one run): its
# package must win over this environment's editable install, whose finder comes first.
OTHER = r'''
import runpy, sys
sys.meta_path[:] = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
sys.path.insert(0, sys.argv.pop(1))
sys.argv[0] = "spiderette"
runpy.run_module("spiderette_qt", run_name="__main__", alter_sys=True)
'''


def _program(name: str) -> str | None:
    return shutil.which(name) or shutil.which(name, path="/usr/games")


def commands(others: dict[str, str], references: bool = True) -> dict[str, list[str]]:
    kinds = {
        "bare": [sys.executable, "-c", BARE],
        "app": [sys.executable, "-m", "spiderette_qt"],
    }
    for name, path in others.items():
        if os.path.isfile(path) and os.access(path, os.X_OK):
            kinds[name] = [path]  # a program: the PyInstaller bundle (dist/Spiderette/Spiderette)
        else:
            kinds[name] = [sys.executable, "-c", OTHER, path]  # another checkout
    for kind, program in (("aisleriot", "sol"), ("kpat", "kpat")) if references else ():
        found = _program(program)
        if found:
            kinds[kind] = [found]
    return kinds


def main(argv: list[str]) -> int:
    others = dict(a.split("=", 1) for a in argv[1:] if "=" in a)
    numbers = [a for a in argv[1:] if "=" not in a and not a.startswith("--")]
    runs = int(numbers[0]) if numbers else 7
    xlib = _Xlib()
    kinds = commands(others, references="--no-references" not in argv)
    # --returning: each kind keeps its user folders from launch to launch (its saved game,
    # settings and caches), as a player's second and later launches find them.
    homes = {kind: tempfile.mkdtemp(prefix=f"bench-{kind}-") for kind in kinds} \
        if "--returning" in argv else {}
    # Warm-up: the OS caches the libraries, Python writes its .pyc files, and the game writes
    # its compile cache (pyside_compile_cache), which it does just after its first frame, like
    # on a player's first launch: so this launch lives on a moment after its window shows.
    for kind, command in kinds.items():
        launch(xlib, command, settle=WARM_UP_SETTLE_S, home=homes.get(kind))
    results: dict[str, list[Launch]] = {kind: [] for kind in kinds}
    for _ in range(runs):  # interleaved, so a burst of load on the machine hits every kind
        for kind, command in kinds.items():
            results[kind].append(launch(xlib, command, home=homes.get(kind)))
    for home in homes.values():
        shutil.rmtree(home, ignore_errors=True)
    bare = statistics.median(r.visible_ms for r in results["bare"])
    folders = "kept user folders (--returning)" if homes else "fresh user folders"
    print(f"launch to a visible window under X11, {folders}, medians of {runs} after a warm-up")
    print(f"{'':10} {'mapped':>8} {'visible':>8} {'x bare':>7} {'round x':>8} {'CPU':>8}")
    for kind, launches in results.items():
        visible = statistics.median(r.visible_ms for r in launches)
        # Each round launched every kind back to back: its own ratio to that round's bare
        # window cancels the machine's drift between rounds (a busier minute slows both).
        by_round = statistics.median(r.visible_ms / b.visible_ms
                                     for r, b in zip(launches, results["bare"], strict=True))
        print(f"{kind:10} {statistics.median(r.mapped_ms for r in launches):6.0f}ms"
              f" {visible:6.0f}ms {visible / bare:6.2f}x {by_round:7.2f}x"
              f" {statistics.median(r.cpu_ms for r in launches):6.0f}ms")
    print("target: app <= 1.5 x bare (visible)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
