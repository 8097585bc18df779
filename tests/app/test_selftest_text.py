"""The self-test's text and module checks, and its handling of Qt's messages."""

from __future__ import annotations

import pytest

from spiderette_qt.app import selftest, selftest_text
from spiderette_qt.i18n.languages import LANGUAGES


def test_every_language_has_text_expectations() -> None:
    for table in (selftest_text.COLLATION, selftest_text.LETTERS, selftest_text.GROUP_SEPARATORS):
        assert set(table) == set(LANGUAGES)


def test_text_paths_pass_in_every_language(qapp: object) -> None:
    assert selftest_text.check_text() == f"text in {len(LANGUAGES)} languages"


def test_a_wrong_collation_is_caught(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    # What a too-deep ICU cut does: Swedish sorts å, ä, ö like a, a, o.
    wrong = dict(selftest_text.COLLATION)
    wrong["sv"] = (wrong["sv"][0], ("apa", "äpple", "ål", "öl", "zebra"))
    monkeypatch.setattr(selftest_text, "COLLATION", wrong)
    with pytest.raises(selftest.CheckFailed, match="sv: collation"):
        selftest_text.check_text()


def test_turkish_upper_case_is_checked(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    letters = dict(selftest_text.LETTERS)
    letters["tr"] = (letters["tr"][0], "ISTANBUL")  # what a locale-blind toUpper gives
    monkeypatch.setattr(selftest_text, "LETTERS", letters)
    with pytest.raises(selftest.CheckFailed, match="tr: upper case"):
        selftest_text.check_text()


def test_modules_check_imports_the_package(qapp: object) -> None:
    assert selftest_text.check_modules().endswith(" modules")


def test_a_qt_warning_fails_the_self_test(
    qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtCore import qWarning

    def noisy() -> str:
        qWarning("Could not create collator: 4")
        return "noisy"

    checks = (("noisy", noisy), ("qt-messages", selftest.check_qt_messages))
    monkeypatch.setattr(selftest, "CHECKS", checks)
    assert selftest.run() == 1
    out = capsys.readouterr()
    assert "self-test: FAIL qt-messages: 1 Qt warning(s): Could not create collator" in out.out
    assert "collator" not in out.err


def test_offscreen_notices_are_not_faults(qapp: object, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtCore import qWarning

    def offscreen_notice() -> str:
        qWarning("This plugin does not support propagateSizeHints()")
        return "ok"

    checks = (("notice", offscreen_notice), ("qt-messages", selftest.check_qt_messages))
    monkeypatch.setattr(selftest, "CHECKS", checks)
    assert selftest.run() == 0


def test_a_missing_spoken_catalogue_is_caught(qapp: object,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """No spiderette_en.qm in a bundle would make English say "24 card(s)": caught."""
    from spiderette_qt.i18n import catalogue

    monkeypatch.setattr(catalogue, "_lookup", lambda language, context, source, comment, n:
                        source.replace("%n", str(n)))
    with pytest.raises(selftest.CheckFailed, match="en: the spoken texts' catalogue"):
        selftest_text.check_text()
