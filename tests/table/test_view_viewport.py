"""The table view's own viewport is the one Qt would have made (start-up: issue 13)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from spiderette_qt.table.card_painter import CardPainter
from spiderette_qt.table.scene import TableScene
from spiderette_qt.table.view import TableView

W = Qt.WidgetAttribute


def _looks(view: QGraphicsView) -> tuple[object, ...]:
    port = view.viewport()
    return (type(port), port.parentWidget() is view, port.focusProxy() is view,
            port.backgroundRole(), port.autoFillBackground(), port.focusPolicy(),
            port.acceptDrops(), port.objectName(),
            *(port.testAttribute(a) for a in (W.WA_InputMethodEnabled, W.WA_OpaquePaintEvent,
                                              W.WA_NoSystemBackground)))


def test_the_view_s_viewport_is_set_up_as_qt_s_own(qtbot) -> None:
    scene = QGraphicsScene()  # kept: a scene deleted under the view changes its viewport
    plain = QGraphicsView(scene)
    view = TableView(TableScene(CardPainter()))
    qtbot.addWidget(plain)
    qtbot.addWidget(view)
    assert _looks(view) == _looks(plain)
    port = view.viewport()
    assert view.viewport() is port  # the same wrapper every time: Python made it
    assert port.testAttribute(W.WA_AcceptTouchEvents) and port.hasMouseTracking()
