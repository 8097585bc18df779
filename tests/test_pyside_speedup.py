"""The start-up shortcut for PySide6's import hook gives PySide's own answers."""

from __future__ import annotations

import json
import sys

import PySide6.QtCore  # noqa: F401 - loads shibokensupport.feature

from spiderette_qt import pyside_speedup


def test_the_fast_check_answers_as_pyside_does() -> None:
    feature = sys.modules.get("shibokensupport.feature")
    assert feature is not None
    pyside_speedup.install()
    fast = feature._mod_uses_pyside
    assert getattr(fast, "_spiderette_fast", False)
    import spiderette_qt.engine.cards as plain
    import spiderette_qt.ui.view as uses

    assert fast(uses) is True
    assert fast(plain) is False
    assert fast(json) is False
    assert fast(sys) is False  # a builtin: PySide's own answer
    assert pyside_speedup.install() is False  # once is enough
