"""What the table sounds like: the session's news and the table's hands, made effects.

The window wires the session's signals to these slots (window/wiring.py `listeners()`) and
the table presenter's `runPickedUp` and `runPutBack` (a drag lifted a run; a run dropped
back where it came from) to `picked_up` and `put_back`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from spiderette_qt.sound import effects
from spiderette_qt.sound.player import SoundPlayer

if TYPE_CHECKING:
    from PySide6.QtCore import QObject

    from spiderette_qt.engine import ActionRecord, IllegalMove
    from spiderette_qt.session import GameShown, GameWon


class TableSounds:
    """The slots the window wires, each playing the one effect its news deserves."""

    def __init__(self, parent: QObject, enabled: bool) -> None:
        self.player = SoundPlayer(parent, enabled=enabled)

    def set_enabled(self, on: bool) -> None:
        self.player.enabled = on

    def game_shown(self, shown: GameShown) -> None:
        if shown.intro:  # a fresh deal is dealt out from the stock
            self.player.play(effects.DEAL)

    def action_played(self, record: ActionRecord) -> None:
        self.player.play(effects.effect_of(record))

    def action_refused(self, _refusal: IllegalMove) -> None:
        self.player.play(effects.REFUSED)

    def game_won(self, _won: GameWon) -> None:
        self.player.play(effects.WIN)

    def picked_up(self) -> None:
        self.player.play(effects.PICK_UP)

    def put_back(self) -> None:
        self.player.play(effects.PLACE)
