"""Settings > Card Back, Table Colour and Window Theme: three exclusive lists, remembered.

Each choice is stored in the settings (QSettings) at once and shown at once: the card backs
are drawn again, the felt is drawn again, the window theme changes (and "system" follows the
system's colour scheme while the game runs).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from spiderette_qt.window.actions import refresh_toolbar_icons
from spiderette_qt.window.chrome.theme import ThemeManager

CONTEXT = "Appearance"

BACK_NAMES = (
    ("spider", QT_TRANSLATE_NOOP("Appearance", "Blue &Spider")),
    ("web", QT_TRANSLATE_NOOP("Appearance", "Red &Web")),
    ("tartan", QT_TRANSLATE_NOOP("Appearance", "Green &Tartan")),
)
FELT_NAMES = (
    ("green", QT_TRANSLATE_NOOP("Appearance", "&Green")),
    ("blue", QT_TRANSLATE_NOOP("Appearance", "&Blue")),
    ("red", QT_TRANSLATE_NOOP("Appearance", "&Red")),
    ("dark", QT_TRANSLATE_NOOP("Appearance", "&Dark")),
)
THEME_NAMES = (
    ("system", QT_TRANSLATE_NOOP("Appearance", "Follow the &System")),
    ("light", QT_TRANSLATE_NOOP("Appearance", "&Light")),
    ("dark", QT_TRANSLATE_NOOP("Appearance", "&Dark")),
)
TITLES = {
    "card_back": QT_TRANSLATE_NOOP("Appearance", "Card &Back"),
    "felt": QT_TRANSLATE_NOOP("Appearance", "Table &Colour"),
    "theme": QT_TRANSLATE_NOOP("Appearance", "Window T&heme"),
}


class AppearanceMenus(QObject):
    """The three submenus of one MainWindow, and the theme manager they drive."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        settings = window.settings
        self.menus: dict[str, QMenu] = {}
        self.groups: dict[str, QActionGroup] = {}
        self.texts: list[tuple[QAction | QMenu, str]] = []
        before = window.window_actions.show_toolbar
        for key, names in (("card_back", BACK_NAMES), ("felt", FELT_NAMES),
                           ("theme", THEME_NAMES)):
            menu = QMenu(window.menu_settings)
            menu.setObjectName(f"menu_{key}")
            group = QActionGroup(menu)
            group.setExclusive(True)
            current = getattr(settings, key)
            for value, text in names:
                action = QAction(menu)
                action.setObjectName(f"action_{key}_{value}")
                action.setCheckable(True)
                action.setData(value)
                action.setChecked(value == current)
                group.addAction(action)
                menu.addAction(action)
                self.texts.append((action, str(text)))
            group.triggered.connect(lambda action, key=key: self.choose(key, action.data()))
            self.texts.append((menu, str(TITLES[key])))
            window.menu_settings.insertMenu(before, menu)
            self.menus[key] = menu
            self.groups[key] = group
        window.menu_settings.insertSeparator(before)
        self.theme = ThemeManager(settings.theme, self)
        self.theme.changed.connect(self._theme_changed)
        if self.theme.dark:
            self._theme_changed(True)
        self._show_back(settings.card_back)
        window.presenter.scene.set_felt(settings.felt)
        self.retranslate()
        window.installEventFilter(self)

    def choose(self, key: str, value: str) -> None:
        """Remember `value` for `key` ("card_back", "felt" or "theme") and show it."""
        setattr(self.window.settings, key, value)
        action = self.window.findChild(QAction, f"action_{key}_{value}")
        if action is not None and not action.isChecked():
            action.setChecked(True)
        if key == "card_back":
            self._show_back(value)
        elif key == "felt":
            self.window.presenter.scene.set_felt(value)
        else:
            self.theme.set_choice(value)

    def _theme_changed(self, _dark: bool) -> None:
        window = self.window
        refresh_toolbar_icons(window.window_actions)
        # A widget with a style sheet keeps the style it was polished with: set the sheet
        # again so the toolbar takes the new style and palette like the rest of the window.
        toolbar = window.toolbar
        sheet = toolbar.styleSheet()
        toolbar.setStyleSheet("")
        toolbar.setStyleSheet(sheet)

    def _show_back(self, value: str) -> None:
        presenter = self.window.presenter
        if value != presenter.painter.back:
            presenter.painter.set_back(value)
            presenter.scene.refresh_faces()

    def retranslate(self) -> None:
        for item, source in self.texts:
            text = QCoreApplication.translate(CONTEXT, source)
            if isinstance(item, QMenu):
                item.setTitle(text)
            else:
                item.setText(text)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False
