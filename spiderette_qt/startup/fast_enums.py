"""Start-up: PySide6's Python enums built faster, member for member the same classes.

Shiboken turns every C++ enum of a Qt class into a Python enum when the class is first used,
through the standard library's functional API (`IntEnum("AlignmentFlag", [(name, value),
...])`). On CPython 3.11 that costs ~45 µs an enum and 9-13 µs a member: the game's first
frame needs 217 enums with 3,403 members (the `Qt` namespace alone has 93 enums), which
measured 46-80 ms of a launch under xcb. It was the largest cost the game added to a bare
PySide6 window (47 enums, 1,067 members). Built here: ~19 µs an enum and ~2 µs a member,
13-21 ms for the same 217 enums.

Most of that is generic machinery that gives the same answer for every one of those enums:
`EnumType.__new__` works out the same mix-ins, `__new__`, repr and Flag operators from the
same base each time, and each member passes through a `_proto_member` that removes itself
from the class, scans every base for a descriptor of its name and re-adds itself through
`EnumType.__setattr__`. This module builds those classes the way `EnumType.__new__` would,
with what does not depend on the enum worked out once per base:

- the class body is copied from an empty enum of the same base, made once the standard way;
- members are made and added exactly as `_proto_member.__set_name__` makes them, skipping
  only the checks that cannot apply (no member name is shadowed by a base, none is private,
  the values are plain ints, no name is repeated).

Anything else (other bases, other values, names that need the standard path's special
cases, errors) goes the standard way, unchanged. The result is checked, enum by enum over
every enum of QtCore, QtGui and QtWidgets and over the edge cases, against the standard
library's own: the same class dictionary in the same order, the same members with the same
attributes (tests/startup/test_fast_enums.py).

It mirrors CPython 3.11's enum module, so it is used on 3.11 only, and only when a few probe
enums built both ways at install (~2 ms with the templates) have the same `anatomy`;
otherwise `install()` changes nothing and enums are built the standard way.
"""

from __future__ import annotations

import enum
import functools
import re
import sys
import types
import weakref
from typing import Any

_MARK = "_spiderette_fast_enums"
#: The one Python whose enum internals this mirrors (Lib/enum.py of 3.11).
PYTHON = (3, 11)

_ENUM_TYPE: Any = enum.EnumType  # _create_ is not in typeshed
_standard_create = _ENUM_TYPE._create_
#: The bases Shiboken builds its enums on (and the only ones taken here).
_KINDS = (enum.Enum, enum.IntEnum, enum.Flag, enum.IntFlag)
#: What EnumType.__new__ adds after type.__new__ (set again after the members, as it does).
_SET_AFTER = ("__format__", "__str__", "__repr__", "__reduce_ex__",
              "__or__", "__and__", "__xor__", "__ror__", "__rand__", "__rxor__",
              "__invert__", "__new__")


class _Template:
    """What an empty enum of one base (and boundary) holds: its class body, split where
    EnumType.__new__ splits it, and the names its bases define (a member of such a name
    needs a redirect: those enums take the standard path)."""

    def __init__(self, base: type, boundary: Any) -> None:
        metacls: Any = type(base)
        classdict = metacls.__prepare__("Template", (base,))
        classdict["__module__"] = __name__
        empty = metacls.__new__(metacls, "Template", (base,), classdict, boundary=boundary)
        items = [(key, value) for key, value in empty.__dict__.items()
                 if key not in ("__dict__", "__weakref__")]
        split = next(i for i, (key, _) in enumerate(items) if key == "__doc__") + 1
        self.body = items[:split]
        self.after = items[split:]
        unknown = {key for key, _ in self.after} - set(_SET_AFTER)
        if unknown:  # an enum module unlike 3.11's: do not guess
            raise RuntimeError(f"unexpected enum attributes {sorted(unknown)}")
        self.taken = set()
        for klass in empty.__mro__[1:]:
            self.taken.update(klass.__dict__)
        self.is_flag = issubclass(empty, enum.Flag)
        self.new_member = empty._new_member_
        self.use_args = empty._use_args_
        self.member_type = empty._member_type_
        self.plain_init = empty.__init__ is enum.Enum.__init__
        self.metacls = metacls
        self.base = base


_templates: dict[tuple[type, Any], _Template | None] = {}
#: The classes built here (for the tests; a weak reference leaves the class as it is).
built: weakref.WeakSet[type] = weakref.WeakSet()


def _template(base: type, boundary: Any) -> _Template | None:
    """The template of a base, made once; None (the standard path) if it cannot be made."""
    key = (base, boundary)
    if key not in _templates:
        try:
            _templates[key] = _Template(base, boundary)
        except Exception:  # noqa: BLE001 - never worse than the standard path
            _templates[key] = None
    return _templates[key]


def _simple_members(names: object) -> bool:
    """A list of (name, int) pairs whose names are public and distinct."""
    if not isinstance(names, list):
        return False
    seen = set()
    for item in names:
        if item.__class__ is not tuple or len(item) != 2:
            return False
        name, value = item
        if name.__class__ is not str or value.__class__ is not int:
            return False
        if not name or name[0] == "_" or name == "mro" or name in seen:
            return False
        seen.add(name)
    return True


def _build(template: _Template, class_name: str, module: str, qualname: str | None,
           names: list[tuple[str, int]]) -> type:
    """What EnumType.__new__ makes of template's base with these members (in 3.11)."""
    body: dict[str, Any] = dict(template.body)
    body["__module__"] = module
    if qualname is not None:
        body["__qualname__"] = qualname  # type.__new__ takes it out of the dictionary
    member_names: list[str] = []
    member_map: dict[str, Any] = {}
    value_map: dict[int, Any] = {}
    body["_member_names_"] = member_names
    body["_member_map_"] = member_map
    body["_value2member_map_"] = value_map
    body["_unhashable_values_"] = []
    enum_class: Any = type.__new__(template.metacls, class_name, (template.base,), body)
    new_member, use_args = template.new_member, template.use_args
    member_type, is_flag = template.member_type, template.is_flag
    set_attr = type.__setattr__  # EnumType.__setattr__ only refuses names already members
    flag_mask = singles_mask = 0
    for name, value in names:
        # _proto_member.__set_name__, step by step
        member = new_member(enum_class, value) if use_args else new_member(enum_class)
        if not hasattr(member, "_value_"):
            member._value_ = value if member_type is object else member_type(value)
        value = member._value_
        member._name_ = name
        member.__objclass__ = enum_class
        if not template.plain_init:  # Enum.__init__ does nothing
            member.__init__(value)
        member._sort_order_ = len(member_names)
        single = value != 0 and value & (value - 1) == 0  # enum._is_single_bit
        if is_flag:
            flag_mask |= value
            if single:
                singles_mask |= value
        canonical = value_map.get(value)
        if canonical is None:
            if not is_flag or single:
                member_names.append(name)
        else:
            member = canonical  # an alias names the first member of its value
        set_attr(enum_class, name, member)
        member_map[name] = member
        value_map.setdefault(value, member)
    for key, value in template.after:  # repr and friends, Flag's operators, __new__
        set_attr(enum_class, key, value)
    if is_flag:
        set_attr(enum_class, "_flag_mask_", flag_mask)
        set_attr(enum_class, "_singles_mask_", singles_mask)
        set_attr(enum_class, "_all_bits_", 2 ** flag_mask.bit_length() - 1)
        member_list = [m._value_ for m in enum_class]
        if member_list != sorted(member_list):
            set_attr(enum_class, "_iter_member_", enum_class._iter_member_by_def_)
    built.add(enum_class)
    return enum_class


def _create(cls: Any, class_name: str, names: Any, *, module: str | None = None,
            qualname: str | None = None, type: Any = None,  # noqa: A002 - _create_'s names
            start: int = 1, boundary: Any = None) -> Any:
    """EnumType._create_ of 3.11, line for line, but for its last step: a class of plain
    public int members on one of Shiboken's bases is built by _build."""
    metacls = cls.__class__
    bases = (cls, ) if type is None else (type, cls)
    _, first_enum = cls._get_mixins_(class_name, bases)
    if isinstance(names, str):
        names = names.replace(",", " ").split()
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        original_names, names = names, []
        last_values: list[Any] = []
        for count, name in enumerate(original_names):
            value = first_enum._generate_next_value_(name, start, count, last_values[:])
            last_values.append(value)
            names.append((name, value))
    if names is None:
        names = ()
    if module is None:
        # The standard one's guess at the calling module (the frame depth is the same here).
        try:
            module = sys._getframe(2).f_globals["__name__"]
        except (AttributeError, ValueError, KeyError):
            pass
    if type is None and cls in _KINDS and module is not None and _simple_members(names):
        template = _template(cls, boundary)
        if template is not None and template.taken.isdisjoint(name for name, _ in names):
            return _build(template, class_name, module, qualname, names)
    classdict = metacls.__prepare__(class_name, bases)
    for item in names:
        if isinstance(item, str):
            member_name, member_value = item, names[item]
        else:
            member_name, member_value = item
        classdict[member_name] = member_value
    if module is None:
        enum._make_class_unpicklable(classdict)  # type: ignore[attr-defined]
    else:
        classdict["__module__"] = module
    if qualname is not None:
        classdict["__qualname__"] = qualname
    return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)


#: Small enums with the cases that matter (aliases, zero, multi-bit and negative values),
#: built both ways when installing.
_PROBES: tuple[tuple[type, list[tuple[str, int]]], ...] = (
    (enum.IntFlag, [("A", 1), ("B", 2), ("AB", 3), ("Zero", 0), ("Again", 1), ("Low", -2)]),
    (enum.Flag, [("A", 16), ("B", 1), ("AB", 17)]),
    (enum.IntEnum, [("X", 5), ("Y", 5), ("W", -1)]),
    (enum.Enum, [("P", 0), ("Q", 2)]),
)


def anatomy(cls: Any) -> dict[str, Any]:
    """Everything an enum class is made of, as plain data (JSON-ready), to compare two builds
    of one enum: the metaclass, bases and names; the class dictionary in its order (members
    by name, functions by their qualified name, bound methods by function and owner); every
    member's own dictionary in its order; the iteration order. Two classes with equal
    anatomies behave alike: a class's behaviour is its type, its bases and its dictionary.

    What a Flag learns by being used is left out: the combinations it was asked for (A | B,
    in _value2member_map_) and a member's inverse (~A, its _inverted_). The install probes
    use this, and tests/startup/test_fast_enums.py compares every PySide6 enum with it."""
    members = cls._member_map_

    def value(item: Any) -> Any:
        if isinstance(item, enum.Enum):
            return ["member", type(item) is cls, item._name_]
        if isinstance(item, dict):
            return ["dict", [[value(k), value(v)] for k, v in item.items()]]
        if isinstance(item, list):
            return ["list", [value(v) for v in item]]
        if item is None or isinstance(item, (bool, int, str)):
            return [type(item).__name__, item]
        if isinstance(item, types.MethodType):
            return ["method", _qualified(item.__func__), item.__self__ is cls]
        if isinstance(item, functools.partial):  # Shiboken's _missing_
            return ["partial", _qualified(item.func),
                    [["class", a is cls] if isinstance(a, type) else value(a) for a in item.args],
                    sorted(item.keywords)]
        return ["object", _qualified(item)]

    def declared(key: str, item: Any) -> Any:
        if key == "_value2member_map_":  # without the combinations asked for
            return {v: m for v, m in item.items() if members.get(m._name_) is m}
        return item

    return {
        "metaclass": _qualified(type(cls)),
        "bases": [_qualified(base) for base in cls.__bases__],
        "name": [cls.__module__, cls.__qualname__, cls.__name__],
        "dict": [[key, value(declared(key, item))] for key, item in cls.__dict__.items()],
        "members": [[name, value(member),
                     [[key, item is cls if key == "__objclass__" else value(item)]
                      for key, item in vars(member).items() if key != "_inverted_"]]
                    for name, member in members.items()],
        "iteration": [member._name_ for member in cls],
    }


def _qualified(item: Any) -> str:
    module = getattr(item, "__module__", None) or getattr(
        getattr(item, "__objclass__", None), "__module__", "?")
    name = getattr(item, "__qualname__", None)
    if name is None:  # a repr: without the address, which differs from process to process
        name = re.sub(r" at 0x[0-9a-f]+", "", repr(item))
    return f"{type(item).__name__} {module}.{name}"


#: What _agrees() found (asked once a process).
_agreement: bool | None = None


def _agrees() -> bool:
    """The probes built both ways come out the same: this Python's enum module makes its
    members as the one mirrored here does (a 3.11 patch release could differ)."""
    global _agreement
    if _agreement is None:
        _agreement = _probes_agree()
    return _agreement


def _probes_agree() -> bool:
    try:
        for kind, names in _PROBES:
            fast = _create(kind, "Probe", list(names), module=__name__, boundary=enum.KEEP)
            if fast not in built:
                return False
            standard = _standard_create(kind, "Probe", list(names), module=__name__,
                                        boundary=enum.KEEP)
            if anatomy(fast) != anatomy(standard):
                return False
    except Exception:  # noqa: BLE001 - whatever went wrong, the standard path stays
        return False
    return True


def install() -> bool:
    """Build enums this way from now on; True if installed (CPython 3.11 only, and only if
    the probes agree)."""
    if sys.version_info[:2] != PYTHON or sys.implementation.name != "cpython":
        return False
    if getattr(_ENUM_TYPE._create_, _MARK, False):
        return True
    if not _agrees():
        return False
    setattr(_create, _MARK, True)
    _ENUM_TYPE._create_ = _create
    return True


def uninstall() -> None:
    """The standard way again (tests)."""
    _ENUM_TYPE._create_ = _standard_create
