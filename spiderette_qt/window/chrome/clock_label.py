"""The game clock's label: "Time: 1:05", the value in bold, without rich text.

A rich-text QLabel keeps a text document whose every change Qt reports to assistive
technology as a text event; the label's accessible interface has no text interface, so with a
screen reader on, Qt's AT-SPI bridge logged "Received text event for invalid interface"
three times a second, every tick of the clock. This label holds plain text (its
accessible name, as any label's) and paints the caption and the bold value itself.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel, QWidget


class PairLabel(QLabel):
    """A caption and a bold value in plain text: ``set_pair("Time:", "1:05")``."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self._caption = ""
        self._value = ""

    def set_pair(self, caption: str, value: str) -> None:
        if (caption, value) == (self._caption, self._value):
            return
        self._caption, self._value = caption, value
        self.setText(f"{caption} {value}")  # plain: the name a screen reader reads
        self.updateGeometry()
        self.update()

    @property
    def value(self) -> str:
        """The bold part: "1:05", "3/8"."""
        return self._value

    def _bold(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _widths(self) -> tuple[int, int]:
        caption = QFontMetrics(self.font()).horizontalAdvance(f"{self._caption} ")
        return caption, QFontMetrics(self._bold()).horizontalAdvance(self._value)

    def sizeHint(self) -> QSize:
        caption, value = self._widths()
        margins = self.contentsMargins()
        height = max(QFontMetrics(self.font()).height(), QFontMetrics(self._bold()).height())
        return QSize(caption + value + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, _event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = self.contentsRect()
        align = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        caption_width, _value_width = self._widths()
        painter.setFont(self.font())
        painter.drawText(rect, align, f"{self._caption} ")
        painter.setFont(self._bold())
        painter.drawText(rect.adjusted(caption_width, 0, 0, 0), align, self._value)
        painter.end()


__all__ = ["PairLabel"]
