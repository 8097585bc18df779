"""The deals of the day already found, in the user's cache folder: the second time is instant.

A cache, not data: losing it costs one search (a fraction of a second with the compiled
core), so anything odd in the file (damaged, too large, an entry that is not a code of its
game) is dropped rather than reported. Keys name the derivation version
(engine/daily.py's DERIVATION), so a new derivation never reads an old answer.
"""

from __future__ import annotations

import datetime
import json
import logging
from pathlib import Path

from spiderette_qt.persistence.json_file import FileProblem, JsonFile

log = logging.getLogger(__name__)

FILE_NAME = "daily-deals.json"
MAX_BYTES = 512 * 1024
MAX_ENTRIES = 3000


def cache_key(derivation: str, date: datetime.date, variant: str, suits: int) -> str:
    return f"{derivation}|{date.isoformat()}|{variant}|{suits}"


class DailyCache:
    """{key: code} in the cache folder (or in a folder of the caller's choice)."""

    def __init__(self, directory: Path | None = None) -> None:
        if directory is None:
            from spiderette_qt.platform.user_folders import user_cache_path

            directory = user_cache_path()
        self._file = JsonFile(FILE_NAME, directory, max_bytes=MAX_BYTES)
        self._codes: dict[str, str] | None = None

    @property
    def path(self) -> Path:
        return self._file.path

    def _load(self) -> dict[str, str]:
        if self._codes is not None:
            return self._codes
        codes: dict[str, str] = {}
        try:
            text = self._file.read()
            data = json.loads(text) if text else {}
        except (FileProblem, ValueError, RecursionError) as exc:
            log.info("the daily deals cache is not used: %s", exc)
            data = {}
        if isinstance(data, dict):
            codes = {k: v for k, v in data.items()
                     if isinstance(k, str) and isinstance(v, str) and len(v) < 40}
        self._codes = codes
        return codes

    def get(self, key: str) -> str | None:
        return self._load().get(key)

    def put(self, key: str, code: str) -> None:
        codes = self._load()
        codes[key] = code
        while len(codes) > MAX_ENTRIES:
            del codes[min(codes)]
        self._file.write_if_changed(json.dumps(codes, sort_keys=True, indent=0) + "\n")
