"""The player's preferences: one table of (key, type, default) over QSettings.

Every preference is declared once in `PREFERENCES`. Reading goes through the row's type and
allowed values, so whatever is in the settings file (hand-edited, from an older version, or
simply garbage) gives either a valid value or the default: a preference never crashes the app.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from PySide6.QtCore import QByteArray, QSettings

from spiderette_qt.engine.cards import SUIT_COUNTS
from spiderette_qt.engine.scoring import DEFAULT_SYSTEM, SYSTEMS
from spiderette_qt.engine.variants import VARIANTS

T = TypeVar("T")

VARIANT_CHOICES: tuple[str, ...] = tuple(VARIANTS)  # "spiderette", "spider", ...
SPEED_CHOICES: tuple[str, ...] = ("off", "fast", "normal")
# Appearance (kept here as plain names: settings must not import the ui layer).
BACK_CHOICES: tuple[str, ...] = ("spider", "web", "tartan")
FELT_CHOICES: tuple[str, ...] = ("green", "blue", "red", "dark")
THEME_CHOICES: tuple[str, ...] = ("system", "light", "dark")
SCORING_CHOICES: tuple[str, ...] = SYSTEMS  # "windows", "sun", "edderkop"


@dataclass(frozen=True, slots=True)
class Preference:
    """One row of the table: where it is stored, what type it has, its default."""

    key: str
    type: type
    default: Any
    choices: tuple[Any, ...] | None = None  # allowed values; None means any of the type


PREFERENCES: tuple[Preference, ...] = (
    Preference("double_click", bool, True),
    Preference("auto_place", bool, False),
    Preference("suits", int, 1, SUIT_COUNTS),
    Preference("variant", str, "spiderette", VARIANT_CHOICES),
    Preference("animation_speed", str, "normal", SPEED_CHOICES),
    Preference("toolbar", bool, True),
    Preference("geometry", QByteArray, QByteArray()),
    Preference("window_state", QByteArray, QByteArray()),
    Preference("language", str, ""),
    Preference("four_colour", bool, False),
    Preference("larger_cards", bool, False),
    Preference("confirm_new_game", bool, True),
    # The solver's features (docs/RULES.md §12): all off, as the seed app has none.
    Preference("solver_winnable_deals", bool, False),
    Preference("solver_hints", bool, False),
    Preference("solver_verdicts", bool, False),
    Preference("solver_lost_notice", bool, False),
    Preference("show_time", bool, True),  # the elapsed time in the status panel
    Preference("card_back", str, "spider", BACK_CHOICES),
    Preference("felt", str, "green", FELT_CHOICES),
    Preference("theme", str, "system", THEME_CHOICES),
    Preference("full_screen", bool, False),  # Settings > Full Screen (F11)
    # Settings > Scoring (docs/RULES.md §7): the system the panels, statistics and records show.
    Preference("scoring", str, DEFAULT_SYSTEM, SCORING_CHOICES),
    Preference("sound", bool, True),  # Settings > Sound: the table's effects
    # Where Open Game and Save Game As start: the folder last used ("": the home folder).
    Preference("records_folder", str, ""),
    # Settings > Undo History: all the way back, or as the rules say (the default:
    # docs/RULES.md §9's undo_limit). A game keeps the reach it was started with (in its save).
    Preference("undo_all", bool, False),
)

_BY_KEY: dict[str, Preference] = {pref.key: pref for pref in PREFERENCES}

_TRUE_WORDS = {"true", "1", "yes", "on"}
_FALSE_WORDS = {"false", "0", "no", "off"}


def _to_bool(raw: object) -> bool | None:
    if isinstance(raw, bool):
        return raw
    if isinstance(raw, int):
        return bool(raw) if raw in (0, 1) else None
    if isinstance(raw, str):
        word = raw.strip().lower()
        if word in _TRUE_WORDS:
            return True
        if word in _FALSE_WORDS:
            return False
    return None


def _to_int(raw: object) -> int | None:
    if isinstance(raw, bool):
        return None
    if isinstance(raw, int):
        return raw
    if isinstance(raw, str):
        try:
            return int(raw.strip())
        except ValueError:
            return None
    return None


def _to_str(raw: object) -> str | None:
    return raw if isinstance(raw, str) else None


def _to_bytes(raw: object) -> QByteArray | None:
    if isinstance(raw, QByteArray):
        return raw
    if isinstance(raw, bytes):
        return QByteArray(raw)
    return None


_CONVERTERS: dict[type, Callable[[object], Any]] = {
    bool: _to_bool,
    int: _to_int,
    str: _to_str,
    QByteArray: _to_bytes,
}


def convert(pref: Preference, raw: object) -> Any:
    """`raw` as the row's type if it is a valid value for the row, else the row's default."""
    value = _CONVERTERS[pref.type](raw)
    if value is None or (pref.choices is not None and value not in pref.choices):
        return pref.default
    return value


class _Pref(Generic[T]):
    """A typed attribute of `Settings` backed by one row of the table."""

    def __init__(self, key: str) -> None:
        self.key = key

    def __get__(self, settings: Settings, owner: type | None = None) -> T:
        return cast(T, settings.get(self.key))

    def __set__(self, settings: Settings, value: T) -> None:
        settings.set(self.key, value)


class Settings:
    """Typed access to the preferences; a test passes its own INI-file QSettings."""

    double_click = _Pref[bool]("double_click")
    auto_place = _Pref[bool]("auto_place")
    suits = _Pref[int]("suits")
    variant = _Pref[str]("variant")
    animation_speed = _Pref[str]("animation_speed")
    toolbar = _Pref[bool]("toolbar")
    geometry = _Pref[QByteArray]("geometry")
    window_state = _Pref[QByteArray]("window_state")
    language = _Pref[str]("language")
    four_colour = _Pref[bool]("four_colour")
    larger_cards = _Pref[bool]("larger_cards")
    confirm_new_game = _Pref[bool]("confirm_new_game")
    solver_winnable_deals = _Pref[bool]("solver_winnable_deals")
    solver_hints = _Pref[bool]("solver_hints")
    solver_verdicts = _Pref[bool]("solver_verdicts")
    solver_lost_notice = _Pref[bool]("solver_lost_notice")
    show_time = _Pref[bool]("show_time")
    card_back = _Pref[str]("card_back")
    felt = _Pref[str]("felt")
    theme = _Pref[str]("theme")
    full_screen = _Pref[bool]("full_screen")
    scoring = _Pref[str]("scoring")
    sound = _Pref[bool]("sound")
    undo_all = _Pref[bool]("undo_all")

    def __init__(self, qsettings: QSettings | None = None) -> None:
        # Without an explicit store, use the application's (organization/app name on QApplication).
        self.qsettings = qsettings if qsettings is not None else QSettings()

    def get(self, key: str) -> Any:
        pref = _BY_KEY[key]
        try:
            raw = self.qsettings.value(key, None)
        except Exception:  # noqa: BLE001 - an unreadable value is as good as no value
            return pref.default
        if raw is None:
            return pref.default
        return convert(pref, raw)

    def set(self, key: str, value: Any) -> None:
        pref = _BY_KEY[key]
        if convert(pref, value) != value and value != pref.default:
            raise ValueError(f"{value!r} is not a valid value for the preference {key!r}")
        self.qsettings.setValue(key, value)

    def sync(self) -> None:
        """Write pending changes to disk now (QSettings also does it on its own, later)."""
        self.qsettings.sync()
