"""PyInstaller runtime hook: start the game's compile cache before PySide6 is imported.

PyInstaller's own PySide6 hook (pyi_rth_pyside6) imports PySide6.QtCore before our code
runs, which compiles shiboken's support sources and regexes at every launch (~40 ms of CPU)
unless the cache is already answering. Custom runtime hooks run before PyInstaller's, so
this one starts it; app.main takes it over (pyside_compile_cache.take_early) and stops it
after the first frame, as in a source launch.
"""

try:
    from spiderette_qt import pyside_compile_cache

    pyside_compile_cache.start_early()
except Exception:  # noqa: BLE001 - without the cache the game only starts a little slower
    pass
