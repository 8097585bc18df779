"""PySide's support code compiled once: the cache answers only for the same source."""

from __future__ import annotations

import builtins
import subprocess
import sys
from pathlib import Path

import pytest

from spiderette_qt.startup import pyside_compile_cache as cache

SOURCE = b"ANSWER = 42\n"
NAME = "shibokensupport/answer.py"


def _run(code: str, env_dir: Path) -> str:
    env = {"PATH": "/usr/bin:/bin", "HOME": str(env_dir), "XDG_CACHE_HOME": str(env_dir)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=120, check=True)
    return done.stdout


def test_same_source_gets_the_stored_code_and_others_are_compiled(tmp_path: Path) -> None:
    place = tmp_path / "c.marshal"
    with cache.compiled_once([place]):
        first = compile(SOURCE, NAME, "exec")
    assert builtins.compile is not None and cache.load(place)[NAME][1] == first
    with cache.compiled_once([place]):
        again = compile(SOURCE, NAME, "exec")
        changed = compile(b"ANSWER = 43\n", NAME, "exec")
        other = compile(SOURCE, "mine.py", "exec")  # not PySide's: never from the cache
    assert again is not first and again == first  # unmarshalled, equal code
    namespace: dict[str, object] = {}
    exec(changed, namespace)  # noqa: S102 - our own test source
    assert namespace["ANSWER"] == 43
    assert other.co_filename == "mine.py"
    assert NAME in cache.load(place)
    assert cache.load(place)[NAME][0] == b"ANSWER = 43\n"  # the newer source is remembered


def test_the_real_compile_is_back_after_the_block(tmp_path: Path) -> None:
    original = builtins.compile
    with cache.compiled_once([tmp_path / "c.marshal"]):
        assert builtins.compile is not original
    assert builtins.compile is original


def test_a_damaged_or_foreign_cache_file_is_ignored(tmp_path: Path) -> None:
    place = tmp_path / "c.marshal"
    place.write_bytes(b"\x00garbage")
    assert cache.load(place) == {}
    import marshal

    place.write_bytes(marshal.dumps(("0 another python", {NAME: (SOURCE, None)})))
    assert cache.load(place) == {}
    with cache.compiled_once([place]):
        code = compile(SOURCE, NAME, "exec")
    assert code.co_filename == NAME
    assert cache.load(place)[NAME][0] == SOURCE  # rewritten for this Python


def test_pyside_imports_alike_with_a_cold_and_a_warm_cache(tmp_path: Path) -> None:
    # In a fresh interpreter (PySide6 is imported only once per process): the second import
    # takes every support module from the cache and PySide still works (a signature).
    place = tmp_path / "c.marshal"
    code = (
        "import sys, builtins\n"
        "from pathlib import Path\n"
        "from spiderette_qt.startup import pyside_compile_cache as c\n"
        "real = builtins.compile\n"
        f"with c.compiled_once([Path({str(place)!r})]):\n"
        "    import PySide6.QtWidgets\n"
        "assert builtins.compile is real\n"
        "from PySide6.QtCore import QSize\n"
        "try:\n"
        "    QSize('x')\n"  # the message comes from the support code's signature parser
        "except TypeError as e:\n"
        "    told = 'QSize.__init__(w: int, h: int' in str(e)\n"
        "print(len(c.load(Path(%r))), told)\n" % str(place)
    )
    cold = _run(code, tmp_path).split()
    warm = _run(code, tmp_path).split()
    assert int(cold[0]) >= 10 and cold[1] == "True"
    assert warm == cold


def test_a_regex_from_the_cache_equals_a_freshly_compiled_one(tmp_path: Path) -> None:
    import re

    place = tmp_path / "c.marshal"
    patterns = [(r"(?P<name>\w+)\s*=\s*(?P<value>[^,]+)", 0), (r"[a-z]+\Z", int(re.IGNORECASE)),
                (rb"\x00(..)", 0), (r"(?x) a  b # comment", 0)]
    with cache.compiled_once([place]):
        first = [re._compiler.compile(p, f) for p, f in patterns]  # type: ignore[attr-defined]
    stored = cache.load(place)
    assert all(("re", p, f) in stored for p, f in patterns)
    with cache.compiled_once([place]):
        again = [re._compiler.compile(p, f) for p, f in patterns]  # type: ignore[attr-defined]
    fresh = [re._compiler.compile(p, f) for p, f in patterns]  # type: ignore[attr-defined]
    assert again == fresh == first  # Pattern equality: pattern, flags and opcodes
    assert again[0].groupindex == fresh[0].groupindex
    assert again[0].match("answer = 42").group("value") == "42"


def test_every_regex_pyside_compiles_comes_back_the_same(tmp_path: Path) -> None:
    # The cache of a real PySide6 import: each stored regex, rebuilt, equals re's own.
    place = tmp_path / "c.marshal"
    code = (
        "import re, _sre\n"
        "from pathlib import Path\n"
        "from spiderette_qt.startup import pyside_compile_cache as c\n"
        f"place = Path({str(place)!r})\n"
        "with c.compiled_once([place]):\n"
        "    import PySide6.QtWidgets\n"
        "regexes = [(k, v) for k, v in c.load(place).items() if isinstance(k, tuple)]\n"
        "same = all(_sre.compile(k[1], *v) == re._compiler.compile(k[1], k[2])\n"
        "           for k, v in regexes)\n"
        "print(len(regexes), same)\n"
    )
    count, same = _run(code, tmp_path).split()
    assert int(count) >= 10 and same == "True"


def test_a_regex_that_does_not_rebuild_re_s_own_is_not_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import re

    real = cache._regex_args

    def wrong(pattern: object, flags: int) -> tuple[object, ...]:
        arguments = real(pattern, flags)
        return (arguments[0], [*arguments[1][:-2], 1, 1], *arguments[2:])  # other opcodes

    monkeypatch.setattr(cache, "_regex_args", wrong)
    place = tmp_path / "c.marshal"
    with cache.compiled_once([place]):
        compiled = re._compiler.compile(r"ab+c", 0)  # type: ignore[attr-defined]
    assert compiled.match("abbbc") is not None  # re's own answer all the same
    assert ("re", r"ab+c", 0) not in cache.load(place)


def test_a_frozen_bundle_reads_its_shipped_cache_and_writes_only_to_the_user_s_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user"))
    monkeypatch.delenv(cache.BUILD_ENV, raising=False)
    assert cache.cache_files()[0].parent.name == "__pycache__"
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    user = tmp_path / "user" / "Spiderette" / cache.shipped_name()  # the app's cache folder
    shipped = tmp_path / "bundle" / cache.SHIPPED_FOLDER / cache.shipped_name()
    monkeypatch.setattr(cache, "_shipped_place", lambda: shipped)
    assert cache.cache_files() == [user, shipped]
    # The bundle's copy as its build wrote it, one entry short of what this launch meets.
    cache.save(shipped, {NAME: (SOURCE, builtins.compile(SOURCE, NAME, "exec"))})
    before = shipped.read_bytes()
    with cache.compiled_once():
        builtins.compile(SOURCE, NAME, "exec")  # from the shipped cache
        builtins.compile("y = 2\n", "shibokensupport/other.py", "exec")  # new
    assert shipped.read_bytes() == before  # never written: it may be read-only
    assert set(cache.load(user)) == {NAME, "shibokensupport/other.py"}
    assert cache.CompileCache().places[0] == user  # and read first from now on


def test_the_bundle_build_writes_the_one_file_it_names(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # packaging/build.py launches the new bundle with this set: it writes into the bundle.
    target = tmp_path / "bundle" / cache.SHIPPED_FOLDER / cache.shipped_name()
    monkeypatch.setenv(cache.BUILD_ENV, str(target))
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(cache, "_shipped_place", lambda: target)
    assert cache.cache_files() == [target]
    with cache.compiled_once():
        builtins.compile(SOURCE, NAME, "exec")
    assert NAME in cache.load(target)


def test_the_cache_a_runtime_hook_started_is_handed_to_the_app_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from spiderette_qt import startup

    monkeypatch.setenv(cache.BUILD_ENV, str(tmp_path / "c.marshal"))
    real = builtins.compile
    cache.start_early()
    early = None
    try:
        assert builtins.compile is not real  # answering before PySide6 is imported
        # app.main's install_all starts no second one once PySide6 is loaded...
        assert startup.install_all(compile_cache=True).compile_cache is False
        early = cache.take_early()  # ...and takes over the hook's
        assert early is not None and cache.take_early() is None
    finally:
        (early or cache.take_early() or cache.CompileCache([])).stop()
    assert builtins.compile is real


def _make_point_class() -> type:
    import dataclasses

    @dataclasses.dataclass(frozen=True, order=True)
    class Point:
        x: int
        y: int = 0
        tags: list[str] = dataclasses.field(default_factory=list)

    return Point


def test_dataclass_methods_come_from_the_cache_and_behave_alike(tmp_path: Path) -> None:
    import dataclasses
    import inspect

    place = tmp_path / "c.marshal"
    plain = _make_point_class()
    with cache.compiled_once([place]):
        first = _make_point_class()
    assert "exec" not in vars(dataclasses)  # builtins' exec is dataclasses' own again
    stored = [k for k in cache.load(place) if isinstance(k, tuple) and k[0] == "exec"]
    assert len(stored) >= 3  # __init__, __repr__, __eq__, the order methods, ...
    with cache.compiled_once([place]):
        again = _make_point_class()
    for made in (first, again):
        point = made(1, 2)
        assert repr(point) == repr(plain(1, 2))
        assert point == made(1, 2) and point < made(1, 3) and point.tags == []
        assert str(inspect.signature(made)) == str(inspect.signature(plain))
        # No __future__ annotations leak in from the cache's own module: real objects.
        assert made.__init__.__annotations__ == plain.__init__.__annotations__
        try:
            point.x = 5  # type: ignore[misc]
        except dataclasses.FrozenInstanceError:
            pass
        else:
            raise AssertionError("frozen lost")


def test_the_session_puts_every_function_back(tmp_path: Path) -> None:
    import dataclasses
    import re

    real = (builtins.compile, re._compiler.compile)  # type: ignore[attr-defined]
    session = cache.CompileCache([tmp_path / "c.marshal"])
    session.start()
    assert builtins.compile is not real[0] and "exec" in vars(dataclasses)
    session.stop()
    session.stop()  # twice is harmless
    assert (builtins.compile, re._compiler.compile) == real  # type: ignore[attr-defined]
    assert "exec" not in vars(dataclasses)


def test_a_launch_that_learned_nothing_new_leaves_the_file_alone(tmp_path: Path) -> None:
    place = tmp_path / "c.marshal"
    with cache.compiled_once([place]):
        compile(SOURCE, NAME, "exec")
        compile(b"B = 1\n", "shibokensupport/b.py", "exec")
    written = place.stat().st_mtime_ns
    with cache.compiled_once([place]):
        compile(SOURCE, NAME, "exec")  # a subset, all known: no write, "b" is kept
    assert place.stat().st_mtime_ns == written
    assert "shibokensupport/b.py" in cache.load(place)
