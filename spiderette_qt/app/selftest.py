"""`spiderette --self-test`: prove that this installation (source tree or bundle) can run.

It checks what a stripped-down PyInstaller bundle is most likely to lose: the bundled
resources (fonts, icon), the Qt image plugins (svg, ico, png), the engine, a solver search's
child process (in the bundle: the executable started again as the child, see mp_child), and
the whole Qt stack up to one rendered frame of the main window. Each check runs on its own;
every failure is printed on its own line and the result is an exit code (0 healthy, 1 not). It never
raises, because its whole point is to report clearly on a broken machine.

No display is needed: QT_QPA_PLATFORM defaults to "offscreen" here (an explicit setting, such
as xcb under Xvfb, is respected).

Qt's own messages are caught while it runs: a warning or error from Qt (an ICU collator that
cannot be created, a plugin that fails to load...) is a failure of the "qt-messages" check,
and nothing of Qt's reaches stderr next to the result line. Known notices of the offscreen
platform are dropped; a non-UTF-8 locale (an `env -i` start) is switched to C.UTF-8 first,
as Qt would do anyway after warning.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from spiderette_qt.app.platform_fallback import add_platform_fallback
from spiderette_qt.app.selftest_failure import CheckFailed
from spiderette_qt.app.selftest_text import check_modules, check_text
from spiderette_qt.platform.resources import resource_path

if TYPE_CHECKING:
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QWidget

    from spiderette_qt.engine import Game

GAME_CODE = "SD1-S1-AAAAABD"
ICON_SVG = ("icons", "spiderette.svg")
ICON_PNG = ("icons", "spiderette-256.png")
ICON_ICO = ("icons", "spiderette.ico")
#: Languages besides English whose Qt translations the bundle keeps (packaging/spiderette.spec).
QT_LANGUAGES = ("sv", "de", "tr", "da")
#: Qt messages that are not faults: the offscreen platform cannot resize to size hints, and a
#: Wayland that cannot start is followed by the xcb fallback (cli.add_platform_fallback).
HARMLESS_QT_MESSAGES = (
    "This plugin does not support propagateSizeHints()",
    "Failed to create wl_display",
    'Could not load the Qt platform plugin "wayland',
)

#: Qt warnings and errors seen during the run (filled by the message handler in run()).
_qt_messages: list[str] = []


def _report(line: str) -> None:
    # A windowed Windows bundle has no stdout (sys.stdout is None); print() is then a no-op.
    print(line, flush=True)


def check_resources() -> str:
    fonts = sorted(resource_path("fonts").glob("*.ttf"))
    if not fonts:
        raise CheckFailed(f"no fonts in {resource_path('fonts')}")
    missing = [p for p in (resource_path(*ICON_SVG), resource_path(*ICON_PNG)) if not p.is_file()]
    if missing:
        raise CheckFailed("missing " + ", ".join(str(p) for p in missing))
    return f"{len(fonts)} fonts"


def check_fonts() -> str:
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for path in sorted(resource_path("fonts").glob("*.ttf")):
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id == -1:
            raise CheckFailed(f"Qt could not load the font {path.name}")
        families += QFontDatabase.applicationFontFamilies(font_id)
    if not families:
        raise CheckFailed("no font families loaded")
    return "fonts loaded"


def check_images() -> str:
    """The svg, ico and png image plugins/readers work (a stripped bundle may lose them)."""
    from PySide6.QtGui import QIcon, QImage, QImageReader

    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    lacking = {"svg", "png", "ico"} - formats
    if lacking:
        raise CheckFailed("Qt cannot read image format(s): " + ", ".join(sorted(lacking)))
    for parts in (ICON_SVG, ICON_PNG, ICON_ICO):
        path = resource_path(*parts)
        if QImage(str(path)).isNull():
            raise CheckFailed(f"Qt could not load {path}")
    if QIcon(str(resource_path(*ICON_SVG))).pixmap(64, 64).isNull():
        raise CheckFailed("the SVG application icon does not render")
    return "icons"


def _play_moves(game: Game, limit: int) -> int:
    """Make up to `limit` legal moves; how many were made."""
    made = 0
    for _ in range(limit):
        moves = game.legal_moves()
        if not moves:
            break
        move = moves[0]
        record = game.move(move.source, move.count, move.target)
        if record.kind != "move" or record.phases[-1] != game.table():
            raise CheckFailed(f"move {move} gave a bad record ({record.kind!r})")
        made += 1
    return made


def check_qt_translations() -> str:
    """Qt's own translations (standard buttons, dialogs) for the languages we ship load."""
    from PySide6.QtCore import QLibraryInfo, QTranslator

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    missing = [
        lang for lang in QT_LANGUAGES if not QTranslator().load(f"qtbase_{lang}", folder)
    ]
    if missing:
        raise CheckFailed(f"Qt translations missing in {folder}: " + ", ".join(missing))
    return "Qt translations"


def check_engine() -> str:
    """Play a few moves, a deal and an undo of the fixed game."""
    from spiderette_qt.engine import Game

    game = Game.from_code(GAME_CODE)
    actions = _play_moves(game, 3)
    record = game.deal()
    if record.kind != "deal" or not record.dealt:
        raise CheckFailed(f"a deal returned {record.kind!r} with {len(record.dealt)} cards dealt")
    actions += 1 + _play_moves(game, 3)
    record = game.undo()
    if record.kind != "undo":
        raise CheckFailed(f"undo returned a {record.kind!r} record")
    if record.phases and record.phases[-1] != game.table():
        raise CheckFailed("undo's last phase is not the table")
    actions += 1
    return f"engine {actions} actions"


#: How long the child process of check_solver_process may take to answer (a bundle on a slow
#: disk starts in well under a second).
CHILD_ANSWER_S = 30.0
#: What the child is asked to send back.
PING_VALUE = 37


def check_solver_process() -> str:
    """A job run in a child process, as the solver's searches are, answers."""
    from spiderette_qt.solver_app.handlers import run_ping
    from spiderette_qt.solver_app.requests import Job, PingRequest
    from spiderette_qt.solver_app.worker import Answered, SolverProcess

    process = SolverProcess(Job(run_ping, PingRequest(PING_VALUE)), memory_cap=None)
    started = time.monotonic()
    process.start()
    while (outcome := process.poll()) is None:
        if time.monotonic() - started > CHILD_ANSWER_S:
            process.cancel()
            raise CheckFailed(f"the child process gave no answer in {CHILD_ANSWER_S:.0f} s")
        time.sleep(0.01)
    if not isinstance(outcome, Answered) or outcome.value.value != PING_VALUE:
        raise CheckFailed(f"the child process answered {outcome}")
    kind = "frozen" if outcome.value.frozen else "python"
    return f"a child process ({kind}) answered in {time.monotonic() - started:.2f} s"


def check_solver_core() -> str:
    """The compiled search core is the one in use (the bundle, or CI's
    SPIDERETTE_REQUIRE_COMPILED_CORE=1) and gives the pure core's children; from a source
    tree without a compiler the pure core is enough. A broken C build would otherwise only
    make hints slow."""
    from spiderette_qt.engine import Game
    from spiderette_qt.engine.solver import core
    from spiderette_qt.engine.solver.position import position_of

    required = bool(getattr(sys, "frozen", False)
                    or os.environ.get("SPIDERETTE_REQUIRE_COMPILED_CORE") == "1")
    if core.core_name() != "c":
        if required:
            raise CheckFailed("the compiled solver core is not in use (not built, stale, or "
                              "SPIDERETTE_SOLVER_CORE=python): hints would be slow")
        return "solver core python"
    pos = position_of(Game.from_code(GAME_CODE))
    if core.ordered_moves(pos, "c") != core.ordered_moves(pos, "python"):
        raise CheckFailed("the compiled solver core's moves differ from the pure core's")
    return "solver core c"


@contextmanager
def _isolated_user_files() -> Iterator[Path]:
    """Keep the self-test away from the player's saved game, statistics and settings.

    The window saves the game it starts and counts it in the statistics; on a real machine
    that must not overwrite anything: persistence looks its folder up at every call, and
    for the duration that folder is a temporary one.
    """
    from spiderette_qt.platform.user_folders import data_dir_replaced

    with tempfile.TemporaryDirectory(
        prefix="spiderette-selftest-", ignore_cleanup_errors=True
    ) as tmp:
        folder = Path(tmp)
        with data_dir_replaced(folder / "data"):
            yield folder


def _build_window(folder: Path) -> QWidget:
    """The real main window, with its settings in the throw-away folder."""
    from PySide6.QtCore import QSettings

    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.window.main_window import MainWindow

    ini = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    return MainWindow(Settings(ini))


def _distinct_colours(image: QImage, limit: int = 2) -> int:
    """How many distinct pixel values a grid sample of the image holds (stops at `limit`)."""
    step_x = max(1, image.width() // 64)
    step_y = max(1, image.height() // 64)
    seen: set[int] = set()
    for y in range(0, image.height(), step_y):
        for x in range(0, image.width(), step_x):
            seen.add(image.pixel(x, y))
            if len(seen) >= limit:
                return len(seen)
    return len(seen)


def check_render() -> str:
    """Build the window (in a throw-away user folder) and grab one frame of it."""
    with _isolated_user_files() as folder:
        return _render(folder)


def _render(folder: Path) -> str:
    from PySide6.QtWidgets import QApplication

    widget = _build_window(folder)
    try:
        widget.resize(900, 650)
        widget.show()
        for _ in range(5):
            QApplication.processEvents()
        image = widget.grab().toImage()
        if image.isNull() or image.width() == 0:
            raise CheckFailed("the main window rendered a null image")
        if _distinct_colours(image) < 2:
            raise CheckFailed("the main window rendered a single colour")
        return f"main window {image.width()}x{image.height()}"
    finally:
        widget.close()
        widget.deleteLater()
        QApplication.processEvents()


def check_enums() -> str:
    """PySide6's enums built by fast_enums where it applies (CPython 3.11). It must be
    installed before QtCore's import makes the first ones (QLocale's); in the bundle that is
    its runtime hook's job, before PyInstaller's PySide6 hook imports QtCore."""
    from PySide6.QtCore import QLocale, Qt

    from spiderette_qt import startup
    from spiderette_qt.startup import fast_enums

    if not startup.enabled():
        return f"standard enums ({startup.DISABLE_ENV})"
    if sys.version_info[:2] != fast_enums.PYTHON:
        return "standard enums"
    if not {QLocale.Language, Qt.AlignmentFlag} <= set(fast_enums.built):
        raise CheckFailed("PySide6's first enums were built before fast_enums was installed")
    return "fast enums"


def check_qt_messages() -> str:
    """No warning or error from Qt during the other checks (last in CHECKS)."""
    if _qt_messages:
        shown = "; ".join(dict.fromkeys(_qt_messages))
        raise CheckFailed(f"{len(_qt_messages)} Qt warning(s): {shown[:500]}")
    return "no Qt warnings"


CHECKS: tuple[tuple[str, Callable[[], str]], ...] = (
    ("resources", check_resources),
    ("fonts", check_fonts),
    ("images", check_images),
    ("qt-translations", check_qt_translations),
    ("engine", check_engine),
    ("solver-process", check_solver_process),
    ("solver-core", check_solver_core),
    ("modules", check_modules),
    ("text", check_text),
    ("render", check_render),
    ("enums", check_enums),
    ("qt-messages", check_qt_messages),
)


def _utf8_locale() -> None:
    """Use C.UTF-8 when the environment names no UTF-8 locale (Qt warns, then does the same).

    Asked the way Qt asks (the C library's codeset for the environment's locale): Python's
    own view can be UTF-8 regardless (UTF-8 mode, as in the bundle).
    """
    import locale

    if sys.platform.startswith(("win", "darwin")):
        return
    try:
        locale.setlocale(locale.LC_CTYPE, "")
        codeset = locale.nl_langinfo(locale.CODESET)
    except (locale.Error, AttributeError, ValueError):
        codeset = ""
    if codeset.lower().replace("-", "") != "utf8":
        os.environ["LC_ALL"] = "C.UTF-8"


def _install_message_handler() -> Callable[..., object] | None:
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    def handler(kind: QtMsgType, _context: object, message: str) -> None:
        serious = kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg)
        if serious and not message.startswith(HARMLESS_QT_MESSAGES):
            _qt_messages.append(message)

    _qt_messages.clear()
    return qInstallMessageHandler(handler)


def run(qt_argv: Sequence[str] | None = None) -> int:
    """Run every check; print one OK line or one line per failure. 0 = healthy, 1 = not."""
    started = time.perf_counter()
    previous_handler: Callable[..., object] | None = None
    try:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        _utf8_locale()
        from spiderette_qt import startup

        startup.install_all()  # before PySide6's first enums, as app.main (checked: "enums")
        previous_handler = _install_message_handler()
        from PySide6.QtWidgets import QApplication

        existing = QApplication.instance()
        if existing is not None and not isinstance(existing, QApplication):
            raise CheckFailed("a non-widget Qt application already exists")
        argv = list(qt_argv or sys.argv[:1] or ["spiderette"])
        add_platform_fallback(os.environ, argv)  # as the game does: Wayland falls back to xcb
        _app = existing or QApplication(argv)
    except BaseException as exc:  # noqa: BLE001 -- report, never raise
        _report(f"self-test: FAIL qt: cannot start Qt: {exc!r}")
        return 1
    try:
        return _run_checks(started, QApplication.platformName())
    finally:
        from PySide6.QtCore import qInstallMessageHandler

        qInstallMessageHandler(previous_handler)  # type: ignore[arg-type]


def _run_checks(started: float, platform: str) -> int:
    passed: list[str] = []
    failures: list[str] = []
    for name, check in CHECKS:
        try:
            passed.append(check())
        except CheckFailed as exc:
            failures.append(f"{name}: {exc}")
        except BaseException as exc:  # noqa: BLE001 -- any crash in a check is its failure
            if isinstance(exc, KeyboardInterrupt):
                raise
            failures.append(f"{name}: {type(exc).__name__}: {exc}")
    elapsed = time.perf_counter() - started
    where = "bundle" if getattr(sys, "frozen", False) else "source"
    if failures:
        for line in failures:
            _report(f"self-test: FAIL {line}")
        _report(f"self-test: FAILED ({len(failures)} of {len(CHECKS)} checks, {where})")
        return 1
    _report(f"self-test: OK ({', '.join(passed)}; {platform}, {where}, {elapsed:.2f} s)")
    return 0
