"""Application entry point: command line, QApplication, fonts, icon, settings, the window."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    # Types only: app/start.py imports the window (and Qt) where the start needs them, not here.
    from collections.abc import Callable

    from PySide6.QtWidgets import QApplication

    from spiderette_qt.app.instance_lock import InstanceLock
    from spiderette_qt.startup.pyside_compile_cache import CompileCache
    from spiderette_qt.window.main_window import MainWindow


def _log_exception(message: str) -> None:
    # logging (~3 ms with its own imports) is imported only when something goes wrong.
    import logging

    logging.getLogger(__name__).exception(message)


def _log_warning(message: str) -> None:
    import logging

    logging.getLogger(__name__).warning(message)


def _load_fonts() -> None:
    from spiderette_qt.table.fonts import load_bundled_fonts

    try:
        load_bundled_fonts()
    except Exception:  # noqa: BLE001 - system fonts are a fine fallback; never stop the start
        _log_exception("could not load the bundled fonts")


def _set_icon(app: QApplication) -> None:
    from PySide6.QtGui import QIcon

    from spiderette_qt.platform.resources import resource_path

    path = resource_path("icons", "spiderette.svg")
    if path.is_file():
        app.setWindowIcon(QIcon(str(path)))


def _install_language(preference: str) -> None:
    """The stored language (or the system locale's) before any widget exists."""
    try:
        from spiderette_qt.i18n.translator import install_language, resolve_language

        install_language(resolve_language(preference))
    except Exception:  # noqa: BLE001 - English source texts are a fine fallback
        _log_exception("could not install the translations")


def _game_code_argument(arguments: list[str]) -> str | None:
    """The game code on the command line (`spiderette SP2-S1-AAAAABD`), if any.

    `arguments` are QApplication.arguments() without the program: Qt has taken its own
    options out already, and our options exited in parse_args, so the first word that is
    not an option is the code (checked later, with the Play a Game Code dialog's words).
    """
    for word in arguments:
        if word and not word.startswith("-"):
            return word
    return None


def is_record_path(word: str) -> bool:
    """Is this launch argument a record file (`spiderette "a game.spiderette"`, or what a file
    manager passes) rather than a game code? A code never holds a dot or a slash; a path a
    file manager gives always has one of them, and an existing file is a file whatever it is
    called (a path that is no record then gets the message a bad record gets)."""
    import os

    return "." in word or "/" in word or os.sep in word or os.path.isfile(word)


def _handed_argument(word: str | None) -> list[str]:
    """What a second launch sends the running window: a code as it is, a file as an
    absolute path (the running window's working folder is not this launch's)."""
    import os

    if word is None:
        return []
    return [os.path.abspath(word)] if is_record_path(word) else [word]


def _open_argument(window: MainWindow, word: str) -> None:
    """A launch argument in the running window: a record file opens as Game › Open Game
    would (asking first if a game is in progress), a code as Play a Game Code."""
    if is_record_path(word):
        from pathlib import Path

        from spiderette_qt.window.records.record_files import open_argument_path

        open_argument_path(window, Path(word))
    else:
        window.choices.open_code_argument(word)


def _bring_to_front(window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    if window.isMinimized():
        window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()


#: The first instance listens for later launches this long after its window is shown: the
#: socket (QtNetwork) is not needed for the first paint, and a later launch waits for it.
LISTEN_AFTER_MS = 300


def _single_instance(app: QApplication) -> tuple[bool, InstanceLock | None]:
    """(go on starting?, the lock to keep). A second launch hands its arguments (a game
    code) to the running window, which comes to the front, and this process exits."""
    try:
        from spiderette_qt.app.instance_lock import default_lock

        lock = default_lock()
        if lock.acquire():
            return True, lock
        from spiderette_qt.app.single_instance import hand_over, server_name

        name = server_name()
        if name is None:  # the lock is held, but there is no private place for a socket
            _log_warning("no private runtime folder: running without the one-instance check")
            return True, None
        # Only the code goes (Qt's options are no use to the running window): the message
        # stays far below the listener's size limit whatever the command line holds.
        word = _game_code_argument(list(app.arguments()[1:]))
        if hand_over(name, _handed_argument(word)):
            return False, None
        # The first instance holds the lock but does not answer (hung?): run alone; the
        # save refuses to overwrite its newer game, so nothing is lost either way.
        _log_warning("another Spiderette holds the lock but does not answer")
    except Exception:  # noqa: BLE001 - no locks or sockets here: run alone rather than not at all
        _log_exception("single-instance check failed")
    return True, None


def _wire_launch_arguments(app: QApplication, window: MainWindow,
                           lock: InstanceLock | None) -> None:
    """The code or record file on our own command line, and those later launches send us."""
    from PySide6.QtCore import QTimer

    code = _game_code_argument(list(app.arguments()[1:]))
    if code is not None:
        # From the event loop: the window is shown first, and its question (a game in
        # progress) is asked over it.
        QTimer.singleShot(0, lambda: _open_argument(window, code))

    def received(arguments: list[str]) -> None:
        _bring_to_front(window)
        sent = _game_code_argument(arguments)
        if sent is not None:
            _open_argument(window, sent)

    def listen() -> None:
        from spiderette_qt.app.single_instance import SingleInstance, server_name

        name = server_name()
        if name is None:
            return
        listener = SingleInstance(name, app)
        # We hold the lock: a socket already there is a crashed instance's.
        if listener.listen(replace_stale=True):
            listener.argumentsReceived.connect(received)
            # A normal quit (or SIGTERM: it quits normally) removes the socket file.
            app.aboutToQuit.connect(listener.close)

    if lock is not None and lock.held:
        QTimer.singleShot(LISTEN_AFTER_MS, listen)


#: The collector and the icon wait until the first frame is up (or this long at most).
FIRST_FRAME_WAIT_MS = 2000


def _pause_gc() -> None:
    """No cyclic garbage collection until the first frame: the start allocates a lot (PySide's
    Python enums, modules) and frees almost nothing, and the collector's passes over it cost
    ~9 ms before the first paint. Plain reference counting frees memory as usual meanwhile."""
    import gc

    gc.disable()


def _after_first_frame(app: QApplication, window: MainWindow,
                       cache: CompileCache | None) -> Callable[[], None]:
    """What waits for the first frame: the collector, the window icon (an SVG: Qt loads its
    SVG icon engine plugin and library for it, ~3 ms; the window manager takes a new icon at
    any time), and the compile cache's end (it writes only when something changed)."""
    import gc

    from spiderette_qt.window.deferred import after_first_paint

    done: list[bool] = []

    def finish() -> None:
        if not done:
            done.append(True)
            gc.enable()
            _set_icon(app)
            if cache is not None:
                cache.stop()

    # Never painted (started minimised?): do not wait for it.
    after_first_paint(window.view.viewport(), finish, at_most_ms=FIRST_FRAME_WAIT_MS)
    return finish  # and once more when the app quits sooner (the bundle's build does)


def main(argv: list[str] | None = None) -> int:
    """Run the game; `argv` includes the program name, as sys.argv does."""

    # (In the PyInstaller bundle a solver search re-runs the executable: its launcher,
    # packaging/launcher.py, turns that run into the search before calling this.)
    from spiderette_qt.app import cli
    from spiderette_qt.platform import crash_log

    # --version and --self-test exit inside parse_args (before Qt is imported); Qt's own
    # options pass through.
    args = cli.parse_args(None if argv is None else argv[1:])
    from spiderette_qt.app.display_check import display_problem

    problem = display_problem(qt_argv=args.qt_argv)
    if problem is not None:  # Qt would abort (SIGABRT) with a misleading message
        import sys

        print(problem, file=sys.stderr)
        return 1
    crash = crash_log.install()
    _pause_gc()
    # Before PySide6's import (SPIDERETTE_NO_STARTUP_PATCHES=1: none of them).
    from spiderette_qt import startup
    from spiderette_qt.startup import pyside_compile_cache

    startup.install_all(compile_cache=True)
    # Started here or by the bundle's runtime hook; stopped after the first frame.
    cache = pyside_compile_cache.take_early()
    from PySide6.QtCore import QSettings
    crash.install_qt_messages()  # before QApplication: a platform that fails is logged
    app = cli.make_application(args)
    app.setOrganizationName("Spiderette")
    app.setApplicationName("Spiderette")
    go_on, listener = _single_instance(app)
    if not go_on:
        if cache is not None:
            cache.stop()
        return 0
    _load_fonts()

    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.settings.settings_file import prepare
    from spiderette_qt.window.main_window import MainWindow

    store = QSettings("Spiderette", "Spiderette")
    prepare(store.fileName())  # 0600 in a 0700 folder, and never written through a link
    settings = Settings(store)
    _install_language(settings.language)
    window = MainWindow(settings, resume=True)
    crash.attach(window, window.save_now, game_kept=window.session.save_store.loaded_game)
    # Save on quit even when the session ends without the window being closed (logout).
    app.aboutToQuit.connect(window.save_now)
    finish = _after_first_frame(app, window, cache)
    window.show()
    _wire_launch_arguments(app, window, listener)
    from spiderette_qt.app.quit_signals import quit_on_signals

    # A logout's SIGTERM: the window closes (and saves) and the loop ends, as on Quit.
    quit_on_signals(app, lambda: (window.close(), app.quit()))
    code = app.exec()
    finish()
    return code
