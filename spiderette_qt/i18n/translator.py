"""Install Qt translators for the app's language: our own .qm and Qt's qtbase_*.qm.

The app's texts come from resources/translations/spiderette_<lang>.qm (committed, compiled
from the .ts sources by tools/update_translations.py); Qt's standard dialog buttons come from
qtbase_<lang>.qm in PySide6's translations folder (the bundle keeps the shipped languages).
Installing or removing a translator makes Qt send QEvent.LanguageChange to every widget,
which is how the running window re-translates itself without a restart.

English needs no translator: the source texts are English, so the app works in English
whenever a file is missing or cannot be read.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from spiderette_qt.i18n.catalogue import translator_for
from spiderette_qt.i18n.languages import DEFAULT_LANGUAGE, normalize_language, set_language
from spiderette_qt.platform.resources import resource_path

log = logging.getLogger(__name__)

#: The translators installed now (ours first, then Qt's), kept so a switch can remove them.
_installed: list[QTranslator] = []


def system_language() -> str:
    """The app language the system locale asks for ("en" for anything we do not speak)."""
    locale = QLocale.system()
    for name in locale.uiLanguages():
        language = normalize_language(name)
        if language != DEFAULT_LANGUAGE or name.lower().startswith("en"):
            return language
    return normalize_language(locale.name())


def resolve_language(preference: str | None) -> str:
    """The language to use for a stored preference: "" (or junk) means the system's."""
    if preference and normalize_language(preference) == preference.strip().lower():
        return normalize_language(preference)
    return system_language()


def translations_dir() -> str:
    """Where our compiled .qm files live (source tree or bundle)."""
    return str(resource_path("translations"))


def qt_translations_dir() -> str:
    """Where Qt's own qtbase_*.qm files live for this PySide6 (or this bundle)."""
    return QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)


def _load(name: str, folder: str) -> QTranslator | None:
    translator = QTranslator()
    if translator.load(name, folder):
        return translator
    log.info("no translation %s in %s", name, folder)
    return None


def install_language(language: str, app: QCoreApplication | None = None) -> str:
    """Make `language` ("en", "sv", ...) the app's language now; returns the normalised code.

    Removes the translators of the previous language, installs ours and Qt's for the new one
    (each only if its file loads), and tells the pure-Python texts (rule texts, describe)
    through set_language(). Without an application it only does the latter.
    """
    language = normalize_language(language)
    app = app if app is not None else QCoreApplication.instance()
    if app is not None:
        for translator in _installed:
            app.removeTranslator(translator)
        _installed.clear()
        if language != DEFAULT_LANGUAGE:
            # Ours is the catalogue's own translator: describe() and the announcements
            # read this very object (catalogue.translator_for).
            # Qt's own texts (standard buttons, the file dialog), and our supplement of what
            # Qt's own file lacks (Turkish and Danish had the file dialog's "Look in" and
            # "Files of type" in English): the translator installed last is asked first.
            for loaded in (translator_for(language, translations_dir()),
                           _load(f"qtbase_{language}", qt_translations_dir()),
                           _load(f"qtbase_extra_{language}", translations_dir())):
                if loaded is not None:
                    app.installTranslator(loaded)
                    _installed.append(loaded)
    set_language(language)
    return language


def installed_translators() -> tuple[QTranslator, ...]:
    """The translators this module has installed (for tests and the self-test)."""
    return tuple(_installed)
