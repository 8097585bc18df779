"""`python -m spiderette_qt` starts the game."""

from __future__ import annotations

import sys

from spiderette_qt.app.start import main

if __name__ == "__main__":
    sys.exit(main())
