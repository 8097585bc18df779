"""The cache of the days' deals found: remembered between runs; anything odd is dropped."""

from __future__ import annotations

import datetime

from spiderette_qt.persistence.daily_cache import DailyCache, cache_key

KEY = cache_key("spiderette-daily-v1", datetime.date(2026, 12, 3), "spider", 4)


def test_a_code_is_remembered(tmp_path) -> None:
    DailyCache(tmp_path).put(KEY, "SP4-S1-LCIDGML")
    assert DailyCache(tmp_path).get(KEY) == "SP4-S1-LCIDGML"
    assert KEY == "spiderette-daily-v1|2026-12-03|spider|4"


def test_the_cache_folder_is_the_users(tmp_path) -> None:
    assert "xdg-cache" in str(DailyCache().path)  # conftest points XDG_CACHE_HOME there


def test_a_damaged_cache_is_ignored(tmp_path) -> None:
    for text in (b"\xff\xfe not json", b"[1, 2]", b'{"a": 1, "' + KEY.encode() + b'": 5}',
                 b"[" * 100_000):
        (tmp_path / "daily-deals.json").write_bytes(text)
        cache = DailyCache(tmp_path)
        assert cache.get(KEY) is None
        cache.put(KEY, "SP4-S1-LCIDGML")
        assert DailyCache(tmp_path).get(KEY) == "SP4-S1-LCIDGML"


def test_the_oldest_days_go_first(tmp_path, monkeypatch) -> None:
    import spiderette_qt.persistence.daily_cache as module

    monkeypatch.setattr(module, "MAX_ENTRIES", 10)
    cache = DailyCache(tmp_path)
    day = datetime.date(2020, 1, 1)
    for n in range(module.MAX_ENTRIES + 5):
        cache.put(cache_key("v1", day + datetime.timedelta(days=n), "spider", 4), "X")
    assert cache.get(cache_key("v1", day, "spider", 4)) is None
    assert cache.get(cache_key("v1", day + datetime.timedelta(days=module.MAX_ENTRIES + 4),
                               "spider", 4)) == "X"
