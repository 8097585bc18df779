"""Settings > Card Back, Table Colour, Window Theme: shown at once, remembered (issue 13)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QApplication

from spiderette_qt.window.chrome import theme
from spiderette_qt.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def light_again():
    app = QApplication.instance()
    palette, style = QPalette(app.palette()), app.style().name()
    yield
    app.setStyle(style)
    app.setPalette(palette)


def _trigger(window: MainWindow, name: str) -> None:
    action = window.findChild(QAction, name)
    assert action is not None, name
    action.trigger()


def _face_down_id(window: MainWindow) -> int:
    return next(cid for cid, item in window.presenter.scene.cards.items() if not item.face_up)


def _back_colour(window: MainWindow) -> tuple[int, int, int]:
    item = window.presenter.scene.cards[_face_down_id(window)]
    image = item._pixmap.toImage()  # what the item paints
    colour = image.pixelColor(image.width() // 5, image.height() // 5)
    return colour.red(), colour.green(), colour.blue()


def test_three_card_backs_are_drawn_and_remembered(window, settings) -> None:
    colours = set()
    for back in ("spider", "web", "tartan"):
        _trigger(window, f"action_card_back_{back}")
        assert settings.card_back == back
        assert window.presenter.painter.back == back
        colours.add(_back_colour(window))
    assert len(colours) == 3, "each back looks different"
    again = MainWindow(settings)
    assert again.presenter.painter.back == "tartan"
    assert again.findChild(QAction, "action_card_back_tartan").isChecked()
    again.deleteLater()


def test_four_table_colours_are_drawn_and_remembered(window, settings, qtbot) -> None:
    view = window.view
    layout = window.presenter.scene.layout
    spot = view.mapFromScene(layout.removed_rect.center())  # empty felt (dashed outline)
    seen = set()
    for felt in ("green", "blue", "red", "dark"):
        _trigger(window, f"action_felt_{felt}")
        assert settings.felt == felt and window.presenter.scene.felt_name == felt
        image = view.grab().toImage()
        colour = image.pixelColor(spot.x(), spot.y() - 40)
        seen.add((colour.red(), colour.green(), colour.blue()))
    assert len(seen) == 4
    again = MainWindow(settings)
    assert again.presenter.scene.felt_name == "dark"
    again.deleteLater()


def test_dark_theme_darkens_the_window_and_light_brings_it_back(window, settings) -> None:
    app = QApplication.instance()
    light = app.palette().color(QPalette.ColorRole.Window).lightness()
    _trigger(window, "action_theme_dark")
    assert settings.theme == "dark"
    assert app.palette().color(QPalette.ColorRole.Window).lightness() < 90
    assert window.appearance.theme.dark
    _trigger(window, "action_theme_light")
    assert app.palette().color(QPalette.ColorRole.Window).lightness() == light
    assert not window.appearance.theme.dark


def test_system_theme_follows_the_system_scheme(window, monkeypatch) -> None:
    assert theme.is_dark("system", True) and not theme.is_dark("system", False)
    assert theme.is_dark("dark", False) and not theme.is_dark("light", True)
    _trigger(window, "action_theme_light")
    monkeypatch.setattr(theme, "system_is_dark", lambda: True)
    _trigger(window, "action_theme_system")
    assert window.appearance.theme.dark
    monkeypatch.setattr(theme, "system_is_dark", lambda: False)
    window.appearance.theme._system_changed(None)  # what colorSchemeChanged calls
    assert not window.appearance.theme.dark


def test_garbage_in_the_settings_gives_the_defaults(settings, qtbot) -> None:
    settings.qsettings.setValue("card_back", "plaid")
    settings.qsettings.setValue("felt", "purple")
    settings.qsettings.setValue("theme", 7)
    window = MainWindow(settings)
    qtbot.addWidget(window)
    assert window.presenter.painter.back == "spider"
    assert window.presenter.scene.felt_name == "green"
    assert window.appearance.theme.choice == "system"
