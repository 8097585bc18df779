"""Help > About > Licenses: the licence texts (and the bundle's notices) are one click away."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QApplication

from spiderette_qt.window.dialogs.about_dialog import AboutDialog
from spiderette_qt.window.dialogs.licenses_dialog import NOTICES, LicensesDialog, licence_files


def test_about_opens_the_licenses(qtbot: object) -> None:
    about = AboutDialog()
    qtbot.addWidget(about)  # type: ignore[attr-defined]
    about.licenses_button.click()
    dialogs = [w for w in QApplication.topLevelWidgets() if isinstance(w, LicensesDialog)]
    assert dialogs, "no Licenses dialog opened"
    dialog = dialogs[-1]
    names = [dialog.list.item(i).text() for i in range(dialog.list.count())]
    for name in ("GPL-3.0", "LGPL-3.0", "Python", "ICU", "DejaVu-fonts", "platformdirs"):
        assert name in names
    assert dialog.text.toPlainText().strip()
    dialog.close()


def test_notices_come_first_and_each_text_shows(qtbot: object, tmp_path: Path) -> None:
    (tmp_path / "B.txt").write_text("bee licence", encoding="utf-8")
    (tmp_path / "A.txt").write_text("ay licence", encoding="utf-8")
    (tmp_path / NOTICES).write_text("what the bundle holds", encoding="utf-8")
    assert [p.name for p in licence_files(tmp_path)] == [NOTICES, "A.txt", "B.txt"]
    dialog = LicensesDialog(folder=tmp_path)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.text.toPlainText() == "what the bundle holds"
    dialog.list.setCurrentRow(2)
    assert dialog.text.toPlainText() == "bee licence"


def test_a_missing_folder_says_so(qtbot: object, tmp_path: Path) -> None:
    dialog = LicensesDialog(folder=tmp_path / "gone")
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    assert dialog.list.count() == 0
    assert "missing" in dialog.text.toPlainText()
