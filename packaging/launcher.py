"""Entry script of the PyInstaller bundle: the same start as `python -m spiderette_qt`.

`freeze_support()` comes first: a multiprocessing worker (the solver's) started from the
bundle runs this same executable, and must become the worker, not a second game window.
"""

from __future__ import annotations

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()
    from spiderette_qt.app import main

    sys.exit(main())
