"""SIGTERM (a session's logout, `kill`, systemd), SIGHUP (its terminal closed) and SIGINT
(Ctrl+C in the terminal it was started from) quit the app the normal way: the window closes
(saving the game, the statistics and the settings) and the event loop ends (which closes the
one-instance socket). Left to their defaults, they ended the process past every save (or, for
SIGINT, raised KeyboardInterrupt in a slot while the app ran on).

Python runs a signal handler only between two of its own bytecodes, and while Qt's event loop
waits no Python runs, so the signal also writes a byte into a pipe (signal.set_wakeup_fd)
that a QSocketNotifier watches: the loop wakes, Python runs, and the handler asks the loop to
quit from its next turn. A pipe, not a socket pair: the socket module is not imported before
the first frame. POSIX only (Windows has no SIGTERM to send a window).
"""

from __future__ import annotations

import os
import signal
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

#: The signals that mean "please end", where the system has them. SIGINT too: Python's own
#: handler would raise KeyboardInterrupt inside whatever slot runs next (printed by PySide, the
#: app running on), never a quit.
QUIT_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGINT")
                     if hasattr(signal, name))


def quit_on_signals(parent: QObject, quit_: Callable[[], object]) -> QSocketNotifier | None:
    """Call `quit_` from the event loop when a QUIT_SIGNALS signal arrives; the notifier (a
    child of `parent`), or None where the wake-up pipe cannot be made."""
    if os.name != "posix":
        return None
    try:
        reader, writer = os.pipe()
        os.set_blocking(reader, False)
        os.set_blocking(writer, False)
        signal.set_wakeup_fd(writer, warn_on_full_buffer=False)
    except (OSError, ValueError):  # ValueError: not the main thread
        return None
    asked: list[bool] = []
    keep = (reader, writer)  # alive as long as the handler (and the notifier's slot) are

    def handler(_signum: int, _frame: Any) -> None:
        if keep and not asked:
            asked.append(True)
            QTimer.singleShot(0, parent, quit_)

    for number in QUIT_SIGNALS:
        signal.signal(number, handler)
    notifier = QSocketNotifier(reader, QSocketNotifier.Type.Read, parent)

    def woke() -> None:
        try:  # the bytes only woke the loop; the handler has run by now
            os.read(reader, 512)
        except OSError:
            pass

    notifier.activated.connect(woke)
    return notifier
