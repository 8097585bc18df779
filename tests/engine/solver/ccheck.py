"""tools/ccore_check.py loaded for the tests of the compiled core (tools is not a package)."""

from __future__ import annotations

from tests.benchmarks.scripts import load_script

ccore_check = load_script("tools/ccore_check.py")
