"""QA helpers: a real MainWindow at a chosen speed, where a player grabs a run, and the
checks that the table on screen is exactly the model (items, faces, ids, status panel)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from spiderette_qt.settings.preferences import Settings
from spiderette_qt.table import durations
from spiderette_qt.table.layout import compute_layout
from spiderette_qt.table.presenter import TablePresenter
from spiderette_qt.table.spread import too_thin
from spiderette_qt.window.main_window import MainWindow
from tests.table.helpers import touch_device

# Qt's offscreen screen is 800 x 600: touch points outside it are dropped, so the window fits.
WINDOW_W, WINDOW_H = 780, 580


def make_window(qtbot: object, settings_path: object, speed: str,
                size: tuple[int, int] = (WINDOW_W, WINDOW_H)) -> MainWindow:
    """The real window with its own INI settings, animations at ``speed``."""
    settings = Settings(QSettings(str(settings_path), QSettings.Format.IniFormat))
    settings.animation_speed = speed
    window = MainWindow(settings)
    qtbot.addWidget(window)  # type: ignore[attr-defined]
    window.move(0, 0)
    window.resize(*size)
    window.show()
    QTest.qWaitForWindowExposed(window)
    durations.set_speed(speed)
    return window


def presenter_of(window: MainWindow) -> TablePresenter:
    presenter = window.presenter
    assert isinstance(presenter, TablePresenter)
    return presenter


def grab_point(presenter: TablePresenter, card_id: int) -> QPoint:
    """A viewport point on the strip of the card that shows (where a player grabs it)."""
    layout = presenter.scene.layout
    assert layout is not None
    rect = presenter.scene.cards[card_id].sceneBoundingRect()
    visible = rect.height()
    for ids in layout.column_ids:
        if card_id in ids:
            index = ids.index(card_id)
            if index + 1 < len(ids):
                above = presenter.scene.cards[ids[index + 1]].pos().y()
                visible = above - rect.top()
    point = QPointF(rect.center().x(), rect.top() + max(1.0, min(visible / 2, 12.0)))
    return presenter.view.mapFromScene(point)


def run_first_id(presenter: TablePresenter, source: int, count: int) -> int:
    assert presenter.game is not None
    column = presenter.game.table().columns[source]
    return column[len(column) - count][0]


def drop_point(presenter: TablePresenter, source: int, start: QPoint, target: int) -> QPoint:
    """Where to release so the dragged run lies over ``target`` (shifted by whole lanes)."""
    layout = presenter.scene.layout
    assert layout is not None
    dx = layout.column_slots[target].left() - layout.column_slots[source].left()
    return QPoint(start.x() + round(dx), start.y() + 20)


def stock_point(presenter: TablePresenter) -> QPoint:
    layout = presenter.scene.layout
    assert layout is not None
    return presenter.view.mapFromScene(layout.stock_rect.center())


def mouse_drag(presenter: TablePresenter, start: QPoint, end: QPoint, steps: int = 6) -> None:
    viewport = presenter.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, steps + 1):
        QTest.mouseMove(viewport, QPoint(start.x() + (end.x() - start.x()) * i // steps,
                                         start.y() + (end.y() - start.y()) * i // steps))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       end)


def touch_target(presenter: TablePresenter, point: QPoint) -> tuple[QWidget, QPoint]:
    """The top-level window and ``point`` (a viewport point) mapped into it: a finger lands on
    the window and Qt itself finds the viewport under it. Pass the window as the widget of
    every press, move and release (``touch_at``): without it PySide's QTest reads the point
    as a screen point, right only where the window sits at the screen's origin (offscreen),
    off by the window's place on a real display (xcb)."""
    viewport = presenter.view.viewport()
    window = viewport.window()
    return window, viewport.mapTo(window, point)


def double_click(viewport: QWidget, point: QPoint) -> None:
    """A real double-click: press, release, then the double-click event and its release
    (QTest.mouseDClick alone sends only the double-click event)."""
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, none, point)
    QTest.mouseDClick(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)


def touch_drag(presenter: TablePresenter, start: QPoint, end: QPoint, steps: int = 6) -> None:
    device = touch_device()
    window, first = touch_target(presenter, start)
    QTest.touchEvent(window, device).press(0, first, window).commit()
    for i in range(1, steps + 1):
        point = QPoint(start.x() + (end.x() - start.x()) * i // steps,
                       start.y() + (end.y() - start.y()) * i // steps)
        QTest.touchEvent(window, device).move(0, touch_target(presenter, point)[1],
                                              window).commit()
    QTest.touchEvent(window, device).release(0, touch_target(presenter, end)[1],
                                             window).commit()


def touch_tap(presenter: TablePresenter, point: QPoint) -> None:
    device = touch_device()
    window, at = touch_target(presenter, point)
    QTest.touchEvent(window, device).press(0, at, window).commit()
    QTest.touchEvent(window, device).release(0, at, window).commit()


def needs_spread(presenter: TablePresenter, card_id: int) -> bool:
    """Is this card's strip too thin for a finger, or inside a squeezed suited run?"""
    layout = presenter.scene.layout
    assert layout is not None
    return card_id in layout.grab or too_thin(layout, card_id, layout.finger)


def table_problems(window: MainWindow) -> list[str]:
    """Everything on screen that disagrees with the model; [] when the table is right."""
    presenter = presenter_of(window)
    game = presenter.game
    assert game is not None
    problems: list[str] = []
    state = game.table()
    ids = [cid for column in state.columns for cid, _ in column] + list(state.stock) + \
        [cid for sequence in state.removed for cid in sequence]
    every_id = list(range(game.variant.deck_size))
    if sorted(ids) != every_id:
        problems.append(f"card ids not all accounted for: {sorted(ids)}")
    if sorted(presenter.scene.cards) != every_id:
        problems.append(f"scene items: {sorted(presenter.scene.cards)}")
    width, height = presenter.view.table_size()
    scene_layout = presenter.scene.layout
    # The card size has hysteresis (ui.layout): check the places for the size on the table.
    layout = compute_layout(width, height, state, larger=presenter.larger_cards, deck=game.deck,
                            card_width=None if scene_layout is None else scene_layout.card_width,
                            finger=0.0 if scene_layout is None else scene_layout.finger)
    if scene_layout is None or scene_layout.column_ids != layout.column_ids:
        problems.append("the scene's layout is not the game's table")
    for card_id, place in layout.places.items():
        item = presenter.scene.cards[card_id]
        if (item.pos() - place.pos).manhattanLength() > 0.01 or item.zValue() != place.z:
            problems.append(f"card {card_id} at {item.pos()} z {item.zValue()}, "
                            f"want {place.pos} z {place.z}")
        if item.face_up != place.face_up:
            problems.append(f"card {card_id} face up {item.face_up}, want {place.face_up}")
        if item.isVisible() != place.visible:
            problems.append(f"card {card_id} visible {item.isVisible()}, want {place.visible}")
        if not item.transform().isIdentity():
            problems.append(f"card {card_id} still squeezed by a flip")
        if item.size() != (layout.card_width, layout.card_height):
            problems.append(f"card {card_id} size {item.size()}")
    if presenter.scene.highlighted_columns():
        problems.append(f"highlight left behind: {presenter.scene.highlighted_columns()}")
    panel = window.status_panel
    for label, value in ((panel.score_label, game.score), (panel.moves_label, game.moves),
                         (panel.deals_label, game.deals_left)):
        if label.value != str(value):
            problems.append(f"{label.objectName()} says {label.text()!r}, want {value}")
    if panel.removed_label.value != f"{game.removed}/{game.variant.sequences}":
        problems.append(f"removed label {panel.removed_label.text()!r}")
    return problems


def process_events() -> None:
    QApplication.processEvents()


def play_line(window: MainWindow, qtbot: object, line: list[str | tuple[int, int, int]],
              gesture: str, animated: int = 0) -> dict[str, int]:
    """Play ``line`` through the window as a player would: ``gesture`` "drags" (mouse drags,
    clicks on the stock), "double-clicks" (a double-click where it is the line's move) or
    "touch" (a tap where the tap's choice is the move, a finger drag otherwise, taps on the
    stock). After every action the table on screen must be exactly the model.

    At speed "off" nothing animates: the presenter is idle at once and the test never
    waits on the event loop, which is what makes a 235-action Spider game cheap. With
    ``animated`` > 0 the first that many actions animate at "fast" and each gesture waits
    for the table to settle (cards in flight, flips, a sequence flying off), the rest at
    "off"."""
    presenter = presenter_of(window)
    game = presenter.game
    assert game is not None
    viewport = presenter.view.viewport()
    counts = {"taps": 0, "drags": 0, "double-clicks": 0, "spreads": 0}
    for number, action in enumerate(line, start=1):
        durations.set_speed("fast" if number <= animated else "off")
        presenter.view.taps.forget()  # a player's next action comes later than a double tap
        if action == "D":
            point = stock_point(presenter)
            if gesture == "touch":
                touch_tap(presenter, point)
            else:
                QTest.mouseClick(viewport, Qt.MouseButton.LeftButton,
                                 Qt.KeyboardModifier.NoModifier, point)
        else:
            assert isinstance(action, tuple)
            source, count, target = action
            first = run_first_id(presenter, source, count)
            start = grab_point(presenter, first)
            chosen = game.best_target(source, count) == target
            if gesture == "touch" and needs_spread(presenter, first):
                # A strip thinner than a fingertip: tap it to spread the column, then take
                # the card from the spread, as a player's finger must.
                touch_tap(presenter, start)
                assert presenter.view.spread_column == source, f"action {number}: no spread"
                if not presenter.idle or durations.spread():
                    qtbot.wait(durations.spread() + 30)  # type: ignore[attr-defined]
                presenter.view.taps.forget()  # the player looks, then picks
                counts["spreads"] += 1
                start = grab_point(presenter, first)
            end = drop_point(presenter, source, start, target)
            if gesture == "touch" and chosen:
                touch_tap(presenter, start)
                counts["taps"] += 1
            elif gesture == "touch":
                size = viewport.size()
                assert 0 <= end.x() < size.width() and 0 <= end.y() < size.height()
                touch_drag(presenter, start, end)
                counts["drags"] += 1
            elif gesture == "double-clicks" and chosen:
                double_click(viewport, start)
                counts["double-clicks"] += 1
            else:
                mouse_drag(presenter, start, end)
                counts["drags"] += 1
        assert game.moves == number, f"action {number} {action} did not happen"
        if not presenter.idle:
            qtbot.waitUntil(lambda: presenter.idle, timeout=5000)  # type: ignore[attr-defined]
        assert table_problems(window) == [], f"after action {number} {action}"
    return counts
