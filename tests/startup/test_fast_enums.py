"""fast_enums builds exactly the enum classes the standard library builds, only sooner.

conftest.py installs it before PySide6 is first imported, so every other test runs on the
enums it built; here each build is compared with the standard one, as whole anatomies
(tests/startup/enum_anatomy.py): over every enum of QtCore, QtGui and QtWidgets (built by Shiboken
in this process, and built by a process that never installed fast_enums), and over the
cases that must take, or fall back to, the standard path.
"""

from __future__ import annotations

import enum
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from spiderette_qt import startup
from spiderette_qt.startup import fast_enums
from tests.startup.enum_anatomy import anatomy, pyside_enums

ON_ITS_PYTHON = sys.version_info[:2] == fast_enums.PYTHON
needs_its_python = pytest.mark.skipif(not ON_ITS_PYTHON,
                                      reason="fast_enums mirrors CPython 3.11's enum module")

#: For the tests that look at what conftest's install_all() did to this process.
installed_here = pytest.mark.skipif(not startup.enabled(),
                                    reason=f"start-up patches off ({startup.DISABLE_ENV})")

ROOT = Path(__file__).resolve().parents[2]


def _both(kind: type, names: object, **options: object) -> tuple[type, type]:
    """The same functional-API call, with fast_enums installed and without."""
    assert fast_enums.install()
    try:
        fast = kind("Sample", names, **options)
    finally:
        fast_enums.uninstall()
    try:
        standard = kind("Sample", names, **options)
    finally:
        assert fast_enums.install()
    return fast, standard


def _items(cls: type) -> list[tuple[str, object]]:
    return [(name, member._value_) for name, member in cls._member_map_.items()]


def _kind(cls: type) -> type:
    return next(base for base in (enum.IntFlag, enum.Flag, enum.IntEnum, enum.Enum)
                if base in cls.__bases__)


@needs_its_python
@installed_here
def test_the_app_and_the_tests_run_on_it() -> None:
    from PySide6.QtCore import Qt

    assert getattr(enum.EnumType._create_, "_spiderette_fast_enums", False)
    assert Qt.AlignmentFlag in fast_enums.built
    assert Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop == 0x21


@needs_its_python
@installed_here
def test_every_pyside_enum_is_what_the_standard_library_builds() -> None:
    """Shiboken's enums as built here, against the same enums in a process without us."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    done = subprocess.run([sys.executable, "-m", "tests.startup.enum_anatomy"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    standard = json.loads(done.stdout)
    ours = {f"{e.__module__}.{e.__qualname__}": anatomy(e) for e in pyside_enums()}
    assert len(ours) > 600  # the walk found them all, not a few
    assert set(ours) == set(standard)
    assert sum(e in fast_enums.built for e in pyside_enums()) > 600  # and we built them
    differing = {name: [[part, ours[name][part], standard[name][part]] for part in ours[name]
                        if json.loads(json.dumps(ours[name][part])) != standard[name][part]]
                 for name in ours if json.loads(json.dumps(ours[name])) != standard[name]}
    assert differing == {}


@needs_its_python
def test_rebuilding_each_pyside_enum_both_ways_gives_the_same_class() -> None:
    for cls in pyside_enums():
        options = {"module": cls.__module__, "qualname": cls.__qualname__,
                   "boundary": enum.KEEP}
        fast, standard = _both(_kind(cls), _items(cls), **options)
        assert anatomy(fast) == anatomy(standard), cls
        assert fast in fast_enums.built


@pytest.mark.parametrize(("kind", "names"), [
    (enum.IntEnum, [("A", 1), ("B", 2), ("C", 1)]),           # an alias
    (enum.Enum, [("A", 3), ("B", -7), ("C", 0)]),
    (enum.Flag, [("Zero", 0), ("A", 1), ("B", 2), ("AB", 3), ("D", 8)]),  # multi-bit, zero
    (enum.IntFlag, [("High", 1 << 40), ("Low", 1), ("Mask", -2), ("Again", 1)]),
    (enum.IntFlag, []),
    (enum.IntEnum, "A B C"),                                  # names only: values counted
    (enum.Flag, ["A", "B", "C"]),
])
@needs_its_python
def test_the_fast_cases_match(kind: type, names: object) -> None:
    fast, standard = _both(kind, names, module=__name__, boundary=enum.KEEP)
    assert fast in fast_enums.built
    assert anatomy(fast) == anatomy(standard)
    for member in standard:
        assert fast(member._value_).name == member.name
        assert (repr(fast[member.name]).replace("Sample", "?")
                == repr(member).replace("Sample", "?"))
    if issubclass(kind, enum.Flag) and len(standard) > 1:
        a, b = list(standard)[:2]
        fa, fb = fast[a.name], fast[b.name]
        assert (fa | fb)._value_ == (a | b)._value_
        assert (~fa)._value_ == (~a)._value_
        assert str(fa | fb).replace("Sample", "?") == str(a | b).replace("Sample", "?")


@pytest.mark.parametrize(("kind", "names", "options"), [
    (enum.IntEnum, [("name", 1), ("B", 2)], {}),    # shadows Enum.name: a redirect
    (enum.IntEnum, (("A", 1), ("B", 2)), {}),       # a tuple, not a list
    (enum.Enum, [("A", "x"), ("B", (1, 2))], {}),   # values that are not ints
    (enum.Enum, [("A", True)], {}),                 # bool is not int here
    (enum.IntEnum, {"A": 1, "B": 2}, {}),           # a mapping
    (enum.Enum, [("A", 1)], {"type": int}),         # a mix-in
    (enum.IntEnum, [("_A", 1), ("B", 2)], {}),      # an underscore (a member all the same)
])
@needs_its_python
def test_the_other_cases_take_the_standard_path(kind: type, names: object,
                                                 options: dict[str, object]) -> None:
    fast, standard = _both(kind, names, module=__name__, **options)
    assert fast not in fast_enums.built
    assert anatomy(fast) == anatomy(standard)


@pytest.mark.parametrize("names", [
    [("A", 1), ("A", 2)],   # a name twice
    [("_A_", 1)],           # a sunder name
    [("mro", 1)],
    [("", 1)],
])
@needs_its_python
def test_bad_names_fail_as_they_do_in_the_standard_path(names: list[tuple[str, int]]) -> None:
    errors = []
    for fast in (True, False):
        if not fast:
            fast_enums.uninstall()
        try:
            with pytest.raises((TypeError, ValueError)) as caught:
                enum.IntEnum("Sample", names, module=__name__)
            errors.append((type(caught.value), str(caught.value)))
        finally:
            fast_enums.install()
    assert errors[0] == errors[1]


def _made_here() -> tuple[type, type]:
    # No module given: both paths take the calling module from the same frame.
    return _both(enum.IntEnum, [("A", 1)])


@needs_its_python
def test_the_module_is_guessed_from_the_same_caller() -> None:
    fast, standard = _made_here()
    assert fast.__module__ == standard.__module__ == __name__
    assert anatomy(fast) == anatomy(standard)


# Pickling needs the class where its module and qualified name say it is.
Pickled = enum.IntFlag("Pickled", [("A", 1), ("B", 2)], module=__name__, qualname="Pickled")



@needs_its_python
@installed_here
def test_members_pickle_and_compare_as_ints() -> None:
    assert Pickled in fast_enums.built
    both = Pickled.A | Pickled.B
    assert pickle.loads(pickle.dumps(both)) is both
    assert pickle.loads(pickle.dumps(Pickled.A)) is Pickled.A
    assert Pickled.A == 1 and Pickled(3) is both and Pickled["B"] is Pickled.B


def test_another_python_keeps_the_standard_enums(monkeypatch: pytest.MonkeyPatch) -> None:
    fast_enums.uninstall()
    try:
        monkeypatch.setattr(fast_enums, "PYTHON", (3, 99))
        assert fast_enums.install() is False
        assert enum.EnumType._create_ is fast_enums._standard_create
    finally:
        monkeypatch.undo()
        assert fast_enums.install() is ON_ITS_PYTHON


@needs_its_python
def test_an_enum_module_unlike_the_one_mirrored_gets_the_standard_path(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # An empty enum holding something 3.11's does not: no template, so no fast build.
    monkeypatch.setattr(fast_enums, "_SET_AFTER", ())
    monkeypatch.setattr(fast_enums, "_templates", {})
    made = enum.IntFlag("Sample", [("A", 1), ("B", 2)], module=__name__)
    assert made not in fast_enums.built
    assert made.A | made.B == 3
    assert fast_enums._templates == {(enum.IntFlag, None): None}


@needs_its_python
def test_a_python_whose_members_come_out_otherwise_keeps_the_standard_enums(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # As if a patch release made members another way: the probes disagree, nothing changes.
    real_build = fast_enums._build

    def other_build(*args: object) -> type:
        made = real_build(*args)  # type: ignore[arg-type]
        for member in made._member_map_.values():  # type: ignore[attr-defined]
            member._sort_order_ += 1
        return made

    fast_enums.uninstall()
    try:
        monkeypatch.setattr(fast_enums, "_build", other_build)
        monkeypatch.setattr(fast_enums, "_agreement", None)  # asked again
        assert fast_enums.install() is False
        assert enum.EnumType._create_ is fast_enums._standard_create
        monkeypatch.undo()
        assert fast_enums._probes_agree()
    finally:
        monkeypatch.undo()
        assert fast_enums.install()
