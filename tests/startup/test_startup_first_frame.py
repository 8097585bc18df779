"""What the game has (not) done by its first frame: the start-up structure of issue 13.

A real launch (app.main) in a fresh interpreter, stopped at the first paint of any widget.
Each name here was measured as a cost before the first frame and moved after it (or avoided);
this test keeps them from creeping back (benchmarks/startup_bench.py prints the times).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

DRIVER = r'''
import gc, sys
from spiderette_qt.app import start as app
from spiderette_qt.window import deferred

# Looked at when the first work waiting for the table's first paint runs, before that work:
# the frame is on the screen. (Not an application-wide event filter: it would make PySide
# wrap, and so set up the type of, every object receiving an event.)
seen = []
real_after_first_paint = deferred.after_first_paint

def after_first_paint(widget, work, **deadline):
    def look_then_work():
        if not seen:
            seen.append(True)
            import PySide6.QtGui as gui, PySide6.QtWidgets as widgets
            from PySide6.QtCore import QTimer
            from PySide6.QtWidgets import QApplication
            # A lazily loaded PySide type appears in its module's __dict__ once set up.
            made = [n for n in ("QStyle", "QWizard", "QMessageBox") if n in widgets.__dict__]
            made += [n for n in ("QAccessible",) if n in gui.__dict__]
            print("MODULES", " ".join(sorted(sys.modules)))
            print("TYPES", " ".join(made) or "-")
            print("GC", gc.isenabled())
            from PySide6.QtCore import Qt
            from spiderette_qt.startup import fast_enums
            print("ENUMS", Qt.AlignmentFlag in fast_enums.built, len(fast_enums.built))
            QTimer.singleShot(0, QApplication.quit)
        work()
    real_after_first_paint(widget, look_then_work, **deadline)

deferred.after_first_paint = after_first_paint
sys.exit(app.main(["spiderette"]))
'''

#: Not needed for the first frame: the dialogs, the local socket (QtNetwork: only once the
#: window is up), and stdlib modules the start no longer needs (uuid and platform for the
#: save's writer id, locale through argparse's gettext, multiprocessing with socket and pickle
#: outside the bundle: only the solver's worker needs it; platformdirs on Linux:
#: spiderette_qt.platform.user_folders answers the plain case itself); Qt Multimedia and the
#: sound effects' loader (after the first frame, window/main_window.py SOUND_LOAD_AFTER_MS).
LATER_MODULES = (
    "PySide6.QtNetwork",
    "PySide6.QtMultimedia",
    "spiderette_qt.sound.quiet_messages",
    "spiderette_qt.app.single_instance",
    "spiderette_qt.window.dialogs.win_dialog",
    "spiderette_qt.window.dialogs.statistics_dialog",
    "spiderette_qt.window.dialogs.new_game_dialog",
    "spiderette_qt.window.dialogs.code_dialog",
    "spiderette_qt.window.dialogs.rules_dialog",
    "spiderette_qt.window.dialogs.about_dialog",
    "spiderette_qt.window.dialogs.shortcuts_dialog",
    "uuid",
    "platform",
    "locale",
    "multiprocessing",
    "socket",
    "pickle",
    "platformdirs",
)


def _first_frame(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("SPIDERETTE_EXIT_AFTER_FIRST_PAINT", None)
    env.update({"QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
                "XDG_CONFIG_HOME": str(tmp_path / "config"),
                "XDG_DATA_HOME": str(tmp_path / "data"),
                "XDG_CACHE_HOME": str(tmp_path / "cache")})
    done = subprocess.run([sys.executable, "-c", DRIVER], capture_output=True, text=True,
                          env=env, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert {"MODULES", "TYPES", "GC", "ENUMS"} <= lines.keys(), done.stdout + done.stderr
    return lines


def test_the_first_frame_comes_before_the_later_parts(tmp_path: Path) -> None:
    seen = _first_frame(tmp_path)
    modules = set(seen["MODULES"].split())
    assert "spiderette_qt.window.main_window" in modules  # the probe did see the game's frame
    assert sorted(modules & set(LATER_MODULES)) == []
    # QStyle (the message bar's icons), QWizard (PySide setting up every QWidget subclass to
    # name a viewport it had not seen), QMessageBox, QAccessible: each costs enums up front.
    assert seen["TYPES"] == "-"
    assert seen["GC"] == "False"  # the collector waits for the first frame
    from spiderette_qt import startup

    if sys.version_info[:2] == (3, 11) and startup.enabled():  # enums built by fast_enums
        fast_alignment, built = seen["ENUMS"].split()
        assert fast_alignment == "True" and int(built) > 150
