"""Start-up patches: the four places where the game replaces another project's private
internals, only to show its window sooner. Each is optional (without it the game starts a
little slower, nothing else), and all of them live here so that they are found, switched
off and one day deleted together (docs/ARCHITECTURE.md, "Start-up patches", says which
upstream fix each waits for):

- fast_enums: the standard library's enum builder (`EnumType._create_`, CPython 3.11 only),
  for PySide6's ~3,400 enum members of the first frame;
- pyside_compile_cache: `compile`, `re` and dataclasses' `exec` answered from a cache from
  before PySide6's import until the first frame;
- pyside_speedup: shiboken's `shibokensupport.feature._mod_uses_pyside`;
- mp_child: PyInstaller's multiprocessing runtime hook (left out of the bundle), done by the
  bundle's launcher in the processes that are multiprocessing's children only.

`SPIDERETTE_NO_STARTUP_PATCHES=1` turns them all off, to tell whether a bug is ours: the
game then runs on the standard library's, PySide6's and PyInstaller's own code. mp_child
cannot simply vanish from a bundle that leaves PyInstaller's hook out: off, it does what
that hook does, in every process (multiprocessing imported first, the game's start included).

This module imports only `os` and `collections.abc` (the bundle's runtime hook imports it
before PySide6); each patch is imported when it is installed.
"""

from __future__ import annotations

import os
from collections.abc import Mapping

#: Set to 1 (anything but "", 0, no, false): no start-up patch at all.
DISABLE_ENV = "SPIDERETTE_NO_STARTUP_PATCHES"


def enabled(environ: Mapping[str, str] | None = None) -> bool:
    """False when SPIDERETTE_NO_STARTUP_PATCHES turns the patches off."""
    value = (os.environ if environ is None else environ).get(DISABLE_ENV, "")
    return value.strip().lower() in ("", "0", "no", "false")


class Installed:
    """What is in place after install_all() (a plain class: dataclasses would import
    inspect and compile regexes before the compile cache is running)."""

    __slots__ = ("compile_cache", "fast_enums", "pyside_speedup")

    def __init__(self, *, fast_enums: bool = False, pyside_speedup: bool = False,
                 compile_cache: bool = False) -> None:
        self.fast_enums = fast_enums
        self.pyside_speedup = pyside_speedup
        self.compile_cache = compile_cache

    def __repr__(self) -> str:
        return (f"Installed(fast_enums={self.fast_enums}, pyside_speedup={self.pyside_speedup},"
                f" compile_cache={self.compile_cache})")


def install_all(*, compile_cache: bool = False) -> Installed:
    """Install the start-up patches this process takes, in the order they need; call it
    before PySide6 is first imported (app.main, the bundle's runtime hook, the self-test,
    tests/conftest.py). A second call changes nothing. Nothing at all when
    SPIDERETTE_NO_STARTUP_PATCHES is set.

    compile_cache: also start the compile cache, for app.main to take over
    (`pyside_compile_cache.take_early()`) and stop after the first frame; only before
    PySide6's import, when it has something to answer. fast_enums comes before PySide6's
    first enums; shiboken6 is imported here (PySide6 would import it first anyway) to put
    pyside_speedup in place before the next module is imported. mp_child is not installed:
    the bundle's launcher calls it first of all (packaging/launcher.py).
    """
    if not enabled():
        return Installed()
    import sys

    cache = False
    if compile_cache and "shiboken6" not in sys.modules:
        from spiderette_qt.startup import pyside_compile_cache

        pyside_compile_cache.start_early()
        cache = True
    from spiderette_qt.startup import fast_enums

    enums = fast_enums.install()
    import shiboken6  # noqa: F401 - loads PySide's import hook, which pyside_speedup speeds up

    from spiderette_qt.startup import pyside_speedup

    pyside_speedup.install()
    return Installed(fast_enums=enums, pyside_speedup=pyside_speedup.installed(),
                     compile_cache=cache)


__all__ = ["DISABLE_ENV", "Installed", "enabled", "install_all"]
