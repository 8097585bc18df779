"""The main window: the table in the middle, menus, toolbar, status panel, and the wiring.

The window keeps no game state: the session (spiderette_qt/session) owns the game in play,
its saving, statistics, clock and win/loss, and tells the window what to show through the
notifier (window/notifier.py). The Game menu's choices are window/game_choices.py, the win's
celebration window/dialogs/win_show.py, the texts window/window_language.py, the frame on
the screen window/chrome/window_frame.py. Dialogs are opened window-modal with open() (no
nested event loop), so tests and the app drive them the same way. Two small questions block
on purpose (their caller needs the answer first): "abandon this game?" and the statistics
dialog's "reset?".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMainWindow, QToolBar, QVBoxLayout, QWidget

from spiderette_qt.session import GameSession, variant_key
from spiderette_qt.settings.game_choice import fitting_suits
from spiderette_qt.settings.preferences import Settings
from spiderette_qt.table import durations
from spiderette_qt.table.presenter import TablePresenter
from spiderette_qt.window.accessibility.window_access import install_accessibility, keyboard_rows
from spiderette_qt.window.actions import WindowActions, create_actions
from spiderette_qt.window.chrome.eliding_status_bar import ElidingStatusBar
from spiderette_qt.window.chrome.message_bar import MessageBar
from spiderette_qt.window.chrome.status_panel import StatusPanel
from spiderette_qt.window.clock_driver import ClockDriver
from spiderette_qt.window.game_choices import GameChoices
from spiderette_qt.window.language_menu import LanguageMenu
from spiderette_qt.window.notifier import WindowNotifier
from spiderette_qt.window.play_settings import PlaySettings
from spiderette_qt.window.window_language import WindowLanguage

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QDialog

    from spiderette_qt.engine import Game
    from spiderette_qt.session import GameShown

#: The card images for the next start are drawn and kept this long after the first frame
#: (ui.card_disk_cache), when the start's own deferred work is long done.
CARD_CACHE_AFTER_MS = 1500
#: A window that has not painted by then (started minimised, or in a test) saves its start
#: and finishes what waits for the first frame all the same.
START_SAVE_WAIT_MS = 1000
#: Qt Multimedia is imported and the effects made this long after the first frame, a step
#: per event-loop turn (two of 15-65 ms, the rest under 1 ms: sound/player.py): after the
#: deal-out (Spider's is ~1.3 s), which would stutter under them. Until then, silence.
SOUND_LOAD_AFTER_MS = 2000


class MainWindow(QMainWindow):
    """The game window: the session's game on the table, and everything around it.

    With `resume=True` the saved game (if any) is put back on the table; otherwise a new game
    with the remembered suit count starts.
    """

    toolbar: QToolBar

    def __init__(self, settings: Settings, parent: QWidget | None = None, *,
                 resume: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.settings = settings
        self.language = WindowLanguage(self)
        self.window_actions = create_actions(self)
        self._build_ui()
        # The game in play (no widgets), then the table that shows it.
        self.session = GameSession(self.notifier, self)
        self.presenter = TablePresenter(self.session, self)
        from spiderette_qt.table.card_disk_cache import user_card_cache

        # The first frame's cards: the images an earlier start kept (~15 ms of drawing spared).
        self.presenter.painter.disk = user_card_cache()
        self.view = self.presenter.view
        self._table_layout.insertWidget(1, self.view, 1)
        from spiderette_qt.window.write_failures import tell_write_failures

        tell_write_failures(self, self.session.save_store, self.session.stats_store)
        self.clock = ClockDriver(self, self.session, self.status_panel)
        from spiderette_qt.sound.table_sounds import TableSounds

        # The table's sounds: loaded after the first frame (_after_first_paint).
        self.sounds = TableSounds(self, settings.sound)
        self.presenter.runPickedUp.connect(self.sounds.picked_up)
        self.presenter.runPutBack.connect(self.sounds.put_back)
        self.choices = GameChoices(self)
        self._build_menus()
        self._build_toolbar()
        self._connect()
        self._apply_settings()
        from spiderette_qt.window.solver.features import SolverFeatures

        self.solver = SolverFeatures(self)  # the solver (docs/RULES.md §12), off by default
        from spiderette_qt.window.records.daily_feature import DailyFeature

        self.daily = DailyFeature(self)  # the day's deal, records (docs/RULES.md §14)
        from spiderette_qt.window.dialogs.win_show import WinShow

        self.win_show = WinShow(self)
        self.accessibility = install_accessibility(self)
        from spiderette_qt.window.chrome.appearance_menu import AppearanceMenus

        self.appearance = AppearanceMenus(self)
        from spiderette_qt.window.chrome.window_frame import restore_window

        self.compact_chrome = restore_window(self, settings, self.toolbar, self.status_panel)
        from spiderette_qt.window.chrome.full_screen import FullScreen

        # After the saved geometry: the setting decides.
        self.full_screen = FullScreen(self, settings, self.window_actions.full_screen)
        # Saved just after the first frame: two atomic writes (10-25 ms of fsyncs) for a deal
        # nobody has played yet; a resumed game is on disk already (_after_first_paint).
        from spiderette_qt.window.table_focus import TableFocus

        self.table_focus = TableFocus(self, self.view, self.notifier)
        from spiderette_qt.window.wiring import wire_session

        wire_session(self)  # every feature is made: the session's listeners, in order
        self.session.set_scoring(settings.scoring)
        self.session.begin(resume, fitting_suits(settings.variant, settings.suits),
                           settings.variant)
        from spiderette_qt.window.deferred import after_first_paint

        #: True once the work after the first frame ran (it may resize the window).
        self.started = False
        # Closed before that work ran (at once, or never painted): closing saved everything,
        # and the work's late save could land in another data folder (tests change it).
        self._closed = False
        after_first_paint(self.view.viewport(), self._after_first_paint,
                          at_most_ms=START_SAVE_WAIT_MS)

    def _after_first_paint(self) -> None:
        # The borders, the start's game and statistics, then the style's icons.
        if self._closed:
            return
        self.started = True
        from spiderette_qt.window.actions import add_style_icons
        from spiderette_qt.window.chrome.window_frame import fit_frame_on_screen
        from spiderette_qt.window.deferred import in_idle_steps

        fit_frame_on_screen(self)
        self.session.save_all()
        add_style_icons(self.window_actions, self)
        in_idle_steps(self, self.presenter.painter.fill_disk_cache(),
                      start_after_ms=CARD_CACHE_AFTER_MS)
        in_idle_steps(self, self.sounds.player.load_steps(), start_after_ms=SOUND_LOAD_AFTER_MS)

    # ----- construction -----
    def _build_ui(self) -> None:
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self._table_layout = layout  # the table goes between the two bars (see __init__)
        # Above the table: news that must be read (a damaged save), until dismissed.
        self.message_bar = MessageBar(central)
        layout.addWidget(self.message_bar)
        self.status_panel = StatusPanel(central)
        layout.addWidget(self.status_panel)
        self.setCentralWidget(central)
        # Made now, not by the first message: a status bar appearing later shrinks the table
        # mid-game (every card jumps), and a restarted app would show it at another size.
        # Its messages end in "..." where they do not fit (the compact chrome's status row).
        self.setStatusBar(ElidingStatusBar(self))
        self.notifier = WindowNotifier(self, self.message_bar)
        self.status_panel.codeCopied.connect(self._announce_copied)
        self.setWindowTitle("Spiderette")

    def _build_menus(self) -> None:
        a = self.window_actions
        bar = self.menuBar()
        game = self.menu_game = bar.addMenu("")
        game.setObjectName("menu_game")
        game.addActions([a.new_game, a.cycle_suits, a.restart])
        game.addSeparator()
        game.addActions([a.play_code, a.copy_code])
        game.addSeparator()
        game.addAction(a.deal)
        game.addSeparator()
        game.addAction(a.statistics)
        game.addSeparator()
        game.addAction(a.quit)
        edit = self.menu_edit = bar.addMenu("")
        edit.setObjectName("menu_edit")
        edit.addActions([a.undo, a.redo])
        edit.addSeparator()
        edit.addAction(a.describe)
        prefs = self.menu_settings = bar.addMenu("")
        prefs.setObjectName("menu_settings")
        prefs.addActions([a.double_click, a.auto_place])
        speed = self.menu_speed = prefs.addMenu("")
        speed.setObjectName("menu_speed")
        speed.addActions([a.speed_off, a.speed_fast, a.speed_normal])
        from spiderette_qt.window.scoring_menu import ScoringMenu

        self.scoring_menu = ScoringMenu(prefs)
        self.scoring_menu.set_current(self.settings.scoring)
        self.scoring_menu.scoringChosen.connect(self.set_scoring)
        prefs.addMenu(self.scoring_menu)
        from spiderette_qt.window.undo_menu import UndoMenu

        self.undo_menu = UndoMenu(self.settings, self.session, lambda: self.presenter.game, prefs)
        prefs.addMenu(self.undo_menu)
        prefs.addAction(a.sound)
        prefs.addSeparator()
        prefs.addActions([a.show_toolbar, a.full_screen])
        self.play_settings = PlaySettings(self, self.settings, prefs,
                                          self.status_panel.time_label.setVisible)
        self.language_menu = LanguageMenu(prefs)
        self.language_menu.set_current(self.settings.language)
        prefs.addMenu(self.language_menu)
        help_menu = self.menu_help = bar.addMenu("")
        help_menu.setObjectName("menu_help")
        help_menu.addActions([a.rules, a.shortcuts])
        help_menu.addSeparator()
        help_menu.addAction(a.about)
        self.language.retranslate_menus()

    def _build_toolbar(self) -> None:
        a = self.window_actions
        self.toolbar = QToolBar(self.tr("Toolbar"), self)
        self.toolbar.setObjectName("main_toolbar")  # restoreState needs the name
        self.toolbar.setIconSize(QSize(32, 32))
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.setMovable(False)
        # The toolbar's visibility is a preference with its own menu item; no second switch.
        self.toolbar.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.toolbar.setStyleSheet("QToolButton { min-height: 40px; padding: 2px 10px; }")
        self.toolbar.addActions([a.new_game, a.cycle_suits, a.restart])
        self.toolbar.addSeparator()
        self.toolbar.addActions([a.undo, a.redo])
        self.toolbar.addSeparator()
        self.toolbar.addAction(a.deal)
        self.language.retranslate_toolbar()
        for action in (a.new_game, a.cycle_suits, a.restart, a.undo, a.redo, a.deal):
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setObjectName(f"toolbutton_{action.objectName()[len('action_'):]}")
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _connect(self) -> None:
        a, c = self.window_actions, self.presenter
        ch = self.choices
        a.new_game.triggered.connect(ch.ask_new_game)
        a.restart.triggered.connect(ch.restart_deal)
        a.cycle_suits.triggered.connect(ch.cycle_suits)
        a.play_code.triggered.connect(ch.ask_game_code)
        a.copy_code.triggered.connect(self.status_panel.copy_code)
        a.deal.triggered.connect(c.deal)
        a.statistics.triggered.connect(self.show_statistics)
        a.quit.triggered.connect(self.close)
        a.undo.triggered.connect(c.undo)
        a.redo.triggered.connect(c.redo)
        a.double_click.toggled.connect(self._set_double_click)
        a.auto_place.toggled.connect(self._set_auto_place)
        a.speed_group.triggered.connect(lambda action: self._set_speed(action.data()))
        a.show_toolbar.toggled.connect(self._set_toolbar_shown)
        a.sound.toggled.connect(self._set_sound)
        a.rules.triggered.connect(self.show_rules)
        a.shortcuts.triggered.connect(self.show_shortcuts)
        a.about.triggered.connect(self.show_about)
        a.describe.triggered.connect(self.language.describe_table)
        self.language_menu.languageChosen.connect(self.language.set_language)

    def _apply_settings(self) -> None:
        s, a = self.settings, self.window_actions
        a.double_click.setChecked(s.double_click)
        a.auto_place.setChecked(s.auto_place)
        a.speed_actions()[s.animation_speed].setChecked(True)
        a.show_toolbar.setChecked(s.toolbar)
        a.sound.setChecked(s.sound)
        # setChecked emits toggled only on a change; apply everything once explicitly.
        self._set_double_click(s.double_click)
        self._set_auto_place(s.auto_place)
        durations.set_speed(s.animation_speed)

    @property
    def game(self) -> Game:
        return self.session.game

    @property
    def undo_redo(self) -> tuple[QAction, QAction]:
        """Edit › Undo and Redo, which follow the session's status (window/wiring.py)."""
        return self.window_actions.undo, self.window_actions.redo

    @property
    def current_dialog(self) -> QDialog | None:
        """The dialog open over the window now (the notifier's)."""
        return self.notifier.current

    def game_shown(self, shown: GameShown) -> None:
        """A game is on the table: its code, the title and the table's description."""
        code = shown.game.code or ""
        self.status_panel.set_code(code if code else "—")
        self.status_panel.copy_button.setEnabled(bool(code))
        self.window_actions.copy_code.setEnabled(bool(code))
        # A game with no stock (Simple Simon) has nothing to deal: the Deal button greys out
        # rather than inviting a press that can only be refused.
        self.window_actions.deal.setEnabled(shown.game.variant.has_stock)
        # Undo and Redo follow the session's status, which a new game always sends.
        self.language.update_title()
        self.language.update_description()

    # ----- settings -----
    def _set_double_click(self, on: bool) -> None:
        self.settings.double_click = on
        self.presenter.double_click_moves = on

    def set_scoring(self, system: str) -> None:
        """Settings › Scoring: remembered, and the game on the table scored in it at once."""
        self.settings.scoring = system
        self.scoring_menu.set_current(system)  # checked, whoever chose it
        self.session.set_scoring(system)

    def _set_auto_place(self, on: bool) -> None:
        self.settings.auto_place = on
        self.presenter.auto_place = on

    def _set_speed(self, speed: str) -> None:
        self.settings.animation_speed = speed
        durations.set_speed(speed)

    def _set_sound(self, on: bool) -> None:
        self.settings.sound = on
        self.sounds.set_enabled(on)

    def _set_toolbar_shown(self, shown: bool) -> None:
        self.settings.toolbar = shown
        self.toolbar.setVisible(shown)

    # ----- dialogs -----
    def show_rules(self) -> None:
        from spiderette_qt.i18n import current_language
        from spiderette_qt.window.dialogs.rules_dialog import RulesDialog

        # The language in use, which for "System default" is the locale's, not "".
        self.notifier.open(RulesDialog(current_language(), self, game=self.game.variant.key))

    def show_about(self) -> None:
        from spiderette_qt.window.dialogs.about_dialog import AboutDialog

        self.notifier.open(AboutDialog(self))

    def show_shortcuts(self) -> None:
        extra = [(self.tr("Move the run under the pointer to its best column"),
                  self.tr("Double-click or tap")), *keyboard_rows(len(self.game.columns))]
        actions = self.window_actions.all() + self.accessibility.actions()
        actions += [action for action in self.solver.actions.all() if action.isVisible()
                    and not action.isCheckable()] + self.daily.actions.all()
        from spiderette_qt.window.dialogs.shortcuts_dialog import ShortcutsDialog

        self.notifier.open(ShortcutsDialog(actions, extra, self))

    def show_statistics(self) -> None:
        from spiderette_qt.window.dialogs.statistics_dialog import StatisticsDialog

        game, session = self.game, self.session
        playing = session.statistics.current_counted and not game.is_won  # a game under way
        dialog = StatisticsDialog(session.statistics, self,
                                  in_progress=(variant_key(game), game.suits) if playing else None,
                                  system=session.scoring)
        # The figures the player is most likely after: the game being played.
        dialog.show_suits(game.suits, variant_key(game))
        # A reset must reach the disk at once, not at the next action or at quit.
        dialog.statisticsChanged.connect(session.save_statistics)
        self.notifier.open(dialog)

    def _announce_copied(self, code: str) -> None:
        self.notifier.status(self.tr("Game code %1 copied to the clipboard").replace("%1", code))

    # ----- closing -----
    def save_now(self) -> None:
        """Save the game, the statistics and the window; called on quit."""
        self.session.save_all()
        self.settings.geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._closed = True
        self.solver.shutdown()
        self.presenter.finish_animations()
        self.save_now()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        # The toolbar is built last of the translated parts: before it, nothing to redo.
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "toolbar"):
            self.language.retranslate_ui()
        super().changeEvent(event)


__all__ = ["MainWindow", "WindowActions"]
