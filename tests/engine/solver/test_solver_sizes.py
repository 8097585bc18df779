"""The solver, too, reads every game size from the Variant (issue 11's rule, on its package)."""

from __future__ import annotations

from pathlib import Path

import spiderette_qt.engine.solver as solver
from tests.engine.test_engine_sizes import literals


def test_no_game_size_in_the_solver_package() -> None:
    files = sorted(Path(solver.__file__).parent.glob("*.py"))
    assert len(files) > 5
    assert [hit for path in files for hit in literals(path)] == []
