"""The rules pages, one per game of the family and language, for the Help menu.

Pure Python: it only reads files. Each language has one page (resources/rules/<lang>/
page.html) with the rules the games share, and a table of what each game says in its
own words (games.json: the title, the cards, the layout, dealing, the end, the score example,
the undo reach, the column keys, the code prefix; the 3-suit level and the deal's score line,
each a whole list item or empty where the game has none), filled in at ``{{name}}``. So a rule the
games share is written once per language, and each game still reads as its own page.

The pages are built for screen readers as well as eyes: real headings (h1, then h2 for each
section), lists instead of tables (Qt's text browser reads a table cell by cell as stray
characters), and a section that names the keys.

A missing or unreadable page falls back to English, so the Help menu always shows
something; an unknown game falls back to Spiderette.
"""

from __future__ import annotations

import json
import re

from spiderette_qt.i18n.languages import DEFAULT_LANGUAGE, normalize_language
from spiderette_qt.platform.resources import resource_path

DEFAULT_GAME = "spiderette"
_SLOT = re.compile(r"\{\{([a-z_]+)\}\}")
MISSING = "<h1>Spiderette</h1><p>The rules page is missing from this installation.</p>"


def _page(language: str, game: str) -> str:
    folder = resource_path("rules", language)
    template = (folder / "page.html").read_text(encoding="utf-8")
    games = json.loads((folder / "games.json").read_text(encoding="utf-8"))
    words = games[game]
    return _SLOT.sub(lambda match: str(words[match.group(1)]), template)


def rules_html(language: str = DEFAULT_LANGUAGE, game: str = DEFAULT_GAME) -> str:
    """The rules page of `game` (a Variant key) in a language (English when missing)."""
    lang = normalize_language(language)
    for candidate_game in dict.fromkeys((game, DEFAULT_GAME)):
        for candidate in dict.fromkeys((lang, DEFAULT_LANGUAGE)):
            try:
                return _page(candidate, candidate_game)
            except (OSError, UnicodeDecodeError, ValueError, KeyError):
                continue
    return MISSING


def rules_title(language: str = DEFAULT_LANGUAGE, game: str = DEFAULT_GAME) -> str:
    """The page's title ("How to play Spider"), for the dialog's window title."""
    match = re.search(r"<h1>(.*?)</h1>", rules_html(language, game), re.S)
    return re.sub(r"<[^>]+>", "", match.group(1)).strip() if match else "Spiderette"


__all__ = ["rules_html", "rules_title"]
