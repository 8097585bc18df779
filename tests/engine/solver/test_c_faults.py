"""Every allocation of the compiled core may fail: a clean MemoryError, never a crash or hang.

The core is built into a temporary folder with its malloc/calloc/realloc sent through
cfaults/fi.c (force-included cfaults/fi.h), and cfaults/drive.py runs a few beams and searches
in a child process, failing each of their allocations in turn (N = 1..K). Before the cleanup
of _cbeam.c was made safe, an early failure made the beam walk uninitialised nodes
(make_path) and the child crashed or hung.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .ccheck import ccore_check

HERE = Path(__file__).resolve().parent / "cfaults"

pytestmark = pytest.mark.skipif(ccore_check.compiler() is None, reason="no gcc")


def test_each_failed_allocation_gives_a_memory_error(tmp_path):
    built = ccore_check.build(tmp_path, ("-O1", "-g", "-include", str(HERE / "fi.h")),
                              [HERE / "fi.c"])
    try:
        done = subprocess.run([sys.executable, str(HERE / "drive.py"), str(built)],
                              capture_output=True, text=True, timeout=120, check=False)
    except subprocess.TimeoutExpired as exc:
        pytest.fail(f"the child hung; its last lines: {str(exc.stderr)[-500:]}")
    assert done.returncode == 0, f"the child died ({done.returncode}): {done.stderr[-800:]}"
    rows = [line.split("|") for line in done.stdout.splitlines()]
    assert len(rows) == 10
    for name, count, outcomes in rows:
        results = outcomes.split(",")
        assert int(count) >= 7 and len(results) == int(count), name
        # Every allocation of these calls is needed: its failure ends the call cleanly.
        assert set(results) == {"MemoryError"}, (name, results)
