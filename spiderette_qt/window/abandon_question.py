"""The "leave this game?" question asked before a game in progress is replaced.

It says what will happen, for what the player asked (one sentence for Restart, New Game and
a code from a second launch alike would be wrong for some of them): a new game or another code
counts the game in progress as lost (as KPat says); Restart deals the same cards again and
stays the same game in the statistics. Either way Undo brings the game back until the next
game's first action (session/game_session.py), and the question says so. The buttons keep
their standard roles (Yes: go on, No: keep playing) and carry words for what they do.

What leaving costs depends on the game's standing (docs/RULES.md §13): the player's own game
counts as lost, an assisted one (the Demo moved, the solver showed the way) and a practice game
count as neither, so the question must not threaten a loss the statistics will never record.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

#: How the game on the table counts: the player's own, assisted, or practice (counted nowhere).
STANDINGS: tuple[str, ...] = ("own", "assisted", "practice")

#: What the player asked for: a new deal (New Game, the S key, Play a Game Code), the same
#: deal again, or the deal of a game code handed to the app (a second launch).
LEAVINGS: tuple[str, ...] = ("new", "restart", "code")


def abandon_texts(leaving: str = "new", code: str = "",
                  standing: str = "own") -> tuple[str, str, str, str]:
    """(title, question, what follows, the go-on button) for `leaving` a game of `standing`
    (one of STANDINGS), translated now."""
    translate = QCoreApplication.translate
    if leaving == "restart":
        return (translate("MainWindow", "Restart This Deal?"),
                translate("MainWindow",
                          "Deal the same cards again and start this game from the beginning?"),
                translate("MainWindow", "It stays the same game in the statistics, not a loss.")
                + " " + translate("MainWindow", "Undo brings back where you are now, until "
                                  "your first move after the restart."),
                translate("MainWindow", "Restart"))
    undo = translate("MainWindow",
                     "Undo brings this game back, until your first move in the new one.")
    if standing == "assisted":
        lost = translate("MainWindow", "The game in progress is unfinished and was assisted: "
                         "it counts as neither won nor lost.")
    elif standing == "practice":
        lost = translate("MainWindow",
                         "The game in progress is a practice game: it counts nowhere.")
    else:
        lost = translate("MainWindow",
                         "The game in progress is unfinished: it will count as lost.")
    if leaving == "code" and code:
        return (translate("MainWindow", "Leave This Game?"),
                translate("MainWindow", "Leave this game and play the game code %1?").replace(
                    "%1", code),
                lost + " " + undo,
                translate("MainWindow", "Play %1").replace("%1", code))
    return (translate("MainWindow", "Leave This Game?"),
            translate("MainWindow", "Leave this game and start another?"),
            lost + " " + undo,
            translate("MainWindow", "Leave This Game"))


def ask_to_abandon(parent: QWidget, leaving: str = "new", code: str = "",
                   standing: str = "own") -> tuple[bool, bool]:
    """Ask, modally, whether the game in progress may be left: (accepted, never ask again).

    Blocking on purpose: the caller must know the answer before it replaces the game, and
    the box is small and keyboard-driven (Enter = go on). The texts keep the MainWindow
    translation context they had inside main_window.py; the translate() calls are literal so
    that lupdate finds them.
    """
    translate = QCoreApplication.translate
    title, question, follows, go_on = abandon_texts(leaving, code, standing)
    box = QMessageBox(parent)
    box.setObjectName("confirm_abandon")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(title)
    box.setText(question)
    box.setInformativeText(follows)
    box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    box.button(QMessageBox.StandardButton.Yes).setText(go_on)
    box.button(QMessageBox.StandardButton.No).setText(translate("MainWindow", "Keep Playing"))
    dont_ask = QCheckBox(translate("MainWindow", "Don't ask again"), box)
    # Not for ever: a Settings item turns the question back on; say where.
    dont_ask.setToolTip(translate(
        "MainWindow", "Settings > Ask Before Leaving a Game turns this question back on."))
    box.setCheckBox(dont_ask)
    from spiderette_qt.window.late_keys import forward_late_keys

    box.winId()  # its window made now, to watch: a key pressed as it closes is the window's
    forward_late_keys(box, parent.window())
    answer = box.exec()
    answer = int(getattr(answer, "value", answer))
    accepted = answer == QMessageBox.StandardButton.Yes.value
    return accepted, accepted and dont_ask.isChecked()
