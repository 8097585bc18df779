"""PyInstaller runtime hook: what must be in place before PySide6 is first imported.

PyInstaller's own PySide6 hook (pyi_rth_pyside6) imports PySide6.QtCore before our code
runs. Custom runtime hooks run before PyInstaller's, so this one does what app.main does
first in a source launch, spiderette_qt.startup.install_all() (a no-op under
SPIDERETTE_NO_STARTUP_PATCHES=1):

- fast_enums: QtCore's import makes its first enums (QLocale's 26, ~930 members, ~17 ms
  the standard way);
- the compile cache: QtCore's import compiles shiboken's support sources and regexes (~40 ms
  of CPU) unless the cache is answering. app.main takes it over
  (startup.pyside_compile_cache.take_early) and stops it after the first frame;
- pyside_speedup: from shiboken6's import on, every module imported is asked whether it
  uses PySide6 (~0.3 ms a module in the bundle the standard way).

In the solver's child processes (the same executable again) they are as harmless as they
are quick. Each is optional: without it the game only starts a little slower.
"""

try:
    from spiderette_qt import startup

    startup.install_all(compile_cache=True)
except Exception:  # noqa: BLE001 - the standard way, a little slower
    pass
