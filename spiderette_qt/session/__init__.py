"""The game session: the game in play, its saving, statistics, clock, conflicts, win/loss.

No widgets: it listens to the controller and tells the window what to show through a
Notifier (session/notifier.py) and its signals (session/game_session.py).
"""

from spiderette_qt.session.game_session import GameSession, variant_key
from spiderette_qt.session.notifier import MESSAGE_MS, Notifier

__all__ = ["MESSAGE_MS", "GameSession", "Notifier", "variant_key"]
