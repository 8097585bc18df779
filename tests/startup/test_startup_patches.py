"""The start-up patches (spiderette_qt.startup): one install_all(), one switch that turns
them all off, and mp_child covering every child PyInstaller's own hook knows."""

from __future__ import annotations

import ast
import importlib.util
import multiprocessing.spawn
import os
import subprocess
import sys
from pathlib import Path

import pytest

from spiderette_qt import startup
from spiderette_qt.startup import mp_child

FLAGS = subprocess._args_from_interpreter_flags()  # type: ignore[attr-defined]

PROBE = r"""
import enum, sys
from spiderette_qt import startup
installed = startup.install_all()
from PySide6.QtCore import Qt
from spiderette_qt.startup import pyside_speedup
print(installed.fast_enums, getattr(enum.EnumType._create_, "_spiderette_fast_enums", False),
      installed.pyside_speedup, pyside_speedup.installed(), installed.compile_cache)
"""


def _probe(switch: str | None) -> list[str]:
    env = {k: v for k, v in os.environ.items() if k != startup.DISABLE_ENV}
    if switch is not None:
        env[startup.DISABLE_ENV] = switch
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True,
                          env=env, timeout=60, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.split()


def test_the_switch_reads_one_and_the_usual_spellings() -> None:
    assert startup.enabled({})
    assert startup.enabled({startup.DISABLE_ENV: ""})
    assert startup.enabled({startup.DISABLE_ENV: "0"})
    for value in ("1", "yes", "true", "on"):
        assert not startup.enabled({startup.DISABLE_ENV: value})


def test_install_all_installs_them_and_the_switch_turns_every_one_off() -> None:
    on_311 = str(sys.version_info[:2] == (3, 11))
    assert _probe(None) == [on_311, on_311, "True", "True", "False"]
    assert _probe("1") == ["False", "False", "False", "False", "False"]


def test_install_all_twice_changes_nothing() -> None:
    first = startup.install_all()
    again = startup.install_all()
    assert repr(first) == repr(again)
    assert first.compile_cache is False  # PySide6 is loaded: nothing left for a cache


def test_the_self_test_says_the_enums_are_the_standard_ones_when_switched_off(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from spiderette_qt.app import selftest

    monkeypatch.setenv(startup.DISABLE_ENV, "1")
    assert selftest.check_enums() == f"standard enums ({startup.DISABLE_ENV})"


# ---- mp_child against the PyInstaller hook it stands in for -----------------------------------

def _installed_hook() -> Path:
    spec = importlib.util.find_spec("PyInstaller")
    if spec is None or spec.origin is None:
        pytest.skip("PyInstaller is not installed (pip install -e '.[dev]')")
    hook = Path(spec.origin).parent / "hooks" / "rthooks" / "pyi_rth_multiprocessing.py"
    assert hook.is_file(), f"PyInstaller moved its multiprocessing hook: {hook}"
    return hook


def _hook_prefixes(tree: ast.AST) -> tuple[str, ...]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "COMMAND_PREFIXES" for t in node.targets):
            value = ast.literal_eval(node.value)
            assert isinstance(value, tuple)
            return value
    raise AssertionError("the hook no longer names COMMAND_PREFIXES: read it again")


def hook_forms(source: str) -> dict[str, object]:
    """What a multiprocessing runtime hook recognises: its helper commands, whether it asks
    multiprocessing.spawn.is_forking, and the names of multiprocessing it calls."""
    tree = ast.parse(source)
    calls = {ast.unparse(node.func) for node in ast.walk(tree) if isinstance(node, ast.Call)}
    return {"prefixes": _hook_prefixes(tree),
            "forking": "multiprocessing.spawn.is_forking" in calls,
            "spawn_main": "multiprocessing.spawn.spawn_main" in calls}


def missing_forms(forms: dict[str, object]) -> list[str]:
    """The hook's forms that mp_child does not handle (empty: it covers them all)."""
    missing = []
    for prefix in forms["prefixes"]:  # type: ignore[attr-defined]
        argv = ["Spiderette", *FLAGS, "-c", f"{prefix}(5)"]
        if mp_child.helper_command(argv) != f"{prefix}(5)":
            missing.append(f"helper {prefix!r}")
    if forms["forking"]:
        for argv in (["S", "--multiprocessing-fork", "pipe_handle=7"], ["S"], ["S", "-c"],
                     ["S", "x", "--multiprocessing-fork"]):
            if mp_child.is_worker(argv) != multiprocessing.spawn.is_forking(argv):
                missing.append(f"worker {argv}")
    return missing


def test_mp_child_handles_every_child_the_installed_pyinstaller_hook_handles() -> None:
    forms = hook_forms(_installed_hook().read_text(encoding="utf-8"))
    assert forms["prefixes"], "the hook names no helper commands"
    assert forms["forking"] and forms["spawn_main"]
    assert missing_forms(forms) == []


def test_the_hook_check_notices_a_helper_mp_child_does_not_know() -> None:
    planted = ('def _pyi_rthook():\n'
               '    COMMAND_PREFIXES = ("from multiprocessing.resource_tracker import main",\n'
               '                        "from multiprocessing.newhelper import main")\n'
               '    multiprocessing.spawn.is_forking(sys.argv)\n')
    forms = hook_forms(planted)
    assert missing_forms(forms) == ["helper 'from multiprocessing.newhelper import main'"]
