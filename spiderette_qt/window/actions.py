"""The window's QActions: one place that names them, gives them shortcuts, icons and menus.

Every action has an objectName ("action_new_game", ...) so tests and the shortcuts dialog can
find it. Shortcuts use the platform's standard keys (QKeySequence.StandardKey) where Qt has
one, so Cmd+Z on macOS and Ctrl+Z elsewhere come for free.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QIcon,
    QKeySequence,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QWidget

Std = QKeySequence.StandardKey

#: The translation context of the action texts, and the dynamic property that keeps each
#: action's English source text so a language change can translate it again.
CONTEXT = "WindowActions"
SOURCE_TEXT = "i18n_source_text"


def retranslate_actions(actions: list[QAction]) -> None:
    """Set every action's text again from its source text, in the language installed now."""
    for action in actions:
        source = action.property(SOURCE_TEXT)
        if isinstance(source, str) and source:
            action.setText(QCoreApplication.translate(CONTEXT, source))


def _arc_arrow(painter: QPainter, clockwise: bool, full: bool) -> None:
    """A curved arrow: a half turn (undo/redo) or most of a circle (restart)."""
    centre = QPointF(24, 26)
    radius = 14.0
    span = 300.0 if full else 200.0
    start = 120.0 if full else -10.0
    if not clockwise:
        start, span = 180.0 - start, -span
    rect = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    path = QPainterPath()
    path.arcMoveTo(rect, start)
    path.arcTo(rect, start, span)
    painter.drawPath(path)
    # Arrow head at the arc's end, pointing along the direction of travel.
    def point(degrees: float) -> QPointF:
        angle = math.radians(degrees)
        return QPointF(centre.x() + radius * math.cos(angle), centre.y() - radius * math.sin(angle))

    tip = point(start + span)
    before = point(start + span - math.copysign(12.0, span))
    dx, dy = tip.x() - before.x(), tip.y() - before.y()
    length = math.hypot(dx, dy) or 1.0
    tangent = QPointF(dx / length, dy / length)
    normal = QPointF(-tangent.y(), tangent.x())
    head = QPolygonF([tip + tangent * 8, tip + normal * 7, tip - normal * 7])
    painter.save()
    painter.setBrush(painter.pen().color())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPolygon(head)
    painter.restore()


def _card(painter: QPainter, x: float, y: float, fill: QColor) -> None:
    painter.save()
    painter.setBrush(fill)
    painter.drawRoundedRect(QRectF(x, y, 20, 28), 3, 3)
    painter.restore()


def toolbar_icon(kind: str) -> QIcon:
    """A simple line icon drawn with QPainter, in the palette's text colour (so it follows
    light and dark themes). Drawn at 48 px and twice that for HiDPI screens."""
    app = QApplication.instance()
    colour = app.palette().windowText().color() if isinstance(app, QApplication) else QColor("#222")
    icon = QIcon()
    for scale in (1, 2):
        pixmap = QPixmap(48 * scale, 48 * scale)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(colour, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if kind == "undo":  # over the top, right to left: the arrow comes back
            _arc_arrow(painter, clockwise=True, full=False)
        elif kind == "redo":
            _arc_arrow(painter, clockwise=False, full=False)
        elif kind == "restart":
            _arc_arrow(painter, clockwise=True, full=True)
        elif kind == "new":
            _card(painter, 10, 8, QColor("#fdfdf8"))
            painter.drawLine(QPointF(34, 28), QPointF(34, 44))
            painter.drawLine(QPointF(26, 36), QPointF(42, 36))
        elif kind == "suits":  # a card and three pips: one, two or four suits
            _card(painter, 10, 8, QColor("#fdfdf8"))
            painter.setPen(Qt.PenStyle.NoPen)
            for index, fill in enumerate(("#222222", "#c0262d", "#222222")):
                painter.setBrush(QColor(fill))
                painter.drawEllipse(QPointF(22, 16 + index * 8), 3.2, 3.2)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawArc(QRectF(28, 26, 16, 16), 30 * 16, 270 * 16)
        elif kind == "deal":
            _card(painter, 6, 4, QColor("#3465a4"))
            _card(painter, 10, 8, QColor("#3465a4"))
            painter.drawLine(QPointF(36, 16), QPointF(36, 40))
            painter.drawLine(QPointF(28, 32), QPointF(36, 41))
            painter.drawLine(QPointF(44, 32), QPointF(36, 41))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


@dataclass
class WindowActions:
    """All actions of the main window, by role."""

    new_game: QAction
    cycle_suits: QAction
    restart: QAction
    play_code: QAction
    copy_code: QAction
    deal: QAction
    statistics: QAction
    quit: QAction
    undo: QAction
    redo: QAction
    double_click: QAction
    auto_place: QAction
    speed_off: QAction
    speed_fast: QAction
    speed_normal: QAction
    speed_group: QActionGroup
    show_toolbar: QAction
    full_screen: QAction
    sound: QAction
    rules: QAction
    shortcuts: QAction
    about: QAction
    describe: QAction

    def all(self) -> list[QAction]:
        return [value for value in vars(self).values() if isinstance(value, QAction)]

    def speed_actions(self) -> dict[str, QAction]:
        return {"off": self.speed_off, "fast": self.speed_fast, "normal": self.speed_normal}


def _action(
    parent: QObject,
    name: str,
    text: object,  # a QT_TRANSLATE_NOOP marker: the English source text
    shortcut: QKeySequence | Std | str | None = None,
    icon: QIcon | None = None,
    checkable: bool = False,
) -> QAction:
    source = str(text)
    action = QAction(QCoreApplication.translate(CONTEXT, source), parent)
    action.setObjectName(f"action_{name}")
    action.setProperty(SOURCE_TEXT, source)
    if isinstance(shortcut, Std):
        action.setShortcuts(shortcut)
    elif shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
    if icon is not None:
        action.setIcon(icon)
    action.setCheckable(checkable)
    return action


def redo_shortcuts(platform: list[QKeySequence]) -> list[QKeySequence]:
    """The platform's Redo keys, then Ctrl+Y and Ctrl+Shift+Z if they are not among them.

    Linux's standard Redo is Ctrl+Shift+Z only and Windows' is Ctrl+Y only; the README
    promises Ctrl+Y, and players bring either habit. The platform's own keys come first so
    the menu shows the native one."""
    keys = list(platform)
    for text in ("Ctrl+Y", "Ctrl+Shift+Z"):
        key = QKeySequence(text)
        if key not in keys:
            keys.append(key)
    return keys


#: A dynamic property: the shortcuts list names all of this action's keys, not just the first.
LIST_ALL_KEYS = "list_all_keys"


def _add_redo_keys(redo: QAction) -> None:
    redo.setShortcuts(redo_shortcuts(list(redo.shortcuts())))
    redo.setProperty(LIST_ALL_KEYS, True)  # Ctrl+Y and Ctrl+Shift+Z, as the rules page says


TOOLBAR_ICONS: tuple[tuple[str, str], ...] = (
    ("new_game", "new"), ("cycle_suits", "suits"), ("restart", "restart"), ("undo", "undo"),
    ("redo", "redo"), ("deal", "deal"))


def refresh_toolbar_icons(actions: WindowActions) -> None:
    """Draw the toolbar icons again in the palette's text colour (after a theme change)."""
    for name, kind in TOOLBAR_ICONS:
        getattr(actions, name).setIcon(toolbar_icon(kind))


def add_style_icons(actions: WindowActions, widget: QWidget) -> None:
    """The style's icons for Quit and Rules (the main window calls this after its first
    paint: nothing on the first frame shows them)."""
    from PySide6.QtWidgets import QStyle

    style = widget.style() if widget is not None else QApplication.style()
    actions.quit.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_DialogCloseButton))
    actions.rules.setIcon(style.standardIcon(QStyle.StandardPixmap.SP_DialogHelpButton))


def create_actions(window: QWidget) -> WindowActions:
    """The actions, parented to `window`.

    Texts are marked with QT_TRANSLATE_NOOP (context "WindowActions", literal strings so
    pyside6-lupdate finds them) and translated by _action, which keeps the source text so
    retranslate_actions can redo them when the language changes.
    """
    # Quit and Rules get the style's icons later (add_style_icons): they are only in menus,
    # and the first touch of QStyle from Python costs ~9 ms of start-up (its eleven enums).
    quit_action = _action(
        window, "quit", QT_TRANSLATE_NOOP("WindowActions", "&Quit"), Std.Quit)
    if quit_action.shortcut().isEmpty():  # some platforms have no standard Quit key
        quit_action.setShortcut(QKeySequence("Ctrl+Q"))
    quit_action.setMenuRole(QAction.MenuRole.QuitRole)
    redo = _action(window, "redo", QT_TRANSLATE_NOOP("WindowActions", "&Redo"), Std.Redo,
                   toolbar_icon("redo"))
    _add_redo_keys(redo)
    speed_group = QActionGroup(window)
    speed_group.setExclusive(True)
    speeds = []
    for name, text in (
        ("off", QT_TRANSLATE_NOOP("WindowActions", "&Off")),
        ("fast", QT_TRANSLATE_NOOP("WindowActions", "&Fast")),
        ("normal", QT_TRANSLATE_NOOP("WindowActions", "&Normal")),
    ):
        action = _action(window, f"speed_{name}", text, checkable=True)
        action.setData(name)
        speed_group.addAction(action)
        speeds.append(action)
    about = _action(window, "about", QT_TRANSLATE_NOOP("WindowActions", "&About Spiderette"))
    about.setMenuRole(QAction.MenuRole.AboutRole)
    rules = _action(window, "rules", QT_TRANSLATE_NOOP("WindowActions", "&Rules"),
                    Std.HelpContents)
    if rules.shortcut().isEmpty():
        rules.setShortcut(QKeySequence("F1"))
    full_screen = _action(window, "full_screen",
                          QT_TRANSLATE_NOOP("WindowActions", "F&ull Screen"), "F11",
                          checkable=True)
    keys = [QKeySequence("F11")]  # F11 first (what the menu shows), then the platform's own
    keys += [key for key in QKeySequence.keyBindings(Std.FullScreen) if key not in keys]
    full_screen.setShortcuts(keys)
    return WindowActions(
        new_game=_action(window, "new_game", QT_TRANSLATE_NOOP("WindowActions", "&New Game…"),
                         Std.New, toolbar_icon("new")),
        cycle_suits=_action(window, "cycle_suits",
                            QT_TRANSLATE_NOOP("WindowActions", "Next S&uit Count"), "S",
                            toolbar_icon("suits")),
        restart=_action(window, "restart",
                        QT_TRANSLATE_NOOP("WindowActions", "&Restart This Deal"), "Ctrl+R",
                        toolbar_icon("restart")),
        play_code=_action(window, "play_code",
                          QT_TRANSLATE_NOOP("WindowActions", "&Play a Game Code…"), "Ctrl+G"),
        copy_code=_action(window, "copy_code",
                          QT_TRANSLATE_NOOP("WindowActions", "&Copy Game Code"),
                          "Ctrl+Shift+C"),
        deal=_action(window, "deal", QT_TRANSLATE_NOOP("WindowActions", "&Deal"), "D",
                     toolbar_icon("deal")),
        statistics=_action(window, "statistics",
                           QT_TRANSLATE_NOOP("WindowActions", "&Statistics…"), "Ctrl+T"),
        quit=quit_action,
        undo=_action(window, "undo", QT_TRANSLATE_NOOP("WindowActions", "&Undo"), Std.Undo,
                     toolbar_icon("undo")),
        redo=redo,
        double_click=_action(window, "double_click",
                             QT_TRANSLATE_NOOP("WindowActions", "&Double-Click Moves"),
                             checkable=True),
        auto_place=_action(window, "auto_place",
                           QT_TRANSLATE_NOOP("WindowActions", "&Auto-Place"), checkable=True),
        speed_off=speeds[0],
        speed_fast=speeds[1],
        speed_normal=speeds[2],
        speed_group=speed_group,
        show_toolbar=_action(window, "show_toolbar",
                             QT_TRANSLATE_NOOP("WindowActions", "Show &Toolbar"),
                             checkable=True),
        full_screen=full_screen,
        sound=_action(window, "sound", QT_TRANSLATE_NOOP("WindowActions", "Sou&nd"),
                      checkable=True),
        rules=rules,
        shortcuts=_action(window, "shortcuts",
                          QT_TRANSLATE_NOOP("WindowActions", "&Keyboard Shortcuts"), "Ctrl+/"),
        about=about,
        describe=_action(window, "describe",
                         QT_TRANSLATE_NOOP("WindowActions", "Describe the &Table"),
                         "Ctrl+Shift+D"),
    )
