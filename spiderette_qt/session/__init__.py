"""The game in play, without widgets: a game on a table (TableGame) and the player's game
(GameSession: saved, counted, timed), and what they say happened (events).

They tell the window what to show through a Notifier (session/notifier.py) and their typed
signals; window/wiring.py lists who listens.
"""

from spiderette_qt.session.events import GameLeaving, GameShown, GameWon, TableStatus
from spiderette_qt.session.game_session import GameSession, variant_key
from spiderette_qt.session.notifier import MESSAGE_MS, Notifier
from spiderette_qt.session.table_game import TableGame

__all__ = ["MESSAGE_MS", "GameLeaving", "GameSession", "GameShown", "GameWon", "Notifier",
           "TableGame", "TableStatus", "variant_key"]
