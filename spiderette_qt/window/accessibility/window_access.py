"""The window's accessibility wiring: announcements, the colour and size options, the keys.

Kept out of main_window.py so that file only calls ``install_accessibility(window)``:

- an Announcer on the table view speaks every action's result and every refused rule, and
  the window shows the same words in its status bar; keyboard-cursor steps go through the
  table's accessible name only (one channel each);
- the table's accessible description (the whole table in words, docs/RULES.md §11) is
  refreshed when the focus comes to the table and on a language change, never after an
  action: a screen reader speaks a changed description of the focused object, and 90 to 150
  words before every result made keyboard play unbearable;
- the announcer's second channel (for Orca before 45, which ignores announcements) is
  switched on when the desktop's screen reader listens to object events but not to
  announcements (window/atspi_listeners), checked after the first paint, whenever the table
  gets focus and whenever the registry's listeners change (window/atspi_watch: a screen
  reader started after the game, restarted or quit);
- Edit > Describe the Table is spoken too, after the score and moves;
- Undo's and Redo's keys with nothing to undo or redo say so (a disabled action is silent);
- F10 opens the menu bar (Qt leaves that to the platform, and X11 desktops do not do it);
- Settings > Four-Colour Deck and Settings > Larger Cards (checkable, stored in QSettings,
  applied at start);
- plain N on the table is one more shortcut of Game > New Game (same confirmation);
- the table has keyboard focus from the start and an accessible name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog

from spiderette_qt.i18n import current_language
from spiderette_qt.i18n.announce import nothing_text, score_text
from spiderette_qt.i18n.reasons import refusal_text
from spiderette_qt.table.keyboard import COLUMN_KEY_NAMES, DIGIT_COLUMNS
from spiderette_qt.window.accessibility.announcer import Announcer
from spiderette_qt.window.actions import CONTEXT, SOURCE_TEXT, retranslate_actions

if TYPE_CHECKING:
    from spiderette_qt.engine import ActionRecord, IllegalMove

CONTEXT_KEYS = "KeyboardHelp"
STATUS_MS = 6000


def _checkable(parent: QObject, name: str, marker: object) -> QAction:
    text = str(marker)  # a QT_TRANSLATE_NOOP marker: the English source text
    action = QAction(QCoreApplication.translate(CONTEXT, text), parent)
    action.setObjectName(f"action_{name}")
    action.setProperty(SOURCE_TEXT, text)  # retranslate_actions redoes it on a language change
    action.setCheckable(True)
    return action


def column_keys(columns: int) -> str:
    """ "Left / Right, 1–7", with ten columns "Left / Right, 1–9, 0 for column 10", with
    twelve "Left / Right, 1–9, then 0, -, = for columns 10–12" (table/keyboard.py)."""
    if columns <= 9:
        text = QCoreApplication.translate("KeyboardHelp", "Left / Right, 1–%1")
    elif columns == DIGIT_COLUMNS:
        text = QCoreApplication.translate("KeyboardHelp", "Left / Right, 1–9, 0 for column %1")
    else:
        text = QCoreApplication.translate(
            "KeyboardHelp", "Left / Right, 1–9, then %2 for columns 10–%1").replace(
            "%2", ", ".join(COLUMN_KEY_NAMES[DIGIT_COLUMNS - 1:columns]))
    return text.replace("%1", str(columns))


def keyboard_rows(columns: int) -> list[tuple[str, str]]:
    """The table keys for Help > Keyboard Shortcuts, in the current language, for a game of
    `columns` columns."""
    # Literal QT_TRANSLATE_NOOP calls so pyside6-lupdate files them under "KeyboardHelp",
    # the context translated here (a plain tr() in a function would land in context "").
    rows = [
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Choose a column"), ""),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Take more or fewer cards of the run"),
         QT_TRANSLATE_NOOP("KeyboardHelp", "Up / Down")),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Pick up the run; place it on the chosen column"),
         QT_TRANSLATE_NOOP("KeyboardHelp", "Enter or Space")),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Put the run back; hide the cursor"),
         QT_TRANSLATE_NOOP("KeyboardHelp", "Esc")),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Send the chosen run to its best column"), "B"),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "New game (on the table)"), "N"),
        (QT_TRANSLATE_NOOP("KeyboardHelp", "Open the menus"), "F10"),
    ]
    return [
        (QCoreApplication.translate(CONTEXT_KEYS, str(action)),
         QCoreApplication.translate(CONTEXT_KEYS, str(keys)) if keys else column_keys(columns))
        for action, keys in rows
    ]


class Accessibility(QObject):
    """Owns the announcer and the two display options of one MainWindow."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        presenter = window.presenter
        view = window.view
        self.announcer = Announcer(view, self)
        self._table_line = ""  # the status bar's last line about the table (an action's)
        self.announcer.announced.connect(self._show_line)
        presenter.keyboard.spoken.connect(self.announcer.announce)
        presenter.keyboard.update_accessible_name()
        window.window_actions.describe.triggered.connect(self.speak_description)
        # The screen reader's abilities: asked after start-up (a D-Bus round trip, not on the
        # way to the first frame) and again whenever the table gets the focus.
        # After the first paint: QAccessible's set-up is not on the way to the first frame
        # (tests/startup/test_startup_first_frame.py); focus-ins before then wait for this one too.
        self._channels_checked = False
        from spiderette_qt.window.accessibility.atspi_watch import ListenerWatch
        from spiderette_qt.window.deferred import after_first_paint

        self.watch = ListenerWatch(self)
        self.watch.listenersChanged.connect(self.check_channels)

        after_first_paint(window.view.viewport(), self._first_channel_check)
        self.open_menus = QAction(window)
        self.open_menus.setObjectName("action_open_menus")
        self.open_menus.setShortcut(QKeySequence(Qt.Key.Key_F10))
        self.open_menus.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.open_menus.triggered.connect(self.show_menus)
        window.addAction(self.open_menus)

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
        view.installEventFilter(self)

    def actions(self) -> list[QAction]:
        return [self.four_colour, self.larger_cards]

    def _set_four_colour(self, on: bool) -> None:
        self.window.settings.four_colour = on
        self.window.presenter.set_four_colour(on)

    def _set_larger_cards(self, on: bool) -> None:
        self.window.settings.larger_cards = on
        self.window.presenter.set_larger_cards(on)

    def _first_channel_check(self) -> None:
        self._channels_checked = True
        from PySide6.QtGui import QGuiApplication

        if QGuiApplication.platformName() not in ("offscreen", "minimal"):
            self.watch.start()  # no accessibility bus without a real display
        self.check_channels()

    def check_channels(self) -> None:
        """Second channel on when the screen reader cannot hear announcements (older Orca)."""
        if not self._channels_checked:
            return
        from PySide6.QtGui import QAccessible

        if not QAccessible.isActive():  # no assistive technology: nothing to ask
            self.announcer.second_channel = False
            return
        from spiderette_qt.window.accessibility.atspi_listeners import (
            screen_reader_hears_announcements,
        )

        self.announcer.second_channel = screen_reader_hears_announcements() is False

    def _show_line(self, text: str) -> None:
        self._table_line = text
        self.window.statusBar().showMessage(text, STATUS_MS)

    def game_shown(self, _shown: object) -> None:
        """Another game is on the table: the line about the last one's last action leaves
        the status bar (it said "2 of hearts moved to column 5" over the new deal); any
        other message there (a file saved, a record opened) stays."""
        bar = self.window.statusBar()
        if self._table_line and bar.currentMessage() == self._table_line:
            bar.clearMessage()
        self._table_line = ""

    def action_played(self, record: ActionRecord) -> None:
        """Every action is spoken (and shown in the status bar)."""
        self.announcer.announce_action(record, self.window.presenter.game)

    def action_refused(self, exc: IllegalMove) -> None:
        """A refused rule is shown once, on the table's banner (beside the cards, over none of
        them); the screen reader still hears it, the status bar does not repeat it."""
        self.announcer.announce(refusal_text(exc), show=False)

    def table_focused(self) -> None:
        """The focus came to the table: the moment a screen reader reads it whole."""
        self.window.language.update_description()
        self.window.presenter.keyboard.update_accessible_name()
        self.check_channels()

    def speak_description(self) -> None:
        """Describe the Table, spoken: the figures, then the table (docs/RULES.md §11)."""
        game = self.window.presenter.game
        if game is None:
            return
        language = current_language()
        # The score and moves: the table's first sentence gives the deals and sequences.
        figures = score_text(game.score, game.moves, language)
        described = self.window.language.table_description()
        self.announcer.announce(f"{figures}. {described}", show=False)

    def show_menus(self) -> None:
        """F10: the first menu opens, as on Windows and in GTK and KDE applications."""
        bar = self.window.menuBar()
        first = self.window.menu_game
        bar.setActiveAction(first.menuAction())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            retranslate_actions(self.actions())
        elif watched is self.window.view and event.type() == QEvent.Type.FocusIn:
            self.table_focused()
        elif watched is self.window and event.type() == QEvent.Type.KeyPress:
            return self._nothing_to_do(event)
        return False

    def _nothing_to_do(self, event: Any) -> bool:
        """Undo's or Redo's key while there is nothing to undo or redo: a disabled action
        ignores its key, so the key comes up to the window; say so instead of silence."""
        pressed = QKeySequence(event.keyCombination())
        actions = self.window.window_actions
        for kind, action in (("undo", actions.undo), ("redo", actions.redo)):
            if not action.isEnabled() and any(
                    key.matches(pressed) == QKeySequence.SequenceMatch.ExactMatch
                    for key in action.shortcuts()):
                self.announcer.announce(nothing_text(kind, current_language()))
                return True
        return False


# How long a closed dialog lives on (hidden): Orca 43 asks about the closed dialog and its
# table for a moment after it closed (window:deactivate, focus, its cached children); a
# dialog deleted at once made Qt's bridge log a "Could not find accessible on path" line
# for every such question (577 after the shortcuts table).
RELEASE_MS = 10_000


def release_later(dialog: QDialog) -> None:
    """Delete `dialog` RELEASE_MS after it closes (instead of WA_DeleteOnClose)."""
    dialog.finished.connect(
        lambda _result: QTimer.singleShot(RELEASE_MS, dialog, dialog.deleteLater))


def install_accessibility(window: Any) -> Accessibility:
    return Accessibility(window)


__all__ = ["Accessibility", "install_accessibility", "keyboard_rows", "release_later"]
