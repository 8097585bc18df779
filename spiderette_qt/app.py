"""Application entry point: command line, QApplication, fonts, icon, settings, the window."""

from __future__ import annotations

import logging

log = logging.getLogger(__name__)


def _load_fonts() -> None:
    from spiderette_qt.ui.fonts import load_bundled_fonts

    try:
        load_bundled_fonts()
    except Exception:  # noqa: BLE001 - system fonts are a fine fallback; never stop the start
        log.exception("could not load the bundled fonts")


def _set_icon(app: object) -> None:
    from PySide6.QtGui import QIcon

    from spiderette_qt.resources import resource_path

    path = resource_path("icons", "spiderette.svg")
    if path.is_file():
        app.setWindowIcon(QIcon(str(path)))  # type: ignore[attr-defined]


def _install_language(preference: str) -> None:
    """The stored language (or the system locale's) before any widget exists."""
    try:
        from spiderette_qt.i18n.translator import install_language, resolve_language

        install_language(resolve_language(preference))
    except Exception:  # noqa: BLE001 - English source texts are a fine fallback
        log.exception("could not install the translations")


def main(argv: list[str] | None = None) -> int:
    """Run the game; `argv` includes the program name, as sys.argv does."""
    import multiprocessing

    # In the PyInstaller bundle a solver search (spawn) re-runs this executable: this turns
    # that run into the search instead of a second game window. A no-op when not frozen.
    multiprocessing.freeze_support()
    from PySide6.QtCore import QSettings

    from spiderette_qt import cli

    # --version and --self-test exit inside parse_args; Qt's own options pass through.
    args = cli.parse_args(None if argv is None else argv[1:])
    app = cli.make_application(args)
    app.setOrganizationName("Spiderette")
    app.setApplicationName("Spiderette")
    _load_fonts()
    _set_icon(app)

    from spiderette_qt.settings import Settings
    from spiderette_qt.window.main_window import MainWindow

    settings = Settings(QSettings("Spiderette", "Spiderette"))
    _install_language(settings.language)
    window = MainWindow(settings, resume=True)
    # Save on quit even when the session ends without the window being closed (logout).
    app.aboutToQuit.connect(window.save_now)
    window.show()
    return app.exec()
