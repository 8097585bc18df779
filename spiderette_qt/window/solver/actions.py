"""The solver's actions and where they go: Game menu (Hint, Was It Winnable?), the toolbar
(Hint), and a Solver submenu of Settings with the four switches.

The switches are always in Settings (that is where the player turns things on); the Hint and
"Was it winnable?" commands are visible only while their feature is on, and an invisible
action's shortcut does not fire, so a player who never turns them on meets nothing new.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QApplication, QMenu, QToolBar, QWidget

from spiderette_qt.window.actions import _action


def hint_icon() -> QIcon:
    """A light bulb in the palette's text colour, like the other toolbar icons."""
    app = QApplication.instance()
    colour = app.palette().windowText().color() if isinstance(app, QApplication) else QColor("#222")
    icon = QIcon()
    for scale in (1, 2):
        pixmap = QPixmap(48 * scale, 48 * scale)
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colour, 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                            Qt.PenJoinStyle.RoundJoin))
        painter.setBrush(QColor(255, 214, 64, 150))
        painter.drawEllipse(QRectF(12, 5, 24, 24))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawLine(QPointF(19, 34), QPointF(29, 34))
        painter.drawLine(QPointF(20, 40), QPointF(28, 40))
        painter.drawLine(QPointF(19, 27), QPointF(19, 32))
        painter.drawLine(QPointF(29, 27), QPointF(29, 32))
        painter.end()
        icon.addPixmap(pixmap)
    return icon


@dataclass
class SolverActions:
    hint: QAction
    verdict: QAction
    winnable_deals: QAction
    hints: QAction
    verdicts: QAction
    lost_notice: QAction
    menu: QMenu
    demo: QAction | None = None  # Game › Demo (window/solver/demo.py), added by the features
    where_lost: QAction | None = None  # Game › Where Did I Lose? (window/solver/turning.py)

    def all(self) -> list[QAction]:
        demo = [self.demo] if self.demo is not None else []
        where = [self.where_lost] if self.where_lost is not None else []
        return [self.hint, *demo, self.verdict, *where, self.winnable_deals, self.hints,
                self.verdicts, self.lost_notice]

    def switches(self) -> dict[str, QAction]:
        """The switches by the settings key each one mirrors."""
        return {"solver_winnable_deals": self.winnable_deals, "solver_hints": self.hints,
                "solver_verdicts": self.verdicts, "solver_lost_notice": self.lost_notice}


def create_solver_actions(window: QWidget) -> SolverActions:
    actions = SolverActions(
        hint=_action(window, "hint", QT_TRANSLATE_NOOP("WindowActions", "&Hint"), "H"),
        verdict=_action(window, "was_it_winnable",
                        QT_TRANSLATE_NOOP("WindowActions", "&Was It Winnable?…")),
        winnable_deals=_action(window, "solver_winnable_deals",
                               QT_TRANSLATE_NOOP("WindowActions", "&Winnable Deals Only"),
                               checkable=True),
        hints=_action(window, "solver_hints",
                      QT_TRANSLATE_NOOP("WindowActions", "&Hints"), checkable=True),
        verdicts=_action(window, "solver_verdicts",
                         QT_TRANSLATE_NOOP("WindowActions",
                                           "Was It Winnable? &After Each Game"), checkable=True),
        lost_notice=_action(window, "solver_lost_notice",
                            QT_TRANSLATE_NOOP("WindowActions",
                                              "Tell Me When a Game Can &No Longer Be Won"),
                            checkable=True),
        menu=QMenu(window),
    )
    actions.menu.setObjectName("menu_solver")
    actions.menu.addActions([actions.winnable_deals, actions.hints, actions.verdicts,
                             actions.lost_notice])
    return actions


def install_solver_actions(actions: SolverActions, game_menu: QMenu, settings_menu: QMenu,
                           toolbar: QToolBar, after_in_game: QAction,
                           before_in_settings: QAction | None) -> None:
    """Hint and Was It Winnable? right after `after_in_game` (Deal); the Solver submenu
    before `before_in_settings`; Hint at the end of the toolbar (after Deal)."""
    items = game_menu.actions()
    index = items.index(after_in_game) + 1 if after_in_game in items else len(items)
    before = items[index] if index < len(items) else None
    game_menu.insertActions(before, [actions.hint, actions.verdict])  # type: ignore[arg-type]
    settings_menu.insertMenu(before_in_settings, actions.menu)  # type: ignore[arg-type]
    toolbar.addAction(actions.hint)
    button = toolbar.widgetForAction(actions.hint)
    if button is not None:
        button.setObjectName("toolbutton_hint")
    retranslate_solver_menu(actions)


def retranslate_solver_menu(actions: SolverActions) -> None:
    actions.menu.setTitle(QCoreApplication.translate("MainWindow", "S&olver"))
    actions.hint.setIconText(QCoreApplication.translate("MainWindow", "Hint"))
