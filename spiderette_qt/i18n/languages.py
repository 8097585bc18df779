"""The languages the app speaks and their native names (the difficulty names, which were
here, are in the Qt catalogue now, like every other text: difficulty.py).

Pure Python (no Qt), so engine-level tests and the describe() text can use it.
"""

from __future__ import annotations

LANGUAGES: tuple[str, ...] = ("en", "sv", "de", "tr", "da")
DEFAULT_LANGUAGE = "en"

# Each language names itself in its own tongue, as a language menu shows it.
NATIVE_NAMES: dict[str, str] = {
    "en": "English",
    "sv": "Svenska",
    "de": "Deutsch",
    "tr": "Türkçe",
    "da": "Dansk",
}

def normalize_language(locale_name: str | None) -> str:
    """The app language for a locale name: "de_DE" -> "de", "sv-SE.UTF-8" -> "sv".

    Anything we do not speak (or no name at all, or "C"/"POSIX") gives English, so a strange
    system locale never breaks the app.
    """
    if not isinstance(locale_name, str):
        return DEFAULT_LANGUAGE
    head = locale_name.strip().lower()
    for separator in (".", "@", "_", "-"):
        head = head.split(separator, 1)[0]
    return head if head in LANGUAGES else DEFAULT_LANGUAGE


_current = DEFAULT_LANGUAGE


def set_language(language: str | None) -> str:
    """Choose the language of texts that are asked for without one (the rule texts).

    The app calls this at start-up and when the user picks a language; until then English is
    used, matching the untranslated menus. Returns the normalised code.
    """
    global _current
    _current = normalize_language(language)
    return _current


def current_language() -> str:
    """The language chosen with set_language() ("en" until then)."""
    return _current


def native_name(language: str) -> str:
    """The language's name in itself ("Türkçe"); unknown codes give "English"."""
    return NATIVE_NAMES[normalize_language(language)]
