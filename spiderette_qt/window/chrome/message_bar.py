"""A message bar above the table: for news the player must not miss (a damaged save).

Why not the status bar: its text is cut off at the window's width and fades after a few
seconds, so "the saved game was damaged" went by half-read. The bar wraps its text,
stays until the player closes it, never blocks the game (it is not a dialog), and can offer a
Details button with the longer story (which file was kept aside, where). Several messages
stack in the one bar, newest last; closing the bar clears them all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QPalette, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QWidget,
)


class _Message(NamedTuple):
    text: str
    details: str | None  # the longer story, for the Details button
    warning: bool  # something went wrong (the warning sign); else news (the information sign)
    game: object | None  # the game it is about: it leaves with that game (None: the app's)


class MessageBar(QFrame):
    """Hidden until show_message(); `dismissed` when the player closes it."""

    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("message_bar")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self._note_colours()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 6, 6)
        layout.setSpacing(10)
        self.icon = QLabel(self)
        self._has_icons = False  # the style's icons come with the first message (_add_icons)
        self.icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.icon)
        self.text_label = QLabel(self)
        self.text_label.setObjectName("message_bar_text")
        self.text_label.setWordWrap(True)  # in full, at any window width
        self.text_label.setTextFormat(Qt.TextFormat.PlainText)
        self.text_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text_label.setSizePolicy(QSizePolicy.Policy.Expanding,
                                      QSizePolicy.Policy.Preferred)
        layout.addWidget(self.text_label, 1)
        self.details_button = QPushButton(self)
        self.details_button.setObjectName("message_bar_details")
        self.details_button.clicked.connect(self.show_details)
        layout.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignTop)
        self.action_button = QPushButton(self)
        self.action_button.setObjectName("message_bar_action")
        self.action_button.clicked.connect(self._run_action)
        self.action_button.hide()
        layout.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignTop)
        self._action: Callable[[], None] | None = None
        self._action_for: str | None = None  # the message whose button it is
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("message_bar_close")
        self.close_button.setAutoRaise(True)
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._messages: list[_Message] = []
        self._on_table: object | None = None  # the game on the table (game_shown)
        self._signs: dict[bool, QPixmap] = {}  # warning? -> the style's icon (_add_icons)
        self.retranslate()
        self.hide()

    def _note_colours(self) -> None:
        """A warm note colour from the palette's tooltip roles: readable in light and dark,
        and again after the theme changes at run time (a fixed colour stayed light). Only
        Window and WindowText are the bar's own; the tooltip roles follow the application."""
        palette = self.palette()
        role = QPalette.ColorRole
        base, text = palette.color(role.ToolTipBase), palette.color(role.ToolTipText)
        if palette.color(role.Window) == base and palette.color(role.WindowText) == text:
            return  # already (this also ends the PaletteChange that setPalette sends)
        palette.setColor(role.Window, base)
        palette.setColor(role.WindowText, text)
        self.setPalette(palette)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt)
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange:
            self._note_colours()
            if getattr(self, "_has_icons", False):  # (the first PaletteChange is in __init__)
                self._close_icon()

    def retranslate(self) -> None:
        self.details_button.setText(self.tr("Details…"))
        self.close_button.setToolTip(self.tr("Close this message"))
        self.close_button.setAccessibleName(self.tr("Close this message"))

    # ----- public -----
    def show_message(self, text: str, details: str | None = None,
                     action: tuple[str, Callable[[], None]] | None = None, *,
                     warning: bool = True, for_game: bool = False) -> None:
        """Add a message (and its details, for the Details button) and show the bar.

        `action` (a button label and what it does) offers one way out, e.g. "Save This
        Game"; pressing it also closes the bar. The latest message's action is the one shown.
        `warning`: something went wrong (the warning sign); False for news that is only to
        be read (the information sign, unless a warning stands in the bar too).
        `for_game`: a notice about the game on the table (the Demo's end, a verdict, how it
        counts): it leaves when that game leaves the table; a file problem stays till read.
        """
        if text in self.messages():  # the same news twice (saving after every action)
            return
        self._messages.append(_Message(text, details, warning,
                                       self._on_table if for_game else None))
        if action is not None:
            self.action_button.setText(action[0])
            self._action = action[1]
            self._action_for = text
            self.action_button.show()
        self._add_icons()
        self._refresh()
        self.show()

    def remove_message(self, text: str) -> None:
        """Take one message back (news that no longer holds); the bar hides when empty."""
        kept = [m for m in self._messages if m.text != text]
        if len(kept) == len(self._messages):
            return
        if not kept:
            self.dismiss()
            return
        self._messages = kept
        if self._action_for == text:
            self._action = None
            self._action_for = None
            self.action_button.hide()
        self._refresh()

    def game_shown(self, game: object) -> None:
        """Another game is on the table: the notices about the games before it leave."""
        self._on_table = game
        for message in [m for m in self._messages if m.game is not None and m.game is not game]:
            self.remove_message(message.text)

    def messages(self) -> list[str]:
        return [m.text for m in self._messages]

    def details(self) -> str:
        return "\n\n".join(m.details for m in self._messages if m.details)

    def is_warning(self) -> bool:
        """Does the bar hold a warning (it shows the warning sign), not only news?"""
        return any(m.warning for m in self._messages)

    def dismiss(self) -> None:
        self._messages.clear()
        self._action = None
        self._action_for = None
        self.action_button.hide()
        self.hide()
        self.dismissed.emit()

    def show_details(self) -> None:
        """The longer story in a small non-blocking box (open(): no nested event loop)."""
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Information, self.tr("Details"),
                          "\n\n".join(self.messages()), QMessageBox.StandardButton.Close,
                          self)
        box.setObjectName("message_bar_details_box")
        box.setInformativeText(self.details())
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ----- internals -----
    def _add_icons(self) -> None:
        # Not in __init__: the bar is hidden until a message comes, and the first touch of
        # QStyle from Python sets up its types and ~570 enum values (~10 ms of the start).
        if self._has_icons:
            return
        self._has_icons = True
        from PySide6.QtWidgets import QStyle

        style = self.style()
        size = style.pixelMetric(QStyle.PixelMetric.PM_SmallIconSize)
        sign = QStyle.StandardPixmap
        self._signs = {True: style.standardIcon(sign.SP_MessageBoxWarning).pixmap(size),
                       False: style.standardIcon(sign.SP_MessageBoxInformation).pixmap(size)}
        self._close_icon()

    def _close_icon(self) -> None:
        """A cross in the bar's text colour (the style's is a black picture, lost on the
        dark theme's bar)."""
        from PySide6.QtCore import QPointF
        from PySide6.QtGui import QIcon, QPainter, QPen, QPixmap

        icon = QIcon()
        for scale in (1, 2):
            pixmap = QPixmap(16 * scale, 16 * scale)
            pixmap.setDevicePixelRatio(scale)
            pixmap.fill(Qt.GlobalColor.transparent)
            painter = QPainter(pixmap)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.WindowText), 1.8))
            painter.drawLine(QPointF(4, 4), QPointF(12, 12))
            painter.drawLine(QPointF(12, 4), QPointF(4, 12))
            painter.end()
            icon.addPixmap(pixmap)
        self.close_button.setIcon(icon)

    def _run_action(self) -> None:
        action = self._action
        self.dismiss()
        if action is not None:
            action()

    def _refresh(self) -> None:
        self.text_label.setText("\n".join(self.messages()))
        self.details_button.setVisible(any(m.details for m in self._messages))
        if self._signs:
            self.icon.setPixmap(self._signs[self.is_warning()])
        self.setAccessibleName(self.tr("Message"))
        self.setAccessibleDescription(self.text_label.text())
