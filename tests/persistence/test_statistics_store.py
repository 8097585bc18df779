"""The statistics file: round trip, and every kind of damage moved aside without raising."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from spiderette_qt.persistence import ProblemKind, Statistics, StatisticsStore, statistics_store
from spiderette_qt.persistence.paths import data_dir
from spiderette_qt.persistence.statistics_figures import SuitStats

_SAMPLE: list[Statistics] = []


def sample() -> Statistics:
    """The same statistics at every call (a copy): their games' ids are random once."""
    if not _SAMPLE:
        _SAMPLE.append(_make_sample())
    return copy.deepcopy(_SAMPLE[0])


def _make_sample() -> Statistics:
    stats = Statistics()
    stats.game_started(1, "SD1-S1-AAAAAAB")
    stats.action_made()
    stats.game_won(847, 53)
    stats.game_started(2, "SD2-S1-AAAAAAB")
    stats.action_made(score=495, moves=5)
    return stats


def valid_data() -> dict:
    return json.loads(sample().to_json())


def test_missing_file_gives_empty_statistics_without_a_problem(tmp_path: Path) -> None:
    stats, problem, moved = StatisticsStore(tmp_path).load()
    assert stats == Statistics()
    assert problem is None and moved is None


def test_round_trip_in_the_default_data_dir() -> None:
    store = StatisticsStore()
    store.save(sample())
    assert (data_dir() / "statistics.json").is_file()
    stats, problem, moved = StatisticsStore().load()
    assert problem is None and moved is None
    assert stats == sample()
    assert stats[1].best_score == 847 and stats.current_counted


def test_unchanged_statistics_are_not_rewritten(tmp_path: Path, monkeypatch) -> None:
    store = StatisticsStore(tmp_path)
    store.save(sample())
    writes = []
    import spiderette_qt.persistence.atomic as module

    monkeypatch.setattr(module, "atomic_write_text", lambda p, t: writes.append(t))
    store.save(sample())
    assert writes == []
    changed = sample()
    changed.game_won(600, 40)
    store.save(changed)
    assert len(writes) == 1


def test_failed_save_is_reported_not_raised(tmp_path: Path, monkeypatch) -> None:
    import spiderette_qt.persistence.atomic as module

    def failing(path, text):
        raise OSError("disk full")

    monkeypatch.setattr(module, "atomic_write_text", failing)
    store = StatisticsStore(tmp_path)
    store.save(sample())
    assert isinstance(store.last_error, OSError)


def _mutated(change) -> str:
    data = valid_data()
    change(data)
    return json.dumps(data)


def _set(path: str, value):
    def change(data: dict) -> None:
        *parents, last = path.split("/")
        node = data
        for key in parents:
            node = node[key] if isinstance(node, dict) else node[int(key)]
        node[last if isinstance(node, dict) else int(last)] = value

    return change


BAD_CONTENTS: dict[str, bytes | str] = {
    "empty": "",
    "whitespace": "   \n",
    "truncated": sample().to_json()[:57],
    "binary": bytes(range(256)) * 4,
    "utf16": sample().to_json().encode("utf-16"),
    "garbage text": "this is not json {",
    "json list": "[1, 2, 3]",
    "json null": "null",
    "json string": '"statistics"',
    "non-game object": json.dumps({"hello": "world"}),
    "savegame-like object": json.dumps({"format": "spiderette-game", "version": 1}),
    "unknown version": _mutated(_set("version", 99)),
    "version as text": _mutated(_set("version", "1")),
    "version true": _mutated(_set("version", True)),
    "missing games": _mutated(lambda d: d.pop("games")),
    "unknown game": _mutated(lambda d: d["games"].update({"klondike": d["games"]["spider"]})),
    "extra suit count": _mutated(
        lambda d: d["games"]["spiderette"].update({"3": d["games"]["spiderette"]["1"]})),
    "lost above played": _mutated(_set("games/spiderette/1/lost", 9)),
    "lost and won not adding up": _mutated(_set("games/spiderette/2/lost", 1)),
    "timed wins above won": _mutated(_set("games/spiderette/1/timed_wins", 9)),
    "best time without a timed win": _mutated(_set("games/spiderette/2/best_time_ms", 5)),
    "current with unknown game": _mutated(_set("current/variant", "klondike")),
    "played as text": _mutated(_set("games/spiderette/1/played", "7")),
    "played as float": _mutated(_set("games/spiderette/1/played", 1.5)),
    "played as bool": _mutated(_set("games/spiderette/1/played", True)),
    "negative played": _mutated(_set("games/spiderette/1/played", -1)),
    "huge played": _mutated(_set("games/spiderette/1/played", 10**30)),
    "enormous number": sample().to_json().replace('"played": 1', '"played": ' + "9" * 5000),
    "infinity": sample().to_json().replace('"played": 1', '"played": Infinity'),
    "won above played": _mutated(_set("games/spiderette/1/won", 5)),
    "streak above won": _mutated(_set("games/spiderette/1/longest_streak", 2)),
    "best score missing after a win": _mutated(_set("games/spiderette/1/best_score", None)),
    "best score without a win": _mutated(_set("games/spiderette/2/best_score", 500)),
    "recent not a list": _mutated(_set("games/spiderette/1/recent", {"a": 1})),
    "recent entry wrong shape": _mutated(_set("games/spiderette/1/recent", [[1, 2]])),
    "recent too long": _mutated(_set("games/spiderette/1/recent", [[1, 500, 50]] * 500)),
    "current with bad suits": _mutated(_set("current/suits", 3)),
    "current deal not text": _mutated(_set("current/deal_id", 12)),
    "current counted not bool": _mutated(_set("current/counted", 1)),
    "current counted but nothing played": _mutated(_set("games/spiderette/2/played", 0)),
    "deep nesting": "[" * 100_000 + "]" * 100_000,
}


@pytest.mark.parametrize("name", sorted(BAD_CONTENTS))
def test_damaged_file_is_moved_aside_and_reported(tmp_path: Path, name: str) -> None:
    content = BAD_CONTENTS[name]
    path = tmp_path / "statistics.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")

    store = StatisticsStore(tmp_path)
    stats, problem, moved = store.load()

    assert stats == Statistics()
    assert store.load_result().kind is None  # the file is gone: told once
    assert problem and "statistics" in problem
    assert moved is not None and moved.name in problem
    assert moved.parent == tmp_path and moved.name.startswith("statistics.corrupt-")
    assert moved.read_bytes() == (content if isinstance(content, bytes) else content.encode())
    assert not path.exists()
    # the next save writes a fresh, loadable file beside the kept one
    store.save(stats)
    assert StatisticsStore(tmp_path).load()[1] is None
    assert moved.exists()


def test_the_valid_sample_itself_loads(tmp_path: Path) -> None:
    """Guards the table above: its damage comes from the mutation, not from the sample."""
    (tmp_path / "statistics.json").write_text(json.dumps(valid_data()))
    stats, problem, _ = StatisticsStore(tmp_path).load()
    assert problem is None and stats == sample()


def test_unreadable_file_is_reported_without_raising(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").mkdir()  # a directory where the file should be
    stats, problem, moved = StatisticsStore(tmp_path).load()
    assert stats == Statistics() and problem
    assert moved is None
    result = StatisticsStore(tmp_path).load_result()
    assert result.kind is ProblemKind.STATISTICS_UNREADABLE and result.moved_to is None
    assert result.problem == problem


def test_load_result_names_the_kind_and_the_kept_file(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_text("[1, 2, 3]")
    result = StatisticsStore(tmp_path).load_result()
    assert result.kind is ProblemKind.STATISTICS_DAMAGED
    assert result.statistics == Statistics()
    assert result.moved_to is not None and result.moved_to.read_text() == "[1, 2, 3]"
    assert result.problem == (
        "The statistics file was damaged, so the statistics start again from zero."
        f" The old file was kept as {result.moved_to.name}."
    )


def test_an_oversized_statistics_file_is_moved_aside(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(statistics_store, "MAX_BYTES", 100)
    (tmp_path / "statistics.json").write_text(sample().to_json())  # valid, but over the limit
    result = StatisticsStore(tmp_path).load_result()
    assert result.kind is ProblemKind.STATISTICS_DAMAGED and result.moved_to is not None


def test_a_file_without_a_game_added_since_starts_that_game_at_zero() -> None:
    """Another game of the family added to the engine's table: a file written before it
    reads, with the new game's figures at zero and the others kept."""
    stats = Statistics()
    stats.game_started(1, "SP1-S1-AAAAAAD", "spider")
    stats.action_made(500, 1)
    stats.game_started(1, "SD1-S1-AAAAAAD", "spiderette")
    data = json.loads(stats.to_json())
    data["games"].pop("relaxed-spider")
    again = Statistics.from_json(json.dumps(data))
    assert again.for_game("spider", 1).lost == 1
    assert again.for_game("relaxed-spider", 1) == SuitStats()
