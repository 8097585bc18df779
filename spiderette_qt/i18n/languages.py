"""The languages the app speaks, their native names, and the difficulty names per language.

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

# Names of the suit counts 1, 2, 4. en/sv/de/tr come from SPEC §1 and the seeds' tables
# ("Lätt/Medel/Svår", "Leicht/Mittel/Schwer", "Kolay/Orta/Zor"); Danish is our own choice.
_DIFFICULTY: dict[str, dict[int, str]] = {
    "en": {1: "Easy", 2: "Medium", 4: "Hard"},
    "sv": {1: "Lätt", 2: "Medel", 4: "Svår"},
    "de": {1: "Leicht", 2: "Mittel", 4: "Schwer"},
    "tr": {1: "Kolay", 2: "Orta", 4: "Zor"},
    "da": {1: "Let", 2: "Mellem", 4: "Svær"},
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


def difficulty_name(suits: int, language: str = DEFAULT_LANGUAGE) -> str:
    """The name of a suit count (1, 2 or 4) in a language: difficulty_name(2, "sv") == "Medel"."""
    names = _DIFFICULTY[normalize_language(language)]
    if suits not in names:
        raise ValueError(f"the suit count must be 1, 2 or 4, not {suits!r}")
    return names[suits]
