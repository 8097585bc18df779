"""Two copies of the app must not overwrite each other's game (issue 13).

Each SaveStore stands for one process: it remembers the file it last read or wrote, and
refuses to save over a file another store wrote since. The elapsed time rides in the save
wrapper beside the engine's JSON, and a save from before the wrapper still loads.
"""

from __future__ import annotations

import json
from pathlib import Path

from spiderette_qt.engine import Game
from spiderette_qt.persistence.savegame import SaveStore


def dealt(code: str, deals: int = 1) -> Game:
    game = Game.from_code(code)
    for _ in range(deals):
        game.deal()
    return game


def test_a_second_process_does_not_overwrite_the_first_ones_newer_game(tmp_path: Path) -> None:
    # The steps: two copies start, the first deals twice, the second once.
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    assert first.load().game is None and second.load().game is None
    first.save(dealt("SD1-S1-AAAAAAB", 1))
    assert first.save(dealt("SD1-S1-AAAAAAB", 2))
    assert not second.save(dealt("SD4-S1-CCCCCCC", 1))
    assert second.conflict and not first.conflict
    resumed = SaveStore(tmp_path).load().game
    assert resumed is not None and resumed.code == "SD1-S1-AAAAAAB" and resumed.deals_left == 2


def test_the_refused_game_is_saved_when_the_player_chooses_it(tmp_path: Path) -> None:
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    first.load()
    second.load()
    first.save(dealt("SD1-S1-AAAAAAB"))
    assert not second.save(dealt("SD4-S1-CCCCCCC"))
    assert second.save(dealt("SD4-S1-CCCCCCC"), overwrite=True)
    assert not second.conflict
    # Now the first is the one that is behind: it is refused in turn, nothing is lost.
    assert not first.save(dealt("SD1-S1-AAAAAAB", 2))
    assert SaveStore(tmp_path).load().game.code == "SD4-S1-CCCCCCC"


def test_a_store_that_never_read_the_file_does_not_overwrite_it(tmp_path: Path) -> None:
    SaveStore(tmp_path).save(dealt("SD1-S1-AAAAAAB"))
    assert not SaveStore(tmp_path).save(dealt("SD2-S1-AAAAAAB"))


def test_its_own_saves_and_a_win_clearing_the_file_are_not_conflicts(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.load()
    for deals in (1, 2, 3):
        assert store.save(dealt("SD1-S1-AAAAAAB", deals))
    store.clear()
    other = SaveStore(tmp_path)
    other.load()
    assert other.save(dealt("SD2-S1-AAAAAAB"))
    # The first store's file is gone and a new one is there: not its game to replace...
    assert not store.save(dealt("SD1-S1-AAAAAAB"))
    # ...nor to remove.
    store.clear()
    assert (tmp_path / "savegame.json").is_file()


def test_the_elapsed_time_is_saved_beside_the_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.load()
    store.save(dealt("SD1-S1-AAAAAAB"), elapsed_ms=83_500)
    data = json.loads((tmp_path / "savegame.json").read_text())
    assert data["format"] == "spiderette-save" and data["elapsed_ms"] == 83_500
    loaded = SaveStore(tmp_path).load()
    assert loaded.elapsed_ms == 83_500 and loaded.game.deals_left == 3


def test_a_save_from_before_the_wrapper_still_loads(tmp_path: Path) -> None:
    (tmp_path / "savegame.json").write_text(dealt("SD2-S1-AAAAABD").to_json())
    loaded = SaveStore(tmp_path).load()
    assert loaded.game is not None and loaded.game.code == "SD2-S1-AAAAABD"
    assert loaded.elapsed_ms == 0 and loaded.kind is None


def test_a_damaged_clock_costs_the_time_not_the_game(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.load()
    store.save(dealt("SD1-S1-AAAAAAB"), elapsed_ms=5000)
    data = json.loads((tmp_path / "savegame.json").read_text())
    data["elapsed_ms"] = "soon"
    (tmp_path / "savegame.json").write_text(json.dumps(data))
    loaded = SaveStore(tmp_path).load()
    assert loaded.game is not None and loaded.elapsed_ms == 0


def test_a_wrapper_without_a_game_is_damage(tmp_path: Path) -> None:
    (tmp_path / "savegame.json").write_text(
        json.dumps({"format": "spiderette-save", "version": 1, "game": None}))
    loaded = SaveStore(tmp_path).load()
    assert loaded.game is None and loaded.kind is not None and loaded.moved_to is not None
