"""How wide a fingertip is on this screen, in the table's (logical) pixels.

A touch target narrower than a fingertip makes a tap a guess between neighbours. The width
comes from the screen's physical density (QScreen.physicalDotsPerInch counts logical pixels
per physical inch), so the same 7 mm is 31 px on a 112 dpi laptop and 39 px on a 140 dpi one.
A screen that reports nonsense (no physical size: 0 or absurd dpi) counts as 96 dpi.
"""

from __future__ import annotations

from PySide6.QtGui import QScreen

FINGER_MM = 7.0  # a tap lands within about this of where the player meant it
MM_PER_INCH = 25.4
FALLBACK_DPI = 96.0
PLAUSIBLE_DPI = (48.0, 640.0)


def screen_dpi(screen: QScreen | None) -> float:
    """The screen's physical density in logical pixels per inch (FALLBACK_DPI if unknown)."""
    dpi = screen.physicalDotsPerInch() if screen is not None else 0.0
    low, high = PLAUSIBLE_DPI
    return dpi if low <= dpi <= high else FALLBACK_DPI


def finger_px(screen: QScreen | None) -> float:
    """FINGER_MM in logical pixels on ``screen``."""
    return FINGER_MM * screen_dpi(screen) / MM_PER_INCH


def px_to_mm(px: float, screen: QScreen | None) -> float:
    return px * MM_PER_INCH / screen_dpi(screen)
