"""Checks for values read from a JSON file: each raises ValueError saying where and what.

Shared by the statistics parser (and free for any other file format): a damaged or forged
file must give a clear "where: what is wrong", never a TypeError deep in the app.
"""

from __future__ import annotations

from typing import Any


def refuse_constant(name: str) -> Any:
    raise ValueError(f"statistics: {name} is not a number")


def expect_dict(value: object, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ValueError(f"{where}: expected an object, found {type(value).__name__}")
    return value


def expect_int(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: expected a whole number, found {value!r:.40}")
    if not low <= value <= high:
        raise ValueError(f"{where}: {value} is out of range")
    return value


def optional_int(value: object, where: str, low: int, high: int) -> int | None:
    return None if value is None else expect_int(value, where, low, high)


def expect_bool(value: object, where: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{where}: expected true or false, found {value!r:.40}")
    return value
