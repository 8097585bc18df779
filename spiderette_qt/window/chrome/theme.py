"""The window theme: light, dark, or whatever the system's colour scheme says.

Qt 6 reports the system's scheme (QStyleHints.colorScheme, and colorSchemeChanged when the
user switches); "system" follows it live. A dark scheme gets the Fusion style
(window/chrome/dark_style.py: check boxes that show on it) with a dark palette of our own: the
platform styles of X11 desktops without a theme plugin have no dark palette, and a
half-dark window (dark menus, light dialogs) is worse than none. Where Qt can (6.8+), the
application's colour scheme is also set, so native dialogs follow.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

THEMES: tuple[str, ...] = ("system", "light", "dark")


def dark_palette() -> QPalette:
    """Charcoal windows, near-black bases, light text, a blue that reads on both."""
    p = QPalette()
    window, base, text = QColor(45, 47, 50), QColor(30, 31, 34), QColor(232, 232, 232)
    disabled = QColor(130, 132, 136)
    role = QPalette.ColorRole
    for r, colour in ((role.Window, window), (role.WindowText, text), (role.Base, base),
                      (role.AlternateBase, QColor(40, 42, 45)), (role.ToolTipBase, window),
                      (role.ToolTipText, text), (role.Text, text), (role.Button, window),
                      (role.ButtonText, text), (role.BrightText, QColor(255, 90, 90)),
                      (role.Link, QColor(110, 170, 255)), (role.Highlight, QColor(60, 120, 210)),
                      (role.HighlightedText, QColor(255, 255, 255)),
                      (role.PlaceholderText, disabled), (role.Light, QColor(70, 72, 76)),
                      (role.Midlight, QColor(60, 62, 66)), (role.Mid, QColor(38, 40, 43)),
                      (role.Dark, QColor(22, 23, 25)), (role.Shadow, QColor(0, 0, 0))):
        p.setColor(r, colour)
    group = QPalette.ColorGroup.Disabled
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(group, r, disabled)
    return p


def system_is_dark() -> bool:
    hints = QGuiApplication.styleHints()
    return hints is not None and hints.colorScheme() == Qt.ColorScheme.Dark


def is_dark(choice: str, system_dark: bool) -> bool:
    """Does this choice mean a dark window, given the system's scheme?"""
    return choice == "dark" or (choice == "system" and system_dark)


class ThemeManager(QObject):
    """Applies a theme choice to the application and follows the system when asked to.

    `changed(dark)` tells the window to redraw what it painted with palette colours (the
    toolbar icons)."""

    changed = Signal(bool)

    def __init__(self, choice: str = "system", parent: QObject | None = None) -> None:
        super().__init__(parent)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        self._app = app
        self._light_palette = QPalette(app.palette())
        # Read when first going dark: touching QStyle from Python costs start-up time.
        self._light_style = ""
        self._applying = False
        self._choice = choice if choice in THEMES else "system"
        self._dark = False
        hints = QGuiApplication.styleHints()
        if hints is not None:
            hints.colorSchemeChanged.connect(self._system_changed)
        self._apply(force=False)

    @property
    def choice(self) -> str:
        return self._choice

    @property
    def dark(self) -> bool:
        return self._dark

    def set_choice(self, choice: str) -> None:
        if choice in THEMES and choice != self._choice:
            self._choice = choice
            self._apply(force=True)

    def _system_changed(self, _scheme: object) -> None:
        if self._choice == "system":
            self._apply(force=True)

    def _apply(self, force: bool) -> None:
        if self._applying:  # setting the scheme below may report a change: already on it
            return
        dark = is_dark(self._choice, system_is_dark())
        if dark == self._dark and not force:
            return  # light at start-up: nothing to do (and no style or palette work)
        self._applying = True
        try:
            self._set_scheme()
            style = self._app.style()
            if dark:
                from spiderette_qt.window.chrome.dark_style import DarkStyle

                if not self._dark:
                    self._light_style = style.name() if style is not None else ""
                if not isinstance(style, DarkStyle):
                    self._app.setStyle(DarkStyle())  # Fusion, with check boxes that show
                self._app.setPalette(dark_palette())
            elif self._dark:
                if self._light_style:
                    self._app.setStyle(self._light_style)
                self._app.setPalette(self._light_palette)
        finally:
            self._applying = False
        changed = dark != self._dark
        self._dark = dark
        if changed:
            self.changed.emit(dark)

    def _set_scheme(self) -> None:
        hints = QGuiApplication.styleHints()
        if hints is None or not hasattr(hints, "setColorScheme"):
            return
        if self._choice == "system":
            if hasattr(hints, "unsetColorScheme"):
                hints.unsetColorScheme()
        else:
            hints.setColorScheme(Qt.ColorScheme.Dark if self._choice == "dark"
                                 else Qt.ColorScheme.Light)
