"""Canary for the PySide6 6.12.0 / Python 3.11 bug: every void call dropped a reference to
None until the interpreter died in none_dealloc. If a future PySide6 brings it back, this test
fails long before a player's game crashes."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, QPointF
from PySide6.QtWidgets import QGraphicsRectItem


def test_void_qt_calls_do_not_leak_references_to_none(qapp):
    obj = QObject()
    item = QGraphicsRectItem(0, 0, 10, 10)
    for _ in range(200):  # warm up caches that may legitimately take a few references
        obj.setObjectName("warm")
        item.setPos(QPointF(1, 2))
    before = sys.getrefcount(None)
    for i in range(20_000):
        obj.setObjectName("canary")  # void setter
        item.setPos(QPointF(i, i))  # void setter on a graphics item
        item.setZValue(i)
    after = sys.getrefcount(None)
    # A leak of one reference per call would show as tens of thousands; allow small noise.
    assert abs(after - before) < 100, f"None refcount moved by {after - before}"
