"""The platform layer (docs/ARCHITECTURE.md): the leaf modules window/, persistence/, table/ and
the app all use, below everything but the engine. user_folders (the per-user data, log and
cache folders), cache_files (private cache writes), runtime_folder (the lock's and socket's
private folder), resources (resource_path()), game_clock (what counts as playing time) and
crash_log (the excepthook into the log folder). Only crash_log's notice touches Qt.

The folder's name is the layer's; inside the package every import is absolute
(`spiderette_qt.platform....`), so it never hides the standard library's `platform`.
"""
