"""Command-line options of the game, and the QApplication they lead to.

`parse_args` understands our own options (`--version`, `--self-test`) and hands every other
argument to Qt untouched (`-platform offscreen`, `-style fusion`, `-reverse`, ...). The two
calls at the top of `app.main()`:

    args = cli.parse_args(None if argv is None else argv[1:])
    app = cli.make_application(args)

`make_application` also installs the start-up probe used by packaging/measure.py: with
SPIDERETTE_EXIT_AFTER_FIRST_PAINT=1 in the environment the app prints
`first-paint <epoch seconds>` once its first window has painted, and quits.

Nothing here imports Qt before the arguments are parsed: `--version` answers without loading
Qt at all (356 ms in the bundle before), which is also what a package manager's or a
script's `spiderette --version` expects.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from spiderette_qt import __version__
from spiderette_qt.app.platform_fallback import add_platform_fallback

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

FIRST_PAINT_ENV = "SPIDERETTE_EXIT_AFTER_FIRST_PAINT"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="spiderette",
        usage="%(prog)s [--version] [--self-test] [GAME-CODE] [Qt options]",
        description="Spiderette: six Spider solitaire games, each in 1, 2 and 4 suits:"
                    " Spiderette (one deck, seven columns), Spider (two decks, ten columns;"
                    " also 3 suits), Relaxed Spider (Spider that may deal while a column is"
                    " empty; also 3 suits), Will o' the Wisp (one deck, seven columns of"
                    " three), Simple Simon (one deck, all face up, no stock) and Spider Three"
                    " Decks (three decks, twelve columns).",
        epilog="GAME-CODE (for example SP2-S1-AAAAABD) opens that deal: SD is Spiderette, SP"
               " Spider, SR Relaxed Spider, SW Will o' the Wisp, SS Simple Simon, ST Spider"
               " Three Decks, and the digit the suit count. When Spiderette is already"
               " running, its window opens the code. Other arguments (for example"
               " -platform offscreen or -style fusion) go to Qt.",
        # Without this "--self" or "--ver" would be taken as ours; Qt options must pass intact.
        allow_abbrev=False,
    )
    parser.add_argument(
        "--version", action="version", version=f"Spiderette {__version__}",
        help="print the version and exit",
    )
    parser.add_argument(
        "--self-test", action="store_true",
        help="check fonts, icons, the engine, a solver child process and one rendered frame,"
             " then exit (0 = healthy)",
    )
    return parser


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parse the arguments after the program name (sys.argv[1:] when None).

    `--version` prints and exits 0; `--self-test` runs the self-test and exits with its code.
    Otherwise the namespace carries `qt_argv`: the program name followed by every argument we
    did not recognise, ready for QApplication.
    """
    from spiderette_qt.app.arguments import clean_argument, clean_arguments

    # Safe text only (Qt crashes on an undecodable byte): see app/arguments.py.
    args_in = clean_arguments(sys.argv[1:] if argv is None else argv)
    if any(word.startswith("-") for word in args_in):
        args, unknown = build_parser().parse_known_args(args_in)
    else:
        # No option at all (the usual launch, or just a game code): what argparse would
        # answer, without building the parser, whose help texts go through gettext and
        # import `locale` (~8 ms of the start).
        args, unknown = argparse.Namespace(self_test=False), args_in
    program = clean_argument(sys.argv[0]) if sys.argv and sys.argv[0] else "spiderette"
    args.qt_argv = [program, *unknown]
    if args.self_test:
        from spiderette_qt.app import selftest

        sys.exit(selftest.run(args.qt_argv))
    return args


def make_application(args: argparse.Namespace) -> QApplication:
    """The process's QApplication (the existing one if any), built from `args.qt_argv`."""
    add_platform_fallback(os.environ, args.qt_argv)
    from PySide6.QtWidgets import QApplication

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(args.qt_argv)
    app.setApplicationName("Spiderette")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("io.github.spiderette.Spiderette")
    if os.environ.get(FIRST_PAINT_ENV) == "1":
        install_first_paint_probe(app)
    return app


def install_first_paint_probe(app: QApplication) -> None:
    """Print `first-paint <epoch seconds>` after the first widget paint, then quit the app."""
    from PySide6.QtCore import QEvent, QObject, QTimer

    class _FirstPaintProbe(QObject):
        def __init__(self) -> None:
            super().__init__(app)
            self._seen = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
            if not self._seen and event.type() == QEvent.Type.Paint:
                self._seen = True
                # Let this paint (and its flush to the screen) finish before taking the time.
                QTimer.singleShot(0, self._report)
            return False

        def _report(self) -> None:
            print(f"first-paint {time.time():.6f}", flush=True)
            app.quit()

    app.installEventFilter(_FirstPaintProbe())
