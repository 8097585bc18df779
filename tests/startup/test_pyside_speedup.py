"""The start-up shortcut for PySide6's import hook gives PySide's own answers."""

from __future__ import annotations

import inspect
import json
import sys
import types
from pathlib import Path

import PySide6.QtCore  # noqa: F401 - loads shibokensupport.feature
import pytest

from spiderette_qt.startup import pyside_speedup


def test_the_fast_check_answers_as_pyside_does() -> None:
    feature = sys.modules.get("shibokensupport.feature")
    assert feature is not None
    pyside_speedup.install()
    fast = feature._mod_uses_pyside
    assert getattr(fast, "_spiderette_fast", False)
    import spiderette_qt.engine.cards as plain
    import spiderette_qt.table.view as uses

    assert fast(uses) is True
    assert fast(plain) is False
    assert fast(json) is False
    assert fast(sys) is False  # a builtin: PySide's own answer
    assert pyside_speedup.install() is False  # once is enough


def test_a_compiled_module_gets_pyside_s_answer_without_the_detour(tmp_path: Path) -> None:
    # The bundle's modules: a .pyc, with or without the .py beside it.
    feature = sys.modules["shibokensupport.feature"]
    pyside_speedup.install()
    fast = feature._mod_uses_pyside
    real = feature._mod_uses_pyside.__closure__  # the wrapped original, for its answers
    original = next(c.cell_contents for c in real if callable(c.cell_contents))
    for name, text in (("bare", None), ("qt", "from PySide6 import QtCore\n"),
                       ("plain", "import json\n")):
        compiled = tmp_path / f"{name}.pyc"
        compiled.write_bytes(b"")
        if text is not None:
            (tmp_path / f"{name}.py").write_text(text)
        module = types.ModuleType(name)
        module.__file__ = str(compiled)
        assert fast(module) == original(module) == (name == "qt"), name


def _no_detour(*_: object) -> str:
    raise AssertionError("inspect.getsource was asked")


class _Loader:
    """A loader like PyInstaller's FrozenImporter: the source only if the .py is there."""

    def __init__(self, source: str | None) -> None:
        self.source = source
        self.asked = 0

    def get_source(self, name: str) -> str | None:
        self.asked += 1
        return self.source


def test_a_module_without_its_file_asks_its_loader_as_inspect_would(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # PyInstaller 6 names a bundled module `<bundle>/_internal/pkg/mod.py`, a file that is
    # not there: the answer is the loader's source, without inspect's detour.
    feature = sys.modules["shibokensupport.feature"]
    pyside_speedup.install()
    fast = feature._mod_uses_pyside
    real = feature._mod_uses_pyside.__closure__
    original = next(c.cell_contents for c in real if callable(c.cell_contents))
    for name, text in (("frozen_bare", None), ("frozen_qt", "from PySide6 import QtGui\n"),
                       ("frozen_plain", "import os\n")):
        module = types.ModuleType(name)
        module.__file__ = str(tmp_path / "_internal" / f"{name}.py")
        module.__loader__ = loader = _Loader(text)
        with monkeypatch.context() as no_inspect:
            no_inspect.setattr(inspect, "getsource", _no_detour)
            answer = fast(module)
        assert answer == original(module) == (name == "frozen_qt"), name
        assert loader.asked == 2  # ours, and inspect's for the original's answer
    lost = types.ModuleType("frozen_lost")  # no loader to ask: PySide's own way
    lost.__file__ = str(tmp_path / "_internal" / "frozen_lost.py")
    lost.__loader__ = None
    assert fast(lost) is original(lost) is False
