"""The main window: the table in the middle, menus, toolbar, status panel, and the wiring.

The window never changes the Game itself: it hands new games to the controller and calls
its deal/undo/redo; everything it shows comes from the controller's signals. Dialogs are
opened window-modal with open() (no nested event loop), so tests and the app drive them
the same way. Two small questions block on purpose (their caller needs the answer first):
"abandon this game?" (abandon_question.py) and the statistics dialog's "reset?".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QMainWindow,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from spiderette_qt.controller import Controller
from spiderette_qt.engine import Game
from spiderette_qt.engine.cards import Card
from spiderette_qt.persistence.statistics import deal_id
from spiderette_qt.settings import SUIT_CHOICES, Settings
from spiderette_qt.ui import durations
from spiderette_qt.window.accessibility import install_accessibility, keyboard_rows
from spiderette_qt.window.actions import WindowActions, create_actions
from spiderette_qt.window.clock_driver import ClockDriver
from spiderette_qt.window.eliding_status_bar import ElidingStatusBar
from spiderette_qt.window.game_keeping import GameKeepingMixin, variant_key
from spiderette_qt.window.language_menu import LanguageMenu
from spiderette_qt.window.message_bar import MessageBar
from spiderette_qt.window.play_settings import PlaySettings
from spiderette_qt.window.status_panel import StatusPanel
from spiderette_qt.window.window_language import WindowLanguageMixin

if TYPE_CHECKING:
    from pathlib import Path

    from spiderette_qt.persistence.problems import ProblemKind

    # Dialogs are imported where they open: none of them is needed for the first paint.
    from spiderette_qt.window.win_dialog import Celebration

MESSAGE_MS = 6000
#: The card images for the next start are drawn and kept this long after the first frame
#: (ui.card_disk_cache), when the start's own deferred work is long done.
CARD_CACHE_AFTER_MS = 1500
#: A window that has not painted by then (started minimised, or in a test) saves its start
#: and finishes what waits for the first frame all the same.
START_SAVE_WAIT_MS = 1000


class MainWindow(WindowLanguageMixin, GameKeepingMixin, QMainWindow):
    """The game window. `controller` is for tests; the app lets the window build its own.

    With `resume=True` the saved game (if any) is put back on the table; otherwise a new game
    with the remembered suit count starts.
    """

    def __init__(
        self,
        settings: Settings,
        parent: QWidget | None = None,
        *,
        controller: Controller | None = None,
        resume: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.settings = settings
        self.controller = controller if controller is not None else Controller(self)
        self.current_dialog: QDialog | None = None
        self.celebration: Celebration | None = None
        self._won_handled = False
        self._new_best = False  # the last win beat the best score before it
        self._celebration_waiting = False  # a won game's celebration waits for its cards
        self._init_persistence()
        self._use_card_disk_cache()
        self.window_actions = create_actions(self)
        self._build_ui()
        self._build_menus()
        self._build_toolbar()
        self._connect()
        self._apply_settings()
        from spiderette_qt.window.solver_features import SolverFeatures

        self.solver = SolverFeatures(self)  # the solver's options (SPEC §6), all off by default
        from spiderette_qt.window.daily_feature import DailyFeature

        self.daily = DailyFeature(self)  # the deal of the day and game records (issue 23)
        self.accessibility = install_accessibility(self)
        from spiderette_qt.window.appearance_menu import AppearanceMenus

        self.appearance = AppearanceMenus(self)
        self._restore_window()
        from spiderette_qt.window.full_screen import FullScreen

        self.full_screen = FullScreen(self)  # after the saved geometry: the setting decides
        self._start(resume)
        from spiderette_qt.window.deferred import after_first_paint

        #: True once the work after the first frame ran (it may resize the window).
        self.started = False
        after_first_paint(self.view.viewport(), self._after_first_paint,
                          at_most_ms=START_SAVE_WAIT_MS)

    def _after_first_paint(self) -> None:
        # The borders, the start's game and statistics (see _start), then the style's icons.
        self.started = True
        self._fit_frame_on_screen()
        self._save_game()
        self.stats_store.save(self.statistics)
        from spiderette_qt.window.actions import add_style_icons

        add_style_icons(self.window_actions, self)
        from spiderette_qt.window.deferred import in_idle_steps

        in_idle_steps(self, self.controller.painter.fill_disk_cache(),
                      start_after_ms=CARD_CACHE_AFTER_MS)

    # ----- construction -----
    def _init_persistence(self) -> None:
        from spiderette_qt.persistence import SaveStore, StatisticsStore

        self.save_store = SaveStore(deferred=True)  # written off the GUI thread
        self.stats_store = StatisticsStore(deferred=True)
        from spiderette_qt.window.write_failures import tell_write_failures

        tell_write_failures(self, self.save_store, self.stats_store)  # told at once
        loaded = self.stats_store.load_result()
        self.statistics = loaded.statistics
        self._startup_problems: list[tuple[str, str | None]] = []
        self._note_file_problem(loaded.kind, loaded.moved_to)
        self._left_elapsed_ms = 0  # the clock of the game Undo can bring back

    def _use_card_disk_cache(self) -> None:
        # The first frame's cards come from the images an earlier start kept (~15 ms of
        # drawing spared); a game window of a test gets its own empty folder (conftest).
        from spiderette_qt.ui.card_disk_cache import CardDiskCache
        from spiderette_qt.user_folders import user_cache_path

        self.controller.painter.disk = CardDiskCache(user_cache_path() / "cards")

    def _note_file_problem(self, kind: ProblemKind | None, moved_to: Path | None) -> None:
        """Word a start-up file problem (if any) in the player's language, to show once."""
        if kind is not None:
            from spiderette_qt.window.file_problems import file_problem_details, file_problem_text

            self._startup_problems.append(
                (file_problem_text(kind, moved_to), file_problem_details(kind, moved_to)))

    def _build_ui(self) -> None:
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.view = self.controller.view
        # Above the table: news that must be read (a damaged save), until dismissed.
        self.message_bar = MessageBar(central)
        layout.addWidget(self.message_bar)
        layout.addWidget(self.view, 1)
        self.status_panel = StatusPanel(central)
        layout.addWidget(self.status_panel)
        self.setCentralWidget(central)
        # Made now, not by the first message: a status bar appearing later shrinks the table
        # mid-game (every card jumps), and a restarted app would show it at another size.
        # Its messages end in "..." where they do not fit (the compact chrome's status row).
        self.setStatusBar(ElidingStatusBar(self))
        self.status_panel.codeCopied.connect(self._announce_copied)
        self.clock = ClockDriver(self, self.controller, self.status_panel)
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
        self._retranslate_menus()

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
        self._retranslate_toolbar()
        for action in (a.new_game, a.cycle_suits, a.restart, a.undo, a.redo, a.deal):
            button = self.toolbar.widgetForAction(action)
            if button is not None:
                button.setObjectName(f"toolbutton_{action.objectName()[len('action_'):]}")
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self.toolbar)

    def _connect(self) -> None:
        a, c = self.window_actions, self.controller
        a.new_game.triggered.connect(self.ask_new_game)
        a.restart.triggered.connect(self.restart_deal)
        a.cycle_suits.triggered.connect(self.cycle_suits)
        a.play_code.triggered.connect(self.ask_game_code)
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
        a.rules.triggered.connect(self.show_rules)
        a.shortcuts.triggered.connect(self.show_shortcuts)
        a.about.triggered.connect(self.show_about)
        a.describe.triggered.connect(self.describe_table)
        self.language_menu.languageChosen.connect(self.set_language)
        panel = self.status_panel
        c.scoreChanged.connect(panel.set_score)
        c.movesChanged.connect(panel.set_moves)
        c.dealsLeftChanged.connect(panel.set_deals_left)
        c.removedChanged.connect(panel.set_removed)
        c.gameStarted.connect(lambda: panel.set_sequences(self.game.variant.sequences))
        c.canUndoChanged.connect(a.undo.setEnabled)
        c.canRedoChanged.connect(a.redo.setEnabled)
        c.gameStarted.connect(self._on_game_started)
        c.actionDone.connect(self._on_action_done)
        c.gameWon.connect(self._on_game_won)
        c.leftGameRestored.connect(self._on_left_game_restored)

    def _apply_settings(self) -> None:
        s, a = self.settings, self.window_actions
        a.double_click.setChecked(s.double_click)
        a.auto_place.setChecked(s.auto_place)
        a.speed_actions()[s.animation_speed].setChecked(True)
        a.show_toolbar.setChecked(s.toolbar)
        # setChecked emits toggled only on a change; apply everything once explicitly.
        self._set_double_click(s.double_click)
        self._set_auto_place(s.auto_place)
        durations.set_speed(s.animation_speed)

    def _restore_window(self) -> None:
        from spiderette_qt.window import fit

        available = fit.available_geometry(self)
        self.setMinimumSize(fit.minimum_size(available))
        geometry = self.settings.geometry
        if geometry.isEmpty() or not self.restoreGeometry(geometry):
            self.setGeometry(fit.first_geometry(available))
        elif not self.isMaximized() and not self.isFullScreen():
            # Saved on a larger screen (or at another scale): shrink it onto this one.
            self.setGeometry(fit.fitted(self.geometry(), available))
        state = self.settings.window_state
        if not state.isEmpty():
            self.restoreState(state)
        self._set_compact_chrome(fit.is_compact(available))
        # The preference decides, whatever the saved state says.
        self.toolbar.setVisible(self.settings.toolbar)
        # A hidden window lays out its children only when shown; do it now, at the size just
        # restored, so the table is laid out (and its cards drawn) once, at the size it shows.
        central = self.centralWidget()
        for layout in (self.layout(), central.layout() if central is not None else None):
            if layout is not None:
                layout.activate()

    def _fit_frame_on_screen(self) -> None:
        """Once the window manager's borders are known (the window is up): if they stick out
        of the screen, make the window that much smaller."""
        if self.isMaximized() or self.isFullScreen() or not self.isVisible():
            return
        from spiderette_qt.window import fit

        inside = fit.inside_with_frame(self.geometry(), self.frameGeometry(),
                                       fit.available_geometry(self))
        if inside is not None:
            self.setGeometry(inside)

    def _start(self, resume: bool) -> None:
        game = None
        elapsed_ms = 0
        if resume:
            result = self.save_store.load()
            game = result.game
            elapsed_ms = result.elapsed_ms
            self._note_file_problem(result.kind, result.moved_to)
        fresh = game is None  # a new deal is dealt out (controller.new_game's intro)
        if game is None:
            game = Game.new(self.settings.suits, variant=self.settings.variant)
        self.start_game(game, elapsed_ms=elapsed_ms, save=False, intro=fresh)
        if game.moves or game.can_undo or game.can_redo:
            # A resumed game that was played. If the app was killed between saving the game
            # and saving the statistics after its first action, it is not counted yet.
            self.statistics.action_made(game.score, game.moves)
        # Saved just after the first frame rather than before it: two atomic writes are four
        # fsyncs and two renames, 10-25 ms of waiting measured here before the window could
        # show (more on a laptop's disk), for a deal nobody has played yet (a resumed game is
        # on disk already). A window that never paints saves a moment later all the same
        # (_after_first_paint).
        for text, details in self._startup_problems:
            # Not modal, and it stays until the player closes it: in full, never cut off.
            self.message_bar.show_message(text, details)

    def _set_compact_chrome(self, compact: bool) -> None:
        """On a small screen, toolbar (icons only) into the menu bar's row and the status
        panel into the status bar's row: two rows of chrome instead of four."""
        self.compact_chrome = compact
        if not compact:
            return
        toolbar = self.toolbar
        self.removeToolBar(toolbar)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)
        toolbar.setIconSize(QSize(22, 22))
        toolbar.setStyleSheet("QToolButton { min-height: 26px; min-width: 30px; padding: 0; }")
        self.menuBar().setCornerWidget(toolbar, Qt.Corner.TopRightCorner)
        central = self.centralWidget()
        central_layout = central.layout() if central is not None else None
        if central_layout is not None:
            central_layout.removeWidget(self.status_panel)
        self.status_panel.set_compact()
        self.statusBar().addPermanentWidget(self.status_panel)

    # ----- properties -----
    @property
    def game(self) -> Game:
        game = self.controller.game
        assert game is not None, "the window puts a game on the table before anything asks"
        return game

    # ----- games -----
    def start_game(self, game: Game, restarted: bool = False, *, keep_left: bool = False,
                   elapsed_ms: int = 0, save: bool = True, intro: bool = True) -> None:
        """Put `game` on the table and tell the statistics (a restart is the same game).

        `keep_left` (New Game, Restart, a code): Undo before the new game's first action
        brings the game on the table back. `elapsed_ms`: a resumed game's clock.
        """
        self._won_handled = False
        self._drop_waiting_celebration()  # else new_game's finish() would start it here
        self._stop_celebration()
        left = self.controller.game
        if left is not None and not restarted:
            self.solver.game_left(left)  # "was it winnable?" (only if the player turned it on)
        if restarted:
            self.statistics.game_restarted()
        else:
            self.statistics.game_started(game.suits, deal_id(game), variant_key(game))
        self._left_elapsed_ms = self.clock.elapsed_ms
        self.controller.new_game(game, keep_left=keep_left, intro=intro)
        self.clock.reset(elapsed_ms)
        if save:
            self._save_game()
            self.stats_store.save(self.statistics)

    def confirm_abandon(self, leaving: str = "new", code: str = "") -> bool:
        """True if the game on the table may be replaced: asks only if moves were made.
        `leaving`: "new", "restart" or "code" (with `code`), what the question says."""
        game = self.game
        if game.moves == 0 or game.is_won or not self.settings.confirm_new_game:
            return True
        from spiderette_qt.window.abandon_question import ask_to_abandon

        accepted, never_ask = ask_to_abandon(self, leaving, code)
        if never_ask:
            self.settings.confirm_new_game = False
            self.play_settings.sync()  # Settings > Ask Before Leaving a Game turns it back on
        return accepted

    def ask_new_game(self) -> None:
        if not self.confirm_abandon():
            return
        from spiderette_qt.window.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self.settings.suits, self.settings.variant, self,
                               winnable=self.solver.new_game_choice())
        dialog.accepted.connect(
            lambda: self._new_game_chosen(dialog.chosen_suits(), dialog.chosen_variant(),
                                          dialog.winnable_only()))
        self._open(dialog)

    def _new_game_chosen(self, suits: int, variant: str | None = None,
                         winnable: bool | None = None) -> None:
        self.settings.suits = suits
        if variant is not None:
            self.settings.variant = variant
        if winnable is not None:
            self.solver.set_winnable_deals(winnable)
        self._start_new_deal(suits, self.settings.variant, keep_left=True)

    def _start_new_deal(self, suits: int, variant: str, keep_left: bool = False) -> None:
        """A new deal: an ordinary one, or one the solver proves winnable (if asked for)."""
        if self.solver.winnable_deals:
            self.solver.start_winnable_game(suits, variant, keep_left=keep_left)
        else:
            self.start_game(Game.new(suits, variant=variant), keep_left=keep_left)

    def cycle_suits(self) -> None:
        """The S key (seed 004): the next suit count (1, 2, 4, 1, ...) in a new deal of the
        same game, asking first as New Game does (and undoable back, like New Game)."""
        if not self.confirm_abandon():
            return
        counts = SUIT_CHOICES
        current = self.game.suits
        following = counts[(counts.index(current) + 1) % len(counts)] \
            if current in counts else counts[0]
        self.settings.suits = following
        self.start_game(Game.new(following, variant=self.game.variant.key), keep_left=True)

    def restart_deal(self) -> None:
        if not self.confirm_abandon("restart"):
            return
        self.start_game(self.game.restarted(), restarted=True, keep_left=True)

    def ask_game_code(self) -> None:
        if not self.confirm_abandon():
            return
        from spiderette_qt.window.code_dialog import CodeDialog

        dialog = CodeDialog(self)
        dialog.accepted.connect(lambda: self.play_code(dialog.code()))
        self._open(dialog)

    def play_code(self, code: str) -> bool:
        """Start the deal named by `code`; a bad code is told in the status bar."""
        try:
            game = Game.from_code(code)
        except ValueError as exc:
            from spiderette_qt.engine import InvalidGameCode
            from spiderette_qt.window.code_messages import invalid_code_text

            problem = invalid_code_text(exc) if isinstance(exc, InvalidGameCode) else str(exc)
            self.statusBar().showMessage(problem, MESSAGE_MS)
            return False
        self.start_game(game, keep_left=True)
        return True

    # ----- controller signals -----
    def _on_game_started(self) -> None:
        game = self.game
        code = game.code or ""
        self.status_panel.set_code(code if code else "—")
        self.status_panel.copy_button.setEnabled(bool(code))
        self.window_actions.copy_code.setEnabled(bool(code))
        # Undo and Redo follow canUndoChanged/canRedoChanged, which a new game always emits.
        self._update_title()
        self._update_description()

    def _on_action_done(self, _record: object) -> None:
        # No _update_description() here: the table's description is refreshed when the focus
        # comes to the table (window/accessibility.py), not after every action (issue 14).
        game = self.game
        self.statistics.action_made(game.score, game.moves)
        if not game.is_won:
            self._save_game()
        self.stats_store.save(self.statistics)
        error = self.save_store.last_error or self.stats_store.last_error
        if error is not None:
            # Shown after the action's announcement (a later slot), which would replace it.
            from spiderette_qt.window.file_problems import save_error_text

            text = save_error_text(error)  # translated; str(error) is the system's English
            QTimer.singleShot(0, self, lambda: self.statusBar().showMessage(text, MESSAGE_MS))

    def _on_game_won(self) -> None:
        if self._won_handled:
            return
        self._won_handled = True
        game = self.game
        self.clock.finish()
        before = self.statistics.for_game(variant_key(game), game.suits).best_score
        self._new_best = before is None or game.score > before
        demo = self.solver.demo.helped(game)  # the Demo's win is not the player's: lost
        if demo:
            self.statistics.game_abandoned(game.score, game.moves)
        else:
            self.statistics.game_won(game.score, game.moves, self.clock.elapsed_ms or None)
        self.stats_store.save(self.statistics)
        self.save_store.clear()
        if demo:
            return  # no "you won" panel: the message bar says the Demo won
        # Let the last cards land before the celebration covers the table.
        if self.controller.idle:
            QTimer.singleShot(0, self, self._celebrate)
        else:
            self._celebration_waiting = True
            self.controller.animationsIdle.connect(self._celebrate_once)

    def _celebrate_once(self) -> None:
        # Idle can come from the input that cuts the flight short (an undo): celebrate only
        # once that input is done and if the game is still won.
        self._drop_waiting_celebration()
        QTimer.singleShot(0, self, self._celebrate)

    def _drop_waiting_celebration(self) -> None:
        if self._celebration_waiting:
            self._celebration_waiting = False
            self.controller.animationsIdle.disconnect(self._celebrate_once)

    def _celebrate(self) -> None:
        from spiderette_qt.window.win_dialog import Celebration

        if not self.game.is_won:
            return
        self._stop_celebration()
        self.controller.keyboard.pointer_used()  # no keyboard cursor over it (issue 21)
        self.celebration = Celebration(
            self.view, self._removed_cards(), self.controller.painter,
            self.settings.animation_speed)
        self.celebration.finished.connect(self._show_win_panel)
        self.celebration.start()

    def _removed_cards(self) -> list[tuple[Card, QRectF]]:
        """The removed sequences' cards, where they lie in the view: the celebration's cards.

        The kings lie on top of the removed piles: they go first, then the queens, ..., the
        newest pile's card first each round, as they come off the piles."""
        game, scene, view = self.game, self.controller.scene, self.view
        sequences = [list(ids) for ids in game.table().removed]  # king..ace
        cards = []
        for depth in range(max((len(ids) for ids in sequences), default=0)):
            for ids in reversed(sequences):
                if depth < len(ids):
                    item = scene.cards[ids[depth]]
                    rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
                    cards.append((game.deck[ids[depth]], QRectF(rect)))
        return cards

    def _stop_celebration(self) -> None:
        if self.celebration is not None:
            celebration, self.celebration = self.celebration, None
            celebration.finished.disconnect(self._show_win_panel)
            celebration.skip()
            celebration.deleteLater()

    # ----- settings -----
    def _set_double_click(self, on: bool) -> None:
        self.settings.double_click = on
        self.controller.double_click_moves = on

    def _set_auto_place(self, on: bool) -> None:
        self.settings.auto_place = on
        self.controller.auto_place = on

    def _set_speed(self, speed: str) -> None:
        self.settings.animation_speed = speed
        durations.set_speed(speed)

    def _set_toolbar_shown(self, shown: bool) -> None:
        self.settings.toolbar = shown
        self.toolbar.setVisible(shown)

    # ----- dialogs -----
    def _open(self, dialog: QDialog) -> None:
        """Show `dialog` window-modal without a nested event loop; it deletes itself a while
        after closing: a screen reader still asks about a closed dialog and its table (Qt
        logged 577 "Could not find accessible" lines after the shortcuts, issue 22)."""
        from spiderette_qt.window.accessibility import release_later

        self.current_dialog = dialog
        dialog.finished.connect(lambda _result: self._dialog_closed(dialog))
        release_later(dialog)
        from spiderette_qt.window.fit import fit_dialog

        fit_dialog(dialog)  # no taller than a 1024x600 screen, its buttons on it (issue 21)
        dialog.open()

    def _dialog_closed(self, dialog: QDialog) -> None:
        if self.current_dialog is dialog:
            self.current_dialog = None

    def show_rules(self) -> None:
        from spiderette_qt.i18n import current_language
        from spiderette_qt.window.rules_dialog import RulesDialog

        # The language in use, which for "System default" is the locale's, not "".
        self._open(RulesDialog(current_language(), self, game=self.game.variant.key))

    def show_about(self) -> None:
        from spiderette_qt.window.about_dialog import AboutDialog

        self._open(AboutDialog(self))

    def show_shortcuts(self) -> None:
        extra = [
            (self.tr("Move the run under the pointer to its best column"),
             self.tr("Double-click or tap")),
        ]
        extra += keyboard_rows(len(self.game.columns))
        actions = self.window_actions.all() + self.accessibility.actions()
        actions += [action for action in self.solver.actions.all() if action.isVisible()
                    and not action.isCheckable()] + self.daily.actions.all()
        from spiderette_qt.window.shortcuts_dialog import ShortcutsDialog

        self._open(ShortcutsDialog(actions, extra, self))

    def show_statistics(self) -> None:
        from spiderette_qt.window.statistics_dialog import StatisticsDialog

        game = self.game
        playing = self.statistics.current_counted and not game.is_won  # a game under way
        dialog = StatisticsDialog(self.statistics, self,
                                  in_progress=(variant_key(game), game.suits) if playing else None)
        if self.game is not None:
            # The figures the player is most likely after: the game being played.
            dialog.show_suits(self.game.suits, variant_key(self.game))
        # A reset must reach the disk at once, not at the next action or at quit.
        dialog.statisticsChanged.connect(lambda: self.stats_store.save(self.statistics))
        self._open(dialog)

    def _announce_copied(self, code: str) -> None:
        self.statusBar().showMessage(
            self.tr("Game code %1 copied to the clipboard").replace("%1", code), MESSAGE_MS
        )

    # ----- closing -----
    def save_now(self) -> None:
        """Save the game, the statistics and the window; called on quit."""
        game = self.game
        if game is not None and not game.is_won:
            self._save_game()
        self.stats_store.save(self.statistics)
        self.settings.geometry = self.saveGeometry()
        self.settings.window_state = self.saveState()
        self.settings.sync()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.solver.shutdown()
        self.controller.finish_animations()
        self.save_now()
        super().closeEvent(event)


__all__ = ["MainWindow", "WindowActions"]
