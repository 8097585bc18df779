"""tools/ccore_check.py loaded for the tests of the compiled core (tools is not a package)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

PATH = Path(__file__).resolve().parents[2] / "tools" / "ccore_check.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("ccore_check", PATH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ccore_check = load()
