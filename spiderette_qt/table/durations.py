"""Every animation duration of the table, in one place (milliseconds).

Tests call ``set_speed("off")`` so that every animation lands at once; the settings dialog can
offer "fast" and "normal". The rule banner's display time is not an animation and does not
follow the speed: a message must stay readable even with animations off.
"""

from __future__ import annotations

_FACTORS = {"off": 0.0, "fast": 0.5, "normal": 1.0}

# Base durations at "normal" speed.
_BASE = {
    "move": 200,  # a run flying to another column
    "spring_back": 180,  # an illegal drop returning home
    "deal_card": 190,  # one card flying from the stock to a column
    "deal_stagger": 55,  # delay between two dealt cards
    "start_deal_card": 200,  # one card flying to its column in the deal at a game's start
    "start_deal_stagger": 20,  # delay between two cards of that deal (Spider: ~1.3 s)
    "flip": 150,  # a card turning over (both halves)
    "remove_card": 260,  # one card of a completed sequence flying to the removed area
    "remove_stagger": 22,  # delay between two cards of a removed sequence
    "spread": 170,  # a squeezed column opening to a finger-wide step, or closing again
    "relayout": 0,  # re-layout on resize is instant: never wrong, never stale
    "solver_step": 450,  # pause between two actions of a winning line being shown
}

MESSAGE_MS = 3500  # how long a rule message stays on the table

#: The Demo's pause after a move has landed, before the next (not an animation: with the
#: animations off nothing moves on screen, so the pause alone must leave time to see what
#: moved; at 0 the Demo played about six moves a second, too fast to follow). About one move
#: a second at every speed, with the hint's own thinking on top.
_DEMO_PAUSE = {"off": 800, "fast": 500, "normal": 450}

_speed = "normal"


def set_speed(name: str) -> None:
    """Choose "off", "fast" or "normal"; anything else is a ValueError naming the choices."""
    global _speed
    if name not in _FACTORS:
        raise ValueError(f"animation speed must be one of {sorted(_FACTORS)}, not {name!r}")
    _speed = name


def speed() -> str:
    return _speed


def duration(name: str) -> int:
    """The duration called ``name`` at the current speed, in milliseconds (0 when off)."""
    return int(_BASE[name] * _FACTORS[_speed])


def move() -> int:
    return duration("move")


def spring_back() -> int:
    return duration("spring_back")


def deal_card() -> int:
    return duration("deal_card")


def deal_stagger() -> int:
    return duration("deal_stagger")


def start_deal_card() -> int:
    return duration("start_deal_card")


def start_deal_stagger() -> int:
    return duration("start_deal_stagger")


def flip() -> int:
    return duration("flip")


def remove_card() -> int:
    return duration("remove_card")


def remove_stagger() -> int:
    return duration("remove_stagger")


def spread() -> int:
    return duration("spread")


def relayout() -> int:
    return duration("relayout")


def solver_step() -> int:
    return duration("solver_step")


def demo_pause() -> int:
    """The Demo's pause between two moves at the current speed (never 0: see _DEMO_PAUSE)."""
    return _DEMO_PAUSE[_speed]
