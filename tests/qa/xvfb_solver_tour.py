"""Issue 12's "Done when", played in the running app on a real X display (Xvfb), for a look.

    xvfb-run -a -s "-screen 0 1366x768x24" .venv/bin/python -m tests.qa.xvfb_solver_tour \\
        OUT_DIR [--hint-seconds S] [--max-actions N] [--stall-actions N]
        [--spiderette-code SD4-S1-...] [--spider-code SP2-S1-...]

Not a test (pytest does not collect it), like tests/qa/xvfb_play.py: the app's own window on
the xcb platform, fresh settings and XDG folders in a temp dir, animations at "fast", and a
player's hands: menu items clicked in the menu bar (New Game through its QAction), dialogs
answered through their buttons, the hint asked for with the H key, moves made by mouse drags
and clicks on the stock (qa_helpers, as the whole-game tests do). Screenshots of the whole X
screen (`import`) go to OUT_DIR as tour-*.png; a summary is printed at the end.

1. Settings > Solver: every switch ticked; they must be in the settings file afterwards.
2. A winnable Hard (4-suit) Spiderette from the New Game dialog; the hint followed (what
   the table shows: the outline and arrow, or "No move on the table helps" -> the stock)
   until the game is won, the hint says no move helps, or it goes round in circles (the
   same table a third time, or --stall-actions actions without a card turned, a deal or a
   sequence off).
3. The same for a winnable 2-suit Spider.
4. A winnable game given up (New Game over it, the "leave?" question answered Yes), the
   verdict that follows, its "Show the Winning Line" played to the end in its window.
5. Game > Was It Winnable? on the game in play: the warning, the busy dialog, the verdict.

With a window manager the keyboard focus is real (without one the script gives the window
the focus before pressing H, and says how often it had to): e.g.
    xvfb-run -a -s "-screen 0 1366x768x24" sh -c \\
        'openbox & sleep 1; .venv/bin/python -m tests.qa.xvfb_solver_tour OUT_DIR'

Exit code 0 only if every step worked. A game lost by following the hint is the hint's
quality, not a failure of the script: it is reported as such. Every wait has a timeout, and
the whole tour is stopped (with a traceback) after --total-minutes.

This module stays light on purpose (the standard library only, the steps imported in main):
the solver's searches run in 'spawn' children, which import the main module again, and the
hint's time would otherwise include importing Qt and the window in every child.
"""

from __future__ import annotations

import argparse
import faulthandler
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder for the screenshots")
    parser.add_argument("--hint-seconds", type=float, default=None,
                        help="the hint's time budget (default: the app's own)")
    parser.add_argument("--max-actions", type=int, default=1000,
                        help="a followed game stops after this many actions")
    parser.add_argument("--stall-actions", type=int, default=100,
                        help="a followed game stops after this many actions in a row with "
                        "no card turned, no deal and no sequence off (going round in circles)")
    parser.add_argument("--spiderette-code", default=None,
                        help="step 2 plays this Hard Spiderette code (Game > Play a Game "
                        "Code) instead of a new winnable deal")
    parser.add_argument("--spider-code", default=None,
                        help="step 3 plays this 2-suit Spider code instead")
    parser.add_argument("--total-minutes", type=float, default=60.0,
                        help="the whole tour is stopped (with a traceback) after this")
    args = parser.parse_args(argv[1:])
    faulthandler.dump_traceback_later(args.total_minutes * 60, exit=True)
    from tests.qa.xvfb_tour_steps import run

    try:
        return run(args)
    finally:
        faulthandler.cancel_dump_traceback_later()


if __name__ == "__main__":
    sys.exit(main(sys.argv))
