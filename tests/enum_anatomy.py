"""Everything an enum class is made of, as plain data, to compare two builds of one enum.

`anatomy(E)` lists the class's dictionary in its order (members by name, functions by their
qualified name, bound methods by function and owner) and every member's own dictionary in
its order. Two classes with equal anatomies, the same metaclass and the same bases behave
the same: a class's behaviour is its type, its bases and its dictionary.

Run as a script it prints the anatomy of every enum of QtCore, QtGui and QtWidgets as JSON,
built the standard way (tests/test_fast_enums.py compares that with the fast build).
"""

from __future__ import annotations

import enum
import functools
import json
import re
import sys
import types
from typing import Any


def _value(value: Any, owner: type) -> Any:
    if isinstance(value, enum.Enum):
        return ["member", type(value) is owner, value._name_]
    if isinstance(value, dict):
        return ["dict", [[_value(k, owner), _value(v, owner)] for k, v in value.items()]]
    if isinstance(value, list):
        return ["list", [_value(v, owner) for v in value]]
    if value is None or isinstance(value, (bool, int, str)):
        return [type(value).__name__, value]
    if isinstance(value, types.MethodType):
        return ["method", _name(value.__func__), value.__self__ is owner]
    if isinstance(value, functools.partial):  # Shiboken's _missing_
        return ["partial", _name(value.func), [_value(a, owner) if not isinstance(a, type)
                                               else ["class", a is owner] for a in value.args],
                sorted(value.keywords)]
    return ["object", _name(value)]


def _name(value: Any) -> str:
    module = getattr(value, "__module__", None) or getattr(
        getattr(value, "__objclass__", None), "__module__", "?")
    qualname = getattr(value, "__qualname__", None) or repr(value)
    # Addresses differ from process to process.
    return re.sub(r" at 0x[0-9a-f]+", "", f"{type(value).__name__} {module}.{qualname}")


def _declared(cls: type, key: str, value: Any) -> Any:
    """A Flag keeps what it has been asked for: combinations (A | B) in _value2member_map_,
    and a member its inverse (~A) in its own _inverted_. What a class is made of is what it
    holds without them."""
    if key != "_value2member_map_":
        return value
    members = cls._member_map_  # type: ignore[attr-defined]
    return {v: m for v, m in value.items() if members.get(m._name_) is m}


def anatomy(cls: type) -> dict[str, Any]:
    return {
        "metaclass": _name(type(cls)),
        "bases": [_name(base) for base in cls.__bases__],
        "name": [cls.__module__, cls.__qualname__, cls.__name__],
        "dict": [[key, _value(_declared(cls, key, value), cls)]
                 for key, value in cls.__dict__.items()],
        "members": [[name, _value(member, cls), [[key, _value(value, cls) if key != "__objclass__"
                                                   else value is cls]
                                                  for key, value in vars(member).items()
                                                  if key != "_inverted_"]]  # ~member, kept
                    for name, member in cls._member_map_.items()],
        "iteration": [member._name_ for member in cls],  # type: ignore[attr-defined]
    }


def pyside_enums() -> list[type]:
    """Every enum class of QtCore, QtGui and QtWidgets (of the modules and their classes)."""
    import PySide6.QtCore
    import PySide6.QtGui
    import PySide6.QtWidgets

    found: dict[int, type] = {}

    def walk(owner: Any, depth: int) -> None:
        # A module's types are made when first asked for (dir and getattr); a class holds
        # its own enums and nested classes in its dictionary.
        values = ([getattr(owner, name, None) for name in dir(owner)]
                  if isinstance(owner, types.ModuleType) else list(vars(owner).values()))
        for value in values:
            if isinstance(value, enum.EnumType):
                found.setdefault(id(value), value)
            elif (isinstance(value, type) and depth < 3 and value is not owner
                  and str(getattr(value, "__module__", "")).startswith("PySide6.")):
                walk(value, depth + 1)

    for module in (PySide6.QtCore, PySide6.QtGui, PySide6.QtWidgets):
        walk(module, 0)
    return sorted(found.values(), key=lambda e: (e.__module__, e.__qualname__))


if __name__ == "__main__":
    from PySide6.QtWidgets import QApplication

    app = QApplication(sys.argv[:1])  # some types want an application to exist
    json.dump({f"{e.__module__}.{e.__qualname__}": anatomy(e) for e in pyside_enums()},
              sys.stdout)
