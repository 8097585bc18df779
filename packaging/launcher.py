"""Entry script of the PyInstaller bundle: the same start as `python -m spiderette_qt`.

`become_child_if_asked()` comes first: a multiprocessing worker (the solver's) started from
the bundle runs this same executable, and must become the worker, not a second game window.
It decides from the arguments alone (spiderette_qt.startup.mp_child), so the game's own start does
not import multiprocessing.
"""

from __future__ import annotations

import sys

if __name__ == "__main__":
    from spiderette_qt.startup.mp_child import become_child_if_asked

    become_child_if_asked()
    from spiderette_qt.app.start import main

    sys.exit(main())
