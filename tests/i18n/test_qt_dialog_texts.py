"""Qt's own dialogs speak the app's language: the file dialog's labels were English in
Turkish and Danish (Qt's qtbase_tr/da.qm lack them; resources/translations/qtbase_extra_*)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel

from spiderette_qt.i18n.languages import LANGUAGES
from spiderette_qt.i18n.translator import install_language

ENGLISH = {"&Look in:", "File &name:", "Files of &type:"}


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_the_file_dialogs_labels_are_translated(qapp, language: str) -> None:
    try:
        install_language(language)
        dialog = QFileDialog(None, "x")
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        labels = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
        dialog.deleteLater()
    finally:
        install_language("en")
    assert len(labels) == 3 and not labels & ENGLISH, labels
