"""The window's frame on the screen: its restored (or first) size and state, the borders
fitted once known, and the compact chrome of a small screen.

Functions of the parts they need (the window, its toolbar, status panel and settings), so
main_window.py stays wiring and this module never imports it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtWidgets import QMenuBar

from spiderette_qt.window.chrome import fit

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QToolBar

    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.window.chrome.status_panel import StatusPanel


def restore_window(window: QMainWindow, settings: Settings, toolbar: QToolBar,
                   status_panel: StatusPanel) -> bool:
    """The saved geometry and state (fitted onto this screen), or a first size; returns
    whether the chrome is compact (a small screen)."""
    available = fit.available_geometry(window)
    window.setMinimumSize(fit.minimum_size(available))
    geometry = settings.geometry
    if geometry.isEmpty() or not window.restoreGeometry(geometry):
        window.setGeometry(fit.first_geometry(available))
    elif not window.isMaximized() and not window.isFullScreen():
        # Saved on a larger screen (or at another scale): shrink it onto this one.
        window.setGeometry(fit.fitted(window.geometry(), available))
    state = settings.window_state
    if not state.isEmpty():
        window.restoreState(state)
    compact = fit.is_compact(available)
    if compact:
        set_compact_chrome(window, toolbar, status_panel)
    # The preference decides, whatever the saved state says.
    toolbar.setVisible(settings.toolbar)
    # A hidden window lays out its children only when shown; do it now, at the size just
    # restored, so the table is laid out (and its cards drawn) once, at the size it shows.
    central = window.centralWidget()
    for layout in (window.layout(), central.layout() if central is not None else None):
        if layout is not None:
            layout.activate()
    return compact


def set_compact_chrome(window: QMainWindow, toolbar: QToolBar,
                       status_panel: StatusPanel) -> None:
    """On a small screen, toolbar (icons only) into the menu bar's row and the status
    panel into the status bar's row: two rows of chrome instead of four."""
    window.removeToolBar(toolbar)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
    toolbar.setIconSize(QSize(22, 22))
    toolbar.setStyleSheet("QToolButton { min-height: 26px; min-width: 30px; padding: 0; }")
    menu_bar = window.menuBar()
    menu_bar.setCornerWidget(toolbar, Qt.Corner.TopRightCorner)
    menu_bar.installEventFilter(CornerToolbarFollower(menu_bar, toolbar))
    central = window.centralWidget()
    central_layout = central.layout() if central is not None else None
    if central_layout is not None:
        central_layout.removeWidget(status_panel)
    status_panel.set_compact()
    window.statusBar().addPermanentWidget(status_panel)


class CornerToolbarFollower(QObject):
    """Keeps the compact toolbar as wide as its buttons when a button comes or goes.

    A menu bar sizes its corner widget only when it is set or the bar is resized, so a button
    shown later (the Hint, when Settings › Solver › Hints is switched on) was left behind the
    toolbar's clipped extension arrow. A toolbar whose size hint changes asks its parent, the
    menu bar, for a new layout (QEvent.LayoutRequest); setting the same corner widget again
    sizes it anew."""

    def __init__(self, menu_bar: QMenuBar, toolbar: QToolBar) -> None:
        super().__init__(menu_bar)
        self.toolbar = toolbar

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        menu_bar = self.parent()
        if (event.type() == QEvent.Type.LayoutRequest and watched is menu_bar
                and isinstance(menu_bar, QMenuBar)
                and menu_bar.cornerWidget(Qt.Corner.TopRightCorner) is self.toolbar
                and self.toolbar.size() != self.toolbar.sizeHint()):
            menu_bar.setCornerWidget(self.toolbar, Qt.Corner.TopRightCorner)
        return False


def fit_frame_on_screen(window: QMainWindow) -> None:
    """Once the window manager's borders are known (the window is up): if they stick out
    of the screen, make the window that much smaller."""
    if window.isMaximized() or window.isFullScreen() or not window.isVisible():
        return
    inside = fit.inside_with_frame(window.geometry(), window.frameGeometry(),
                                   fit.available_geometry(window))
    if inside is not None:
        window.setGeometry(inside)


__all__ = ["CornerToolbarFollower", "fit_frame_on_screen", "restore_window",
           "set_compact_chrome"]
