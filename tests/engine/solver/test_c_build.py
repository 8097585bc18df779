"""The compiled core builds without a warning, and CI can tell whether it is in use."""

from __future__ import annotations

import pytest

from spiderette_qt.engine.solver import core

from .ccheck import ccore_check


@pytest.mark.skipif(ccore_check.compiler() is None, reason="no gcc")
def test_the_c_files_compile_without_a_warning() -> None:
    done = ccore_check.warnings()
    assert "-Wjump-misses-init" in ccore_check.WARNING_FLAGS
    assert done.returncode == 0, done.stderr
    assert "warning" not in done.stderr, done.stderr


def test_the_in_use_check_fails_without_the_compiled_core(monkeypatch, capsys) -> None:
    monkeypatch.setattr(core, "compiled", None)
    assert ccore_check.in_use() == 1
    assert "not in use" in capsys.readouterr().err


def test_the_in_use_check_fails_when_the_python_core_is_forced(monkeypatch) -> None:
    monkeypatch.setattr(core, "core_name", lambda choice=None: "python")
    assert ccore_check.in_use() == 1


@pytest.mark.skipif(core.compiled is None, reason="the compiled core was not built")
def test_the_in_use_check_passes_with_the_compiled_core() -> None:
    assert ccore_check.in_use() == 0
