"""The names of the games of the family, in the app's language.

A module of its own so the window title (needed for the first frame) does not import the
New Game dialog; the dialog, the title and the statistics all name the games from here.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

# Names and one-line descriptions of the games, by Variant.key (literal texts for lupdate).
_GAME_NAMES = {
    "spiderette": QT_TRANSLATE_NOOP("Games", "Spiderette"),
    "spider": QT_TRANSLATE_NOOP("Games", "Spider"),
    "relaxed-spider": QT_TRANSLATE_NOOP("Games", "Relaxed Spider"),
    "will-o-the-wisp": QT_TRANSLATE_NOOP("Games", "Will o' the Wisp"),
    "simple-simon": QT_TRANSLATE_NOOP("Games", "Simple Simon"),
    "spider-three-decks": QT_TRANSLATE_NOOP("Games", "Spider Three Decks"),
}
_GAME_LINES = {
    "spiderette": QT_TRANSLATE_NOOP("Games", "One deck: the quick game"),
    "spider": QT_TRANSLATE_NOOP("Games", "Two decks: the classic"),
    "relaxed-spider": QT_TRANSLATE_NOOP(
        "Games", "Two decks; the stock may be dealt onto an empty column"),
    "will-o-the-wisp": QT_TRANSLATE_NOOP("Games", "One deck in columns of three"),
    "simple-simon": QT_TRANSLATE_NOOP("Games", "One deck, all face up, no stock"),
    "spider-three-decks": QT_TRANSLATE_NOOP("Games", "Three decks in twelve columns"),
}


def game_name(key: str) -> str:
    """The game's name in the app's language (an unknown key is shown as it is)."""
    source = _GAME_NAMES.get(key)
    return QCoreApplication.translate("Games", str(source)) if source else key


def game_line(key: str) -> str:
    source = _GAME_LINES.get(key)
    return QCoreApplication.translate("Games", str(source)) if source else ""
