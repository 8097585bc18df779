"""The one catalogue of texts: the Qt .ts/.qm files, for the window and for what is spoken.

The window's texts go through tr()/QCoreApplication.translate with the translator that
translator.install_language installs. The spoken and described texts (card names, the table
description, the announcements) take their language as an argument, so they cannot just ask
the installed translator: a test or the self-test asks for Swedish while the app speaks
English. They are written as methods of a `Texts` class whose `self.tr(...)` calls hold the
literal texts (pyside6-lupdate files them under the class name as their context, with their
numerus forms), and `Texts.tr` looks them up in the QTranslator of the object's language:
the very one the app has installed when that is the language (install_language loads it
through `translator_for`), else one loaded once from the same .qm file. A QTranslator reads
its .qm without a QCoreApplication, so describe() works in a plain script or test; QtCore
is imported when the first text is asked for, so importing the i18n package needs no Qt.

English is the source language, so it needs a catalogue only for its plural forms:
spiderette_en.ts holds just the numerus messages ("%n card(s)" -> "%n card" / "%n cards");
without any .qm the source text is used, %n filled in, so nothing ever fails to speak.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from spiderette_qt.i18n.languages import normalize_language
from spiderette_qt.platform.resources import resource_path

if TYPE_CHECKING:
    from PySide6.QtCore import QTranslator

_ARG = re.compile(r"%([1-9])")


def translator_for(language: str, folder: str | None = None) -> QTranslator | None:
    """Our QTranslator for `language` ("en" gives the plural-only English catalogue) from
    `folder` (default: resources/translations), loaded once and shared with the app's
    installed translator; None when its .qm does not load."""
    return _load(normalize_language(language),
                 folder if folder is not None else str(resource_path("translations")))


@cache
def _load(language: str, folder: str) -> QTranslator | None:
    from PySide6.QtCore import QTranslator  # on first use: importing i18n needs no Qt

    translator = QTranslator()
    return translator if translator.load(f"spiderette_{language}", folder) else None


def fill(text: str, *args: object) -> str:
    """Qt's QString.arg for %1..%9 in one pass (an argument's own "%1" stays as it is)."""
    return _ARG.sub(lambda m: str(args[int(m.group(1)) - 1]) if int(m.group(1)) <= len(args)
                    else m.group(0), text)


@lru_cache(maxsize=8192)
def _lookup(language: str, context: str, source: str, disambiguation: str, n: int) -> str:
    """A translation, remembered: the .qm files do not change while the app runs."""
    translator = translator_for(language)
    text = ""
    if translator is not None:
        text = translator.translate(context, source, disambiguation or None, n) or ""
    text = text or source
    return text.replace("%n", str(n)) if n >= 0 else text


class Texts:
    """Texts of one context (the subclass's name, as lupdate files them) in one language."""

    def __init__(self, language: str = "en") -> None:
        self.language = normalize_language(language)

    def tr(self, source: str, disambiguation: str = "", n: int = -1) -> str:
        """The translation of `source` (Qt's tr: numerus form for `n`, %n filled in)."""
        return _lookup(self.language, type(self).__name__, source, disambiguation, n)
