"""The main window's language side: re-translation on LanguageChange, the language choice,
the title, and the table description (Describe the Table, the view's accessible text).

An object the window owns (window.language), so main_window.py stays about wiring. Texts use
the "MainWindow" translation context explicitly (QCoreApplication.translate), the same one
MainWindow's own self.tr() calls use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from spiderette_qt.window.actions import retranslate_actions

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMenu, QToolBar

    from spiderette_qt.engine import Game
    from spiderette_qt.settings.preferences import Settings
    from spiderette_qt.table.presenter import TablePresenter
    from spiderette_qt.table.view import TableView
    from spiderette_qt.window.actions import WindowActions
    from spiderette_qt.window.chrome.status_panel import StatusPanel
    from spiderette_qt.window.language_menu import LanguageMenu
    from spiderette_qt.window.notifier import WindowNotifier


class LanguageHost(Protocol):
    """The window's parts whose texts this object sets."""

    settings: Settings
    window_actions: WindowActions
    language_menu: LanguageMenu
    status_panel: StatusPanel
    toolbar: QToolBar
    view: TableView
    presenter: TablePresenter
    notifier: WindowNotifier
    menu_game: QMenu
    menu_edit: QMenu
    menu_settings: QMenu
    menu_speed: QMenu
    menu_help: QMenu

    def setWindowTitle(self, title: str, /) -> None: ...  # noqa: N802 - Qt's


class WindowLanguage:
    """The window's texts in the language installed now, and the language choice."""

    def __init__(self, window: LanguageHost) -> None:
        self.window = window

    @property
    def game(self) -> Game | None:
        return self.window.presenter.game

    # ----- texts set by the window itself -----
    def retranslate_menus(self) -> None:
        w = self.window
        w.menu_game.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        w.menu_edit.setTitle(QCoreApplication.translate("MainWindow", "&Edit"))
        w.menu_settings.setTitle(QCoreApplication.translate("MainWindow", "&Settings"))
        w.menu_speed.setTitle(QCoreApplication.translate("MainWindow", "Animation &Speed"))
        w.menu_help.setTitle(QCoreApplication.translate("MainWindow", "&Help"))

    def retranslate_toolbar(self) -> None:
        a = self.window.window_actions
        self.window.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Toolbar"))
        # Short labels for the toolbar only (iconText); the menus keep the full text.
        for action, text in (
            (a.new_game, QCoreApplication.translate("MainWindow", "New")),
            (a.cycle_suits, QCoreApplication.translate("MainWindow", "Suits")),
            (a.restart, QCoreApplication.translate("MainWindow", "Restart")),
            (a.undo, QCoreApplication.translate("MainWindow", "Undo")),
            (a.redo, QCoreApplication.translate("MainWindow", "Redo")),
            (a.deal, QCoreApplication.translate("MainWindow", "Deal")),
        ):
            action.setIconText(text)

    def update_title(self) -> None:
        from spiderette_qt.i18n import current_language, difficulty_name
        from spiderette_qt.window.game_names import game_name

        game = self.game
        if game is None:
            self.window.setWindowTitle("Spiderette")
            return
        name = game_name(game.variant.key)
        try:
            difficulty = difficulty_name(game.suits, current_language())
        except ValueError:  # a title without a difficulty is still a title
            self.window.setWindowTitle(name)
            return
        # The app is Spiderette; the title names the game on the table ("Spider — Hard").
        self.window.setWindowTitle(f"{name} — {difficulty}")

    # ----- the table in words -----
    def table_description(self) -> str:
        """The table in words (docs/RULES.md §11) in the app's language; "" before any game."""
        from spiderette_qt.i18n import current_language, describe

        game = self.game
        return describe(game, current_language()) if game is not None else ""

    def update_description(self) -> None:
        # A screen reader reads the description at every focus-in: one line, the
        # whole table is Describe the Table's (window/accessibility/window_access.py).
        from spiderette_qt.i18n import current_language
        from spiderette_qt.i18n.describe import focus_summary

        state = self.window.presenter.keyboard.state
        self.window.view.setAccessibleDescription("" if self.game is None else focus_summary(
            self.game, None if state.shown else state.column, current_language()))

    def describe_table(self) -> None:
        """Edit > Describe the Table: copy the description and show it above the table, in
        full (the status bar cut it off at 1024 wide: a Spider table is several lines), until
        closed or the game leaves the table."""
        text = self.table_description()
        if text:
            QGuiApplication.clipboard().setText(text)
            self.window.notifier.message(text, warning=False, for_game=True)

    # ----- language -----
    def set_language(self, preference: str) -> None:
        """Use `preference` ("" = the system's, or "en", "sv", ...) now and from now on.

        Installing the translators makes Qt send LanguageChange to every widget; the window's
        changeEvent then calls retranslate_ui, so no restart is needed.
        """
        from spiderette_qt.i18n.translator import install_language, resolve_language

        self.window.settings.language = preference
        self.window.language_menu.set_current(preference)
        install_language(resolve_language(preference))
        # The pure-Python texts (title, description) follow set_language(), and no Qt event
        # comes when the language stays the same (English to English): refresh here too.
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Every text the window set itself, again in the language installed now."""
        retranslate_actions(self.window.window_actions.all())
        self.retranslate_menus()
        self.retranslate_toolbar()
        self.window.status_panel.retranslate()
        self.window.presenter.keyboard.update_accessible_name()
        # A rule banner still on the table is in the old language: take it away.
        self.window.presenter.scene.hide_message()
        self.update_title()
        self.update_description()
