"""A resize that leaves the table's size alone lays nothing out again (the window's first
show sends one at the size the table was laid out at before it showed); a real one does."""

from __future__ import annotations

from spiderette_qt.engine import Game
from spiderette_qt.table import durations
from spiderette_qt.table.presenter import TablePresenter


def test_the_first_show_does_not_lay_the_table_out_twice(qtbot, monkeypatch):
    durations.set_speed("off")
    presenter = TablePresenter()
    view = presenter.view
    qtbot.addWidget(view)
    view.resize(900, 600)
    presenter.new_game(Game.new(1, 3))
    laid_out = []
    real = presenter._adopt_layout
    monkeypatch.setattr(presenter, "_adopt_layout",
                        lambda state, **kw: laid_out.append(view.table_size()) or real(state, **kw))
    view.show()
    qtbot.waitExposed(view)
    assert laid_out == []  # the layout made before the show is the one on screen
    layout = presenter.scene.layout
    assert (layout.width, layout.height) == view.table_size()
    view.resize(700, 500)
    qtbot.waitUntil(lambda: bool(laid_out))
    assert presenter.scene.layout.width == view.table_size()[0] == laid_out[-1][0]
