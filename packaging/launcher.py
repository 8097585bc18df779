"""Entry script of the PyInstaller bundle: the same start as `python -m spiderette_qt`."""

from __future__ import annotations

import sys

from spiderette_qt.app import main

if __name__ == "__main__":
    sys.exit(main())
