"""PyInstaller runtime hook: what must be in place before PySide6 is first imported.

PyInstaller's own PySide6 hook (pyi_rth_pyside6) imports PySide6.QtCore before our code
runs. Custom runtime hooks run before PyInstaller's, so this one does what app.main does
first in a source launch:

- fast_enums: QtCore's import makes its first enums (QLocale's 26, ~930 members, ~17 ms
  the standard way);
- the compile cache: QtCore's import compiles shiboken's support sources and regexes (~40 ms
  of CPU) unless the cache is answering. app.main takes it over
  (pyside_compile_cache.take_early) and stops it after the first frame.

In the solver's child processes (the same executable again) both are as harmless as they
are quick. Each is optional: without it the game only starts a little slower.
"""

try:
    from spiderette_qt import fast_enums

    fast_enums.install()
except Exception:  # noqa: BLE001 - the standard enums, a little slower
    pass

try:
    from spiderette_qt import pyside_compile_cache

    pyside_compile_cache.start_early()
except Exception:  # noqa: BLE001 - without the cache the game only starts a little slower
    pass
