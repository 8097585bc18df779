"""Self-test checks of Qt's text paths in every shipped language, and of the bundle's modules.

The Linux bundle carries a cut-down ICU data library (packaging/icu_trim.py) and leaves out
OpenSSL and the CJK codecs; these checks are what proves those cuts harmless, in the bundle
itself (`Spiderette --self-test`). For en, sv, de, tr and da each: our translation and Qt's
load and translate, numbers format with the language's separators (the statistics), case
mapping follows the language (Turkish dotted/dotless i: ICU), collation orders the
language's letters (ICU's collation data: the part the cut keeps for exactly these
languages), shortcut names come from Qt's translation (the shortcuts dialog), and every
letter of the alphabet has a glyph in the bundled font and paints.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import pkgutil

from spiderette_qt.app.selftest_failure import CheckFailed

#: language -> (words, the order ICU's collation for that language gives them).
COLLATION: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "en": (("b", "A", "a", "B"), ("a", "A", "b", "B")),
    "sv": (("öl", "zebra", "ål", "äpple", "apa"), ("apa", "zebra", "ål", "äpple", "öl")),
    "de": (("Zebra", "Öl", "Ober", "Apfel"), ("Apfel", "Ober", "Öl", "Zebra")),
    "tr": (("ismi", "dal", "çay", "ılık", "cam"), ("cam", "çay", "dal", "ılık", "ismi")),
    "da": (("å", "z", "ø", "æ"), ("z", "æ", "ø", "å")),
}
#: language -> (its letters beyond A-Z, the upper case of "istanbul").
LETTERS: dict[str, tuple[str, str]] = {
    "en": ("", "ISTANBUL"),
    "sv": ("åäöÅÄÖé", "ISTANBUL"),
    "de": ("äöüßÄÖÜ", "ISTANBUL"),
    "tr": ("çğıİöşüÇĞÖŞÜ", "İSTANBUL"),
    "da": ("æøåÆØÅé", "ISTANBUL"),
}
GROUP_SEPARATORS = {"en": ",", "sv": "\u00a0", "de": ".", "tr": ".", "da": "."}
#: Languages whose Qt translation renames the Ctrl key (proves qtbase_xx.qm is in use).
CTRL_NAMES = {"de": "Strg+Z", "tr": "Kontrol+Z"}
SHA256_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"


class TextCheckFailed(Exception):
    pass


def _check_language(language: str) -> None:
    from PySide6.QtCore import QCollator, QCoreApplication, QLocale
    from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QKeySequence, QPainter

    from spiderette_qt.i18n.translator import install_language

    def fail(what: str) -> None:
        raise TextCheckFailed(f"{language}: {what}")

    install_language(language)
    title = QCoreApplication.translate("AboutDialog", "About Spiderette")
    if language != "en" and title == "About Spiderette":
        fail("our translation is not in use")
    from spiderette_qt.i18n.describe import Describe

    if "(s)" in Describe(language).stock(1, 1, 1):  # English too: its plural forms
        fail("the spoken texts' catalogue is not in use")
    keys = QKeySequence("Ctrl+Z").toString(QKeySequence.SequenceFormat.NativeText)
    if language in CTRL_NAMES and keys != CTRL_NAMES[language]:
        fail(f"Qt's translation is not in use (Ctrl+Z reads {keys!r})")

    locale = QLocale(language)
    sep = GROUP_SEPARATORS[language]
    if locale.toString(1234567) != f"1{sep}234{sep}567":
        fail(f"1234567 formats as {locale.toString(1234567)!r}")
    letters, upper = LETTERS[language]
    if locale.toUpper("istanbul") != upper:
        fail(f"upper case of 'istanbul' is {locale.toUpper('istanbul')!r}, not {upper!r}")
    words, expected = COLLATION[language]
    collator = QCollator(locale)
    ordered = tuple(sorted(words, key=functools.cmp_to_key(collator.compare)))
    if ordered != expected:
        fail(f"collation gives {ordered}, not {expected}")

    font = QFont("DejaVu Sans", 14)
    metrics = QFontMetrics(font)
    sample = f"{title} {keys} {letters} 1{sep}234"
    missing = [ch for ch in letters if not metrics.inFontUcs4(ord(ch))]
    if missing:
        fail("no glyph for " + "".join(missing))
    width = metrics.horizontalAdvance(sample)
    image = QImage(max(width, 1) + 8, metrics.height() + 8, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(4, 4 + metrics.ascent(), sample)
    painter.end()
    if width <= 0 or image.pixelColor(0, 0) != QColor("white") or all(
        image.pixel(x, y) == image.pixel(0, 0)
        for y in range(0, image.height(), 2) for x in range(0, image.width(), 2)
    ):
        fail("the translated text did not paint")


def check_text() -> str:
    """Every shipped language's text paths; English is restored afterwards."""
    from spiderette_qt.i18n.languages import LANGUAGES
    from spiderette_qt.i18n.translator import install_language

    unchecked = [code for code in LANGUAGES if code not in COLLATION]
    if unchecked:  # a new language needs its expectations here (and its ICU data kept)
        raise CheckFailed("no text expectations for " + ", ".join(unchecked))
    try:
        for language in LANGUAGES:
            _check_language(language)
    except TextCheckFailed as exc:
        raise CheckFailed(str(exc)) from None
    finally:
        install_language("en")
    return f"text in {len(LANGUAGES)} languages"


def check_modules() -> str:
    """Every spiderette_qt module imports (compiled ones too); SHA-256 works without OpenSSL."""
    import spiderette_qt

    if hashlib.sha256(b"abc").hexdigest() != SHA256_ABC:
        raise CheckFailed("hashlib's SHA-256 gives a wrong digest")
    names = [
        info.name for info in pkgutil.walk_packages(spiderette_qt.__path__, "spiderette_qt.")
        if not info.name.endswith("__main__")
    ]
    broken = []
    for name in names:
        try:
            importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001 - report every module that fails
            broken.append(f"{name} ({type(exc).__name__}: {exc})")
    if broken:
        raise CheckFailed("cannot import " + "; ".join(broken))
    return f"{len(names)} modules"
