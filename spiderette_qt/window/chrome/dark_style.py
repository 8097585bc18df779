"""The dark theme's style: Fusion, with check boxes and radio buttons whose frame shows on a
dark window.

Fusion draws a check box's frame (and a radio button's ring) in the window colour made
darker: on our charcoal palette an unchecked box (in the Settings menu, or "Don't ask
again") or an unchosen radio button (the New Game dialog's games, the exclusive Settings
lists) was a near-black shape on near-black, i.e. not there at all. Dialog buttons carry no
icons: the platform's (a black cross on Close and Cancel under X11) are pictures drawn for a
light button. Every other part is Fusion's own.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleHintReturn, QStyleOption, QWidget

#: The frame of a check box on the dark palette: light enough to read on both its window
#: (45, 47, 50) and its base (30, 31, 34) colours.
FRAME = QColor(150, 153, 158)


def error_colour(palette: QPalette) -> QColor:
    """Red text that reads on this palette's window: dark red on light, light red on dark."""
    dark = palette.color(QPalette.ColorRole.Window).lightness() < 128
    return QColor(255, 128, 120) if dark else QColor(176, 0, 32)


class DarkStyle(QProxyStyle):
    """Fusion for the dark palette (window/chrome/theme.py sets it)."""

    def __init__(self) -> None:
        super().__init__("Fusion")

    def drawPrimitive(self, element: QStyle.PrimitiveElement, option: QStyleOption,  # noqa: N802
                      painter: QPainter, widget: QWidget | None = None) -> None:
        super().drawPrimitive(element, option, painter, widget)
        box = element == QStyle.PrimitiveElement.PE_IndicatorCheckBox
        if box or element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            # A light outline round the indicator: square for a check box, round for a radio
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setBrush(QColor(0, 0, 0, 0))
            painter.setPen(QPen(FRAME, 1))
            outline = QRectF(option.rect).adjusted(0.5, 0.5, -1.5, -1.5)
            if box:
                painter.drawRect(outline)
            else:
                painter.drawEllipse(outline)
            painter.restore()

    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,  # noqa: N802
                  widget: QWidget | None = None,
                  returnData: QStyleHintReturn | None = None) -> int:  # noqa: N803 (Qt)
        if hint == QStyle.StyleHint.SH_DialogButtonBox_ButtonsHaveIcons:
            return 0
        return super().styleHint(hint, option, widget, returnData)
