"""window/wiring.py is the one list of the session's listeners: every signal of the session
has exactly the receivers that list (and the presenter's own connections) name."""

from __future__ import annotations

from PySide6.QtCore import QMetaMethod, QObject

from spiderette_qt.session import GameSession
from spiderette_qt.window.wiring import PRESENTER_HEARS, listeners


def session_signals(session: QObject) -> dict[str, str]:
    """name -> the signature QObject.receivers wants, for every signal GameSession adds to
    QObject (TableGame's and its own)."""
    meta = session.metaObject()
    found = {}
    for index in range(QObject.staticMetaObject.methodCount(), meta.methodCount()):
        method = meta.method(index)
        if method.methodType() == QMetaMethod.MethodType.Signal:
            signature = bytes(method.methodSignature().data()).decode()
            found[signature.split("(")[0]] = signature
    return found


def test_every_listener_of_the_session_is_on_the_list(window) -> None:
    session = window.session
    assert isinstance(session, GameSession)
    signals = session_signals(session)
    assert set(signals) == {"gameShown", "actionPlayed", "actionRefused", "statusChanged",
                            "gameWon", "gameReplacing", "clockChanged"}
    listed = {name: 0 for name in signals}
    for name, _who, _slot in listeners(window):
        listed[name] += 1
    for name in PRESENTER_HEARS:
        listed[name] += 1
    connected = {name: session.receivers(f"2{signature}") for name, signature
                 in signals.items()}
    assert connected == listed


def test_a_listener_connected_elsewhere_is_caught(window) -> None:
    """The check can fail: one more receiver of actionPlayed is seen."""
    session = window.session
    signature = session_signals(session)["actionPlayed"]
    before = session.receivers(f"2{signature}")
    session.actionPlayed.connect(lambda _record: None)
    assert session.receivers(f"2{signature}") == before + 1
