"""The rules pages, one HTML file per language in resources/rules/, for a QTextBrowser.

Pure Python: it only reads a file. A missing or unreadable page falls back to English, so the
Help menu always shows something.
"""

from __future__ import annotations

from spiderette_qt.i18n.languages import DEFAULT_LANGUAGE, normalize_language
from spiderette_qt.resources import resource_path


def rules_html(language: str = DEFAULT_LANGUAGE) -> str:
    """The rules page in a language (or English when that page is missing)."""
    lang = normalize_language(language)
    for candidate in dict.fromkeys((lang, DEFAULT_LANGUAGE)):
        try:
            return resource_path("rules", f"rules_{candidate}.html").read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return "<h2>Spiderette</h2><p>The rules page is missing from this installation.</p>"
