"""Where the rule banner goes: at the bottom of the table, over no card.

The banner used to sit at the bottom centre whatever lay there, so in a long game it covered
the bottom card of the longest columns: the very card the player was trying to move. Cards
hang from the top of the table, so the bottom is always the freest row; this picks, among
banner widths from wide (one line) to narrow (wrapped), the one closest to the centre that
fits at the bottom over no card. Only when every spot is taken does it fall back to the
bottom centre.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QRectF

#: Banner width limits tried, as shares of the table width: one line first, then wrapped.
WIDTH_SHARES: tuple[float, ...] = (0.9, 0.6, 0.42, 0.3, 0.2)
STEP = 4.0  # logical pixels between two candidate positions


def banner_rect(table: QRectF, obstacles: Sequence[QRectF],
                measure: Callable[[float], tuple[float, float]], margin: float) -> QRectF:
    """The banner's rectangle in `table`, clear of every obstacle when possible.

    `measure(max_width)` gives the banner's (width, height) when its width may not exceed
    `max_width` (the text wraps to fit)."""
    centre = table.center().x()
    fallback: QRectF | None = None
    for share in WIDTH_SHARES:
        width, height = measure(max(60.0, table.width() * share - 2 * margin))
        y = table.bottom() - margin - height
        if y < table.top():
            continue
        spot = _free_x(table, obstacles, width, height, y, margin, centre)
        if spot is not None:
            return QRectF(spot, y, width, height)
        if fallback is None:
            fallback = QRectF(centre - width / 2, y, width, height)
    if fallback is None:  # a table shorter than any banner: its top, centred
        width, height = measure(table.width() * WIDTH_SHARES[0])
        return QRectF(centre - width / 2, table.top(), width, height)
    return fallback


def _free_x(table: QRectF, obstacles: Sequence[QRectF], width: float, height: float,
            y: float, margin: float, centre: float) -> float | None:
    """The left edge closest to centred at which the banner overlaps nothing, or None."""
    band = QRectF(table.left(), y - margin / 2, table.width(), height + margin)
    blocked = sorted((r.left() - margin / 2, r.right() + margin / 2)
                     for r in obstacles if r.intersects(band))
    lo, hi = table.left() + margin, table.right() - margin - width
    if hi < lo:
        return None
    best: float | None = None
    x = lo
    while x <= hi + 1e-6:
        if not any(left < x + width and right > x for left, right in blocked):
            if best is None or abs(x + width / 2 - centre) < abs(best + width / 2 - centre):
                best = x
        x += STEP
    return best
