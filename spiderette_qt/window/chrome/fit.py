"""The window fits its screen: first size, minimum size, and less chrome on small screens.

A fixed first size (it was 1024x720) puts the status panel off a 1024x600 laptop screen and
makes a 2048x1440 window at scale 2 on a full-HD screen. Everything here works in logical
pixels from the screen's *available* geometry (what the panels and docks leave).

Below COMPACT_HEIGHT the menu bar, a text toolbar and two status rows took almost a quarter of
the screen; compact chrome puts the toolbar (icons only) into the menu bar's row and the status
panel into the status bar's row, so two rows of chrome are left instead of four.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

#: The first window takes this share of the available screen, in each direction.
FIRST_SHARE = 0.85
#: Never smaller than this (unless the screen itself is): the table stays playable at 640x480.
MINIMUM = QSize(640, 480)
#: On screens narrower than 800/0.85 the first window is up to 800 wide (the whole width).
SMALL_WIDTH = 800
#: Screens (available height, logical pixels) below this get the compact chrome.
COMPACT_HEIGHT = 700


def available_geometry(widget: QWidget) -> QRect:
    """The available geometry of the screen the widget is on (or the primary screen)."""
    screen = widget.screen() if widget is not None else None
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    if screen is None:  # no screen at all (a headless oddity): a 1024x768 guess
        return QRect(0, 0, 1024, 768)
    return screen.availableGeometry()


def minimum_size(available: QRect) -> QSize:
    return QSize(min(MINIMUM.width(), available.width()),
                 min(MINIMUM.height(), available.height()))


def first_size(available: QRect) -> QSize:
    """The size of a window opened for the first time on this screen."""
    least = minimum_size(available)
    # A narrow screen gives the width it has, up to 800: the status row needs it.
    width = max(least.width(), round(available.width() * FIRST_SHARE),
                min(available.width(), SMALL_WIDTH))
    height = max(least.height(), round(available.height() * FIRST_SHARE))
    return QSize(min(width, available.width()), min(height, available.height()))


def first_geometry(available: QRect) -> QRect:
    """First size, centred on the available area."""
    size = first_size(available)
    rect = QRect(0, 0, size.width(), size.height())
    rect.moveCenter(available.center())
    return rect


def fitted(frame: QRect, available: QRect) -> QRect:
    """`frame` (a restored geometry) shrunk to the available area and moved inside it."""
    width = min(frame.width(), available.width())
    height = min(frame.height(), available.height())
    x = max(available.left(), min(frame.left(), available.right() + 1 - width))
    y = max(available.top(), min(frame.top(), available.bottom() + 1 - height))
    return QRect(x, y, width, height)


def inside_with_frame(inner: QRect, frame: QRect, available: QRect) -> QRect | None:
    """The window's own geometry that puts its whole frame on the available area, or None
    when the frame is on it already. `inner` and `frame` are geometry() and frameGeometry().

    The first size of a narrow screen is its whole width, and so are sizes fitted to one:
    the window manager's borders then stick out (2 px under openbox at 800 px). Qt knows
    the borders only once the window is shown."""
    if frame == inner or available.contains(frame):  # no borders (yet), or on the screen
        return None
    left, top = inner.left() - frame.left(), inner.top() - frame.top()
    right, bottom = frame.right() - inner.right(), frame.bottom() - inner.bottom()
    if min(left, top, right, bottom) < 0:  # not a frame around the window: leave it be
        return None
    outer = fitted(frame, available)
    width = max(1, outer.width() - left - right)
    height = max(1, outer.height() - top - bottom)
    return QRect(outer.left() + left, outer.top() + top, width, height)


def is_compact(available: QRect) -> bool:
    return available.height() < COMPACT_HEIGHT


#: Room kept for a dialog's title bar and borders until the window manager's are known.
DIALOG_FRAME = QSize(16, 48)


def _frame_allowance(widget: QWidget | None) -> QSize:
    """The window manager's borders round `widget`'s window, if known; else DIALOG_FRAME."""
    top = widget.window() if widget is not None else None
    if top is not None and top.isVisible():
        inner, frame = top.geometry(), top.frameGeometry()
        if frame != inner:
            return QSize(frame.width() - inner.width(), frame.height() - inner.height())
    return DIALOG_FRAME


def fit_dialog(dialog: QWidget) -> None:
    """Make `dialog` no bigger than the screen it opens on (its parent's), borders included.

    Its size as set (resize()) or wished (sizeHint), shrunk to the available area less the
    window manager's borders; its minimum shrinks too where that is all that is in the way.
    A dialog whose content scrolls (the rules, the shortcuts) just shows less at a time; its
    buttons stay on the screen. Qt centres a dialog over its parent and keeps it on the
    screen when it shows."""
    parent = dialog.parentWidget()
    available = available_geometry(parent if parent is not None else dialog)
    frame = _frame_allowance(parent)
    room = QSize(max(1, available.width() - frame.width()),
                 max(1, available.height() - frame.height()))
    fit_height = getattr(dialog, "fit_height", None)
    if callable(fit_height):  # a dialog that knows how to give up height (statistics)
        fit_height(room.height())
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
    resized = dialog.testAttribute(Qt.WidgetAttribute.WA_Resized)
    size = dialog.size() if resized else dialog.sizeHint()
    minimum = dialog.minimumSize()
    if minimum.width() > room.width() or minimum.height() > room.height():
        dialog.setMinimumSize(minimum.boundedTo(room))
    if resized or size.width() > room.width() or size.height() > room.height():
        dialog.resize(size.boundedTo(room))
