"""A table of a dialog's own that plays actions as a show: the winning line, a replay.

Both dialogs need the same frame: a TablePresenter (so every action has the real animations,
score and undo) whose view takes no input, the view filling the dialog, and a row of controls
under it that starts with a progress line. One place builds it, so the two stay alike, and
both look like the player's own table (its card back, table colour and four-colour deck).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QVBoxLayout

from spiderette_qt.table.presenter import TablePresenter

if TYPE_CHECKING:
    from spiderette_qt.settings.preferences import Settings


@dataclass(frozen=True)
class TableLooks:
    """How the player's table looks (Settings: Four-Colour Deck, Card Back, Table Colour,
    and Scoring: the system a record copied from the show gives its score in)."""

    four_colour: bool = False
    card_back: str | None = None  # None: the painter's own
    felt: str | None = None  # None: the scene's own
    scoring: str = "windows"

    @classmethod
    def of(cls, settings: Settings) -> TableLooks:
        return cls(bool(settings.get("four_colour")), str(settings.get("card_back")),
                   str(settings.get("felt")), settings.scoring)


def build_table_show(dialog: QDialog, *, looks: TableLooks,
                     progress_name: str) -> tuple[TablePresenter, QVBoxLayout, QHBoxLayout, QLabel]:
    """(presenter, the dialog's layout, the controls row, its progress label). The caller adds
    its buttons to the row, then the row to the layout."""
    presenter = TablePresenter(parent=dialog)
    presenter.set_four_colour(looks.four_colour)
    if looks.card_back is not None:
        presenter.painter.set_back(looks.card_back)
    if looks.felt is not None:
        presenter.scene.set_felt(looks.felt)
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


__all__ = ["TableLooks", "build_table_show"]
