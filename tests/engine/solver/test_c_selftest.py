"""The self-test's solver-core check: the bundle (and CI) insist on the compiled core."""

from __future__ import annotations

import sys

import pytest

from spiderette_qt.app import selftest
from spiderette_qt.engine.solver import core


def without_compiled_core(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(core, "compiled", None)
    monkeypatch.delenv("SPIDERETTE_REQUIRE_COMPILED_CORE", raising=False)


def test_a_bundle_without_the_compiled_core_fails(monkeypatch) -> None:
    without_compiled_core(monkeypatch)
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    with pytest.raises(selftest.CheckFailed, match="compiled solver core is not in use"):
        selftest.check_solver_core()


def test_ci_without_the_compiled_core_fails(monkeypatch) -> None:
    without_compiled_core(monkeypatch)
    monkeypatch.setenv("SPIDERETTE_REQUIRE_COMPILED_CORE", "1")
    with pytest.raises(selftest.CheckFailed, match="not in use"):
        selftest.check_solver_core()


def test_a_source_tree_without_a_compiler_passes_on_the_pure_core(monkeypatch) -> None:
    without_compiled_core(monkeypatch)
    assert selftest.check_solver_core() == "solver core python"


def test_the_check_is_one_of_the_self_tests() -> None:
    assert ("solver-core", selftest.check_solver_core) in selftest.CHECKS


@pytest.mark.skipif(core.compiled is None, reason="the compiled core was not built")
def test_the_compiled_core_passes(monkeypatch) -> None:
    monkeypatch.setenv("SPIDERETTE_REQUIRE_COMPILED_CORE", "1")
    assert selftest.check_solver_core() == "solver core c"
