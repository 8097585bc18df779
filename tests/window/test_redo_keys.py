"""Redo answers Ctrl+Y (the README's key) and Ctrl+Shift+Z, whatever the platform's standard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest


@pytest.mark.parametrize("keys", ["Ctrl+Y", "Ctrl+Shift+Z"])
def test_redo_keys_redo(window, qtbot, keys) -> None:
    window.activateWindow()
    window.view.setFocus()
    game = window.game
    window.presenter.deal()  # always possible at the start (no column is empty)
    window.presenter.undo()
    assert game.can_redo and game.deals_left == 4
    sequence = QKeySequence(keys)
    combo = sequence[0]
    QTest.keyClick(window.view, combo.key(), combo.keyboardModifiers())
    assert not game.can_redo and game.deals_left == 3


def test_redo_menu_lists_both_keys(window) -> None:
    keys = {k.toString() for k in window.window_actions.redo.shortcuts()}
    assert {"Ctrl+Y", "Ctrl+Shift+Z"} <= keys
    assert window.window_actions.redo.shortcutContext() == Qt.ShortcutContext.WindowShortcut


@pytest.mark.parametrize("platform", [["Ctrl+Shift+Z"], ["Ctrl+Y"], ["Ctrl+Y", "Ctrl+Shift+Z"],
                                      []], ids=["linux", "windows", "kde", "none"])
def test_redo_gets_both_keys_whatever_the_platform_gives(platform) -> None:
    from spiderette_qt.window.actions import redo_shortcuts

    keys = [k.toString() for k in redo_shortcuts([QKeySequence(t) for t in platform])]
    assert keys[: len(platform)] == platform  # the native one first, as menus show it
    assert sorted(keys) == ["Ctrl+Shift+Z", "Ctrl+Y"]
