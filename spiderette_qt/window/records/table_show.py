"""A table of a dialog's own that plays actions as a show: the winning line, a replay.

Both dialogs need the same frame: a TablePresenter (so every action has the real animations,
score and undo) whose view takes no input, the view filling the dialog, and a row of controls
under it that starts with a progress line. One place builds it, so the two stay alike.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QVBoxLayout

from spiderette_qt.table.presenter import TablePresenter


def build_table_show(dialog: QDialog, *, four_colour: bool,
                     progress_name: str) -> tuple[TablePresenter, QVBoxLayout, QHBoxLayout, QLabel]:
    """(presenter, the dialog's layout, the controls row, its progress label). The caller adds
    its buttons to the row, then the row to the layout."""
    presenter = TablePresenter(parent=dialog)
    presenter.set_four_colour(four_colour)
    view = presenter.view
    view.input = None  # a show, not a game: clicks and keys do nothing here
    view.keys = None
    layout = QVBoxLayout(dialog)
    layout.setContentsMargins(0, 0, 0, 6)
    layout.addWidget(view, 1)
    controls = QHBoxLayout()
    controls.setContentsMargins(12, 0, 12, 0)
    progress = QLabel(dialog)
    progress.setObjectName(progress_name)
    controls.addWidget(progress, 1)
    return presenter, layout, controls, progress


__all__ = ["build_table_show"]
