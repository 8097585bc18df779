"""Scripts of the repository's script folders (benchmarks/, tools/: not packages) loaded as
modules, for the tests of what they do; each is loaded once a test run."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def load_script(relative: str) -> ModuleType:
    """The module of the script at ROOT / relative (e.g. "tools/ccore_check.py")."""
    path = ROOT / relative
    spec = importlib.util.spec_from_file_location(path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def hint_bench() -> ModuleType:
    return load_script("benchmarks/hint_bench.py")
