"""The dark theme switched on while the game runs reaches every corner (issue 21): the game
code, the Suits icon, the New Game arrows, the code dialog's error and unchecked check boxes
were still drawn for a light window until the next launch."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QAction, QColor, QImage, QPainter, QPalette
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionButton

from spiderette_qt.window.main_window import MainWindow


@pytest.fixture(autouse=True)
def light_again():
    app = QApplication.instance()
    palette, style = QPalette(app.palette()), app.style().name()
    yield
    app.setStyle(style)
    app.setPalette(palette)


def _go_dark(window: MainWindow) -> None:
    action = window.findChild(QAction, "action_theme_dark")
    assert action is not None
    action.trigger()
    assert window.appearance.theme.dark


def _lightest(image: QImage, area: QRect | None = None, min_alpha: int = 200) -> int:
    """The lightness of the lightest (nearly) opaque pixel in `area` of `image`."""
    area = area or image.rect()
    best = 0
    for y in range(area.top(), area.bottom() + 1):
        for x in range(area.left(), area.right() + 1):
            colour = image.pixelColor(x, y)
            if colour.alpha() >= min_alpha:
                best = max(best, colour.lightness())
    return best


def test_the_game_code_turns_light_on_a_dark_window(window, qtbot) -> None:
    _go_dark(window)
    qtbot.wait(50)  # the palette change reaches the widgets (and their style sheets)
    label = window.status_panel.code_label
    assert label.text()
    # As the player sees it: the panel around it (a label grabbed alone paints a background
    # of its own that it does not paint in the window).
    panel = label.parentWidget()
    image = panel.grab().toImage()
    assert _lightest(image, label.geometry()) > 170  # light text on dark grey, as the rest


def test_the_suits_icon_is_drawn_again_in_the_dark_text_colour(window) -> None:
    _go_dark(window)
    icon = window.window_actions.cycle_suits.icon()
    image = icon.pixmap(48, 48).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    # The arc beside the card (toolbar_icon "suits": an arc in 28..44 x 26..42), in the pen.
    assert _lightest(image, QRect(40, 36, 6, 8)) > 170


def test_the_new_game_arrows_are_light_on_a_dark_window(window) -> None:
    from spiderette_qt.window.dialogs.new_game_dialog import NewGameDialog

    _go_dark(window)
    dialog = NewGameDialog(1, "spiderette", window)
    for button in dialog.buttons.values():
        image = button.icon().pixmap(20, 20).toImage()
        assert _lightest(image) > 170
    dialog.deleteLater()


def test_the_code_dialogs_error_reads_on_a_dark_window(window) -> None:
    from spiderette_qt.window.dialogs.code_dialog import CodeDialog

    _go_dark(window)
    dialog = CodeDialog(window)
    dialog.line_edit.setText("SD2-XX")
    sheet = dialog.message.styleSheet()
    colour = QColor(sheet.split("color:")[1].strip(" ;"))
    assert colour.isValid() and colour.red() > colour.green() + 60  # still red
    window_colour = dialog.palette().color(QPalette.ColorRole.Window)
    assert colour.lightness() - window_colour.lightness() > 80  # and light enough to read
    dialog.deleteLater()


@pytest.mark.parametrize("element", [QStyle.PrimitiveElement.PE_IndicatorCheckBox,
                                     QStyle.PrimitiveElement.PE_IndicatorRadioButton])
def test_an_unchecked_box_has_a_visible_frame_on_a_dark_window(window, element) -> None:
    """A check box, and a radio button (hard to see in the New Game dialog)."""
    _go_dark(window)
    app = QApplication.instance()
    style = app.style()
    palette = app.palette()
    background = palette.color(QPalette.ColorRole.Window)
    image = QImage(20, 20, QImage.Format.Format_ARGB32)
    image.fill(background)
    option = QStyleOptionButton()
    option.rect = QRect(2, 2, 16, 16)
    option.palette = palette
    option.state = QStyle.StateFlag.State_Enabled | QStyle.StateFlag.State_Off
    painter = QPainter(image)
    style.drawPrimitive(element, option, painter, None)
    painter.end()
    # Some of the box's frame stands out from the menu's window colour.
    assert _lightest(image) - background.lightness() > 50


def test_the_light_theme_gets_its_own_style_back(window) -> None:
    app = QApplication.instance()
    before = app.style().name()
    _go_dark(window)
    light = window.findChild(QAction, "action_theme_light")
    light.trigger()
    assert app.style().name() == before
    assert type(app.style()).__name__ != "DarkStyle"


def test_the_message_bar_follows_the_theme_switched_at_run_time(window, qtbot) -> None:
    bar = window.message_bar
    bar.show_message("The saved game was damaged")  # shown in the light theme first
    light = bar.palette().color(QPalette.ColorRole.Window).lightness()
    _go_dark(window)
    qtbot.wait(50)  # the palette change reaches the widgets
    dark = bar.palette().color(QPalette.ColorRole.Window)
    assert dark.lightness() < 100 < light
    assert bar.palette().color(QPalette.ColorRole.WindowText).lightness() > 170
    close = bar.close_button.icon().pixmap(16, 16).toImage()
    assert _lightest(close) > 170  # the cross reads on the dark bar


def test_dialog_buttons_carry_no_light_theme_icons_on_a_dark_window(window) -> None:
    from PySide6.QtWidgets import QDialogButtonBox

    _go_dark(window)
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    assert box.button(QDialogButtonBox.StandardButton.Close).icon().isNull()
    box.deleteLater()
