"""orca_table.py, printing the accessible ids of every dialog it opens (to match Qt's
"Could not find accessible on path" lines to objects). Debug aid, run like orca_table.py."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAccessible

sys.path.insert(0, str(Path(__file__).resolve().parent))
import orca_table  # noqa: E402

seen: set[int] = set()


def dump(iface, depth: int = 0) -> None:
    if iface is None or not iface.isValid() or depth > 4:
        return
    uid = int(QAccessible.uniqueId(iface))
    if uid not in seen:
        seen.add(uid)
        print(f"ID {uid} {iface.role().name} {iface.text(QAccessible.Text.Name)!r}"
              f" {type(iface.object()).__name__}", flush=True)
    for i in range(min(iface.childCount(), 60)):
        dump(iface.child(i), depth + 1)


def poll() -> None:
    from PySide6.QtWidgets import QApplication

    for widget in QApplication.topLevelWidgets():
        if widget.isVisible():
            dump(QAccessible.queryAccessibleInterface(widget))


timer = QTimer()
timer.timeout.connect(poll)
QTimer.singleShot(0, lambda: timer.start(500))
sys.exit(orca_table.main())
