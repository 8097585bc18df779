"""The window's accessibility wiring: announcements, the colour and size options, the keys.

Kept out of main_window.py so that file only calls ``install_accessibility(window)``:

- an Announcer on the table view speaks every action's result and every refused rule, and
  the window shows the same words in its status bar; keyboard-cursor steps are spoken only;
- Settings > Four-Colour Deck and Settings > Larger Cards (checkable, stored in QSettings,
  applied at start);
- plain N on the table is one more shortcut of Game > New Game (same confirmation);
- the table has keyboard focus from the start and an accessible name.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence

from spiderette_qt.announcer import Announcer
from spiderette_qt.window.actions import CONTEXT, SOURCE_TEXT, retranslate_actions

CONTEXT_KEYS = "KeyboardHelp"
STATUS_MS = 6000


def _checkable(parent: QObject, name: str, marker: object) -> QAction:
    text = str(marker)  # a QT_TRANSLATE_NOOP marker: the English source text
    action = QAction(QCoreApplication.translate(CONTEXT, text), parent)
    action.setObjectName(f"action_{name}")
    action.setProperty(SOURCE_TEXT, text)  # retranslate_actions redoes it on a language change
    action.setCheckable(True)
    return action


def keyboard_rows() -> list[tuple[str, str]]:
    """The table keys for Help > Keyboard Shortcuts, in the current language."""
    # Literal QT_TRANSLATE_NOOP calls so pyside6-lupdate files them under "KeyboardHelp",
    # the context translated here (a plain tr() in a function would land in context "").
    rows = [
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Choose a column"),
         QT_TRANSLATE_NOOP("KeyboardHelp", "Left / Right, 1–7")),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Take more or fewer cards of the run"),
         QT_TRANSLATE_NOOP("KeyboardHelp", "Up / Down")),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Pick up the run; place it on the chosen column"),
         QT_TRANSLATE_NOOP("KeyboardHelp", "Enter or Space")),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Put the run back; hide the cursor"),
         QT_TRANSLATE_NOOP("KeyboardHelp", "Esc")),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Send the chosen run to its best column"), "B"),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "New game (on the table)"), "N"),
    ]
    return [
        (QCoreApplication.translate(CONTEXT_KEYS, str(action)),
         QCoreApplication.translate(CONTEXT_KEYS, str(keys)))
        for action, keys in rows
    ]


class Accessibility(QObject):
    """Owns the announcer and the two display options of one MainWindow."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        controller = window.controller
        view = window.view
        self.announcer = Announcer(view, self)
        self.announcer.announced.connect(
            lambda text: window.statusBar().showMessage(text, STATUS_MS))
        controller.actionDone.connect(
            lambda record: self.announcer.announce_action(record, controller.game))
        # A refused rule is shown once, on the table's banner (beside the cards, over none of
        # them); the screen reader still hears it, the status bar does not repeat it.
        controller.ruleRefused.connect(lambda text: self.announcer.announce(text, show=False))
        controller.keyboard.spoken.connect(
            lambda text: self.announcer.announce(text, show=False))
        controller.keyboard.update_accessible_name()

        self.four_colour = _checkable(
            window, "four_colour", QT_TRANSLATE_NOOP("WindowActions", "&Four-Colour Deck"))
        self.larger_cards = _checkable(
            window, "larger_cards", QT_TRANSLATE_NOOP("WindowActions", "&Larger Cards"))
        actions = window.window_actions
        menu = window.menu_settings
        menu.insertActions(actions.show_toolbar, [self.four_colour, self.larger_cards])
        menu.insertSeparator(actions.show_toolbar)
        settings = window.settings
        self.four_colour.setChecked(settings.four_colour)
        self.larger_cards.setChecked(settings.larger_cards)
        self._set_four_colour(settings.four_colour)
        self._set_larger_cards(settings.larger_cards)
        self.four_colour.toggled.connect(self._set_four_colour)
        self.larger_cards.toggled.connect(self._set_larger_cards)

        # Plain N on the table: one more key for Game > New Game, so it asks the same question.
        new_game = actions.new_game
        new_game.setShortcuts([*new_game.shortcuts(), QKeySequence("N")])

        view.setFocus()
        window.installEventFilter(self)

    def actions(self) -> list[QAction]:
        return [self.four_colour, self.larger_cards]

    def _set_four_colour(self, on: bool) -> None:
        self.window.settings.four_colour = on
        self.window.controller.set_four_colour(on)

    def _set_larger_cards(self, on: bool) -> None:
        self.window.settings.larger_cards = on
        self.window.controller.set_larger_cards(on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            retranslate_actions(self.actions())
        return False


def install_accessibility(window: Any) -> Accessibility:
    return Accessibility(window)


__all__ = ["Accessibility", "install_accessibility", "keyboard_rows"]
