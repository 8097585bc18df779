"""The suit count a remembered choice means in a game: the settings keep one suit count for
every game, and not every game is played in every count (3 suits: Spider and Relaxed Spider
only, docs/RULES.md §9)."""

from __future__ import annotations

from spiderette_qt.engine.variants import DEFAULT_VARIANT, VARIANTS


def fitting_suits(variant: str, suits: int) -> int:
    """`suits` if `variant` is played in it, else its nearest count below (3 in Spiderette:
    2, a gentler game rather than a harder one), else its easiest. An unknown game is read
    as Spiderette, as the settings read it."""
    counts = VARIANTS.get(variant, DEFAULT_VARIANT).suit_counts
    lower = [count for count in counts if count <= suits]
    return lower[-1] if lower else counts[0]


__all__ = ["fitting_suits"]
