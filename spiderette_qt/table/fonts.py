"""Register the bundled DejaVu fonts with Qt and name the families the cards use.

A bare system (a container, a fresh Windows VM) may have no fonts at all; Qt then draws empty
boxes without a word. Everything that draws text on a card therefore asks for a family that
`load_bundled_fonts` registered from resources/fonts, never for a system font.
"""

from __future__ import annotations

import logging

from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication

from spiderette_qt.platform.resources import resource_path

_log = logging.getLogger(__name__)

#: Bundled files and the role each plays; the role is the key of load_bundled_fonts' result.
BUNDLED_FONTS: dict[str, str] = {
    "sans": "DejaVuSans.ttf",
    "sans-bold": "DejaVuSans-Bold.ttf",
    "serif-bold": "DejaVuSerif-Bold.ttf",
}

_loaded: dict[str, str] | None = None


def load_bundled_fonts() -> dict[str, str]:
    """Register the bundled fonts once and return {role: family name}.

    Idempotent: later calls return the first result. Needs a QGuiApplication (Qt's font
    database lives in it). A file that is missing or unreadable is logged and left out, so
    the caller falls back to Qt's default font rather than crashing.
    """
    global _loaded
    if _loaded is not None:
        return dict(_loaded)
    if QGuiApplication.instance() is None:
        raise RuntimeError("load_bundled_fonts() needs a QGuiApplication to exist first")
    families: dict[str, str] = {}
    for role, file_name in BUNDLED_FONTS.items():
        path = resource_path("fonts", file_name)
        font_id = QFontDatabase.addApplicationFont(str(path)) if path.is_file() else -1
        names = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if names:
            families[role] = names[0]
        else:
            _log.warning("could not load the bundled font %s", path)
    _loaded = families
    return dict(families)


def _family(role: str, fallback_role: str = "sans") -> str:
    families = load_bundled_fonts()
    return families.get(role) or families.get(fallback_role) or QFont().family()


def card_font_family() -> str:
    """The family of the card indices (DejaVu Sans; drawn with bold weight)."""
    return _family("sans-bold")


def serif_font_family() -> str:
    """The family of the court cards' monogram letters (DejaVu Serif, bold)."""
    return _family("serif-bold")
